// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/fixes.h"

#include <algorithm>
#include <map>

#include "core/editing/editor.h"
#include "core/model/limits.h"
#include "core/rules/availability.h"

namespace muster {
namespace {

std::string text_arg(const Diagnostic& d, std::string_view name) {
    const Arg* a = d.find_arg(name);
    return a && std::holds_alternative<std::string>(*a) ? std::get<std::string>(*a) : std::string();
}

int int_arg(const Diagnostic& d, std::string_view name) {
    const Arg* a = d.find_arg(name);
    return a && std::holds_alternative<std::int64_t>(*a) ? static_cast<int>(std::get<std::int64_t>(*a)) : 0;
}

Edit unit_edit(Edit::Op op, UnitRef u, std::string id = {}, bool on = true, int count = 0) {
    Edit e;
    e.op = op;
    e.unit = u;
    e.id = std::move(id);
    e.on = on;
    e.count = count;
    return e;
}

/// An edit of a command or of the army: no unit, perhaps a command.
Edit army_edit(Edit::Op op, int command, std::string id = {}, int count = 0, bool on = true) {
    Edit e = unit_edit(op, {}, std::move(id), on, count);
    e.command = command;
    return e;
}

class Fixer {
public:
    Fixer(const Roster& r, const Ruleset& rs, const Verdict& v)
        : roster(r), rules(rs), list(rs.list), system(rs.system), now(v) {}

    std::vector<Fix> candidates(const Diagnostic& d, bool steps) const {
        std::vector<Fix> out;
        const std::optional<UnitRef> unit =
            d.where.unit ? std::optional<UnitRef>(UnitRef{d.where.command.value_or(-1), *d.where.unit}) : std::nullopt;
        const int command = d.where.command.value_or(-1);
        if (d.is("unknown_profile") && unit) {
            out.push_back(remove_units({*unit}));
        } else if ((d.is("unknown_option") || d.is("option_not_applicable") || d.is("options_exclusive") ||
                    d.is("option_out_of_period") || d.is("option_repeated")) &&
                   unit) {
            Fix f = drop_options({*unit}, d.where.option);
            if (d.is("option_repeated")) f.edits.push_back(unit_edit(Edit::Op::SetOption, *unit, d.where.option, true));
            out.push_back(std::move(f));
            if (d.is("options_exclusive")) out.push_back(remove_units({*unit}));
        } else if ((d.is("uniform_choice_mixed") || d.is("uniform_choice_missing")) && unit) {
            out.push_back(take_uniform(*unit, d));
        } else if (d.is("general_cannot_attach") && unit) {
            out.push_back({"detach_general", unit_args(*unit), {unit_edit(Edit::Op::AttachGeneral, *unit, {}, false)}});
        } else if (d.is("general_attached_twice")) {
            const auto& units = roster.commands[command].units;
            bool first = true;
            Fix f{"keep_one_attachment", {{"command", command + 1}}, {}};
            for (int i = 0; i < static_cast<int>(units.size()); ++i)
                if (units[i].general && !std::exchange(first, false))
                    f.edits.push_back(unit_edit(Edit::Op::AttachGeneral, {command, i}, {}, false));
            out.push_back(std::move(f));
        } else if (d.is("general_not_attached")) {
            for (int i = 0; i < static_cast<int>(roster.commands[command].units.size()); ++i)
                out.push_back({"attach_general", unit_args({command, i}), {unit_edit(Edit::Op::AttachGeneral, {command, i})}});
        } else if ((d.is("unit_kind_below") || d.is("unit_kind_above") || d.is("unit_stat_below") || d.is("unit_stat_above")) &&
                   unit) {
            toggle_options(*unit, out);
        } else if ((d.is("unit_figures_missing") || d.is("unit_figures_wrong")) && unit) {
            figures(*unit, d, out);
        } else if (d.is("profile_out_of_period") && unit) {
            alternatives(*unit, out);
            out.push_back(remove_units({*unit}));
        } else if (d.is("command_structure_missing") || d.is("command_structure_not_allowed") ||
                   d.is("unknown_command_structure")) {
            command_structures(out);
        } else if (d.is("too_few_commands")) {
            add_commands(int_arg(d, "min") - int_arg(d, "count"), out);
        } else if (d.is("too_many_commands") || d.is("more_commands_than_advised")) {
            const int keep = d.is("too_many_commands") ? int_arg(d, "max") : int_arg(d, "advised");
            merge_commands(int_arg(d, "count") - keep, out);
        } else if (d.is("command_empty")) {
            // What the player placed stays put where it can: removing the command, then filling it with a unit
            // in no command, and only then a unit from another command.
            out.push_back({"remove_command", {{"command", command + 1}}, {army_edit(Edit::Op::RemoveCommand, command)}});
            fill_command(command, out);
        } else if (d.is("general_missing") || d.is("unknown_quality") || d.is("quality_only_for_c_in_c") ||
                   d.is("quality_not_permitted")) {
            if (d.is("quality_only_for_c_in_c"))
                out.push_back({"set_c_in_c", {{"command", command + 1}}, {army_edit(Edit::Op::SetCInC, command)}});
            qualities(command, out);
        } else if (d.is("no_c_in_c") || d.is("several_c_in_c")) {
            for (int c = 0; c < static_cast<int>(roster.commands.size()); ++c)
                if (d.is("no_c_in_c") || roster.commands[c].general.c_in_c)
                    out.push_back({"set_c_in_c", {{"command", c + 1}}, {army_edit(Edit::Op::SetCInC, c)}});
        } else if (d.is("unit_not_in_command") && unit) {
            for (int c : commands_by_size()) out.push_back(move_unit(*unit, c));
            out.push_back(remove_units({*unit}));
        } else if (d.is("unknown_purchase") || d.is("purchase_negative") || d.is("purchase_not_allowed")) {
            out.push_back(purchase(d.where.purchase, 0));
        } else if (d.is("purchase_over_maximum")) {
            out.push_back(purchase(d.where.purchase, int_arg(d, "max")));
        } else if (d.is("purchase_needs_optional_rule")) {
            if (const Purchase* p = system.purchase(d.where.purchase))
                out.push_back({"use_optional_rule",
                               {{"optional_rule", name_of_rule(p->requires_rule)}},
                               {army_edit(Edit::Op::SetOptionalRule, -1, p->requires_rule, 0, true)}});
            out.push_back(purchase(d.where.purchase, 0));
        } else if (d.is("unknown_optional_rule")) {
            out.push_back({"drop_optional_rule",
                           {{"optional_rule", text_arg(d, "rule_id")}},
                           {army_edit(Edit::Op::SetOptionalRule, -1, text_arg(d, "rule_id"), 0, false)}});
        } else if (d.is("budget_invalid") && system.default_budget > 0) {
            out.push_back({"set_budget",
                           {{"budget", system.default_budget}},
                           {army_edit(Edit::Op::SetBudget, -1, {}, system.default_budget)}});
        } else if (d.is("points_over_budget")) {
            over_budget(int_arg(d, "excess"), out);
        } else if (d.code.rfind("event_", 0) == 0) {
            event(d, out);
        } else if (!d.where.constraint.empty()) {
            constraint(d, out);
            if (steps) constraint_steps(d, out);
        }
        // Removing a unit clears every finding about it in one edit: a step worth weighing against the others.
        if (steps && unit &&
            std::none_of(out.begin(), out.end(), [](const Fix& f) { return f.label == "remove_units" && f.edits.size() == 1; }))
            out.push_back(remove_units({*unit}));
        return out;
    }

    const Roster& roster;
    const Ruleset& rules;
    const ArmyList& list;
    const GameSystem& system;
    const Verdict& now;

private:
    const RosterUnit& unit_at(UnitRef u) const {
        return u.command < 0 ? roster.unassigned[u.index] : roster.commands[u.command].units[u.index];
    }

    std::string unit_name(UnitRef u) const { return std::get<std::string>(unit_words(roster, list, u)[0].second); }

    Args unit_args(UnitRef u) const { return unit_words(roster, list, u); }

    /// Several units: their names ("units"), and where they are ("where": command, with "from" its number;
    /// unassigned; or several, with "commands" their numbers and "unassigned" whether some are in none).
    Args units_args(const std::vector<UnitRef>& units) const {
        std::string names;
        std::vector<int> commands;
        bool unassigned = false;
        for (auto u : units) {
            names += (names.empty() ? "" : ", ") + unit_name(u);
            if (u.command < 0) unassigned = true;
            else if (std::find(commands.begin(), commands.end(), u.command + 1) == commands.end())
                commands.push_back(u.command + 1);
        }
        std::sort(commands.begin(), commands.end());
        Args a{{"count", static_cast<std::int64_t>(units.size())}, {"units", names}};
        if (!units.empty()) a.emplace_back("unit", unit_name(units.front()));
        if (commands.size() == 1 && !unassigned) {
            a.emplace_back("where", std::string("command"));
            a.emplace_back("from", commands.front());
        } else if (commands.empty()) {
            a.emplace_back("where", std::string("unassigned"));
            a.emplace_back("from", std::int64_t{0});
        } else {
            std::string list_of;
            for (int c : commands) list_of += (list_of.empty() ? "" : ", ") + std::to_string(c);
            a.emplace_back("where", std::string(unassigned ? "several_unassigned" : "several"));
            a.emplace_back("commands", list_of);
            a.emplace_back("from", std::int64_t{0});
        }
        return a;
    }

    static Args with(Args a, std::string name, Arg value) {
        a.emplace_back(std::move(name), std::move(value));
        return a;
    }

    std::string option_name(const std::string& id) const {
        const Option* o = list.option(id);
        return o ? o->name : id;
    }

    std::string name_of_rule(const std::string& id) const {
        const OptionalRule* r = system.optional_rule(id);
        return r ? r->name : id;
    }

    /// Units removed last first, so each edit's place still holds; named in roster order.
    Fix remove_units(std::vector<UnitRef> units) const {
        std::sort(units.begin(), units.end(), [](UnitRef a, UnitRef b) {
            return std::make_pair(a.command < 0 ? 1 << 30 : a.command, a.index) >
                   std::make_pair(b.command < 0 ? 1 << 30 : b.command, b.index);
        });
        Fix f{"remove_units", units_args({units.rbegin(), units.rend()}), {}};
        for (auto u : units) f.edits.push_back(unit_edit(Edit::Op::RemoveUnit, u));
        return f;
    }

    Fix drop_options(const std::vector<UnitRef>& units, const std::string& option) const {
        Fix f{"drop_option", with(units_args(units), "option", option_name(option)), {}};
        for (auto u : units) f.edits.push_back(unit_edit(Edit::Op::SetOption, u, option, false));
        return f;
    }

    Fix take_uniform(UnitRef u, const Diagnostic& d) const {
        // The army's choice is the option named "other"; the unit's own (if any) is the location's option.
        Fix f{"take_option", {}, {}};
        const std::string other = text_arg(d, "other");
        const Option* army = nullptr;
        for (const auto& o : list.options)
            if (o.name == other && !o.uniform.empty()) army = &o;
        if (d.is("uniform_choice_mixed")) f.edits.push_back(unit_edit(Edit::Op::SetOption, u, d.where.option, false));
        if (d.is("uniform_choice_missing")) army = list.option(d.where.option);
        if (army) f.edits.push_back(unit_edit(Edit::Op::SetOption, u, army->id, true));
        f.args = with(unit_args(u), "option", army ? army->name : std::string("-"));
        return f;
    }

    void toggle_options(UnitRef u, std::vector<Fix>& out) const {
        const RosterUnit& ru = unit_at(u);
        for (const auto& o : list.options) {
            if (std::find(o.targets.begin(), o.targets.end(), ru.profile) == o.targets.end()) continue;
            const bool has = std::find(ru.options.begin(), ru.options.end(), o.id) != ru.options.end();
            out.push_back({has ? "drop_option" : "take_option",
                           has ? with(units_args({u}), "option", o.name) : with(unit_args(u), "option", o.name),
                           {unit_edit(Edit::Op::SetOption, u, o.id, !has)}});
        }
    }

    void figures(UnitRef u, const Diagnostic& d, std::vector<Fix>& out) const {
        for (const auto& r : system.unit_rules) {
            if (r.id != d.where.constraint) continue;
            std::vector<int> counts = r.allowed_figures();
            const int now_has = unit_at(u).figures.value_or(0);
            std::stable_sort(counts.begin(), counts.end(),
                             [&](int a, int b) { return std::abs(a - now_has) < std::abs(b - now_has); });
            for (int n : counts)
                out.push_back({"set_figures", with(unit_args(u), "count", n), {unit_edit(Edit::Op::SetFigures, u, {}, true, n)}});
        }
    }

    void alternatives(UnitRef u, std::vector<Fix>& out) const {
        if (const Group* g = list.group_of(unit_at(u).profile))
            for (const auto& p : g->profiles)
                if (p.id != unit_at(u).profile)
                    out.push_back(
                        {"set_profile", with(unit_args(u), "profile", p.name), {unit_edit(Edit::Op::SetProfile, u, p.id)}});
    }

    void command_structures(std::vector<Fix>& out) const {
        std::vector<const CommandStructureLevel*> levels;
        for (const auto& l : system.command_structures)
            if (list.command_structures.empty() ||
                std::find(list.command_structures.begin(), list.command_structures.end(), l.id) != list.command_structures.end())
                levels.push_back(&l);
        std::stable_sort(levels.begin(), levels.end(), [](auto* a, auto* b) { return a->cost < b->cost; });
        for (const auto* l : levels)
            out.push_back({"set_command_structure", {{"level", l->name}}, {army_edit(Edit::Op::SetCommandStructure, -1, l->id)}});
    }

    /// Commands from the one with fewest units (the first of equals).
    std::vector<int> commands_by_size() const {
        std::vector<int> order;
        for (int c = 0; c < static_cast<int>(roster.commands.size()); ++c) order.push_back(c);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return roster.commands[a].units.size() < roster.commands[b].units.size(); });
        return order;
    }

    /// The qualities a command's general may have, the most capable (dearest) first: checking ranks those
    /// the budget cannot pay below the others.
    std::vector<const Quality*> ordinary_qualities(bool c_in_c) const {
        std::vector<const Quality*> qs;
        for (const auto& q : system.qualities)
            if ((!q.c_in_c_only || c_in_c) &&
                (!q.needs_list_permission || std::find(list.permitted_qualities.begin(), list.permitted_qualities.end(), q.id) !=
                                                 list.permitted_qualities.end()))
                qs.push_back(&q);
        std::stable_sort(qs.begin(), qs.end(), [](auto* a, auto* b) { return a->cost > b->cost; });
        return qs;
    }

    void qualities(int command, std::vector<Fix>& out) const {
        for (const auto* q : ordinary_qualities(roster.commands[command].general.c_in_c))
            out.push_back({"set_general",
                           {{"command", command + 1}, {"quality", q->name}},
                           {army_edit(Edit::Op::SetGeneral, command, q->id)}});
    }

    /// New commands, each given one unit from the biggest command.
    void add_commands(int n, std::vector<Fix>& out) const {
        const auto qs = ordinary_qualities(false);
        if (n <= 0 || qs.empty()) return;
        Roster r = roster;
        const Quality* cheapest = qs.back();
        Fix f{"add_commands", {{"count", n}, {"quality", cheapest->name}}, {}};
        for (int i = 0; i < n; ++i) {
            const int c = static_cast<int>(r.commands.size());
            f.edits.push_back(army_edit(Edit::Op::AddCommand, c, cheapest->id));
            r.commands.emplace_back();
            int biggest = -1;
            for (int k = 0; k < c; ++k)
                if (biggest < 0 || r.commands[k].units.size() > r.commands[biggest].units.size()) biggest = k;
            if (biggest < 0 || r.commands[biggest].units.size() < 2) continue;
            const int last = static_cast<int>(r.commands[biggest].units.size()) - 1;
            f.edits.push_back(unit_edit(Edit::Op::MoveUnit, {biggest, last}));
            f.edits.back().command = c;
            r.commands[c].units.push_back(r.commands[biggest].units[last]);
            r.commands[biggest].units.pop_back();
        }
        out.push_back(std::move(f));
    }

    /// The smallest commands' units join the command before them (the next for the first), then go.
    void merge_commands(int n, std::vector<Fix>& out) const {
        if (n <= 0) return;
        Roster r = roster;
        Fix f{"merge_commands", {{"count", n}}, {}};
        for (int i = 0; i < n && r.commands.size() > 1; ++i) {
            int smallest = 0;
            for (int k = 1; k < static_cast<int>(r.commands.size()); ++k)
                if (r.commands[k].units.size() <= r.commands[smallest].units.size() && !r.commands[k].general.c_in_c)
                    smallest = k;
            if (r.commands[smallest].general.c_in_c) smallest = static_cast<int>(r.commands.size()) - 1;
            const int into = smallest == 0 ? 1 : smallest - 1;
            for (int u = static_cast<int>(r.commands[smallest].units.size()) - 1; u >= 0; --u) {
                f.edits.push_back(unit_edit(Edit::Op::MoveUnit, {smallest, u}));
                f.edits.back().command = into;
                r.commands[into].units.push_back(r.commands[smallest].units[u]);
            }
            f.edits.push_back(army_edit(Edit::Op::RemoveCommand, smallest));
            r.commands.erase(r.commands.begin() + smallest);
        }
        out.push_back(std::move(f));
    }

    /// Units for an empty command, the least disruptive first: one the player has placed in no command,
    /// then the last unit of each command that has more than one, the biggest first (checking ranks a move
    /// that leaves a command short of what it needs below the others).
    void fill_command(int command, std::vector<Fix>& out) const {
        for (int u = 0; u < static_cast<int>(roster.unassigned.size()) && u < 2; ++u) out.push_back(move_unit({-1, u}, command));
        auto order = commands_by_size();
        std::reverse(order.begin(), order.end());
        int offered = 0;
        for (int c : order) {
            if (c == command || roster.commands[c].units.size() < 2 || offered++ == 3) continue;
            out.push_back(move_unit({c, static_cast<int>(roster.commands[c].units.size()) - 1}, command));
        }
    }

    Fix move_unit(UnitRef u, int command) const {
        Fix f{"move_unit", with(unit_args(u), "command", command + 1), {unit_edit(Edit::Op::MoveUnit, u)}};
        f.edits[0].command = command;
        return f;
    }

    Fix purchase(const std::string& id, int count) const {
        const Purchase* p = system.purchase(id);
        return {"set_purchase",
                {{"purchase", p ? p->name : id}, {"count", count}},
                {army_edit(Edit::Op::SetPurchase, -1, id, count)}};
    }

    /// Over budget: fewer purchases, one option or one unit less, or a bigger game.
    void over_budget(int excess, std::vector<Fix>& out) const {
        for (const auto& [id, n] : roster.purchases) {
            const Purchase* p = system.purchase(id);
            if (!p) continue;
            for (int k = n - 1; k >= 0; --k)
                if (p->cost(n) - p->cost(k) >= excess) {
                    out.push_back(purchase(id, k));
                    break;
                }
        }
        // The cheapest single option, then the cheapest single unit, that covers the excess.
        const UnitSummary* best_unit = nullptr;
        std::pair<const UnitSummary*, const Option*> best_option{nullptr, nullptr};
        int option_cost = 0;
        for (const auto& us : now.summary.units) {
            if (us.unit.cost >= excess && (!best_unit || us.unit.cost < best_unit->unit.cost)) best_unit = &us;
            for (const auto& [o, cost] : us.unit.options)
                if (cost >= excess && (!best_option.first || cost < option_cost)) best_option = {&us, o}, option_cost = cost;
        }
        if (best_option.first)
            out.push_back(drop_options({{best_option.first->command, best_option.first->index}}, best_option.second->id));
        if (best_unit) out.push_back(remove_units({{best_unit->command, best_unit->index}}));
        // Else the dearest units until the excess is covered: the fewest units that do it.
        std::vector<const UnitSummary*> dearest;
        for (const auto& us : now.summary.units) dearest.push_back(&us);
        std::stable_sort(dearest.begin(), dearest.end(), [](auto* a, auto* b) { return a->unit.cost > b->unit.cost; });
        std::vector<UnitRef> chosen;
        for (int covered = 0; covered < excess && chosen.size() < dearest.size();) {
            const UnitSummary* us = dearest[chosen.size()];
            chosen.push_back({us->command, us->index});
            covered += us->unit.cost;
        }
        if (chosen.size() > 1) out.push_back(remove_units(chosen));
        for (int size : system.standard_budgets)
            if (size >= now.summary.total && budget_is_free()) {
                out.push_back({"set_budget", {{"budget", size}}, {army_edit(Edit::Op::SetBudget, -1, {}, size)}});
                break;
            }
    }

    /// An event's own rules: its budget, optional rules, commands, qualities, purchases and years.
    void event(const Diagnostic& d, std::vector<Fix>& out) const {
        const int command = d.where.command.value_or(-1);
        if (d.is("event_budget")) {
            const int budget = int_arg(d, "event_budget");
            out.push_back({"set_budget", {{"budget", budget}}, {army_edit(Edit::Op::SetBudget, -1, {}, budget)}});
        } else if (d.is("event_rule_forbidden") || d.is("event_rule_required")) {
            const std::string id = text_arg(d, "optional_rule");
            const bool on = d.is("event_rule_required");
            out.push_back({on ? "use_optional_rule" : "drop_optional_rule",
                           {{"optional_rule", name_of_rule(id)}},
                           {army_edit(Edit::Op::SetOptionalRule, -1, id, 0, on)}});
        } else if (d.is("event_too_few_commands")) {
            add_commands(int_arg(d, "min") - int_arg(d, "count"), out);
        } else if (d.is("event_too_many_commands")) {
            merge_commands(int_arg(d, "count") - int_arg(d, "max"), out);
        } else if (d.is("event_quality_forbidden") && command >= 0) {
            qualities(command, out);
        } else if (d.is("event_purchase_above")) {
            out.push_back(purchase(text_arg(d, "purchase"), int_arg(d, "max")));
        } else if (d.is("event_purchase_below")) {
            out.push_back(purchase(text_arg(d, "purchase"), int_arg(d, "min")));
        } else if (d.is("event_year_missing") || d.is("event_year_outside")) {
            const int from = std::max(int_arg(d, "from"), list.from_year), to = std::min(int_arg(d, "to"), list.to_year);
            if (from <= to) out.push_back({"set_year", {{"year", from}}, {army_edit(Edit::Op::SetYear, -1, {}, from)}});
        } else if (d.is("event_largest_command") && command >= 0) {
            // One of its units to each other command, its last units first.
            const auto& units = roster.commands[command].units;
            for (int u = static_cast<int>(units.size()) - 1; u >= 0 && units.size() > 1; --u)
                for (int other : commands_by_size())
                    if (other != command) out.push_back(move_unit({command, u}, other));
        }
    }

    /// Single edits that each take away one unit too many or give one missing, for the advisor to combine.
    void constraint_steps(const Diagnostic& d, std::vector<Fix>& out) const {
        const auto all = constraints_for(list, system, roster.budget);
        const Constraint* c = constraint_of(d, all);
        if (!c || !d.find_arg("excess")) return;
        for (auto u : counted(c->count, d.where.command.value_or(-1))) {
            out.push_back(remove_units({u}));
            alternatives(u, out);
            if (!c->option.empty()) out.push_back(drop_options({u}, c->option));
        }
    }

    /// Whether a bigger game is the players' to choose: not at an event that fixes the budget.
    bool budget_is_free() const { return !(rules.event && rules.event->budget); }

    const Constraint* constraint_of(const Diagnostic& d, const std::vector<Constraint>& all) const {
        for (const auto& c : all)
            if (c.id == d.where.constraint && c.from_list == !d.where.list.empty()) return &c;
        return nullptr;
    }

    /// The units a constraint counts, in roster order.
    std::vector<UnitRef> counted(const Selector& s, int command) const {
        std::vector<UnitRef> refs;
        for (const auto& us : now.summary.units) {
            if (command >= 0 && us.command != command) continue;
            if (selects(s, view_of(unit_at({us.command, us.index}), us.unit, system))) refs.push_back({us.command, us.index});
        }
        return refs;
    }

    /// Profiles of the list a selector counts, in data order.
    std::vector<const Profile*> profiles_counted(const Selector& s) const {
        std::vector<const Profile*> found;
        for (const auto& g : list.groups)
            for (const auto& p : g.profiles) {
                RosterUnit u;
                u.profile = p.id;
                const ResolvedUnit r = resolve_unit(u, list);
                if (selects(s, view_of(u, r, system))) found.push_back(&p);
            }
        return found;
    }

    void constraint(const Diagnostic& d, std::vector<Fix>& out) const {
        const auto all = constraints_for(list, system, roster.budget);
        const Constraint* c = constraint_of(d, all);
        if (!c) return;
        const int command = d.where.command.value_or(-1);
        if (d.find_arg("excess")) {
            const int excess = int_arg(d, "excess");
            auto units = counted(c->count, command);
            if (static_cast<int>(units.size()) < excess) return;
            units.erase(units.begin(), units.end() - excess);  // the last ones of the roster
            if (!c->option.empty()) out.push_back(drop_options(units, c->option));
            else out.push_back(remove_units(units));
            if (const std::string size = text_arg(d, "bigger_size"); !size.empty() && size != "none" && budget_is_free())
                out.push_back(
                    {"set_budget", {{"budget", std::stoi(size)}}, {army_edit(Edit::Op::SetBudget, -1, {}, std::stoi(size))}});
        } else if (d.find_arg("missing")) {
            const int missing = int_arg(d, "missing");
            if (command >= 0) {
                // Units of its kind from the other commands, the biggest first.
                for (int other : commands_by_size())
                    if (other != command)
                        for (auto u : counted(c->count, other)) {
                            if (roster.commands[other].units.size() < 2) break;
                            out.push_back(move_unit(u, command));
                            break;
                        }
            }
            const auto profiles = profiles_counted(c->count);
            const auto order = commands_by_size();
            const int into = command >= 0 ? command : order.empty() ? -1 : order.front();
            for (std::size_t i = 0; i < profiles.size() && i < 2; ++i) {
                Fix f{"add_units", {{"count", missing}, {"unit", profiles[i]->name}, {"command", into + 1}}, {}};
                for (int k = 0; k < missing; ++k) f.edits.push_back(army_edit(Edit::Op::AddUnit, into, profiles[i]->id));
                out.push_back(std::move(f));
            }
        }
    }
};

int count_of(const Diagnostics& ds, const std::string& identity) {
    return static_cast<int>(
        std::count_if(ds.begin(), ds.end(), [&](const Diagnostic& d) { return finding_identity(d) == identity; }));
}

/// The candidates after which `d` is gone (fewer of its kind than in `findings`), best first: those that
/// raise no new error (none that `now`, the roster's own verdict, lacks), then the fewest edits; at most three.
std::vector<Fix> verified(const Diagnostic& d, std::vector<Fix> candidates, const Diagnostics& findings, const Roster& roster,
                          const Ruleset& rules, const Verdict& now, long& checks_left) {
    const std::string id = finding_identity(d);
    const int before = count_of(findings, id);
    std::vector<std::pair<int, Fix>> good;  // new errors it raises, fix
    for (auto& f : candidates) {
        if (f.edits.empty()) continue;
        if (checks_left-- <= 0) break;
        RosterEditor ed(roster);
        try {
            apply(ed, f.edits, "fix");
        } catch (const std::out_of_range&) { continue; }
        const Verdict after = rules.check(ed.roster());
        if (count_of(after.diagnostics, id) >= before) continue;
        const Diagnostics added = new_findings(now.diagnostics, after.diagnostics);
        const int errors = static_cast<int>(
            std::count_if(added.begin(), added.end(), [](const Diagnostic& x) { return x.severity == Severity::Error; }));
        good.emplace_back(errors, std::move(f));
    }
    std::stable_sort(good.begin(), good.end(), [](const auto& a, const auto& b) {
        return std::make_pair(a.first, a.second.edits.size()) < std::make_pair(b.first, b.second.edits.size());
    });
    std::vector<Fix> out;
    for (auto& [errors, f] : good)
        if (out.size() < 3) out.push_back(std::move(f));
    return out;
}

}  // namespace

Args unit_words(const Roster& roster, const ArmyList& list, UnitRef u) {
    const RosterUnit& ru =
        u.command < 0 ? roster.unassigned.at(static_cast<std::size_t>(u.index))
                      : roster.commands.at(static_cast<std::size_t>(u.command)).units.at(static_cast<std::size_t>(u.index));
    const Profile* p = list.profile(ru.profile);
    std::string name = p ? p->name : ru.profile;
    if (!ru.label.empty() && ru.label != name) name += " “" + ru.label + "”";
    return {{"unit", name}, {"from", static_cast<std::int64_t>(u.command + 1)}};
}

std::vector<Fix> candidate_fixes(const Diagnostic& finding, const Roster& roster, const Ruleset& rules, const Verdict& now,
                                 bool steps) {
    return Fixer(roster, rules, now).candidates(finding, steps);
}

void find_fixes(Diagnostics& findings, const Roster& roster, const Ruleset& rules) {
    const Verdict now = rules.check(roster);
    const Fixer fixer(roster, rules, now);
    // Each fix is verified by a whole check, whose cost grows with the units and findings: a budget of work.
    const long cost = static_cast<long>(now.summary.units.size() + now.diagnostics.size()) + 1;
    long checks_left = limits::kFixWork / cost;
    int left = limits::kFindingsWithFixes;
    for (auto& d : findings)
        if (d.severity != Severity::Note && left-- > 0 && checks_left > 0)
            d.fixes = verified(d, fixer.candidates(d, false), findings, roster, rules, now, checks_left);
}

}  // namespace muster
