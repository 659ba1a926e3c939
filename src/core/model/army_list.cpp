// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/army_list.h"

#include "core/diagnostic.h"
#include "core/model/number.h"

#include <algorithm>

namespace muster {

const std::string& Profile::stat(const std::string& id) const {
    static const std::string empty;
    // A profile has a handful of stats ("M", "Melee", "Morale"): looked at in turn, by length first, which is
    // cheaper than a binary search comparing whole strings (a batch check asks twice a unit).
    for (const auto& [key, value] : stats)
        if (key.size() == id.size() && key == id) return value;
    return empty;
}

int Profile::stat_int(const std::string& id) const {
    // Movement values such as "2S" read as their leading number; the loader refuses one out of range.
    return number::leading(stat(id)).value_or(0);
}

Profile::Profile(const Profile& o, std::size_t more_traits)
    : id(o.id),
      type(o.type),
      name(o.name),
      stats(o.stats),
      cost(o.cost),
      from_year(o.from_year),
      until_year(o.until_year),
      note(o.note),
      reading(o.reading),
      line(o.line) {
    // The binding names every member, so one added to Profile does not compile until it is copied above too.
    [[maybe_unused]] const auto& [id_, type_, name_, stats_, cost_, traits_, from_, until_, note_, reading_, line_] = o;
    traits.reserve(o.traits.size() + more_traits);
    traits.assign(o.traits.begin(), o.traits.end());
}

bool Profile::has_trait(std::string_view id) const {
    for (const auto& t : traits)
        if (t.id == id) return true;
    return false;
}

void ArmyList::index() {
    m_profiles.clear();
    m_options.clear();
    changed_profiles.clear();
    for (int g = 0; g < static_cast<int>(groups.size()); ++g)
        for (int p = 0; p < static_cast<int>(groups[g].profiles.size()); ++p)
            m_profiles.emplace(groups[g].profiles[p].id, std::make_pair(g, p));
    for (int o = 0; o < static_cast<int>(options.size()); ++o) m_options.emplace(options[o].id, o);
    build_rules();
}

std::string ArmyList::names_of(const std::vector<std::string>& ids) const {
    std::vector<std::string> names;
    for (const auto& id : ids)
        if (const Profile* p = profile(id); p && std::find(names.begin(), names.end(), p->name) == names.end())
            names.push_back(p->name);
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " / ") + n;
    return out;
}

void ArmyList::build_rules() {
    m_rules.clear();
    m_rules.reserve(groups.size() + options.size() + constraints.size());  // a constraint is large to move
    for (const auto& g : groups) {
        Constraint c;
        c.id = g.id;
        c.below.code = code_id("group_below_minimum");
        c.above.code = code_id("group_above_maximum");
        for (const auto& p : g.profiles) c.count.profiles.push_back(p.id);
        c.name = names_of(c.count.profiles);
        c.min = Bound{Bound::Kind::Constant, g.min, true, {}, {}, {}, {}};
        c.max = Bound{Bound::Kind::Constant, g.max, true, {}, {}, {}, {}};
        c.rule = name;  // the list itself is the rule
        c.line = g.line;
        m_rules.push_back(std::move(c));
    }
    for (const auto& o : options) {
        if (o.limit.kind == LimitKind::Any || o.limit.kind == LimitKind::OneOrMore) continue;
        Constraint c;
        c.id = o.id;
        c.above.code = code_id("option_limit_exceeded");
        c.option = o.id;
        c.name = o.name;
        c.count.options = {o.id};
        c.count.profiles = o.targets;
        Bound b;
        if (o.limit.kind == LimitKind::One) b.value = 1;
        if (o.limit.kind == LimitKind::UpTo) b.value = o.limit.n;
        if (o.limit.kind == LimitKind::Fraction) {
            b.kind = Bound::Kind::FractionOf;
            b.fraction = o.limit.fraction;
            b.rounding = o.limit.rounding;
            b.of.profiles = o.limit.of.empty() ? o.targets : o.limit.of;
            b.of_name = names_of(b.of.profiles);
        }
        c.max = b;
        c.rule = name;  // the list itself is the rule
        c.line = o.line;
        m_rules.push_back(std::move(c));
    }
    m_rules.insert(m_rules.end(), constraints.begin(), constraints.end());
}

const Profile* ArmyList::profile(std::string_view id) const {
    auto it = m_profiles.find(id);
    return it == m_profiles.end() ? nullptr : &groups[it->second.first].profiles[it->second.second];
}

const Group* ArmyList::group_of(std::string_view profile_id) const {
    auto it = m_profiles.find(profile_id);
    return it == m_profiles.end() ? nullptr : &groups[it->second.first];
}

const Option* ArmyList::option(std::string_view id) const {
    auto it = m_options.find(id);
    return it == m_options.end() ? nullptr : &options[it->second];
}

int ArmyList::option_index(std::string_view id) const {
    auto it = m_options.find(id);
    return it == m_options.end() ? -1 : it->second;
}

std::vector<std::string> ArmyList::resolve_target(std::string_view id) const {
    for (const auto& g : groups)
        if (g.id == id) {
            std::vector<std::string> ids;
            for (const auto& p : g.profiles) ids.push_back(p.id);
            return ids;
        }
    if (profile(id)) return {std::string(id)};
    return {};
}

}  // namespace muster
