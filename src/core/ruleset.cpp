// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ruleset.h"

#include "core/fixes.h"

namespace muster {

namespace {

const SizeBand* event_band(const Event* event) { return event && event->limits ? &*event->limits : nullptr; }

}  // namespace

Verdict Ruleset::check(const Roster& roster) const {
    Verdict v = muster::check(roster, list, system, event_band(event));
    if (event) {
        Diagnostics found;
        check_event(roster, *event, &list, &v.summary, found);
        sort_diagnostics(found);
        merge_diagnostics(v.diagnostics, std::move(found));
    }
    return v;
}

Verdict Ruleset::judge(const Roster& roster, const JudgeOptions& options) const {
    const int budget = options.budget ? *options.budget : event && event->budget ? *event->budget : roster.budget;
    // A copy only when the army is played at another budget than the one it gives.
    std::optional<Roster> played;
    if (budget != roster.budget) {
        played = roster;
        played->budget = budget;
    }
    const Roster& judged = played ? *played : roster;
    Verdict v = muster::check(judged, list, system, event_band(event));
    if (event) {
        Diagnostics found;
        check_event(roster, *event, &list, &v.summary, found);
        sort_diagnostics(found);
        merge_diagnostics(v.diagnostics, std::move(found));
    }
    if (options.fixes) find_fixes(v.diagnostics, judged, *this);
    return v;
}

}  // namespace muster
