// SPDX-License-Identifier: GPL-3.0-or-later
// An army list or a game system from any bytes: loaded, and the example army checked against it.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace muster;
    const auto file = fuzz::as_file(data, size, "input.xml");
    const GameSystem& baroque = *fuzz::library().system("baroque");
    Diagnostics found;
    if (auto list = xml::load_army_list(file, &baroque, found)) {
        if (!has_errors(found)) {
            Roster r = fuzz::example();
            r.list = list->id;
            check(r, *list, baroque);
        }
        return 0;
    }
    found.clear();
    if (auto system = xml::load_system(file, found); system && !has_errors(found)) {
        const ArmyList& swedish = *fuzz::library().list("swedish");
        Roster r = fuzz::example();
        r.system = system->id;
        check(r, swedish, *system);
    }
    return 0;
}
