// SPDX-License-Identifier: GPL-3.0-or-later
// Unit cards: one per distinct unit profile, a grid of cards per page with cut marks. The cards of a
// document share one text size where they can, never under kMinTextSize; a card whose content does not
// fit even at that size goes on over the next card, marked "(cont.)", its last rule carried over whole.
#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <set>

#include "core/model/reference.h"
#include "core/model/resolve.h"
#include "print/hyphenate.h"
#include "print/layout_common.h"
#include "print/layouts.h"

namespace muster::print {

namespace {

constexpr double kMm = 72.0 / 25.4;
constexpr double kPad = 6;  ///< the card's inner margin, points

struct CardUnit {
    const UnitSummary* unit = nullptr;
    std::optional<int> figures;       ///< as the roster records them
    std::vector<std::string> labels;  ///< the player's names for the units this card stands for
    bool general = false;             ///< the command's general is attached to this unit
    int count = 0;
    UnitReference reference;  ///< movement and protection, as the core reads them from the data
};

/// Units that print the same card: the same effective profile with the same options and figures, and
/// the general's own unit apart.
std::vector<CardUnit> distinct_units(const Summary& s, const Roster& r, const GameSystem& sys) {
    std::vector<CardUnit> out;
    std::map<std::string, std::size_t> seen;
    for (const auto& u : s.units) {
        if (!u.unit.base) continue;
        const RosterUnit& ru = u.command < 0
                                   ? r.unassigned[static_cast<std::size_t>(u.index)]
                                   : r.commands[static_cast<std::size_t>(u.command)].units[static_cast<std::size_t>(u.index)];
        const Profile& p = u.unit.effective();
        std::string key = p.id + '\x1f' + p.type + '\x1f' + p.name;
        for (const auto& [k, v] : p.stats) key += '\x1f' + k + '=' + v;
        for (const auto& t : p.traits) key += '\x1f' + t.id + ':' + t.value;
        for (const auto& [o, cost] : u.unit.options) key += '\x1f' + o->id;
        if (ru.figures) key += "\x1f#" + std::to_string(*ru.figures);
        if (ru.general) key += "\x1fG";
        auto [it, added] = seen.emplace(key, out.size());
        if (added) out.push_back({&u, ru.figures, {}, ru.general, 0, unit_reference(sys, view_of(ru, u.unit, sys))});
        CardUnit& cu = out[it->second];
        ++cu.count;
        if (!ru.label.empty() && std::find(cu.labels.begin(), cu.labels.end(), ru.label) == cu.labels.end())
            cu.labels.push_back(ru.label);
    }
    return out;
}

/// The range bands of the firing table ("1 BU", "2 BU" ...), from the system's table with id "firing".
std::vector<std::string> firing_bands(const GameSystem& sys) {
    for (const auto& t : sys.tables)
        if (t.id == "firing" && t.columns.size() > 1) return {t.columns.begin() + 1, t.columns.end()};
    return {};
}

/// The firing table's key to split values ("a/b: vs foot / vs mounted"); empty if it has none.
std::string firing_legend(const GameSystem& sys) {
    for (const auto& t : sys.tables)
        if (t.id == "firing") return t.legend;
    return {};
}

/// A piece of a card's content that is never split: drawn at (x, y) on a page, `height` points tall.
struct Block {
    double height = 0;
    std::function<void(Page&, double x, double y)> draw;
    bool joined = false;  ///< a further line of the paragraph the block before began
};

/// Sizes on a card: the template's size times the card's scale, never under the floor.
struct CardSizes {
    double s = 1;
    double of(double base) const { return std::max(kMinTextSize, base * s); }
};

/// Wrapped lines of text as blocks, one per line.
void lines_to_blocks(std::vector<Block>& out, const TextMeasure& tm, const Style& st, const std::string& text, double width) {
    if (text.empty()) return;
    const Wrapped w = wrap(tm, text, st.face, st.size, width, st.size);
    for (const auto& line : w.lines) {
        Style s = st;
        s.size = w.size;
        out.push_back({s.leading(), [&tm, s, line](Page& pg, double x, double y) { add_text(pg, tm, x, y + s.size, s, line); }});
    }
}

/// A row of labelled boxes (stats, firing bands): each box as wide as the longest word of its label and
/// value, the spare width shared alike; a value too wide even so is set smaller (to 75 %), then wraps.
Block box_row(const TextMeasure& tm, const std::vector<std::pair<std::string, std::string>>& cells, double width,
              const Style& label, const Style& value, std::optional<Color> fill, Color rule) {
    // What a box needs: its label's and its value's longest word ("Double Yellow" may take two lines).
    auto longest = [&](const Style& st, const std::string& text) {
        double w = 0;
        for (std::size_t start = 0; start <= text.size();) {
            const std::size_t end = std::min(text.find(' ', start), text.size());
            w = std::max(w, tm.text_width(st.face, st.size, text.substr(start, end - start)));
            start = end + 1;
        }
        return w;
    };
    std::vector<double> widths;
    double need = 0;
    for (const auto& [l, v] : cells) {
        widths.push_back(std::max(longest(label, l), longest(value, v)) + 4);
        need += widths.back();
    }
    const double n = static_cast<double>(cells.size());
    for (auto& bw : widths) bw = need <= width ? bw + (width - need) / n : bw * width / need;
    std::vector<std::pair<Wrapped, Wrapped>> wrapped;
    double lines_l = 0, lines_v = 0, value_size = value.size;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto& [l, v] = cells[i];
        wrapped.emplace_back(wrap(tm, l, label.face, label.size, widths[i] - 3, label.size),
                             wrap(tm, v, value.face, value.size, widths[i] - 3, value.size * 0.75));
        lines_l = std::max(lines_l, static_cast<double>(wrapped.back().first.lines.size()));
        lines_v = std::max(lines_v, static_cast<double>(wrapped.back().second.lines.size()));
        value_size = std::min(value_size, wrapped.back().second.size);
    }
    Style vs = value;
    vs.size = value_size;  // the values of one row share one size
    for (std::size_t i = 0; i < cells.size(); ++i)
        wrapped[i].second = wrap(tm, cells[i].second, vs.face, vs.size, widths[i] - 3, vs.size);
    const double h = lines_l * label.leading() + lines_v * vs.leading() + 4;
    return {h + 2, [&tm, wrapped, widths, h, lines_l, label, vs, fill, rule](Page& pg, double x, double y) {
                double bx = x;
                for (std::size_t i = 0; i < wrapped.size(); ++i) {
                    const double bw = widths[i];
                    pg.boxes.push_back({bx, y, bw, h, 0.4, i % 2 ? std::optional<Color>() : fill, rule});
                    pg.frames.push_back({bx, y, bw, h});
                    double ty = y + 1.5;
                    for (const auto& [w, st] : {std::pair{wrapped[i].first, label}, std::pair{wrapped[i].second, vs}}) {
                        for (const auto& line : w.lines) {
                            const double lw = tm.text_width(st.face, st.size, line);
                            add_text(pg, tm, bx + (bw - lw) / 2, ty + st.size, st, line);
                            ty += st.leading();
                        }
                        ty = y + 1.5 + lines_l * label.leading();
                    }
                    bx += bw;
                }
            }};
}

/// Everything below a card's title band, as blocks of the card's width. `brief`: the troop type by
/// name only, without its description (for a card too full even at the floor).
std::vector<Block> card_blocks(const CardUnit& cu, double w, CardSizes z, const RosterInput& in, const Template& t,
                               const Labels& L, const TextMeasure& tm, bool brief = false) {
    const GameSystem& sys = in.system;
    const Profile& pr = cu.unit->unit.effective();
    const Color mute = muted(t);
    std::vector<Block> out;
    const Style small{Face::Regular, z.of(t.small_size), mute};
    const Style small_bold{Face::Bold, z.of(t.small_size), t.text};

    // Troop type, the player's labels and the general, options and figures in small print.
    std::string kind;
    if (const TroopType* tt = sys.troop_type(pr.type)) kind = tt->name + (tt->text.empty() || brief ? "" : ". " + tt->text);
    lines_to_blocks(out, tm, small, kind, w);
    std::string who;
    for (const auto& l : cu.labels) who += (who.empty() ? "‘" : ", ‘") + l + "’";
    if (cu.general) who += (who.empty() ? "" : "  ·  ") + L("with_general");
    lines_to_blocks(out, tm, small_bold, who, w);
    // Options not printed below under the same name as a characteristic with its rule: listing those
    // twice cost a Medieval card the lines that kept it on one card.
    std::set<std::string> printed;
    for (const auto& tr : pr.traits) {
        printed.insert(trait_text(tr, sys));
        if (const Characteristic* c = sys.characteristic(tr.id)) printed.insert(c->name);
    }
    std::string opts;
    for (const auto& [o, cost] : cu.unit->unit.options)
        if (!printed.count(o->name)) opts += (opts.empty() ? "+ " : ", ") + o->name;
    if (cu.figures) opts = L("unit_figures", {{"count", num(*cu.figures)}}) + (opts.empty() ? "" : "  ·  " + opts);
    lines_to_blocks(out, tm, small_bold, opts, w);
    out.push_back({3, [](Page&, double, double) {}});

    // Stats, one box each.
    if (!sys.stats.empty()) {
        std::vector<std::pair<std::string, std::string>> cells;
        for (const auto& st : sys.stats) cells.emplace_back(st.heading(), pr.stat(st.id));
        out.push_back(box_row(tm, cells, w, small, {Face::Bold, z.of(t.heading_size * 1.2), t.text},
                              t.filled ? std::optional<Color>(t.fill) : std::nullopt, t.rule));
    }
    std::string values;
    for (const auto& uv : sys.unit_values)
        if (const auto v = unit_value(*cu.unit, uv))
            values +=
                (values.empty() ? "" : "  ·  ") + L("card_value", {{"name", uv.name}, {"stat", uv.stat}, {"value", num(*v)}});
    // Protection and movement where the system's data gives them (Medieval & Dark Age).
    const UnitReference& ref = cu.reference;
    if (ref.protection) values += (values.empty() ? "" : "  ·  ") + L("card_protection", {{"value", num(*ref.protection)}});
    if (ref.horse_protection)
        values += (values.empty() ? "" : "  ·  ") + L("card_horse_protection", {{"value", num(*ref.horse_protection)}});
    if (!ref.move.empty())
        values += (values.empty() ? "" : "  ·  ") +
                  L("card_movement", {{"move", ref.move},
                                      {"charge", ref.charge.empty() ? std::string("none") : ref.charge},
                                      {"rule", ref.movement_rule.empty() ? std::string("none") : ref.movement_rule}});
    lines_to_blocks(out, tm, {Face::Regular, z.of(t.small_size), t.text}, values, w);

    // Weapons with their firing line, then the other characteristics. A characteristic's name, its
    // firing line and the first line of its text are one block, so that a name never ends a card.
    const std::vector<std::string> bands = firing_bands(sys);
    const std::string legend = firing_legend(sys);
    const Style name_style{Face::Bold, z.of(t.body_size), t.accent};
    const Style body{Face::Regular, z.of(t.small_size), t.text};
    for (int pass = 0; pass < 2; ++pass) {
        for (const auto& tr : pr.traits) {
            const Characteristic* c = sys.characteristic(tr.id);
            const bool weapon = c && c->kind == "weapon";
            if (weapon != (pass == 0)) continue;
            std::vector<Block> parts;
            parts.push_back({2, [](Page&, double, double) {}});
            const std::string rule = c ? rule_reference(L, c->rule) : std::string();
            const double rw = tm.text_width(small.face, small.size, rule);
            const Wrapped name = wrap(tm, trait_text(tr, sys), name_style.face, name_style.size, w - rw - 4, name_style.size);
            parts.push_back({static_cast<double>(name.lines.size()) * name_style.leading(),
                             [&tm, name, name_style, small, rule, w, rw](Page& pg, double x, double y) {
                                 add_text(pg, tm, x + w - rw, y + name_style.size, small, rule);
                                 for (const auto& line : name.lines) {
                                     add_text(pg, tm, x, y + name_style.size, name_style, line);
                                     y += name_style.leading();
                                 }
                             }});
            if (weapon && !c->firing.empty()) {
                std::vector<std::pair<std::string, std::string>> cells;
                for (std::size_t i = 0; i < c->firing.size(); ++i)
                    cells.emplace_back(i < bands.size() ? bands[i] : std::to_string(i + 1), c->firing[i]);
                parts.push_back(box_row(tm, cells, w, small, {Face::Bold, z.of(t.body_size), t.text}, std::nullopt, t.rule));
                // Split values ("-1/0") need the key the table gives, under the boxes.
                if (std::any_of(c->firing.begin(), c->firing.end(),
                                [](const std::string& v) { return v.find('/') != std::string::npos; }))
                    lines_to_blocks(parts, tm, small, legend, w);
            }
            std::vector<Block> text;
            if (c) lines_to_blocks(text, tm, body, c->text, w);
            if (!text.empty()) parts.push_back(text.front());
            double h = 0;
            for (const auto& p : parts) h += p.height;
            out.push_back({h, [parts](Page& pg, double x, double y) {
                               for (const auto& p : parts) {
                                   p.draw(pg, x, y);
                                   y += p.height;
                               }
                           }});
            for (std::size_t i = 1; i < text.size(); ++i) {
                out.push_back(text[i]);
                out.back().joined = true;
            }
        }
    }
    return out;
}

/// The title band: type and name (wrapping, never shrinking below the floor), points on the right.
struct Title {
    Wrapped lines;
    Style style;
    std::string points;
    Style points_style;
    double height = 0;
};

Title card_title(const CardUnit& cu, double w, CardSizes z, bool continued, const RosterInput& in, const Template& t,
                 const Labels& L, const TextMeasure& tm) {
    const Profile& pr = cu.unit->unit.effective();
    const Color on = t.filled ? Color{1, 1, 1} : t.accent;  // white on the band, or the accent colour saving ink
    Title ti;
    ti.points_style = {Face::Regular, z.of(t.body_size), on};
    // Points only where the system counts them (a point-less army's cards never say "0 pts"), once per unit (not on its continuation cards).
    if (in.system.counts_points && !continued) ti.points = L("card_points", {{"points", num(cu.unit->unit.cost)}});
    const double pw = ti.points.empty() ? 0 : tm.text_width(ti.points_style.face, ti.points_style.size, ti.points) + 6;
    std::string title = pr.type + "  " + pr.name;
    if (continued) title = L("card_continued", {{"title", title}});
    ti.style = {Face::Bold, z.of(t.heading_size), on};
    ti.lines = wrap(tm, title, ti.style.face, ti.style.size, w - pw, ti.style.size);
    ti.height = static_cast<double>(ti.lines.lines.size()) * ti.style.leading() + ti.style.size * 0.8;
    return ti;
}

void draw_title(Page& pg, const Title& ti, Rect card, const Template& t, const TextMeasure& tm) {
    if (t.filled) pg.boxes.push_back({card.x, card.y, card.w, ti.height, 0, t.accent, std::nullopt});
    else pg.lines.push_back({card.x + kPad, card.y + ti.height - 1, card.right() - kPad, card.y + ti.height - 1, 1.2, t.accent});
    double y = card.y + ti.style.size * 0.4;
    if (!ti.points.empty())
        add_text(pg, tm, card.right() - kPad - tm.text_width(ti.points_style.face, ti.points_style.size, ti.points),
                 y + ti.style.size, ti.points_style, ti.points);
    for (const auto& line : ti.lines.lines) {
        add_text(pg, tm, card.x + kPad, y + ti.style.size, ti.style, line);
        y += ti.style.leading();
    }
}

/// A card's content split over as many cards as it needs: each part is a list of blocks.
/// A rule that does not fit goes over whole, its name with its text, unless it is all a card holds.
std::vector<std::vector<Block>> split(const std::vector<Block>& blocks, double first_room, double room) {
    std::vector<std::vector<Block>> parts(1);
    double used = 0;
    for (const auto& b : blocks) {
        if (used + b.height > (parts.size() == 1 ? first_room : room) && !parts.back().empty()) {
            auto& last = parts.back();
            std::vector<Block> next;
            double carried = 0;
            if (b.joined) {
                auto head = last.end();
                while (head != last.begin() && (head - 1)->joined) --head;
                if (head != last.begin()) --head;  // the block that began the paragraph: its name and first line
                for (auto it = head; it != last.end(); ++it) carried += it->height;
                if (head != last.begin() && carried + b.height <= room) {
                    next.assign(head, last.end());
                    last.erase(head, last.end());
                } else {
                    carried = 0;
                }
            }
            parts.push_back(std::move(next));
            used = carried;
        }
        parts.back().push_back(b);
        used += b.height;
    }
    return parts;
}

/// The grid of cards on a page: the columns and rows for `n` cards that lets them be largest (never
/// larger than the template's card), then the most square, then with the fewest empty places, then
/// with the widest margin (room for cut marks on every side).
struct Grid {
    int cols = 0, rows = 0;
    double scale = 0;
};

Grid card_grid(int n, double page_w, double page_h, double margin, double card_w, double card_h) {
    Grid best;
    for (int cols = 1; cols <= n; ++cols) {
        const int rows = (n + cols - 1) / cols;
        const double scale = std::min({1.0, (page_w - 2 * margin) / (cols * card_w), (page_h - 2 * margin) / (rows * card_h)});
        auto rank = [&](const Grid& g) {
            const double margin = std::min(page_w - g.cols * card_w * g.scale, page_h - g.rows * card_h * g.scale);
            return std::tuple(std::round(g.scale * 100), -std::abs(g.cols - g.rows), -(g.cols * g.rows - n), margin);
        };
        const Grid g{cols, rows, scale};
        if (best.cols == 0 || rank(g) > rank(best)) best = g;
    }
    return best;
}

/// Short marks on every cut line, in the margin around the grid and never nearer than 5 mm to the
/// paper's edge; a side without room for them gets none (each card has its own outline).
void cut_marks(Page& pg, double gx, double gy, int cols, int rows, double cw, double ch, double page_w, double page_h, Color c) {
    const double gap = 2, edge = 5 * kMm;
    auto len = [&](double room) { return std::min(12.0, room - gap - edge); };
    const double top = len(gy), bottom = len(page_h - gy - rows * ch), left = len(gx), right = len(page_w - gx - cols * cw);
    for (int i = 0; i <= cols; ++i) {
        const double lx = gx + i * cw;
        if (top >= 3) pg.lines.push_back({lx, gy - gap - top, lx, gy - gap, 0.4, c});
        if (bottom >= 3) pg.lines.push_back({lx, gy + rows * ch + gap, lx, gy + rows * ch + gap + bottom, 0.4, c});
    }
    for (int i = 0; i <= rows; ++i) {
        const double ly = gy + i * ch;
        if (left >= 3) pg.lines.push_back({gx - gap - left, ly, gx - gap, ly, 0.4, c});
        if (right >= 3) pg.lines.push_back({gx + cols * cw + gap, ly, gx + cols * cw + gap + right, ly, 0.4, c});
    }
}

}  // namespace

Document layout_cards(const RosterInput& in, const Template& t, const TextMeasure& tm, const i18n::Messages& msg) {
    const Labels L(msg);
    const HyphenationLanguage hyphenation(L.language());  // long words break by the reader's rules
    Document doc;
    std::tie(doc.width, doc.height) = paper_size(t.paper);
    const std::string army = in.roster.name.empty() ? in.list.name : in.roster.name;
    doc.title = army + " — " + L("cards_title");
    doc.subject = L("cards_title");
    doc.author = in.roster.player;  // empty when the roster names no player
    doc.language = L.language();
    doc.created = in.roster.created;

    const double margin = std::min({t.margin_left, t.margin_right, t.margin_top, t.margin_bottom});
    const Grid grid = card_grid(std::max(1, t.per_page), doc.width, doc.height, margin, t.card_width, t.card_height);
    // Smaller cards than this would hold too little text at 6 pt to be worth cutting out.
    if (t.per_page < 1 || grid.scale < 0.75) {
        int max = 0;
        for (int n = 1; n <= 30; ++n)
            if (card_grid(n, doc.width, doc.height, margin, t.card_width, t.card_height).scale >= 0.75) max = n;
        throw TemplateError(L("cards_do_not_fit", {{"count", num(t.per_page)}, {"max", num(max)}}));
    }
    const int cols = grid.cols, rows = grid.rows;
    const double cw = t.card_width * grid.scale, ch = t.card_height * grid.scale;
    const double gx = (doc.width - cols * cw) / 2, gy = (doc.height - rows * ch) / 2;
    const double w = cw - 2 * kPad;

    const std::vector<CardUnit> cards = distinct_units(in.verdict.summary, in.roster, in.system);
    const Style foot{Face::Regular, std::max(kMinTextSize, t.small_size * 0.95), muted(t)};
    auto footer_of = [&](const CardUnit& cu) {
        return wrap(tm, L("card_footer", {{"count", num(cu.count)}, {"army", army}}), foot.face, foot.size, w, foot.size);
    };
    // The room below the title band, above the footer.
    auto room = [&](const CardUnit& cu, CardSizes z, bool continued) {
        return ch - card_title(cu, w, z, continued, in, t, L, tm).height - 4 -
               static_cast<double>(footer_of(cu).lines.size()) * foot.leading() - kPad;
    };
    auto parts = [&](const CardUnit& cu, CardSizes z, bool brief = false) {
        return split(card_blocks(cu, w, z, in, t, L, tm, brief), room(cu, z, false), room(cu, z, true));
    };

    // One size for the deck: the largest (up to 130 %) at which every card that fits at the template's
    // size fits. A fuller card is set at its own largest size that fits, never under the floor, so that
    // it does not shrink the deck; only a card too full even at 6 pt goes on over further cards.
    std::vector<double> steps;
    for (double s = 1.3; s > 0.3; s -= 0.05) steps.push_back(s);
    auto fits = [&](const CardUnit& cu, std::size_t i) { return parts(cu, CardSizes{steps[i]}).size() == 1; };
    const auto template_step = static_cast<std::size_t>(std::lround((1.3 - 1.0) / 0.05));
    std::vector<const CardUnit*> fitting;
    for (const auto& cu : cards)
        if (fits(cu, template_step)) fitting.push_back(&cu);
    // Binary search over the steps: a card that fits at one size fits at every smaller one.
    auto largest = [&](const std::vector<const CardUnit*>& of, std::size_t lo) {
        std::size_t hi = steps.size() - 1;
        while (lo < hi) {
            const std::size_t mid = (lo + hi) / 2;
            if (std::all_of(of.begin(), of.end(), [&](const CardUnit* cu) { return fits(*cu, mid); })) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    };
    const std::size_t deck = largest(fitting, 0);
    auto size_of = [&](const CardUnit& cu) { return CardSizes{steps[fits(cu, deck) ? deck : largest({&cu}, deck)]}; };

    int slot = 0;
    auto next_card = [&]() -> Rect {
        if (slot % t.per_page == 0) {
            doc.pages.emplace_back();
            if (t.cut_marks) cut_marks(doc.pages.back(), gx, gy, cols, rows, cw, ch, doc.width, doc.height, t.text);
        }
        const int i = slot++ % t.per_page;
        return {gx + (i % cols) * cw, gy + (i / cols) * ch, cw, ch};
    };
    for (const auto& cu : cards) {
        const CardSizes z = size_of(cu);
        auto pieces = parts(cu, z);
        // Too full even at the floor: the troop type's description gives way before a continuation card.
        if (pieces.size() > 1)
            if (auto brief = parts(cu, z, true); brief.size() < pieces.size()) pieces = std::move(brief);
        const Wrapped footer = footer_of(cu);
        for (std::size_t k = 0; k < pieces.size(); ++k) {
            const Rect card = next_card();
            Page& pg = doc.pages.back();
            pg.boxes.push_back({card.x, card.y, card.w, card.h, 0.5, std::nullopt, t.rule});
            pg.frames.push_back({card.x, card.y, card.w, card.h});
            const Title ti = card_title(cu, w, z, k > 0, in, t, L, tm);
            draw_title(pg, ti, card, t, tm);
            double y = card.y + ti.height + 4;
            for (const auto& b : pieces[k]) {
                b.draw(pg, card.x + kPad, y);
                y += b.height;
            }
            double fy = card.bottom() - kPad - static_cast<double>(footer.lines.size() - 1) * foot.leading();
            for (const auto& line : footer.lines) {
                add_text(pg, tm, card.x + kPad, fy, foot, line);
                fy += foot.leading();
            }
        }
    }
    if (doc.pages.empty()) {
        doc.pages.emplace_back();
        const std::string note = L("no_units", {{"army", army}});
        const double width = doc.width - t.margin_left - t.margin_right;
        const Wrapped wn = wrap(tm, note, Face::Bold, t.heading_size, width, kMinTextSize);
        double y = t.margin_top + t.heading_size;
        for (const auto& line : wn.lines) {
            add_text(doc.pages.back(), tm, t.margin_left, y, {Face::Bold, wn.size, t.text}, line);
            y += wn.size * 1.22;
        }
    }
    return doc;
}

}  // namespace muster::print
