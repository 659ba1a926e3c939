// SPDX-License-Identifier: GPL-3.0-or-later
// An army list: groups of unit profiles with min-max, their options, and what the list permits.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/model/constraint.h"
#include "core/model/fraction.h"

namespace muster {

/// A characteristic or weapon on a profile, with an optional value ("SM-2", "2").
struct TraitRef {
    std::string id;
    std::string value;
    bool operator==(const TraitRef&) const = default;
};

/// A profile's stats by id, in id order (as a std::map would keep them) in one vector, shared by the copies
/// made of it until one is changed: a unit whose options add a trait copies its list's profile, and its stats
/// are then one count more, not a vector of strings allocated, copied and freed again.
class Stats {
public:
    using value_type = std::pair<std::string, std::string>;
    using const_iterator = std::vector<value_type>::const_iterator;

    std::string& operator[](std::string_view id) {
        if (!m_items) m_items = std::make_shared<std::vector<value_type>>();
        else if (m_items.use_count() > 1) m_items = std::make_shared<std::vector<value_type>>(*m_items);
        auto& items = *m_items;
        auto it = std::lower_bound(items.begin(), items.end(), id, less);
        if (it == items.end() || it->first != id) it = items.emplace(it, std::string(id), std::string());
        return it->second;
    }
    const_iterator find(std::string_view id) const {
        auto it = std::lower_bound(begin(), end(), id, less);
        return it != end() && it->first == id ? it : end();
    }
    std::size_t count(std::string_view id) const { return find(id) == end() ? 0 : 1; }
    const_iterator begin() const { return items().begin(); }
    const_iterator end() const { return items().end(); }
    std::size_t size() const { return items().size(); }
    bool empty() const { return items().empty(); }

private:
    static bool less(const value_type& v, std::string_view k) { return v.first < k; }
    const std::vector<value_type>& items() const {
        static const std::vector<value_type> none;
        return m_items ? *m_items : none;
    }
    std::shared_ptr<std::vector<value_type>> m_items;
};

struct Profile {
    Profile() = default;
    /// A copy with room for `more_traits` traits more, made as its traits are copied (a copy and then a reserve
    /// would allocate them twice): a resolved unit adds its options' traits to a copy of its list's profile.
    Profile(const Profile& other, std::size_t more_traits);

    std::string id;
    std::string type;  ///< troop type code
    std::string name;
    Stats stats;
    int cost = 0;
    std::vector<TraitRef> traits;
    std::optional<int> from_year;
    std::optional<int> until_year;
    std::string note;
    std::string reading;  ///< how an unclear printed text was read (shown to the user)
    int line = 0;

    const std::string& stat(const std::string& id) const;
    int stat_int(const std::string& id) const;
    bool has_trait(std::string_view id) const;
};

/// A list line: one min-max shared by its alternative profiles ("or" rows), which may be mixed.
struct Group {
    std::string id;
    int min = 0;
    int max = 0;
    std::vector<Profile> profiles;
    std::string note;
    int line = 0;
};

enum class LimitKind { One, UpTo, Fraction, OneOrMore, Any };

struct OptionLimit {
    LimitKind kind = LimitKind::Any;
    int n = 0;
    Fraction fraction;
    Rounding rounding = Rounding::Down;
    std::vector<std::string> of;  ///< profile ids the fraction is taken of; the targets when empty
};

/// A stat change, optionally only for units of one troop type (massed: RE 2 -> 2S).
struct StatChange {
    std::string stat;
    std::string value;
    std::string when_type;
};

struct Option {
    std::string id;
    std::string name;
    std::vector<std::string> targets;  ///< resolved profile ids
    OptionLimit limit;
    int cost = 0;  ///< per unit; for alternative profiles the difference is computed
    bool downgrade = false;
    std::optional<Profile> alt_profile;
    std::vector<StatChange> sets;
    std::vector<TraitRef> adds;
    std::string exclusive;         ///< options sharing this key cannot be taken together on one unit
    std::string uniform;           ///< options sharing this key: every unit they apply to takes the same one
    std::optional<int> from_year;  ///< first year the option is available (a warning outside)
    std::optional<int> until_year;
    std::string reading;  ///< how an unclear printed text was read (shown to the user)
    std::string note;
    int line = 0;
};

/// A list's ids hashed cheaply and looked up without a copy, as a check looks up every unit's profile and
/// options: FNV-1a over eight bytes at a time, the last eight overlapping. Not `noexcept`, so that libstdc++
/// keeps each node's hash and a look-up compares hashes, not strings, along a bucket.
struct IdHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view id) const {
        constexpr std::uint64_t prime = 1099511628211ULL;
        std::uint64_t h = 14695981039346656037ULL ^ id.size();
        const char* p = id.data();
        const std::size_t n = id.size();
        auto mix = [&](std::uint64_t word) { h = (h ^ word) * prime; };
        if (n < 8) {
            std::uint64_t word = 0;
            for (std::size_t i = 0; i < n; ++i) word = word << 8 | static_cast<unsigned char>(p[i]);
            mix(word);
        } else {
            std::uint64_t word;
            for (std::size_t i = 0; i + 8 < n; i += 8) {
                std::memcpy(&word, p + i, 8);
                mix(word);
            }
            std::memcpy(&word, p + n - 8, 8);
            mix(word);
        }
        return static_cast<std::size_t>(h ^ (h >> 29));
    }
};

/// Profiles as units' options change them, by the addresses of the list's profile and options: the units of a
/// list are resolved alike roster after roster, so resolve_unit makes each once. A copy of a list starts without
/// them, as the addresses are the original's. Resolving adds to them: two threads resolving at once would need a
/// lock here (Muster has none).
class ChangedProfiles {
public:
    ChangedProfiles() = default;
    ChangedProfiles(const ChangedProfiles&) {}
    ChangedProfiles(ChangedProfiles&&) noexcept = default;
    ChangedProfiles& operator=(const ChangedProfiles&) {
        m_made.clear();
        return *this;
    }
    ChangedProfiles& operator=(ChangedProfiles&&) noexcept = default;

    /// The profile made for `key`, null when the options change nothing; none when it is yet to be made.
    const std::shared_ptr<const Profile>* find(std::string_view key) const {
        const auto it = m_made.find(key);
        return it == m_made.end() ? nullptr : &it->second;
    }
    void add(std::string_view key, std::shared_ptr<const Profile> made) {
        if (m_made.size() >= 4096) m_made.clear();  // a bound on what a run of odd rosters could make
        m_made.emplace(std::string(key), std::move(made));
    }
    void clear() { m_made.clear(); }

private:
    std::unordered_map<std::string, std::shared_ptr<const Profile>, IdHash, std::equal_to<>> m_made;
};

struct ArmyList {
    std::string id;
    std::string system;
    std::string name;
    std::string data_version;
    int from_year = 0;
    int to_year = 0;
    std::string source;
    std::vector<std::string> abbreviations;  ///< short names players use ("SW", "LI")
    std::string file;
    std::vector<std::string> command_structures;   ///< allowed SC level ids
    std::vector<std::string> permitted_qualities;  ///< qualities that need the list's permission
    std::vector<std::string> forbidden_purchases;
    std::vector<Group> groups;
    std::vector<Option> options;
    std::vector<Constraint> constraints;       ///< extra list rules, beyond groups and option limits
    mutable ChangedProfiles changed_profiles;  ///< made by resolve_unit; emptied by index()

    /// Rebuilds the id indexes and the rules; call after changing groups, options or constraints.
    void index();
    /// Every rule of the list as a constraint: group minimums and maximums (scaled by the game size
    /// when checked), option limits and the extra constraints. Built once by index().
    const std::vector<Constraint>& rules() const { return m_rules; }
    const Profile* profile(std::string_view id) const;
    const Group* group_of(std::string_view profile_id) const;
    const Option* option(std::string_view id) const;
    int option_index(std::string_view id) const;
    /// Profiles of a group id, or the single profile of a profile id; empty when unknown.
    std::vector<std::string> resolve_target(std::string_view id) const;
    /// "Swedish Foot / Swedish Foot Vet.": the distinct names of some profiles, for messages.
    std::string names_of(const std::vector<std::string>& profile_ids) const;

private:
    void build_rules();
    std::unordered_map<std::string, std::pair<int, int>, IdHash, std::equal_to<>> m_profiles;  // id -> group, alternative
    std::unordered_map<std::string, int, IdHash, std::equal_to<>> m_options;
    std::vector<Constraint> m_rules;
};

}  // namespace muster
