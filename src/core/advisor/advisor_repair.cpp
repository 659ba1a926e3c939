// SPDX-License-Identifier: GPL-3.0-or-later
// Repairs: a uniform-cost search by number of edits over the fix-its of each roster's errors.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "core/advisor/advisor_kit.h"
#include "core/rules/fixes.h"

namespace muster {
namespace {

struct Node {
    Roster roster;
    std::vector<Fix> steps;
    int edits = 0;
    Verdict verdict;
};

bool changes_budget(const Fix& f) {
    return std::any_of(f.edits.begin(), f.edits.end(), [](const Edit& e) { return e.op == Edit::Op::SetBudget; });
}

/// The documented order of repairs: fewest edits, fewest units removed, fewest units moved from the
/// command the player put them in (a unit in no command was placed nowhere), the total closest to the budget
/// (legal rosters are within it), the highest break value; then the edits themselves, for a stable answer.
bool better(const Advice& a, const Advice& b) {
    const auto key = [](const Advice& x) {
        return std::make_tuple(x.edits.size(), x.units_removed, x.units_moved, x.roster.budget - x.points, -x.value);
    };
    if (key(a) != key(b)) return key(a) < key(b);
    for (std::size_t i = 0; i < a.edits.size(); ++i) {
        const Edit &x = a.edits[i], &y = b.edits[i];
        const auto ex = std::make_tuple(x.op, x.unit.command, x.unit.index, x.command, x.id, x.count, x.on);
        const auto ey = std::make_tuple(y.op, y.unit.command, y.unit.index, y.command, y.id, y.count, y.on);
        if (ex != ey) return ex < ey;
    }
    return false;
}

/// At least how many more edits a roster needs: one for each unit an error is about (an edit changes,
/// moves or removes one unit), and enough to save the points over the budget. A guide for the search, not a promise: it could in theory overestimate when
/// changing one unit clears another's error.
int edits_needed(const Verdict& v) {
    std::set<std::pair<int, int>> units;
    int over = 0;
    for (const auto& d : v.diagnostics) {
        if (d.severity != Severity::Error) continue;
        if (d.where.unit) units.insert({d.where.command.value_or(-1), *d.where.unit});
        if (const Arg* excess = d.is("points_over_budget") ? d.find_arg("excess") : nullptr)
            if (std::holds_alternative<std::int64_t>(*excess)) over = static_cast<int>(std::get<std::int64_t>(*excess));
    }
    // Points over the budget: an edit saves at most the dearest unit or all of one purchase.
    int dearest = 1;
    for (const auto& u : v.summary.units) dearest = std::max(dearest, u.unit.cost);
    for (const auto& [id, points] : v.summary.purchase_points) dearest = std::max(dearest, points);
    return std::max(static_cast<int>(units.size()), (over + dearest - 1) / dearest);
}

/// One search. `resize`: whether repairs may change the game's size when no finding asks for it.
AdviceList search(const Roster& roster, std::vector<Fix> start, const Ruleset& rules, int top, const SearchLimits& limits,
                  const advisor::Kept& kept, bool resize) {
    advisor::Budget budget(limits, roster.unit_count());
    AdviceList out;
    // Rosters by the edits that reach them plus the edits they still need (A*), then by the edits they still
    // need (so the search goes deep among equals rather than wide), the last one queued first.
    std::map<std::pair<int, int>, std::vector<Node>> open;
    std::multiset<int> found;  // the answers' edit counts
    std::set<std::string> seen{advisor::roster_key(roster)};
    budget.spend();
    Verdict first = rules.check(roster);
    const int h0 = edits_needed(first), g0 = static_cast<int>(start.size());
    open[{g0 + h0, h0}].push_back({roster, std::move(start), g0, std::move(first)});
    bool edits_cut = false;
    while (!open.empty() && budget.limit().empty()) {
        const auto bucket = open.begin();
        const int f = bucket->first.first;
        // Every answer still to come has at least f edits: enough have been found when the top-th has fewer.
        if (static_cast<int>(found.size()) >= top && f > *std::next(found.begin(), top - 1)) break;
        Node node = std::move(bucket->second.back());
        bucket->second.pop_back();
        if (bucket->second.empty()) open.erase(bucket);
        if (node.verdict.legal()) {
            found.insert(node.edits);
            out.answers.push_back(advisor::advice(std::move(node.steps), std::move(node.roster), node.verdict, rules.system));
            continue;
        }
        std::set<std::string> tried;  // one finding's fixes once, however many times it is reported
        for (const auto& d : node.verdict.diagnostics) {
            if (!budget.limit().empty()) break;
            if (d.severity != Severity::Error || !tried.insert(finding_identity(d)).second) continue;
            // The game's size is the players' or the organiser's choice: changed only where a finding asks
            // for it, or when nothing else repairs the army.
            const bool asked = resize || d.is("budget_invalid") || d.is("event_budget");
            for (auto& fix : candidate_fixes(d, node.roster, rules, node.verdict, true)) {
                if (fix.edits.empty() || (!asked && changes_budget(fix))) continue;
                const int g = node.edits + static_cast<int>(fix.edits.size());
                if (g > limits.max_edits) {
                    edits_cut = true;
                    continue;
                }
                auto next = advisor::after(node.roster, {fix});
                if (!next || !advisor::keeps(*next, kept) || !seen.insert(advisor::roster_key(*next)).second) continue;
                if (!budget.spend()) break;
                Verdict v = rules.check(*next);
                std::vector<Fix> steps = node.steps;
                steps.push_back(std::move(fix));
                const int h = edits_needed(v);
                open[{g + h, h}].push_back({std::move(*next), std::move(steps), g, std::move(v)});
            }
        }
    }
    out.limit = budget.limit();
    if (out.limit.empty() && out.answers.empty() && edits_cut) out.limit = "edits";
    out.states = budget.states();
    std::stable_sort(out.answers.begin(), out.answers.end(), better);
    if (static_cast<int>(out.answers.size()) > top) out.answers.resize(static_cast<std::size_t>(top));
    return out;
}

}  // namespace

AdviceList find_repairs(const Roster& roster, const Ruleset& rules, int top, const SearchLimits& limits, const Keep& keep) {
    const auto kept = advisor::kept_units(roster, keep);
    // At an event that sets the budget, every answer plays at it: the search starts there.
    Roster from = roster;
    std::vector<Fix> start;
    if (rules.event && rules.event->budget && roster.budget != *rules.event->budget) {
        const int budget = *rules.event->budget;
        start.push_back({"set_budget", {{"budget", budget}}, {Edit{Edit::Op::SetBudget, {}, -1, {}, budget}}});
        from.budget = budget;
    }
    // What additions alone make of it (an unfinished army's repair is what it lacks): an answer, and a
    // fallback when the search below stops at a limit before it finds one.
    advisor::Budget first(limits, roster.unit_count());
    const advisor::Ground ground = advisor::groundwork(from, rules, first);
    std::optional<Advice> built;
    if (ground.done && ground.verdict.legal() && advisor::keeps(ground.roster, kept)) {
        std::vector<Fix> steps = start;
        steps.insert(steps.end(), ground.steps.begin(), ground.steps.end());
        built = advisor::advice(std::move(steps), ground.roster, ground.verdict, rules.system);
    }
    const SearchLimits rest = first.left();
    AdviceList found = search(from, start, rules, top, rest, kept, false);
    if (found.answers.empty() && !built) {
        // Nothing keeps the game's size (a budget of 5 points, say): then repairs may change it too.
        AdviceList resized = search(from, start, rules, top, rest, kept, true);
        resized.states += found.states;
        if (resized.answers.empty() && resized.limit.empty()) resized.limit = found.limit;
        found = std::move(resized);
    }
    found.states += first.states();
    if (built &&
        std::none_of(found.answers.begin(), found.answers.end(), [&](const Advice& a) { return a.roster == built->roster; })) {
        found.answers.push_back(std::move(*built));
        std::stable_sort(found.answers.begin(), found.answers.end(), better);
        if (static_cast<int>(found.answers.size()) > top) found.answers.resize(static_cast<std::size_t>(top));
    }
    return found;
}

}  // namespace muster
