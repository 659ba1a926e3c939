// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/edit_args.h"

namespace muster::cli {
namespace {

std::string command_text(int c) {
    return c < 0 ? std::string("u") : std::to_string(c + 1);
}
std::string unit_text(UnitRef u) {
    return command_text(u.command) + "/" + std::to_string(u.index + 1);
}

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
            case Edit::Op::AddUnit:
                add(out, "add-unit", command_text(e.command) + "=" + e.id);
                break;
            case Edit::Op::RemoveUnit:
                add(out, "remove-unit", unit);
                break;
            case Edit::Op::MoveUnit:
                add(out, "move", unit + "=" + command_text(e.command));
                break;
            case Edit::Op::SetProfile:
                add(out, "profile", unit + "=" + e.id);
                break;
            case Edit::Op::SetOption:
                add(out, e.on ? "option" : "no-option", unit + "=" + e.id);
                break;
            case Edit::Op::SetFigures:
                add(out, "figures", unit + "=" + std::to_string(e.count));
                break;
            case Edit::Op::AttachGeneral:
                add(out, e.on ? "attach" : "detach", unit);
                break;
            case Edit::Op::AddCommand:
                add(out, "add-command", "1");
                if (!e.id.empty()) add(out, "general", command_text(e.command) + "=" + e.id);
                break;
            case Edit::Op::RemoveCommand:
                add(out, "remove-command", command_text(e.command));
                break;
            case Edit::Op::SetGeneral:
                add(out, "general", command_text(e.command) + "=" + e.id);
                break;
            case Edit::Op::SetCInC:
                add(out, "c-in-c", command_text(e.command));
                break;
            case Edit::Op::SetCommandStructure:
                add(out, "sc", e.id);
                break;
            case Edit::Op::SetPurchase:
                add(out, "purchase", e.id + "=" + std::to_string(e.count));
                break;
            case Edit::Op::SetOptionalRule:
                add(out, e.on ? "rule" : "no-rule", e.id);
                break;
            case Edit::Op::SetBudget:
                add(out, "budget", std::to_string(e.count));
                break;
            case Edit::Op::SetName:
                add(out, "name", e.id);
                break;
            case Edit::Op::SetPlayer:
                add(out, "player", e.id);
                break;
            case Edit::Op::SetYear:
                add(out, "year", e.on ? std::to_string(e.count) : std::string("none"));
                break;
            case Edit::Op::DuplicateUnit:
                add(out, "duplicate", unit);
                break;
            case Edit::Op::SetLabel:
                add(out, "label", unit + "=" + e.id);
                break;
            case Edit::Op::SetCommandName:
                add(out, "command-name", command_text(e.command) + "=" + e.id);
                break;
            case Edit::Op::SetGeneralName:
                add(out, "general-name", command_text(e.command) + "=" + e.id);
                break;
        }
    }
    return out;
}

namespace {

void write_json_edit(Json& j, const Edit& e) {
    j.begin_object();
    j.key("op").value(op_name(e.op));
    switch (e.op) {
        case Edit::Op::AddUnit:
        case Edit::Op::AddCommand:
        case Edit::Op::RemoveCommand:
        case Edit::Op::SetGeneral:
        case Edit::Op::SetCInC:
        case Edit::Op::SetCommandName:
        case Edit::Op::SetGeneralName:
            if (e.command >= 0) j.key("command").value(e.command + 1);
            else j.key("unassigned").value(true);
            break;
        case Edit::Op::SetCommandStructure:
        case Edit::Op::SetPurchase:
        case Edit::Op::SetOptionalRule:
        case Edit::Op::SetBudget:
        case Edit::Op::SetName:
        case Edit::Op::SetPlayer:
        case Edit::Op::SetYear:
            break;
        default:
            if (e.unit.command >= 0) j.key("command").value(e.unit.command + 1);
            else j.key("unassigned").value(true);
            j.key("unit").value(e.unit.index + 1);
            if (e.op == Edit::Op::MoveUnit) j.key("to_command").value(e.command + 1);
    }
    if (!e.id.empty()) j.key("id").value(e.id);
    if (e.op == Edit::Op::SetPurchase || e.op == Edit::Op::SetBudget || e.op == Edit::Op::SetFigures || e.op == Edit::Op::SetYear)
        j.key("count").value(e.count);
    if (e.op == Edit::Op::SetOption || e.op == Edit::Op::SetOptionalRule || e.op == Edit::Op::AttachGeneral)
        j.key("on").value(e.on);
    j.end_object();
}

}  // namespace

void write_json_edits(Json& j, const Edits& edits) {
    j.key("edits").begin_array();
    for (const auto& e : edits) write_json_edit(j, e);
    j.end_array();
    j.key("set").begin_array();
    for (const auto& a : set_arguments(edits)) j.value(a);
    j.end_array();
}

}  // namespace muster::cli
