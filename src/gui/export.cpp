// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/export.h"

#include <stdexcept>

#include "print/printout.h"
#include "xml/load.h"

namespace muster::gui {
namespace {

/// The printout of the open roster through the print library's one door.
print::Printout make(const Document& doc, Printout what, const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    if (!doc.has_roster()) throw std::runtime_error("no army is open");
    const print::Kind kind = what == Printout::Roster ? print::Kind::Roster : what == Printout::Cards ? print::Kind::Cards : print::Kind::Sheet;
    const print::RosterInput in{doc.roster(), doc.list(), doc.system(), doc.verdict(), xml::roster_fingerprint(doc.roster())};
    return print::make_printout(print::printout_template(kind, data_dir), in, data_dir, messages);
}

}  // namespace

print::Document layout_printout(const Document& doc, Printout what, const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    return make(doc, what, data_dir, messages).pages;
}

int export_pdf(const Document& doc, Printout what, const std::filesystem::path& data_dir, const i18n::Messages& messages,
               const std::filesystem::path& out) {
    print::Printout printout = make(doc, what, data_dir, messages);
    printout.save(out);
    return static_cast<int>(printout.pages.pages.size());
}

}  // namespace muster::gui
