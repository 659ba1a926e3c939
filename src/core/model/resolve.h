// SPDX-License-Identifier: GPL-3.0-or-later
// What a roster unit really is once its options are applied: profile, stats and cost.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/model/army_list.h"
#include "core/model/roster.h"

namespace muster {

struct ResolvedUnit {
    const Profile* base = nullptr;                       ///< null when the roster names an unknown profile
    int cost = 0;                                        ///< base cost plus every applicable option
    std::vector<std::pair<const Option*, int>> options;  ///< applicable options in list order, with cost
    std::shared_ptr<const Profile>
        changed;  ///< the profile once an option changes it, made once for the list; null when none does

    /// The profile after the alternative profile and the options' changes: the list's own when no option changes
    /// it (most units), so resolving copies nothing; an empty profile when the roster names an unknown one.
    const Profile& effective() const;
};

/// Applies the unit's known, applicable options in list order (so the order of clicks never matters).
ResolvedUnit resolve_unit(const RosterUnit& unit, const ArmyList& list);

/// What selectors look at on a unit. The view points into `unit`, `resolved` and `system`: keep them alive.
UnitView view_of(const RosterUnit& unit, const ResolvedUnit& resolved, const struct GameSystem& system);

/// "Musket (SM-2)", "MM2", "Pike": a trait as printed on a roster or card.
std::string trait_text(const TraitRef& trait, const struct GameSystem& system);

}  // namespace muster
