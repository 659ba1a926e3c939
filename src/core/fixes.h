// SPDX-License-Identifier: GPL-3.0-or-later
// Fix-its: for a finding, the concrete edits that clear it, each checked by applying it and checking again.
#pragma once
#include <string>
#include <vector>

#include "core/validate.h"

namespace muster {

/// Whether `edits` clear `finding` from `roster`: afterwards the roster has fewer findings of its kind.
bool clears(const Diagnostic& finding, const Edits& edits, const Roster& roster, const ArmyList& list, const GameSystem& system);

/// The fixes of one finding, best first (those that raise no new error, then the fewest edits); at most
/// three, each verified with clears().
std::vector<Fix> fixes_for(const Diagnostic& finding, const Roster& roster, const ArmyList& list, const GameSystem& system);

/// Fills the `fixes` of every error and warning of the verdict.
void find_fixes(Verdict& verdict, const Roster& roster, const ArmyList& list, const GameSystem& system);

}  // namespace muster
