// SPDX-License-Identifier: GPL-3.0-or-later
// Print layouts read at run time from templates/*.xml (schema/template.xsd): paper, margins, font
// sizes, colours, roster columns, card size and cards per page.
#pragma once
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "print/document.h"

namespace muster::print {

enum class Paper { Auto, A4, Letter };

/// A4 unless the locale's territory uses US Letter (US, CA, MX, ...).
Paper paper_for_locale(const std::string& locale);
/// Page width and height in points.
std::pair<double, double> paper_size(Paper p);

struct RosterColumn {
    std::string id;    ///< type, unit, stats (one column per stat of the system), a stat id, points, details, losses
    double width = 0;  ///< points; 0 = takes the width left over
};

struct Template {
    std::string kind;  ///< roster, cards or sheet
    std::string file;
    Paper paper = Paper::Auto;
    double margin_top = 34, margin_right = 34, margin_bottom = 34, margin_left = 34;  ///< points
    double title_size = 16, heading_size = 10.5, body_size = 8, small_size = 6.5;
    Color text{0.1, 0.1, 0.1}, accent{0.42, 0.12, 0.12}, rule{0.6, 0.6, 0.6}, fill{0.94, 0.91, 0.86};
    Color legal{0.12, 0.42, 0.18}, illegal{0.7, 0.15, 0.12};
    bool filled = true;  ///< headings on filled bands and shaded header rows; false saves ink: no filled area
    std::vector<RosterColumn> columns;
    double card_width = 180, card_height = 252;  ///< points (poker: 63.5 x 88.9 mm)
    int per_page = 9;
    bool cut_marks = true;
    int sheet_columns = 2;
};

class TemplateError : public Failure {
public:
    /// `what`: a message already in the user's language, as the message's detail.
    explicit TemplateError(const std::string& what);
    /// What is wrong at `file`:`line`: `problem` and `args` make the translated message (template_invalid
    /// in the bundles); `english` is for what(), for logs.
    TemplateError(const std::string& file, int line, const char* problem, Args args, const std::string& english);
    /// A template that cannot be read at all (missing, a folder, too large).
    explicit TemplateError(const Failure& f) : Failure(f) {}
};

/// The contrast ratio of two colours (WCAG 2: 1 to 21); text needs 4.5 to be read in small print.
double contrast(Color a, Color b);

/// Reads a template. Throws TemplateError naming the file, the line and what is wrong, including
/// colours too light or too dark to read text in (Failure when it cannot be read at all); `kind` is
/// the kind the caller needs ("roster", "cards", "sheet").
Template load_template(const std::filesystem::path& file, const std::string& kind);

}  // namespace muster::print
