// SPDX-License-Identifier: GPL-3.0-or-later
// Flowing content down pages and columns: a cursor, text with measured widths, wrapping, blocks kept together.
#pragma once
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "print/document.h"

namespace muster::print {

struct Style {
    Face face = Face::Regular;
    double size = 9;
    Color color;
    double leading() const { return size * 1.22; }
};

/// A rectangle on the page: left, top, width, height in points.
struct Rect {
    double x = 0, y = 0, w = 0, h = 0;
    double right() const { return x + w; }
    double bottom() const { return y + h; }
};

/// Text broken into lines that fit a width, and the size it had to be set in to fit.
struct Wrapped {
    std::vector<std::string> lines;
    double size = 0;
};

/// The most lines any text wraps to (a table cell: kMaxCellLines); a longer text ends its last line with
/// "…". No page is ever made of one name or label, however long (each line holds at most kMaxLineBytes,
/// so the rest is never read).
constexpr std::size_t kMaxWrappedLines = 40;
constexpr std::size_t kMaxCellLines = 12;
constexpr std::size_t kMaxLineBytes = 1024;

/// Breaks `text` at spaces (and at explicit newlines) to fit `width`. A word wider than the width
/// shrinks the whole text down to `min_size` (never under kMinTextSize); below that it is hyphenated
/// by the rules of the thread's HyphenationLanguage (print/hyphenate.h). At most `max_lines` lines.
Wrapped wrap(const TextMeasure& tm, const std::string& text, Face face, double size, double width, double min_size,
             std::size_t max_lines = kMaxWrappedLines);

/// The size, at most `size`, at which `text` fits on one line `width` points wide, but never under
/// kMinTextSize: check the width again and wrap when it still does not fit.
double fit_size(const TextMeasure& tm, Face face, double size, const std::string& text, double width);

/// Appends one line of text to a page; returns its measured width.
double add_text(Page& page, const TextMeasure& tm, double x, double baseline, const Style& s, const std::string& utf8);

class Flow {
public:
    /// Content goes into `area` on each page, in `columns` columns `gap` points apart.
    Flow(Document& doc, const TextMeasure& tm, Rect area, int columns = 1, double gap = 0);

    const TextMeasure& measure() const { return m_tm; }
    Page& page();
    int page_index() const { return m_page; }
    double x() const;
    double width() const;
    double y() const { return m_y; }
    double bottom() const { return m_page >= m_limit_from ? std::min(m_area.bottom(), m_limit) : m_area.bottom(); }
    double remaining() const { return bottom() - m_y; }
    void advance(double h) { m_y += h; }
    /// Moves to the next column, or to a new page after the last column.
    void next();
    /// Makes sure a block `h` points tall fits below the cursor (a block taller than a column goes to a fresh one).
    void keep(double h);
    /// Starts every column of the current page `h` points lower (room for a title across the columns).
    void reserve_top(double h);
    /// Ends the columns of page `from_page` and every later page at `y` (or the area's bottom, if that
    /// is higher up): balancing columns is flowing into shorter ones until the content needs a page more.
    void limit_bottom(int from_page, double y) { m_limit_from = from_page, m_limit = y; }
    /// Called after each new page or column starts, e.g. to repeat a table header.
    void on_break(std::function<void()> f) { m_on_break = std::move(f); }

    /// Draws one line of text; returns its measured width.
    double text(double x, double baseline, const Style& s, const std::string& utf8);
    /// Draws text right-aligned at `right`, or centred on `centre`.
    double text_right(double right, double baseline, const Style& s, const std::string& utf8);
    double text_centred(double centre, double baseline, const Style& s, const std::string& utf8);
    /// Draws wrapped text at the cursor across the column width and advances past it.
    void paragraph(const Style& s, const std::string& utf8, double indent = 0);
    void line(double x1, double y1, double x2, double y2, double width, Color c);
    void box(Rect r, double line_width, std::optional<Color> fill, std::optional<Color> stroke);

private:
    void new_page();

    Document& m_doc;
    const TextMeasure& m_tm;
    Rect m_area;
    int m_columns;
    double m_gap;
    int m_page = -1;
    int m_column = 0;
    double m_y = 0;
    double m_top = 0;  ///< where columns start on the current page
    int m_limit_from = 1 << 30;
    double m_limit = 0;
    std::function<void()> m_on_break;
};

/// Adds "page N of M" (and `left` text, after `mark` in its own style) below the content area of every page.
void add_page_footers(Document& doc, const TextMeasure& tm, const Style& s, double baseline, double left, double right,
                      const std::string& left_text, const std::function<std::string(int, int)>& page_of,
                      const Style& mark_style = {}, const std::string& mark = {});

}  // namespace muster::print
