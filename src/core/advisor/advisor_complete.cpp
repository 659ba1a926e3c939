// SPDX-License-Identifier: GPL-3.0-or-later
// Completions: the rules' requirements first (groundwork), then a bounded knapsack over the list's entries
// (units whole with their options, options of the player's units, generals, Command Structure, purchases)
// searched depth first, dearest first, cut by the points the remaining entries could still spend.
#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <tuple>

#include "core/advisor/advisor_kit.h"
#include "core/editing/editor.h"
#include "core/model/resolve.h"
#include "core/rules/availability.h"
#include "core/rules/fixes.h"

namespace muster {
namespace {

/// The table of reachable sums is built only up to this many cells (entries x points left): memory bound.
constexpr long kReachCells = 4000000;

/// One entry the search may take.
struct Move {
    Edits edits;                ///< AddUnit first; the unit's own edits after it name the new unit's place
    std::vector<int> commands;  ///< AddUnit: the commands the unit may join
    std::string slot;           ///< entries with the same slot exclude each other; none: repeatable
    int cost = 0;               ///< points, as on the groundwork's roster
    std::string kind;           ///< what it adds, for telling answers apart ("u:SW-G1a", "p:dice")
    std::string category;       ///< a unit's ("mounted", "foot"), for steering
};

/// (points left unspent, edits): smaller is better; what the search is cut by.
using Score = std::pair<int, int>;

class Completer {
public:
    Completer(const Ruleset& rules, const Roster& player, const Roster& start, std::vector<Fix> prefix, int top,
              const SearchLimits& limits, const Keep& keep, const Steering& steer)
        : m_rules(rules),
          m_player(player),
          m_start(start),
          m_prefix(std::move(prefix)),
          m_top(top),
          m_limits(limits),
          m_steer(steer),
          m_budget(limits, start.unit_count()),
          m_now(rules.check(start)),
          m_constraints(constraints_for(rules.list, rules.system, start.budget)) {
        for (auto ref : keep) m_kept.insert({ref.command, ref.index});
        moves();
        cures();
        reach();
    }

    AdviceList run() {
        if (m_now.legal()) record(m_start, {}, {}, m_now);
        std::vector<int> path;
        std::vector<std::string> used;
        if (m_budget.limit().empty()) search(m_start, 0, {}, path, used, m_now.summary.total);
        AdviceList out;
        std::vector<const Found*> best;
        for (const auto& [kind, f] : m_found) best.push_back(&f);
        std::stable_sort(best.begin(), best.end(), [&](const Found* a, const Found* b) { return rank(*a) < rank(*b); });
        for (const Found* f : best) {
            if (static_cast<int>(out.answers.size()) >= m_top) break;
            std::vector<Fix> steps = m_prefix;
            for (auto& s : compact(f->path, f->edits)) steps.push_back(std::move(s));
            out.answers.push_back(advisor::advice(std::move(steps), f->roster, m_rules.check(f->roster), m_rules.system));
        }
        out.limit = m_budget.limit();
        out.states = m_budget.states();
        return out;
    }

private:
    struct Found {
        Score score;
        int value = 0;
        int units = 0;
        int preferred = 0;  ///< units of the preferred category
        std::size_t shuffle = 0;
        Edits edits;
        std::vector<int> path;
        Roster roster;
    };

    /// The documented order: closest to the budget, the steering, the highest break value (or the nearest
    /// to the one wanted), the fewest edits, then an order of its own for the seed.
    std::tuple<int, int, int, int, int, std::size_t> rank(const Found& f) const {
        const int value = m_steer.value ? std::abs(f.value - *m_steer.value) : -f.value;
        return {f.score.first, -f.preferred, m_steer.units * -f.units, value, f.score.second, f.shuffle};
    }

    /// Whether more additions could still clear a finding within the points left: a limit that is a share
    /// of other units, when the units it needs are affordable.
    bool curable(const Diagnostic& d, int left) const {
        if (d.is("event_largest_command")) return true;
        for (const auto& c : m_constraints) {
            if (c.id != d.where.constraint || c.from_list != !d.where.list.empty()) continue;
            const bool excess = d.find_arg("excess") != nullptr;
            const auto& bound = excess ? c.max : c.min;
            if (!bound || bound->kind != Bound::Kind::FractionOf) return false;
            const auto cheapest = m_cure.find({c.id, excess});
            if (cheapest == m_cure.end()) return true;  // still choosing the entries
            if (cheapest->second < 0) return false;     // no entry adds what it needs
            const Arg* more = d.find_arg(excess ? "more_needed" : "missing");
            int needed = 1;
            if (more && std::holds_alternative<std::string>(*more))
                needed = std::max(1, std::atoi(std::get<std::string>(*more).c_str()));
            if (more && std::holds_alternative<std::int64_t>(*more))
                needed = std::max<int>(1, static_cast<int>(std::get<std::int64_t>(*more)));
            return static_cast<long>(needed) * cheapest->second <= left;
        }
        return false;
    }

    /// Errors the groundwork's roster does not have and no further addition could clear.
    bool dead_end(const Verdict& v) const {
        const int left = m_start.budget - v.summary.total;
        for (const auto& d : new_findings(m_now.diagnostics, v.diagnostics))
            if (d.severity == Severity::Error && !curable(d, m_rules.system.counts_points ? left : 1 << 20)) return true;
        return false;
    }

    /// For each limit that is a share of units: the cheapest unit entry that the share is of (a maximum)
    /// or that it counts (a minimum), -1 when none.
    void cures() {
        for (const auto& c : m_constraints)
            for (const bool excess : {true, false}) {
                const auto& bound = excess ? c.max : c.min;
                if (!bound || bound->kind != Bound::Kind::FractionOf) continue;
                int cheapest = -1;
                for (const auto& m : m_moves) {
                    if (m.edits.front().op != Edit::Op::AddUnit) continue;
                    RosterUnit u;
                    u.profile = m.edits.front().id;
                    for (const auto& e : m.edits)
                        if (e.op == Edit::Op::SetOption) u.options.push_back(e.id);
                    const ResolvedUnit r = resolve_unit(u, m_rules.list);
                    if (selects(excess ? bound->of : c.count, view_of(u, r, m_rules.system)) &&
                        (cheapest < 0 || m.cost < cheapest))
                        cheapest = m.cost;
                }
                m_cure[{c.id, excess}] = cheapest;
            }
    }

    /// A move's edits as made at roster `r`: a new unit joins command `c` at its end.
    static Edits placed(const Move& m, const Roster& r, int c) {
        Edits edits = m.edits;
        if (edits.front().op != Edit::Op::AddUnit) return edits;
        const UnitRef at{c, static_cast<int>(r.commands[c].units.size())};
        edits.front().command = c;
        for (std::size_t i = 1; i < edits.size(); ++i) edits[i].unit = at;
        return edits;
    }

    /// Tries an entry on the groundwork's roster: its cost, and whether it can be part of an answer.
    void consider(Move m) {
        if (!m_budget.spend()) return;
        RosterEditor ed(m_start);
        try {
            apply(ed, placed(m, m_start, m.commands.empty() ? 0 : m.commands.front()), "move");
        } catch (const std::out_of_range&) { return; }
        const Verdict v = m_rules.check(ed.roster());
        m.cost = v.summary.total - m_now.summary.total;
        if (m.cost > 0 && !dead_end(v)) m_moves.push_back(std::move(m));
    }

    std::string category_of(const std::string& profile) const {
        RosterUnit u;
        u.profile = profile;
        const ResolvedUnit r = resolve_unit(u, m_rules.list);
        return std::string(view_of(u, r, m_rules.system).category);
    }

    /// Units whole (with each option they may take alone), into the commands they may join.
    void unit_moves() {
        const ArmyList& list = m_rules.list;
        const int commands = static_cast<int>(m_start.commands.size());
        for (const auto& g : list.groups)
            for (const auto& p : g.profiles) {
                Move m{{}, {}, {}, 0, "u:" + p.id, category_of(p.id)};
                for (int c = 0; c < commands && m_budget.limit().empty(); ++c) {
                    const auto edits = advisor::whole_unit(m_start, m_rules, c, p.id, m_budget);
                    if (!edits || !m_budget.spend()) continue;
                    RosterEditor ed(m_start);
                    apply(ed, *edits, "move");
                    if (dead_end(m_rules.check(ed.roster()))) continue;
                    if (m.commands.empty()) m.edits = *edits;
                    m.commands.push_back(c);
                }
                if (m.commands.empty()) continue;
                for (const auto& o : list.options) {
                    const bool has = std::any_of(m.edits.begin(), m.edits.end(),
                                                 [&](const Edit& e) { return e.op == Edit::Op::SetOption && e.id == o.id; });
                    if (has || !std::count(o.targets.begin(), o.targets.end(), p.id)) continue;
                    Move with = m;
                    with.edits.push_back({Edit::Op::SetOption, {}, -1, o.id});
                    with.kind += "+" + o.id;
                    consider(std::move(with));
                }
                consider(std::move(m));
            }
    }

    void moves() {
        const ArmyList& list = m_rules.list;
        const GameSystem& sys = m_rules.system;
        const int commands = static_cast<int>(m_start.commands.size());
        unit_moves();
        for (int c = -1; c < commands; ++c) {
            const auto& units = c < 0 ? m_start.unassigned : m_start.commands[c].units;
            for (int i = 0; i < static_cast<int>(units.size()) && m_budget.limit().empty(); ++i) {
                if (m_kept.count({c, i})) continue;
                for (const auto& o : list.options)
                    if (std::count(o.targets.begin(), o.targets.end(), units[i].profile) &&
                        !std::count(units[i].options.begin(), units[i].options.end(), o.id))
                        consider({{{Edit::Op::SetOption, {c, i}, -1, o.id}},
                                  {},
                                  "o:" + std::to_string(c) + "/" + std::to_string(i) + o.id,
                                  0,
                                  "o:" + o.id,
                                  {}});
            }
        }
        // A general or a level is the player's choice where they made one: only those they left open change.
        for (int c = 0; c < commands; ++c)
            for (const auto& q : sys.qualities)
                if (c >= static_cast<int>(m_player.commands.size()) || m_player.commands[c].general.quality.empty())
                    consider({{{Edit::Op::SetGeneral, {}, c, q.id}}, {}, "g:" + std::to_string(c), 0, "g:" + q.id, {}});
        for (const auto& l : sys.command_structures)
            if (m_player.command_structure.empty())
                consider({{{Edit::Op::SetCommandStructure, {}, -1, l.id}}, {}, "s", 0, "s:" + l.id, {}});
        for (const auto& p : sys.purchases)
            for (int n = m_start.purchase(p.id) + 1; n <= p.max && n <= m_start.purchase(p.id) + 50; ++n)
                consider({{{Edit::Op::SetPurchase, {}, -1, p.id, n}}, {}, "p:" + p.id, 0, "p:" + p.id, {}});
        // Another order for "another one"; then dearest first (the preferred units first among them), so
        // the search reaches the budget in few edits and its first answers bound the rest.
        if (m_steer.seed) std::shuffle(m_moves.begin(), m_moves.end(), std::mt19937(m_steer.seed));
        const std::string wanted = m_steer.prefer == Steering::Prefer::Mounted ? "mounted"
                                   : m_steer.prefer == Steering::Prefer::Foot  ? "foot"
                                                                               : "";
        std::stable_sort(m_moves.begin(), m_moves.end(), [&](const Move& a, const Move& b) {
            const bool pa = !wanted.empty() && a.category == wanted, pb = !wanted.empty() && b.category == wanted;
            return pa != pb ? pa : a.cost > b.cost;
        });
    }

    /// m_best[j][r]: the most points at or under r that entries j.. could spend (each any number of
    /// times: more than the rules allow, so it never understates); m_dearest[j]: their dearest.
    void reach() {
        const int left = m_start.budget - m_now.summary.total;
        const int n = static_cast<int>(m_moves.size());
        m_dearest.assign(m_moves.size() + 1, 0);
        for (int j = n - 1; j >= 0; --j) m_dearest[j] = std::max(m_dearest[j + 1], m_moves[j].cost);
        if (left < 0 || static_cast<long>(n + 1) * (left + 1) > kReachCells) return;
        m_best.assign(static_cast<std::size_t>(n + 1), std::vector<int>(static_cast<std::size_t>(left + 1), 0));
        std::vector<char> can(static_cast<std::size_t>(left + 1), 0);
        can[0] = 1;
        for (int j = n; j >= 0; --j) {
            if (j < n)
                for (int r = m_moves[j].cost; r <= left; ++r)
                    if (can[r - m_moves[j].cost]) can[r] = 1;
            for (int r = 0, last = 0; r <= left; ++r) m_best[j][r] = last = can[r] ? r : last;
        }
    }

    /// The best an answer below a roster could score: what it leaves unspent at least, in how few edits.
    Score optimistic(int j, int left, int edits) const {
        const int spend = m_best.empty() ? left : m_best[j][left];
        const int dearest = m_dearest[j];
        // Asked for more units, an answer of more edits is no worse: only the points bound it.
        if (m_steer.units > 0) return {left - spend, 0};
        return {left - spend, edits + (spend > 0 && dearest > 0 ? (spend + dearest - 1) / dearest : 0)};
    }

    /// The score an answer must beat to be among the best: the top-th best found so far.
    std::optional<Score> bar() const {
        if (static_cast<int>(m_scores.size()) < m_top) return std::nullopt;
        return *std::next(m_scores.begin(), m_top - 1);
    }

    void record(const Roster& r, const Edits& edits, const std::vector<int>& path, const Verdict& v) {
        std::vector<std::string> kinds;
        for (int j : path) kinds.push_back(m_moves[j].kind);
        std::sort(kinds.begin(), kinds.end());
        std::string key;
        for (const auto& k : kinds) key += k + ",";
        Found f{{r.budget - v.summary.total, m_steer.units > 0 ? 0 : static_cast<int>(path.size())},
                break_value(v.summary, m_rules.system),
                0,
                0,
                std::hash<std::string>{}(key + std::to_string(m_steer.seed)),
                edits,
                path,
                r};
        for (const auto& us : v.summary.units) {
            ++f.units;
            const RosterUnit& ru = us.command < 0 ? r.unassigned[us.index] : r.commands[us.command].units[us.index];
            const std::string_view category = view_of(ru, us.unit, m_rules.system).category;
            f.preferred += (m_steer.prefer == Steering::Prefer::Mounted && category == "mounted") ||
                           (m_steer.prefer == Steering::Prefer::Foot && category == "foot");
        }
        auto it = m_found.find(key);
        if (it != m_found.end()) {
            if (rank(f) >= rank(it->second)) return;
            m_scores.erase(m_scores.find(it->second.score));
            it->second = std::move(f);
        } else {
            it = m_found.emplace(key, std::move(f)).first;
        }
        m_scores.insert(it->second.score);
    }

    void search(const Roster& r, int from, const Edits& edits, std::vector<int>& path, std::vector<std::string>& used,
                int total) {
        const int left = r.budget - total;
        const int depth = static_cast<int>(path.size());
        if (depth >= m_limits.max_edits) return;
        for (int j = from; j < static_cast<int>(m_moves.size()); ++j) {
            const Move& m = m_moves[j];
            if (m.cost > left || (!m.slot.empty() && std::count(used.begin(), used.end(), m.slot))) continue;
            // Cut when even the best answer below could not beat the answers already found.
            if (const auto b = bar(); b && optimistic(j, left - m.cost, depth + 1) >= *b) continue;
            if (!m_budget.spend()) return;
            const Edits made = placed(m, r, m.commands.empty() ? 0 : smallest(r, m.commands));
            RosterEditor ed(r);
            apply(ed, made, "move");
            const Verdict v = m_rules.check(ed.roster());
            if (dead_end(v)) continue;
            Edits next = edits;
            next.insert(next.end(), made.begin(), made.end());
            path.push_back(j);
            if (v.legal()) record(ed.roster(), next, path, v);
            if (!m.slot.empty()) used.push_back(m.slot);
            search(ed.roster(), m.slot.empty() ? j : j + 1, next, path, used, v.summary.total);
            if (!m.slot.empty()) used.pop_back();
            path.pop_back();
        }
    }

    /// Of the commands a unit may join, the one with fewest units (the first of equals).
    static int smallest(const Roster& r, const std::vector<int>& commands) {
        int best = commands.front();
        for (int c : commands)
            if (r.commands[c].units.size() < r.commands[best].units.size()) best = c;
        return best;
    }

    /// Steps as people read them: units of one kind added to one command together, each with its label.
    std::vector<Fix> compact(const std::vector<int>& path, const Edits& edits) const {
        std::vector<Fix> steps;
        const ArmyList& list = m_rules.list;
        const GameSystem& sys = m_rules.system;
        std::size_t at = 0;
        int previous = -1;
        for (int j : path) {
            const Move& m = m_moves[j];
            const Edits made(edits.begin() + static_cast<long>(at), edits.begin() + static_cast<long>(at + m.edits.size()));
            at += m.edits.size();
            const Edit& e = made.front();
            if (e.op == Edit::Op::AddUnit && j == previous && steps.back().edits.front().command == e.command) {
                steps.back().edits.insert(steps.back().edits.end(), made.begin(), made.end());
                std::get<std::int64_t>(steps.back().args[0].second) += 1;
                continue;
            }
            previous = j;
            Fix f{{}, {}, made};
            switch (e.op) {
                case Edit::Op::AddUnit: {
                    const Profile* p = list.profile(e.id);
                    std::string name = p ? p->name : e.id;
                    for (std::size_t i = 1; i < made.size(); ++i)
                        if (const Option* o = made[i].op == Edit::Op::SetOption ? list.option(made[i].id) : nullptr)
                            name += " + " + o->name;
                    f.label = "add_units";
                    f.args = {{"count", std::int64_t{1}}, {"unit", name}, {"command", e.command + 1}};
                    break;
                }
                case Edit::Op::SetOption: {
                    const Option* o = list.option(e.id);
                    f.label = "take_option";
                    f.args = unit_words(m_start, list, e.unit);
                    f.args.emplace_back("option", o ? o->name : e.id);
                    break;
                }
                case Edit::Op::SetGeneral: {
                    const Quality* q = sys.quality(e.id);
                    f.label = "set_general";
                    f.args = {{"command", e.command + 1}, {"quality", q ? q->name : e.id}};
                    break;
                }
                case Edit::Op::SetCommandStructure: {
                    const CommandStructureLevel* l = sys.command_structure(e.id);
                    f.label = "set_command_structure";
                    f.args = {{"level", l ? l->name : e.id}};
                    break;
                }
                default: {
                    const Purchase* p = sys.purchase(e.id);
                    f.label = "set_purchase";
                    f.args = {{"purchase", p ? p->name : e.id}, {"count", e.count}};
                }
            }
            steps.push_back(std::move(f));
        }
        return steps;
    }

    const Ruleset& m_rules;
    const Roster& m_player;  ///< as the player left it
    const Roster& m_start;   ///< after the groundwork
    std::vector<Fix> m_prefix;
    int m_top;
    SearchLimits m_limits;
    Steering m_steer;
    advisor::Budget m_budget;
    Verdict m_now;
    std::vector<Constraint> m_constraints;
    std::set<std::pair<int, int>> m_kept;
    std::vector<Move> m_moves;
    std::vector<std::vector<int>> m_best;
    std::vector<int> m_dearest;
    std::map<std::pair<std::string, bool>, int> m_cure;  ///< see cures()
    std::map<std::string, Found> m_found;                ///< the best answer of each kind
    std::multiset<Score> m_scores;                       ///< their scores
};

int points_over(const Verdict& v) {
    for (const auto& d : v.diagnostics)
        if (d.is("points_over_budget")) return v.summary.total;
    return -1;
}

}  // namespace

AdviceList find_completions(const Roster& roster, const Ruleset& rules, int top, const SearchLimits& limits, const Keep& keep,
                            const Steering& steer) {
    advisor::Budget budget(limits, roster.unit_count());
    advisor::Ground ground = advisor::groundwork(roster, rules, budget);
    Keep kept = keep;
    int over = ground.done ? points_over(ground.verdict) : -1;
    if ((!ground.done || over >= 0) && budget.limit().empty() && !(over >= 0 && roster.unit_count() == 0)) {
        // An error no addition clears (a maximum exceeded, two exclusive options), or the player's own units
        // over the budget: repaired first, then the groundwork again from the repair.
        AdviceList repaired = find_repairs(roster, rules, 1, budget.left(), keep);
        if (repaired.answers.empty()) {
            repaired.minimum = over;
            return repaired;
        }
        advisor::Budget again(budget.left(), roster.unit_count());
        ground = advisor::groundwork(repaired.answers.front().roster, rules, again);
        ground.steps.insert(ground.steps.begin(), repaired.answers.front().steps.begin(), repaired.answers.front().steps.end());
        kept = advisor::places_of(ground.roster, advisor::kept_units(roster, keep));  // the repair may have moved them
        over = -1;
        budget = again;
    }
    AdviceList out;
    if (!ground.done || over >= 0 || !budget.limit().empty()) {
        // A limit stopped the groundwork, or what the rules require costs more than the budget: then no
        // army is possible, and that is the reason.
        out.limit = budget.limit();
        out.minimum = out.limit.empty() ? over : -1;
        out.states = budget.states();
        return out;
    }
    out = Completer(rules, roster, ground.roster, std::move(ground.steps), top, budget.left(), kept, steer).run();
    out.states += budget.states();
    return out;
}

}  // namespace muster
