// SPDX-License-Identifier: GPL-3.0-or-later
// Basic Impetus through data alone: each rule of the domain's "Validator rules" table (BI-nn) that
// the data expresses, with a legal case and an illegal case with its exact codes. Roster cases start
// from the demonstration example (8 units, the General with the first Legionaries).
#include <boost/test/unit_test.hpp>

#include "fixtures.h"

using namespace muster;
using namespace muster::test;

namespace {

Roster base() {
    return example("basic-impetus-demo.muster");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(basic_impetus)

BOOST_AUTO_TEST_CASE(the_demonstration_army_is_legal_without_points) {
    const Verdict v = verdict(base());
    BOOST_TEST(problems(base()) == Codes{});
    // No budget, so no budget findings and no spare points either.
    for (const auto& d : v.diagnostics) BOOST_TEST(d.code.find("budget") == std::string::npos);
    for (const auto& d : v.diagnostics) BOOST_TEST(d.code != "points_spare");
}

BOOST_AUTO_TEST_CASE(bi01_seven_to_ten_units_is_advice) {
    Roster small = base();
    small.commands[0].units.erase(small.commands[0].units.begin() + 5);  // the slingers
    small.commands[0].units.erase(small.commands[0].units.begin() + 3);  // an Auxilia
    BOOST_TEST(problems(small) == Codes{"units_below_guidance"});
    BOOST_TEST(verdict(small).legal());
    Roster big = base();
    for (const char* p : {"BI-legionaries", "BI-archers", "BI-scorpion"}) big.commands[0].units.push_back(unit(p));
    BOOST_TEST(problems(big) == Codes{"units_above_guidance"});
    BOOST_TEST(verdict(big).legal());
}

BOOST_AUTO_TEST_CASE(bi02_exactly_one_command) {
    Roster r = base();
    Command second;
    second.general.quality = "general";
    second.units.push_back(unit("BI-cavalry", {}, true));
    second.units.push_back(r.commands[0].units.back());
    r.commands[0].units.pop_back();
    r.commands[0].units.pop_back();
    r.commands.push_back(second);
    BOOST_TEST(problems(r) == Codes{"too_many_commands"});
}

BOOST_AUTO_TEST_CASE(bi03_the_general_joins_exactly_one_unit_that_may_take_him) {
    Roster none = base();
    none.commands[0].units[0].general = false;
    BOOST_TEST(problems(none) == Codes{"general_not_attached"});
    Roster twice = base();
    twice.commands[0].units[1].general = true;
    BOOST_TEST(problems(twice) == Codes{"general_attached_twice"});
    Roster artillery = base();
    artillery.commands[0].units[0].general = false;
    artillery.commands[0].units.push_back(unit("BI-scorpion", {}, true));
    BOOST_TEST(problems(artillery) == Codes{"general_cannot_attach"});
}

BOOST_AUTO_TEST_CASE(bi04_compound_codes_resolve_to_their_base_type) {
    const GameSystem& bi = system_of("basic-impetus");
    BOOST_TEST(bi.troop_type("GA-CP")->code == "CP");
    BOOST_TEST(bi.troop_type("P&M-FP")->category == "foot");
    BOOST_TEST(bi.troop_type("CP-") == nullptr);
    BOOST_TEST(list_problems("bi-legal-traits.xml", "basic-impetus") == Codes{});
    BOOST_TEST(list_problems("bi-unknown-type.xml", "basic-impetus") == Codes{"unknown_reference"});
    // Systems without compound codes keep their codes whole.
    BOOST_TEST(baroque().troop_type("GA-CP") == nullptr);
}

BOOST_AUTO_TEST_CASE(bi05_profiles_have_whole_numbers_within_range) {
    BOOST_TEST(list_problems("bi-vbu-zero.xml", "basic-impetus") == Codes{"stat_below_minimum"});
    BOOST_TEST(list_problems("bi-move-not-a-number.xml", "basic-impetus") == Codes{"stat_below_minimum"});
}

BOOST_AUTO_TEST_CASE(bi06_to_bi08_flags_only_on_their_troop_types) {
    BOOST_TEST(list_problems("bi-pikes-on-cavalry.xml", "basic-impetus") == Codes{"trait_not_for_type"});
    BOOST_TEST(list_problems("bi-long-spear-on-fl.xml", "basic-impetus") == Codes{"trait_not_for_type"});
    BOOST_TEST(list_problems("bi-camels-on-fp.xml", "basic-impetus") == Codes{"trait_not_for_type"});
    BOOST_TEST(list_problems("bi-pilum-on-fl.xml", "basic-impetus") == Codes{"trait_not_for_type"});
}

BOOST_AUTO_TEST_CASE(bi09_weapons_are_rows_of_the_firing_table) {
    BOOST_TEST(list_problems("bi-long-bow-c.xml", "basic-impetus") == Codes{"unknown_reference"});
}

BOOST_AUTO_TEST_CASE(bi10_a_wagenburg_carries_a_missile_weapon) {
    // The first profile has none (the error), the second a handgun (fine): exactly one finding.
    BOOST_TEST(list_problems("bi-wagenburg-without-weapon.xml", "basic-impetus") == Codes{"type_needs_characteristic"});
}

BOOST_AUTO_TEST_CASE(bi13_bi14_vdt_break_value_and_mounted_units) {
    const Summary s = verdict(base()).summary;
    BOOST_TEST(s.values.at("vdt") == 16);  // 3 x 3 + 2 + 1 (swapped to archers) + 1 + 2 + 1
    BOOST_TEST(s.values.at("break_at") == 8);
    BOOST_TEST(s.values.at("mounted") == 2);
    Roster r = base();
    r.commands[0].units.erase(r.commands[0].units.begin() + 6);  // the cavalry: VDT 14
    BOOST_TEST(verdict(r).summary.values.at("vdt") == 14);
    r.commands[0].units.erase(r.commands[0].units.begin() + 5);  // the slingers: VDT 13, half rounded up
    BOOST_TEST(verdict(r).summary.values.at("break_at") == 7);
    BOOST_TEST(verdict(r).summary.values.at("mounted") == 1);
}

BOOST_AUTO_TEST_CASE(bi12_an_impetuous_unit_can_charge) {
    Diagnostics d;
    const GameSystem& sys = system_of("basic-impetus");
    const auto fixture =
        xml::load_army_list(std::string(MUSTER_SOURCE_DIR) + "/tests/systems/fixtures/bi-impetuous-archers.xml", &sys, d);
    BOOST_TEST_REQUIRE(fixture.has_value());
    Roster r;
    r.system = sys.id;
    r.list = fixture->id;
    r.data_version = fixture->data_version;
    Command c;
    c.general.quality = "general";
    c.general.c_in_c = true;
    for (int i = 0; i < 6; ++i) c.units.push_back(unit("foot", {}, i == 0));
    c.units.push_back(unit("foot", {"impetuous"}));  // I 1: may charge
    r.commands.push_back(c);
    auto codes = [&](const Roster& x) {
        Codes found;
        for (const auto& f : check(x, *fixture, sys).diagnostics) found.push_back(f.code);
        return found;
    };
    BOOST_TEST(codes(r) == Codes{});
    r.commands[0].units.back() = unit("archers", {"impetuous"});  // I 0: cannot charge
    BOOST_TEST(codes(r) == Codes{"unit_stat_below"});
    const Verdict v = check(r, *fixture, sys);
    BOOST_TEST(v.legal());  // advice: a warning
    BOOST_TEST(v.diagnostics[0].where.path() == "command[1]/unit[7]");
}

BOOST_AUTO_TEST_CASE(swap_options_change_units_into_another_profile) {
    const Verdict v = verdict(base());
    const ResolvedUnit& swapped = v.summary.units[4].unit;
    BOOST_TEST(swapped.effective().name == "Eastern Archers");
    BOOST_TEST(swapped.effective().type == "T");
    BOOST_TEST(swapped.effective().stat_int("VD") == 1);
    Roster r = base();
    r.commands[0].units[3].options = {"BI-swap-archers"};
    r.commands[0].units.push_back(unit("BI-auxilia", {"BI-swap-archers"}));  // 3 of 3 Auxilia swapped, 2 allowed
    BOOST_TEST(problems(r) == Codes{"option_limit_exceeded"});
}

BOOST_AUTO_TEST_SUITE_END()
