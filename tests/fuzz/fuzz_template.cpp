// SPDX-License-Identifier: GPL-3.0-or-later
// A print template from any bytes: loaded as each kind, then the checked example laid out with it.
#include "fuzz_common.h"

#include "i18n/messages.h"
#include "print/layouts.h"
#include "print/pdf_writer.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace muster;
    static const i18n::Messages messages(std::filesystem::path(MUSTER_DATA_DIR) / "i18n", "en");
    static print::PdfWriter measure(print::find_font(MUSTER_DATA_DIR), print::find_font(MUSTER_DATA_DIR, true));
    static const Roster roster = fuzz::example();
    const ArmyList& list = *fuzz::library().list(roster.list);
    const GameSystem& system = *fuzz::library().system(roster.system);
    static const Verdict verdict = check(roster, list, system);
    const auto file = fuzz::as_file(data, size, "template.xml");
    for (const char* kind : {"roster", "cards", "sheet"}) {
        try {
            print::Template t = print::load_template(file, kind);
            if (t.paper == print::Paper::Auto) t.paper = print::Paper::A4;
            const print::RosterInput in{roster, list, system, verdict, xml::roster_fingerprint(roster)};
            const std::string k = kind;
            if (k == "roster") print::layout_roster(in, t, measure, messages);
            else if (k == "cards") print::layout_cards(in, t, measure, messages);
            else print::layout_sheet(system, t, measure, messages);
        } catch (const print::TemplateError&) {
            // A refused template is the right answer to bad bytes.
        }
    }
    return 0;
}
