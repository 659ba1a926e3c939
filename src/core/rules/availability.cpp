// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/availability.h"
#include "core/editing/editor.h"

#include <algorithm>
#include <map>

namespace muster {
namespace {}  // namespace

bool refuses(const Diagnostic& d) {
    // Going over the budget is the points bar's business; figures not yet recorded and a general not yet
    // attached to a unit are work still to do (a Medieval unit's size must be choosable before its
    // castings are counted, a Basic Impetus general before he joins a unit).
    return d.severity == Severity::Error && !d.is("points_over_budget") && !d.is("unit_figures_missing") &&
           !d.is("general_not_attached");
}

namespace {

class Chooser {
public:
    Chooser(const Roster& r, const ArmyList& l, const GameSystem& s) : roster(r), list(l), system(s), now(check(r, l, s)) {}

    Choice choice(std::string id, Edits edits, bool taken = false) const {
        Choice c;
        c.id = std::move(id);
        c.taken = taken;
        c.edits = std::move(edits);
        if (taken) return c;
        RosterEditor ed(roster);
        apply(ed, c.edits, "choice");
        const Verdict after = check(ed.roster(), list, system);
        c.points = after.summary.total - now.summary.total;
        for (auto& d : new_findings(now.diagnostics, after.diagnostics)) {
            if (d.severity == Severity::Note) continue;
            // A limit's count is of the roster with the choice taken: said as what taking it would make.
            for (auto& [name, value] : d.args)
                if (name == "when") value = std::string("would");
            c.causes.push_back(std::move(d));
        }
        c.allowed = std::none_of(c.causes.begin(), c.causes.end(), refuses);
        return c;
    }

    /// A choice the player unticks again (an option, an optional rule): when taken, its edits drop it and its
    /// points are what dropping changes, so a front end never builds the drop itself.
    Choice toggle(std::string id, Edits take, Edits drop, bool taken) const {
        if (!taken) return choice(std::move(id), std::move(take));
        Choice c = choice(std::move(id), std::move(drop), true);
        c.points = points_of(c.edits);
        return c;
    }

    int points_of(const Edits& edits) const {
        RosterEditor ed(roster);
        apply(ed, edits, "choice");
        return check(ed.roster(), list, system).summary.total - now.summary.total;
    }

    const Roster& roster;
    const ArmyList& list;
    const GameSystem& system;
    const Verdict now;
};

bool has(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

Diagnostics new_findings(const Diagnostics& before, const Diagnostics& after) {
    std::map<std::string, int> seen;
    for (const auto& d : before) ++seen[finding_identity(d)];
    Diagnostics added;
    for (const auto& d : after)
        if (int& n = seen[finding_identity(d)]; n > 0) --n;
        else added.push_back(d);
    return added;
}

UnitChoices unit_choices(const Roster& roster, UnitRef ref, const ArmyList& list, const GameSystem& system) {
    RosterEditor probe(roster);
    const RosterUnit& unit = probe.unit(ref);  // throws for a unit that does not exist
    const Chooser ch(roster, list, system);
    UnitChoices out;
    if (const Group* g = list.group_of(unit.profile))
        for (const auto& p : g->profiles)
            out.profiles.push_back(ch.choice(p.id, {{Edit::Op::SetProfile, ref, -1, p.id}}, p.id == unit.profile));
    for (const auto& o : list.options)
        if (has(o.targets, unit.profile))
            out.options.push_back(ch.toggle(o.id, {{Edit::Op::SetOption, ref, -1, o.id}},
                                            {{Edit::Op::SetOption, ref, -1, o.id, 0, false}}, has(unit.options, o.id)));
    // Options it carries but may not take stay visible, so the player sees and can drop them.
    for (const auto& id : unit.options) {
        const Option* o = list.option(id);
        if (o && has(o->targets, unit.profile)) continue;
        Choice c;
        c.id = id;
        c.taken = true;
        c.allowed = false;
        for (const auto& d : ch.now.diagnostics)
            if (d.where.unit == ref.index && d.where.command.value_or(-1) == ref.command && d.where.option == id)
                c.causes.push_back(d);
        c.edits = {{Edit::Op::SetOption, ref, -1, id, 0, false}};
        c.points = ch.points_of(c.edits);
        out.options.push_back(std::move(c));
    }
    return out;
}

std::vector<Choice> entry_choices(const Roster& roster, int command, const ArmyList& list, const GameSystem& system) {
    const Chooser ch(roster, list, system);
    std::vector<Choice> out;
    for (const auto& g : list.groups)
        for (const auto& p : g.profiles) out.push_back(ch.choice(p.id, {{Edit::Op::AddUnit, {}, command, p.id}}));
    return out;
}

std::vector<Choice> general_choices(const Roster& roster, int command, const ArmyList& list, const GameSystem& system) {
    const General& general = roster.commands.at(static_cast<std::size_t>(command)).general;  // throws for no such command
    const Chooser ch(roster, list, system);
    std::vector<Choice> out;
    for (const auto& q : system.qualities)
        out.push_back(ch.choice(q.id, {{Edit::Op::SetGeneral, {}, command, q.id}}, general.quality == q.id));
    return out;
}

ArmyChoices army_choices(const Roster& roster, const ArmyList& list, const GameSystem& system) {
    const Chooser ch(roster, list, system);
    ArmyChoices out;
    for (const auto& sc : system.command_structures)
        out.command_structures.push_back(
            ch.choice(sc.id, {{Edit::Op::SetCommandStructure, {}, -1, sc.id}}, roster.command_structure == sc.id));
    for (const auto& p : system.purchases) {
        const int n = roster.purchase(p.id);
        Choice c = ch.choice(p.id, {{Edit::Op::SetPurchase, {}, -1, p.id, n + 1}});
        c.count = n;
        out.purchases.push_back(std::move(c));
    }
    for (const auto& r : system.optional_rules)
        out.optional_rules.push_back(ch.toggle(r.id, {{Edit::Op::SetOptionalRule, {}, -1, r.id, 0, true}},
                                               {{Edit::Op::SetOptionalRule, {}, -1, r.id, 0, false}}, roster.has_rule(r.id)));
    return out;
}

std::vector<GroupCount> group_counts(const Roster& roster, const ArmyList& list, const GameSystem& system) {
    std::vector<GroupCount> out;
    const auto constraints = constraints_for(list, system, roster.budget);
    for (const auto& g : list.groups) {
        GroupCount s{&g, 0, g.min, g.max};
        for (const auto& c : constraints)
            if (c.id == g.id) {
                if (c.min) s.min = c.min->value;
                if (c.max) s.max = c.max->value;
            }
        auto count = [&](const std::vector<RosterUnit>& units) {
            for (const auto& u : units)
                if (list.group_of(u.profile) == &g) ++s.taken;
        };
        for (const auto& c : roster.commands) count(c.units);
        count(roster.unassigned);
        if (s.taken < s.min) s.state = GroupCount::State::Short, s.gap = s.min - s.taken;
        else if (s.taken > s.max) s.state = GroupCount::State::Over, s.gap = s.taken - s.max;
        out.push_back(s);
    }
    return out;
}

}  // namespace muster
