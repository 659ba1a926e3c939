// SPDX-License-Identifier: GPL-3.0-or-later
// How much text an edit may put in a roster: past the bound a saved file would be one no Muster reads, so
// every front end (the window's boxes, `muster set`, the web page) refuses it before it is recorded.
#pragma once
#include <optional>

#include "core/diagnostic.h"
#include "core/edit.h"

namespace muster {

/// The most characters the text of `op` may have: limits::kRosterNotes for a note, limits::kRosterText for a
/// name or a label; 0 for an edit that carries no text.
int text_bound(Edit::Op op);

/// text_too_long (with the characters counted and the bound) when `e` carries more text than text_bound.
std::optional<Diagnostic> text_too_long(const Edit& e);

}  // namespace muster
