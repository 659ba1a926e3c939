// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/concerns.h"

#include "core/model/resolve.h"

namespace muster {

std::vector<UnitRef> units_concerned(const Diagnostic& d, const Roster& roster, const ArmyList& list, const GameSystem& system) {
    if (d.where.unit) return {{d.where.command.value_or(-1), *d.where.unit}};
    if (d.where.constraint.empty()) return {};
    // The constraint the finding names: the list's own rules, or the system's when the finding says so.
    const auto& source = d.where.list.empty() && !d.where.system.empty() ? system.constraints : list.rules();
    const Constraint* broken = nullptr;
    for (const auto& c : source)
        if (c.id == d.where.constraint && c.option == d.where.option) broken = &c;
    if (!broken) return {};
    std::vector<UnitRef> out;
    auto look = [&](int command, const std::vector<RosterUnit>& units) {
        if (d.where.command && *d.where.command != command) return;
        for (int i = 0; i < static_cast<int>(units.size()); ++i) {
            const ResolvedUnit resolved = resolve_unit(units[static_cast<std::size_t>(i)], list);
            if (resolved.base && selects(broken->count, view_of(units[static_cast<std::size_t>(i)], resolved, system)))
                out.push_back({command, i});
        }
    };
    for (int c = 0; c < static_cast<int>(roster.commands.size()); ++c)
        look(c, roster.commands[static_cast<std::size_t>(c)].units);
    look(-1, roster.unassigned);
    return out;
}

}  // namespace muster
