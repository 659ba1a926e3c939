// SPDX-License-Identifier: GPL-3.0-or-later
// Tables flowed across pages: rows are never split, the header row repeats at the top of each page,
// and a cell's text wraps or shrinks so that it never runs outside its cell.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "print/flow.h"

namespace muster::print {

enum class Align { Left, Right, Centre };

struct Cell {
    std::string text;
    Face face = Face::Regular;
    int ticks = 0;                 ///< a row of empty boxes to tick (losses), drawn after the text
    int marked = 0;                ///< 1-based tick box drawn shaded (e.g. the loss that exhausts the unit); 0 for none
    std::optional<Color> color{};  ///< instead of the row's (a row a finding concerns, a total over budget)
};

struct TableColumn {
    std::string header;
    double width = 0;
    Align align = Align::Left;
};

struct TableRow {
    std::vector<Cell> cells;
    std::optional<Color> fill;
};

struct TableStyle {
    double size = 8;
    double header_size = 7;
    double min_size = 5;
    double padding = 2.5;
    Color text;
    Color header_text;
    std::optional<Color> header_fill = Color{0.9, 0.9, 0.9};  ///< none: an ink-saving template
    Color rule{0.6, 0.6, 0.6};
    Color tick_mark{0.75, 0.75, 0.75};
};

struct Table {
    std::vector<TableColumn> columns;
    std::vector<TableRow> rows;
    TableStyle style;
};

double header_height(const TextMeasure& tm, const Table& t);
double row_height(const TextMeasure& tm, const Table& t, const TableRow& row);

/// Places the table at the flow's cursor, `indent` points right of the column's left edge, continuing
/// on new pages as needed. The table is as wide as its columns.
void place_table(Flow& flow, const Table& t, double indent = 0);
/// Header and every row: the height the table needs when it fits on one page.
double table_height(const TextMeasure& tm, const Table& t);

}  // namespace muster::print
