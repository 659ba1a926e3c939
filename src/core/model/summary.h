// SPDX-License-Identifier: GPL-3.0-or-later
// Points and derived values of a roster: the breakdown a player checks and prints.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/resolve.h"
#include "core/model/roster.h"

namespace muster {

struct UnitSummary {
    int command = -1;  ///< index into roster.commands; -1 for unassigned units
    int index = 0;
    ResolvedUnit unit;
};

/// The unit's value of `value` (the exhaustion threshold of Baroque); none when its profile is unknown. Worked
/// out when asked, as only a unit's details and its printed card and row show it, never a verdict.
std::optional<int> unit_value(const UnitSummary& unit, const UnitValue& value);

struct CommandSummary {
    int index = 0;
    int general_cost = 0;
    int points = 0;                     ///< units and general
    std::map<std::string, int> values;  ///< command-scope derived values (VDC)
};

struct Summary {
    int total = 0;
    int unit_points = 0;  ///< units with their options
    int general_points = 0;
    int command_structure_points = 0;
    std::map<std::string, int> purchase_points;  ///< only purchases actually bought
    std::vector<UnitSummary> units;
    std::vector<CommandSummary> commands;
    std::map<std::string, int> values;  ///< army-scope derived values (VDT)
};

Summary summarize(const Roster& roster, const ArmyList& list, const GameSystem& system);

/// The army's break value as its system defines it: the first army-wide value the system derives (VDT in
/// Baroque), by which reports, the advisor and tournaments rank armies; none when it derives none.
const DerivedValue* break_value_of(const GameSystem& system);
/// The army's break value in `summary` (0 when the system has none).
int break_value(const Summary& summary, const GameSystem& system);

}  // namespace muster
