// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ruleset.h"

namespace muster {

Verdict Ruleset::check(const Roster& roster) const {
    Verdict v = muster::check(roster, list, system, event && event->limits ? &*event->limits : nullptr);
    if (event) {
        check_event(roster, *event, &list, &v.summary, v.diagnostics);
        sort_diagnostics(v.diagnostics);
    }
    return v;
}

}  // namespace muster
