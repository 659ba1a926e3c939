// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>
#include <charconv>
#include <iterator>
#include <string_view>
#include <utility>
#include <vector>

#include "core/model/number.h"
#include "xml/load.h"
#include "xml/source.h"

namespace muster::xml {
namespace {

struct ListReader {
    const Source& src;
    const GameSystem* sys;
    Diagnostics& out;
    ArmyList list;
    /// The ids of groups, profiles and options read, in order: views of the document's text, which outlives the
    /// reading, so that no id is copied or a node allocated for it.
    std::vector<std::string_view> ids;
    /// The list's profiles by id while its options are read, the first of an id first: the list's own indexes and
    /// rules are built once, when it is whole, not a second time for the options' look-ups alone.
    std::vector<std::pair<std::string_view, const Profile*>> profiles;
    Stats stat_template;      ///< every stat of the system, without values
    std::vector<bool> given;  ///< by place in the system's stats: whether the profile being read gives it

    void index_profiles() {
        for (const auto& g : list.groups)
            for (const auto& p : g.profiles) profiles.emplace_back(p.id, &p);
        std::stable_sort(profiles.begin(), profiles.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    }

    /// As ArmyList::profile, from the index above.
    const Profile* profile(std::string_view id) const {
        auto it =
            std::lower_bound(profiles.begin(), profiles.end(), id, [](const auto& e, std::string_view k) { return e.first < k; });
        return it != profiles.end() && it->first == id ? it->second : nullptr;
    }

    void unknown(const pugi::xml_node& n, const char* kind, const std::string& id) {
        src.report(out, n, "unknown_reference").arg("kind", std::string(kind)).arg("id", id);
    }

    /// Reports `n`'s id when an element read before has it too.
    void check_id(const pugi::xml_node& n, const char* kind) {
        const std::string_view id = n.attribute("id").value();
        const auto at = std::lower_bound(ids.begin(), ids.end(), id);
        if (at == ids.end() || *at != id) ids.insert(at, id);
        else src.report(out, n, "duplicate_id").arg("kind", std::string(kind)).arg("id", std::string(id));
    }

    /// Reads a trait into `into`; its characteristic in the system, or nullptr.
    const Characteristic* read_trait(const pugi::xml_node& n, std::vector<TraitRef>& into) {
        TraitRef t{src.required(n, "ref", out).value_or(""), n.attribute("value").value()};
        const Characteristic* c = sys ? sys->characteristic(t.id) : nullptr;
        if (sys && !t.id.empty() && !c) unknown(n, "characteristic", t.id);
        into.push_back(std::move(t));
        return c;
    }

    Profile read_profile(const pugi::xml_node& n, bool alternative) {
        Profile p;
        p.id = alternative ? std::string(n.attribute("id").value()) : src.required(n, "id", out).value_or("");
        p.type = src.required(n, "type", out).value_or("");
        p.name = alternative ? std::string(n.attribute("name").value()) : src.required(n, "name", out).value_or(p.id);
        p.cost = src.integer(n, "cost", out, !sys || sys->counts_points).value_or(0);
        p.from_year = src.integer(n, "from", out, false);
        p.until_year = src.integer(n, "until", out, false);
        p.note = text_of(n.child("note"));
        p.reading = text_of(n.child("reading"));
        p.line = src.line(n);
        if (p.cost < 0) src.report(out, n, "negative_cost_not_downgrade").arg("id", p.id).arg("cost", p.cost);
        // The profile's troop type, looked up once for it and each of its traits.
        const TroopType* type = sys ? sys->troop_type(p.type) : nullptr;
        if (sys && !p.type.empty() && !type) unknown(n, "troop_type", p.type);
        const auto stats = n.child("stats");
        // Most profiles give every stat of the system: their stats start as a copy of all of them, without values,
        // and are filled in, one vector allocated for them rather than grown stat by stat. A profile that leaves one
        // out keeps only those it gives, as if read into empty stats.
        std::size_t filled = 0;  // the system's stats given, each counted once
        given.clear();
        if (sys && !sys->stats.empty()) {
            if (stat_template.empty())
                for (const auto& s : sys->stats) stat_template[s.id];
            p.stats = stat_template;
            given.assign(sys->stats.size(), false);
        }
        for (auto a : stats.attributes()) {
            const StatDef* def = sys ? sys->stat(a.name()) : nullptr;
            if (sys && !def) unknown(stats, "stat", a.name());
            if (def && def->min) check_minimum(stats, a, *def->min);
            if (!number::leading(a.value()))
                src.report(out, stats, "invalid_number")
                    .arg("element", std::string("stats"))
                    .arg("attribute", std::string(a.name()))
                    .arg("value", std::string(a.value()));
            // Values the system names (colours of a grade) are shown in the user's language.
            std::string value = a.value();
            if (def)
                if (auto named = def->value_names.find(value); named != def->value_names.end()) value = named->second;
            p.stats[a.name()] = std::move(value);
            if (def && !given.empty())
                if (const auto at = static_cast<std::size_t>(def - sys->stats.data()); !given[at]) {
                    given[at] = true;
                    ++filled;
                }
        }
        if (!given.empty() && filled != stat_template.size()) {
            Stats only;
            for (const auto& [id, value] : p.stats)
                if (const StatDef* def = sys->stat(id); !def || given[static_cast<std::size_t>(def - sys->stats.data())])
                    only[id] = value;
            p.stats = std::move(only);
        }
        if (sys)
            for (const auto& s : sys->stats)
                if (!p.stats.count(s.id))
                    src.report(out, stats ? stats : n, "missing_stat")
                        .arg("profile", p.id.empty() ? p.name : p.id)
                        .arg("stat", s.id);
        for (auto t : n.children("trait")) {
            const Characteristic* c = read_trait(t, p.traits);
            check_trait_type(t, c, type, p.type);
        }
        check_required_kind(n, p, type);
        return p;
    }

    /// A numeric stat with a lowest value, e.g. VBU at least 1.
    void check_minimum(const pugi::xml_node& stats, const pugi::xml_attribute& a, int min) {
        const std::string v = a.value();
        int value = 0;
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
        if (ec != std::errc() || end != v.data() + v.size() || value < min)
            src.report(out, stats, "stat_below_minimum").arg("stat", std::string(a.name())).arg("value", v).arg("min", min);
    }

    /// A troop type whose units always carry a kind of characteristic (a Wagenburg carries missile troops).
    void check_required_kind(const pugi::xml_node& n, const Profile& p, const TroopType* t) {
        if (!t || t->requires_kind.empty()) return;
        for (const auto& trait : p.traits)
            if (const Characteristic* c = sys->characteristic(trait.id); c && c->kind == t->requires_kind) return;
        src.report(out, n, "type_needs_characteristic")
            .arg("type", p.type)
            .arg("kind", t->requires_kind)
            .arg("profile", p.id.empty() ? p.name : p.id);
    }

    /// Characteristics that only some troop types may carry (pikes only on heavy infantry): `c` the trait's, `t` the
    /// troop type `type` in the system.
    void check_trait_type(const pugi::xml_node& n, const Characteristic* c, const TroopType* t, const std::string& type) {
        if (!c || !t || c->types.empty()) return;
        if (std::find(c->types.begin(), c->types.end(), t->code) == c->types.end()) {
            std::string allowed;
            for (const auto& a : c->types) allowed += (allowed.empty() ? "" : ", ") + a;
            src.report(out, n, "trait_not_for_type").arg("trait", c->name).arg("type", type).arg("allowed", allowed);
        }
    }

    void read_limit(const pugi::xml_node& n, Option& o) {
        const std::string kind = n.attribute("limit").as_string("any");
        if (kind == "one") o.limit.kind = LimitKind::One;
        else if (kind == "up-to") {
            o.limit.kind = LimitKind::UpTo;
            o.limit.n = src.integer(n, "n", out).value_or(0);
        } else if (kind == "fraction") {
            o.limit.kind = LimitKind::Fraction;
            const auto f = parse_fraction(n.attribute("fraction").value());
            const auto r = parse_rounding(n.attribute("rounding").as_string("down"));
            if (!f)
                src.report(out, n, "invalid_value")
                    .arg("element", std::string("option"))
                    .arg("attribute", std::string("fraction"))
                    .arg("value", std::string(n.attribute("fraction").value()))
                    .arg("expected", std::string("a fraction such as 1/3"));
            if (!r)
                src.report(out, n, "invalid_value")
                    .arg("element", std::string("option"))
                    .arg("attribute", std::string("rounding"))
                    .arg("value", std::string(n.attribute("rounding").value()))
                    .arg("expected", std::string("down, up or nearest"));
            o.limit.fraction = f.value_or(Fraction{1, 1});
            o.limit.rounding = r.value_or(Rounding::Down);
            resolve_words(n, n.attribute("of").value(), o.limit.of);
        } else if (kind == "one-or-more") o.limit.kind = LimitKind::OneOrMore;
        else if (kind == "any") o.limit.kind = LimitKind::Any;
        else
            src.report(out, n, "invalid_value")
                .arg("element", std::string("option"))
                .arg("attribute", std::string("limit"))
                .arg("value", kind)
                .arg("expected", std::string("one, up-to, fraction, one-or-more or any"));
    }

    /// Adds the profiles `target` names to `into`, as ArmyList::resolve_target finds them: a group's, else the
    /// profile of that id.
    void resolve(const pugi::xml_node& n, std::string_view target, std::vector<std::string>& into) {
        const auto add = [&into](std::string_view id) {
            if (std::find(into.begin(), into.end(), id) == into.end()) into.emplace_back(id);
        };
        for (const auto& g : list.groups)
            if (g.id == target) {
                if (g.profiles.empty()) unknown(n, "group_or_profile", std::string(target));
                for (const auto& p : g.profiles) add(p.id);
                return;
            }
        if (profile(target)) add(target);
        else unknown(n, "group_or_profile", std::string(target));
    }

    /// Resolves each word of `text`, as split_words() splits it, into `into`; the words are views of the text.
    void resolve_words(const pugi::xml_node& n, const char* text, std::vector<std::string>& into) {
        const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; };
        for (const char* p = text; *p;) {
            while (blank(*p)) ++p;
            const char* const start = p;
            while (*p && !blank(*p)) ++p;
            if (p != start) resolve(n, std::string_view(start, static_cast<std::size_t>(p - start)), into);
        }
    }

    Option read_option(const pugi::xml_node& n) {
        Option o;
        o.id = src.required(n, "id", out).value_or("");
        o.name = src.required(n, "name", out).value_or(o.id);
        o.line = src.line(n);
        check_id(n, "option");
        const char* targets = n.attribute("targets").value();
        if (!*targets) src.required(n, "targets", out);  // reported missing
        resolve_words(n, targets, o.targets);
        read_limit(n, o);
        o.downgrade = n.attribute("downgrade").as_bool();
        o.exclusive = n.attribute("exclusive").value();
        o.uniform = n.attribute("uniform").value();
        o.from_year = src.integer(n, "from", out, false);
        o.until_year = src.integer(n, "until", out, false);
        o.note = text_of(n.child("note"));
        o.reading = text_of(n.child("reading"));
        if (auto p = n.child("profile")) {
            o.alt_profile = read_profile(p, true);
        } else if (const std::string into = n.attribute("becomes").value(); !into.empty()) {
            // A swap: the targets become another profile of the list, its cost replacing theirs.
            if (const Profile* p = profile(into)) o.alt_profile = *p;
            else unknown(n, "profile", into);
        } else {
            o.cost = src.integer(n, "cost", out, !sys || sys->counts_points).value_or(0);
        }
        if (o.cost < 0 && !o.downgrade) src.report(out, n, "negative_cost_not_downgrade").arg("id", o.id).arg("cost", o.cost);
        for (auto s : n.children("set")) {
            StatChange c{src.required(s, "stat", out).value_or(""), s.attribute("value").value(),
                         s.attribute("when-type").value()};
            if (sys && !sys->stat(c.stat)) unknown(s, "stat", c.stat);
            if (sys && !c.when_type.empty() && !sys->troop_type(c.when_type)) unknown(s, "troop_type", c.when_type);
            if (!number::leading(c.value))
                src.report(out, s, "invalid_number")
                    .arg("element", std::string("set"))
                    .arg("attribute", std::string("value"))
                    .arg("value", c.value);
            o.sets.push_back(c);
        }
        for (auto a : n.children("add")) {
            const Characteristic* c = read_trait(a, o.adds);
            for (const auto& target : o.targets)
                if (const Profile* p = profile(target)) {
                    const std::string& type = o.alt_profile ? o.alt_profile->type : p->type;
                    check_trait_type(a, c, sys ? sys->troop_type(type) : nullptr, type);
                }
        }
        return o;
    }

    void read() {
        const auto root = src.doc().document_element();
        list.file = src.file();
        list.id = src.required(root, "id", out).value_or("");
        list.system = src.required(root, "system", out).value_or("");
        list.name = src.required(root, "name", out).value_or(list.id);
        list.data_version = src.required(root, "data-version", out).value_or("");
        list.from_year = src.integer(root, "from", out, false).value_or(0);
        list.to_year = src.integer(root, "to", out, false).value_or(0);
        list.source = root.attribute("source").value();
        list.abbreviations = split_words(root.attribute("abbreviations").value());
        if (sys && list.system != sys->id)
            src.report(out, root, "list_for_other_system").arg("list_system", list.system).arg("system", sys->id);

        if (auto sc = root.child("command-structures")) {
            list.command_structures = split_words(sc.attribute("allowed").value());
            for (const auto& l : list.command_structures)
                if (sys && !sys->command_structure(l)) unknown(sc, "command_structure_level", l);
        }
        for (auto p : root.children("permit")) {
            const std::string q = p.attribute("quality").value();
            if (sys && !sys->quality(q)) unknown(p, "commander_quality", q);
            list.permitted_qualities.push_back(q);
        }
        for (auto f : root.children("forbid")) {
            const std::string id = f.attribute("purchase").value();
            if (sys && !sys->purchase(id)) unknown(f, "purchase", id);
            list.forbidden_purchases.push_back(id);
        }
        for (auto g : root.children("group")) {
            Group group;
            group.id = src.required(g, "id", out).value_or("");
            group.min = src.integer(g, "min", out).value_or(0);
            group.max = src.integer(g, "max", out).value_or(0);
            group.note = text_of(g.child("note"));
            group.line = src.line(g);
            check_id(g, "group");
            if (group.min > group.max)
                src.report(out, g, "min_greater_than_max").arg("id", group.id).arg("min", group.min).arg("max", group.max);
            for (auto p : g.children("profile")) {
                group.profiles.push_back(read_profile(p, false));
                check_id(p, "profile");
            }
            if (group.profiles.empty()) src.report(out, g, "group_without_profiles").arg("id", group.id);
            list.groups.push_back(std::move(group));
        }
        index_profiles();
        // Counted first: an option (with its alternative profile) is large to move as the vector grows.
        const auto options = root.children("option");
        list.options.reserve(static_cast<std::size_t>(std::distance(options.begin(), options.end())));
        for (auto o : options) list.options.push_back(read_option(o));
        list.index();
    }
};

}  // namespace

std::optional<ArmyList> load_army_list(const std::filesystem::path& path, const GameSystem* system, Diagnostics& out,
                                       const std::string& language) {
    Source src;
    if (!src.load_data(path, language, out) || !src.expect_root("army-list", kListNs, out)) return std::nullopt;
    ListReader r{src, system, out, {}, {}, {}, {}, {}};
    r.read();
    return std::move(r.list);
}

}  // namespace muster::xml
