// SPDX-License-Identifier: GPL-3.0-or-later
// A roster from any bytes, printed as the roster PDF with the shipped template.
#include "fuzz_print.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace muster;
    static const print::Template t = fuzz::shipped_template("roster");
    return fuzz::print_roster_bytes(data, size, [](const print::RosterInput& in, const print::TextMeasure& tm) {
        return print::layout_roster(in, t, tm, fuzz::messages());
    });
}
