// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/layouts.h"

#include <algorithm>
#include <map>
#include <regex>

#include "core/model/resolve.h"
#include "core/rules/concerns.h"
#include "print/flow.h"
#include "print/hyphenate.h"
#include "print/layout_common.h"
#include "print/table.h"

namespace muster::print {

namespace {

std::string details(const UnitSummary& u, const GameSystem& sys) {
    std::string s;
    for (const auto& [o, cost] : u.unit.options) {
        s += s.empty() ? "+ " : ", ";
        s += o->name + (cost != 0 ? " (" + std::to_string(cost) + ")" : "");
    }
    std::string traits;
    for (const auto& t : u.unit.effective().traits) {
        // A characteristic an option gave the unit under the option's own name is already named by the
        // option; one it adds under another name (Massed's MM2) is listed.
        const std::string text = trait_text(t, sys);
        const bool named = std::any_of(u.unit.options.begin(), u.unit.options.end(), [&](const auto& o) {
            return o.first->name == text &&
                   std::any_of(o.first->adds.begin(), o.first->adds.end(), [&](const TraitRef& a) { return a.id == t.id; });
        });
        if (!named) traits += (traits.empty() ? "" : ", ") + text;
    }
    if (!traits.empty()) s += (s.empty() ? "" : "\n") + traits;
    return s;
}

/// A unit's number as the CLI writes it: command/unit, 1-based ("2/3"), or "u/1" when in no command.
std::string row_number(int command, int index) {
    return (command < 0 ? std::string("u") : std::to_string(command + 1)) + "/" + std::to_string(index + 1);
}

/// The rows the findings concern (as the core finds them), the most severe finding for each.
using Concerned = std::map<std::pair<int, int>, Severity>;
Concerned rows_concerned(const RosterInput& in) {
    Concerned out;
    for (const auto& d : in.verdict.diagnostics) {
        if (d.severity == Severity::Note) continue;
        for (const UnitRef& u : units_concerned(d, in.roster, in.list, in.system)) {
            auto [it, added] = out.emplace(std::pair{u.command, u.index}, d.severity);
            if (!added && d.severity == Severity::Error) it->second = Severity::Error;
        }
    }
    return out;
}

struct Columns {
    std::vector<TableColumn> table;
    std::vector<std::string> ids;  ///< per table column: type, unit, a stat id, points, details, losses
};

/// The widest of `texts` in the table's body or header font, with the cell padding: so that a stat
/// column is never narrower than its name or its longest value (e.g. "Yellow").
double fit_width(const TextMeasure& tm, const Template& t, const std::string& header, const std::vector<std::string>& values) {
    const TableStyle s = table_style(t);
    double w = tm.text_width(Face::Bold, s.header_size, header);
    for (const auto& v : values) w = std::max(w, tm.text_width(Face::Regular, s.size, v));
    return w + 2 * s.padding + 0.5;
}

Columns roster_columns(const Template& t, const RosterInput& in, double width, const Labels& L, const TextMeasure& tm) {
    const GameSystem& sys = in.system;
    Columns c;
    int stretch = -1;
    double used = 0;
    // Rows numbered as the CLI numbers units, wide enough for the longest number and its mark.
    {
        const TableStyle s = table_style(t);
        double w = 0;
        for (const auto& u : in.verdict.summary.units)
            w = std::max(w, tm.text_width(Face::Bold, s.size, row_number(u.command, u.index) + " !"));
        c.ids.push_back("row");
        c.table.push_back({"#", w + 2 * s.padding + 0.5, Align::Left});
        used += c.table.back().width;
    }
    for (const auto& col : t.columns) {
        auto add = [&](const std::string& id, const std::string& header, Align align, double w) {
            c.ids.push_back(id);
            c.table.push_back({header, w, align});
            used += w;
        };
        // A stat column widens to fit the stat's name and the longest value the army prints in it.
        auto add_stat = [&](const std::string& id) {
            std::vector<std::string> values;
            for (const auto& u : in.verdict.summary.units)
                if (u.unit.base) values.push_back(u.unit.effective().stat(id));
            const std::string& heading = sys.stat(id)->heading();
            add(id, heading, Align::Centre, col.width == 0 ? 0 : std::max(col.width, fit_width(tm, t, heading, values)));
        };
        const bool known = col.id == "stats" || sys.stat(col.id) || col.id == "type" || col.id == "unit" || col.id == "details" ||
                           col.id == "losses" || col.id == "points";
        if (!known)
            throw TemplateError(t.file, 0, "unknown_column", {{"column", col.id}},
                                "unknown column ‘" + col.id + "’ (type, unit, stats, a stat id, points, details or losses)");
        // Without points there is no points column; without a unit value there are no losses to tick.
        if (col.id == "points" && !sys.counts_points) continue;
        if (col.id == "losses" && sys.unit_values.empty()) continue;
        if (col.width == 0) stretch = static_cast<int>(c.table.size());
        if (col.id == "stats") {
            for (const auto& st : sys.stats) add_stat(st.id);
        } else if (sys.stat(col.id)) {
            add_stat(col.id);
        } else if (col.id == "type" || col.id == "unit" || col.id == "details" || col.id == "losses") {
            add(col.id, L(("col_" + col.id).c_str()), Align::Left, col.width);
            // The figures each unit has, after its name, where the system counts them (blank: not recorded).
            if (col.id == "unit" && sys.counts_figures()) {
                std::vector<std::string> values;
                for (const auto& u : in.verdict.summary.units) {
                    const RosterUnit& ru =
                        u.command < 0
                            ? in.roster.unassigned[static_cast<std::size_t>(u.index)]
                            : in.roster.commands[static_cast<std::size_t>(u.command)].units[static_cast<std::size_t>(u.index)];
                    if (ru.figures) values.push_back(std::to_string(*ru.figures));
                }
                add("figures", L("col_figures"), Align::Centre, fit_width(tm, t, L("col_figures"), values));
            }
        } else if (col.id == "points") {
            add(col.id, L("col_points"), Align::Right, col.width);
        } else {
            throw TemplateError(t.file, 0, "unknown_column", {{"column", col.id}},
                                "unknown column ‘" + col.id + "’ (type, unit, stats, a stat id, points, details or losses)");
        }
    }
    // The stretching column takes what is left; without one, every column scales to the width.
    if (stretch >= 0 && used < width) c.table[static_cast<std::size_t>(stretch)].width = width - used;
    else
        for (auto& col : c.table) col.width *= width / std::max(1.0, used);
    return c;
}

void roster_header(Flow& f, const RosterInput& in, const Template& t, const Labels& L, const i18n::Messages& msg) {
    const Roster& r = in.roster;
    const bool legal = in.verdict.legal();
    const Style stamp{Face::Bold, t.heading_size * 1.2, legal ? t.legal : t.illegal};
    const std::string verdict = L(legal ? "legal" : "illegal");
    const double sw = f.measure().text_width(stamp.face, stamp.size, verdict) + 16;
    const double sh = stamp.size * 2;
    f.box({f.x() + f.width() - sw, f.y(), sw, sh}, 1.6, std::nullopt, stamp.color);
    f.text_centred(f.x() + f.width() - sw / 2, f.y() + sh / 2 + stamp.size * 0.36, stamp, verdict);

    const Wrapped title = wrap(f.measure(), r.name.empty() ? in.list.name : r.name, Face::Bold, t.title_size, f.width() - sw - 12,
                               t.title_size * 0.6);
    const Style ts{Face::Bold, title.size, t.accent};
    for (const auto& line : title.lines) {
        f.text(f.x(), f.y() + ts.size, ts, line);
        f.advance(ts.leading());
    }
    f.advance(std::max(0.0, sh - ts.leading() * static_cast<double>(title.lines.size())) + 2);
    const Style body{Face::Regular, t.body_size, t.text};
    // Organisers print lists in batches: the player's name is on the page, not only in the file.
    if (!r.player.empty()) f.paragraph({Face::Bold, t.body_size, t.text}, L("player", {{"player", r.player}}));
    f.paragraph(body, L("subtitle", {{"list", in.list.name},
                                     {"system", in.system.name},
                                     {"version", r.data_version.empty() ? in.list.data_version : r.data_version}}));
    const CommandStructureLevel* sc = in.system.command_structure(r.command_structure);
    const std::string sc_name = sc ? sc->name : (r.command_structure.empty() ? std::string("—") : r.command_structure);
    const std::string date = r.created.empty() ? std::string("—") : msg.date(r.created);
    // What else the roster holds: its year and what it bought (the purchases of any system).
    std::string more;
    if (r.year) more += "  ·  " + L("year", {{"year", num(*r.year)}});
    for (const auto& [id, count] : r.purchases) {
        if (count <= 0) continue;
        const Purchase* p = in.system.purchase(id);
        more += "  ·  " + (count == 1 ? (p ? p->name : id) : L("purchase", {{"name", p ? p->name : id}, {"count", num(count)}}));
    }
    const int over = in.verdict.summary.total - r.budget;
    if (in.system.counts_points) {
        f.paragraph({Face::Bold, t.body_size, over > 0 ? t.illegal : t.text},
                    L("facts", {{"points", num(in.verdict.summary.total)},
                                {"budget", num(r.budget)},
                                {"sc", sc_name},
                                {"date", date},
                                {"fingerprint", in.fingerprint}}) +
                        (over > 0 ? "  ·  " + L("over_budget", {{"over", num(over)}}) : std::string()) + more);
    } else {
        // An army sized by units: its unit count instead of points, Command Structure only where the system has one.
        std::string facts = L("unit_count", {{"count", num(r.unit_count())}});
        if (!in.system.command_structures.empty()) facts += "  ·  " + L("command_structure", {{"level", sc_name}});
        facts += "  ·  " + date + "  ·  " + L("fingerprint", {{"fingerprint", in.fingerprint}});
        f.paragraph({Face::Bold, t.body_size, t.text}, facts + more);
    }
    std::vector<const Diagnostic*> shown;
    for (const auto& d : in.verdict.diagnostics)
        if (d.severity != Severity::Note) shown.push_back(&d);
    if (!shown.empty()) {
        f.advance(3);
        // A page of findings at most: a roster with thousands of them prints the first and a count.
        constexpr std::size_t kPrinted = 30;
        const std::size_t more = shown.size() > kPrinted ? shown.size() - kPrinted : 0;
        shown.resize(shown.size() - more);
        for (const Diagnostic* d : shown) {
            const bool error = d->severity == Severity::Error;
            std::string line = L(error ? "error" : "warning") + ": " + msg.text(*d);
            // The rows it concerns, numbered as in the tables below (where they are marked "!").
            const auto units = units_concerned(*d, r, in.list, in.system);
            if (!units.empty()) {
                std::string rows;
                for (const UnitRef& u : units) rows += (rows.empty() ? "" : ", ") + row_number(u.command, u.index);
                line += " [" + L("rows", {{"count", num(static_cast<int>(units.size()))}, {"rows", rows}}) + "]";
            }
            if (!d->rule.empty()) line += " (" + rule_reference(L, d->rule) + ")";
            if (const std::string h = msg.hint(*d); !h.empty()) line += " — " + h;
            f.paragraph({Face::Regular, t.body_size, error ? t.illegal : t.text}, line, 6);
        }
        if (more > 0)
            f.paragraph({Face::Bold, t.body_size, t.text}, L("more_findings", {{"count", static_cast<std::int64_t>(more)}}), 6);
    }
    f.advance(4);
    f.line(f.x(), f.y(), f.x() + f.width(), f.y(), 0.8, t.accent);
    f.advance(8);
}

TableRow unit_row(const UnitSummary& u, const RosterUnit& ru, const Columns& cols, const GameSystem& sys, const Labels& L,
                  const Concerned& concerned, const Template& t) {
    TableRow row;
    const Profile& p = u.unit.effective();
    const auto finding = concerned.find({u.command, u.index});
    // The player's note on the unit, under its options in the details column (the widest), else under its name.
    const bool has_details = std::find(cols.ids.begin(), cols.ids.end(), "details") != cols.ids.end();
    const std::string note = ru.note.empty() ? std::string() : L("unit_note", {{"note", ru.note}});
    auto below = [](const std::string& text, const std::string& more) {
        return more.empty() ? text : text.empty() ? more : text + "\n" + more;
    };
    for (const auto& id : cols.ids) {
        Cell c;
        if (id == "row") {
            c.text = row_number(u.command, u.index);
            // A row a finding concerns: its number marked, in the colour of the finding.
            if (finding != concerned.end()) {
                c.text += " !";
                c.face = Face::Bold;
                c.color = finding->second == Severity::Error ? t.illegal : t.text;
            }
        } else if (id == "type") c.text = u.unit.base ? p.type : "?", c.face = Face::Bold;
        else if (id == "unit")
            c.text = below((u.unit.base ? p.name : ru.profile) + (ru.label.empty() ? "" : "\n‘" + ru.label + "’") +
                               (ru.general ? "\n" + L("with_general") : ""),
                           has_details ? std::string() : note);
        else if (id == "figures") c.text = ru.figures ? std::to_string(*ru.figures) : "";
        else if (id == "points") c.text = L.number(u.unit.cost);
        else if (id == "details") c.text = below(details(u, sys), note);
        else if (id == "losses" && !sys.unit_values.empty()) {
            // One box per point of the stat the system's unit value watches (VBU for exhaustion).
            const UnitValue& uv = sys.unit_values.front();
            c.ticks = std::clamp(p.stat_int(uv.stat), 0, 20);
            if (const auto v = unit_value(u, uv)) c.marked = c.ticks - *v;
        } else if (id != "losses") c.text = u.unit.base ? p.stat(id) : "";
        row.cells.push_back(c);
    }
    return row;
}

TableRow general_row(const Command& cmd, const CommandSummary& cs, const Summary& s, const Columns& cols, const GameSystem& sys,
                     const Labels& L, const Template& t) {
    TableRow row;
    if (t.filled) row.fill = Color{(t.fill.r + 2) / 3, (t.fill.g + 2) / 3, (t.fill.b + 2) / 3};
    const Quality* q = sys.quality(cmd.general.quality);
    // The unit the general has joined, by its label or else its name.
    std::string attached;
    for (const auto& u : s.units) {
        if (u.command != cs.index) continue;
        const RosterUnit& ru = cmd.units[static_cast<std::size_t>(u.index)];
        if (!ru.general) continue;
        const std::string name = ru.label.empty() ? (u.unit.base ? u.unit.effective().name : ru.profile) : ru.label;
        attached = "\n" + L("general_with", {{"unit", name}});
        break;
    }
    for (const auto& id : cols.ids) {
        Cell c;
        if (id == "type") c.text = L("general_type"), c.face = Face::Bold;
        else if (id == "unit")
            c.text =
                (cmd.general.quality.empty()
                     ? L("no_general")
                     // "General", not "General general", when the quality's name says it already.
                     : L(i18n::contains_word(q ? q->name : cmd.general.quality, L("general_word")) ? "general_named" : "general",
                         {{"quality", q ? q->name : cmd.general.quality},
                          {"c_in_c", std::string(cmd.general.c_in_c ? "yes" : "no")}})) +
                (cmd.general.name.empty() ? "" : "\n" + cmd.general.name) + attached,
            c.face = Face::Bold;
        else if (id == "points") c.text = L.number(cs.general_cost);
        else if (id == "details" && q)
            c.text = L("general_bonus", {{"bonus", num(q->bonus)}}) + (q->text.empty() ? "" : ". " + q->text);
        row.cells.push_back(c);
    }
    return row;
}

void totals(Flow& f, const RosterInput& in, const Template& t, const Labels& L) {
    const Summary& s = in.verdict.summary;
    const Roster& r = in.roster;
    Table tb;
    tb.style = table_style(t);
    const double w = std::min(f.width(), 260.0);
    tb.columns = {{L("totals"), w - 50, Align::Left}, {L("col_points"), 50, Align::Right}};
    auto add = [&](const std::string& label, int points, bool bold = false) {
        tb.rows.push_back(
            {{Cell{label, bold ? Face::Bold : Face::Regular}, Cell{L.number(points), bold ? Face::Bold : Face::Regular}},
             std::nullopt});
    };
    add(L("units"), s.unit_points);
    add(L("generals"), s.general_points);
    if (const auto* sc = in.system.command_structure(r.command_structure))
        add(L("command_structure", {{"level", sc->name}}), s.command_structure_points);
    for (const auto& [id, points] : s.purchase_points) {
        const Purchase* p = in.system.purchase(id);
        add(L("purchase", {{"name", p ? p->name : id}, {"count", num(r.purchase(id))}}), points);
    }
    const int over = s.total - r.budget;
    add(over > 0 ? L("total_over", {{"over", num(over)}, {"budget", num(r.budget)}}) : L("total", {{"budget", num(r.budget)}}),
        s.total, true);
    if (t.filled) tb.rows.back().fill = t.fill;
    if (over > 0)
        for (auto& c : tb.rows.back().cells) c.color = t.illegal;

    Table bv;
    bv.style = table_style(t);
    const double bw = std::min(f.width() - w - 20, 220.0);
    bv.columns = {{L("break_values"), bw - 50, Align::Left}, {"", 50, Align::Right}};
    for (const auto& d : in.system.derived) {
        if (d.scope == Scope::Army && s.values.count(d.id))
            bv.rows.push_back(
                {{Cell{L("army_value", {{"name", d.name}}), Face::Bold}, Cell{L.number(s.values.at(d.id)), Face::Bold}},
                 std::nullopt});
        if (d.scope == Scope::Command)
            for (const auto& c : s.commands)
                if (c.values.count(d.id))
                    bv.rows.push_back({{Cell{L("command_value", {{"name", d.name}, {"number", num(c.index + 1)}})},
                                        Cell{L.number(c.values.at(d.id))}},
                                       std::nullopt});
    }
    if (!in.system.counts_points) {
        // Nothing costs points: only the derived values, where the points table would be.
        if (bv.rows.empty()) return;
        bv.columns.front().width = w - 50;
        f.keep(table_height(f.measure(), bv) + 4);
        place_table(f, bv);
        return;
    }
    // Both tables side by side, kept together on one page.
    f.keep(std::max(table_height(f.measure(), tb), table_height(f.measure(), bv)) + 4);
    const double top = f.y();
    place_table(f, tb);
    const double end = f.y();
    f.advance(top - f.y());
    if (!bv.rows.empty()) place_table(f, bv, w + 20);
    f.advance(std::max(end, f.y()) - f.y());
}

}  // namespace

Document layout_roster(const RosterInput& in, const Template& t, const TextMeasure& tm, const i18n::Messages& msg) {
    const Labels L(msg);
    const HyphenationLanguage hyphenation(L.language());  // long words break by the reader's rules
    Document doc;
    std::tie(doc.width, doc.height) = paper_size(t.paper);
    doc.title = in.roster.name.empty() ? in.list.name : in.roster.name;
    doc.subject = L("roster_subject", {{"list", in.list.name}, {"system", in.system.name}});
    doc.author = in.roster.player;  // empty when the roster names no player
    doc.language = L.language();
    doc.created = in.roster.created;
    Flow f(doc, tm, content_area(doc, t));
    roster_header(f, in, t, L, msg);

    const Summary& s = in.verdict.summary;
    const Columns cols = roster_columns(t, in, f.width(), L, tm);
    const Concerned concerned = rows_concerned(in);
    auto command_table = [&](int index) {
        Table tb;
        tb.style = table_style(t);
        tb.columns = cols.table;
        for (const auto& u : s.units) {
            if (u.command != index) continue;
            const RosterUnit& ru =
                index < 0 ? in.roster.unassigned[static_cast<std::size_t>(u.index)]
                          : in.roster.commands[static_cast<std::size_t>(index)].units[static_cast<std::size_t>(u.index)];
            tb.rows.push_back(unit_row(u, ru, cols, in.system, L, concerned, t));
        }
        return tb;
    };
    for (const auto& c : s.commands) {
        const Command& cmd = in.roster.commands[static_cast<std::size_t>(c.index)];
        Table tb = command_table(c.index);
        tb.rows.insert(tb.rows.begin(), general_row(cmd, c, s, cols, in.system, L, t));
        std::string values = in.system.counts_points ? L("command_points", {{"points", num(c.points)}})
                                                     : L("unit_count", {{"count", num(static_cast<int>(cmd.units.size()))}});
        for (const auto& d : in.system.derived)
            if (c.values.count(d.id)) values += "  ·  " + d.name + " " + L.number(c.values.at(d.id));
        const std::string title =
            L("command_heading", {{"number", num(c.index + 1)}}) + (cmd.name.empty() ? "" : "  ·  " + cmd.name);
        const double band = heading_band_height(tm, t, f.width(), title, values);
        f.keep(band + header_height(tm, tb) + row_height(tm, tb, tb.rows.front()) +
               (tb.rows.size() > 1 ? row_height(tm, tb, tb.rows[1]) : 0));
        heading_band(f, t, title, values);
        // A command that runs onto the next page says so above its repeated header row.
        f.on_break([&] { heading_band(f, t, L("continued", {{"title", title}}), values); });
        place_table(f, tb);
        f.on_break(nullptr);
        f.advance(10);
    }
    if (Table tb = command_table(-1); !tb.rows.empty()) {
        f.keep(t.heading_size * 1.7 + header_height(tm, tb) + row_height(tm, tb, tb.rows.front()));
        heading_band(f, t, L("unassigned"), "");
        place_table(f, tb);
        f.advance(10);
    }
    totals(f, in, t, L);
    f.advance(6);
    // The legend explains the loss boxes, in the system's words, and the option costs where there are points.
    std::string legend = in.system.unit_values.empty() ? std::string() : in.system.unit_values.front().text;
    if (in.system.counts_points) legend += (legend.empty() ? "" : " ") + L("option_costs_legend");
    if (!legend.empty()) f.paragraph({Face::Regular, t.small_size, muted(t)}, legend);

    const std::string army = doc.title + "  ·  " + in.list.name + "  ·  " + L("fingerprint", {{"fingerprint", in.fingerprint}});
    page_footers(doc, t, tm, L, army, in.verdict.legal() ? std::string() : L("illegal"), t.illegal);
    return doc;
}

}  // namespace muster::print
