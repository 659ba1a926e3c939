// SPDX-License-Identifier: GPL-3.0-or-later
// What the advisor's two searches share: their clock and state count, rosters as keys, kept units, and
// turning a found roster into advice.
#pragma once
#include <chrono>
#include <string>

#include "core/advisor.h"

namespace muster::advisor {

/// Counts the rosters judged and says which limit, if any, has been reached.
class Budget {
public:
    explicit Budget(const SearchLimits& limits);
    /// Judges one more roster, unless a limit is reached (then `limit()` says which).
    bool spend();
    const std::string& limit() const { return m_limit; }
    int states() const { return m_states; }

private:
    SearchLimits m_limits;
    std::chrono::steady_clock::time_point m_end;
    int m_states = 0;
    std::string m_limit;
};

/// What makes two rosters the same army for the rules (names and labels aside).
std::string roster_key(const Roster& r);

/// A unit the player keeps: its command (-1: unassigned) and what it is.
using Kept = std::vector<std::pair<int, RosterUnit>>;

/// Whether `after` still holds every kept unit unchanged, in its command.
bool keeps(const Roster& after, const Kept& kept);
/// The units `keep` names in `roster`; throws std::out_of_range for one that does not exist.
Kept kept_units(const Roster& roster, const Keep& keep);

/// Where the kept units are in `roster` (each matched once, in command order).
Keep places_of(const Roster& roster, const Kept& kept);

/// Applies `steps` to `from`; nullopt when an edit's place does not exist.
std::optional<Roster> after(const Roster& from, const std::vector<Fix>& steps);

Advice advice(std::vector<Fix> steps, Roster result, const Verdict& verdict, const GameSystem& system);

}  // namespace muster::advisor
