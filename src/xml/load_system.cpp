// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>
#include <iterator>
#include <string_view>
#include <utility>
#include <vector>

#include "xml/load.h"
#include "xml/source.h"

namespace muster::xml {
namespace {

struct SystemReader {
    const Source& src;
    Diagnostics& out;
    GameSystem sys;

    /// The ids read, each after the prefix of its kind ("stat:"), sorted: views of the document's text, which outlives
    /// the reading, so that no id is copied or a node allocated for it.
    using Seen = std::vector<std::pair<std::string_view, std::string_view>>;

    /// Reports the id in `n`'s attribute `attr` when an element of its kind read before has it too.
    void unique(Seen& seen, std::string_view prefix, const pugi::xml_node& n, const char* attr, const char* kind) {
        const std::pair<std::string_view, std::string_view> key{prefix, n.attribute(attr).value()};
        const auto at = std::lower_bound(seen.begin(), seen.end(), key);
        if (at == seen.end() || *at != key) seen.insert(at, key);
        else src.report(out, n, "duplicate_id").arg("kind", std::string(kind)).arg("id", std::string(prefix).append(key.second));
    }

    /// How many elements `range` holds: the many of a kind are counted before they are read, as moving them all
    /// each time their vector grows costs more.
    static std::size_t count(const pugi::xml_object_range<pugi::xml_named_node_iterator>& range) {
        return static_cast<std::size_t>(std::distance(range.begin(), range.end()));
    }

    void read_selector(const pugi::xml_node& n, Selector& s) {
        s.profiles = split_words(n.attribute("profiles").value());
        s.types = split_words(n.attribute("types").value());
        s.not_types = split_words(n.attribute("not-types").value());
        s.categories = split_words(n.attribute("categories").value());
        s.options = split_words(n.attribute("options").value());
        s.traits = split_words(n.attribute("traits").value());
        s.not_traits = split_words(n.attribute("not-traits").value());
    }

    void read() {
        const auto root = src.doc().document_element();
        sys.file = src.file();
        sys.id = src.required(root, "id", out).value_or("");
        sys.name = src.required(root, "name", out).value_or(sys.id);
        sys.version = root.attribute("version").value();
        sys.publisher = root.attribute("publisher").value();

        Seen seen;
        for (auto n : root.child("stats").children("stat")) {
            StatDef s;
            s.id = src.required(n, "id", out).value_or("");
            s.name = n.attribute("name").value();
            s.label = n.attribute("label").value();
            s.numeric = n.attribute("numeric").as_bool();
            s.min = src.integer(n, "min", out, false);
            unique(seen, "stat:", n, "id", "stat");
            for (auto v : n.children("value")) {
                const std::string id = src.required(v, "id", out).value_or("");
                s.value_names[id] = v.attribute("name").as_string(id.c_str());
            }
            sys.stats.push_back(std::move(s));
        }
        sys.compound_codes = root.child("troop-types").attribute("compound-codes").as_bool();
        const auto troop_types = root.child("troop-types").children("troop-type");
        sys.troop_types.reserve(count(troop_types));
        for (auto n : troop_types) {
            TroopType t;
            t.code = src.required(n, "code", out).value_or("");
            t.name = n.attribute("name").value();
            t.category = src.required(n, "category", out).value_or("");
            t.flags = split_words(n.attribute("flags").value());
            t.requires_kind = n.attribute("requires").value();
            t.text = text_of(n);
            unique(seen, "type:", n, "code", "troop_type");
            sys.troop_types.push_back(std::move(t));
        }
        const auto characteristics = root.child("characteristics").children("characteristic");
        sys.characteristics.reserve(count(characteristics));
        for (auto n : characteristics) {
            Characteristic c;
            c.id = src.required(n, "id", out).value_or("");
            c.name = src.required(n, "name", out).value_or(c.id);
            c.kind = n.attribute("kind").as_string("trait");
            c.format = n.attribute("format").value();
            c.rule = n.attribute("rule").value();
            c.firing = split_words(n.attribute("firing").value());
            c.types = split_words(n.attribute("types").value());
            c.protection = n.attribute("protection").value();
            c.protects_horse = std::string(n.attribute("protects").value()) == "horse";
            for (const auto& t : c.types)
                if (!sys.troop_type(t))
                    src.report(out, n, "unknown_reference").arg("kind", std::string("troop_type")).arg("id", t);
            c.text = text_of(n);
            unique(seen, "char:", n, "id", "characteristic");
            sys.characteristics.push_back(std::move(c));
        }
        const auto commanders = root.child("commanders");
        sys.c_in_c_rule = commanders.attribute("c-in-c-rule").value();
        read_attachment(commanders);
        for (auto n : commanders.children("quality")) {
            Quality q;
            q.id = src.required(n, "id", out).value_or("");
            q.name = n.attribute("name").as_string(q.id.c_str());
            q.cost = src.integer(n, "cost", out).value_or(0);
            q.bonus = src.integer(n, "bonus", out, false).value_or(0);
            q.c_in_c_only = n.attribute("c-in-c-only").as_bool();
            q.needs_list_permission = n.attribute("list-permission").as_bool();
            q.text = text_of(n);
            unique(seen, "quality:", n, "id", "commander_quality");
            sys.qualities.push_back(std::move(q));
        }
        const auto sc = root.child("command-structure");
        sys.command_structure_required = sc.attribute("required").as_bool();
        sys.command_structure_rule = sc.attribute("rule").value();
        for (auto n : sc.children("level")) {
            CommandStructureLevel l{src.required(n, "id", out).value_or(""), n.attribute("name").value(),
                                    src.integer(n, "range", out, false).value_or(0), src.integer(n, "cost", out).value_or(0)};
            unique(seen, "sc:", n, "id", "command_structure_level");
            sys.command_structures.push_back(std::move(l));
        }
        for (auto n : root.child("optional-rules").children("optional-rule")) {
            OptionalRule r{src.required(n, "id", out).value_or(""), n.attribute("name").value(), n.attribute("rule").value(),
                           text_of(n)};
            unique(seen, "rule:", n, "id", "optional_rule");
            sys.optional_rules.push_back(std::move(r));
        }
        const auto purchases = root.child("purchases").children("purchase");
        sys.purchases.reserve(count(purchases));
        for (auto n : purchases) read_purchase(n, seen);

        const auto army = root.child("army");
        if (auto c = army.child("commands")) {
            sys.commands_min = src.integer(c, "min", out).value_or(1);
            sys.commands_max = src.integer(c, "max", out).value_or(sys.commands_min);
            sys.commands_rule = c.attribute("rule").value();
            if (sys.commands_min > sys.commands_max)
                src.report(out, c, "min_greater_than_max")
                    .arg("id", std::string("commands"))
                    .arg("min", sys.commands_min)
                    .arg("max", sys.commands_max);
        }
        if (auto b = army.child("budget")) {
            for (const auto& w : split_words(b.attribute("standard").value())) {
                try {
                    sys.standard_budgets.push_back(std::stoi(w));
                } catch (const std::exception&) {
                    src.report(out, b, "invalid_number")
                        .arg("element", std::string("budget"))
                        .arg("attribute", std::string("standard"))
                        .arg("value", w);
                }
            }
            sys.default_budget =
                src.integer(b, "default", out, false).value_or(sys.standard_budgets.empty() ? 0 : sys.standard_budgets.front());
            sys.budget_rule = b.attribute("rule").value();
            sys.counts_points = std::string(b.attribute("points").value()) != "none";
        }
        for (auto n : army.children("size-band")) read_band(n);
        for (auto n : army.children("constraint")) read_constraint(n);
        for (auto n : army.children("unit-rule")) read_unit_rule(n);

        const auto derived = root.child("derived");
        for (auto n : derived.children("value")) {
            DerivedValue d;
            d.id = src.required(n, "id", out).value_or("");
            d.name = n.attribute("name").as_string(d.id.c_str());
            d.scope = std::string(n.attribute("scope").value()) == "command" ? Scope::Command : Scope::Army;
            d.rule = n.attribute("rule").value();
            read_derived_base(n, d);
            d.fraction = fraction(n, "fraction").value_or(Fraction{1, 1});
            d.rounding = rounding(n, "rounding").value_or(Rounding::Down);
            d.general_bonus = n.attribute("add-general-bonus").as_bool();
            sys.derived.push_back(std::move(d));
        }
        for (auto n : derived.children("unit-value")) {
            UnitValue u;
            u.id = src.required(n, "id", out).value_or("");
            u.name = n.attribute("name").as_string(u.id.c_str());
            u.stat = src.required(n, "stat", out).value_or("");
            u.below = fraction(n, "below").value_or(Fraction{1, 2});
            u.rule = n.attribute("rule").value();
            u.text = text_of(n);
            if (!sys.stat(u.stat)) src.report(out, n, "unknown_reference").arg("kind", std::string("stat")).arg("id", u.stat);
            sys.unit_values.push_back(std::move(u));
        }
        for (const auto& p : sys.purchases)
            for (const auto& add : p.adds) {
                // Not a structured binding: a lambda may not capture one before C++20 compilers caught up (clang 14).
                const std::string& value = add.first;
                if (std::none_of(sys.derived.begin(), sys.derived.end(), [&](const DerivedValue& d) { return d.id == value; }))
                    src.report(out, root.child("purchases"), "unknown_reference")
                        .arg("kind", std::string("derived_value"))
                        .arg("id", value);
            }

        const auto movement = root.child("movement");
        sys.movement_rule = movement.attribute("rule").value();
        for (auto n : movement.children("move")) {
            MoveRule m;
            m.move = src.required(n, "value", out).value_or("");
            m.charge = n.attribute("charge").value();
            read_selector(n.child("when"), m.when);
            check_selector(n, m.when);
            sys.movement.push_back(std::move(m));
        }

        for (auto n : root.child("tables").children("table")) {
            RefTable t;
            t.id = n.attribute("id").value();
            t.title = n.attribute("title").value();
            t.rule = n.attribute("rule").value();
            for (auto c : n.child("columns").children("c")) t.columns.push_back(text_of(c));
            for (auto r : n.children("row")) {
                std::vector<std::string> row;
                for (auto c : r.children("c")) row.push_back(text_of(c));
                if (row.size() != t.columns.size())
                    src.report(out, r, "table_row_width")
                        .arg("table", t.title)
                        .arg("cells", static_cast<std::int64_t>(row.size()))
                        .arg("columns", static_cast<std::int64_t>(t.columns.size()));
                t.rows.push_back(std::move(row));
            }
            t.note = text_of(n.child("note"));
            t.legend = text_of(n.child("legend"));
            sys.tables.push_back(std::move(t));
        }
    }

    /// Exactly one base: sum="STAT", of="EARLIER VALUE" or a <count> of units.
    void read_derived_base(const pugi::xml_node& n, DerivedValue& d) {
        d.sum_stat = n.attribute("sum").value();
        d.of_value = n.attribute("of").value();
        if (auto c = n.child("count")) read_selector(c, d.count.emplace());
        const int bases = !d.sum_stat.empty() + !d.of_value.empty() + d.count.has_value();
        if (bases != 1) {
            src.report(out, n, "invalid_value")
                .arg("element", std::string("value"))
                .arg("attribute", std::string("sum"))
                .arg("value", d.sum_stat)
                .arg("expected", std::string("exactly one of sum, of or a <count> child"));
        } else if (!d.sum_stat.empty() && !sys.stat(d.sum_stat)) {
            src.report(out, n, "unknown_reference").arg("kind", std::string("stat")).arg("id", d.sum_stat);
        } else if (!d.of_value.empty() && std::none_of(sys.derived.begin(), sys.derived.end(), [&](const DerivedValue& e) {
                       return e.id == d.of_value && e.scope == d.scope;
                   })) {
            src.report(out, n, "unknown_reference").arg("kind", std::string("derived_value")).arg("id", d.of_value);
        }
    }

    void read_attachment(const pugi::xml_node& commanders) {
        const std::string mode = commanders.attribute("attach").as_string("none");
        Attachment& a = sys.attachment;
        a.rule = commanders.attribute("attach-rule").value();
        if (mode == "required") a.mode = Attachment::Mode::Required;
        else if (mode == "optional") a.mode = Attachment::Mode::Optional;
        else if (mode != "none")
            src.report(out, commanders, "invalid_value")
                .arg("element", std::string("commanders"))
                .arg("attribute", std::string("attach"))
                .arg("value", mode)
                .arg("expected", std::string("none, optional or required"));
        if (auto j = commanders.child("may-join")) {
            read_selector(j, a.may_join);
            for (const auto* codes : {&a.may_join.types, &a.may_join.not_types})
                for (const auto& t : *codes)
                    if (!sys.troop_type(t))
                        src.report(out, j, "unknown_reference").arg("kind", std::string("troop_type")).arg("id", t);
        }
    }

    std::optional<Fraction> fraction(const pugi::xml_node& n, const char* attr) {
        const auto a = n.attribute(attr);
        if (!a) return std::nullopt;
        auto f = parse_fraction(a.value());
        if (!f)
            src.report(out, n, "invalid_value")
                .arg("element", std::string(n.name()))
                .arg("attribute", std::string(attr))
                .arg("value", std::string(a.value()))
                .arg("expected", std::string("a fraction such as 1/2"));
        return f;
    }

    std::optional<Rounding> rounding(const pugi::xml_node& n, const char* attr) {
        const auto a = n.attribute(attr);
        if (!a) return std::nullopt;
        auto r = parse_rounding(a.value());
        if (!r)
            src.report(out, n, "invalid_value")
                .arg("element", std::string(n.name()))
                .arg("attribute", std::string(attr))
                .arg("value", std::string(a.value()))
                .arg("expected", std::string("down, up or nearest"));
        return r;
    }

    void read_purchase(const pugi::xml_node& n, Seen& seen) {
        Purchase p;
        p.id = src.required(n, "id", out).value_or("");
        p.name = n.attribute("name").as_string(p.id.c_str());
        p.max = src.integer(n, "max", out, false).value_or(1);
        if (std::string(n.attribute("max-severity").value()) == "warning") p.max_severity = Severity::Warning;
        p.free = src.integer(n, "free", out, false).value_or(0);
        p.requires_rule = n.attribute("requires-rule").value();
        p.rule = n.attribute("rule").value();
        p.cli = n.attribute("cli").value();
        p.text = text_of(n);
        for (auto t : n.children("price")) {
            PriceTier tier;
            tier.up_to = src.integer(t, "up-to", out, false).value_or(p.max);
            tier.each = src.integer(t, "each", out).value_or(0);
            p.tiers.push_back(tier);
        }
        for (auto a : n.children("adds")) p.adds[a.attribute("value").value()] = src.integer(a, "amount", out).value_or(0);
        if (!p.requires_rule.empty() && !sys.optional_rule(p.requires_rule))
            src.report(out, n, "unknown_reference").arg("kind", std::string("optional_rule")).arg("id", p.requires_rule);
        unique(seen, "purchase:", n, "id", "purchase");
        sys.purchases.push_back(std::move(p));
    }

    void read_band(const pugi::xml_node& n) {
        SizeBand b;
        b.min_budget = src.integer(n, "min-budget", out, false).value_or(0);
        b.max_budget = src.integer(n, "max-budget", out, false).value_or(1 << 30);
        b.min_scale = fraction(n, "min-scale").value_or(Fraction{1, 1});
        b.min_rounding = rounding(n, "min-rounding").value_or(Rounding::Up);
        b.max_scale = fraction(n, "max-scale").value_or(Fraction{1, 1});
        b.max_rounding = rounding(n, "max-rounding").value_or(Rounding::Down);
        b.commands_min = src.integer(n, "commands-min", out, false);
        b.commands_max = src.integer(n, "commands-max", out, false);
        b.commands_advised = src.integer(n, "commands-advised", out, false);
        b.rule = n.attribute("rule").value();
        if (b.min_budget > b.max_budget)
            src.report(out, n, "min_greater_than_max")
                .arg("id", std::string("size-band"))
                .arg("min", b.min_budget)
                .arg("max", b.max_budget);
        sys.size_bands.push_back(std::move(b));
    }

    /// <unit-rule id name severity rule><when .../><needs kind|stat|figures min max step/></unit-rule>
    void read_unit_rule(const pugi::xml_node& n) {
        UnitRule r;
        r.id = src.required(n, "id", out).value_or("");
        r.name = n.attribute("name").as_string(r.id.c_str());
        r.severity = std::string(n.attribute("severity").value()) == "warning" ? Severity::Warning : Severity::Error;
        r.rule = n.attribute("rule").value();
        r.line = src.line(n);
        read_selector(n.child("when"), r.when);
        const auto needs = n.child("needs");
        if (needs.attribute("kind")) {
            r.of = needs.attribute("kind").value();
        } else if (needs.attribute("stat")) {
            r.measure = UnitRule::Measure::Stat;
            r.of = needs.attribute("stat").value();
            if (!sys.stat(r.of)) src.report(out, needs, "unknown_reference").arg("kind", std::string("stat")).arg("id", r.of);
        } else if (needs.attribute("figures").as_bool()) {
            r.measure = UnitRule::Measure::Figures;
        } else {
            src.required(needs, "kind", out);  // one of kind, stat or figures="true" says what is measured
        }
        r.min = src.integer(needs, "min", out, false);
        r.max = src.integer(needs, "max", out, r.measure == UnitRule::Measure::Figures);
        r.step = src.integer(needs, "step", out, false).value_or(1);
        if (!r.min && !r.max) src.report(out, n, "constraint_without_bound").arg("id", r.id);
        if (r.min && r.max && *r.min > *r.max)
            src.report(out, n, "min_greater_than_max").arg("id", r.id).arg("min", *r.min).arg("max", *r.max);
        if (r.step < 1)
            src.report(out, needs, "invalid_number")
                .arg("element", std::string("needs"))
                .arg("attribute", std::string("step"))
                .arg("value", std::to_string(r.step));
        check_selector(n, r.when);
        sys.unit_rules.push_back(std::move(r));
    }

    /// A selector's characteristics and troop types must exist in the system.
    void check_selector(const pugi::xml_node& n, const Selector& s) {
        for (const auto* traits : {&s.traits, &s.not_traits})
            for (const auto& t : *traits)
                if (!sys.characteristic(t))
                    src.report(out, n, "unknown_reference").arg("kind", std::string("characteristic")).arg("id", t);
        for (const auto* types : {&s.types, &s.not_types})
            for (const auto& t : *types)
                if (!sys.troop_type(t))
                    src.report(out, n, "unknown_reference").arg("kind", std::string("troop_type")).arg("id", t);
    }

    /// What a constraint reports for one bound: a code of the table, or the data's own with its message.
    Constraint::Finding finding(const pugi::xml_node& n, const std::string& bound, const std::string& fallback) {
        auto attr = [&](const char* what) { return std::string(n.attribute((bound + what).c_str()).value()); };
        Constraint::Finding f{attr("-code"), attr("-message"), attr("-hint")};
        if (f.code.empty()) f.code = fallback;
        if (!Code::find(f.code) && f.message.empty())
            src.report(out, n, "unknown_code").arg("code", f.code).arg("attribute", bound + "-message");
        return f;
    }

    void read_constraint(const pugi::xml_node& n) {
        Constraint c;
        c.id = src.required(n, "id", out).value_or("");
        c.name = n.attribute("name").as_string(c.id.c_str());
        c.scope = std::string(n.attribute("scope").value()) == "command" ? Scope::Command : Scope::Army;
        c.from_list = false;
        c.below = finding(n, "min", c.below.code);
        c.above = finding(n, "max", c.above.code);
        c.severity = std::string(n.attribute("severity").value()) == "warning" ? Severity::Warning : Severity::Error;
        c.rule = n.attribute("rule").value();
        c.line = src.line(n);
        read_selector(n.child("count"), c.count);
        const bool scaled = n.attribute("scaled").as_bool();
        if (auto v = src.integer(n, "min", out, false)) c.min = Bound{Bound::Kind::Constant, *v, scaled, {}, {}, {}, {}};
        if (auto v = src.integer(n, "max", out, false)) c.max = Bound{Bound::Kind::Constant, *v, scaled, {}, {}, {}, {}};
        if (auto f = fraction(n, "max-fraction")) {
            Bound b;
            b.kind = Bound::Kind::FractionOf;
            b.fraction = *f;
            b.rounding = rounding(n, "rounding").value_or(Rounding::Down);
            read_selector(n.child("of"), b.of);
            c.max = std::move(b);
        }
        if (!c.min && !c.max) src.report(out, n, "constraint_without_bound").arg("id", c.id);
        if (c.min && c.max && c.min->kind == Bound::Kind::Constant && c.max->kind == Bound::Kind::Constant &&
            c.min->value > c.max->value)
            src.report(out, n, "min_greater_than_max").arg("id", c.id).arg("min", c.min->value).arg("max", c.max->value);
        for (const auto& t : c.count.types)
            if (!sys.troop_type(t)) src.report(out, n, "unknown_reference").arg("kind", std::string("troop_type")).arg("id", t);
        for (const auto& t : c.count.not_types)
            if (!sys.troop_type(t)) src.report(out, n, "unknown_reference").arg("kind", std::string("troop_type")).arg("id", t);
        sys.constraints.push_back(std::move(c));
    }
};

}  // namespace

std::optional<GameSystem> load_system(const std::filesystem::path& path, Diagnostics& out, const std::string& language) {
    Source src;
    if (!src.load_data(path, language, out) || !src.expect_root("system", kSystemNs, out)) return std::nullopt;
    SystemReader r{src, out, {}};
    r.read();
    return std::move(r.sys);
}

}  // namespace muster::xml
