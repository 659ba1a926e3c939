// SPDX-License-Identifier: GPL-3.0-or-later
// What every subcommand needs: the data library, messages in the user's language, output streams.
#pragma once
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>

#include "cli/args.h"
#include "core/rules/event.h"
#include "core/rules/validate.h"
#include "i18n/messages.h"
#include "platform/file.h"
#include "xml/library.h"

namespace muster::cli {

/// Exit codes of the command-line contract.
enum Exit { kLegal = 0, kIllegal = 1, kUsage = 2, kUnreadable = 3 };

struct Context {
    std::filesystem::path data_dir;
    xml::Library library;
    Diagnostics library_problems;
    i18n::Messages messages;
    std::ostream& out;
    std::ostream& err;
};

/// A roster with the list and system it names: opened by ctx.library.open_roster, the one door.
using xml::OpenRoster;

/// The event pack an --event option names, its problems printed; nullopt when it cannot be used.
std::optional<Event> open_event(const Context& ctx, const std::string& file);

/// "file:line: error: message [code] (rule)", an indented hint line and the first fix.
void print_diagnostic(const Context& ctx, const Diagnostic& d, std::ostream& os);

/// Prints the points breakdown, VDT and commands of a checked roster.
void print_breakdown(const Context& ctx, const OpenRoster& r, const Verdict& v, std::ostream& os);

/// "LEGAL — 600 of 600 points, 30YW Swedish; no errors, no warnings" (units instead of points without points).
std::string verdict_text(const Context& ctx, const Roster& roster, const OpenRoster& r, const Verdict& v,
                         const Diagnostics& findings);

/// Prints "muster: MESSAGE" and where to find help; returns kUsage.
int usage_error(const Context& ctx, const std::string& message);
/// An operation that failed (a file not written): says why, in the user's language where it can; exit code 3.
int operation_failed(const Context& ctx, const std::exception& e);
/// The same with a message of the "usage" table, in the user's language.
int usage_message(const Context& ctx, const char* key, const std::vector<std::pair<std::string, Arg>>& args = {});
int usage_error(const Context& ctx, const ArgError& e);

int cmd_lists(Context& ctx, const std::vector<std::string>& argv);
int cmd_show(Context& ctx, const std::vector<std::string>& argv);
int cmd_check(Context& ctx, const std::vector<std::string>& argv);
int cmd_lint(Context& ctx, const std::vector<std::string>& argv);
int cmd_new(Context& ctx, const std::vector<std::string>& argv);
int cmd_add(Context& ctx, const std::vector<std::string>& argv);
int cmd_set(Context& ctx, const std::vector<std::string>& argv);
/// The purchase options of `muster set` that the installed systems declare, for `muster help set`.
void print_set_purchases(const xml::Library& library, const i18n::Messages& messages, std::ostream& os);
int cmd_remove(Context& ctx, const std::vector<std::string>& argv);
int cmd_roster(Context& ctx, const std::vector<std::string>& argv);
int cmd_cards(Context& ctx, const std::vector<std::string>& argv);
int cmd_sheet(Context& ctx, const std::vector<std::string>& argv);
int cmd_export(Context& ctx, const std::vector<std::string>& argv);
int cmd_import(Context& ctx, const std::vector<std::string>& argv);
int cmd_diff(Context& ctx, const std::vector<std::string>& argv);
int cmd_fix(Context& ctx, const std::vector<std::string>& argv);
int cmd_complete(Context& ctx, const std::vector<std::string>& argv);

}  // namespace muster::cli
