// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/game_system.h"

#include <algorithm>

#include "core/model/number.h"

namespace muster {

int Purchase::cost(int count) const {
    // Tier by tier rather than one by one: a huge count costs no time and its price no overflow.
    int total = 0, bought = 0;
    for (const auto& t : tiers) {
        if (bought >= count) break;
        const int here = std::min(count, std::max(bought, t.up_to)) - bought;
        total = number::add(total, number::multiply(here, t.each));
        bought += here;
    }
    if (bought < count && !tiers.empty()) total = number::add(total, number::multiply(count - bought, tiers.back().each));
    return total;
}

/// The entry whose `key` is `id`. Codes and ids are short and many have the same length ("LH", "HC", "MI"):
/// their first and last characters are compared before the whole, so most entries are passed over without
/// a call to memcmp (a batch check asks for each unit's troop type and characteristics).
template <class T, class Key>
static const T* find_by(const std::vector<T>& v, std::string_view id, Key key) {
    auto it = std::find_if(v.begin(), v.end(), [&](const T& x) {
        const std::string& k = x.*key;
        return k.size() == id.size() && (id.empty() || (k.front() == id.front() && k.back() == id.back())) && k == id;
    });
    return it == v.end() ? nullptr : &*it;
}

const StatDef* GameSystem::stat(std::string_view id) const {
    return find_by(stats, id, &StatDef::id);
}
const TroopType* GameSystem::troop_type(std::string_view code) const {
    if (const TroopType* t = find_by(troop_types, code, &TroopType::code)) return t;
    const auto dash = code.rfind('-');
    if (!compound_codes || dash == std::string_view::npos || dash == 0) return nullptr;
    return find_by(troop_types, code.substr(dash + 1), &TroopType::code);
}
const Characteristic* GameSystem::characteristic(std::string_view id) const {
    return find_by(characteristics, id, &Characteristic::id);
}
const Quality* GameSystem::quality(std::string_view id) const {
    return find_by(qualities, id, &Quality::id);
}
const CommandStructureLevel* GameSystem::command_structure(std::string_view id) const {
    return find_by(command_structures, id, &CommandStructureLevel::id);
}
const Purchase* GameSystem::purchase(std::string_view id) const {
    return find_by(purchases, id, &Purchase::id);
}
const OptionalRule* GameSystem::optional_rule(std::string_view id) const {
    return find_by(optional_rules, id, &OptionalRule::id);
}

bool UnitRule::allows_figures(int n) const {
    return n >= figures_low() && n <= figures_high() && (n - figures_low()) % std::max(1, step) == 0;
}

std::vector<int> UnitRule::allowed_figures() const {
    std::vector<int> out;
    for (int n = figures_low(); n <= figures_high() && out.size() < 1000; n += std::max(1, step)) out.push_back(n);
    return out;
}

bool GameSystem::counts_figures() const {
    return std::any_of(unit_rules.begin(), unit_rules.end(),
                       [](const UnitRule& r) { return r.measure == UnitRule::Measure::Figures; });
}

SizeBand GameSystem::band_for(int budget) const {
    for (const auto& b : size_bands)
        if (b.contains(budget)) return b;
    return SizeBand{};
}

}  // namespace muster
