// SPDX-License-Identifier: GPL-3.0-or-later
// `muster export ROSTER --format text|markdown|bbcode [-o FILE]`: the army as text for forums and e-mail.
#include <filesystem>
#include <ostream>

#include "cli/args.h"
#include "cli/context.h"
#include "platform/file.h"
#include "text/export.h"

namespace muster::cli {

int cmd_export(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {"format", "output"});
    args.allow({"format", "output", "force"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().size() != 1) return usage_message(ctx, "export_needs_roster");
    const std::string format = args.value("format").value_or("text");
    text::Style style;
    if (format == "text") style = text::Style::Plain;
    else if (format == "markdown") style = text::Style::Markdown;
    else if (format == "bbcode") style = text::Style::BBCode;
    else return usage_message(ctx, "export_format_values");
    const auto out = args.value("output");
    std::error_code ec;
    // Not even --force replaces the roster being exported.
    if (out && std::filesystem::equivalent(args.positional().front(), *out, ec))
        return usage_message(ctx, "output_is_input", {{"file", *out}});
    if (out && std::filesystem::exists(*out, ec) && !args.flag("force"))
        return usage_message(ctx, "file_exists_force", {{"file", *out}});

    const OpenRoster r = ctx.library.open_roster(args.positional().front());
    for (const auto& d : r.problems) print_diagnostic(ctx, d, ctx.err);
    if (!r.list || !r.system || has_errors(r.problems)) return kUnreadable;
    const std::string text = text::export_text(ctx.messages, r.roster, *r.list, *r.system, style);
    if (!out) {
        ctx.out << text;
        return kLegal;
    }
    try {
        platform::write_file(*out, text);  // atomic, through links, keeping mode and owner
    } catch (const std::exception& e) { return operation_failed(ctx, e); }
    return kLegal;
}

}  // namespace muster::cli
