// Every army-building rule: a legal case and an illegal case with exactly the findings expected.
// Cases start from the hand-checked 600-point Swedish example (command 1: 2 Latta Ryttare, one
// with Discipline A, Hakkapelitta; command 2: Massed Reiters, Swedish Foot, Mercenary Foot;
// command 3: Swedish Foot with Iron Officers and Regimental Artillery, Swedish Foot Vet., Art B
// with Master Gunner). Budget 700 is used where an edit adds points, so only the rule under test fails.
#include <boost/test/unit_test.hpp>

#include "support.h"

using namespace muster;
using namespace muster::test;

namespace {

Roster base() {
    return example("swedish-600.muster");
}

RosterUnit unit(const std::string& profile, std::vector<std::string> options = {}) {
    return test::roster_unit(profile, std::move(options));
}

Diagnostic find(const Verdict& v, const std::string& code) {
    for (const auto& d : v.diagnostics)
        if (d.code == code) return d;
    throw std::runtime_error("no " + code);
}

std::string text_arg(const Diagnostic& d, const char* name) {
    const Arg* a = d.find_arg(name);
    return a ? std::get<std::string>(*a) : "";
}

std::int64_t int_arg(const Diagnostic& d, const char* name) {
    const Arg* a = d.find_arg(name);
    return a ? std::get<std::int64_t>(*a) : -1;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(rules)

BOOST_AUTO_TEST_CASE(the_base_army_is_legal) {
    BOOST_TEST(problems(base()) == Codes{});
}

BOOST_AUTO_TEST_CASE(group_maximum_counts_and_names_a_bigger_game) {
    Roster r = base();
    r.budget = 700;
    r.commands[0].units.push_back(unit("SW-G2a"));
    BOOST_TEST(problems(r) == Codes{"group_above_maximum"});
    const Diagnostic d = find(verdict(r), "group_above_maximum");
    BOOST_TEST(int_arg(d, "excess") == 1);
    BOOST_TEST(text_arg(d, "bigger_size") == "1000");
    BOOST_TEST(d.hint == "group_above_maximum");
}

BOOST_AUTO_TEST_CASE(group_minimum_counts_all_alternatives) {
    Roster r = base();
    r.commands[2].units.pop_back();  // the only artillery
    BOOST_TEST(problems(r) == Codes{"group_below_minimum"});
    // Swedish Foot and Swedish Foot Vet. share one 2-10 line: one of each is enough.
    Roster mixed = base();
    mixed.commands[1].units.erase(mixed.commands[1].units.begin() + 1);  // a Swedish Foot
    mixed.commands[2].units[0].options.clear();                          // its Iron Officers would exceed 1/3 of 2
    BOOST_TEST(problems(mixed) == Codes{});
}

BOOST_AUTO_TEST_CASE(game_size_bands_scale_the_list_limits) {
    auto bounds = [](int budget, const std::string& group) {
        for (const auto& c : constraints_for(list("swedish"), baroque(), budget))
            if (c.id == group) return std::make_pair(c.min->value, c.max->value);
        return std::make_pair(-1, -1);
    };
    BOOST_TEST((bounds(600, "G6") == std::make_pair(2, 10)));
    BOOST_TEST((bounds(300, "G6") == std::make_pair(1, 10)));  // minimums halved, rounding up
    BOOST_TEST((bounds(300, "G1") == std::make_pair(1, 6)));
    BOOST_TEST((bounds(1000, "G6") == std::make_pair(4, 20)));  // both doubled
    BOOST_TEST((bounds(1200, "G2") == std::make_pair(0, 2)));
    BOOST_TEST((bounds(800, "G6") == std::make_pair(2, 10)));  // unnamed sizes use the printed limits
}

BOOST_AUTO_TEST_CASE(a_300_point_army_may_have_one_command_and_is_advised_to) {
    Roster r = base();
    r.budget = 300;
    r.commands.resize(1);
    r.commands[0].units = {unit("SW-G1a"), unit("SW-G4a"), unit("SW-G6a"), unit("SW-G8a")};
    r.purchases.clear();
    BOOST_TEST(problems(r) == Codes{});
    Roster two = r;
    two.commands.push_back(Command{{}, {"incompetent", false, {}, 0}, {unit("SW-G6a")}, 0});
    BOOST_TEST(problems(two) == Codes{"more_commands_than_advised"});
}

BOOST_AUTO_TEST_CASE(a_1000_point_army_may_double_the_maximums) {
    Roster r = base();
    r.budget = 1000;
    r.commands[0].units.push_back(unit("SW-G2a"));
    const Codes found = problems(r);
    BOOST_TEST(std::count(found.begin(), found.end(), "group_above_maximum") == 0);
    BOOST_TEST(std::count(found.begin(), found.end(), "group_below_minimum") ==
               3);  // minimums doubled too: Reiters, Swedish Foot, artillery
}

BOOST_AUTO_TEST_CASE(option_limited_to_one_unit) {
    Roster r = base();
    r.budget = 700;
    r.commands[0].units[1].options = {"SW-O2"};
    BOOST_TEST(problems(r) == Codes{"option_limit_exceeded"});
    BOOST_TEST(text_arg(find(verdict(r), "option_limit_exceeded"), "fraction") == "none");
}

BOOST_AUTO_TEST_CASE(option_limited_to_a_third_of_the_deployed_rounds_down) {
    Roster r = base();
    r.commands[2].units.erase(r.commands[2].units.begin() + 1);  // the veterans: 2 Swedish Foot left
    BOOST_TEST(problems(r) == Codes{"option_limit_exceeded"});
    const Diagnostic d = find(verdict(r), "option_limit_exceeded");
    BOOST_TEST(int_arg(d, "max") == 0);
    BOOST_TEST(int_arg(d, "of_count") == 2);
    BOOST_TEST(text_arg(d, "more_needed") == "1");
}

BOOST_AUTO_TEST_CASE(option_limited_to_half_of_the_deployed) {
    Roster r = base();
    r.budget = 700;
    r.commands[1].units[1].options = {"SW-O11"};  // a second Regimental Artillery: 2 of 3 Swedish Foot
    BOOST_TEST(problems(r) == Codes{"option_limit_exceeded"});
}

BOOST_AUTO_TEST_CASE(option_limited_to_up_to_two_units) {
    const ArmyList& pa = list("parliamentarian");
    Roster r;
    r.system = "baroque";
    r.list = "parliamentarian";
    r.budget = 600;
    r.command_structure = "average";
    r.commands = {
        Command{{}, {"reliable", true, {}, 0}, {unit("PA-G2a", {"PA-O1"}), unit("PA-G2a", {"PA-O1"}), unit("PA-G3a")}, 0},
        Command{{}, {"poor", false, {}, 0}, {unit("PA-G1b", {"PA-O1"}), unit("PA-G3a")}, 0},
        Command{{}, {"poor", false, {}, 0}, {unit("PA-G5a"), unit("PA-G5a")}, 0}};
    const Verdict v = check(r, pa, baroque());
    BOOST_TEST(problems(r) == Codes{"option_limit_exceeded"});
    BOOST_TEST(int_arg(find(v, "option_limit_exceeded"), "max") == 2);
    r.commands[1].units[0].options.clear();
    BOOST_TEST(problems(r) == Codes{});
}

BOOST_AUTO_TEST_CASE(alternative_profile_replaces_stats_and_cost) {
    Roster r = base();
    r.budget = 700;
    r.commands[0].units[1].options = {"SW-O1"};
    BOOST_TEST(problems(r) == Codes{});
    const Verdict v = verdict(r);
    const UnitSummary& u = v.summary.units[1];
    BOOST_TEST(u.unit.effective().type == "H&M");
    BOOST_TEST(u.unit.effective().stat("M") == "2S");
    BOOST_TEST(u.unit.cost == 64);
    BOOST_TEST(v.summary.total == 613);
    r.commands[0].units[0].options.push_back("SW-O1");  // both Latta: more than half
    BOOST_TEST(problems(r) == Codes{"option_limit_exceeded"});
}

BOOST_AUTO_TEST_CASE(massed_option_changes_movement_by_troop_type) {
    const Verdict v = verdict(base());
    const UnitSummary& reiters = v.summary.units[3];
    BOOST_TEST(reiters.unit.effective().stat("M") == "2S");
    BOOST_TEST(reiters.unit.effective().has_trait("massed"));
    BOOST_TEST(reiters.unit.cost == 43);
    // The unit's copy shares the list's stats until the option changes one: the list's Reiters keep theirs.
    BOOST_TEST(reiters.unit.base->stat("M") == "2");
    BOOST_TEST(reiters.unit.effective().stat("VBU") == "5");
    BOOST_TEST(verdict(base()).summary.units[3].unit.effective().stat("M") == "2S");
}

BOOST_AUTO_TEST_CASE(a_list_makes_each_changed_profile_once) {
    // Units whose options change their profile alike share the profile made for the list, roster after roster.
    const Verdict first = verdict(base());
    const Verdict second = verdict(base());
    BOOST_TEST(first.summary.units[3].unit.changed);
    BOOST_TEST(first.summary.units[3].unit.changed == second.summary.units[3].unit.changed);
    // A copy of the list, changed and indexed again, makes its own; the list's stay as they were.
    ArmyList heavier = list("swedish");
    for (auto& o : heavier.options)
        if (o.id == "SW-O5") o.sets.push_back({"VBU", "6", ""});
    heavier.index();
    BOOST_TEST(check(base(), heavier, baroque()).summary.units[3].unit.effective().stat("VBU") == "6");
    BOOST_TEST(verdict(base()).summary.units[3].unit.effective().stat("VBU") == "5");
}

BOOST_AUTO_TEST_CASE(option_only_for_its_targets) {
    Roster r = base();
    r.commands[1].units[0].profile = "SW-G4b";  // TR Reiters cannot be Massed (reading U-05)
    BOOST_TEST(problems(r) == Codes{"option_not_applicable"});
    const Diagnostic d = find(verdict(r), "option_not_applicable");
    BOOST_TEST(d.where.path() == "command[2]/unit[1]");
}

BOOST_AUTO_TEST_CASE(options_stack_unless_exclusive) {
    Roster r = base();
    r.budget = 700;
    r.commands[0].units[0].options = {"SW-O2", "SW-O3"};
    BOOST_TEST(problems(r) == Codes{});
    ArmyList strict = list("swedish");
    for (auto& o : strict.options)
        if (o.id == "SW-O2" || o.id == "SW-O3") o.exclusive = "drill";
    strict.index();
    const Verdict v = check(r, strict, baroque());
    BOOST_TEST(v.diagnostics.size() >= 1u);
    BOOST_TEST(find(v, "options_exclusive").where.path() == "command[1]/unit[1]");
    r.commands[0].units[0].options = {"SW-O2", "SW-O2"};
    BOOST_TEST(problems(r) == Codes{"option_repeated"});
}

BOOST_AUTO_TEST_CASE(points_within_budget) {
    Roster r = base();
    r.budget = 550;
    BOOST_TEST(problems(r) == Codes{"points_over_budget"});
    BOOST_TEST(int_arg(find(verdict(r), "points_over_budget"), "excess") == 50);
    r.budget = 650;
    BOOST_TEST(int_arg(find(verdict(r), "points_spare"), "spare") == 50);
    BOOST_TEST(find(verdict(r), "points_spare").severity == Severity::Note);
}

BOOST_AUTO_TEST_CASE(three_or_four_commands) {
    Roster r = base();
    for (auto& u : r.commands[2].units) r.commands[1].units.push_back(u);
    r.commands.pop_back();
    BOOST_TEST(problems(r) == Codes{"too_few_commands"});

    Roster four = base();
    four.commands.push_back(Command{{}, {"incompetent", false, {}, 0}, {four.commands[0].units.back()}, 0});
    four.commands[0].units.pop_back();
    BOOST_TEST(problems(four) == Codes{});

    Roster five = four;
    five.commands.push_back(Command{{}, {"incompetent", false, {}, 0}, {five.commands[1].units.back()}, 0});
    five.commands[1].units.pop_back();
    BOOST_TEST(problems(five) == Codes{"too_many_commands"});
}

BOOST_AUTO_TEST_CASE(one_general_per_command_and_one_c_in_c) {
    Roster r = base();
    r.commands[1].general.quality.clear();
    BOOST_TEST(problems(r) == Codes{"general_missing"});
    Roster none = base();
    none.commands[0].general.c_in_c = false;
    BOOST_TEST(problems(none) == Codes{"no_c_in_c"});
    Roster two = base();
    two.commands[1].general.c_in_c = true;
    BOOST_TEST(problems(two) == Codes{"several_c_in_c"});
}

BOOST_AUTO_TEST_CASE(charismatic_only_for_the_c_in_c_and_only_where_the_list_allows) {
    Roster r = base();
    r.budget = 700;
    r.commands[0].general.quality = "charismatic";
    BOOST_TEST(problems(r) == Codes{"quality_not_permitted"});
    Roster sub = base();
    sub.budget = 700;
    sub.commands[1].general.quality = "charismatic";
    BOOST_TEST(problems(sub) == (Codes{"quality_not_permitted", "quality_only_for_c_in_c"}));

    ArmyList generous = list("swedish");
    generous.permitted_qualities = {"charismatic"};
    generous.index();
    BOOST_TEST(!has_errors(check(r, generous, baroque()).diagnostics));
    BOOST_TEST(has_errors(check(sub, generous, baroque()).diagnostics));
}

BOOST_AUTO_TEST_CASE(command_structure_from_the_list) {
    Roster r = base();
    r.command_structure = "poor";
    BOOST_TEST(problems(r) == Codes{"command_structure_not_allowed"});
    r.command_structure.clear();
    BOOST_TEST(problems(r) == Codes{"command_structure_missing"});
    r.command_structure = "good";
    r.budget = 700;
    BOOST_TEST(problems(r) == Codes{});
    BOOST_TEST(verdict(r).summary.command_structure_points == 20);
}

BOOST_AUTO_TEST_CASE(no_empty_command_and_none_of_artillery_only) {
    Roster r = base();
    r.commands.push_back(Command{{}, {"incompetent", false, {}, 0}, {}, 0});
    BOOST_TEST(problems(r) == Codes{"command_empty"});
    Roster art = base();
    art.commands.push_back(Command{{}, {"incompetent", false, {}, 0}, {art.commands[2].units.back()}, 0});
    art.commands[2].units.pop_back();
    BOOST_TEST(problems(art) == Codes{"command_only_artillery"});
    BOOST_TEST(find(verdict(art), "command_only_artillery").where.path() == "command[4]");
}

BOOST_AUTO_TEST_CASE(every_unit_in_a_command) {
    Roster r = base();
    r.unassigned.push_back(r.commands[1].units.back());
    r.commands[1].units.pop_back();
    BOOST_TEST(problems(r) == Codes{"unit_not_in_command"});
}

BOOST_AUTO_TEST_CASE(exploration_dice_up_to_ten) {
    Roster r = base();
    r.budget = 700;
    r.purchases["exploration_dice"] = 11;
    BOOST_TEST(problems(r) == Codes{"purchase_over_maximum"});
    r.purchases["exploration_dice"] = -1;
    BOOST_TEST(problems(r) == Codes{"purchase_negative"});
}

BOOST_AUTO_TEST_CASE(rolls_of_destiny_need_the_optional_rule_and_stop_at_three) {
    Roster r = base();
    r.budget = 700;
    r.purchases["rolls_of_destiny"] = 3;
    BOOST_TEST(problems(r) == Codes{"purchase_needs_optional_rule"});
    r.optional_rules = {"rolls_of_destiny"};
    BOOST_TEST(problems(r) == Codes{});
    BOOST_TEST(verdict(r).summary.purchase_points.at("rolls_of_destiny") == 15);  // E7
    r.purchases["rolls_of_destiny"] = 4;
    BOOST_TEST(problems(r) == Codes{"purchase_over_maximum"});
}

BOOST_AUTO_TEST_CASE(prostitutes_at_most_once) {
    Roster r = base();
    r.budget = 700;
    r.purchases["prostitutes"] = 1;
    BOOST_TEST(problems(r) == Codes{});
    r.purchases["prostitutes"] = 2;
    BOOST_TEST(problems(r) == Codes{"purchase_over_maximum"});
}

BOOST_AUTO_TEST_CASE(date_limited_profile_warns_outside_its_years) {
    Roster r;
    r.system = "baroque";
    r.list = "parliamentarian";
    r.budget = 600;
    r.year = 1644;
    r.commands = {Command{{}, {"reliable", true, {}, 0}, {unit("PA-G1a")}, 0}};
    const Codes late = problems(r);
    BOOST_TEST(std::count(late.begin(), late.end(), "profile_out_of_period") == 1);
    BOOST_TEST(find(verdict(r), "profile_out_of_period").severity == Severity::Warning);
    r.year = 1643;
    const Codes early = problems(r);
    BOOST_TEST(std::count(early.begin(), early.end(), "profile_out_of_period") == 0);
}

BOOST_AUTO_TEST_CASE(year_and_data_version_of_the_roster) {
    Roster r = base();
    r.year = 1700;
    BOOST_TEST(problems(r) == Codes{"year_outside_list"});
    r.year = 1632;
    r.data_version = "0.9";
    BOOST_TEST(problems(r) == Codes{"data_version_mismatch"});
    const Diagnostic d = find(verdict(r), "data_version_mismatch");
    BOOST_TEST(text_arg(d, "roster_version") == "0.9");
    BOOST_TEST(text_arg(d, "list_version") == "1.0");
}

BOOST_AUTO_TEST_CASE(unknown_units_and_options_are_reported_not_fatal) {
    Roster r = base();
    r.commands[0].units[0].options.push_back("SW-O99");
    r.commands[1].units.push_back(unit("SW-G99z"));
    BOOST_TEST(problems(r) == (Codes{"unknown_option", "unknown_profile"}));
    BOOST_TEST(find(verdict(r), "unknown_profile").where.path() == "command[2]/unit[4]");
}

BOOST_AUTO_TEST_CASE(the_german_catholic_sample_army_of_the_domain_notes) {
    // domain/baroque.md §6.2: 599 points, VDT 25, the largest command by VDC is command 3.
    Roster r;
    r.system = "baroque";
    r.list = "german-catholic";
    r.budget = 600;
    r.command_structure = "average";
    r.purchases = {{"baggage_fortification", 1}, {"exploration_dice", 5}};
    r.commands = {
        Command{{}, {"reliable", true, {}, 0}, {unit("GC-G1a", {"GC-O2"}), unit("GC-G1a", {"GC-O5"}), unit("GC-G1a")}, 0},
        Command{{}, {"poor", false, {}, 0}, {unit("GC-G2a", {"GC-O6"}), unit("GC-G2a", {"GC-O6"}), unit("GC-G8a")}, 0},
        Command{{},
                {"poor", false, {}, 0},
                {unit("GC-G5a", {"GC-O7"}), unit("GC-G5a"), unit("GC-G5a"), unit("GC-G9a", {"GC-O10"})},
                0}};
    const Verdict v = verdict(r);
    BOOST_TEST(problems(r) == Codes{});
    BOOST_TEST(v.summary.total == 599);
    BOOST_TEST(v.summary.values.at("vdt") == 25);
    BOOST_TEST(v.summary.commands[0].values.at("vdc") == 9);
    BOOST_TEST(v.summary.commands[1].values.at("vdc") == 6);
    BOOST_TEST(v.summary.commands[2].values.at("vdc") == 10);

    Roster two = r;  // only 2 Cuirassiers: floor(1/3 x 2) = 0 may have Discipline A
    two.commands[0].units.pop_back();
    BOOST_TEST(problems(two) == Codes{"option_limit_exceeded"});
    Roster art = r;  // the Art B in a command of its own
    art.commands.push_back(Command{{}, {"incompetent", false, {}, 0}, {art.commands[2].units.back()}, 0});
    art.commands[2].units.pop_back();
    BOOST_TEST(problems(art) == Codes{"command_only_artillery"});
    Roster charismatic = r;
    charismatic.budget = 700;
    charismatic.commands[0].general.quality = "charismatic";
    BOOST_TEST(problems(charismatic) == Codes{"quality_not_permitted"});
}

BOOST_AUTO_TEST_SUITE_END()
