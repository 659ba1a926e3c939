// SPDX-License-Identifier: GPL-3.0-or-later
// Unit cards: one per distinct unit profile, a grid of cards per page with cut marks.
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "core/resolve.h"
#include "print/layout_common.h"
#include "print/layouts.h"

namespace muster::print {

namespace {

struct CardUnit {
    const UnitSummary* unit = nullptr;
    std::optional<int> figures;  ///< as the roster records them
    int count = 0;
};

/// Units that print the same card: the same effective profile with the same options and figures.
std::vector<CardUnit> distinct_units(const Summary& s, const Roster& r) {
    std::vector<CardUnit> out;
    std::map<std::string, std::size_t> seen;
    for (const auto& u : s.units) {
        if (!u.unit.base) continue;
        const RosterUnit& ru = u.command < 0 ? r.unassigned[static_cast<std::size_t>(u.index)]
                                             : r.commands[static_cast<std::size_t>(u.command)].units[static_cast<std::size_t>(u.index)];
        const Profile& p = u.unit.effective;
        std::string key = p.id + '\x1f' + p.type + '\x1f' + p.name;
        for (const auto& [k, v] : p.stats) key += '\x1f' + k + '=' + v;
        for (const auto& t : p.traits) key += '\x1f' + t.id + ':' + t.value;
        for (const auto& [o, cost] : u.unit.options) key += '\x1f' + o->id;
        if (ru.figures) key += "\x1f#" + std::to_string(*ru.figures);
        auto [it, added] = seen.emplace(key, out.size());
        if (added) out.push_back({&u, ru.figures, 0});
        ++out[it->second].count;
    }
    return out;
}

/// The range bands of the firing table ("1 BU", "2 BU" ...), from the system's table with id "firing".
std::vector<std::string> firing_bands(const GameSystem& sys) {
    for (const auto& t : sys.tables)
        if (t.id == "firing" && t.columns.size() > 1) return {t.columns.begin() + 1, t.columns.end()};
    return {};
}

class CardPainter {
public:
    CardPainter(Page& page, const TextMeasure& tm, double scale) : m_page(page), m_tm(tm), m_s(scale) {}

    double size(double base) const { return base * m_s; }
    double text(double x, double base, const Style& s, const std::string& str) { return add_text(m_page, m_tm, x, base, s, str); }
    void box(Rect r, double lw, std::optional<Color> fill, std::optional<Color> stroke) { m_page.boxes.push_back({r.x, r.y, r.w, r.h, lw, fill, stroke}); }
    /// Wrapped text from `y` across `w`; returns the y below it.
    double para(double x, double y, double w, const Style& s, const std::string& str) {
        const Wrapped wr = wrap(m_tm, str, s.face, s.size, w, s.size * 0.8);
        Style st = s;
        st.size = wr.size;
        for (const auto& l : wr.lines) {
            text(x, y + st.size, st, l);
            y += st.leading();
        }
        return y;
    }
    const TextMeasure& tm() const { return m_tm; }

private:
    Page& m_page;
    const TextMeasure& m_tm;
    double m_s;
};

/// Draws one card; returns the bottom of its content, which must stay above the card's footer.
double draw_card(CardPainter& p, const CardUnit& cu, Rect card, const RosterInput& in, const Template& t, const Labels& L) {
    const GameSystem& sys = in.system;
    const Profile& pr = cu.unit->unit.effective;
    const double pad = 6;
    const double x = card.x + pad, w = card.w - 2 * pad;
    const Color white{1, 1, 1}, mute = muted(t);
    p.box(card, 0.5, std::nullopt, t.rule);

    // Title band: type code and name, points on the right.
    const double band = p.size(t.heading_size) * 2;
    p.box({card.x, card.y, card.w, band}, 0, t.accent, std::nullopt);
    const Style pts{Face::Regular, p.size(t.body_size), white};
    // Points only where the system counts them: a point-less army's cards never say "0 pts".
    const std::string points = sys.counts_points ? L("card_points", {{"points", num(cu.unit->unit.cost)}}) : std::string();
    const double pw = points.empty() ? 0 : p.tm().text_width(pts.face, pts.size, points);
    const double base = card.y + band / 2 + p.size(t.heading_size) * 0.36;
    if (!points.empty()) p.text(x + w - pw, base, pts, points);
    const std::string title = pr.type + "  " + pr.name;
    p.text(x, base, {Face::Bold, fit_size(p.tm(), Face::Bold, p.size(t.heading_size), title, w - pw - (points.empty() ? 0 : 6)), white}, title);
    double y = card.y + band + 4;

    // Troop type and options in small print.
    std::string kind;
    if (const TroopType* tt = sys.troop_type(pr.type)) kind = tt->name + (tt->text.empty() ? "" : ". " + tt->text);
    y = p.para(x, y, w, {Face::Regular, p.size(t.small_size), mute}, kind);
    std::string opts;
    for (const auto& [o, cost] : cu.unit->unit.options) opts += (opts.empty() ? "+ " : ", ") + o->name;
    if (cu.figures) opts = L("unit_figures", {{"count", num(*cu.figures)}}) + (opts.empty() ? "" : "  ·  " + opts);
    if (!opts.empty()) y = p.para(x, y, w, {Face::Bold, p.size(t.small_size), t.text}, opts);
    y += 3;

    // Stats, one box each.
    if (!sys.stats.empty()) {
        const double bw = w / static_cast<double>(sys.stats.size());
        const double bh = p.size(t.small_size) + p.size(t.heading_size) * 1.3 + 6;
        for (std::size_t i = 0; i < sys.stats.size(); ++i) {
            const double bx = x + bw * static_cast<double>(i);
            p.box({bx, y, bw, bh}, 0.5, i % 2 ? std::optional<Color>() : std::optional<Color>(t.fill), t.rule);
            const Style lab{Face::Regular, p.size(t.small_size), mute};
            const std::string& id = sys.stats[i].id;
            const std::string& heading = sys.stats[i].heading();
            p.text(bx + (bw - p.tm().text_width(lab.face, lab.size, heading)) / 2, y + 2 + lab.size, lab, heading);
            const std::string v = pr.stat(id);
            // A long value ("Double Yellow") is set smaller so that it stays inside its box.
            const Style val{Face::Bold, fit_size(p.tm(), Face::Bold, p.size(t.heading_size) * 1.2, v, bw - 4), t.text};
            p.text(bx + (bw - p.tm().text_width(val.face, val.size, v)) / 2, y + bh - 4, val, v);
        }
        y += bh + 3;
    }
    std::string values;
    for (const auto& uv : sys.unit_values)
        if (cu.unit->values.count(uv.id)) values += (values.empty() ? "" : "  ·  ") + L("card_value", {{"name", uv.name}, {"stat", uv.stat}, {"value", num(cu.unit->values.at(uv.id))}});
    if (!values.empty()) y = p.para(x, y, w, {Face::Regular, p.size(t.small_size), t.text}, values) + 2;

    // Weapons with their firing line, then the other characteristics.
    const std::vector<std::string> bands = firing_bands(sys);
    const Style name_style{Face::Bold, p.size(t.body_size), t.accent};
    const Style rule_style{Face::Regular, p.size(t.small_size), mute};
    const Style body{Face::Regular, p.size(t.small_size), t.text};
    auto heading = [&](const Characteristic* c, const TraitRef& tr) {
        y += 2;
        const std::string rule = c ? c->rule : std::string();
        const double rw = p.tm().text_width(rule_style.face, rule_style.size, rule);
        const std::string name = trait_text(tr, sys);
        p.text(x, y + name_style.size, {name_style.face, fit_size(p.tm(), name_style.face, name_style.size, name, w - rw - 4), name_style.color}, name);
        p.text(x + w - rw, y + name_style.size, rule_style, rule);
        y += name_style.leading();
    };
    for (int pass = 0; pass < 2; ++pass) {
        for (const auto& tr : pr.traits) {
            const Characteristic* c = sys.characteristic(tr.id);
            const bool weapon = c && c->kind == "weapon";
            if (weapon != (pass == 0)) continue;
            heading(c, tr);
            if (weapon && !c->firing.empty()) {
                const std::size_t nb = c->firing.size();
                const double cw = w / static_cast<double>(nb);
                const Style lab{Face::Regular, p.size(t.small_size) * 0.9, mute};
                const Style val{Face::Bold, p.size(t.body_size), t.text};
                const double rh = lab.size + val.size + 6;
                for (std::size_t i = 0; i < nb; ++i) {
                    const double bx = x + cw * static_cast<double>(i);
                    p.box({bx, y, cw, rh}, 0.4, std::nullopt, t.rule);
                    const std::string b = i < bands.size() ? bands[i] : std::to_string(i + 1);
                    p.text(bx + (cw - p.tm().text_width(lab.face, lab.size, b)) / 2, y + 1.5 + lab.size, lab, b);
                    p.text(bx + (cw - p.tm().text_width(val.face, val.size, c->firing[i])) / 2, y + rh - 3, val, c->firing[i]);
                }
                y += rh + 2;
            }
            if (c && !c->text.empty()) y = p.para(x, y, w, body, c->text);
        }
    }
    return y;
}

}  // namespace

Document layout_cards(const RosterInput& in, const Template& t, const TextMeasure& tm, const i18n::Messages& msg) {
    const Labels L(msg);
    Document doc;
    std::tie(doc.width, doc.height) = paper_size(t.paper);
    const std::string army = in.roster.name.empty() ? in.list.name : in.roster.name;
    doc.title = army + " — " + L("cards_title");
    doc.created = in.roster.created;

    const double margin = std::min({t.margin_left, t.margin_right, t.margin_top, t.margin_bottom});
    const int cols_fit = static_cast<int>((doc.width - 2 * margin) / t.card_width);
    const int rows_fit = static_cast<int>((doc.height - 2 * margin) / t.card_height);
    if (t.per_page < 1 || t.per_page > cols_fit * rows_fit)
        throw TemplateError(L("cards_do_not_fit", {{"count", num(t.per_page)}, {"max", num(std::max(0, cols_fit * rows_fit))}}));
    const int cols = std::min(cols_fit, t.per_page);
    const int rows = (t.per_page + cols - 1) / cols;
    const double gx = (doc.width - cols * t.card_width) / 2, gy = (doc.height - rows * t.card_height) / 2;

    const std::vector<CardUnit> cards = distinct_units(in.verdict.summary, in.roster);
    const Style foot{Face::Regular, t.small_size * 0.95, muted(t)};
    auto fits = [&](const CardUnit& cu, double s) {
        Page scratch;
        CardPainter p(scratch, tm, s);
        const Rect card{0, 0, t.card_width, t.card_height};
        return draw_card(p, cu, card, in, t, L) <= card.bottom() - 6 - foot.size - 2;
    };
    // One size for every card, as large as the fullest card allows (up to 130 %); a card that does not
    // fit even at 100 % is set smaller on its own.
    double common = 1.3;
    for (const auto& cu : cards)
        while (common > 1.0 && !fits(cu, common)) common -= 0.05;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const int slot = static_cast<int>(i % static_cast<std::size_t>(t.per_page));
        if (slot == 0) {
            doc.pages.emplace_back();
            if (t.cut_marks) {
                // Short marks in the margin on every cut line, so the sheet can be cut with a ruler.
                Page& pg = doc.pages.back();
                const double len = std::min(12.0, std::max(0.0, std::min(gx, gy) - 3));
                for (int c = 0; c <= cols; ++c) {
                    const double lx = gx + c * t.card_width;
                    pg.lines.push_back({lx, gy - 2 - len, lx, gy - 2, 0.4, t.text});
                    pg.lines.push_back({lx, gy + rows * t.card_height + 2, lx, gy + rows * t.card_height + 2 + len, 0.4, t.text});
                }
                for (int r = 0; r <= rows; ++r) {
                    const double ly = gy + r * t.card_height;
                    pg.lines.push_back({gx - 2 - len, ly, gx - 2, ly, 0.4, t.text});
                    pg.lines.push_back({gx + cols * t.card_width + 2, ly, gx + cols * t.card_width + 2 + len, ly, 0.4, t.text});
                }
            }
        }
        const Rect card{gx + (slot % cols) * t.card_width, gy + (slot / cols) * t.card_height, t.card_width, t.card_height};
        const double foot_y = card.bottom() - 6;
        // Shrink the card's content until it fits above the footer: a card is never split.
        for (double s = common;; s -= 0.05) {
            Page scratch;
            CardPainter p(scratch, tm, s);
            const double bottom = draw_card(p, cards[i], card, in, t, L);
            if (bottom <= foot_y - foot.size - 2 || s <= 0.5) {
                Page& pg = doc.pages.back();
                pg.boxes.insert(pg.boxes.end(), scratch.boxes.begin(), scratch.boxes.end());
                pg.lines.insert(pg.lines.end(), scratch.lines.begin(), scratch.lines.end());
                pg.texts.insert(pg.texts.end(), scratch.texts.begin(), scratch.texts.end());
                break;
            }
        }
        const std::string footer = L("card_footer", {{"count", num(cards[i].count)}, {"army", army}});
        add_text(doc.pages.back(), tm, card.x + 6, foot_y, {foot.face, fit_size(tm, foot.face, foot.size, footer, card.w - 12), foot.color}, footer);
    }
    if (doc.pages.empty()) {
        doc.pages.emplace_back();
        const std::string note = L("no_units", {{"army", army}});
        const double width = doc.width - t.margin_left - t.margin_right;
        add_text(doc.pages.back(), tm, t.margin_left, t.margin_top + t.heading_size, {Face::Bold, fit_size(tm, Face::Bold, t.heading_size, note, width), t.text}, note);
    }
    return doc;
}

}  // namespace muster::print
