// SPDX-License-Identifier: GPL-3.0-or-later
// "What may I take?": for a unit, a command or the army, every choice with whether the rules allow it
// now and, when not, the findings taking it would raise. Front ends enable and explain controls from it.
#pragma once
#include <string>
#include <vector>

#include "core/edit.h"
#include "core/rules/validate.h"

namespace muster {

struct Choice {
    std::string id;       ///< profile, option, quality, Command Structure level, purchase or optional rule
    bool taken = false;   ///< already so in the roster (the unit's profile, an option it carries ...)
    bool allowed = true;  ///< taking it raises no finding that refuses() it
    int points = 0;       ///< how the army's total changes by `edits`
    int count = 0;        ///< purchases: how many are bought now (taking one buys count + 1)
    Diagnostics causes;   ///< the errors and warnings taking it would add, in check() order
    /// What taking it means, for the editor; for an option or optional rule already taken, dropping it (what
    /// unticking its box does).
    Edits edits;
};

struct UnitChoices {
    std::vector<Choice> profiles;  ///< the unit's alternatives (its group's profiles), the current one taken
    std::vector<Choice> options;   ///< options its profile may take, then any it carries that it may not
};

struct ArmyChoices {
    std::vector<Choice> command_structures;
    std::vector<Choice> purchases;  ///< each: buying one more
    std::vector<Choice> optional_rules;
};

/// Everything below answers by applying the choice to a copy and running check(): the same predicates,
/// so the answers and the checker cannot disagree.
UnitChoices unit_choices(const Roster& roster, UnitRef unit, const ArmyList& list, const GameSystem& system);
/// Adding one unit of each profile of the list to `command` (-1: unassigned), in list order.
std::vector<Choice> entry_choices(const Roster& roster, int command, const ArmyList& list, const GameSystem& system);
/// The qualities the general of `command` may have.
std::vector<Choice> general_choices(const Roster& roster, int command, const ArmyList& list, const GameSystem& system);
ArmyChoices army_choices(const Roster& roster, const ArmyList& list, const GameSystem& system);

/// Whether a finding that taking a choice would raise refuses the choice: errors do, except going over the
/// budget and figures not yet recorded (work still to do, not a rule the choice breaks).
bool refuses(const Diagnostic& d);

/// A group of the army list with how many units of it the roster holds, against its limits at the roster's
/// size, and whether that is short of the minimum or over the maximum (by `gap` units).
struct GroupCount {
    enum class State { Within, Short, Over };
    const Group* group = nullptr;
    int taken = 0;
    int min = 0;
    int max = 0;
    State state = State::Within;
    int gap = 0;
};
/// Every group of the list, in list order: what the army-list pane shows beside each line.
std::vector<GroupCount> group_counts(const Roster& roster, const ArmyList& list, const GameSystem& system);

/// The findings of `after` that `before` does not have (as a multiset: one of two equal findings is new).
Diagnostics new_findings(const Diagnostics& before, const Diagnostics& after);

}  // namespace muster
