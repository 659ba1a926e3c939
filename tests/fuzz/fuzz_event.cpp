// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament event file from any bytes: loaded, and the example army checked under its rules.
#include "fuzz_common.h"

#include "core/rules/event.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace muster;
    const auto file = fuzz::as_file(data, size, "event.xml");
    Diagnostics found;
    auto event = xml::load_event(file, found);
    if (!event) return 0;
    const Roster built = fuzz::example();
    Roster r = built;
    if (event->budget) r.budget = *event->budget;
    const ArmyList& list = *fuzz::library().list(r.list);
    const Verdict v = check(r, list, *fuzz::library().system(r.system), event->limits ? &*event->limits : nullptr);
    Diagnostics findings;
    check_event(built, *event, &list, &v.summary, findings);
    return 0;
}
