// SPDX-License-Identifier: GPL-3.0-or-later
// Edits as `muster set` options and as JSON, both ways: one table of options, one a row per editor
// operation, reads the options into edits and writes edits (a fix-it, a repair) as options again.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "cli/context.h"
#include "cli/json.h"
#include "core/edit.h"

namespace muster::cli {

/// The options of `muster set` that name an editor operation; each takes a value.
std::set<std::string> set_options();
/// Those that may be given more than once.
std::set<std::string> repeatable_set_options();

/// The purchase options of `muster set` that the installed systems declare: --NAME COUNT, or --NAME and
/// --no-NAME for what is bought once.
struct PurchaseAliases {
    std::set<std::string> valued;
    std::set<std::string> flags;
};
PurchaseAliases purchase_aliases(const xml::Library& library);

/// What a `muster set` option is read against: the roster as the options before it left it, its list
/// and system, and the installed systems' purchase options.
struct SetScope {
    const Context& ctx;
    const Roster& roster;
    const ArmyList& list;
    const GameSystem& system;
    const PurchaseAliases& aliases;
};

/// Reads one `muster set` option (`name` without its dashes) into the edits it makes, appended to `out`;
/// returns what is wrong with it in the user's language (a usage message), or "" when it reads.
std::string parse_set_option(const SetScope& scope, const std::string& name, const std::string& value, Edits& out);

/// The `muster set` options that make these edits, in order (set applies them in the order given).
std::vector<std::string> set_arguments(const Edits& edits);

/// Edits as JSON: "edits", each an object with its operation and the places and values it takes (1-based,
/// like locations), and "set", the `muster set` arguments that make them.
void write_json_edits(Json& j, const Edits& edits);

}  // namespace muster::cli
