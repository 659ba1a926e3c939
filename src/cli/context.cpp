// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/context.h"

#include <algorithm>
#include <iomanip>
#include <ostream>

#include "cli/text.h"
#include "text/export.h"
#include "xml/load.h"

namespace muster::cli {

std::optional<Event> open_event(const Context& ctx, const std::string& file) {
    Diagnostics problems;
    auto event = xml::load_event(file, problems, ctx.messages.locale());
    for (const auto& d : problems) print_diagnostic(ctx, d, ctx.err);
    if (has_errors(problems)) return std::nullopt;
    return event;
}

void print_diagnostic(const Context& ctx, const Diagnostic& d, std::ostream& os) {
    // File names, rosters and typed lists are the submitter's: their control characters are shown, not sent.
    std::string line = d.where.file.empty() ? "muster" : d.where.file;
    if (d.where.line > 0) line += ':' + std::to_string(d.where.line);
    if (d.where.column > 0) line += ':' + std::to_string(d.where.column);
    line += ": " + ctx.messages.get("cli", severity_name(d.severity)) + ": " + ctx.messages.text(d) + " [" + d.code + ']';
    if (!d.rule.empty()) line += " (" + d.rule + ')';
    os << terminal_safe(line) << '\n';
    if (const std::string hint = ctx.messages.hint(d); !hint.empty())
        os << "  " << ctx.messages.get("cli", "hint") << ": " << terminal_safe(hint) << '\n';
    if (!d.fixes.empty())
        os << "  " << ctx.messages.get("cli", "fix") << ": " << terminal_safe(ctx.messages.fix(d.fixes.front())) << '\n';
}

static std::string unit_line(const GameSystem& sys, const UnitSummary& u) {
    if (!u.unit.base) return "?";
    const Profile& p = u.unit.effective();
    std::string s = p.type + " " + p.name;
    for (const auto& st : sys.stats) s += "  " + st.heading() + " " + p.stat(st.id);
    return s;
}

std::string verdict_text(const Context& ctx, const Roster& roster, const OpenRoster& r, const Verdict& v,
                         const Diagnostics& findings) {
    return text::verdict_line(ctx.messages, roster, *r.list, *r.system, v, findings);
}

void print_breakdown(const Context& ctx, const OpenRoster& r, const Verdict& v, std::ostream& os) {
    const auto& m = ctx.messages;
    const GameSystem& sys = *r.system;
    const Summary& s = v.summary;
    // Systems without points list the army without a points column.
    auto row = [&](const std::string& label, int points) {
        if (sys.counts_points) os << "  " << pad(label, 58) << std::right << std::setw(5) << points << '\n';
        else os << "  " << label << '\n';
    };
    for (const auto& c : s.commands) {
        const Command& cmd = r.roster.commands[c.index];
        const Quality* q = sys.quality(cmd.general.quality);
        const std::string quality = q ? q->name : cmd.general.quality;
        // A quality that already says "general" stands alone: no "General general".
        const std::string named = i18n::contains_word(quality, m.get("print", "general_word")) ? "yes" : "no";
        os << terminal_safe(m.get("cli", "command_heading",
                                  {{"number", static_cast<std::int64_t>(c.index + 1)},
                                   {"name", cmd.name.empty() ? std::string() : " ‘" + cmd.name + "’"},
                                   {"quality", quality},
                                   {"named", named},
                                   {"c_in_c", std::string(cmd.general.c_in_c ? "yes" : "no")}}))
           << '\n';
        row(m.get("cli", "general", {{"quality", quality}, {"named", named}}), c.general_cost);
        for (const auto& u : s.units) {
            if (u.command != c.index) continue;
            row(unit_line(sys, u), u.unit.base ? u.unit.base->cost : 0);
            for (const auto& [o, cost] : u.unit.options) row("    + " + o->name, cost);
        }
        std::string values;
        for (const auto& entry : c.values) {
            const std::string& id = entry.first;  // a lambda may not capture a structured binding in clang 14
            const auto d =
                std::find_if(sys.derived.begin(), sys.derived.end(), [&](const DerivedValue& dv) { return dv.id == id; });
            values += "  " + (d == sys.derived.end() ? id : d->name) + " " + std::to_string(entry.second);
        }
        if (sys.counts_points) os << "  " << m.get("cli", "command_total", {{"points", static_cast<std::int64_t>(c.points)}});
        os << values << "\n\n";
    }
    for (const auto& u : s.units)
        if (u.command < 0) row(m.get("cli", "unassigned") + ": " + unit_line(sys, u), u.unit.cost);
    if (const auto* sc = sys.command_structure(r.roster.command_structure))
        row(m.get("cli", "command_structure", {{"level", sc->name}}), s.command_structure_points);
    for (const auto& [id, points] : s.purchase_points) {
        const Purchase* p = sys.purchase(id);
        row(p->name + " x" + std::to_string(r.roster.purchase(id)), points);
    }
    if (sys.counts_points) row(m.get("cli", "total", {{"budget", static_cast<std::int64_t>(r.roster.budget)}}), s.total);
    for (const auto& d : sys.derived)
        if (d.scope == Scope::Army) os << "  " << d.name << ' ' << s.values.at(d.id) << '\n';
}

int operation_failed(const Context& ctx, const std::exception& e) {
    if (const auto* f = dynamic_cast<const Failure*>(&e)) print_diagnostic(ctx, f->diagnostic(), ctx.err);
    else ctx.err << "muster: " << terminal_safe(e.what()) << '\n';
    return kUnreadable;
}

int usage_error(const Context& ctx, const std::string& message) {
    ctx.err << "muster: " << terminal_safe(message) << '\n' << ctx.messages.get("cli", "see_help") << '\n';
    return kUsage;
}

int usage_message(const Context& ctx, const char* key, const std::vector<std::pair<std::string, Arg>>& args) {
    return usage_error(ctx, ctx.messages.get("usage", key, args));
}

int usage_error(const Context& ctx, const ArgError& e) {
    return usage_message(ctx, e.key.c_str(), {{"option", e.option}});
}

}  // namespace muster::cli
