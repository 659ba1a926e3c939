// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/edit_args.h"

namespace muster::cli {
namespace {

std::string command_text(int c) { return c < 0 ? std::string("u") : std::to_string(c + 1); }
std::string unit_text(UnitRef u) { return command_text(u.command) + "/" + std::to_string(u.index + 1); }

void add(std::vector<std::string>& out, const std::string& option, const std::string& value) {
    out.push_back("--" + option);
    out.push_back(value);
}

}  // namespace

std::vector<std::string> set_arguments(const Edits& edits) {
    std::vector<std::string> out;
    for (const auto& e : edits) {
        const std::string unit = unit_text(e.unit);
        switch (e.op) {
        case Edit::Op::AddUnit: add(out, "add-unit", command_text(e.command) + "=" + e.id); break;
        case Edit::Op::RemoveUnit: add(out, "remove-unit", unit); break;
        case Edit::Op::MoveUnit: add(out, "move", unit + "=" + command_text(e.command)); break;
        case Edit::Op::SetProfile: add(out, "profile", unit + "=" + e.id); break;
        case Edit::Op::SetOption: add(out, e.on ? "option" : "no-option", unit + "=" + e.id); break;
        case Edit::Op::SetFigures: add(out, "figures", unit + "=" + std::to_string(e.count)); break;
        case Edit::Op::AttachGeneral: add(out, e.on ? "attach" : "detach", unit); break;
        case Edit::Op::AddCommand:
            add(out, "add-command", "1");
            if (!e.id.empty()) add(out, "general", command_text(e.command) + "=" + e.id);
            break;
        case Edit::Op::RemoveCommand: add(out, "remove-command", command_text(e.command)); break;
        case Edit::Op::SetGeneral: add(out, "general", command_text(e.command) + "=" + e.id); break;
        case Edit::Op::SetCInC: add(out, "c-in-c", command_text(e.command)); break;
        case Edit::Op::SetCommandStructure: add(out, "sc", e.id); break;
        case Edit::Op::SetPurchase: add(out, "purchase", e.id + "=" + std::to_string(e.count)); break;
        case Edit::Op::SetOptionalRule: add(out, e.on ? "rule" : "no-rule", e.id); break;
        case Edit::Op::SetBudget: add(out, "budget", std::to_string(e.count)); break;
        case Edit::Op::SetName: add(out, "name", e.id); break;
        case Edit::Op::SetPlayer: add(out, "player", e.id); break;
        case Edit::Op::SetYear: add(out, "year", e.on ? std::to_string(e.count) : std::string("none")); break;
        case Edit::Op::DuplicateUnit:
        case Edit::Op::SetLabel:
        case Edit::Op::SetCommandName: break;  // no fix makes these; `muster set` has no option for them
        }
    }
    return out;
}

}  // namespace muster::cli
