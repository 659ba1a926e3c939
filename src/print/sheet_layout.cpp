// SPDX-License-Identifier: GPL-3.0-or-later
// The quick reference sheet: the game system's tables, flowed in columns, each table kept whole.
#include <algorithm>
#include <numeric>

#include "print/layout_common.h"
#include "print/layouts.h"

namespace muster::print {

namespace {

/// Column widths that fill `width`: every column gets its longest word, the rest goes to the columns
/// in proportion to how much more they would need to set their text on one line.
std::vector<double> column_widths(const TextMeasure& tm, const RefTable& rt, const TableStyle& s, double width) {
    const std::size_t n = rt.columns.size();
    std::vector<double> min(n, 0), natural(n, 0);
    auto measure = [&](std::size_t i, const std::string& text, Face face, double size) {
        const double whole = tm.text_width(face, size, text) + 2 * s.padding;
        natural[i] = std::max(natural[i], whole);
        // Short texts ("-1 to -4", "2 x its VD") read badly when broken: they keep their whole width.
        double longest = 0;
        std::size_t start = 0;
        while (start <= text.size()) {
            const std::size_t end = std::min(text.find(' ', start), text.size());
            longest = std::max(longest, tm.text_width(face, size, text.substr(start, end - start)) + 2 * s.padding);
            start = end + 1;
        }
        min[i] = std::max(min[i], whole <= width * 0.22 ? whole : longest);
    };
    for (std::size_t i = 0; i < n; ++i) measure(i, rt.columns[i], Face::Bold, s.header_size);
    for (const auto& row : rt.rows)
        for (std::size_t i = 0; i < n && i < row.size(); ++i) measure(i, row[i], i == 0 ? Face::Bold : Face::Regular, s.size);
    const double min_sum = std::accumulate(min.begin(), min.end(), 0.0);
    const double nat_sum = std::accumulate(natural.begin(), natural.end(), 0.0);
    std::vector<double> w(n);
    if (min_sum >= width) {
        for (std::size_t i = 0; i < n; ++i) w[i] = width * min[i] / min_sum;  // cells shrink their text to fit
    } else if (nat_sum <= width) {
        for (std::size_t i = 0; i < n; ++i) w[i] = natural[i] + (width - nat_sum) / static_cast<double>(n);
    } else {
        for (std::size_t i = 0; i < n; ++i) w[i] = min[i] + (width - min_sum) * (natural[i] - min[i]) / (nat_sum - min_sum);
    }
    return w;
}

}  // namespace

Document layout_sheet(const GameSystem& system, const Template& t, const TextMeasure& tm, const i18n::Messages& msg) {
    const Labels L(msg);
    Document doc;
    std::tie(doc.width, doc.height) = paper_size(t.paper);
    doc.title = L("sheet_title", {{"system", system.name}});
    doc.subject = L("sheet_footer");
    doc.author = system.publisher;
    doc.language = L.language();
    Flow f(doc, tm, content_area(doc, t), t.sheet_columns, 14);

    // Title across the columns of the first page.
    const Style title{Face::Bold, t.title_size, t.accent};
    f.text(t.margin_left, f.y() + title.size, title, doc.title);
    const Style sub{Face::Regular, t.small_size, muted(t)};
    const std::string by = L("sheet_subtitle", {{"system", system.name}, {"version", system.version}, {"publisher", system.publisher}});
    f.text_right(doc.width - t.margin_right, f.y() + title.size, sub, by);
    const double top = title.leading() + 4;
    f.line(t.margin_left, f.y() + top - 2, doc.width - t.margin_right, f.y() + top - 2, 0.8, t.accent);
    f.reserve_top(top + 6);

    TableStyle style = table_style(t);
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
        const Wrapped nw = wrap(tm, rt.note, note.face, note.size, f.width(), note.size * 0.75);
        const double band = t.heading_size * 1.7;
        f.keep(band + table_height(tm, tb) + (rt.note.empty() ? 0 : static_cast<double>(nw.lines.size()) * note.leading() + 3));
        heading_band(f, t, rt.title, rt.rule);
        place_table(f, tb);
        if (!rt.note.empty()) {
            f.advance(3);
            f.paragraph(note, rt.note);
        }
        f.advance(10);
    }
    page_footers(doc, t, tm, L, L("sheet_footer"));
    return doc;
}

}  // namespace muster::print
