// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/layout_common.h"

#include <algorithm>
#include <regex>

namespace muster::print {

std::string Labels::language() const {
    std::string tag = m_msg.locale().substr(0, m_msg.locale().find_first_of(".@"));
    std::replace(tag.begin(), tag.end(), '_', '-');
    return tag.empty() || tag == "C" || tag == "POSIX" ? "en" : tag;
}

TableStyle table_style(const Template& t) {
    TableStyle s;
    s.size = t.body_size;
    s.header_size = t.small_size;
    s.min_size = std::max(kMinTextSize, std::min(t.small_size, t.body_size) * 0.8);
    s.text = t.text;
    s.header_text = t.text;
    s.header_fill = t.filled ? std::optional<Color>(t.fill) : std::nullopt;
    s.rule = t.rule;
    return s;
}

Color muted(const Template& t) {
    return {(t.text.r + 1) / 2.2, (t.text.g + 1) / 2.2, (t.text.b + 1) / 2.2};
}

double heading_band_height(const TextMeasure& tm, const Template& t, double width, const std::string& left,
                           const std::string& right) {
    const double rw = tm.text_width(Face::Regular, t.body_size, right);
    const double size = fit_size(tm, Face::Bold, t.heading_size, left, width - rw - 16);
    const Wrapped w = wrap(tm, left, Face::Bold, size, width - rw - 16, size);
    return t.heading_size * 1.7 + static_cast<double>(w.lines.size() - 1) * w.size * 1.2;
}

void heading_band(Flow& f, const Template& t, const std::string& left, const std::string& right) {
    // White on a band of the accent colour, or (saving ink) the accent colour over a rule.
    const Color on = t.filled ? Color{1, 1, 1} : t.accent;
    const Style rs{Face::Regular, t.body_size, on};
    const double rw = f.measure().text_width(rs.face, rs.size, right);
    // The title is set smaller to fit beside the note, down to the floor, and then wraps.
    const double size = fit_size(f.measure(), Face::Bold, t.heading_size, left, f.width() - rw - 16);
    const Wrapped w = wrap(f.measure(), left, Face::Bold, size, f.width() - rw - 16, size);
    const double h = heading_band_height(f.measure(), t, f.width(), left, right);
    if (t.filled) f.box({f.x(), f.y(), f.width(), h}, 0, t.accent, std::nullopt);
    else f.line(f.x(), f.y() + h - 1, f.x() + f.width(), f.y() + h - 1, 1.2, t.accent);
    double base = f.y() + t.heading_size * 0.85 + t.heading_size * 0.35;
    f.text_right(f.x() + f.width() - 4, base, rs, right);
    for (const auto& line : w.lines) {
        f.text(f.x() + 4, base, {Face::Bold, w.size, on}, line);
        base += w.size * 1.2;
    }
    f.advance(h);
}

Rect content_area(const Document& doc, const Template& t) {
    return {t.margin_left, t.margin_top, doc.width - t.margin_left - t.margin_right,
            doc.height - t.margin_top - t.margin_bottom - t.small_size * 2.5};
}

void page_footers(Document& doc, const Template& t, const TextMeasure& tm, const Labels& L, const std::string& left,
                  const std::string& mark, Color mark_color) {
    add_page_footers(
        doc, tm, {Face::Regular, t.small_size, muted(t)}, doc.height - t.margin_bottom, t.margin_left, doc.width - t.margin_right,
        left,
        [&](int page, int pages) {
            return L("page_of", {{"page", num(page)}, {"pages", num(pages)}});
        },
        {Face::Bold, t.small_size, mark_color}, mark);
}

std::string rule_reference(const Labels& L, const std::string& rule) {
    static const std::regex page(R"(\bp\. ?(\d+))");
    std::string out;
    auto at = rule.cbegin();
    for (std::sregex_iterator m(rule.begin(), rule.end(), page), end; m != end; ++m) {
        out.append(at, (*m)[0].first);
        out += L("rule_page", {{"page", (*m)[1].str()}});
        at = (*m)[0].second;
    }
    return out.append(at, rule.cend());
}

}  // namespace muster::print
