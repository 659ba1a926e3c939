// SPDX-License-Identifier: GPL-3.0-or-later
// What a roster is judged by: its list, its game system and, at a tournament, the event's own rules.
#pragma once
#include <optional>

#include "core/event.h"
#include "core/validate.h"

namespace muster {

/// How a front end asks for a verdict.
struct JudgeOptions {
    std::optional<int> budget;  ///< play at this budget (`--budget`); else the event's, else the roster's own
    bool fixes = false;         ///< fill each finding's fix-its (a few milliseconds a roster)
};

struct Ruleset {
    const ArmyList& list;
    const GameSystem& system;
    const Event* event = nullptr;

    /// The one door to a verdict for every front end (CLI, window, web): the game's findings at the
    /// judged budget (`verdict.budget`), the event's on the roster as submitted (its own budget is one of
    /// them), sorted once, with their fix-its when asked.
    Verdict judge(const Roster& roster, const JudgeOptions& options = {}) const;

    /// The game's findings (with the event's scaling of list limits) and the event's, sorted, all at the
    /// roster's own budget: what fix-its and the advisor compare edited rosters with.
    Verdict check(const Roster& roster) const;
};

}  // namespace muster
