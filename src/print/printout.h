// SPDX-License-Identifier: GPL-3.0-or-later
// The one door to a printout for every front end (CLI, window, event report, web): template, paper,
// fonts, layout and PDF, so that the same roster prints the same wherever it is printed from.
#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "i18n/messages.h"
#include "print/layouts.h"
#include "print/pdf_writer.h"

namespace muster::print {

enum class Kind { Roster, Cards, Sheet };

/// "roster", "cards" or "sheet": the template's kind and the command's name.
const char* kind_name(Kind kind);

/// What a user may choose about a printout; everything else comes from the template.
struct PrintOptions {
    std::optional<Paper> paper;           ///< --paper; else the template's; else locale_paper()
    std::filesystem::path template_file;  ///< empty: <data>/templates/<kind>.xml
    std::optional<int> per_page;          ///< cards to a page, instead of the template's
};

/// The paper of the user's region: LC_PAPER, then LC_ALL, LC_MESSAGES, LANG (en_US prints on Letter),
/// never the interface language alone, which names no territory.
Paper locale_paper();

/// The template of `kind` with the options applied and the paper settled. Throws TemplateError (or a
/// Failure when the file cannot be read) with the file, line and what is wrong.
Template printout_template(Kind kind, const std::filesystem::path& data_dir, const PrintOptions& options = {});

/// Pages laid out by the writer whose fonts measured them.
struct Printout {
    std::unique_ptr<PdfWriter> writer;
    Document pages;

    /// The PDF (call once); the same printout always gives the same bytes. Throws Failure (pdf_failed).
    std::string bytes();
    /// Writes the PDF atomically (call once). Throws Failure (pdf_failed, file_unwritable) with the reason.
    void save(const std::filesystem::path& path);
};

/// A judged roster's printout on the template `t` (from printout_template: its kind says roster, cards
/// or, for the sheet, the roster's system), with the fonts of `data_dir`. Throws Failure (font_missing,
/// font_unreadable) or TemplateError when the layout cannot be made as asked (more cards than fit a page).
Printout make_printout(const Template& t, const RosterInput& in, const std::filesystem::path& data_dir, const i18n::Messages& messages);

/// A game system's quick reference sheet on the sheet template `t`, likewise.
Printout make_sheet(const Template& t, const GameSystem& system, const std::filesystem::path& data_dir, const i18n::Messages& messages);

}  // namespace muster::print
