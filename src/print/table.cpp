// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/table.h"

#include <algorithm>

namespace muster::print {

namespace {

double tick_gap(const TableStyle& s) {
    return s.size * 0.3;
}

/// Tick boxes shrink (to 5 pt) so that a unit's boxes stay on one line; more than that wrap.
double tick_size(const TableStyle& s, int ticks, double inner) {
    return std::clamp((inner + tick_gap(s)) / std::max(1, ticks) - tick_gap(s), 5.0, s.size * 0.95);
}

int ticks_per_line(const TableStyle& s, int ticks, double inner) {
    return std::max(1, static_cast<int>((inner + tick_gap(s)) / (tick_size(s, ticks, inner) + tick_gap(s)) + 1e-9));
}

struct CellLayout {
    Wrapped text;
    int tick_lines = 0;
    double height = 0;
};

CellLayout layout_cell(const TextMeasure& tm, const TableStyle& s, const Cell& c, double width, double size, Face face) {
    CellLayout l;
    const double inner = std::max(1.0, width - 2 * s.padding);
    if (!c.text.empty()) l.text = wrap(tm, c.text, face, size, inner, s.min_size, kMaxCellLines);
    else l.text.size = size;
    const double leading = l.text.size * 1.2;
    l.height = static_cast<double>(l.text.lines.size()) * leading;
    if (c.ticks > 0) {
        const int per = ticks_per_line(s, c.ticks, inner);
        l.tick_lines = (c.ticks + per - 1) / per;
        l.height += l.tick_lines * (tick_size(s, c.ticks, inner) + tick_gap(s)) + (l.text.lines.empty() ? 0 : tick_gap(s));
    }
    l.height += 2 * s.padding;
    return l;
}

Cell header_cell(const TableColumn& c) {
    return Cell{c.header, Face::Bold, 0, 0, std::nullopt};
}

double draw_row(Flow& flow, const Table& t, double indent, const std::vector<Cell>& cells, double size, std::optional<Color> fill,
                Color color) {
    const TextMeasure& tm = flow.measure();
    const TableStyle& s = t.style;
    std::vector<CellLayout> layouts;
    double h = 0;
    for (std::size_t i = 0; i < t.columns.size(); ++i) {
        const Cell c = i < cells.size() ? cells[i] : Cell{};
        layouts.push_back(layout_cell(tm, s, c, t.columns[i].width, size, c.face));
        h = std::max(h, layouts.back().height);
    }
    const double top = flow.y();
    const double x0 = flow.x() + indent;
    double x = x0, width = 0;
    for (const auto& col : t.columns) width += col.width;
    if (fill) flow.box({x, top, width, h}, 0, fill, std::nullopt);
    for (std::size_t i = 0; i < t.columns.size(); ++i) {
        const TableColumn& col = t.columns[i];
        const Cell c = i < cells.size() ? cells[i] : Cell{};
        const CellLayout& l = layouts[i];
        flow.page().frames.push_back({x, top, col.width, h});
        Style st{c.face, l.text.size, c.color.value_or(color)};
        double y = top + s.padding;
        for (const auto& line : l.text.lines) {
            const double base = y + st.size * 0.95;
            if (col.align == Align::Right) flow.text_right(x + col.width - s.padding, base, st, line);
            else if (col.align == Align::Centre) flow.text_centred(x + col.width / 2, base, st, line);
            else flow.text(x + s.padding, base, st, line);
            y += st.size * 1.2;
        }
        if (c.ticks > 0) {
            if (!l.text.lines.empty()) y += tick_gap(s);
            const double inner = col.width - 2 * s.padding;
            const int per = ticks_per_line(s, c.ticks, inner);
            const double ts = tick_size(s, c.ticks, inner);
            for (int k = 0; k < c.ticks; ++k) {
                const double bx = x + s.padding + (k % per) * (ts + tick_gap(s));
                const double by = y + (k / per) * (ts + tick_gap(s));
                std::optional<Color> mark;
                if (k + 1 == c.marked) mark = s.tick_mark;
                flow.box({bx, by, ts, ts}, 0.6, mark, color);
            }
        }
        x += col.width;
    }
    flow.line(x0, top + h, x0 + width, top + h, 0.3, s.rule);
    flow.advance(h);
    return h;
}

std::vector<Cell> header_cells(const Table& t) {
    std::vector<Cell> cells;
    for (const auto& c : t.columns) cells.push_back(header_cell(c));
    return cells;
}

}  // namespace

double header_height(const TextMeasure& tm, const Table& t) {
    double h = 0;
    for (const auto& c : t.columns)
        h = std::max(h, layout_cell(tm, t.style, header_cell(c), c.width, t.style.header_size, Face::Bold).height);
    return h;
}

double row_height(const TextMeasure& tm, const Table& t, const TableRow& row) {
    double h = 0;
    for (std::size_t i = 0; i < t.columns.size() && i < row.cells.size(); ++i)
        h = std::max(h, layout_cell(tm, t.style, row.cells[i], t.columns[i].width, t.style.size, row.cells[i].face).height);
    return h;
}

double table_height(const TextMeasure& tm, const Table& t) {
    double h = header_height(tm, t);
    for (const auto& row : t.rows) h += row_height(tm, t, row);
    return h;
}

void place_table(Flow& flow, const Table& t, double indent) {
    const TextMeasure& tm = flow.measure();
    const double hh = header_height(tm, t);
    auto header = [&] {
        draw_row(flow, t, indent, header_cells(t), t.style.header_size, t.style.header_fill, t.style.header_text);
    };
    flow.keep(hh + (t.rows.empty() ? 0 : row_height(tm, t, t.rows.front())));
    header();
    for (const auto& row : t.rows) {
        const double h = row_height(tm, t, row);
        if (h > flow.remaining()) {
            flow.next();
            header();
        }
        draw_row(flow, t, indent, row.cells, t.style.size, row.fill, t.style.text);
    }
}

}  // namespace muster::print
