// SPDX-License-Identifier: GPL-3.0-or-later
// Groundwork: what an unfinished army must gain before it can be legal (commands, generals, a Command
// Structure, the list's minimums), found by additions only, so everything the player chose stays.
#include <algorithm>
#include <cstdlib>

#include "core/advisor/advisor_kit.h"
#include "core/editing/editor.h"
#include "core/rules/fixes.h"

namespace muster::advisor {
namespace {

int int_arg(const Diagnostic& d, std::string_view name) {
    const Arg* a = d.find_arg(name);
    return a && std::holds_alternative<std::int64_t>(*a) ? static_cast<int>(std::get<std::int64_t>(*a)) : 0;
}

/// How many more units a share needs before it allows what the roster has ("more_needed"), 0 for none.
int more_needed(const Diagnostic& d) {
    const Arg* a = d.find_arg("more_needed");
    return a && std::holds_alternative<std::string>(*a) ? std::atoi(std::get<std::string>(*a).c_str()) : 0;
}

/// How far a roster is from legal: one for each error, or what it lacks where the finding says so
/// (units missing below a minimum, units a share needs, commands too few and their units). Over the budget is not counted: groundwork buys what
/// the rules require, and the points it costs tell whether an army is possible at all.
int distance(const Verdict& v) {
    int n = 0;
    for (const auto& d : v.diagnostics) {
        if (d.severity != Severity::Error || d.is("points_over_budget")) continue;
        if (d.find_arg("missing")) n += std::max(1, int_arg(d, "missing"));
        else if (more_needed(d) > 0) n += more_needed(d);  // a share exceeded: the units that lift it
        // A missing command lacks itself and a unit: adding it empty is a step towards legal.
        else if (d.is("too_few_commands") || d.is("event_too_few_commands"))
            n += 2 * std::max(1, int_arg(d, "min") - int_arg(d, "count"));
        else ++n;
    }
    return n;
}

/// Whether an edit only adds to what the player chose: nothing they took is removed, changed or moved
/// (an unassigned unit may join a command; a general, a level or figures may be given where none is).
bool additive(const Roster& r, const Edit& e) {
    switch (e.op) {
        case Edit::Op::AddUnit:
        case Edit::Op::AddCommand:
        case Edit::Op::SetOptionalRule:
            return e.op != Edit::Op::SetOptionalRule || (e.on && !r.has_rule(e.id));
        case Edit::Op::MoveUnit:
            return e.unit.command < 0 && e.command >= 0;
        case Edit::Op::SetOption:
            return e.on;
        case Edit::Op::AttachGeneral:
            return e.on;
        case Edit::Op::SetFigures: {
            const auto* units = e.unit.command < 0                                     ? &r.unassigned
                                : e.unit.command < static_cast<int>(r.commands.size()) ? &r.commands[e.unit.command].units
                                                                                       : nullptr;
            return units && e.unit.index < static_cast<int>(units->size()) && !(*units)[e.unit.index].figures;
        }
        case Edit::Op::SetGeneral:
            return e.command >= 0 && e.command < static_cast<int>(r.commands.size()) &&
                   r.commands[e.command].general.quality.empty();
        case Edit::Op::SetCInC:
            return std::none_of(r.commands.begin(), r.commands.end(), [](const Command& c) { return c.general.c_in_c; });
        case Edit::Op::SetCommandStructure:
            return r.command_structure.empty();
        case Edit::Op::SetPurchase:
            return e.count > r.purchase(e.id);
        case Edit::Op::SetYear:
            return !r.year;
        default:
            return false;
    }
}

bool additive(const Roster& r, const Fix& f) {
    return !f.edits.empty() && std::all_of(f.edits.begin(), f.edits.end(), [&](const Edit& e) { return additive(r, e); });
}

/// Commands from the one with fewest units (the first of equals).
std::vector<int> by_size(const Roster& r) {
    std::vector<int> order;
    for (int c = 0; c < static_cast<int>(r.commands.size()); ++c) order.push_back(c);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return r.commands[a].units.size() < r.commands[b].units.size(); });
    return order;
}

Fix unit_fix(const Ruleset& rules, int command, const std::string& profile, Edits edits) {
    const Profile* p = rules.list.profile(profile);
    return {
        "add_units", {{"count", std::int64_t{1}}, {"unit", p ? p->name : profile}, {"command", command + 1}}, std::move(edits)};
}

}  // namespace

std::optional<Edits> whole_unit(const Roster& r, const Ruleset& rules, int command, const std::string& profile, Budget& budget) {
    RosterEditor ed(r);
    const UnitRef at = ed.add_unit(command, RosterUnit{profile, {}, {}, 0, false, std::nullopt, {}});
    Edits edits{{Edit::Op::AddUnit, {}, command, profile}};
    // Each finding about the new unit (no weapon, figures not recorded) is met by the first of its
    // fixes that adds to the unit and leaves it with fewer findings, or as many without that one: a
    // Medieval unit's size reveals that its figures are missing, so one answer may bring the next to light.
    const auto on_unit = [&](const Diagnostic& d) {
        return d.severity == Severity::Error && d.where.unit == at.index && d.where.command.value_or(-1) == command;
    };
    const auto about = [&](const Verdict& v) {
        return static_cast<int>(std::count_if(v.diagnostics.begin(), v.diagnostics.end(), on_unit));
    };
    const auto still = [&](const Verdict& v, const std::string& code) {
        return std::any_of(v.diagnostics.begin(), v.diagnostics.end(),
                           [&](const Diagnostic& d) { return on_unit(d) && d.code == code; });
    };
    if (!budget.spend()) return std::nullopt;
    Verdict v = rules.check(ed.roster());
    for (int round = 0; round < 8 && about(v) > 0; ++round) {
        bool better = false;
        for (const auto& d : v.diagnostics) {
            if (better || d.severity != Severity::Error || d.where.unit != at.index || d.where.command.value_or(-1) != command)
                continue;
            for (const auto& f : candidate_fixes(d, ed.roster(), rules, v, false)) {
                if (!additive(ed.roster(), f) || !budget.spend()) continue;
                RosterEditor trial(ed.roster());
                apply(trial, f.edits, "fix");
                Verdict after = rules.check(trial.roster());
                if (about(after) > about(v) || (about(after) == about(v) && still(after, d.code))) continue;
                ed = trial;
                v = std::move(after);
                edits.insert(edits.end(), f.edits.begin(), f.edits.end());
                better = true;
                break;
            }
        }
        if (!better) return std::nullopt;
    }
    return edits;
}

Ground groundwork(const Roster& start, const Ruleset& rules, Budget& budget) {
    Ground g{start, {}, rules.check(start), false};
    for (int round = 0; round < 200; ++round) {
        const int now = distance(g.verdict);
        if (now == 0) break;
        // The first error (in the checker's order) that an addition brings closer to legal: its cheapest such
        // addition is taken; minimums and commands come first because they are what such errors are.
        std::optional<std::pair<Fix, Verdict>> chosen;
        for (const auto& d : g.verdict.diagnostics) {
            if (chosen || d.severity != Severity::Error || d.is("points_over_budget")) continue;
            std::vector<Fix> fixes;
            for (auto& f : candidate_fixes(d, g.roster, rules, g.verdict, false)) {
                // New commands stay empty here: the player's units stay where they put them.
                if (f.label == "add_commands")
                    f.edits.erase(
                        std::remove_if(f.edits.begin(), f.edits.end(), [](const Edit& e) { return e.op == Edit::Op::MoveUnit; }),
                        f.edits.end());
                if (additive(g.roster, f)) fixes.push_back(std::move(f));
            }
            // A command that lacks units (an empty one, or one short of a minimum) gains one of any profile.
            const bool lacks_units = d.find_arg("missing") || d.is("command_empty") || more_needed(d) > 0;
            const auto order = by_size(g.roster);
            const int into = d.where.command ? *d.where.command : order.empty() ? -1 : order.front();
            if (lacks_units && into >= 0)
                for (const auto& grp : rules.list.groups)
                    for (const auto& p : grp.profiles)
                        if (const auto edits = whole_unit(g.roster, rules, into, p.id, budget))
                            fixes.push_back(unit_fix(rules, into, p.id, *edits));
            std::pair<int, int> best{0, 0};  // distance, points
            for (auto& f : fixes) {
                if (!budget.spend()) return g;
                RosterEditor ed(g.roster);
                try {
                    apply(ed, f.edits, "fix");
                } catch (const std::out_of_range&) { continue; }
                Verdict v = rules.check(ed.roster());
                const std::pair<int, int> score{distance(v), v.summary.total};
                if (score.first >= now) continue;
                if (!chosen || score < best) {
                    best = score;
                    chosen.emplace(std::move(f), std::move(v));
                }
            }
        }
        if (!chosen) return g;
        RosterEditor ed(g.roster);
        apply(ed, chosen->first.edits, "fix");
        g.roster = ed.roster();
        g.verdict = std::move(chosen->second);
        g.steps.push_back(std::move(chosen->first));
    }
    g.done = distance(g.verdict) == 0;
    return g;
}

}  // namespace muster::advisor
