// SPDX-License-Identifier: GPL-3.0-or-later
// What the advisor's two searches share: their clock and state count, rosters as keys, kept units, and
// turning a found roster into advice.
#pragma once
#include <chrono>
#include <string>

#include "core/advisor/advisor.h"

namespace muster::advisor {

/// Counts the rosters judged and says which limit, if any, has been reached. The clock is read at every
/// roster, so a limit in time holds however big the roster (one judgement of a huge one takes long).
class Budget {
public:
    /// `units`: the size of the rosters searched; the rosters held at once are bounded by it, so the
    /// memory a search takes stays bounded too.
    Budget(const SearchLimits& limits, int units = 0);
    /// Judges one more roster, unless a limit is reached (then `limit()` says which).
    bool spend();
    const std::string& limit() const { return m_limit; }
    int states() const { return m_states; }
    /// The limits that remain, for a search that follows this one.
    SearchLimits left() const;

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

/// Adding one unit of `profile` to `command` with what it needs to be whole where the system asks for it
/// (a weapon, its figures): the edits, or nullopt when no addition makes it so.
std::optional<Edits> whole_unit(const Roster& r, const Ruleset& rules, int command, const std::string& profile, Budget& budget);

/// What an unfinished army gains before it can be legal, by additions only.
struct Ground {
    Roster roster;
    std::vector<Fix> steps;
    Verdict verdict;
    bool done = false;  ///< no error is left but perhaps the budget's
};
/// Commands, generals, a Command Structure and each minimum, the cheapest way one at a time: the army the
/// rules require before anything is chosen. `done` is false when an error no addition clears remains.
Ground groundwork(const Roster& start, const Ruleset& rules, Budget& budget);

}  // namespace muster::advisor
