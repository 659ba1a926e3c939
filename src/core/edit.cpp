// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/edit.h"

namespace muster {

const char* op_name(Edit::Op op) {
    switch (op) {
        case Edit::Op::AddUnit:
            return "add_unit";
        case Edit::Op::RemoveUnit:
            return "remove_unit";
        case Edit::Op::MoveUnit:
            return "move_unit";
        case Edit::Op::SetProfile:
            return "set_profile";
        case Edit::Op::SetOption:
            return "set_option";
        case Edit::Op::SetFigures:
            return "set_figures";
        case Edit::Op::AttachGeneral:
            return "attach_general";
        case Edit::Op::AddCommand:
            return "add_command";
        case Edit::Op::RemoveCommand:
            return "remove_command";
        case Edit::Op::SetGeneral:
            return "set_general";
        case Edit::Op::SetCInC:
            return "set_c_in_c";
        case Edit::Op::SetCommandStructure:
            return "set_command_structure";
        case Edit::Op::SetPurchase:
            return "set_purchase";
        case Edit::Op::SetOptionalRule:
            return "set_optional_rule";
        case Edit::Op::SetBudget:
            return "set_budget";
        case Edit::Op::DuplicateUnit:
            return "duplicate_unit";
        case Edit::Op::SetLabel:
            return "set_label";
        case Edit::Op::SetCommandName:
            return "set_command_name";
        case Edit::Op::SetGeneralName:
            return "set_general_name";
        case Edit::Op::SetName:
            return "set_name";
        case Edit::Op::SetPlayer:
            return "set_player";
        case Edit::Op::SetYear:
            return "set_year";
    }
    return "unknown";
}

void apply(RosterEditor& ed, const Edit& e) {
    switch (e.op) {
        case Edit::Op::AddUnit: {
            RosterUnit u;
            u.profile = e.id;
            ed.add_unit(e.command, std::move(u));
            return;
        }
        case Edit::Op::RemoveUnit:
            ed.remove_unit(e.unit);
            return;
        case Edit::Op::MoveUnit:
            ed.move_unit(e.unit, e.command);
            return;
        case Edit::Op::SetProfile:
            ed.set_profile(e.unit, e.id);
            return;
        case Edit::Op::SetOption:
            ed.set_option(e.unit, e.id, e.on);
            return;
        case Edit::Op::SetFigures:
            ed.set_figures(e.unit, e.count);
            return;
        case Edit::Op::AttachGeneral:
            ed.attach_general(e.unit, e.on);
            return;
        case Edit::Op::AddCommand:
            ed.add_command(e.id);
            return;
        case Edit::Op::RemoveCommand:
            ed.remove_command(e.command);
            return;
        case Edit::Op::SetGeneral:
            ed.set_general(e.command, e.id);
            return;
        case Edit::Op::SetCInC:
            ed.set_c_in_c(e.command);
            return;
        case Edit::Op::SetCommandStructure:
            ed.set_command_structure(e.id);
            return;
        case Edit::Op::SetPurchase:
            ed.set_purchase(e.id, e.count);
            return;
        case Edit::Op::SetOptionalRule:
            ed.set_optional_rule(e.id, e.on);
            return;
        case Edit::Op::SetBudget:
            ed.set_budget(e.count);
            return;
        case Edit::Op::DuplicateUnit:
            ed.duplicate_unit(e.unit);
            return;
        case Edit::Op::SetLabel:
            ed.set_label(e.unit, e.id);
            return;
        case Edit::Op::SetCommandName:
            ed.set_command_name(e.command, e.id);
            return;
        case Edit::Op::SetGeneralName:
            ed.set_general_name(e.command, e.id);
            return;
        case Edit::Op::SetName:
            ed.set_name(e.id);
            return;
        case Edit::Op::SetPlayer:
            ed.set_player(e.id);
            return;
        case Edit::Op::SetYear:
            ed.set_year(e.on ? std::optional<int>(e.count) : std::nullopt);
            return;
    }
}

void apply(RosterEditor& ed, const Edits& edits, const std::string& name) {
    ed.transaction(name, [&] {
        for (const auto& e : edits) apply(ed, e);
    });
}

}  // namespace muster
