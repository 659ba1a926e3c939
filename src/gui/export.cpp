// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/export.h"

#include <cstdlib>
#include <memory>
#include <stdexcept>

#include "print/fingerprint.h"
#include "print/layouts.h"
#include "print/pdf_writer.h"
#include "xml/load.h"

namespace muster::gui {
namespace {

/// The writer with the fonts of `data_dir`, and the fallback for scripts DejaVu lacks, as the CLI
/// prints; it also measures text for the layouts.
std::unique_ptr<print::PdfWriter> make_writer(const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    const auto regular = print::find_font(data_dir), bold = print::find_font(data_dir, true);
    if (regular.empty() || bold.empty()) throw std::runtime_error(messages.get("print", "no_font", {{"dir", (data_dir / "fonts").string()}}));
    return std::make_unique<print::PdfWriter>(regular, bold, print::find_fallback_font(data_dir));
}

/// The template of `kind` ("roster", "cards", "sheet"), on the paper of LC_PAPER, then of the language.
print::Template template_of(const char* kind, const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    print::Template layout = print::load_template(data_dir / "templates" / (std::string(kind) + ".xml"), kind);
    if (layout.paper == print::Paper::Auto) {
        const char* lc_paper = std::getenv("LC_PAPER");
        layout.paper = print::paper_for_locale(lc_paper && *lc_paper ? lc_paper : messages.locale());
    }
    return layout;
}

print::Document layout_with(const Document& doc, Printout what, const std::filesystem::path& data_dir, const i18n::Messages& messages,
                            const print::TextMeasure& measure) {
    if (!doc.has_roster()) throw std::runtime_error("no army is open");
    const char* kind = what == Printout::Roster ? "roster" : what == Printout::Cards ? "cards" : "sheet";
    const print::Template layout = template_of(kind, data_dir, messages);
    const print::RosterInput in{doc.roster(), doc.list(), doc.system(), doc.verdict(), print::fingerprint(xml::roster_to_xml(doc.roster()))};
    return what == Printout::Roster  ? print::layout_roster(in, layout, measure, messages)
           : what == Printout::Cards ? print::layout_cards(in, layout, measure, messages)
                                     : print::layout_sheet(doc.system(), layout, measure, messages);
}

}  // namespace

print::Document layout_printout(const Document& doc, Printout what, const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    if (!doc.has_roster()) throw std::runtime_error("no army is open");
    return layout_with(doc, what, data_dir, messages, *make_writer(data_dir, messages));
}

int export_pdf(const Document& doc, Printout what, const std::filesystem::path& data_dir, const i18n::Messages& messages,
               const std::filesystem::path& out) {
    if (!doc.has_roster()) throw std::runtime_error("no army is open");
    const auto writer = make_writer(data_dir, messages);
    const print::Document pages = layout_with(doc, what, data_dir, messages, *writer);
    writer->render(pages);
    writer->save(out);
    return static_cast<int>(pages.pages.size());
}

print::Document layout_sheet(const GameSystem& system, const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    return print::layout_sheet(system, template_of("sheet", data_dir, messages), *make_writer(data_dir, messages), messages);
}

int export_sheet_pdf(const GameSystem& system, const std::filesystem::path& data_dir, const i18n::Messages& messages,
                     const std::filesystem::path& out) {
    const auto writer = make_writer(data_dir, messages);
    const print::Document pages = print::layout_sheet(system, template_of("sheet", data_dir, messages), *writer, messages);
    writer->render(pages);
    writer->save(out);
    return static_cast<int>(pages.pages.size());
}

}  // namespace muster::gui
