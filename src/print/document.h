// SPDX-License-Identifier: GPL-3.0-or-later
// The page model: positioned text runs with measured widths, lines and boxes, page by page.
// Coordinates are PDF points from the top-left corner of the page, y growing downwards.
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace muster::print {

struct Color {
    double r = 0, g = 0, b = 0;
    bool operator==(const Color&) const = default;
};

enum class Face { Regular, Bold };

struct TextRun {
    double x = 0, baseline = 0;
    double size = 10;
    Face face = Face::Regular;
    Color color;
    std::string text;  ///< UTF-8
    double width = 0;  ///< measured with the font that draws it
};

struct Line {
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    double width = 0.5;
    Color color;
};

struct Box {
    double x = 0, y = 0, w = 0, h = 0;  ///< y is the top edge
    double line_width = 0.5;
    std::optional<Color> fill;
    std::optional<Color> stroke;
};

/// Where text must stay: a card, a table cell. Not drawn; the layout tests check every word against it.
struct Frame {
    double x = 0, y = 0, w = 0, h = 0;  ///< y is the top edge
};

struct Page {
    std::vector<Box> boxes;  ///< drawn first, so text and lines sit on top of fills
    std::vector<Line> lines;
    std::vector<TextRun> texts;
    std::vector<Frame> frames;
};

/// No text run is set smaller than this (points): the smallest size players can read at the table.
constexpr double kMinTextSize = 6.0;

struct Document {
    double width = 595.276, height = 841.89;
    std::string title;
    std::string author;    ///< the roster's player, when known
    std::string subject;   ///< what the document is: "Unit cards", "Quick reference sheet" ...
    std::string language;  ///< BCP 47 tag of the text, e.g. "de"
    std::string created;   ///< ISO date "YYYY-MM-DD" written as the creation date; empty for none
    std::vector<Page> pages;
};

/// Measures text as the backend will draw it.
class TextMeasure {
public:
    virtual ~TextMeasure() = default;
    virtual double text_width(Face face, double size, const std::string& utf8) const = 0;
};

}  // namespace muster::print
