// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/export.h"

#include <algorithm>

#include "core/model/resolve.h"
#include "core/rules/ruleset.h"
#include "xml/load.h"

namespace muster::text {
namespace {

/// One line of the export before decoration: what it is decides how each style shows it.
struct Line {
    enum Kind { Title, Fact, Heading, Item, Blank } kind;
    std::string text;
};

class Writer {
public:
    Writer(const i18n::Messages& messages, Style style) : m_messages(messages), m_style(style) {}

    std::string word(const char* key, const std::vector<std::pair<std::string, Arg>>& args = {}) const {
        return m_messages.get("text", key, args);
    }
    /// "Key: value", the shape `muster import` looks for.
    void fact(const char* key, const std::string& value) { add(Line::Fact, word(key) + ": " + value); }
    void add(Line::Kind kind, std::string text) { m_lines.push_back({kind, std::move(text)}); }

    std::string str() const {
        std::string out;
        bool in_list = false;
        for (const auto& l : m_lines) {
            if (m_style == Style::BBCode && in_list && l.kind != Line::Item) {
                out += "[/list]\n";
                in_list = false;
            }
            switch (l.kind) {
                case Line::Title:
                    out += m_style == Style::Markdown ? "# " + l.text
                           : m_style == Style::BBCode ? "[size=150][b]" + l.text + "[/b][/size]"
                                                      : l.text;
                    break;
                case Line::Heading:
                    out += m_style == Style::Markdown ? "## " + l.text
                           : m_style == Style::BBCode ? "[b]" + l.text + "[/b]"
                                                      : l.text;
                    break;
                case Line::Item:
                    if (m_style == Style::BBCode && !in_list) {
                        out += "[list]\n";
                        in_list = true;
                    }
                    out += m_style == Style::BBCode ? "[*]" + l.text : m_style == Style::Markdown ? "- " + l.text : "  " + l.text;
                    break;
                case Line::Fact:
                    // Markdown joins consecutive lines into one paragraph unless they end in two spaces.
                    out += m_style == Style::Markdown ? l.text + "  " : l.text;
                    break;
                case Line::Blank:
                    break;
            }
            out += '\n';
        }
        if (in_list) out += "[/list]\n";
        return out;
    }

private:
    const i18n::Messages& m_messages;
    Style m_style;
    std::vector<Line> m_lines;
};

std::string quoted(const std::string& s) {
    return "“" + s + "”";
}

/// The lines of a note (its empty lines too), each written as a "Key: line" of its own.
std::vector<std::string> lines_of(const std::string& note) {
    std::vector<std::string> out;
    for (std::size_t start = 0; !note.empty() && start <= note.size();) {
        const auto end = std::min(note.find('\n', start), note.size());
        out.push_back(note.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

/// What tells a profile apart from others of its name and type: the traits they lack, and its id in
/// brackets when nothing printed does (so that `muster import` reads back the same profile).
std::string distinction(const ArmyList& list, const GameSystem& sys, const Profile& p) {
    std::vector<const Profile*> twins;
    for (const auto& g : list.groups)
        for (const auto& q : g.profiles)
            if (q.id != p.id && q.name == p.name && q.type == p.type) twins.push_back(&q);
    if (twins.empty()) return {};
    auto has = [](const Profile& q, const TraitRef& t) {
        return std::find(q.traits.begin(), q.traits.end(), t) != q.traits.end();
    };
    std::string out;
    for (const auto& t : p.traits)
        if (std::any_of(twins.begin(), twins.end(), [&](const Profile* q) { return !has(*q, t); }))
            out += " · " + trait_text(t, sys);
    const bool told = std::all_of(twins.begin(), twins.end(), [&](const Profile* q) {
        return (sys.counts_points && q->cost != p.cost) ||
               std::any_of(p.traits.begin(), p.traits.end(), [&](const TraitRef& t) { return !has(*q, t); });
    });
    return told ? out : out + " [" + p.id + "]";
}

}  // namespace

std::string verdict_line(const i18n::Messages& m, const Roster& roster, const ArmyList& list, const GameSystem& system,
                         const Verdict& v, const Diagnostics& findings) {
    return (count(findings, Severity::Error) == 0 ? m.get("cli", "verdict_legal") : m.get("cli", "verdict_illegal")) + " — " +
           m.get("cli", "verdict_points",
                 {{"points", static_cast<std::int64_t>(v.summary.total)},
                  {"budget", static_cast<std::int64_t>(roster.budget)},
                  {"scale", std::string(system.counts_points ? "points" : "units")},
                  {"units", static_cast<std::int64_t>(roster.unit_count())},
                  {"list", list.name},
                  {"errors", static_cast<std::int64_t>(count(findings, Severity::Error))},
                  {"warnings", static_cast<std::int64_t>(count(findings, Severity::Warning))}});
}

std::string export_text(const i18n::Messages& messages, const Roster& ro, const ArmyList& list, const GameSystem& sys,
                        Style style) {
    const Verdict v = Ruleset{list, sys}.judge(ro);
    const Summary& s = v.summary;
    Writer w(messages, style);
    auto cost = [&](int points) {
        return sys.counts_points ? " — " + w.word("points_short", {{"points", static_cast<std::int64_t>(points)}})
                                 : std::string();
    };
    auto derived_name = [&](const std::string& id) {
        const auto d = std::find_if(sys.derived.begin(), sys.derived.end(), [&](const DerivedValue& dv) { return dv.id == id; });
        return d == sys.derived.end() ? id : d->name;
    };

    w.add(Line::Title, ro.name.empty() ? list.name : ro.name);
    w.fact("key_list", list.name + " (" + sys.name + ")" +
                           (ro.data_version.empty() ? "" : " · " + w.word("key_data_version") + ": " + ro.data_version));
    if (!ro.player.empty()) w.fact("key_player", ro.player);
    std::string facts = w.word("key_budget") + ": " + std::to_string(ro.budget);
    if (ro.year) facts += " · " + w.word("key_year") + ": " + std::to_string(*ro.year);
    if (!ro.created.empty()) facts += " · " + w.word("key_created") + ": " + ro.created;
    w.add(Line::Fact, facts);
    if (!ro.optional_rules.empty()) {
        std::string names;
        for (const auto& id : ro.optional_rules) {
            const OptionalRule* o = sys.optional_rule(id);
            names += (names.empty() ? "" : ", ") + (o ? o->name : id);
        }
        w.fact("key_optional_rules", names);
    }

    auto unit_text = [&](const UnitSummary& u, const RosterUnit& ru) {
        const Profile& p = u.unit.base ? *u.unit.base : u.unit.effective();
        std::string t = p.type + " " + (u.unit.base ? p.name + distinction(list, sys, p) : ru.profile);
        if (!ru.label.empty()) t += " " + quoted(ru.label);
        if (ru.figures) t += " · " + w.word("figures", {{"count", static_cast<std::int64_t>(*ru.figures)}});
        if (ru.general) t += " · " + w.word("key_general");
        for (const auto& id : ru.options) {
            const Option* o = list.option(id);
            t += " + " + (o ? o->name : id);
        }
        return t + cost(u.unit.cost);
    };
    // Each command's units (the last entry: unassigned ones), found in one pass rather than one a command.
    std::vector<std::vector<const UnitSummary*>> by_command(ro.commands.size() + 1);
    for (const auto& u : s.units)
        by_command[u.command < 0 ? ro.commands.size() : static_cast<std::size_t>(u.command)].push_back(&u);
    auto units_of = [&](int command) {
        for (const UnitSummary* u : by_command[command < 0 ? ro.commands.size() : static_cast<std::size_t>(command)]) {
            const RosterUnit& ru = command < 0 ? ro.unassigned[u->index] : ro.commands[command].units[u->index];
            w.add(Line::Item, unit_text(*u, ru));
            // The unit's note right under it, "Unit note:" a line, which `muster import` gives back to the unit.
            for (const auto& line : lines_of(ru.note)) w.add(Line::Item, w.word("key_unit_note") + ": " + line);
        }
    };

    for (const auto& c : s.commands) {
        const Command& cmd = ro.commands[c.index];
        w.add(Line::Blank, {});
        std::string head = w.word("key_command") + " " + std::to_string(c.index + 1);
        if (!cmd.name.empty()) head += " " + quoted(cmd.name);
        if (cmd.general.c_in_c) head += " · " + w.word("key_c_in_c");
        if (sys.counts_points) head += " — " + w.word("points_short", {{"points", static_cast<std::int64_t>(c.points)}});
        for (const auto& [id, value] : c.values) head += " · " + derived_name(id) + " " + std::to_string(value);
        w.add(Line::Heading, head);
        if (!cmd.general.quality.empty()) {
            const Quality* q = sys.quality(cmd.general.quality);
            std::string g = w.word("key_general") + ": " + (q ? q->name : cmd.general.quality);
            if (!cmd.general.name.empty()) g += " " + quoted(cmd.general.name);
            w.add(Line::Item, g + cost(c.general_cost));
        }
        units_of(c.index);
    }
    if (!ro.unassigned.empty()) {
        w.add(Line::Blank, {});
        w.add(Line::Heading, w.word("key_unassigned"));
        units_of(-1);
    }
    w.add(Line::Blank, {});
    if (const auto* sc = sys.command_structure(ro.command_structure))
        w.fact("key_command_structure", sc->name + cost(s.command_structure_points));
    else if (!ro.command_structure.empty()) w.fact("key_command_structure", ro.command_structure);
    for (const auto& [id, n] : ro.purchases) {
        const Purchase* p = sys.purchase(id);
        const auto points = s.purchase_points.find(id);
        w.add(Line::Fact,
              (p ? p->name : id) + " ×" + std::to_string(n) + cost(points == s.purchase_points.end() ? 0 : points->second));
    }
    if (sys.counts_points)
        w.fact("key_total", w.word("total_of", {{"points", static_cast<std::int64_t>(s.total)},
                                                {"budget", static_cast<std::int64_t>(ro.budget)}}));
    for (const auto& d : sys.derived)
        if (d.scope == Scope::Army) w.add(Line::Fact, d.name + " " + std::to_string(s.values.at(d.id)));
    w.add(Line::Fact, verdict_line(messages, ro, list, sys, v, v.diagnostics));
    w.fact("key_fingerprint", xml::roster_fingerprint(ro));
    // Notes keep their line breaks: one "Notes:" line each.
    for (const auto& line : lines_of(ro.notes)) w.fact("key_notes", line);
    return w.str();
}

}  // namespace muster::text
