// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ruleset.h"

#include "core/rules/fixes.h"

namespace muster {

int Ruleset::judged_budget(const Roster& roster, std::optional<int> budget) const {
    if (budget) return *budget;
    if (event && event->budget) return *event->budget;
    return roster.budget;
}

Verdict Ruleset::judge(const Roster& roster, const JudgeOptions& options) const {
    const int budget = judged_budget(roster, options.budget);
    // The game at the judged budget is the one copy of the roster made here, and only when it differs.
    std::optional<Roster> at;
    if (budget != roster.budget) {
        at = roster;
        at->budget = budget;
    }
    const Roster& judged = at ? *at : roster;
    Verdict v = check_unsorted(judged, list, system, event && event->limits ? &*event->limits : nullptr);
    if (event) check_event(roster, *event, &list, &v.summary, v.diagnostics);
    sort_diagnostics(v.diagnostics);
    if (options.fixes) find_fixes(v.diagnostics, judged, *this);
    return v;
}

Verdict Ruleset::check(const Roster& roster) const {
    return judge(roster, {.budget = roster.budget});
}

}  // namespace muster
