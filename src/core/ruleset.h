// SPDX-License-Identifier: GPL-3.0-or-later
// What a roster is judged by: its list, its game system and, at a tournament, the event's own rules.
#pragma once
#include "core/event.h"
#include "core/validate.h"

namespace muster {

struct Ruleset {
    const ArmyList& list;
    const GameSystem& system;
    const Event* event = nullptr;

    /// The game's findings (with the event's scaling of list limits) and the event's, sorted.
    Verdict check(const Roster& roster) const;
};

}  // namespace muster
