// SPDX-License-Identifier: GPL-3.0-or-later
// Which units a finding is about, so a front end can point at them: its own unit, or every unit that
// the broken constraint counts ("2 Finnish Hakkapelitta; at most 1" concerns both Hakkapelitta).
#pragma once
#include <vector>

#include "core/rules/validate.h"

namespace muster {

/// The units of `roster` the finding concerns, in roster order (commands, then unassigned units): the
/// unit it names, else the units its constraint counts (within its command when it names one). Empty
/// for a finding about the army or a command as a whole.
std::vector<UnitRef> units_concerned(const Diagnostic& finding, const Roster& roster, const ArmyList& list,
                                     const GameSystem& system);

}  // namespace muster
