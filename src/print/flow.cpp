// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/flow.h"

#include "print/hyphenate.h"

#include <algorithm>

namespace muster::print {

namespace {

std::vector<std::string> split(const std::string& text, char sep) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : text) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

/// Byte length of the UTF-8 sequence that starts with `c`.
std::size_t utf8_len(unsigned char c) {
    if (c >= 0xF0) return 4;
    if (c >= 0xE0) return 3;
    if (c >= 0xC0) return 2;
    return 1;
}

/// The longest head of `word` from byte `start` that fits `width` with its hyphen, at a hyphenation point
/// of the language, else (unavoidably) between characters: returns the end of the head and whether a
/// hyphen follows it. Never an empty head: one character always goes.
std::pair<std::size_t, bool> head_that_fits(const TextMeasure& tm, const std::string& word, std::size_t start,
                                            const BreakPoints& points, Face face, double size, double width) {
    for (std::size_t k = points.at.size(); k-- > 0;) {
        const std::size_t at = points.at[k];
        if (at <= start) break;
        if (tm.text_width(face, size, word.substr(start, at - start) + (points.hyphen[k] ? "-" : "")) <= width)
            return {at, points.hyphen[k]};
    }
    std::size_t end = start + std::min(utf8_len(static_cast<unsigned char>(word[start])), word.size() - start);
    for (std::size_t next = end; next < word.size(); end = next) {
        next = end + std::min(utf8_len(static_cast<unsigned char>(word[end])), word.size() - end);
        if (next >= word.size() || tm.text_width(face, size, word.substr(start, next - start) + "-") > width) break;
    }
    return {end, end < word.size()};
}

/// Lines of `words` no wider than `width`, a word wider than a line hyphenated across lines (its first
/// piece on the line before when it fits there).
std::vector<std::string> hyphenate_line(const TextMeasure& tm, const std::vector<std::string>& words, Face face, double size,
                                        double width) {
    std::vector<std::string> lines;
    std::string cur;
    const std::string& language = HyphenationLanguage::current();
    for (const auto& word : words) {
        if (word.empty()) continue;
        const std::string candidate = cur.empty() ? word : cur + " " + word;
        if (tm.text_width(face, size, candidate) <= width) {
            cur = candidate;
            continue;
        }
        if (tm.text_width(face, size, word) <= width) {
            lines.push_back(cur);
            cur = word;
            continue;
        }
        const BreakPoints points = hyphenation_points(word, language);
        std::size_t start = 0;
        while (start < word.size()) {
            const std::string rest = word.substr(start);
            const std::string prefix = cur.empty() ? std::string() : cur + " ";
            if (tm.text_width(face, size, prefix + rest) <= width) {
                cur = prefix + rest;
                break;
            }
            const double room = width - tm.text_width(face, size, prefix);
            auto [end, hyphen] = head_that_fits(tm, word, start, points, face, size, room);
            if (!cur.empty() &&
                tm.text_width(face, size, prefix + word.substr(start, end - start) + (hyphen ? "-" : "")) > width) {
                lines.push_back(cur);  // not even a piece fits after the words before it: a fresh line
                cur.clear();
                continue;
            }
            lines.push_back(prefix + word.substr(start, end - start) + (hyphen ? "-" : ""));
            cur.clear();
            start = end;
        }
    }
    if (!cur.empty()) lines.push_back(cur);
    return lines;
}

std::vector<std::string> wrap_at(const TextMeasure& tm, const std::string& text, Face face, double size, double width,
                                 bool& overflow) {
    std::vector<std::string> lines;
    for (const auto& para : split(text, '\n')) {
        std::string cur;
        for (const auto& word : split(para, ' ')) {
            if (word.empty()) continue;
            if (tm.text_width(face, size, word) > width) overflow = true;
            const std::string candidate = cur.empty() ? word : cur + " " + word;
            if (cur.empty() || tm.text_width(face, size, candidate) <= width) {
                cur = candidate;
            } else {
                lines.push_back(cur);
                cur = word;
            }
        }
        lines.push_back(cur);
    }
    return lines;
}

/// `text` cut to at most `max` bytes at a character boundary, "…" added when something was cut.
std::string cut(const std::string& text, std::size_t max) {
    if (text.size() <= max) return text;
    std::size_t end = max;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return text.substr(0, end) + "…";
}

/// `w` with at most `max` lines, the last ending in "…" (narrowed until it fits) when cut.
Wrapped at_most_lines(const TextMeasure& tm, Wrapped w, Face face, double width, std::size_t max) {
    if (w.lines.size() <= max) return w;
    w.lines.resize(max);
    std::string& last = w.lines.back();
    while (!last.empty() && tm.text_width(face, w.size, last + "…") > width) {
        // One character off the end: its continuation bytes, then its first byte.
        while (!last.empty() && (static_cast<unsigned char>(last.back()) & 0xC0) == 0x80) last.pop_back();
        if (!last.empty()) last.pop_back();
    }
    last += "…";
    return w;
}

}  // namespace

Wrapped wrap(const TextMeasure& tm, const std::string& whole, Face face, double size, double width, double min_size,
             std::size_t max_lines) {
    max_lines = std::max<std::size_t>(1, max_lines);
    // No more is read than the most lines can show.
    const std::string text = cut(whole, max_lines * kMaxLineBytes);
    min_size = std::max(min_size, std::min(size, kMinTextSize));  // never shrunk below the floor
    for (double s = size;; s = std::max(min_size, s - 0.5)) {
        bool overflow = false;
        auto lines = wrap_at(tm, text, face, s, width, overflow);
        if (!overflow) return at_most_lines(tm, {std::move(lines), s}, face, width, max_lines);
        if (s <= min_size) {
            // Still too wide at the smallest size: hyphenate the long words (flow.h).
            std::vector<std::string> broken;
            for (const auto& l : lines) {
                if (tm.text_width(face, s, l) <= width) broken.push_back(l);
                else
                    for (auto& piece : hyphenate_line(tm, split(l, ' '), face, s, width)) broken.push_back(std::move(piece));
            }
            return at_most_lines(tm, {std::move(broken), s}, face, width, max_lines);
        }
    }
}

Flow::Flow(Document& doc, const TextMeasure& tm, Rect area, int columns, double gap)
    : m_doc(doc), m_tm(tm), m_area(area), m_columns(std::max(1, columns)), m_gap(gap) {
    new_page();
}

Page& Flow::page() {
    return m_doc.pages[static_cast<std::size_t>(m_page)];
}

double Flow::width() const {
    return (m_area.w - m_gap * (m_columns - 1)) / m_columns;
}

double Flow::x() const {
    return m_area.x + m_column * (width() + m_gap);
}

void Flow::new_page() {
    m_doc.pages.emplace_back();
    m_page = static_cast<int>(m_doc.pages.size()) - 1;
    m_column = 0;
    m_top = m_area.y;
    m_y = m_top;
}

void Flow::reserve_top(double h) {
    m_top += h;
    m_y = std::max(m_y, m_top);
}

void Flow::next() {
    if (m_column + 1 < m_columns) {
        ++m_column;
        m_y = m_top;
    } else {
        new_page();
    }
    if (m_on_break) m_on_break();
}

void Flow::keep(double h) {
    if (m_y + h > bottom() && m_y > m_top) next();
}

double fit_size(const TextMeasure& tm, Face face, double size, const std::string& text, double width) {
    const double w = tm.text_width(face, size, text);
    // Widths scale linearly with the size; the 0.98 keeps rounding from tipping it over.
    return w <= width ? size : std::max(std::min(size, kMinTextSize), size * width / w * 0.98);
}

double add_text(Page& page, const TextMeasure& tm, double x, double baseline, const Style& s, const std::string& utf8) {
    if (utf8.empty()) return 0;
    const double w = tm.text_width(s.face, s.size, utf8);
    page.texts.push_back({x, baseline, s.size, s.face, s.color, utf8, w});
    return w;
}

double Flow::text(double x, double baseline, const Style& s, const std::string& utf8) {
    return add_text(page(), m_tm, x, baseline, s, utf8);
}

double Flow::text_right(double right, double baseline, const Style& s, const std::string& utf8) {
    return text(right - m_tm.text_width(s.face, s.size, utf8), baseline, s, utf8);
}

double Flow::text_centred(double centre, double baseline, const Style& s, const std::string& utf8) {
    return text(centre - m_tm.text_width(s.face, s.size, utf8) / 2, baseline, s, utf8);
}

void Flow::paragraph(const Style& s, const std::string& utf8, double indent) {
    const Wrapped w = wrap(m_tm, utf8, s.face, s.size, width() - indent, s.size * 0.75);
    Style st = s;
    st.size = w.size;
    for (const auto& l : w.lines) {
        keep(st.leading());
        text(x() + indent, m_y + st.size, st, l);
        m_y += st.leading();
    }
}

void Flow::line(double x1, double y1, double x2, double y2, double width, Color c) {
    page().lines.push_back({x1, y1, x2, y2, width, c});
}

void Flow::box(Rect r, double line_width, std::optional<Color> fill, std::optional<Color> stroke) {
    page().boxes.push_back({r.x, r.y, r.w, r.h, line_width, fill, stroke});
}

void add_page_footers(Document& doc, const TextMeasure& tm, const Style& s, double baseline, double left, double right,
                      const std::string& left_text, const std::function<std::string(int, int)>& page_of, const Style& mark_style,
                      const std::string& mark) {
    const int total = static_cast<int>(doc.pages.size());
    const double mw = mark.empty() ? 0 : tm.text_width(mark_style.face, mark_style.size, mark) + 8;
    for (int i = 0; i < total; ++i) {
        auto& page = doc.pages[static_cast<std::size_t>(i)];
        const std::string pn = page_of(i + 1, total);
        const double pw = tm.text_width(s.face, s.size, pn);
        page.texts.push_back({right - pw, baseline, s.size, s.face, s.color, pn, pw});
        if (!mark.empty())
            page.texts.push_back({left, baseline, mark_style.size, mark_style.face, mark_style.color, mark, mw - 8});
        if (!left_text.empty()) {
            // The left text gives way to the page number rather than run into it.
            const Wrapped w = wrap(tm, left_text, s.face, s.size, right - left - mw - pw - 12, s.size * 0.7);
            const std::string first = w.lines.empty() ? std::string() : w.lines.front();
            page.texts.push_back({left + mw, baseline, w.size, s.face, s.color, first, tm.text_width(s.face, w.size, first)});
        }
    }
}

}  // namespace muster::print
