// SPDX-License-Identifier: GPL-3.0-or-later
// What changed between two versions of a roster: a resubmission, or an errata upgrade of the data.
#pragma once
#include <string>
#include <vector>

#include "core/model/roster.h"

namespace muster {

struct Change {
    enum Kind {
        UnitAdded,
        UnitRemoved,
        UnitChanged,  ///< a unit (changed: same profile line, other options or details)
        CommandAdded,
        CommandRemoved,
        General,   ///< a command's general: quality, C-in-C mark or name
        Purchase,  ///< count before and after
        CommandStructure,
        OptionalRule,  ///< before/after "1"/"" for off and on
        Fact,          ///< name, player, list, data version, budget, year: `what` says which
    } kind = Fact;
    std::string
        what;  ///< for Fact: "name", "player", "list", "data_version", "budget", "year"; for Purchase / OptionalRule: the id
    int command = -1;                    ///< index in the first roster (removed) or the second (added, changed); -1 unassigned
    int index = -1;                      ///< unit index in that command
    const RosterUnit* before = nullptr;  ///< units: in the first roster
    const RosterUnit* after = nullptr;   ///< units: in the second roster
    std::string old_value, new_value;    ///< general qualities, counts, levels, facts
    bool c_in_c_before = false, c_in_c_after = false;  ///< General: the C-in-C mark
    std::vector<std::string> options_added, options_removed;
};

/// Every difference between `a` and `b`, commands compared by position. Units are paired first when
/// they are the same, then by profile, so a changed option reads as a change, not a removal and an
/// addition. Pointers point into `a` and `b`: keep them alive.
std::vector<Change> diff_rosters(const Roster& a, const Roster& b);

}  // namespace muster
