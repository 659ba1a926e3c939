// SPDX-License-Identifier: GPL-3.0-or-later
// What the print fuzz targets share: a roster from any bytes, checked and printed as a whole PDF.
#pragma once
#include "fuzz_common.h"

#include "i18n/messages.h"
#include "print/layouts.h"
#include "print/pdf_writer.h"

namespace muster::fuzz {

inline const i18n::Messages& messages() {
    static const i18n::Messages m(std::filesystem::path(MUSTER_DATA_DIR) / "i18n", "en");
    return m;
}

inline print::Template shipped_template(const char* kind) {
    print::Template t =
        print::load_template(std::filesystem::path(MUSTER_DATA_DIR) / "templates" / (std::string(kind) + ".xml"), kind);
    if (t.paper == print::Paper::Auto) t.paper = print::Paper::A4;
    return t;
}

/// Lays out `doc` of the roster in `data` (when it reads and names an installed list) and renders the PDF.
template <class Layout>
int print_roster_bytes(const std::uint8_t* data, std::size_t size, const Layout& layout) {
    Diagnostics found;
    auto roster = xml::parse_roster(std::string(reinterpret_cast<const char*>(data), size), "fuzz.muster", found);
    if (!roster || has_errors(found)) return 0;
    const GameSystem* system = library().system(roster->system);
    const ArmyList* list = library().list(roster->list);
    if (!system || !list || list->system != system->id) return 0;
    const Verdict verdict = check(*roster, *list, *system);
    print::PdfWriter writer(print::find_font(MUSTER_DATA_DIR), print::find_font(MUSTER_DATA_DIR, true));
    const print::RosterInput in{*roster, *list, *system, verdict, xml::roster_fingerprint(*roster)};
    writer.render(layout(in, writer));
    if (writer.bytes().compare(0, 5, "%PDF-") != 0) __builtin_trap();
    return 0;
}

}  // namespace muster::fuzz
