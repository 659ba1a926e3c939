// SPDX-License-Identifier: GPL-3.0-or-later
// A roster from any bytes, printed as unit cards with the shipped template.
#include "fuzz_print.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace muster;
    static const print::Template t = fuzz::shipped_template("cards");
    return fuzz::print_roster_bytes(data, size, [](const print::RosterInput& in, const print::TextMeasure& tm) {
        return print::layout_cards(in, t, tm, fuzz::messages());
    });
}
