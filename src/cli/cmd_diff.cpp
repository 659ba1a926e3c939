// SPDX-License-Identifier: GPL-3.0-or-later
// `muster diff A B`: what changed between two rosters (a resubmission), with the change in points and
// VDT; `muster diff ROSTER [--old-data DIR]`: what an errata upgrade of the data changes for a roster.
#include <algorithm>
#include <ostream>
#include <set>
#include <sstream>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/diff_text.h"
#include "cli/text.h"
#include "core/editing/roster_diff.h"
#include "core/model/resolve.h"
#include "core/rules/ruleset.h"
#include "xml/load.h"

namespace muster::cli {
namespace {

using Args_ = std::vector<std::pair<std::string, Arg>>;

std::int64_t n64(int n) {
    return static_cast<std::int64_t>(n);
}

/// "TR Latta Ryttare e German Vet. + Discipline A (58 pts)" in the data's language.
std::string unit_text(const Context& ctx, const OpenRoster& r, const RosterUnit& u) {
    const ResolvedUnit ru = resolve_unit(u, *r.list);
    std::string s = ru.base ? ru.base->type + " " + ru.base->name : u.profile;
    if (!u.label.empty()) s += " “" + u.label + "”";
    for (const auto& id : u.options) {
        const Option* o = r.list->option(id);
        s += " + " + (o ? o->name : id);
    }
    if (r.system->counts_points) s += " (" + ctx.messages.get("text", "points_short", {{"points", n64(ru.cost)}}) + ")";
    return s;
}

std::string place(const Context& ctx, int command) {
    return command < 0 ? ctx.messages.get("cli", "unassigned")
                       : ctx.messages.get("cli", "diff_command", {{"number", n64(command + 1)}});
}

std::string quality_name(const GameSystem& sys, const std::string& id) {
    const Quality* q = sys.quality(id);
    return q ? q->name : id.empty() ? "—" : id;
}

/// Option names joined for a message; "__none" (the message's empty case) when there are none.
std::string option_names(const ArmyList& list, const std::vector<std::string>& ids) {
    if (ids.empty()) return "__none";
    std::string s;
    for (const auto& id : ids) {
        const Option* o = list.option(id);
        s += (s.empty() ? "" : ", ") + (o ? o->name : id);
    }
    return s;
}

}  // namespace

std::string change_text(const Context& ctx, const OpenRoster& a, const OpenRoster& b, const Change& c) {
    const auto& m = ctx.messages;
    const GameSystem& sys = *b.system;
    std::ostringstream os;
    switch (c.kind) {
        case Change::UnitAdded:
            os << "+ " << place(ctx, c.command) << ": " << unit_text(ctx, b, *c.after);
            break;
        case Change::UnitRemoved:
            os << "− " << place(ctx, c.command) << ": " << unit_text(ctx, a, *c.before);
            break;
        case Change::UnitChanged: {
            const ResolvedUnit before = resolve_unit(*c.before, *a.list), after = resolve_unit(*c.after, *b.list);
            os << "~ " << place(ctx, c.command) << ": "
               << m.get("cli", "diff_unit_changed",
                        {{"unit", after.base ? after.base->name : c.after->profile},
                         {"added", option_names(*b.list, c.options_added)},
                         {"removed", option_names(*a.list, c.options_removed)},
                         {"details", std::string(c.before->label != c.after->label || c.before->figures != c.after->figures ||
                                                         c.before->general != c.after->general || c.before->note != c.after->note
                                                     ? "yes"
                                                     : "no")},
                         {"scale", std::string(sys.counts_points ? "points" : "units")},
                         {"old", n64(before.cost)},
                         {"new", n64(after.cost)}});
            break;
        }
        case Change::CommandAdded:
            os << "+ " << place(ctx, c.command);
            break;
        case Change::CommandRemoved:
            os << "− " << place(ctx, c.command);
            break;
        case Change::General:
            os << "~ " << place(ctx, c.command) << ": "
               << m.get("cli", "diff_general",
                        {{"old", quality_name(*a.system, c.old_value)},
                         {"new", quality_name(sys, c.new_value)},
                         {"c_in_c", std::string(c.c_in_c_before == c.c_in_c_after ? "same"
                                                : c.c_in_c_after                  ? "now"
                                                                                  : "no_longer")}});
            break;
        case Change::Purchase: {
            const Purchase* p = sys.purchase(c.what);
            os << "~ " << (p ? p->name : c.what) << ": " << c.old_value << " → " << c.new_value;
            break;
        }
        case Change::CommandStructure: {
            const auto* x = a.system->command_structure(c.old_value);
            const auto* y = sys.command_structure(c.new_value);
            os << "~ " << m.get("cli", "command_structures") << ": "
               << (x                     ? x->name
                   : c.old_value.empty() ? "—"
                                         : c.old_value)
               << " → "
               << (y                     ? y->name
                   : c.new_value.empty() ? "—"
                                         : c.new_value);
            break;
        }
        case Change::OptionalRule: {
            const OptionalRule* r = sys.optional_rule(c.what);
            os << (c.new_value.empty() ? "− " : "+ ") << m.get("cli", "diff_optional_rule", {{"rule", r ? r->name : c.what}});
            break;
        }
        case Change::Fact:
            os << "~ "
               << m.get("cli", "diff_fact",
                        {{"what", c.what},
                         {"old", c.old_value.empty() ? std::string("—") : c.old_value},
                         {"new", c.new_value.empty() ? std::string("—") : c.new_value}});
            break;
    }
    return os.str();
}

std::vector<std::string> total_lines(const Context& ctx, const GameSystem& system, const Summary& sa, const Summary& sb,
                                     bool only_changed) {
    std::vector<std::string> lines;
    auto line = [&](const std::string& name, int x, int y) {
        if (!only_changed || x != y)
            lines.push_back(
                ctx.messages.get("cli", "diff_total", {{"name", name}, {"old", n64(x)}, {"new", n64(y)}, {"delta", n64(y - x)}}));
    };
    if (system.counts_points) line(ctx.messages.get("cli", "diff_points"), sa.total, sb.total);
    for (const auto& d : system.derived)
        if (d.scope == Scope::Army && sa.values.count(d.id) && sb.values.count(d.id))
            line(d.name, sa.values.at(d.id), sb.values.at(d.id));
    return lines;
}

namespace {

void print_change(const Context& ctx, const OpenRoster& a, const OpenRoster& b, const Change& c, std::ostream& os) {
    os << "  " << terminal_safe(change_text(ctx, a, b, c)) << '\n';
}

/// "Points: 600 → 612 (+12)", then each army value (VDT) the same way.
void print_totals(const Context& ctx, const OpenRoster& b, const Summary& sa, const Summary& sb, std::ostream& os) {
    for (const auto& l : total_lines(ctx, *b.system, sa, sb)) os << l << '\n';
}

bool open_ok(const Context& ctx, const OpenRoster& r) {
    for (const auto& d : r.problems) print_diagnostic(ctx, d, ctx.err);
    return r.list && r.system && !has_errors(r.problems);
}

/// The same roster under the data it was built with (`old_dir`) and the installed data.
int errata(Context& ctx, const OpenRoster& now, const std::optional<std::string>& old_dir, std::ostream& os) {
    const auto& m = ctx.messages;
    const Roster& r = now.roster;
    os << m.get("cli", "diff_data_version",
                {{"list", now.list->name},
                 {"old", r.data_version.empty() ? std::string("—") : r.data_version},
                 {"new", now.list->data_version}})
       << '\n';
    const Verdict v_now = Ruleset{*now.list, *now.system}.judge(r);
    std::set<std::string> before;  // findings the roster already had with the old data
    bool changed = r.data_version != now.list->data_version;
    if (old_dir) {
        Diagnostics problems;
        const auto old_lib = xml::Library::load(*old_dir, problems, m.locale());
        const OpenRoster then = old_lib.open(r, *old_dir);
        if (!then.list || !then.system) {
            Diagnostic d("unknown_list");
            d.where.file = *old_dir;
            d.arg("list", r.list);
            print_diagnostic(ctx, d, ctx.err);
            return kUnreadable;
        }
        const Verdict v_then = Ruleset{*then.list, *then.system}.judge(r);
        for (const auto& d : v_then.diagnostics)
            if (d.severity == Severity::Error) before.insert(d.code + d.where.path());
        // Every unit whose price moved.
        for (std::size_t i = 0; i < v_now.summary.units.size() && i < v_then.summary.units.size(); ++i) {
            const auto& x = v_then.summary.units[i];
            const auto& y = v_now.summary.units[i];
            if (x.unit.cost == y.unit.cost) continue;
            const RosterUnit& u = y.command < 0 ? r.unassigned[y.index] : r.commands[y.command].units[y.index];
            os << "  ~ " << place(ctx, y.command) << ": " << unit_text(ctx, now, u) << "  "
               << m.get("cli", "diff_cost",
                        {{"old", n64(x.unit.cost)}, {"new", n64(y.unit.cost)}, {"delta", n64(y.unit.cost - x.unit.cost)}})
               << '\n';
            changed = true;
        }
        print_totals(ctx, now, v_then.summary, v_now.summary, os);
        changed = changed || v_then.summary.total != v_now.summary.total;
    } else {
        os << m.get("cli", "diff_needs_old_data") << '\n';
    }
    bool header = false;
    for (const auto& d : v_now.diagnostics) {
        if (d.severity != Severity::Error || before.count(d.code + d.where.path())) continue;
        if (!header) os << m.get("cli", "diff_no_longer_allowed") << '\n';
        header = true;
        changed = true;
        print_diagnostic(ctx, d, os);
    }
    return changed ? kIllegal : kLegal;
}

}  // namespace

int cmd_diff(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {"old-data"});
    args.allow({"old-data"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    const auto& files = args.positional();
    if (files.empty() || files.size() > 2 || (files.size() == 2 && args.value("old-data")))
        return usage_message(ctx, "diff_needs_files");
    const OpenRoster a = ctx.library.open_roster(files[0]);
    if (!open_ok(ctx, a)) return kUnreadable;
    if (files.size() == 1) return errata(ctx, a, args.value("old-data"), ctx.out);
    const OpenRoster b = ctx.library.open_roster(files[1]);
    if (!open_ok(ctx, b)) return kUnreadable;

    const auto changes = diff_rosters(a.roster, b.roster);
    ctx.out << terminal_safe(files[0] + " → " + files[1]) << '\n';
    if (changes.empty()) ctx.out << "  " << ctx.messages.get("cli", "diff_none") << '\n';
    for (const auto& c : changes) print_change(ctx, a, b, c, ctx.out);
    print_totals(ctx, b, summarize(a.roster, *a.list, *a.system), summarize(b.roster, *b.list, *b.system), ctx.out);
    return changes.empty() ? kLegal : kIllegal;
}

}  // namespace muster::cli
