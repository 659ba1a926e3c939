// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/editing/text_bounds.h"

#include "core/model/limits.h"

namespace muster {

int text_bound(Edit::Op op) {
    switch (op) {
        case Edit::Op::SetNotes:
        case Edit::Op::SetUnitNote:
            return limits::kRosterNotes;
        case Edit::Op::SetLabel:
        case Edit::Op::SetCommandName:
        case Edit::Op::SetGeneralName:
        case Edit::Op::SetName:
        case Edit::Op::SetPlayer:
            return limits::kRosterText;
        default:
            return 0;
    }
}

std::optional<Diagnostic> text_too_long(const Edit& e) {
    const int bound = text_bound(e.op);
    if (bound == 0) return std::nullopt;
    const std::size_t n = limits::characters(e.id);
    if (n <= static_cast<std::size_t>(bound)) return std::nullopt;
    const bool note = bound == limits::kRosterNotes;
    return Diagnostic("text_too_long")
        .arg("text", note ? "note" : "name")
        .arg("count", static_cast<std::int64_t>(n))
        .arg("max", static_cast<std::int64_t>(bound));
}

}  // namespace muster
