// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament's own rules on top of the game's, as data: budget, allowed systems, lists, sources and years,
// a data-version cut-off, list limits scaled their own way, commands, the largest command's share of the
// army's break value, forbidden general qualities, purchases limited or required, optional rules.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "core/model/summary.h"

namespace muster {

enum class RuleUse { Allowed, Forbidden, Required };

/// What the pack says about one of its rules: its section and, when it words the rule itself, its message
/// (a MessageFormat pattern in the user's language, with the same arguments as the finding's own message).
struct EventText {
    std::string section;
    std::string message;
};

struct LargestCommand {
    std::string value;  ///< command-scope derived value, e.g. vdc
    std::string of;     ///< army-scope derived value, e.g. vdt
    Fraction share{1, 1};
};

struct PurchaseLimit {
    std::string id;
    std::optional<int> min, max;
};

struct Event {
    std::string name;
    std::optional<int> budget;
    std::vector<std::string> systems;  ///< empty = any
    std::vector<std::string> lists;    ///< empty = any
    std::vector<std::string> sources;  ///< words a list's source must contain (a book's title); empty = any
    std::map<std::string, RuleUse> rules;
    std::optional<int> commands_min;
    std::optional<int> commands_max;
    std::optional<SizeBand> limits;  ///< the list limits at this event's size, instead of the rulebook's band
    std::optional<int> year_from, year_to;
    std::string data_version_min, data_version_max;
    std::optional<LargestCommand> largest_command;
    std::vector<std::string> forbidden_qualities;
    std::vector<PurchaseLimit> purchases;
    /// Sections and messages by rule: "budget", "systems", "lists", "sources", "years", "data_version",
    /// "commands", "largest_command", "limits", "quality:ID", "purchase:ID", "rule:ID".
    std::map<std::string, EventText> texts;
    std::string file;
};

/// The event's findings for one roster (the game's own rules are checked by check(), with `event.limits`).
/// `list` and `summary` (of the roster at the event's budget) are needed for sources and command shares.
void check_event(const Roster& roster, const Event& event, const ArmyList* list, const Summary* summary, Diagnostics& out);

/// Compares dotted versions ("1.10" after "1.9"): negative, zero or positive.
int compare_versions(const std::string& a, const std::string& b);

}  // namespace muster
