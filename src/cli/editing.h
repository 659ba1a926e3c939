// SPDX-License-Identifier: GPL-3.0-or-later
// What the commands that change a roster share: opening it locked, naming units, saving and reporting.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/context.h"
#include "platform/file.h"

namespace muster::cli {

/// What an edit holds from reading to saving: a lock against other edits, and what the file was when read.
struct Held {
    std::unique_ptr<platform::FileLock> lock;
    platform::FileStamp read;
};

/// Opens the roster to edit, locked until saved; prints why not and returns false when it cannot be.
bool open_for_edit(Context& ctx, const std::string& file, OpenRoster& r, Held& held, int& status);

/// Saves an edit; `announce` (what was done) is said only once the roster is on disk. Then prints the
/// roster's findings and verdict.
int save_and_report(Context& ctx, const OpenRoster& r, Roster roster, const std::string& file, const platform::FileStamp* read,
                    const std::string& announce = {});

/// "2/3" (command 2, unit 3), "u/1" (first unassigned unit).
std::optional<UnitRef> parse_unit(const std::string& text);

/// Why a typed number is refused: the range Muster reads when it lies beyond it, else the message `key`.
std::string refused_number(const Context& ctx, const char* option, const std::string& text, const char* key,
                           const std::vector<std::pair<std::string, Arg>>& args = {});
/// A list entry by profile id, group id or unit name (case-sensitive).
const Profile* find_entry(const ArmyList& list, const std::string& entry);
/// An option of the list by id or name.
const Option* find_option(const ArmyList& list, const std::string& id);

}  // namespace muster::cli
