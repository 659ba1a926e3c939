// SPDX-License-Identifier: GPL-3.0-or-later
// Edits as `muster set` options and as JSON, both ways: one table of options, so a fix-it or a repair can be
// applied from a script or by hand, and `muster set` makes its changes as the same edits the window applies.
#pragma once
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "cli/json.h"
#include "core/army_list.h"
#include "core/edit.h"
#include "core/game_system.h"
#include "i18n/messages.h"
#include "xml/library.h"

namespace muster::cli {

/// The `muster set` options that make these edits, in order (set applies them in the order given).
std::vector<std::string> set_arguments(const Edits& edits);

/// The purchase options of `muster set` that the installed systems declare: --NAME COUNT, or --NAME and
/// --no-NAME for what is bought once.
struct PurchaseAliases {
    std::set<std::string> valued;
    std::set<std::string> flags;
};
PurchaseAliases purchase_aliases(const xml::Library& library);

/// Every option of `muster set` that takes a value (the table's and the systems' purchases).
std::set<std::string> set_options(const PurchaseAliases& aliases);

/// The edits one `muster set` option makes (`name` without its dashes), checked against the roster as the
/// options before it left it: the edits, or what is wrong with the option in the user's language.
std::variant<Edits, std::string> set_edits(const std::string& name, const std::string& value, const Roster& now, const ArmyList& list,
                                           const GameSystem& system, const PurchaseAliases& aliases, const i18n::Messages& messages);

/// Edits as JSON: "edits", each an object with its operation and the places and values it takes (1-based,
/// like locations), and "set", the `muster set` arguments that make them.
void write_json_edits(Json& j, const Edits& edits);

/// Why a typed number is refused: the range Muster reads when it lies beyond it, else the message `key`.
std::string refused_number(const i18n::Messages& messages, const char* option, const std::string& text, const char* key,
                           const std::vector<std::pair<std::string, Arg>>& args = {});

/// A list entry by profile id, group id or unit name (case-sensitive).
const Profile* find_entry(const ArmyList& list, const std::string& entry);
/// A list option by id or name.
const Option* find_option(const ArmyList& list, const std::string& id);

}  // namespace muster::cli
