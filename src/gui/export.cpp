// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/export.h"

#include <stdexcept>

#include "xml/load.h"

namespace muster::gui {

print::Document layout_printout(const Document& doc, Printout what, const std::filesystem::path& data_dir,
                                const i18n::Messages& messages) {
    if (!doc.has_roster()) throw std::runtime_error("no army is open");
    const auto writer = print::pdf_writer(data_dir, messages);
    const print::RosterInput in{doc.roster(), doc.list(), doc.system(), doc.verdict(), xml::roster_fingerprint(doc.roster())};
    return print::make_printout(what, &in, doc.system(), print::printout_template(what, data_dir), *writer, messages);
}

int export_pdf(const Document& doc, Printout what, const std::filesystem::path& data_dir, const i18n::Messages& messages,
               const std::filesystem::path& out) {
    if (!doc.has_roster()) throw std::runtime_error("no army is open");
    const print::RosterInput in{doc.roster(), doc.list(), doc.system(), doc.verdict(), xml::roster_fingerprint(doc.roster())};
    return print::write_printout(what, &in, doc.system(), print::printout_template(what, data_dir), data_dir, messages, out);
}

print::Document layout_sheet(const GameSystem& system, const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    const auto writer = print::pdf_writer(data_dir, messages);
    return print::make_printout(Printout::Sheet, nullptr, system, print::printout_template(Printout::Sheet, data_dir), *writer,
                                messages);
}

int export_sheet_pdf(const GameSystem& system, const std::filesystem::path& data_dir, const i18n::Messages& messages,
                     const std::filesystem::path& out) {
    return print::write_printout(Printout::Sheet, nullptr, system, print::printout_template(Printout::Sheet, data_dir), data_dir,
                                 messages, out);
}

}  // namespace muster::gui
