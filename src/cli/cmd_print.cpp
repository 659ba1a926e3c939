// SPDX-License-Identifier: GPL-3.0-or-later
// `muster roster|cards ROSTER -o PDF` and `muster sheet SYSTEM -o PDF`: printouts through templates/.
#include <ostream>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/roster_pdf.h"
#include "core/rules/ruleset.h"
#include "print/printout.h"
#include "xml/load.h"

namespace muster::cli {
namespace {

namespace fs = std::filesystem;

struct PrintJob {
    std::string output;
    print::Template layout;
};

/// Reads the options every print command shares; returns an exit code when they are not usable.
std::optional<int> prepare(Context& ctx, const Args& args, print::Printout what, PrintJob& job) {
    const char* kind = print::kind_name(what);
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().size() != 1) return usage_message(ctx, "print_needs_input", {{"command", std::string(kind)}});
    const auto out = args.value("output");
    if (!out || out->empty()) return usage_message(ctx, "print_needs_output", {{"command", std::string(kind)}});
    job.output = *out;
    const auto paper = args.value("paper");
    if (paper && *paper != "a4" && *paper != "letter") return usage_message(ctx, "paper_values");
    print::PrintOptions options;
    if (const auto file = args.value("template")) options.template_file = *file;
    if (paper) options.paper = *paper == "letter" ? print::Paper::Letter : print::Paper::A4;
    try {
        job.layout = print::printout_template(what, ctx.data_dir, options);
    } catch (const print::TemplateError& e) { return operation_failed(ctx, e); }
    return std::nullopt;
}

/// Lays out and writes the PDF through the print library's one door.
int write_pdf(Context& ctx, const PrintJob& job, print::Printout what, const print::RosterInput* roster,
              const GameSystem& system) {
    if (!pdf_fonts_found(ctx)) return kUnreadable;
    try {
        const int pages = print::write_printout(what, roster, system, job.layout, ctx.data_dir, ctx.messages, job.output);
        ctx.out << ctx.messages.get("print", "written", {{"file", job.output}, {"pages", static_cast<std::int64_t>(pages)}})
                << '\n';
        return kLegal;
    } catch (const print::TemplateError& e) {
        operation_failed(ctx, e);
        return kUsage;
    } catch (const std::exception& e) { return operation_failed(ctx, e); }
}

int print_roster(Context& ctx, const std::vector<std::string>& argv, print::Printout what) {
    const bool cards = what == print::Printout::Cards;
    Args args(argv, {"output", "template", "paper", "per-page"});
    args.allow(cards ? std::set<std::string>{"output", "template", "paper", "per-page"}
                     : std::set<std::string>{"output", "template", "paper"});
    PrintJob job;
    if (auto code = prepare(ctx, args, what, job)) return *code;
    if (auto per = args.value("per-page")) {
        const auto n = to_int(*per);
        if (!n || *n < 1 || *n > 30) return usage_message(ctx, "per_page_range");
        job.layout.per_page = *n;
    }
    // The PDF must not replace the roster it is printed from (through a link either).
    std::error_code ec;
    if (fs::equivalent(args.positional().front(), job.output, ec))
        return usage_message(ctx, "output_is_input", {{"file", job.output}});
    const OpenRoster r = ctx.library.open_roster(args.positional().front());
    for (const auto& d : r.problems) print_diagnostic(ctx, d, ctx.err);
    if (!r.list || !r.system || has_errors(r.problems)) return kUnreadable;
    const Verdict verdict = Ruleset{*r.list, *r.system}.judge(r.roster);
    const print::RosterInput in{r.roster, *r.list, *r.system, verdict, xml::roster_fingerprint(r.roster)};
    return write_pdf(ctx, job, what, &in, *r.system);
}

}  // namespace

bool pdf_fonts_found(const Context& ctx) {
    if (!print::find_font(ctx.data_dir).empty() && !print::find_font(ctx.data_dir, true).empty()) return true;
    ctx.err << "muster: " << ctx.messages.get("print", "no_font", {{"dir", (ctx.data_dir / "fonts").string()}}) << '\n';
    return false;
}

std::string roster_pdf(const Context& ctx, const OpenRoster& r, const Verdict& verdict, const std::string& fingerprint) {
    const print::Template layout = print::printout_template(print::Printout::Roster, ctx.data_dir);
    const auto writer = print::pdf_writer(ctx.data_dir, ctx.messages);
    const print::RosterInput in{r.roster, *r.list, *r.system, verdict, fingerprint};
    writer->render(print::make_printout(print::Printout::Roster, &in, *r.system, layout, *writer, ctx.messages));
    return writer->bytes();
}

int cmd_roster(Context& ctx, const std::vector<std::string>& argv) {
    return print_roster(ctx, argv, print::Printout::Roster);
}

int cmd_cards(Context& ctx, const std::vector<std::string>& argv) {
    return print_roster(ctx, argv, print::Printout::Cards);
}

int cmd_sheet(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {"output", "template", "paper"});
    args.allow({"output", "template", "paper"});
    PrintJob job;
    if (auto code = prepare(ctx, args, print::Printout::Sheet, job)) return *code;
    // SYSTEM is an installed system's id or the path of a system file.
    const std::string& input = args.positional().front();
    std::optional<GameSystem> loaded;
    const GameSystem* system = ctx.library.system(input);
    if (!system) {
        std::error_code ec;
        if (!fs::is_regular_file(input, ec)) {
            ctx.err << "muster: " << ctx.messages.get("cli", "not_a_system", {{"input", input}}) << '\n';
            return kUnreadable;
        }
        Diagnostics problems;
        loaded = xml::load_system(input, problems);
        for (const auto& d : problems) print_diagnostic(ctx, d, ctx.err);
        if (!loaded || has_errors(problems)) return kUnreadable;
        system = &*loaded;
    }
    return write_pdf(ctx, job, print::Printout::Sheet, nullptr, *system);
}

}  // namespace muster::cli
