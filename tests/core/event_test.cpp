// SPDX-License-Identifier: GPL-3.0-or-later
// Event packs as data: every rule of the two example packs in lists/events/, each with a roster that
// keeps it and one that breaks it; the finding carries the pack's section and, where the pack words the
// rule itself, the pack's own message.
#include <boost/test/unit_test.hpp>

#include "core/rules/event.h"
#include "core/rules/ruleset.h"
#include "support.h"

namespace muster::test {
namespace {

Event pack(const std::string& name, const std::string& language = {}) {
    Diagnostics d;
    auto e = xml::load_event(std::string(MUSTER_SOURCE_DIR) + "/lists/events/" + name, d, language);
    if (!e || has_errors(d)) throw std::runtime_error("cannot load the pack " + name);
    return *e;
}

/// The event's findings for `r`, with the summary at the event's budget and its own limits.
Diagnostics event_findings(Roster r, const Event& e) {
    const Roster as_built = r;
    if (e.budget) r.budget = *e.budget;
    const Verdict v = check(r, list(r.list), *library().system(r.system), e.limits ? &*e.limits : nullptr);
    Diagnostics out;
    check_event(as_built, e, &list(r.list), &v.summary, out);
    return out;
}

const Diagnostic* find(const Diagnostics& ds, const std::string& code) {
    for (const auto& d : ds)
        if (d.code == code) return &d;
    return nullptr;
}

Roster swedish_at(int budget) {
    Roster r = example("swedish-600.muster");
    r.budget = budget;
    return r;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(event_packs)

BOOST_AUTO_TEST_CASE(budget) {
    const Event e = pack("winter-muster-350.xml");
    BOOST_TEST(!find(event_findings(swedish_at(350), e), "event_budget"));
    const Diagnostics found = event_findings(swedish_at(600), e);
    const Diagnostic* d = find(found, "event_budget");
    BOOST_TEST_REQUIRE(d);
    BOOST_TEST(d->rule == "Winter Muster 350 1.1");
    BOOST_TEST(d->message.empty());  // the pack does not word this rule: the program's own message
}

BOOST_AUTO_TEST_CASE(limits_are_halved_and_rounded_up) {
    // Swedish Foot is 2-10: halved and rounded up, one is enough at this event, and six too many.
    const Event e = pack("winter-muster-350.xml");
    Roster one = swedish_at(350);
    one.commands[2].units.erase(one.commands[2].units.begin());      // 2 Swedish Foot left: command 2 and 3's Vet.
    one.commands[1].units.erase(one.commands[1].units.begin() + 1);  // 1 Swedish Foot (the Vet.)
    auto codes = [&](const Roster& r, const SizeBand* band) {
        int n = 0;
        for (const auto& d : check(r, list(r.list), *library().system(r.system), band).diagnostics)
            if (d.code == "group_below_minimum" && d.rule == "30YW Swedish") ++n;
        return n;
    };
    BOOST_TEST(codes(one, &*e.limits) == 0);
    Roster none = one;
    none.commands[2].units.erase(none.commands[2].units.begin());  // no Swedish Foot at all
    BOOST_TEST(codes(none, &*e.limits) == 1);
    BOOST_TEST((e.limits->min_rounding == Rounding::Up));
    BOOST_TEST(e.limits->rule == "Winter Muster 350 2.1");
}

BOOST_AUTO_TEST_CASE(command_count) {
    const Event e = pack("winter-muster-350.xml");
    BOOST_TEST(!find(event_findings(swedish_at(350), e), "event_too_many_commands"));
    Roster five = swedish_at(350);
    five.commands.push_back(five.commands[1]);
    five.commands.push_back(five.commands[2]);
    BOOST_TEST(find(event_findings(five, e), "event_too_many_commands"));
    Roster one = swedish_at(350);
    one.commands.resize(1);
    BOOST_TEST(find(event_findings(one, e), "event_too_few_commands"));
}

BOOST_AUTO_TEST_CASE(largest_command_share_of_vdt) {
    const Event e = pack("winter-muster-350.xml", "it");
    // VDC 9, 8 and 7 of VDT 24: 60 % is 14, every command keeps it.
    BOOST_TEST(!find(event_findings(swedish_at(350), e), "event_largest_command"));
    Roster big = swedish_at(350);
    for (auto& u : big.commands[1].units) big.commands[0].units.push_back(u);
    big.commands[1].units.clear();
    const Diagnostics found = event_findings(big, e);
    const Diagnostic* d = find(found, "event_largest_command");
    BOOST_TEST_REQUIRE(d);
    BOOST_TEST(d->where.path() == "command[1]");
    BOOST_TEST(d->rule == "Winter Muster 350 2.3");
    BOOST_TEST(d->message.find("sposta unità") != std::string::npos);  // the pack's own Italian wording
}

BOOST_AUTO_TEST_CASE(general_quality_forbidden) {
    const Event e = pack("winter-muster-350.xml");
    BOOST_TEST(!find(event_findings(swedish_at(350), e), "event_quality_forbidden"));
    Roster r = swedish_at(350);
    r.commands[2].general.quality = "incompetent";
    const Diagnostics found = event_findings(r, e);
    const Diagnostic* d = find(found, "event_quality_forbidden");
    BOOST_TEST_REQUIRE(d);
    BOOST_TEST(d->message == "command {command}: no Incompetent generals at this event");
}

BOOST_AUTO_TEST_CASE(purchases_limited_and_required) {
    const Event e = pack("winter-muster-350.xml", "de");
    Roster r = swedish_at(350);
    r.optional_rules.push_back("rolls_of_destiny");
    r.purchases["rolls_of_destiny"] = 3;
    BOOST_TEST(!find(event_findings(r, e), "event_purchase_above"));
    BOOST_TEST(!find(event_findings(r, e), "event_purchase_below"));
    r.purchases["rolls_of_destiny"] = 4;
    BOOST_TEST(find(event_findings(r, e), "event_purchase_above"));
    r.purchases.erase("baggage_fortification");
    const Diagnostics found = event_findings(r, e);
    const Diagnostic* d = find(found, "event_purchase_below");
    BOOST_TEST_REQUIRE(d);
    BOOST_TEST(d->message == "jede Armee bringt befestigten Tross mit");
}

BOOST_AUTO_TEST_CASE(systems_lists_and_sources) {
    const Event e = pack("thirty-years-war-open.xml");
    BOOST_TEST(event_findings(example("swedish-600.muster"), e).empty());
    const auto polish = event_findings(example("later-polish-600.muster"), e);
    BOOST_TEST(find(polish, "event_list_not_allowed"));
    BOOST_TEST(!find(polish, "event_source_not_allowed"));  // a rulebook list, but not of this war
    BOOST_TEST(find(event_findings(example("basic-impetus-demo.muster"), e), "event_system_not_allowed"));
    BOOST_TEST(find(event_findings(example("basic-impetus-demo.muster"), e), "event_source_not_allowed"));
}

BOOST_AUTO_TEST_CASE(year_window) {
    const Event e = pack("thirty-years-war-open.xml");
    Roster late = example("swedish-600.muster");
    BOOST_TEST(!find(event_findings(late, e), "event_year_outside"));  // 1632, in the war
    BOOST_TEST(!find(event_findings(late, e), "event_year_missing"));
    late.year = 1660;
    BOOST_TEST(find(event_findings(late, e), "event_year_outside"));
    late.year.reset();
    BOOST_TEST(find(event_findings(late, e), "event_year_missing"));
}

BOOST_AUTO_TEST_CASE(data_version_cut_off) {
    const Event e = pack("thirty-years-war-open.xml");
    Roster old = example("swedish-600.muster");
    BOOST_TEST(!find(event_findings(old, e), "event_data_version"));  // 1.0, the cut-off itself
    old.data_version = "0.9";
    const Diagnostics found = event_findings(old, e);
    const Diagnostic* d = find(found, "event_data_version");
    BOOST_TEST_REQUIRE(d);
    BOOST_TEST(d->rule == "Thirty Years' War Open C");
    BOOST_TEST(compare_versions("1.10", "1.9") > 0);
    // The upper bound: a pack that accepts data up to 0.9 refuses 1.0 and keeps 0.9.
    Event capped = e;
    capped.data_version_min.clear();
    capped.data_version_max = "0.9";
    BOOST_TEST(find(event_findings(example("swedish-600.muster"), capped), "event_data_version"));
    BOOST_TEST(!find(event_findings(old, capped), "event_data_version"));
}

BOOST_AUTO_TEST_CASE(optional_rule_forbidden_and_required) {
    const Event e = pack("thirty-years-war-open.xml");
    BOOST_TEST(!find(event_findings(example("swedish-600.muster"), e), "event_rule_forbidden"));
    Roster r = example("swedish-600.muster");
    r.optional_rules.push_back("rolls_of_destiny");
    BOOST_TEST(find(event_findings(r, e), "event_rule_forbidden"));
    Event required = e;
    required.rules["rolls_of_destiny"] = RuleUse::Required;
    BOOST_TEST(!find(event_findings(r, required), "event_rule_required"));
    BOOST_TEST(find(event_findings(example("swedish-600.muster"), required), "event_rule_required"));
}

// One door to a verdict: the game at the event's budget (or --budget before it), the event's rules on the
// roster as built, findings sorted once; what `muster check --event`, the window and the web page show.
BOOST_AUTO_TEST_CASE(judge_plays_the_game_at_the_event_budget_and_the_event_sees_the_roster_as_built) {
    const Event e = pack("winter-muster-350.xml");
    const Roster r = swedish_at(600);
    const Ruleset rules{list("swedish"), baroque(), &e};
    const Verdict v = rules.judge(r);
    BOOST_TEST(v.budget == 350);
    BOOST_TEST(find(v.diagnostics, "event_budget"));        // built for 600: the event says so
    BOOST_TEST(find(v.diagnostics, "points_over_budget"));  // and the points are judged at 350
    Diagnostics by_hand = event_findings(r, e);             // the same as the game and the event wired by hand
    Roster at = r;
    at.budget = 350;
    for (const auto& d : check(at, list("swedish"), baroque(), &*e.limits).diagnostics) by_hand.push_back(d);
    sort_diagnostics(by_hand);
    BOOST_TEST_REQUIRE(v.diagnostics.size() == by_hand.size());
    for (std::size_t i = 0; i < by_hand.size(); ++i) BOOST_TEST(v.diagnostics[i].code == by_hand[i].code);

    // --budget comes before the event's; the event still compares the roster's own budget.
    const Verdict at_500 = rules.judge(r, {.budget = 500, .fixes = false});
    BOOST_TEST(at_500.budget == 500);
    BOOST_TEST(find(at_500.diagnostics, "event_budget"));
    // Built for the event: no event_budget, and no copy judged at another size.
    BOOST_TEST(!find(rules.judge(swedish_at(350)).diagnostics, "event_budget"));
    // The advisor's check judges the file as it stands: at its own 600 points.
    BOOST_TEST(rules.check(r).budget == 600);
    BOOST_TEST(!find(rules.check(r).diagnostics, "points_over_budget"));
    // Fix-its when asked: the event's budget is fixed by playing at it.
    const Verdict fixed = rules.judge(r, {.budget = std::nullopt, .fixes = true});
    const Diagnostic* d = find(fixed.diagnostics, "event_budget");
    BOOST_TEST_REQUIRE(d);
    BOOST_TEST_REQUIRE(!d->fixes.empty());
    BOOST_TEST(d->fixes.front().label == "set_budget");
}

// Without an event or --budget, judge() is the game's check at the roster's own budget.
BOOST_AUTO_TEST_CASE(judge_without_an_event_is_the_games_check) {
    const Roster r = swedish_at(600);
    const Verdict judged = Ruleset{list("swedish"), baroque()}.judge(r);
    const Verdict checked = check(r, list("swedish"), baroque());
    BOOST_TEST(judged.budget == 600);
    BOOST_TEST(judged.summary.total == checked.summary.total);
    BOOST_TEST_REQUIRE(judged.diagnostics.size() == checked.diagnostics.size());
    for (std::size_t i = 0; i < checked.diagnostics.size(); ++i)
        BOOST_TEST(judged.diagnostics[i].code == checked.diagnostics[i].code);
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace muster::test
