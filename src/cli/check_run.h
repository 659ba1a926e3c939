// SPDX-License-Identifier: GPL-3.0-or-later
// One roster checked by `muster check`: shared by its text, JSON and JUnit outputs and the event report.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "cli/context.h"
#include "cli/import_kit.h"
#include "core/rules/event.h"

namespace muster::cli {

struct CheckedRoster {
    std::string file;
    OpenRoster open;    ///< the roster at the budget it was checked with (the event's, --budget)
    Verdict verdict{};  ///< its findings are moved to `all`
    Diagnostics all{};  ///< read problems, the game's findings and the event's, sorted
    bool readable = false;
    int submitted_budget = 0;   ///< the budget the file itself gives
    std::string fingerprint{};  ///< of the roster as submitted, when asked for
    bool legal() const { return readable && !has_errors(all); }
};

/// What a submission is read as, by its extension in any case: a roster (.muster, .xml), a typed list
/// (.txt, .text, .md, .markdown, .eml) or, found in a folder with neither, something not checked. A file
/// named on the command line is a roster unless it has a typed list's extension.
enum class Submission { Roster, Typed, Other };
Submission submission_kind(const std::string& file, bool in_folder);

/// The data in every language that typed lists are read with: loaded once, and only when one is met.
class TypedLists {
public:
    explicit TypedLists(const Context& ctx) : m_ctx(ctx) {}
    const ImportKit& kit();

private:
    const Context& m_ctx;
    std::unique_ptr<ImportKit> m_kit;
};

struct CheckOptions {
    std::optional<int> budget;
    const Event* event = nullptr;
    bool fixes = false;           ///< find fix-its (a few milliseconds a roster)
    bool fingerprint = false;     ///< compute the printed fingerprint of the submitted roster
    bool in_folder = false;       ///< found in a folder: the submitter's, so a link is never followed
    TypedLists* typed = nullptr;  ///< for typed lists; one of its own is made when none is given
};

/// The submissions that `inputs` name: files as given, and every file of each folder in name order
/// (rosters, typed lists and the rest, which are checked as not readable; a folder's symbolic links too,
/// reported and never followed). Files in a folder's subfolders go to `skipped`; `in_folder` says of each
/// file returned whether it was found in a folder. The files an operating system leaves in folders are passed over.
std::vector<std::string> expand_rosters(const std::vector<std::string>& inputs, std::vector<std::string>* skipped = nullptr,
                                        std::vector<bool>* in_folder = nullptr);

CheckedRoster check_roster(const Context& ctx, const std::string& file, const CheckOptions& options);

/// The roster as named in outputs: its file, and the player who brings it when the roster says.
std::string roster_name(const CheckedRoster& r);

}  // namespace muster::cli
