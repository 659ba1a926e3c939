// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/list_match.h"

namespace muster {
namespace {

template <typename F>
bool every_unit(const Roster& roster, F&& known) {
    for (const auto& c : roster.commands)
        for (const auto& u : c.units)
            if (!known(u.profile)) return false;
    for (const auto& u : roster.unassigned)
        if (!known(u.profile)) return false;
    return true;
}

}  // namespace

const ArmyList* list_of_units(const Roster& roster, const ArmyList& named, std::span<const ArmyList> lists) {
    if (every_unit(roster, [&](const std::string& id) { return named.profile(id) != nullptr; })) return nullptr;
    const ArmyList* other_system = nullptr;
    for (const ArmyList& list : lists) {
        if (&list == &named || list.id == named.id) continue;
        if (!every_unit(roster, [&](const std::string& id) { return list.profile(id) != nullptr; })) continue;
        if (list.system == named.system) return &list;
        if (!other_system) other_system = &list;
    }
    return other_system;
}

}  // namespace muster
