// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/editing/roster_diff.h"

#include <algorithm>

namespace muster {
namespace {

Change change(Change::Kind kind, int command = -1, std::string what = {}, std::string old_value = {},
              std::string new_value = {}) {
    Change c;
    c.kind = kind;
    c.command = command;
    c.what = std::move(what);
    c.old_value = std::move(old_value);
    c.new_value = std::move(new_value);
    return c;
}

std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    std::vector<std::string> out;
    std::vector<std::string> left = b;
    for (const auto& x : a) {
        auto it = std::find(left.begin(), left.end(), x);
        if (it == left.end()) out.push_back(x);
        else left.erase(it);
    }
    return out;
}

/// The units of one command in both rosters, paired.
void diff_units(const std::vector<RosterUnit>& a, const std::vector<RosterUnit>& b, int command_a, int command_b,
                std::vector<Change>& out) {
    std::vector<bool> used_a(a.size()), used_b(b.size());
    // Same units first, then the same profile (a change of options, label or figures).
    for (int pass = 0; pass < 2; ++pass)
        for (std::size_t j = 0; j < b.size(); ++j) {
            if (used_b[j]) continue;
            for (std::size_t i = 0; i < a.size(); ++i) {
                if (used_a[i] || (pass == 0 ? !(a[i] == b[j]) : a[i].profile != b[j].profile)) continue;
                used_a[i] = used_b[j] = true;
                if (pass == 1) {
                    Change c = change(Change::UnitChanged);
                    c.command = command_b;
                    c.index = static_cast<int>(j);
                    c.before = &a[i];
                    c.after = &b[j];
                    c.options_added = minus(b[j].options, a[i].options);
                    c.options_removed = minus(a[i].options, b[j].options);
                    out.push_back(std::move(c));
                }
                break;
            }
        }
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!used_a[i]) {
            Change c = change(Change::UnitRemoved);
            c.command = command_a;
            c.index = static_cast<int>(i);
            c.before = &a[i];
            out.push_back(std::move(c));
        }
    for (std::size_t j = 0; j < b.size(); ++j)
        if (!used_b[j]) {
            Change c = change(Change::UnitAdded);
            c.command = command_b;
            c.index = static_cast<int>(j);
            c.after = &b[j];
            out.push_back(std::move(c));
        }
}

}  // namespace

std::vector<Change> diff_rosters(const Roster& a, const Roster& b) {
    std::vector<Change> out;
    auto fact = [&](const char* what, const std::string& x, const std::string& y) {
        if (x == y) return;
        out.push_back(change(Change::Fact, -1, what, x, y));
    };
    fact("list", a.list, b.list);
    fact("data_version", a.data_version, b.data_version);
    fact("name", a.name, b.name);
    fact("player", a.player, b.player);
    fact("budget", std::to_string(a.budget), std::to_string(b.budget));
    fact("year", a.year ? std::to_string(*a.year) : "", b.year ? std::to_string(*b.year) : "");
    if (a.command_structure != b.command_structure) {
        out.push_back(change(Change::CommandStructure, -1, {}, a.command_structure, b.command_structure));
    }
    for (const auto& r : minus(a.optional_rules, b.optional_rules)) out.push_back(change(Change::OptionalRule, -1, r, "1", ""));
    for (const auto& r : minus(b.optional_rules, a.optional_rules)) out.push_back(change(Change::OptionalRule, -1, r, "", "1"));

    const std::size_t common = std::min(a.commands.size(), b.commands.size());
    for (std::size_t i = 0; i < common; ++i) {
        const General& x = a.commands[i].general;
        const General& y = b.commands[i].general;
        if (!(x == y)) {
            Change c = change(Change::General, static_cast<int>(i), y.name, x.quality, y.quality);
            c.c_in_c_before = x.c_in_c;
            c.c_in_c_after = y.c_in_c;
            out.push_back(std::move(c));
        }
        diff_units(a.commands[i].units, b.commands[i].units, static_cast<int>(i), static_cast<int>(i), out);
    }
    for (std::size_t i = common; i < a.commands.size(); ++i) {
        out.push_back(change(Change::CommandRemoved, static_cast<int>(i), {}, a.commands[i].general.quality));
        diff_units(a.commands[i].units, {}, static_cast<int>(i), static_cast<int>(i), out);
    }
    for (std::size_t i = common; i < b.commands.size(); ++i) {
        out.push_back(change(Change::CommandAdded, static_cast<int>(i), {}, {}, b.commands[i].general.quality));
        diff_units({}, b.commands[i].units, static_cast<int>(i), static_cast<int>(i), out);
    }
    diff_units(a.unassigned, b.unassigned, -1, -1, out);

    std::vector<std::string> ids;
    for (const auto& [id, n] : a.purchases) ids.push_back(id);
    for (const auto& [id, n] : b.purchases)
        if (!a.purchases.count(id)) ids.push_back(id);
    for (const auto& id : ids)
        if (a.purchase(id) != b.purchase(id))
            out.push_back(change(Change::Purchase, -1, id, std::to_string(a.purchase(id)), std::to_string(b.purchase(id))));
    return out;
}

}  // namespace muster
