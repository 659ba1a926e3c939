// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/resolve.h"

#include <algorithm>
#include <functional>

#include "core/model/game_system.h"
#include "core/model/number.h"

namespace muster {

/// Whether `option` applies to `profile`. The ids of one list share their start: those of the same length are
/// compared from their end, in line, rather than by a call to memcmp each.
static bool targets(const Option& option, const std::string& profile) {
    const std::size_t n = profile.size();
    for (const std::string& x : option.targets) {
        if (x.size() != n) continue;
        std::size_t k = n;
        while (k > 0 && x[k - 1] == profile[k - 1]) --k;
        if (k == 0) return true;
    }
    return false;
}

UnitView view_of(const RosterUnit& unit, const ResolvedUnit& resolved, const GameSystem& system) {
    UnitView v;
    v.profile = unit.profile;
    v.options = &unit.options;
    if (!resolved.base) return v;  // an unknown profile: only its id can match
    const Profile& p = resolved.effective();
    v.type = p.type;
    v.traits = &p.traits;
    if (const TroopType* t = system.troop_type(p.type)) {
        v.base_type = t->code;
        v.category = t->category;
    }
    return v;
}

ResolvedUnit resolve_unit(const RosterUnit& unit, const ArmyList& list) {
    ResolvedUnit r;
    r.base = list.profile(unit.profile);
    if (!r.base) return r;
    r.cost = r.base->cost;

    r.options.reserve(unit.options.size());
    for (const auto& id : unit.options) {
        const Option* o = list.option(id);
        if (o && targets(*o, unit.profile)) r.options.emplace_back(o, 0);
    }
    // In the list's order (options are stored in it, so their addresses rank them), each once.
    std::sort(r.options.begin(), r.options.end(),
              [](const auto& a, const auto& b) { return std::less<const Option*>()(a.first, b.first); });
    r.options.erase(std::unique(r.options.begin(), r.options.end()), r.options.end());

    // The profile is copied only when an option changes it, with room for every trait the options add.
    std::size_t added = 0;
    for (const auto& [o, cost] : r.options) added += o->adds.size();
    auto changed = [&]() -> Profile& {
        if (!r.changed) r.changed.emplace(*r.base, added);
        return *r.changed;
    };
    for (auto& [o, option_cost] : r.options) {
        int cost = o->cost;
        if (o->alt_profile) {
            const Profile& alt = *o->alt_profile;
            cost = alt.cost - r.base->cost;
            Profile& p = changed();
            p.type = alt.type;
            p.stats = alt.stats;
            p.traits = alt.traits;
            if (!alt.name.empty()) p.name = alt.name;
        }
        for (const auto& change : o->sets)
            if (change.when_type.empty() || change.when_type == r.effective().type) changed().stats[change.stat] = change.value;
        for (const auto& add : o->adds)
            if (const auto& traits = r.effective().traits; std::find(traits.begin(), traits.end(), add) == traits.end())
                changed().traits.push_back(add);
        r.cost = number::add(r.cost, cost);
        option_cost = cost;
    }
    return r;
}

const Profile& ResolvedUnit::effective() const {
    static const Profile unknown;
    return changed ? *changed : base ? *base : unknown;
}

std::string trait_text(const TraitRef& trait, const GameSystem& system) {
    const Characteristic* c = system.characteristic(trait.id);
    const std::string name = c ? c->name : trait.id;
    if (trait.value.empty()) return name;
    std::string pattern = c && !c->format.empty() ? c->format : std::string("{name} ({value})");
    auto replace = [&](const std::string& key, const std::string& with) {
        for (auto pos = pattern.find(key); pos != std::string::npos; pos = pattern.find(key, pos + with.size()))
            pattern.replace(pos, key.size(), with);
    };
    replace("{name}", name);
    replace("{value}", trait.value);
    return pattern;
}

}  // namespace muster
