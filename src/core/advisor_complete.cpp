// SPDX-License-Identifier: GPL-3.0-or-later
// Completions: a depth-first branch and bound over additions (units, options, generals, Command
// Structure, purchases), dearest first, bounded by the points any further additions could still spend.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "core/advisor_kit.h"
#include "core/availability.h"

namespace muster {
namespace {

/// Remainders above this are searched without the table of reachable sums (it would grow too big).
constexpr int kReachCap = 20000;

/// One addition the search may make.
struct Move {
    Edit edit;                  ///< for AddUnit, the command is chosen at each roster (see `commands`)
    std::vector<int> commands;  ///< AddUnit: the commands the unit may join
    std::string slot;           ///< additions with the same slot exclude each other; none: repeatable
    int cost = 0;               ///< points, as on the player's roster
    std::string kind;           ///< what it adds, for telling answers apart ("u:SW-G1a", "p:dice")
};

/// (points left unspent, edits): smaller is better.
using Score = std::pair<int, int>;

class Completer {
public:
    Completer(const Ruleset& rules, const Roster& start, std::vector<Fix> prefix, int top, const SearchLimits& limits, const Keep& keep)
        : m_rules(rules), m_start(start), m_prefix(std::move(prefix)), m_top(top), m_limits(limits), m_budget(limits),
          m_now(rules.check(start)), m_constraints(constraints_for(rules.list, rules.system, start.budget)) {
        for (auto ref : keep) m_kept.insert({ref.command, ref.index});
        moves();
        reach();
    }

    AdviceList run() {
        record(m_start, {}, m_now);
        std::vector<std::string> used;
        search(m_start, 0, {}, used, m_now.summary.total);
        AdviceList out;
        std::vector<const Found*> best;
        for (const auto& [kind, f] : m_found) best.push_back(&f);
        std::stable_sort(best.begin(), best.end(), [](const Found* a, const Found* b) {
            return std::make_tuple(a->score, -a->value) < std::make_tuple(b->score, -b->value);
        });
        for (const Found* f : best) {
            if (static_cast<int>(out.answers.size()) >= m_top) break;
            std::vector<Fix> steps = m_prefix;
            for (auto& s : compact(f->edits)) steps.push_back(std::move(s));
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
        Edits edits;
        Roster roster;
    };

    /// Whether more additions could still clear a finding: a limit that is a share of other units.
    bool curable(const Diagnostic& d) const {
        if (d.is(CodeId::event_largest_command)) return true;
        for (const auto& c : m_constraints) {
            if (c.id != d.where.constraint || c.from_list != !d.where.list.empty()) continue;
            const auto& bound = d.find_arg("excess") ? c.max : c.min;
            return bound && bound->kind == Bound::Kind::FractionOf;
        }
        return false;
    }

    /// Errors the player's roster does not have and no further addition could clear.
    bool dead_end(const Verdict& v) const {
        for (const auto& d : new_findings(m_now.diagnostics, v.diagnostics))
            if (d.severity == Severity::Error && !curable(d)) return true;
        return false;
    }

    /// Tries an addition on the player's roster: its cost, and whether it can be part of an answer.
    void consider(Move m) {
        RosterEditor ed(m_start);
        Edit e = m.edit;
        if (e.op == Edit::Op::AddUnit) e.command = m.commands.front();
        try {
            apply(ed, e);
        } catch (const std::out_of_range&) {
            return;
        }
        const Verdict v = m_rules.check(ed.roster());
        m.cost = v.summary.total - m_now.summary.total;
        if (m.cost > 0 && !dead_end(v)) m_moves.push_back(std::move(m));
    }

    void moves() {
        const ArmyList& list = m_rules.list;
        const GameSystem& sys = m_rules.system;
        const int commands = static_cast<int>(m_start.commands.size());
        for (const auto& g : list.groups)
            for (const auto& p : g.profiles) {
                Move m{{Edit::Op::AddUnit, {}, -1, p.id}, {}, {}, 0, "u:" + p.id};
                for (int c = 0; c < commands; ++c) {
                    RosterEditor ed(m_start);
                    apply(ed, Edit{Edit::Op::AddUnit, {}, c, p.id});
                    if (!dead_end(m_rules.check(ed.roster()))) m.commands.push_back(c);
                }
                if (!m.commands.empty()) consider(std::move(m));
            }
        for (int c = -1; c < commands; ++c) {
            const auto& units = c < 0 ? m_start.unassigned : m_start.commands[c].units;
            for (int i = 0; i < static_cast<int>(units.size()); ++i) {
                if (m_kept.count({c, i})) continue;
                for (const auto& o : list.options)
                    if (std::count(o.targets.begin(), o.targets.end(), units[i].profile) &&
                        !std::count(units[i].options.begin(), units[i].options.end(), o.id))
                        consider({{Edit::Op::SetOption, {c, i}, -1, o.id}, {}, "o:" + std::to_string(c) + "/" + std::to_string(i) + o.id, 0, "o:" + o.id});
            }
        }
        for (int c = 0; c < commands; ++c)
            for (const auto& q : sys.qualities)
                consider({{Edit::Op::SetGeneral, {}, c, q.id}, {}, "g:" + std::to_string(c), 0, "g:" + q.id});
        for (const auto& l : sys.command_structures) consider({{Edit::Op::SetCommandStructure, {}, -1, l.id}, {}, "s", 0, "s:" + l.id});
        for (const auto& p : sys.purchases)
            for (int n = m_start.purchase(p.id) + 1; n <= p.max && n <= m_start.purchase(p.id) + 50; ++n)
                consider({{Edit::Op::SetPurchase, {}, -1, p.id, n}, {}, "p:" + p.id, 0, "p:" + p.id});
        // Dearest first: the search reaches the budget in few edits, and its first answers bound the rest.
        std::stable_sort(m_moves.begin(), m_moves.end(), [](const Move& a, const Move& b) { return a.cost > b.cost; });
    }

    /// m_best[j][r]: the most points at or under r that additions j.. could spend (each any number of
    /// times: more than the rules allow, so it never understates); m_dearest[j]: their dearest.
    void reach() {
        const int left = m_start.budget - m_now.summary.total;
        m_dearest.assign(m_moves.size() + 1, 0);
        for (int j = static_cast<int>(m_moves.size()) - 1; j >= 0; --j) m_dearest[j] = std::max(m_dearest[j + 1], m_moves[j].cost);
        if (left < 0 || left > kReachCap) return;
        const int n = static_cast<int>(m_moves.size());
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
        return {left - spend, edits + (spend > 0 && dearest > 0 ? (spend + dearest - 1) / dearest : 0)};
    }

    /// The score an answer must beat to be among the best: the top-th best found so far.
    std::optional<Score> bar() const {
        if (static_cast<int>(m_scores.size()) < m_top) return std::nullopt;
        return *std::next(m_scores.begin(), m_top - 1);
    }

    void record(const Roster& r, const Edits& edits, const Verdict& v) {
        std::vector<std::string> kinds;
        for (const auto& e : edits) kinds.push_back(kind_of(e));
        std::sort(kinds.begin(), kinds.end());
        std::string key;
        for (const auto& k : kinds) key += k + ",";
        Found f{{r.budget - v.summary.total, static_cast<int>(edits.size())}, break_value(v.summary, m_rules.system), edits, r};
        auto it = m_found.find(key);
        if (it != m_found.end()) {
            if (std::make_pair(f.score, -f.value) >= std::make_pair(it->second.score, -it->second.value)) return;
            m_scores.erase(m_scores.find(it->second.score));
            it->second = std::move(f);
        } else {
            it = m_found.emplace(key, std::move(f)).first;
        }
        m_scores.insert(it->second.score);
    }

    std::string kind_of(const Edit& e) const {
        for (const auto& m : m_moves)
            if (m.edit.op == e.op && m.edit.id == e.id && (e.op != Edit::Op::SetOption || m.edit.unit == e.unit)) return m.kind;
        return {};
    }

    void search(const Roster& r, int from, const Edits& edits, std::vector<std::string>& used, int total) {
        const int left = r.budget - total;
        const int depth = static_cast<int>(edits.size());
        if (depth >= m_limits.max_edits) return;
        for (int j = from; j < static_cast<int>(m_moves.size()); ++j) {
            const Move& m = m_moves[j];
            if (m.cost > left || (!m.slot.empty() && std::count(used.begin(), used.end(), m.slot))) continue;
            // Pruned when even the best answer below could not beat the answers already found.
            if (const auto b = bar(); b && optimistic(j, left - m.cost, depth + 1) >= *b) continue;
            if (!m_budget.spend()) return;
            Edit e = m.edit;
            if (e.op == Edit::Op::AddUnit) e.command = smallest(r, m.commands);
            RosterEditor ed(r);
            apply(ed, e);
            const Verdict v = m_rules.check(ed.roster());
            if (dead_end(v)) continue;
            Edits next = edits;
            next.push_back(e);
            if (v.legal()) record(ed.roster(), next, v);
            if (!m.slot.empty()) used.push_back(m.slot);
            search(ed.roster(), m.slot.empty() ? j : j + 1, next, used, v.summary.total);
            if (!m.slot.empty()) used.pop_back();
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
    std::vector<Fix> compact(const Edits& edits) const {
        std::vector<Fix> steps;
        const ArmyList& list = m_rules.list;
        const GameSystem& sys = m_rules.system;
        for (const auto& e : edits) {
            if (e.op == Edit::Op::AddUnit && !steps.empty() && steps.back().label == "add_units" && steps.back().edits.back() == e) {
                steps.back().edits.push_back(e);
                std::get<std::int64_t>(steps.back().args[0].second) += 1;
                continue;
            }
            Fix f{{}, {}, {e}};
            switch (e.op) {
            case Edit::Op::AddUnit: {
                const Profile* p = list.profile(e.id);
                f.label = "add_units";
                f.args = {{"count", std::int64_t{1}}, {"unit", p ? p->name : e.id}, {"command", e.command + 1}};
                break;
            }
            case Edit::Op::SetOption: {
                const Option* o = list.option(e.id);
                const RosterUnit& u = e.unit.command < 0 ? m_start.unassigned[e.unit.index] : m_start.commands[e.unit.command].units[e.unit.index];
                const Profile* p = list.profile(u.profile);
                f.label = "take_option";
                f.args = {{"unit", !u.label.empty() ? u.label : p ? p->name : u.profile},
                          {"place", (e.unit.command < 0 ? std::string("u") : std::to_string(e.unit.command + 1)) + "/" + std::to_string(e.unit.index + 1)},
                          {"option", o ? o->name : e.id}};
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
    const Roster& m_start;
    std::vector<Fix> m_prefix;
    int m_top;
    SearchLimits m_limits;
    advisor::Budget m_budget;
    Verdict m_now;
    std::vector<Constraint> m_constraints;
    std::set<std::pair<int, int>> m_kept;
    std::vector<Move> m_moves;
    std::vector<std::vector<int>> m_best;
    std::vector<int> m_dearest;
    std::map<std::string, Found> m_found;  ///< the best answer of each kind
    std::multiset<Score> m_scores;         ///< their scores
};

}  // namespace

AdviceList find_completions(const Roster& roster, const Ruleset& rules, int top, const SearchLimits& limits, const Keep& keep) {
    Roster start = roster;
    std::vector<Fix> prefix;
    Keep kept = keep;
    if (!rules.check(roster).legal()) {
        AdviceList repaired = find_repairs(roster, rules, 1, limits, keep);
        if (repaired.answers.empty()) return repaired;
        start = repaired.answers.front().roster;
        prefix = repaired.answers.front().steps;
        kept = advisor::places_of(start, advisor::kept_units(roster, keep));  // the repair may have moved them
    }
    return Completer(rules, start, std::move(prefix), top, limits, kept).run();
}

}  // namespace muster
