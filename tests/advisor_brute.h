// SPDX-License-Identifier: GPL-3.0-or-later
// Brute force for the advisor: every single edit of a roster, tried in every combination up to a depth.
// The tests compare the advisor's answers with it, and the benchmark its speed.
#pragma once
#include <algorithm>
#include <set>
#include <sstream>
#include <string>

#include "core/edit.h"
#include "core/editing/editor.h"
#include "core/rules/ruleset.h"

namespace muster::test {

/// Every single edit a player could make with `muster set`, `add` and `remove` that matters to the rules:
/// the brute force the advisor's answers are compared with.
inline Edits every_edit(const Roster& r, const ArmyList& l, const GameSystem& s) {
    Edits out;
    const int commands = static_cast<int>(r.commands.size());
    auto each_unit = [&](auto&& f) {
        for (int c = -1; c < commands; ++c) {
            const auto& units = c < 0 ? r.unassigned : r.commands[c].units;
            for (int i = 0; i < static_cast<int>(units.size()); ++i) f(UnitRef{c, i}, units[i]);
        }
    };
    each_unit([&](UnitRef u, const RosterUnit& ru) {
        out.push_back({Edit::Op::RemoveUnit, u, -1, {}});
        for (int c = -1; c < commands; ++c)
            if (c != u.command) out.push_back({Edit::Op::MoveUnit, u, c, {}});
        if (const Group* g = l.group_of(ru.profile))
            for (const auto& p : g->profiles)
                if (p.id != ru.profile) out.push_back({Edit::Op::SetProfile, u, -1, p.id});
        for (const auto& o : l.options)
            if (std::count(o.targets.begin(), o.targets.end(), ru.profile))
                out.push_back({Edit::Op::SetOption, u, -1, o.id, 0, !std::count(ru.options.begin(), ru.options.end(), o.id)});
    });
    for (int c = -1; c < commands; ++c)
        for (const auto& g : l.groups)
            for (const auto& p : g.profiles) out.push_back({Edit::Op::AddUnit, {}, c, p.id});
    for (int c = 0; c < commands; ++c) {
        out.push_back({Edit::Op::RemoveCommand, {}, c, {}});
        out.push_back({Edit::Op::SetCInC, {}, c, {}});
        for (const auto& q : s.qualities) out.push_back({Edit::Op::SetGeneral, {}, c, q.id});
    }
    for (const auto& q : s.qualities) out.push_back({Edit::Op::AddCommand, {}, commands, q.id});
    for (const auto& sc : s.command_structures) out.push_back({Edit::Op::SetCommandStructure, {}, -1, sc.id});
    for (const auto& p : s.purchases)
        for (int n = 0; n <= std::min(p.max, 12); ++n) out.push_back({Edit::Op::SetPurchase, {}, -1, p.id, n});
    return out;
}

/// Whether some roster within `depth` single edits of `r` is legal, by trying them all.
inline bool legal_within(const Roster& r, const Ruleset& rules, int depth) {
    if (rules.check(r).legal()) return true;
    if (depth == 0) return false;
    for (const auto& e : every_edit(r, rules.list, rules.system)) {
        RosterEditor ed(r);
        try {
            apply(ed, e);
        } catch (const std::out_of_range&) { continue; }
        if (legal_within(ed.roster(), rules, depth - 1)) return true;
    }
    return false;
}

/// The highest legal total reachable from `r` by at most `depth` additions (units, options taken,
/// generals, Command Structure, purchases), each combination tried.
inline int best_total_within(const Roster& r, const Ruleset& rules, int depth) {
    int best = rules.check(r).summary.total;
    std::set<std::string> seen;
    std::vector<Roster> layer{r};
    for (int d = 0; d < depth && !layer.empty(); ++d) {
        std::vector<Roster> next;
        for (const auto& now : layer) {
            const int total_now = rules.check(now).summary.total;
            for (const auto& e : every_edit(now, rules.list, rules.system)) {
                if (e.op == Edit::Op::RemoveUnit || e.op == Edit::Op::MoveUnit || e.op == Edit::Op::RemoveCommand ||
                    e.op == Edit::Op::AddCommand || e.op == Edit::Op::SetCInC || (e.op == Edit::Op::SetOption && !e.on) ||
                    e.op == Edit::Op::SetProfile)
                    continue;
                RosterEditor ed(now);
                apply(ed, e);
                const Verdict v = rules.check(ed.roster());
                if (v.summary.total > r.budget || v.summary.total <= total_now) continue;
                std::ostringstream key;
                key << v.summary.total;
                for (const auto& c : ed.roster().commands) {
                    key << '[' << c.general.quality;
                    std::vector<std::string> u;
                    for (const auto& x : c.units) {
                        std::string k = x.profile;
                        for (const auto& o : x.options) k += "+" + o;
                        u.push_back(k);
                    }
                    std::sort(u.begin(), u.end());
                    for (const auto& k : u) key << k << ',';
                }
                key << ed.roster().command_structure;
                for (const auto& [id, n] : ed.roster().purchases) key << id << n;
                if (!seen.insert(key.str()).second) continue;
                if (v.legal()) best = std::max(best, v.summary.total);
                next.push_back(ed.roster());
            }
        }
        layer = std::move(next);
    }
    return best;
}

}  // namespace muster::test
