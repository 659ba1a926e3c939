// SPDX-License-Identifier: GPL-3.0-or-later
// The words of `muster diff`, shared with the event report's "what changed since the previous check".
#pragma once
#include <string>
#include <vector>

#include "cli/context.h"
#include "core/editing/roster_diff.h"

namespace muster::cli {

/// One change, e.g. "+ command 2: Art Swedish Artillery (30 pts)"; `a` and `b` are the rosters compared.
std::string change_text(const Context& ctx, const OpenRoster& a, const OpenRoster& b, const Change& c);

/// "Points: 600 → 612 (+12)", then each army value (VDT) the same way; with `only_changed`, those that moved.
std::vector<std::string> total_lines(const Context& ctx, const GameSystem& system, const Summary& before, const Summary& after,
                                     bool only_changed = false);

}  // namespace muster::cli
