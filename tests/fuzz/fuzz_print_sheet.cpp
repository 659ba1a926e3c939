// SPDX-License-Identifier: GPL-3.0-or-later
// A game system from any bytes, printed as the quick reference sheet with the shipped template.
#include "fuzz_print.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace muster;
    static const print::Template t = fuzz::shipped_template("sheet");
    Diagnostics found;
    const auto system = xml::load_system(fuzz::as_file(data, size, "system.xml"), found);
    if (!system || has_errors(found)) return 0;
    print::PdfWriter writer(print::find_font(MUSTER_DATA_DIR), print::find_font(MUSTER_DATA_DIR, true));
    writer.render(print::layout_sheet(*system, t, writer, fuzz::messages()));
    if (writer.bytes().compare(0, 5, "%PDF-") != 0) __builtin_trap();
    return 0;
}
