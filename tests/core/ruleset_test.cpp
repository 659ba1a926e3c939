// SPDX-License-Identifier: GPL-3.0-or-later
// Ruleset::judge, the one door to a verdict: the game's findings at the judged budget, the event's on the
// roster as submitted, one order for all of them, fix-its when asked; typed codes and the order of findings.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <random>

#include "core/fixes.h"
#include "core/ruleset.h"
#include "random_edits.h"
#include "support.h"

namespace muster::test {
namespace {

Event pack(const std::string& name) {
    Diagnostics d;
    auto e = xml::load_event(std::string(MUSTER_SOURCE_DIR) + "/lists/events/" + name, d);
    if (!e || has_errors(d)) throw std::runtime_error("cannot load the pack " + name);
    return *e;
}

bool has(const Verdict& v, CodeId code) {
    return std::any_of(v.diagnostics.begin(), v.diagnostics.end(), [&](const Diagnostic& d) { return d.is(code); });
}

/// What tells findings apart in order: code, place and words.
std::vector<std::string> keys(const Diagnostics& ds) {
    std::vector<std::string> out;
    for (const auto& d : ds) out.push_back(d.where.file + ":" + std::to_string(d.where.line) + " " + d.where.path() + " " + finding_identity(d));
    return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(judge)

BOOST_AUTO_TEST_CASE(a_legal_army_is_judged_at_its_own_budget_without_an_event) {
    const Roster r = example("swedish-600.muster");
    const Verdict v = Ruleset{list(r.list), baroque()}.judge(r);
    BOOST_TEST(v.legal());
    BOOST_TEST(v.budget == 600);
    BOOST_TEST(v.summary.total == 600);
}

BOOST_AUTO_TEST_CASE(a_budget_option_replaces_the_rosters_own_and_is_carried_by_the_verdict) {
    const Roster r = example("swedish-600.muster");
    const Verdict v = Ruleset{list(r.list), baroque()}.judge(r, {.budget = 500});
    BOOST_TEST(v.budget == 500);
    BOOST_TEST(has(v, CodeId::points_over_budget));
    BOOST_TEST(r.budget == 600);  // the roster itself is not changed
}

BOOST_AUTO_TEST_CASE(an_event_judges_the_game_at_its_budget_and_its_own_rules_on_the_roster_as_submitted) {
    const Event e = pack("thirty-years-war-open.xml");
    BOOST_TEST_REQUIRE(e.budget.has_value());
    Roster r = example("swedish-600.muster");
    r.budget = *e.budget + 100;  // submitted at another size than the event plays
    const Verdict v = Ruleset{list(r.list), baroque(), &e}.judge(r);
    BOOST_TEST(v.budget == *e.budget);
    const auto found = std::find_if(v.diagnostics.begin(), v.diagnostics.end(), [](const Diagnostic& d) { return d.is(CodeId::event_budget); });
    BOOST_TEST_REQUIRE((found != v.diagnostics.end()));
    BOOST_TEST(std::get<std::int64_t>(*found->find_arg("budget")) == *e.budget + 100);
    // The verdict's findings are in the one order, event findings among the game's.
    Diagnostics sorted = v.diagnostics;
    sort_diagnostics(sorted);
    BOOST_TEST(keys(sorted) == keys(v.diagnostics), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(fix_its_come_with_the_verdict_only_when_asked) {
    Roster r = example("swedish-600.muster");
    r.commands[1].units.push_back(roster_unit("SW-G2a"));
    const Ruleset rules{list(r.list), baroque()};
    const Verdict plain = rules.judge(r);
    const Verdict fixed = rules.judge(r, {.fixes = true});
    BOOST_TEST(std::all_of(plain.diagnostics.begin(), plain.diagnostics.end(), [](const Diagnostic& d) { return d.fixes.empty(); }));
    BOOST_TEST(std::any_of(fixed.diagnostics.begin(), fixed.diagnostics.end(), [](const Diagnostic& d) { return !d.fixes.empty(); }));
    BOOST_TEST(plain.diagnostics.size() == fixed.diagnostics.size());
}

BOOST_AUTO_TEST_CASE(merging_sorted_findings_gives_the_order_of_sorting_them_all) {
    std::mt19937 rng(24);
    for (const auto& name : every_example()) {
        const Roster start = example(name);
        RosterEditor ed(start);
        for (int i = 0; i < 6; ++i) {
            try {
                apply(ed, random_edit(rng, ed.roster(), list(start.list), *library().system(start.system)));
            } catch (const std::out_of_range&) {
            }
        }
        const Diagnostics all = verdict(ed.roster()).diagnostics;
        const auto half = all.begin() + static_cast<std::ptrdiff_t>(all.size() / 2);
        Diagnostics a(all.begin(), half), b(half, all.end());
        std::shuffle(a.begin(), a.end(), rng);
        std::shuffle(b.begin(), b.end(), rng);
        Diagnostics whole = a;
        whole.insert(whole.end(), b.begin(), b.end());
        sort_diagnostics(whole);
        sort_diagnostics(a);
        sort_diagnostics(b);
        merge_diagnostics(a, b);
        BOOST_TEST(keys(a) == keys(whole), boost::test_tools::per_element());
    }
}

BOOST_AUTO_TEST_CASE(table_codes_are_typed_and_data_codes_are_not) {
    const Diagnostic d("points_over_budget");
    BOOST_TEST(d.is(CodeId::points_over_budget));
    BOOST_TEST(d.code == "points_over_budget");
    BOOST_TEST(Code(CodeId::group_above_maximum).name() == "group_above_maximum");
    BOOST_TEST((Code::id_of("event_budget") == CodeId::event_budget));
    BOOST_TEST((Code::id_of("medieval_only_rule") == CodeId::data_defined));
    // Every code of the table maps to its own id and back.
    for (const auto& c : kCodes) BOOST_TEST(Code(Code::id_of(c.id)).name() == c.id);
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace muster::test
