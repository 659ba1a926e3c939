// SPDX-License-Identifier: GPL-3.0-or-later
// PDF export from the window, without wx: the same templates and layouts as `muster roster|cards|sheet`.
#pragma once
#include <filesystem>

#include "gui/document.h"
#include "i18n/messages.h"
#include "print/document.h"
#include "print/printout.h"

namespace muster::gui {

using print::Printout;

/// The pages export_pdf writes, for the print preview and the printer. Throws as export_pdf does.
print::Document layout_printout(const Document& doc, Printout what, const std::filesystem::path& data_dir,
                                const i18n::Messages& messages);

/// Writes the open roster (or its system's reference sheet) as a PDF, atomically, with the templates
/// and fonts of `data_dir` (print/printout.h: paper from LC_PAPER, then the environment's locale, as the
/// command line prints; not the interface language). Returns the number of
/// pages. Throws std::runtime_error with a reason the user can act on.
int export_pdf(const Document& doc, Printout what, const std::filesystem::path& data_dir, const i18n::Messages& messages,
               const std::filesystem::path& out);

/// The reference sheet of a game system alone: it needs no army (File › Export reference sheet with none
/// open). Throws as export_pdf does.
print::Document layout_sheet(const GameSystem& system, const std::filesystem::path& data_dir, const i18n::Messages& messages);
int export_sheet_pdf(const GameSystem& system, const std::filesystem::path& data_dir, const i18n::Messages& messages,
                     const std::filesystem::path& out);

}  // namespace muster::gui
