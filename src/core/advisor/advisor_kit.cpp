// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/advisor_kit.h"
#include "core/editing/editor.h"

#include <algorithm>
#include <set>

namespace muster {

namespace advisor {

/// The units all rosters held by a search may have together (a few hundred megabytes at most).
constexpr long kUnitsHeld = 2000000;

Budget::Budget(const SearchLimits& limits, int units)
    : m_limits(limits), m_end(std::chrono::steady_clock::now() + std::chrono::milliseconds(limits.milliseconds)) {
    m_limits.max_states = static_cast<int>(std::min<long>(m_limits.max_states, std::max<long>(50, kUnitsHeld / (units + 1))));
}

bool Budget::spend() {
    if (!m_limit.empty()) return false;
    if (m_states >= m_limits.max_states) m_limit = "states";
    // Read at every roster: a judgement takes microseconds on an army and long on a hostile one.
    else if (std::chrono::steady_clock::now() > m_end) m_limit = "time";
    if (!m_limit.empty()) return false;
    ++m_states;
    return true;
}

SearchLimits Budget::left() const {
    SearchLimits l = m_limits;
    l.max_states = std::max(1, m_limits.max_states - m_states);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(m_end - std::chrono::steady_clock::now()).count();
    l.milliseconds = static_cast<int>(std::max<long long>(1, ms));
    return l;
}

namespace {

/// A command's units in a fixed order: where a unit stands in its command changes nothing in the rules.
std::string units_key(const std::vector<RosterUnit>& units) {
    std::vector<std::string> keys;
    for (const auto& u : units) {
        std::string k = u.profile;
        for (const auto& o : u.options) k += "+" + o;
        if (u.figures) k += "#" + std::to_string(*u.figures);
        if (u.general) k += "@";
        keys.push_back(std::move(k));
    }
    std::sort(keys.begin(), keys.end());
    std::string key;
    for (const auto& k : keys) key += k + ',';
    return key;
}

}  // namespace

std::string roster_key(const Roster& r) {
    std::string key = std::to_string(r.budget) + '|' + (r.year ? std::to_string(*r.year) : "-") + '|' + r.command_structure + '|';
    for (const auto& o : r.optional_rules) key += o + ',';
    for (const auto& [id, n] : r.purchases) key += id + '=' + std::to_string(n) + ',';
    for (const auto& c : r.commands)
        key += '[' + c.general.quality + (c.general.c_in_c ? "*" : "") + ':' + units_key(c.units) + ']';
    return key + "u:" + units_key(r.unassigned);
}

Kept kept_units(const Roster& roster, const Keep& keep) {
    const RosterEditor probe(roster);
    Kept units;
    for (auto ref : keep) units.emplace_back(ref.command, probe.unit(ref));
    return units;
}

namespace {

const std::vector<RosterUnit>* units_of(const Roster& r, int command) {
    if (command < 0) return &r.unassigned;
    return command < static_cast<int>(r.commands.size()) ? &r.commands[command].units : nullptr;
}

}  // namespace

Keep places_of(const Roster& roster, const Kept& kept) {
    Keep found;
    std::set<std::pair<int, int>> taken;
    for (const auto& [command, unit] : kept) {
        const auto* units = units_of(roster, command);
        for (int i = 0; units && i < static_cast<int>(units->size()); ++i)
            if ((*units)[i] == unit && taken.insert({command, i}).second) {
                found.push_back({command, i});
                break;
            }
    }
    return found;
}

bool keeps(const Roster& after, const Kept& kept) {
    return places_of(after, kept).size() == kept.size();
}

std::optional<Roster> after(const Roster& from, const std::vector<Fix>& steps) {
    RosterEditor ed(from);
    try {
        for (const auto& s : steps)
            for (const auto& e : s.edits) apply(ed, e);
    } catch (const std::out_of_range&) { return std::nullopt; }
    return ed.roster();
}

Advice advice(std::vector<Fix> steps, Roster result, const Verdict& verdict, const GameSystem& system) {
    Advice a;
    for (const auto& s : steps)
        for (const auto& e : s.edits) {
            a.edits.push_back(e);
            if (e.op == Edit::Op::RemoveUnit) ++a.units_removed;
            if (e.op == Edit::Op::MoveUnit && e.unit.command >= 0) ++a.units_moved;
        }
    a.steps = std::move(steps);
    a.roster = std::move(result);
    a.points = verdict.summary.total;
    a.value = break_value(verdict.summary, system);
    return a;
}

}  // namespace advisor
}  // namespace muster
