// SPDX-License-Identifier: GPL-3.0-or-later
// The army advisor: the smallest repairs that make an illegal roster legal, and legal ways to spend the
// points left. Both search over the core editor's operations and judge each roster with check(), so an
// answer is never one the checker would refuse. docs/advisor.md explains the search.
#pragma once
#include <string>
#include <vector>

#include "core/ruleset.h"

namespace muster {

/// How far a search may go; an answer found within them is the best one there is (for its order).
struct SearchLimits {
    int max_edits = 20;     ///< edits in one answer
    int max_states = 20000;  ///< rosters looked at
    int milliseconds = 2000;
};

/// A legal roster the advisor proposes, and how to get there from the player's.
struct Advice {
    std::vector<Fix> steps;  ///< in order, each with its label for people
    Edits edits;             ///< all the steps' edits, in order
    Roster roster;           ///< the result
    int points = 0;
    int value = 0;          ///< the army's break value (VDT), where the system has one
    int units_removed = 0;
};

struct AdviceList {
    std::vector<Advice> answers;  ///< best first
    /// Which limit stopped the search before it had looked everywhere it should: "edits", "states",
    /// "time", or empty when it finished.
    std::string limit;
    int states = 0;  ///< rosters judged
};

/// Units the player wants left as they are: none of the answers removes, changes or moves them.
using Keep = std::vector<UnitRef>;

/// Repairs of an illegal roster, smallest first: fewest edits, then fewest units removed, then the total
/// closest to the budget without exceeding it, then the highest break value. A legal roster gets one
/// answer with no edits.
AdviceList find_repairs(const Roster& roster, const Ruleset& rules, int top, const SearchLimits& limits = {}, const Keep& keep = {});

/// Legal ways to spend the points left: adding units, options, better generals, a dearer Command
/// Structure and purchases (an illegal roster is repaired first). Ranked by the total closest to the
/// budget, then fewest edits, then the highest break value; no two answers add the same kinds of things.
AdviceList find_completions(const Roster& roster, const Ruleset& rules, int top, const SearchLimits& limits = {}, const Keep& keep = {});

}  // namespace muster
