// SPDX-License-Identifier: GPL-3.0-or-later
// What a roster is judged by: its list, its game system and, at a tournament, the event's own rules.
#pragma once
#include <optional>

#include "core/rules/event.h"
#include "core/rules/validate.h"

namespace muster {

/// How a roster is judged beyond its rules: at which budget, and whether with fix-its.
struct JudgeOptions {
    /// The budget the game is played at, before the event's and the roster's own (`muster check --budget`).
    std::optional<int> budget;
    /// Fill each finding's verified fixes (a few milliseconds a roster: worth it where someone reads them).
    bool fixes = false;
};

struct Ruleset {
    const ArmyList& list;
    const GameSystem& system;
    const Event* event = nullptr;

    /// The budget judge() plays the game at: `budget` when given, else the event's, else the roster's own.
    int judged_budget(const Roster& roster, std::optional<int> budget = std::nullopt) const;

    /// The one door to a verdict, for every front end: the game's rules at the judged budget (with the
    /// event's scaling of list limits), the event's rules on the roster as built (so `event_budget` says
    /// when it was built for another game size), sorted once; with fix-its when asked. The verdict's
    /// `budget` is the judged one.
    Verdict judge(const Roster& roster, const JudgeOptions& options = {}) const;

    /// The roster at its own budget, the game's rules and the event's alike: how the advisor's search and
    /// the fix-its' verification judge each roster they try (a change of budget is an edit like another).
    Verdict check(const Roster& roster) const;
};

}  // namespace muster
