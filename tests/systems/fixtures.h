// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers of the systems tests: rosters from the shipped examples, list fixtures loaded with their system.
#pragma once
#include <algorithm>
#include <string>
#include <vector>

#include "support.h"

namespace muster::test {

inline RosterUnit unit(const std::string& profile, std::vector<std::string> options = {}, bool general = false) {
    RosterUnit u;
    u.profile = profile;
    u.options = std::move(options);
    u.general = general;
    return u;
}

inline const GameSystem& system_of(const std::string& id) {
    const GameSystem* s = library().system(id);
    if (!s) throw std::runtime_error("no system " + id);
    return *s;
}

/// The codes found loading tests/systems/fixtures/NAME against the system it names, sorted.
inline Codes list_problems(const std::string& name, const std::string& system) {
    Diagnostics d;
    xml::load_army_list(std::string(MUSTER_SOURCE_DIR) + "/tests/systems/fixtures/" + name, &system_of(system), d);
    Codes codes;
    for (const auto& x : d) codes.push_back(x.code);
    std::sort(codes.begin(), codes.end());
    return codes;
}

}  // namespace muster::test
