// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/resolve.h"

#include <algorithm>
#include <array>
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

/// The profile `base` becomes with `options` (applicable, in the list's order, each once); null when they change
/// nothing. Copied only when an option changes it, with room for every trait the options add.
static std::shared_ptr<const Profile> changed_profile(const Profile& base,
                                                      const std::vector<std::pair<const Option*, int>>& options) {
    std::size_t added = 0;
    for (const auto& [o, cost] : options) added += o->adds.size();
    std::shared_ptr<Profile> made;
    auto changed = [&]() -> Profile& {
        if (!made) made = std::make_shared<Profile>(base, added);
        return *made;
    };
    auto effective = [&]() -> const Profile& { return made ? *made : base; };
    for (const auto& [o, cost] : options) {
        if (o->alt_profile) {
            const Profile& alt = *o->alt_profile;
            Profile& p = changed();
            p.type = alt.type;
            p.stats = alt.stats;
            p.traits = alt.traits;
            if (!alt.name.empty()) p.name = alt.name;
        }
        for (const auto& change : o->sets)
            if (change.when_type.empty() || change.when_type == effective().type) changed().stats[change.stat] = change.value;
        for (const auto& add : o->adds)
            if (const auto& traits = effective().traits; std::find(traits.begin(), traits.end(), add) == traits.end())
                changed().traits.push_back(add);
    }
    return made;
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

    for (auto& [o, cost] : r.options) {
        cost = o->alt_profile ? o->alt_profile->cost - r.base->cost : o->cost;
        r.cost = number::add(r.cost, cost);
    }
    if (r.options.empty()) return r;

    // The profile the options make, made once for the list: the key is the addresses of the profile and the
    // options, which the list holds in place.
    constexpr std::size_t most = 15;
    if (r.options.size() > most) {
        r.changed = changed_profile(*r.base, r.options);
        return r;
    }
    std::array<const void*, most + 1> key{r.base};
    std::size_t n = 1;
    for (const auto& [o, cost] : r.options) key[n++] = o;
    const std::string_view bytes(reinterpret_cast<const char*>(key.data()), n * sizeof(const void*));
    if (const auto* made = list.changed_profiles.find(bytes)) {
        r.changed = *made;
    } else {
        r.changed = changed_profile(*r.base, r.options);
        list.changed_profiles.add(bytes, r.changed);
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
