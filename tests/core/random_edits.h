// Random editor operations over a roster, for the property tests (undo, fixes).
#pragma once
#include <random>

#include "core/edit.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"

namespace muster::test {

/// A random edit of any kind; its places may not exist (the editor must then refuse and change nothing).
inline Edit random_edit(std::mt19937& rng, const Roster& r, const ArmyList& list, const GameSystem& sys) {
    auto pick = [&](int n) { return n <= 0 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const int commands = static_cast<int>(r.commands.size());
    Edit e;
    e.op = static_cast<Edit::Op>(pick(static_cast<int>(Edit::Op::SetYear) + 1));
    e.command = pick(commands + 2) - 1;
    const int c = e.command;
    const int units = c < 0          ? static_cast<int>(r.unassigned.size())
                      : c < commands ? static_cast<int>(r.commands[c].units.size())
                                     : 0;
    e.unit = {c, pick(units + 1)};
    const auto& g = list.groups[pick(static_cast<int>(list.groups.size()))];
    switch (e.op) {
        case Edit::Op::AddUnit:
        case Edit::Op::SetProfile:
            e.id = g.profiles[pick(static_cast<int>(g.profiles.size()))].id;
            break;
        case Edit::Op::SetOption:
            if (!list.options.empty()) e.id = list.options[pick(static_cast<int>(list.options.size()))].id;
            break;
        case Edit::Op::MoveUnit:
            e.command = pick(commands + 1) - 1;
            break;
        case Edit::Op::AddCommand:
        case Edit::Op::SetGeneral:
            e.id = sys.qualities[pick(static_cast<int>(sys.qualities.size()))].id;
            break;
        case Edit::Op::SetCommandStructure:
            if (!sys.command_structures.empty())
                e.id = sys.command_structures[pick(static_cast<int>(sys.command_structures.size()))].id;
            break;
        case Edit::Op::SetPurchase:
            if (!sys.purchases.empty()) e.id = sys.purchases[pick(static_cast<int>(sys.purchases.size()))].id;
            break;
        case Edit::Op::SetOptionalRule:
            if (!sys.optional_rules.empty()) e.id = sys.optional_rules[pick(static_cast<int>(sys.optional_rules.size()))].id;
            break;
        case Edit::Op::SetLabel:
        case Edit::Op::SetCommandName:
        case Edit::Op::SetGeneralName:
        case Edit::Op::SetName:
        case Edit::Op::SetPlayer:
        case Edit::Op::SetNotes:
        case Edit::Op::SetUnitNote:
            e.id = pick(2) ? "Lützen" : "";
            break;
        default:
            break;
    }
    e.count = pick(12);
    e.on = pick(3) > 0;
    return e;
}

}  // namespace muster::test
