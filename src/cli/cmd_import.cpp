// SPDX-License-Identifier: GPL-3.0-or-later
// `muster import FILE [--list ID] [-o OUT.muster]`: a list as players type it, read into a roster.
#include <filesystem>
#include <ostream>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/import_kit.h"
#include "xml/load.h"

namespace muster::cli {

int cmd_import(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {"list", "output"});
    args.allow({"list", "output", "force"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().size() != 1) return usage_message(ctx, "import_needs_file");
    const std::string list_id = args.value("list").value_or("");
    if (!list_id.empty() && !ctx.library.list(list_id)) return usage_message(ctx, "no_list", {{"list", list_id}});
    const auto out = args.value("output");
    std::error_code ec;
    if (out && std::filesystem::exists(*out, ec) && !args.flag("force"))
        return usage_message(ctx, "file_exists_force", {{"file", *out}});

    const auto kit = make_import_kit(ctx);
    const std::string& file = args.positional().front();
    text::ImportResult result = import_file(*kit, file, list_id);
    // Without -o the roster goes to standard output, so the findings go to the error stream.
    std::ostream& report = out ? ctx.out : ctx.err;
    for (const auto& d : result.findings) print_diagnostic(ctx, d, report);
    if (!result.roster) return kUnreadable;
    if (has_errors(result.findings)) {
        if (out) report << ctx.messages.get("cli", "import_not_written", {{"file", *out}}) << '\n';
        return kIllegal;
    }
    Roster& roster = *result.roster;
    // What import gives must be a roster Muster opens: within the reader's size cap and its bounds.
    if (Diagnostics refused; !text::opens(roster, file, refused)) {
        for (const auto& d : refused) print_diagnostic(ctx, d, report);
        if (out) report << ctx.messages.get("cli", "import_not_written", {{"file", *out}}) << '\n';
        return kIllegal;
    }
    if (!out) {
        ctx.out << xml::roster_to_xml(roster);
    } else {
        roster.file = *out;
        try {
            xml::save_roster(roster, *out);
        } catch (const std::exception& e) { return operation_failed(ctx, e); }
        report << ctx.messages.get("cli", "import_written",
                                   {{"file", *out},
                                    {"units", static_cast<std::int64_t>(roster.unit_count())},
                                    {"commands", static_cast<std::int64_t>(roster.commands.size())}})
               << '\n';
    }
    return count(result.findings, Severity::Warning) ? kIllegal : kLegal;
}

}  // namespace muster::cli
