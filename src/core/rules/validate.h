// SPDX-License-Identifier: GPL-3.0-or-later
// The rules engine: is this army legal, and if not, why and how to fix it.
#pragma once
#include "core/diagnostic.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "core/model/summary.h"

namespace muster {

struct Verdict {
    Summary summary;
    Diagnostics diagnostics;
    int budget = 0;  ///< the budget the game's rules judged the roster at (an event's, --budget, else its own)
    bool legal() const { return !has_errors(diagnostics); }
};

/// Checks a roster against its list and system. Pure and deterministic; findings sorted. `band`, when
/// given, replaces the system's size band for the roster's budget (an event's own scaling of list limits).
Verdict check(const Roster& roster, const ArmyList& list, const GameSystem& system, const SizeBand* band = nullptr);
/// check() without its sort, for a caller that adds findings of its own and sorts them all once (Ruleset).
Verdict check_unsorted(const Roster& roster, const ArmyList& list, const GameSystem& system, const SizeBand* band = nullptr);

/// Every constraint in force for a budget: the list's groups and option limits, the list's and
/// the system's own rules. Bounds are already scaled for the game size.
std::vector<Constraint> constraints_for(const ArmyList& list, const GameSystem& system, int budget);

}  // namespace muster
