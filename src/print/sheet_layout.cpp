// SPDX-License-Identifier: GPL-3.0-or-later
// The quick reference sheet: the game system's tables, flowed in columns, each table kept whole. The
// text is set a little smaller (never under kMinTextSize) when that saves a page, the last page's
// columns are balanced, and a last page under a third full takes content from the pages before it.
#include <algorithm>
#include <numeric>

#include "print/hyphenate.h"
#include "print/layout_common.h"
#include "print/layouts.h"

namespace muster::print {

namespace {

constexpr double kGap = 14;        ///< between columns, points
constexpr double kSmallest = 0.8;  ///< the smallest share of the template's sizes tried to save a page (7.5 pt body: 6 pt)

/// How tall each row (the header first) of one column is when the column is `width` wide.
std::vector<double> column_heights(const TextMeasure& tm, const RefTable& rt, const TableStyle& s, std::size_t i, double width) {
    auto height = [&](const std::string& text, Face face, double size) {
        if (text.empty()) return 2 * s.padding;
        const Wrapped w = wrap(tm, text, face, size, width - 2 * s.padding, s.min_size);
        return static_cast<double>(w.lines.size()) * w.size * 1.2 + 2 * s.padding;
    };
    std::vector<double> h{height(rt.columns[i], Face::Bold, s.header_size)};
    for (const auto& row : rt.rows) h.push_back(i < row.size() ? height(row[i], i == 0 ? Face::Bold : Face::Regular, s.size) : 0);
    return h;
}

/// Column widths that fill `width`: every column gets its longest word (a short text such as "-1 to -4"
/// its whole width), then the rest goes, a slice at a time, to the column where it makes the table
/// shortest; what no column needs is shared in proportion to what the texts would take on one line.
std::vector<double> column_widths(const TextMeasure& tm, const RefTable& rt, const TableStyle& s, double width) {
    const std::size_t n = rt.columns.size();
    std::vector<double> min(n, 0), natural(n, 0);
    auto measure = [&](std::size_t i, const std::string& text, Face face, double size) {
        // Half a point more than the text: a cell exactly as wide as its word would break it on rounding.
        const double whole = tm.text_width(face, size, text) + 2 * s.padding + 0.5;
        natural[i] = std::max(natural[i], whole);
        double longest = 0;
        std::size_t start = 0;
        while (start <= text.size()) {
            const std::size_t end = std::min(text.find(' ', start), text.size());
            longest = std::max(longest, tm.text_width(face, size, text.substr(start, end - start)) + 2 * s.padding + 0.5);
            start = end + 1;
        }
        min[i] = std::max(min[i], whole <= width * 0.15 ? whole : longest);
    };
    for (std::size_t i = 0; i < n; ++i) measure(i, rt.columns[i], Face::Bold, s.header_size);
    for (const auto& row : rt.rows)
        for (std::size_t i = 0; i < n && i < row.size(); ++i) measure(i, row[i], i == 0 ? Face::Bold : Face::Regular, s.size);
    const double min_sum = std::accumulate(min.begin(), min.end(), 0.0);
    std::vector<double> w(n);
    if (min_sum >= width) {
        for (std::size_t i = 0; i < n; ++i) w[i] = width * min[i] / min_sum;  // cells shrink their text to fit
        return w;
    }
    w = min;
    std::vector<std::vector<double>> heights;
    for (std::size_t i = 0; i < n; ++i) heights.push_back(column_heights(tm, rt, s, i, w[i]));
    auto total = [&](std::size_t changed, const std::vector<double>& h) {
        double sum = 0;
        for (std::size_t r = 0; r < h.size(); ++r) {
            double row = 0;
            for (std::size_t i = 0; i < n; ++i) row = std::max(row, i == changed ? h[r] : heights[i][r]);
            sum += row;
        }
        return sum;
    };
    constexpr int kSlices = 16;
    const double slice = (width - min_sum) / kSlices;
    double spare = 0;
    for (int k = 0; k < kSlices; ++k) {
        const double now = total(n, {});
        std::size_t best = n;
        double best_height = now - 0.01;
        std::vector<double> best_h;
        for (std::size_t i = 0; i < n; ++i) {
            if (w[i] >= natural[i]) continue;
            auto h = column_heights(tm, rt, s, i, w[i] + slice);
            if (const double t = total(i, h); t < best_height) best = i, best_height = t, best_h = std::move(h);
        }
        if (best == n) {
            spare += slice;
            continue;
        }
        w[best] += slice;
        heights[best] = std::move(best_h);
    }
    // Width no column needed: to the columns still short of one line, else to all alike.
    double short_of = 0;
    for (std::size_t i = 0; i < n; ++i) short_of += std::max(0.0, natural[i] - w[i]);
    for (std::size_t i = 0; i < n; ++i)
        w[i] += short_of > 0 ? spare * std::max(0.0, natural[i] - w[i]) / short_of : spare / static_cast<double>(n);
    return w;
}

/// The template's sizes times `scale`, never under the floor.
Template scaled(const Template& t, double scale) {
    Template s = t;
    for (double* size : {&s.title_size, &s.heading_size, &s.body_size, &s.small_size})
        *size = std::max(kMinTextSize, *size * scale);
    return s;
}

/// The sheet at one set of sizes, its columns ending at `limit` from page `limit_from` on.
Document draw(const GameSystem& system, const Template& t, const TextMeasure& tm, const Labels& L, int limit_from, double limit) {
    Document doc;
    std::tie(doc.width, doc.height) = paper_size(t.paper);
    doc.title = L("sheet_title", {{"system", system.name}});
    doc.subject = L("sheet_footer");
    doc.author = system.publisher;
    doc.language = L.language();
    Flow f(doc, tm, content_area(doc, t), t.sheet_columns, kGap);
    f.limit_bottom(limit_from, limit);

    // Title across the columns of the first page, the edition on its right or, without room, below it.
    const double full = doc.width - t.margin_left - t.margin_right;
    const Style sub{Face::Regular, t.small_size, muted(t)};
    // "Medieval & Dark Age v11" names its edition already: no "v11 11".
    const bool named =
        !system.version.empty() && system.name.size() >= system.version.size() &&
        system.name.compare(system.name.size() - system.version.size(), system.version.size(), system.version) == 0;
    const std::string by =
        L("sheet_subtitle", {{"system", system.name},
                             {"version", named || system.version.empty() ? std::string("none") : system.version},
                             {"publisher", system.publisher}});
    const double bw = tm.text_width(sub.face, sub.size, by);
    const Wrapped title = wrap(tm, doc.title, Face::Bold, t.title_size, full, t.title_size);
    const Style ts{Face::Bold, title.size, t.accent};
    const bool beside = title.lines.size() == 1 && tm.text_width(ts.face, ts.size, title.lines.front()) + bw + 12 <= full;
    double y = f.y();
    for (const auto& line : title.lines) {
        f.text(t.margin_left, y + ts.size, ts, line);
        y += ts.leading();
    }
    if (beside) f.text_right(doc.width - t.margin_right, f.y() + ts.size, sub, by);
    else f.text(t.margin_left, (y += sub.leading()) - sub.size * 0.2, sub, by);
    const double top = y - f.y() + 2;
    f.line(t.margin_left, f.y() + top, doc.width - t.margin_right, f.y() + top, 0.8, t.accent);
    f.reserve_top(top + 8);

    const TableStyle style = table_style(t);
    for (const RefTable& rt : system.tables) {
        if (rt.columns.empty()) continue;
        Table tb;
        tb.style = style;
        const std::vector<double> widths = column_widths(tm, rt, style, f.width());
        for (std::size_t i = 0; i < rt.columns.size(); ++i) tb.columns.push_back({rt.columns[i], widths[i], Align::Left});
        for (const auto& row : rt.rows) {
            TableRow r;
            for (std::size_t i = 0; i < row.size(); ++i) r.cells.push_back(Cell{row[i], i == 0 ? Face::Bold : Face::Regular});
            tb.rows.push_back(std::move(r));
        }
        const Style note{Face::Regular, t.small_size, t.text};
        const Wrapped nw = wrap(tm, rt.note, note.face, note.size, f.width(), note.size);
        // The band, the table and its note are kept together in one column.
        const std::string rule = rule_reference(L, rt.rule);
        f.keep(heading_band_height(tm, t, f.width(), rt.title, rule) + table_height(tm, tb) +
               (rt.note.empty() ? 0 : static_cast<double>(nw.lines.size()) * note.leading() + 3));
        heading_band(f, t, rt.title, rule);
        place_table(f, tb);
        if (!rt.note.empty()) {
            f.advance(3);
            f.paragraph(note, rt.note);
        }
        f.advance(10);
    }
    return doc;
}

/// How full the last page's columns are, as a share of their height: the lowest box or text of each.
double last_page_fill(const Document& doc, const Template& t) {
    const Rect area = content_area(doc, t);
    const double cw = (area.w - kGap * (t.sheet_columns - 1)) / t.sheet_columns;
    std::vector<double> low(static_cast<std::size_t>(t.sheet_columns), area.y);
    auto mark = [&](double x, double bottom) {
        const auto c = static_cast<std::size_t>(std::clamp(static_cast<int>((x - area.x) / (cw + kGap)), 0, t.sheet_columns - 1));
        low[c] = std::max(low[c], bottom);
    };
    for (const auto& b : doc.pages.back().boxes) mark(b.x + 1, b.y + b.h);
    for (const auto& r : doc.pages.back().texts) mark(r.x, r.baseline);
    double used = 0;
    for (double l : low) used += l - area.y;
    return used / (area.h * t.sheet_columns);
}

}  // namespace

Document layout_sheet(const GameSystem& system, const Template& t, const TextMeasure& tm, const i18n::Messages& msg) {
    const Labels L(msg);
    const HyphenationLanguage hyphenation(L.language());  // long words break by the reader's rules
    constexpr int kNone = 1 << 30;
    // The largest sizes, down to kSmallest, that need the fewest pages.
    double scale = 1;
    Document doc = draw(system, t, tm, L, kNone, 0);
    for (double s = 0.95; s >= kSmallest - 1e-9 && doc.pages.size() > 1; s -= 0.05) {
        Document smaller = draw(system, scaled(t, s), tm, L, kNone, 0);
        if (smaller.pages.size() < doc.pages.size()) doc = std::move(smaller), scale = s;
    }
    const Template ts = scaled(t, scale);
    const int pages = static_cast<int>(doc.pages.size());
    const Rect area = content_area(doc, ts);
    // The shortest columns (from page `from` on) that still need no page more: a binary search.
    auto balance = [&](int from) {
        double lo = area.y, hi = area.bottom();
        for (int i = 0; i < 12; ++i) {
            const double mid = (lo + hi) / 2;
            if (static_cast<int>(draw(system, ts, tm, L, from, mid).pages.size()) == pages) hi = mid;
            else lo = mid;
        }
        return draw(system, ts, tm, L, from, hi);
    };
    doc = balance(pages - 1);
    // A last page under a third full takes its share from the pages before it.
    if (pages > 1 && last_page_fill(doc, ts) < 1.0 / 3) doc = balance(0);
    page_footers(doc, ts, tm, L, L("sheet_footer"));
    return doc;
}

}  // namespace muster::print
