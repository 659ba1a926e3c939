// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>

#include "core/model/army_list.h"
#include "core/model/constraint.h"

namespace muster {

/// Whether `v` holds the id `s`. The ids of one list share their start ("OT-G1a", "OT-G2a", "OT-G2b"), so
/// ids of the same length are compared from their end, in line: most that differ are told apart in a
/// character or two, without a call to memcmp.
static bool has(const std::vector<std::string>& v, std::string_view s) {
    const std::size_t n = s.size();
    for (const std::string& x : v) {
        if (x.size() != n) continue;
        const char* a = x.data();
        std::size_t k = n;
        while (k > 0 && a[k - 1] == s[k - 1]) --k;
        if (k == 0) return true;
    }
    return false;
}

bool selects(const Selector& s, const UnitView& u) {
    // Every filter must match, so the order they are tried in changes nothing but the time: options first,
    // since an option limit's units are few, while the profiles it targets may be many.
    if (!s.options.empty() &&
        !(u.options && std::any_of(s.options.begin(), s.options.end(), [&](const std::string& o) { return has(*u.options, o); })))
        return false;
    if (!s.profiles.empty() && !has(s.profiles, u.profile)) return false;
    if (!s.types.empty() && !has(s.types, u.type) && !has(s.types, u.base_type)) return false;
    if (!s.not_types.empty() && (has(s.not_types, u.type) || has(s.not_types, u.base_type))) return false;
    if (!s.categories.empty() && !has(s.categories, u.category)) return false;
    auto carries = [&](const std::string& id) {
        return u.traits && std::any_of(u.traits->begin(), u.traits->end(), [&](const TraitRef& t) { return t.id == id; });
    };
    if (!std::all_of(s.traits.begin(), s.traits.end(), carries)) return false;
    return std::none_of(s.not_traits.begin(), s.not_traits.end(), carries);
}

int count_selected(const Selector& s, std::span<const UnitView> units) {
    // Most selectors name profiles alone (a list's groups, counted against every unit of the army): those look
    // at each unit's profile, without a call and six empty filters a unit.
    const bool profiles_alone = !s.profiles.empty() && s.types.empty() && s.not_types.empty() && s.categories.empty() &&
                                s.options.empty() && s.traits.empty() && s.not_traits.empty();
    int n = 0;
    if (profiles_alone)
        for (const UnitView& u : units) n += has(s.profiles, u.profile);
    else
        for (const UnitView& u : units) n += selects(s, u);
    return n;
}

}  // namespace muster
