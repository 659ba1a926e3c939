// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/summary.h"

namespace muster {

static int largest_below(int start, Fraction below) {
    // Largest whole value v with v < start * below, never negative.
    const long long limit_num = static_cast<long long>(start) * below.num;
    long long v = (limit_num - 1) / below.den;
    if (limit_num <= 0) v = 0;
    return static_cast<int>(v < 0 ? 0 : v);
}

static void add_unit(Summary& s, const GameSystem& system, const ArmyList& list, const RosterUnit& u,
                     int command, int index) {
    UnitSummary us;
    us.command = command;
    us.index = index;
    us.path = unit_path(command, index);
    us.unit = resolve_unit(u, list);
    if (us.unit.base)
        for (const auto& uv : system.unit_values)
            us.values[uv.id] = largest_below(us.unit.effective.stat_int(uv.stat), uv.below);
    s.unit_points += us.unit.cost;
    s.units.push_back(std::move(us));
}

Summary summarize(const Roster& roster, const ArmyList& list, const GameSystem& system) {
    Summary s;
    for (int c = 0; c < static_cast<int>(roster.commands.size()); ++c) {
        const Command& command = roster.commands[c];
        CommandSummary cs;
        cs.index = c;
        cs.path = command_path(c);
        if (const Quality* q = system.quality(command.general.quality)) cs.general_cost = q->cost;
        cs.points = cs.general_cost;
        for (int u = 0; u < static_cast<int>(command.units.size()); ++u) {
            add_unit(s, system, list, command.units[u], c, u);
            cs.points += s.units.back().unit.cost;
        }
        s.general_points += cs.general_cost;
        s.commands.push_back(std::move(cs));
    }
    for (int u = 0; u < static_cast<int>(roster.unassigned.size()); ++u)
        add_unit(s, system, list, roster.unassigned[u], -1, u);

    if (const auto* sc = system.command_structure(roster.command_structure)) s.command_structure_points = sc->cost;

    for (const auto& p : system.purchases) {
        const int n = roster.purchase(p.id);
        if (n > 0) s.purchase_points[p.id] = p.cost(n);
    }

    for (const auto& d : system.derived) {
        if (d.scope == Scope::Army) {
            int sum = 0;
            for (const auto& us : s.units)
                if (us.unit.base) sum += us.unit.effective.stat_int(d.sum_stat);
            for (const auto& p : system.purchases)
                if (auto it = p.adds.find(d.id); it != p.adds.end()) sum += it->second * roster.purchase(p.id);
            s.values[d.id] = sum;
        } else {
            for (auto& cs : s.commands) {
                int sum = 0;
                for (const auto& us : s.units)
                    if (us.command == cs.index && us.unit.base) sum += us.unit.effective.stat_int(d.sum_stat);
                cs.values[d.id] = sum;
            }
        }
    }

    s.total = s.unit_points + s.general_points + s.command_structure_points;
    for (const auto& [id, points] : s.purchase_points) s.total += points;
    return s;
}

}  // namespace muster
