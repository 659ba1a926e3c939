// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament's own rules on top of the game's: budget, allowed systems and lists, optional rules, commands.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/roster.h"

namespace muster {

enum class RuleUse { Allowed, Forbidden, Required };

struct Event {
    std::string name;
    std::optional<int> budget;
    std::vector<std::string> systems;  ///< empty = any
    std::vector<std::string> lists;    ///< empty = any
    std::map<std::string, RuleUse> rules;
    std::optional<int> commands_min;
    std::optional<int> commands_max;
    std::string file;
};

/// The event's findings for one roster (the game's own rules are checked by check()).
void check_event(const Roster& roster, const Event& event, Diagnostics& out);

}  // namespace muster
