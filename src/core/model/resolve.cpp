// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/resolve.h"

#include <algorithm>
#include <functional>

#include "core/model/game_system.h"
#include "core/model/number.h"

namespace muster {

static bool targets(const Option& option, const std::string& profile) {
    return std::find(option.targets.begin(), option.targets.end(), profile) != option.targets.end();
}

UnitView view_of(const RosterUnit& unit, const ResolvedUnit& resolved, const GameSystem& system) {
    UnitView v;
    v.profile = unit.profile;
    v.options = &unit.options;
    if (!resolved.base) return v;  // an unknown profile: only its id can match
    v.type = resolved.effective.type;
    v.traits = &resolved.effective.traits;
    if (const TroopType* t = system.troop_type(resolved.effective.type)) {
        v.base_type = t->code;
        v.category = t->category;
    }
    return v;
}

ResolvedUnit resolve_unit(const RosterUnit& unit, const ArmyList& list) {
    ResolvedUnit r;
    r.base = list.profile(unit.profile);
    if (!r.base) return r;
    r.effective = *r.base;
    r.cost = r.base->cost;

    std::vector<const Option*> chosen;
    for (const auto& id : unit.options) {
        const Option* o = list.option(id);
        if (o && targets(*o, unit.profile)) chosen.push_back(o);
    }
    // In the list's order (options are stored in it, so their addresses rank them), each once.
    std::sort(chosen.begin(), chosen.end(), std::less<const Option*>());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());

    for (const Option* o : chosen) {
        int cost = o->cost;
        if (o->alt_profile) {
            const Profile& alt = *o->alt_profile;
            cost = alt.cost - r.base->cost;
            r.effective.type = alt.type;
            r.effective.stats = alt.stats;
            r.effective.traits = alt.traits;
            if (!alt.name.empty()) r.effective.name = alt.name;
        }
        for (const auto& change : o->sets)
            if (change.when_type.empty() || change.when_type == r.effective.type) r.effective.stats[change.stat] = change.value;
        for (const auto& add : o->adds)
            if (std::find(r.effective.traits.begin(), r.effective.traits.end(), add) == r.effective.traits.end())
                r.effective.traits.push_back(add);
        r.cost = number::add(r.cost, cost);
        r.options.emplace_back(o, cost);
    }
    return r;
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
