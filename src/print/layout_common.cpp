// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/layout_common.h"

#include <algorithm>

namespace muster::print {

TableStyle table_style(const Template& t) {
    TableStyle s;
    s.size = t.body_size;
    s.header_size = t.small_size;
    s.min_size = std::min(t.small_size, t.body_size) * 0.8;
    s.text = t.text;
    s.header_text = t.text;
    s.header_fill = t.fill;
    s.rule = t.rule;
    return s;
}

Color muted(const Template& t) { return {(t.text.r + 1) / 2.2, (t.text.g + 1) / 2.2, (t.text.b + 1) / 2.2}; }

void heading_band(Flow& f, const Template& t, const std::string& left, const std::string& right) {
    const double h = t.heading_size * 1.7;
    f.box({f.x(), f.y(), f.width(), h}, 0, t.accent, std::nullopt);
    const Color white{1, 1, 1};
    const Style rs{Face::Regular, t.body_size, white};
    const double rw = f.measure().text_width(rs.face, rs.size, right);
    const double base = f.y() + h / 2 + t.heading_size * 0.35;
    f.text(f.x() + 4, base, {Face::Bold, fit_size(f.measure(), Face::Bold, t.heading_size, left, f.width() - rw - 16), white}, left);
    f.text_right(f.x() + f.width() - 4, base, rs, right);
    f.advance(h);
}

Rect content_area(const Document& doc, const Template& t) {
    return {t.margin_left, t.margin_top, doc.width - t.margin_left - t.margin_right, doc.height - t.margin_top - t.margin_bottom - t.small_size * 2.5};
}

void page_footers(Document& doc, const Template& t, const TextMeasure& tm, const Labels& L, const std::string& left) {
    add_page_footers(doc, tm, {Face::Regular, t.small_size, muted(t)}, doc.height - t.margin_bottom, t.margin_left, doc.width - t.margin_right, left,
                     [&](int page, int pages) { return L("page_of", {{"page", num(page)}, {"pages", num(pages)}}); });
}

}  // namespace muster::print
