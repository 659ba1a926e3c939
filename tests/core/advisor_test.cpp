// The advisor: repairs make illegal rosters legal with as few edits as there can be, and completions
// spend the points left legally, reaching the budget whenever an exhaustive search says it can be reached.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <map>
#include <random>
#include <set>

#include "advisor_brute.h"
#include "core/advisor/advisor.h"
#include "core/advisor/advisor_kit.h"
#include "core/editing/editor.h"
#include "core/model/resolve.h"
#include "random_edits.h"
#include "support.h"
#include "xml/load.h"

using namespace muster;
using namespace muster::test;

namespace {

// Limits of rosters, never of time: the answers must not depend on how busy the machine is (or on a
// sanitizer's slowness).
constexpr int kNoClock = 3600000;
constexpr SearchLimits kLimits{20, 20000, kNoClock};

const GameSystem& system_of(const Roster& r) {
    return *library().system(r.system);
}

Roster edited(Roster r, const Edits& edits) {
    RosterEditor ed(std::move(r));
    apply(ed, edits, "test");
    return ed.roster();
}

/// The illegal variants of the examples that the command-line fix-it test makes with `muster set`.
std::vector<std::pair<std::string, Roster>> variants() {
    std::vector<std::pair<std::string, Roster>> out;
    const auto add = [](int command, const char* id) { return Edit{Edit::Op::AddUnit, {}, command, id}; };
    out.emplace_back("swedish-crowded", edited(example("swedish-600.muster"), {{Edit::Op::AddCommand, {}, 3, "expert"},
                                                                               add(0, "SW-G2a"),
                                                                               {Edit::Op::SetBudget, {}, -1, {}, 560},
                                                                               add(-1, "SW-G6a")}));
    out.emplace_back("swedish-headless",
                     edited(example("swedish-600.muster"),
                            {{Edit::Op::RemoveCommand, {}, 0, {}}, {Edit::Op::SetPurchase, {}, -1, "exploration_dice", 12}}));
    out.emplace_back("ottoman-lavish",
                     edited(example("ottoman-600.muster"), {{Edit::Op::SetPurchase, {}, -1, "rolls_of_destiny", 2},
                                                            {Edit::Op::SetGeneral, {}, 1, "charismatic"},
                                                            {Edit::Op::SetPurchase, {}, -1, "baggage", 0}}));
    out.emplace_back("polish-options", edited(example("later-polish-600.muster"), {{Edit::Op::SetOption, {0, 0}, -1, "LP-O2"},
                                                                                   {Edit::Op::SetOption, {0, 1}, -1, "LP-O2"},
                                                                                   {Edit::Op::SetOption, {0, 2}, -1, "LP-O3"}}));
    out.emplace_back("crecy-sizes", edited(example("md-crecy-english.muster"), {{Edit::Op::SetOption, {0, 0}, -1, "MD-small"},
                                                                                {Edit::Op::SetFigures, {0, 1}, -1, {}, 7},
                                                                                {Edit::Op::AttachGeneral, {1, 0}, -1, {}},
                                                                                {Edit::Op::AttachGeneral, {1, 1}, -1, {}}}));
    out.emplace_back("romans-thin", edited(example("basic-impetus-demo.muster"), {{Edit::Op::RemoveUnit, {0, 0}, -1, {}},
                                                                                  {Edit::Op::RemoveUnit, {0, 0}, -1, {}},
                                                                                  {Edit::Op::AddCommand, {}, 2, ""}}));
    return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(advisor)

BOOST_AUTO_TEST_CASE(a_legal_roster_needs_no_repair) {
    const Roster r = example("swedish-600.muster");
    const auto found = find_repairs(r, Ruleset{list(r.list), system_of(r)}, 3, kLimits);
    BOOST_TEST_REQUIRE(found.answers.size() == 1u);
    BOOST_TEST(found.answers[0].edits.empty());
    BOOST_TEST(found.answers[0].points == 600);
}

BOOST_AUTO_TEST_CASE(a_second_hakkapelitta_goes_in_one_edit) {
    Roster r = example("swedish-600.muster");
    r.commands[1].units.push_back(test::roster_unit("SW-G2a"));
    r.budget = 700;
    const Ruleset rules{list("swedish"), baroque()};
    const auto found = find_repairs(r, rules, 5, kLimits);
    BOOST_TEST_REQUIRE(!found.answers.empty());
    const Advice& best = found.answers[0];
    BOOST_TEST_REQUIRE(best.edits.size() == 1u);
    BOOST_TEST((best.edits[0].op == Edit::Op::RemoveUnit));
    BOOST_TEST(rules.check(best.roster).legal());
    BOOST_TEST(best.points == 600);
    for (std::size_t i = 1; i < found.answers.size(); ++i)
        BOOST_TEST(found.answers[i - 1].edits.size() <= found.answers[i].edits.size());
}

BOOST_AUTO_TEST_CASE(every_variant_is_repaired_with_the_fewest_edits_there_can_be) {
    for (const auto& [name, r] : variants()) {
        const Ruleset rules{list(r.list), system_of(r)};
        BOOST_TEST_REQUIRE(!rules.check(r).legal(), name);
        const auto found = find_repairs(r, rules, 3, kLimits);
        BOOST_TEST_REQUIRE(!found.answers.empty(), name << ": no repair (limit " << found.limit << ")");
        for (const auto& a : found.answers) {
            BOOST_TEST(rules.check(a.roster).legal(), name);
            BOOST_TEST((edited(r, a.edits) == a.roster), name << ": the edits give the roster");
        }
        // No smaller repair: nothing within one edit fewer is legal (tried exhaustively where that is small).
        const int best = static_cast<int>(found.answers[0].edits.size());
        if (best <= 2)
            BOOST_TEST(!legal_within(r, rules, best - 1), name << ": a repair with fewer than " << best << " edits exists");
    }
}

BOOST_AUTO_TEST_CASE(random_illegal_rosters_of_every_system_are_repaired) {
    std::mt19937 rng(2026);
    int illegal = 0, repaired = 0;
    for (const auto& name : every_example()) {
        const Roster start = example(name);
        const ArmyList& l = list(start.list);
        const GameSystem& s = system_of(start);
        const Ruleset rules{l, s};
        for (int variant = 0; variant < 12; ++variant) {
            RosterEditor ed(start);
            for (int i = 0; i < 1 + variant % 3; ++i) {
                try {
                    apply(ed, random_edit(rng, ed.roster(), l, s));
                } catch (const std::out_of_range&) {}
            }
            if (rules.check(ed.roster()).legal()) continue;
            ++illegal;
            // Limits below the defaults keep the test quick: a budget of a few points takes both searches.
            const auto found = find_repairs(ed.roster(), rules, 1, {20, 15000, kNoClock});
            if (found.answers.empty()) {
                std::string codes;
                for (const auto& d : rules.check(ed.roster()).diagnostics)
                    if (d.severity == Severity::Error) codes += " " + d.code;
                BOOST_TEST_MESSAGE(name << " variant " << variant << ": no repair, limit " << found.limit << ", states "
                                        << found.states << ":" << codes);
                continue;
            }
            ++repaired;
            BOOST_TEST(rules.check(found.answers[0].roster).legal(), name);
        }
    }
    BOOST_TEST(illegal >= 40);
    BOOST_TEST(repaired == illegal, repaired << " of " << illegal << " repaired");
}

BOOST_AUTO_TEST_CASE(kept_units_are_never_touched) {
    Roster r = example("swedish-600.muster");
    r.commands[1].units.push_back(test::roster_unit("SW-G2a"));  // a second Hakkapelitta, at 2/4; the first is at 1/3
    r.budget = 700;
    const Ruleset rules{list("swedish"), baroque()};
    const RosterUnit first = r.commands[0].units[2];
    BOOST_TEST_REQUIRE(first.profile == "SW-G2a");
    const auto found = find_repairs(r, rules, 3, kLimits, {{1, 3}});
    BOOST_TEST_REQUIRE(!found.answers.empty());
    for (const auto& a : found.answers) {
        BOOST_TEST(rules.check(a.roster).legal());
        const auto& second = a.roster.commands[1].units;
        BOOST_TEST(std::count(second.begin(), second.end(), first) == 1, "the kept Hakkapelitta of command 2 stays");
    }
    // Keeping both leaves nothing to do but a bigger game: the advisor's last resort.
    const auto bigger = find_repairs(r, rules, 3, {6, 3000, kNoClock}, {{0, 2}, {1, 3}});
    BOOST_TEST_REQUIRE(!bigger.answers.empty());
    BOOST_TEST(bigger.answers[0].roster.budget == 1000);
}

BOOST_AUTO_TEST_CASE(a_205_point_swedish_army_is_completed_to_590_600) {
    Roster r = example("swedish-600.muster");
    // Keep the commands and generals, and units worth about 205 points.
    const Ruleset rules{list("swedish"), baroque()};
    for (auto& c : r.commands) c.units.resize(std::min<std::size_t>(c.units.size(), 1));
    r.purchases.clear();
    int total = rules.check(r).summary.total;
    BOOST_TEST_MESSAGE("start: " << total << " points");
    BOOST_TEST_REQUIRE(total <= 260);
    const auto found = find_completions(r, rules, 5, kLimits);
    BOOST_TEST_REQUIRE(!found.answers.empty(), "limit " << found.limit);
    BOOST_TEST(found.answers[0].points >= 590);
    // Different armies: an option on a new unit and the same option on one the player has are two.
    std::set<std::string> armies;
    for (const auto& a : found.answers) {
        BOOST_TEST(a.points <= 600);
        BOOST_TEST(rules.check(a.roster).legal());
        BOOST_TEST((edited(r, a.edits) == a.roster));
        BOOST_TEST(armies.insert(muster::advisor::roster_key(a.roster)).second, "two answers are the same army");
    }
}

BOOST_AUTO_TEST_CASE(completions_reach_the_budget_exactly_when_a_brute_force_can) {
    // Every addition (unit, option, general, level) in every combination of up to three whose cost fits:
    // the advisor's best within three entries is at least the best there is within three edits.
    constexpr int kDepth = 3;
    int compared = 0;
    for (const auto& [name, removed] : std::vector<std::pair<std::string, int>>{
             {"swedish-600.muster", 1}, {"ottoman-600.muster", 2}, {"royalist-600.muster", 1}}) {
        Roster r = example(name);
        const Ruleset rules{list(r.list), system_of(r)};
        r.commands[0].units.resize(r.commands[0].units.size() - static_cast<std::size_t>(removed));
        // Purchases bought up to their maximum, so the remainder is spent on units, options and generals:
        // few enough combinations to try them all.
        for (const auto& p : rules.system.purchases)
            if (p.requires_rule.empty()) r.purchases[p.id] = p.max;
        if (rules.check(r).summary.total > r.budget) continue;
        const int start = rules.check(r).summary.total;
        if (!rules.check(r).legal()) continue;
        const int best = best_total_within(r, rules, kDepth);
        const auto found = find_completions(r, rules, 1, {kDepth, 200000, kNoClock});
        BOOST_TEST_REQUIRE(!found.answers.empty(), name);
        // A unit with its option is one entry of the search, two edits of the brute force: the advisor may
        // reach further within the same depth, never less far.
        BOOST_TEST(found.answers[0].points >= best, name << ": from " << start << " the brute force reaches " << best);
        ++compared;
    }
    BOOST_TEST(compared >= 2);
}

BOOST_AUTO_TEST_CASE(completions_keep_the_event_rules_and_the_year) {
    Diagnostics problems;
    const auto event = xml::load_event(std::string(MUSTER_SOURCE_DIR) + "/lists/events/thirty-years-war-open.xml", problems);
    BOOST_TEST_REQUIRE(event.has_value());
    Roster r = example("swedish-600.muster");
    r.commands[0].units.pop_back();
    r.purchases.clear();
    const Ruleset rules{list("swedish"), baroque(), &*event};
    const auto found = find_completions(r, rules, 5, kLimits);
    BOOST_TEST_REQUIRE(!found.answers.empty(), "limit " << found.limit);
    for (const auto& a : found.answers) {
        BOOST_TEST(rules.check(a.roster).legal());
        BOOST_TEST((a.roster.year == r.year));
    }
}

BOOST_AUTO_TEST_CASE(random_partial_rosters_of_every_system_complete_legally) {
    std::mt19937 rng(205);
    int answered = 0;
    for (const auto& name : every_example()) {
        const Roster full = example(name);
        const Ruleset rules{list(full.list), system_of(full)};
        for (int variant = 0; variant < 3; ++variant) {
            Roster r = full;
            for (auto& c : r.commands)
                if (!c.units.empty()) c.units.resize(1 + std::uniform_int_distribution<std::size_t>(0, c.units.size() - 1)(rng));
            const auto found = find_completions(r, rules, 3, {40, 5000, kNoClock});
            for (const auto& a : found.answers) {
                BOOST_TEST(rules.check(a.roster).legal(), name);
                BOOST_TEST(a.points <= a.roster.budget, name);
            }
            answered += !found.answers.empty();
        }
    }
    BOOST_TEST(answered >= 20);
}

namespace {

/// An army of `list` with nothing in it yet, as `muster new` and the window make it.
Roster empty_army(const std::string& list_id, int budget) {
    const ArmyList& l = list(list_id);
    Roster r;
    r.system = l.system;
    r.list = l.id;
    r.data_version = l.data_version;
    r.budget = budget;
    return r;
}

/// Every unit of `before`, in its command, is still in `after` with its options (unassigned ones may have
/// joined a command), and so is every general's quality and the Command Structure: completions keep what the
/// player chose.
bool keeps_everything(const Roster& before, const Roster& after) {
    if (after.commands.size() < before.commands.size()) return false;
    for (std::size_t c = 0; c < before.commands.size(); ++c) {
        auto left = after.commands[c].units;
        for (const auto& u : before.commands[c].units) {
            // The same unit, with every option it had (a completion may give it more).
            const auto it = std::find_if(left.begin(), left.end(), [&](const RosterUnit& x) {
                return x.profile == u.profile && x.label == u.label && x.figures == u.figures &&
                       std::all_of(u.options.begin(), u.options.end(),
                                   [&](const std::string& o) { return std::count(x.options.begin(), x.options.end(), o) > 0; });
            });
            if (it == left.end()) return false;
            left.erase(it);
        }
        if (!before.commands[c].general.quality.empty() &&
            after.commands[c].general.quality != before.commands[c].general.quality)
            return false;
    }
    return before.command_structure.empty() || after.command_structure == before.command_structure;
}

/// The three units of a new player's Swedish army: two Latta Ryttare and a Finnish Hakkapelitta in the
/// first of the three commands a new army starts with (153 points, nine errors and more).
Roster half_built_swedish() {
    Roster r = empty_army("swedish", 600);
    r.commands.resize(3);
    for (const char* id : {"SW-G1a", "SW-G1a", "SW-G2a"}) r.commands[0].units.push_back(test::roster_unit(id));
    return r;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_half_built_swedish_army_completes_and_keeps_its_units) {
    const Roster r = half_built_swedish();
    const Ruleset rules{list("swedish"), baroque()};
    const Verdict now = rules.check(r);
    BOOST_TEST_REQUIRE(now.summary.total == 153);
    BOOST_TEST(std::count_if(now.diagnostics.begin(), now.diagnostics.end(),
                             [](const Diagnostic& d) { return d.severity == Severity::Error; }) >= 9);
    const auto found = find_completions(r, rules, 5, kLimits);
    BOOST_TEST_REQUIRE(found.answers.size() == 5u, "limit " << found.limit);
    std::vector<Edits> seen;
    for (const auto& a : found.answers) {
        BOOST_TEST(rules.check(a.roster).legal());
        BOOST_TEST(a.points == 600);
        BOOST_TEST(keeps_everything(r, a.roster));
        BOOST_TEST((edited(r, a.edits) == a.roster));
        BOOST_TEST(std::count(seen.begin(), seen.end(), a.edits) == 0, "two answers are the same");
        seen.push_back(a.edits);
    }
    for (std::size_t i = 1; i < found.answers.size(); ++i) BOOST_TEST(found.answers[i - 1].value >= found.answers[i].value);
    // `fix` finds what it lacks too.
    const auto repaired = find_repairs(r, rules, 1, kLimits);
    BOOST_TEST_REQUIRE(!repaired.answers.empty());
    BOOST_TEST(rules.check(repaired.answers[0].roster).legal());
    BOOST_TEST(keeps_everything(r, repaired.answers[0].roster));
}

BOOST_AUTO_TEST_CASE(every_baroque_list_completes_from_an_empty_army) {
    for (const char* id :
         {"german-catholic", "later-imperialist", "later-polish", "ottoman", "parliamentarian", "royalist", "swedish"}) {
        const Roster r = empty_army(id, 600);
        const Ruleset rules{list(id), baroque()};
        const auto found = find_completions(r, rules, 3, kLimits);
        BOOST_TEST_REQUIRE(!found.answers.empty(), id << ": limit " << found.limit);
        for (const auto& a : found.answers) {
            BOOST_TEST(rules.check(a.roster).legal(), id);
            BOOST_TEST(a.points <= 600, id);
        }
        BOOST_TEST(found.answers[0].points >= 595, id << ": " << found.answers[0].points << " of 600");
    }
}

BOOST_AUTO_TEST_CASE(examples_cut_down_to_one_unit_complete) {
    for (const auto& name : every_example()) {
        Roster r = example(name);
        const Ruleset rules{list(r.list), system_of(r)};
        // The first unit of the first command stays; every other unit, command and purchase goes.
        r.commands.resize(1);
        r.commands[0].units.resize(1);
        // Without its options: one can be a share of units that went (Discipline A for a third of the
        // Cuirassiers), which the random starts below cover.
        r.commands[0].units[0].options.clear();
        r.unassigned.clear();
        r.purchases.clear();
        const auto found = find_completions(r, rules, 3, kLimits);
        BOOST_TEST_REQUIRE(!found.answers.empty(), name << ": limit " << found.limit << ", minimum " << found.minimum);
        for (const auto& a : found.answers) {
            BOOST_TEST(rules.check(a.roster).legal(), name);
            BOOST_TEST(keeps_everything(r, a.roster), name);
            if (rules.system.counts_points) BOOST_TEST(a.points <= a.roster.budget, name);
        }
    }
}

BOOST_AUTO_TEST_CASE(an_army_the_budget_cannot_pay_for_says_what_the_minimums_cost) {
    const Ruleset rules{list("swedish"), baroque()};
    const auto found = find_completions(empty_army("swedish", 100), rules, 3, kLimits);
    BOOST_TEST(found.answers.empty());
    BOOST_TEST(found.limit.empty());
    BOOST_TEST(found.minimum > 100);
    // The same minimum is what the smallest legal army costs: at a budget of that size it is the answer.
    const int minimum = found.minimum;
    Roster r = empty_army("swedish", minimum);
    const auto at_minimum = find_completions(r, rules, 1, kLimits);
    if (rules.check(edited(r, {})).summary.total == 0 && !at_minimum.answers.empty())
        BOOST_TEST(at_minimum.answers[0].points <= minimum);
}

BOOST_AUTO_TEST_CASE(steering_prefers_what_the_player_asks_for) {
    const Ruleset rules{list("swedish"), baroque()};
    const Roster r = half_built_swedish();
    const auto category_count = [&](const Roster& a, const char* category) {
        int n = 0;
        for (const auto& us : rules.check(a).summary.units) {
            const RosterUnit& ru = us.command < 0 ? a.unassigned[us.index] : a.commands[us.command].units[us.index];
            n += view_of(ru, us.unit, rules.system).category == category;
        }
        return n;
    };
    Steering mounted, foot;
    mounted.prefer = Steering::Prefer::Mounted;
    foot.prefer = Steering::Prefer::Foot;
    const auto m = find_completions(r, rules, 1, kLimits, {}, mounted);
    const auto f = find_completions(r, rules, 1, kLimits, {}, foot);
    BOOST_TEST_REQUIRE((!m.answers.empty() && !f.answers.empty()));
    BOOST_TEST(category_count(m.answers[0].roster, "mounted") > category_count(f.answers[0].roster, "mounted"));
    BOOST_TEST(category_count(f.answers[0].roster, "foot") > category_count(m.answers[0].roster, "foot"));
    Steering fewer, more;
    fewer.units = -1;
    more.units = 1;
    const auto few = find_completions(r, rules, 1, kLimits, {}, fewer);
    const auto many = find_completions(r, rules, 1, kLimits, {}, more);
    BOOST_TEST_REQUIRE((!few.answers.empty() && !many.answers.empty()));
    BOOST_TEST(few.answers[0].roster.unit_count() < many.answers[0].roster.unit_count());
    // Another seed, another army, as good.
    Steering other;
    other.seed = 7;
    const auto again = find_completions(r, rules, 1, kLimits, {}, other);
    BOOST_TEST_REQUIRE(!again.answers.empty());
    BOOST_TEST(rules.check(again.answers[0].roster).legal());
    BOOST_TEST(again.answers[0].points == 600);
}

BOOST_AUTO_TEST_CASE(random_starting_points_of_every_system_complete_legally) {
    // Random subsets of every example's units, commands emptied or dropped, generals and purchases gone:
    // every answer is legal, keeps what the start had and stays within the budget; where the start is
    // legal, no answer is beaten by what a brute force reaches within two additions.
    std::mt19937 rng(26);
    int answered = 0, starts = 0, compared = 0;
    for (const auto& name : every_example()) {
        const Roster full = example(name);
        const Ruleset rules{list(full.list), system_of(full)};
        for (int variant = 0; variant < 4; ++variant) {
            Roster r = full;
            for (auto& c : r.commands) {
                std::vector<RosterUnit> kept;
                for (const auto& u : c.units)
                    if (std::uniform_int_distribution<int>(0, 2)(rng) == 0) kept.push_back(u);
                c.units = std::move(kept);
                if (std::uniform_int_distribution<int>(0, 3)(rng) == 0) c.general.quality.clear();
            }
            if (variant == 3) r.commands.resize(r.commands.size() / 2);
            if (variant % 2) r.purchases.clear();
            if (variant == 2) r.command_structure.clear();
            ++starts;
            const auto found = find_completions(r, rules, 3, kLimits);
            answered += !found.answers.empty();
            if (found.answers.empty())
                BOOST_TEST_MESSAGE(name << " variant " << variant << ": limit " << found.limit << ", minimum " << found.minimum);
            for (const auto& a : found.answers) {
                BOOST_TEST(rules.check(a.roster).legal(), name << " variant " << variant);
                if (rules.system.counts_points) BOOST_TEST(a.points <= a.roster.budget, name);
                BOOST_TEST((edited(r, a.edits) == a.roster), name);
            }
            // A start that lacks things only (commands, generals, units below a minimum or for a share) keeps
            // all it has; one with an error no addition clears is repaired first.
            const Verdict start = rules.check(r);
            const bool lacks_only = std::all_of(start.diagnostics.begin(), start.diagnostics.end(), [](const Diagnostic& d) {
                return d.severity != Severity::Error || d.find_arg("missing") ||
                       std::set<std::string>{"too_few_commands",          "command_empty",       "general_missing", "no_c_in_c",
                                             "command_structure_missing", "general_not_attached"}
                           .count(d.code);
            });
            std::string codes;
            for (const auto& d : start.diagnostics)
                if (d.severity == Severity::Error) codes += " " + d.code;
            if (lacks_only)
                for (const auto& a : found.answers)
                    BOOST_TEST(keeps_everything(r, a.roster),
                               name << " variant " << variant << ": an answer drops a unit of the start:" << codes);
            if (rules.check(r).legal() && rules.system.counts_points && !found.answers.empty()) {
                const int best = best_total_within(r, rules, 2);
                BOOST_TEST(found.answers[0].points >= best,
                           name << " variant " << variant << ": the brute force reaches " << best);
                ++compared;
            }
        }
    }
    BOOST_TEST(answered == starts, answered << " of " << starts << " starts completed");
    BOOST_TEST_MESSAGE(compared << " starts compared with the brute force");
}

BOOST_AUTO_TEST_SUITE_END()
