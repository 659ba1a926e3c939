// SPDX-License-Identifier: GPL-3.0-or-later
// The army advisor: the smallest repairs that make an illegal roster legal, and legal ways to spend the
// points left. Both search over the core editor's operations and judge each roster with check(), so an
// answer is never one the checker would refuse. docs/advisor.md explains the search.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/rules/ruleset.h"

namespace muster {

/// How far a search may go; an answer found within them is the best one there is (for its order).
struct SearchLimits {
    int max_edits = 20;      ///< edits in one answer
    int max_states = 20000;  ///< rosters looked at
    int milliseconds = 2000;
};

/// A legal roster the advisor proposes, and how to get there from the player's.
struct Advice {
    std::vector<Fix> steps;  ///< in order, each with its label for people
    Edits edits;             ///< all the steps' edits, in order
    Roster roster;           ///< the result
    int points = 0;
    int value = 0;  ///< the army's break value (VDT), where the system has one
    int units_removed = 0;
    int units_moved = 0;  ///< units taken from the command the player put them in
};

struct AdviceList {
    std::vector<Advice> answers;  ///< best first
    /// Which limit stopped the search before it had looked everywhere it should: "edits", "states",
    /// "time", or empty when it finished.
    std::string limit;
    int states = 0;  ///< rosters judged
    /// When no legal army can be had: the points the cheapest army the rules require costs (over the
    /// budget), else -1. "The minimums alone cost 640 of 600."
    int minimum = -1;
};

/// What the player would rather have among completions that spend the budget equally well.
struct Steering {
    enum class Prefer { Any, Mounted, Foot };
    Prefer prefer = Prefer::Any;  ///< units of this category first
    int units = 0;                ///< -1: fewer units, 1: more units, 0: no preference
    std::optional<int> value;     ///< the break value (VDT) wanted, instead of the highest
    unsigned seed = 0;            ///< another order of the search and of equal answers: "another one"
};

/// Units the player wants left as they are: none of the answers removes, changes or moves them.
using Keep = std::vector<UnitRef>;

/// Repairs of an illegal roster, smallest first: fewest edits, then fewest units removed, then fewest
/// units moved from the command the player put them in, then the total closest to the budget without
/// exceeding it, then the highest break value. A legal roster gets one answer with no edits.
AdviceList find_repairs(const Roster& roster, const Ruleset& rules, int top, const SearchLimits& limits = {},
                        const Keep& keep = {});

/// Legal armies that keep everything the player chose and spend the points left: from any start (an empty
/// army, a half-built one with errors, a legal one) the rules' requirements are added first (commands,
/// generals, minimums), then units, options, better generals, a dearer Command Structure and purchases.
/// An army whose errors no addition clears is repaired first. Ranked by the total closest to the budget,
/// then the steering, then the highest break value, then fewest edits; no two answers add the same kinds
/// of things.
AdviceList find_completions(const Roster& roster, const Ruleset& rules, int top, const SearchLimits& limits = {},
                            const Keep& keep = {}, const Steering& steer = {});

}  // namespace muster
