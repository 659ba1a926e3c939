// SPDX-License-Identifier: GPL-3.0-or-later
// `muster check ... --report OUTDIR`: the event report for organisers, a page (index.html), a table
// (rosters.csv), each roster's PDF and a copy of each roster, so a later report can say what changed.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cli/check_run.h"

namespace muster::cli {

/// How one roster stands against the earlier check (`--previous`).
enum class Resubmission { NotAsked, New, Changed, Unchanged };

struct ReportRow {
    const CheckedRoster* checked = nullptr;
    std::string name;        ///< the roster file's name, without its folder
    std::string pdf;         ///< file name of its PDF in the report, "" when none was made
    std::string value_name;  ///< the army's first break value (VDT), by the system's name for it
    std::optional<int> value;
    Resubmission resubmission = Resubmission::NotAsked;
    std::string previous_file;         ///< the earlier roster it was matched with
    std::vector<std::string> changes;  ///< what changed since then, one line each, in the user's language
};

struct Report {
    std::string title;  ///< the event's name, or "" without an event
    std::string event_file;
    bool previous = false;               ///< whether --previous was given
    std::vector<ReportRow> rows;         ///< in the order checked
    std::vector<std::string> skipped;    ///< files of the folders that are no rosters
    std::vector<std::string> withdrawn;  ///< earlier rosters with no new one
};

/// Text inside HTML or XML, attributes included: & < > " and ' as entities.
std::string escape_markup(const std::string& s);

/// A page that works offline: inline CSS and script, every text escaped, in the user's language.
std::string report_html(const Context& ctx, const Report& report);
/// The heading of the break-value column: the names the rosters' systems give their army's break value
/// ("VDT" in Baroque; several systems' joined with " / "), the bundle's word when no roster gives one.
std::string value_header(const Context& ctx, const Report& report);
/// RFC 4180: a header row, then one row per roster; CRLF line ends; UTF-8 with a byte order mark.
std::string report_csv(const Context& ctx, const Report& report);

struct ReportJob {
    std::filesystem::path folder;
    std::optional<std::filesystem::path> previous;
    bool force = false;
    const Event* event = nullptr;
    std::string event_file;
};

/// Checks before anything is checked that the report can go where asked: a new or empty folder, an
/// earlier report, or any folder with --force; a previous folder that exists. An exit code when not.
std::optional<int> prepare_report(const Context& ctx, const ReportJob& job);

/// Writes the report; each file atomically and the page last, so no half page is ever seen. Returns an
/// exit code when a file could not be written.
std::optional<int> write_report(const Context& ctx, const ReportJob& job, const std::vector<CheckedRoster>& rosters,
                                const std::vector<std::string>& skipped);

}  // namespace muster::cli
