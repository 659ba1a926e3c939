// "What may I take?" agrees with check(): an allowed choice never raises the finding the query says a
// forbidden one would, and a forbidden one does; over random rosters of all three systems.
#include <boost/test/unit_test.hpp>

#include <random>

#include "core/editing/editor.h"
#include "core/rules/availability.h"
#include "support.h"

using namespace muster;
using namespace muster::test;

namespace {

bool raises(const Roster& r, const Choice& c, const ArmyList& l, const GameSystem& s, const Diagnostic& finding) {
    RosterEditor ed(r);
    apply(ed, c.edits, "take");
    for (const auto& d : new_findings(check(r, l, s).diagnostics, check(ed.roster(), l, s).diagnostics))
        if (d.code == finding.code && d.where.path() == finding.where.path()) return true;
    return false;
}

/// Takes each choice and compares what check() says with what the query said.
void agree(const Roster& r, const std::vector<Choice>& choices, const ArmyList& l, const GameSystem& s, int& forbidden) {
    for (const auto& c : choices) {
        if (c.taken) continue;
        RosterEditor ed(r);
        apply(ed, c.edits, "take");
        const Diagnostics added = new_findings(check(r, l, s).diagnostics, check(ed.roster(), l, s).diagnostics);
        const bool errors = std::any_of(added.begin(), added.end(), [](const Diagnostic& d) {
            return d.severity == Severity::Error && d.code != "points_over_budget" && d.code != "unit_figures_missing" &&
                   d.code != "general_not_attached";
        });
        BOOST_TEST(c.allowed == !errors, c.id);
        for (const auto& d : c.causes) BOOST_TEST(raises(r, c, l, s, d), c.id << " raises " << d.code);
        if (!c.allowed) ++forbidden;
    }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(availability)

BOOST_AUTO_TEST_CASE(a_second_hakkapelitta_is_forbidden_with_the_group_limit) {
    const Roster r = example("swedish-600.muster");
    const auto entries = entry_choices(r, 0, list("swedish"), baroque());
    const auto finn = std::find_if(entries.begin(), entries.end(), [](const Choice& c) { return c.id == "SW-G2a"; });
    BOOST_TEST_REQUIRE((finn != entries.end()));
    BOOST_TEST(!finn->allowed);
    // The army is at its 600 points: the budget is said too, but only the group limit forbids it.
    BOOST_TEST_REQUIRE(finn->causes.size() == 2u);
    BOOST_TEST(finn->causes[0].code == "group_above_maximum");
    BOOST_TEST(finn->causes[1].code == "points_over_budget");
    BOOST_TEST(finn->points > 0);
}

// A box the player unticks again is the core's edit both ways: taken, an option's and an optional rule's
// edits drop it and its points are what dropping gives back; not taken, they take it.
BOOST_AUTO_TEST_CASE(a_taken_toggle_is_dropped_by_its_edits) {
    RosterEditor ed(example("swedish-600.muster"));
    const UnitRef ref{0, 0};  // SW-G1a with SW-O2
    const auto options = unit_choices(ed.roster(), ref, list("swedish"), baroque()).options;
    const auto o2 = std::find_if(options.begin(), options.end(), [](const Choice& c) { return c.id == "SW-O2"; });
    BOOST_TEST_REQUIRE((o2 != options.end()));
    BOOST_TEST(o2->taken);
    BOOST_TEST((o2->edits == Edits{{Edit::Op::SetOption, ref, -1, "SW-O2", 0, false}}));
    const int before = check(ed.roster(), list("swedish"), baroque()).summary.total;
    BOOST_TEST(apply(ed, o2->edits, "untick"));
    BOOST_TEST(check(ed.roster(), list("swedish"), baroque()).summary.total - before == o2->points);
    BOOST_TEST(o2->points < 0);

    auto rule = army_choices(ed.roster(), list("swedish"), baroque()).optional_rules.at(0);
    BOOST_TEST(!rule.taken);
    BOOST_TEST(rule.edits.at(0).on);
    BOOST_TEST(apply(ed, rule.edits, "tick"));
    rule = army_choices(ed.roster(), list("swedish"), baroque()).optional_rules.at(0);
    BOOST_TEST(rule.taken);
    BOOST_TEST((rule.edits == Edits{{Edit::Op::SetOptionalRule, {}, -1, "rolls_of_destiny", 0, false}}));
    BOOST_TEST(apply(ed, rule.edits, "untick"));
    BOOST_TEST(!ed.roster().has_rule("rolls_of_destiny"));
}

// A refusal is about a choice not yet made: its limit finding says what taking it would make ("would be
// taken by 2 units"), not what the roster has ("is taken by 2 units" was said of a unit that had not).
BOOST_AUTO_TEST_CASE(a_refusal_speaks_of_what_taking_it_would_make) {
    const Roster r = example("swedish-600.muster");
    const auto entries = entry_choices(r, 0, list("swedish"), baroque());
    const auto finn = std::find_if(entries.begin(), entries.end(), [](const Choice& c) { return c.id == "SW-G2a"; });
    BOOST_TEST_REQUIRE((finn != entries.end()));
    BOOST_TEST_REQUIRE(!finn->causes.empty());
    const Arg* when = finn->causes[0].find_arg("when");
    BOOST_TEST_REQUIRE(when);
    BOOST_TEST(std::get<std::string>(*when) == "would");
    // The same finding of a roster that has the second one is about now.
    Roster two = r;
    two.commands[0].units.push_back(test::roster_unit("SW-G2a"));
    const Verdict v = check(two, list("swedish"), baroque());
    const auto over = std::find_if(v.diagnostics.begin(), v.diagnostics.end(),
                                   [](const Diagnostic& d) { return d.code == "group_above_maximum"; });
    BOOST_TEST_REQUIRE((over != v.diagnostics.end()));
    BOOST_TEST_REQUIRE(over->find_arg("when"));
    BOOST_TEST(std::get<std::string>(*over->find_arg("when")) == "now");
}

BOOST_AUTO_TEST_CASE(the_window_sees_medieval_size_choices_as_the_checker_does) {
    // Two units of one size: the other size is forbidden by the army-wide uniform choice.
    Roster r = example("md-crecy-english.muster");
    const ArmyList& l = list(r.list);
    const GameSystem& s = *library().system(r.system);
    bool found = false;
    for (int u = 0; u < static_cast<int>(r.commands[0].units.size()); ++u)
        for (const auto& c : unit_choices(r, {0, u}, l, s).options) {
            const Option* o = l.option(c.id);
            if (!o || o->uniform.empty() || c.taken) continue;
            found = true;
            BOOST_TEST(!c.allowed, c.id);
        }
    BOOST_TEST(found);
}

// A Medieval unit's size must be choosable before its figures are counted: the "record the figures"
// finding it then raises is work still to do, not a refusal (the window disabled Large unit for it).
BOOST_AUTO_TEST_CASE(a_medieval_size_is_allowed_before_the_figures_are_recorded) {
    Roster r = example("md-crecy-english.muster");
    const ArmyList& l = list(r.list);
    const GameSystem& s = *library().system(r.system);
    r.commands[0].units.push_back(test::roster_unit("MD-VET"));
    const UnitRef fresh{0, static_cast<int>(r.commands[0].units.size()) - 1};
    bool large = false;
    for (const auto& c : unit_choices(r, fresh, l, s).options)
        if (c.id == "MD-large") {
            large = true;
            BOOST_TEST(c.allowed);
            BOOST_TEST(std::any_of(c.causes.begin(), c.causes.end(),
                                   [](const Diagnostic& d) { return d.code == "unit_figures_missing"; }));
        }
    BOOST_TEST(large);
}

// Basic Impetus attaches each general to a unit: before he joins one, his quality is still choosable (the
// window offered the system's only general as "not allowed" until one was attached).
BOOST_AUTO_TEST_CASE(a_basic_impetus_general_is_allowed_before_he_joins_a_unit) {
    Roster r = example("basic-impetus-demo.muster");
    const ArmyList& l = list(r.list);
    const GameSystem& s = *library().system(r.system);
    for (auto& u : r.commands[0].units) u.general = false;
    r.commands[0].general.quality.clear();
    const auto choices = general_choices(r, 0, l, s);
    BOOST_TEST_REQUIRE(!choices.empty());
    for (const auto& c : choices) {
        BOOST_TEST(c.allowed, c.id);
        BOOST_TEST(
            std::any_of(c.causes.begin(), c.causes.end(), [](const Diagnostic& d) { return d.code == "general_not_attached"; }));
    }
}

BOOST_AUTO_TEST_CASE(query_and_checker_agree_on_random_rosters_of_every_system) {
    std::mt19937 rng(2026);
    int forbidden = 0;
    for (const char* name : {"swedish-600.muster", "later-polish-600.muster", "ottoman-600.muster", "basic-impetus-demo.muster",
                             "md-crecy-english.muster", "md-hastings-normans.muster"}) {
        const Roster start = example(name);
        const ArmyList& l = list(start.list);
        const GameSystem& s = *library().system(start.system);
        for (int round = 0; round < 6; ++round) {
            // A random roster: the example with a few random units added and options toggled.
            RosterEditor ed(start);
            std::vector<const Profile*> all;
            for (const auto& g : l.groups)
                for (const auto& p : g.profiles) all.push_back(&p);
            for (int i = 0; i < round * 2; ++i) {
                const int c = std::uniform_int_distribution<int>(0, static_cast<int>(ed.roster().commands.size()) - 1)(rng);
                const UnitRef u = ed.add_unit(c, test::roster_unit(all[rng() % all.size()]->id));
                if (!l.options.empty()) ed.set_option(u, l.options[rng() % l.options.size()].id, true);
            }
            const Roster& r = ed.roster();
            const int c = static_cast<int>(rng() % r.commands.size());
            agree(r, entry_choices(r, c, l, s), l, s, forbidden);
            agree(r, general_choices(r, c, l, s), l, s, forbidden);
            const ArmyChoices army = army_choices(r, l, s);
            agree(r, army.command_structures, l, s, forbidden);
            agree(r, army.purchases, l, s, forbidden);
            agree(r, army.optional_rules, l, s, forbidden);
            if (!r.commands[c].units.empty()) {
                const UnitChoices uc = unit_choices(r, {c, static_cast<int>(rng() % r.commands[c].units.size())}, l, s);
                agree(r, uc.profiles, l, s, forbidden);
                agree(r, uc.options, l, s, forbidden);
            }
        }
    }
    BOOST_TEST(forbidden > 20, "the random rosters tried only " << forbidden << " forbidden choices");
}

BOOST_AUTO_TEST_SUITE_END()
