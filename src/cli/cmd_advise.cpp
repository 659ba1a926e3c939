// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor on the command line: `muster fix` lists (and applies) the smallest repairs of an illegal
// roster, `muster complete` the legal ways to spend the points left.
#include <ostream>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/edit_args.h"
#include "cli/editing.h"
#include "core/advisor/advisor.h"

namespace muster::cli {
namespace {

/// "--apply" alone means the first answer, "--apply 2" the second: made "--apply=N" for the parser.
std::vector<std::string> with_apply_value(const std::vector<std::string>& argv) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        if (argv[i] != "--apply") {
            out.push_back(argv[i]);
        } else if (i + 1 < argv.size() && is_whole_number(argv[i + 1])) {
            out.push_back("--apply=" + argv[++i]);
        } else {
            out.push_back("--apply=1");
        }
    }
    return out;
}

std::string quoted(const std::string& s) {
    return s.find_first_of(" \t'\"") == std::string::npos ? s : "'" + s + "'";
}

struct Request {
    bool repair = true;  ///< `fix`; else `complete`
    std::string file;
    std::string format = "text";
    int top = 5;
    std::optional<int> apply;  ///< 1-based
    Keep keep;
    SearchLimits limits;
    Steering steer;
    std::optional<Event> event;
};

/// Reads the options both commands take; returns an exit code when they are wrong, else nullopt.
std::optional<int> read_request(Context& ctx, const std::vector<std::string>& argv, Request& req) {
    const std::set<std::string> valued = {"format", "top",    "apply", "keep", "max-edits", "time-limit",
                                          "event",  "prefer", "units", "vdt",  "seed"};
    Args args(with_apply_value(argv), valued);
    args.allow(valued, {"keep"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().size() != 1)
        return usage_message(ctx, "advise_needs_roster", {{"command", std::string(req.repair ? "fix" : "complete")}});
    req.file = args.positional()[0];
    req.format = args.value("format").value_or("text");
    if (req.format != "text" && req.format != "json") return usage_message(ctx, "advise_format_values");
    // Whole numbers with their own range each: answers, edits, milliseconds.
    const auto number = [&](const char* name, int min, int max, int& into) -> bool {
        const auto v = args.value(name);
        if (!v) return true;
        const auto n = to_int(*v);
        if (!n || *n < min || *n > max) return false;
        into = *n;
        return true;
    };
    int apply = 0;
    if (!number("top", 1, 100, req.top))
        return usage_message(ctx, "advise_range", {{"option", std::string("--top")}, {"min", 1}, {"max", 100}});
    if (!number("max-edits", 1, 60, req.limits.max_edits))
        return usage_message(ctx, "advise_range", {{"option", std::string("--max-edits")}, {"min", 1}, {"max", 60}});
    if (!number("time-limit", 1, 600000, req.limits.milliseconds))
        return usage_message(ctx, "advise_range", {{"option", std::string("--time-limit")}, {"min", 1}, {"max", 600000}});
    if (!number("apply", 1, 100, apply))
        return usage_message(ctx, "advise_range", {{"option", std::string("--apply")}, {"min", 1}, {"max", 100}});
    if (apply) req.apply = apply;
    // Steering (complete): what the player would rather have among answers that spend the budget equally well.
    if (const auto p = args.value("prefer")) {
        if (*p != "mounted" && *p != "foot") return usage_message(ctx, "advise_prefer_values");
        req.steer.prefer = *p == "mounted" ? Steering::Prefer::Mounted : Steering::Prefer::Foot;
    }
    if (const auto u = args.value("units")) {
        if (*u != "fewer" && *u != "more") return usage_message(ctx, "advise_units_values");
        req.steer.units = *u == "more" ? 1 : -1;
    }
    int vdt = -1, seed = 0;
    if (!number("vdt", 0, 10000, vdt))
        return usage_message(ctx, "advise_range", {{"option", std::string("--vdt")}, {"min", 0}, {"max", 10000}});
    if (!number("seed", 0, 1000000000, seed))
        return usage_message(ctx, "advise_range", {{"option", std::string("--seed")}, {"min", 0}, {"max", 1000000000}});
    if (vdt >= 0) req.steer.value = vdt;
    req.steer.seed = static_cast<unsigned>(seed);
    for (const auto& k : args.values("keep")) {
        const auto ref = parse_unit(k);
        if (!ref) return usage_message(ctx, "no_unit", {{"unit", k}});
        req.keep.push_back(*ref);
    }
    if (const auto e = args.value("event")) {
        req.event = open_event(ctx, *e);
        if (!req.event) return kUnreadable;
    }
    return std::nullopt;
}

/// ", VDT 26": the army's break value by the name the system gives it, where it has one.
std::string value_text(const GameSystem& sys, int value) {
    const DerivedValue* d = break_value_of(sys);
    return d ? ", " + d->name + " " + std::to_string(value) : std::string();
}

void write_text(const Context& ctx, const Request& req, const OpenRoster& r, const Verdict& now, const AdviceList& found,
                std::ostream& os) {
    const auto& m = ctx.messages;
    const std::string scale = r.system->counts_points ? "points" : "units";
    const int total = now.summary.total;
    if (req.repair) {
        os << m.get("cli", "advise_repairs", {{"count", static_cast<std::int64_t>(found.answers.size())}}) << '\n';
    } else {
        os << m.get("cli", "advise_completions",
                    {{"count", static_cast<std::int64_t>(found.answers.size())},
                     {"left", static_cast<std::int64_t>(r.roster.budget - total)},
                     {"scale", scale}})
           << '\n';
    }
    int index = 0;
    for (const auto& a : found.answers) {
        os << m.get("cli", "advise_answer",
                    {{"index", ++index},
                     {"edits", static_cast<std::int64_t>(a.edits.size())},
                     {"points", a.points},
                     {"budget", a.roster.budget},
                     {"scale", scale}})
           << value_text(*r.system, a.value) << '\n';
        for (const auto& s : a.steps) os << "   - " << m.fix(s) << '\n';
        if (!a.edits.empty()) {
            os << "   muster set " << quoted(req.file);
            for (const auto& arg : set_arguments(a.edits)) os << ' ' << quoted(arg);
            os << '\n';
        }
    }
    if (!found.limit.empty() && !found.answers.empty()) os << m.get("cli", "advise_stopped", {{"limit", found.limit}}) << '\n';
}

void write_json(const Request& req, const OpenRoster& r, const Verdict& now, const AdviceList& found, std::ostream& os) {
    Json j(os);
    j.begin_object();
    j.key("file").value(req.file);
    j.key("legal").value(now.legal());
    j.key("points").value(now.summary.total);
    j.key("budget").value(r.roster.budget);
    j.key("limit").value(found.limit);
    j.key("states").value(found.states);
    if (found.minimum >= 0) j.key("minimum").value(found.minimum);
    j.key(req.repair ? "repairs" : "completions").begin_array();
    const DerivedValue* value = break_value_of(*r.system);
    const std::string value_id = value ? value->id : std::string();
    for (const auto& a : found.answers) {
        j.begin_object();
        j.key("points").value(a.points);
        if (!value_id.empty()) j.key(value_id).value(a.value);
        j.key("units_removed").value(a.units_removed);
        j.key("steps").begin_array();
        for (const auto& s : a.steps) {
            j.begin_object();
            j.key("label").value(s.label);
            j.key("edits").value(static_cast<int>(s.edits.size()));
            j.end_object();
        }
        j.end_array();
        write_json_edits(j, a.edits);
        j.end_object();
    }
    j.end_array();
    j.end_object();
    os << '\n';
}

int advise(Context& ctx, const std::vector<std::string>& argv, bool repair) {
    Request req;
    req.repair = repair;
    if (const auto status = read_request(ctx, argv, req)) return *status;
    OpenRoster r;
    Held held;
    int status = 0;
    // Applying holds the file locked from reading to saving, like every edit.
    if (req.apply) {
        if (!open_for_edit(ctx, req.file, r, held, status)) return status;
    } else {
        r = ctx.library.open_roster(req.file);
        for (const auto& d : r.problems) print_diagnostic(ctx, d, ctx.err);
        if (!r.list || has_errors(r.problems)) return kUnreadable;
    }
    const Ruleset rules{*r.list, *r.system, req.event ? &*req.event : nullptr};
    const Verdict now = rules.check(r.roster);
    AdviceList found;
    try {
        found = repair ? find_repairs(r.roster, rules, req.top, req.limits, req.keep)
                       : find_completions(r.roster, rules, req.top, req.limits, req.keep, req.steer);
    } catch (const std::out_of_range&) { return usage_message(ctx, "advise_keep_unit"); }
    if (req.format == "json") write_json(req, r, now, found, ctx.out);
    else if (repair && now.legal()) ctx.out << ctx.messages.get("cli", "advise_legal", {{"file", req.file}}) << '\n';
    else if (found.answers.empty() && found.minimum >= 0)
        ctx.out << ctx.messages.get("cli", "advise_impossible",
                                    {{"file", req.file}, {"cost", found.minimum}, {"budget", r.roster.budget}})
                << '\n';
    else if (found.answers.empty())
        ctx.out << ctx.messages.get("cli", "advise_none",
                                    {{"file", req.file},
                                     {"kind", std::string(repair ? "repair" : "completion")},
                                     {"limit", found.limit.empty() ? std::string("none") : found.limit},
                                     {"max", found.limit == "states" ? req.limits.max_states : req.limits.max_edits},
                                     {"ms", req.limits.milliseconds}})
                << '\n';
    else write_text(ctx, req, r, now, found, ctx.out);
    if (found.answers.empty()) return kIllegal;
    if (!req.apply) return kLegal;
    if (*req.apply > static_cast<int>(found.answers.size()))
        return usage_message(ctx, "advise_no_such_answer",
                             {{"index", *req.apply}, {"count", static_cast<std::int64_t>(found.answers.size())}});
    const Advice& chosen = found.answers[static_cast<std::size_t>(*req.apply - 1)];
    if (chosen.edits.empty()) return kLegal;
    return save_and_report(ctx, r, chosen.roster, req.file, &held.read,
                           ctx.messages.get("cli", "advise_applied",
                                            {{"index", *req.apply}, {"edits", static_cast<std::int64_t>(chosen.edits.size())}}));
}

}  // namespace

int cmd_fix(Context& ctx, const std::vector<std::string>& argv) {
    return advise(ctx, argv, true);
}

int cmd_complete(Context& ctx, const std::vector<std::string>& argv) {
    return advise(ctx, argv, false);
}

}  // namespace muster::cli
