// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/roster.h"

#include <algorithm>

namespace muster {

bool Roster::operator==(const Roster& o) const {
    return name == o.name && player == o.player && system == o.system && list == o.list && data_version == o.data_version &&
           budget == o.budget && year == o.year && command_structure == o.command_structure &&
           optional_rules == o.optional_rules && commands == o.commands && unassigned == o.unassigned &&
           purchases == o.purchases && created == o.created && notes == o.notes;
}

int Roster::unit_count() const {
    int n = static_cast<int>(unassigned.size());
    for (const auto& c : commands) n += static_cast<int>(c.units.size());
    return n;
}

bool Roster::has_rule(std::string_view id) const {
    return std::find(optional_rules.begin(), optional_rules.end(), id) != optional_rules.end();
}

int Roster::purchase(std::string_view id) const {
    // A roster buys a few things (100 at most): looked through without making a string of the id, which
    // purchases' long ids would allocate.
    for (const auto& [bought, n] : purchases)
        if (bought == id) return n;
    return 0;
}

std::string unit_path(int command_index, int unit_index) {
    // Built in one string, allocated once.
    std::string path;
    path.reserve(32);
    if (command_index < 0) {
        path += "unassigned";
    } else {
        path += "command[";
        path += std::to_string(command_index + 1);
        path += ']';
    }
    path += "/unit[";
    path += std::to_string(unit_index + 1);
    path += ']';
    return path;
}

}  // namespace muster
