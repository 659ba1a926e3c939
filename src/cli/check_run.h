// SPDX-License-Identifier: GPL-3.0-or-later
// One roster checked by `muster check`: shared by its text, JSON and JUnit outputs and the event report.
#pragma once
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "cli/context.h"
#include "core/event.h"

namespace muster::cli {

struct CheckedRoster {
    std::string file;
    OpenRoster open;  ///< the roster at the budget it was checked with (the event's, --budget)
    Verdict verdict;
    Diagnostics all;  ///< read problems, the game's findings and the event's, sorted
    bool readable = false;
    int submitted_budget = 0;  ///< the budget the file itself gives
    std::string fingerprint;   ///< of the roster as submitted, when asked for
    bool legal() const { return readable && !has_errors(all); }
};

struct CheckOptions {
    std::optional<int> budget;
    const Event* event = nullptr;
    bool fixes = false;        ///< find fix-its (a few milliseconds a roster)
    bool fingerprint = false;  ///< compute the printed fingerprint of the submitted roster
    platform::Links links = platform::Links::Follow;  ///< Refuse for a file found in a folder: it is the submitter's
};

/// The rosters that `inputs` name: files as given, and each folder's .muster files in name order. Other
/// files of a folder are added to `skipped` when it is given. A folder's symbolic links are among the
/// rosters (to be reported, never followed); every file found in a folder is also in `in_folder`.
std::vector<std::string> expand_rosters(const std::vector<std::string>& inputs, std::vector<std::string>* skipped = nullptr,
                                        std::set<std::string>* in_folder = nullptr);

CheckedRoster check_roster(const Context& ctx, const std::string& file, const CheckOptions& options);

/// The roster as named in outputs: its file, and the player who brings it when the roster says.
std::string roster_name(const CheckedRoster& r);

}  // namespace muster::cli
