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
        case Edit::Op::SetNotes:
            return "set_notes";
        case Edit::Op::SetUnitNote:
            return "set_unit_note";
        case Edit::Op::SetYear:
            return "set_year";
    }
    return "unknown";
}

}  // namespace muster
