// SPDX-License-Identifier: GPL-3.0-or-later
// The one door to a printout, for every front end: the template with its paper settled, a writer with the
// data folder's fonts, the roster, its cards or its system's reference sheet laid out, and the PDF written.
#pragma once
#include <filesystem>
#include <memory>
#include <optional>

#include "print/layouts.h"
#include "print/pdf_writer.h"

namespace muster::print {

enum class Printout { Roster, Cards, Sheet };

/// "roster", "cards" or "sheet": the template's kind, and its file's name in templates/.
const char* kind_name(Printout what);

/// The paper of a template that leaves it to the locale: LC_PAPER, else the environment's locale (LC_ALL,
/// LC_MESSAGES, LANG). The paper is where the user lives, not the language Muster speaks to them.
Paper paper_from_environment();

struct PrintOptions {
    std::filesystem::path template_file;  ///< empty: templates/KIND.xml of the data folder
    std::optional<Paper> paper;           ///< before the template's own and the environment's
};

/// The template of a printout with its paper settled (A4 or Letter). Throws TemplateError.
Template printout_template(Printout what, const std::filesystem::path& data_dir, const PrintOptions& options = {});

/// A writer with the data folder's fonts and the fallback for scripts DejaVu lacks; it also measures text
/// for the layouts. Throws std::runtime_error with the "no_font" message when a font is missing.
std::unique_ptr<PdfWriter> pdf_writer(const std::filesystem::path& data_dir, const i18n::Messages& messages);

/// The pages of a printout: the roster or its cards from `roster`, or the reference sheet of `system`.
Document make_printout(Printout what, const RosterInput* roster, const GameSystem& system, const Template& layout,
                       const TextMeasure& measure, const i18n::Messages& messages);

/// Lays out a printout with the data folder's fonts and writes its PDF atomically to `out`; returns the
/// number of pages. Throws as the functions above, and std::runtime_error when the file cannot be written.
int write_printout(Printout what, const RosterInput* roster, const GameSystem& system, const Template& layout,
                   const std::filesystem::path& data_dir, const i18n::Messages& messages, const std::filesystem::path& out);

}  // namespace muster::print
