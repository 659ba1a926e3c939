// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/summary.h"

#include "core/model/number.h"

namespace muster {

static int largest_below(int start, Fraction below) {
    // Largest whole value v with v < start * below, never negative.
    const long long limit_num = static_cast<long long>(start) * below.num;
    long long v = (limit_num - 1) / below.den;
    if (limit_num <= 0) v = 0;
    return static_cast<int>(v < 0 ? 0 : v);
}

std::optional<int> unit_value(const UnitSummary& unit, const UnitValue& value) {
    if (!unit.unit.base) return std::nullopt;
    return largest_below(unit.unit.effective().stat_int(value.stat), value.below);
}

static void add_unit(Summary& s, const ArmyList& list, const RosterUnit& u, int command, int index) {
    // Made in its place rather than built apart and moved there.
    UnitSummary& us = s.units.emplace_back();
    us.command = command;
    us.index = index;
    us.unit = resolve_unit(u, list);
    s.unit_points = number::add(s.unit_points, us.unit.cost);
}

static int c_in_c_index(const Roster& roster) {
    for (int c = 0; c < static_cast<int>(roster.commands.size()); ++c)
        if (roster.commands[c].general.c_in_c) return c;
    return -1;
}

/// One derived value over the units s.units[first, last) (the army's or one command's); `earlier` holds
/// the values of that scope so far.
static int derived(const DerivedValue& d, const Summary& s, const Roster& roster, const GameSystem& system, std::size_t first,
                   std::size_t last, const std::map<std::string, int>& earlier, const General* general) {
    int base = 0;
    if (!d.of_value.empty()) {
        if (auto it = earlier.find(d.of_value); it != earlier.end()) base = it->second;
    } else {
        for (std::size_t i = first; i < last; ++i) {
            const UnitSummary& us = s.units[i];
            if (!us.unit.base) continue;
            if (!d.count) {
                base = number::add(base, us.unit.effective().stat_int(d.sum_stat));
                continue;
            }
            const RosterUnit& ru = us.command < 0 ? roster.unassigned[us.index] : roster.commands[us.command].units[us.index];
            if (selects(*d.count, view_of(ru, us.unit, system))) ++base;
        }
    }
    int value = apply(d.fraction, base, d.rounding);
    if (d.general_bonus && general)
        if (const Quality* q = system.quality(general->quality)) value = number::add(value, q->bonus);
    return value;
}

Summary summarize(const Roster& roster, const ArmyList& list, const GameSystem& system) {
    Summary s;
    std::size_t unit_count = roster.unassigned.size();
    for (const Command& command : roster.commands) unit_count += command.units.size();
    s.units.reserve(unit_count);
    s.commands.reserve(roster.commands.size());
    // Each command's units are one run of s.units: where each starts, and where the last ends.
    std::vector<std::size_t> starts;
    starts.reserve(roster.commands.size() + 1);
    for (int c = 0; c < static_cast<int>(roster.commands.size()); ++c) {
        starts.push_back(s.units.size());
        const Command& command = roster.commands[c];
        CommandSummary cs;
        cs.index = c;
        if (const Quality* q = system.quality(command.general.quality)) cs.general_cost = q->cost;
        cs.points = cs.general_cost;
        for (int u = 0; u < static_cast<int>(command.units.size()); ++u) {
            add_unit(s, list, command.units[u], c, u);
            cs.points = number::add(cs.points, s.units.back().unit.cost);
        }
        s.general_points = number::add(s.general_points, cs.general_cost);
        s.commands.push_back(std::move(cs));
    }
    starts.push_back(s.units.size());
    for (int u = 0; u < static_cast<int>(roster.unassigned.size()); ++u) add_unit(s, list, roster.unassigned[u], -1, u);

    if (const auto* sc = system.command_structure(roster.command_structure)) s.command_structure_points = sc->cost;

    for (const auto& p : system.purchases) {
        const int n = roster.purchase(p.id);
        if (n > 0) s.purchase_points[p.id] = p.cost(n);
    }

    for (const auto& d : system.derived) {
        if (d.scope == Scope::Army) {
            const int c_in_c = c_in_c_index(roster);
            s.values[d.id] = derived(d, s, roster, system, 0, s.units.size(), s.values,
                                     c_in_c < 0 ? nullptr : &roster.commands[c_in_c].general);
            for (const auto& p : system.purchases)
                if (auto it = p.adds.find(d.id); it != p.adds.end())
                    s.values[d.id] = number::add(s.values[d.id], number::multiply(it->second, roster.purchase(p.id)));
        } else {
            for (auto& cs : s.commands)
                cs.values[d.id] =
                    derived(d, s, roster, system, starts[static_cast<std::size_t>(cs.index)],
                            starts[static_cast<std::size_t>(cs.index) + 1], cs.values, &roster.commands[cs.index].general);
        }
    }

    s.total = number::add(number::add(s.unit_points, s.general_points), s.command_structure_points);
    for (const auto& [id, points] : s.purchase_points) s.total = number::add(s.total, points);
    return s;
}

const DerivedValue* break_value_of(const GameSystem& system) {
    for (const auto& d : system.derived)
        if (d.scope == Scope::Army) return &d;
    return nullptr;
}

int break_value(const Summary& summary, const GameSystem& system) {
    const DerivedValue* d = break_value_of(system);
    if (!d) return 0;
    const auto v = summary.values.find(d->id);
    return v == summary.values.end() ? 0 : v->second;
}

}  // namespace muster
