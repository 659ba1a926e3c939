// SPDX-License-Identifier: GPL-3.0-or-later
// A roster from any bytes: read, checked against the list and system it names, written and read back.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace muster;
    Diagnostics found;
    auto roster = xml::parse_roster(std::string(reinterpret_cast<const char*>(data), size), "fuzz.muster", found);
    if (!roster) return 0;
    const GameSystem* system = fuzz::library().system(roster->system);
    const ArmyList* list = fuzz::library().list(roster->list);
    if (system && list && list->system == system->id) check(*roster, *list, *system);
    // What Muster writes it must read again, whatever it read.
    Diagnostics again;
    if (!xml::parse_roster(xml::roster_to_xml(*roster), "again.muster", again)) __builtin_trap();
    return 0;
}
