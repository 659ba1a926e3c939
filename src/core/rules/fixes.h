// SPDX-License-Identifier: GPL-3.0-or-later
// Fix-its: for a finding, the concrete edits that clear it, each checked by applying it and checking again.
#pragma once
#include <string>
#include <vector>

#include "core/rules/ruleset.h"

namespace muster {

/// Fills the `fixes` of every error and warning among `findings` (those of `roster` under `rules`, perhaps
/// with problems of its own such as an event's budget): each fix is verified by applying it and checking
/// again; at most three, best first (those that raise no new error, then the fewest edits). Only the first
/// limits::kFindingsWithFixes errors and warnings get them, within limits::kFixWork: each fix costs a
/// check of the whole roster.
/// Front ends ask Ruleset::judge for them (JudgeOptions::fixes).
void find_fixes(Diagnostics& findings, const Roster& roster, const Ruleset& rules);

/// Every candidate fix of one finding, not verified, in the order they are thought of: what the advisor
/// searches over. With `steps`, also single edits that each do one part of a fix (remove one of the
/// units too many, or give it another profile), for the advisor to combine.
std::vector<Fix> candidate_fixes(const Diagnostic& finding, const Roster& roster, const Ruleset& rules, const Verdict& now,
                                 bool steps);

/// A unit as the player sees it, for a fix's words: "unit" (its name, with its label when it has one) and
/// "from" (its command's number, 0 when it is in none). Positions such as 2/3 are for `muster set`, not people.
Args unit_words(const Roster& roster, const ArmyList& list, UnitRef unit);

}  // namespace muster
