// SPDX-License-Identifier: GPL-3.0-or-later
// Medieval & Dark Age v11 through data alone: each rule of the domain's "Validator rules" table (MD-nn)
// that the data expresses, with a legal case and an illegal case with its exact codes. Roster cases start
// from the Crécy example (two battles, every unit large; battle 1: dismounted knights with the King,
// men-at-arms, two archer units, Welsh spearmen; battle 2: men-at-arms, two archer units, Welsh javelinmen).
#include <boost/test/unit_test.hpp>

#include "core/model/reference.h"
#include "core/model/resolve.h"
#include "fixtures.h"

using namespace muster;
using namespace muster::test;

namespace {

Roster base() {
    return example("md-crecy-english.muster");
}

/// A unit of the Crécy army's large scheme, with its 12 castings recorded.
RosterUnit large(const std::string& profile, std::vector<std::string> options) {
    options.insert(options.begin(), "MD-large");
    RosterUnit u = unit(profile, std::move(options));
    u.figures = 12;
    return u;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(medieval_dark_age)

BOOST_AUTO_TEST_CASE(both_example_armies_are_legal) {
    BOOST_TEST(problems(base()) == Codes{});
    BOOST_TEST(problems(example("md-hastings-normans.muster")) == Codes{});
}

BOOST_AUTO_TEST_CASE(md01_every_unit_has_the_same_size_scheme) {
    Roster mixed = base();
    mixed.commands[1].units[0].options[0] = "MD-small";
    mixed.commands[1].units[0].figures = 6;
    BOOST_TEST(problems(mixed) == Codes{"uniform_choice_mixed"});
    Roster missing = base();
    missing.commands[1].units[1].options.erase(missing.commands[1].units[1].options.begin());
    BOOST_TEST(problems(missing) == Codes{"uniform_choice_missing"});
    // The army's choice is the one most units took: the odd unit out is the one reported.
    const Verdict v = verdict(mixed);
    BOOST_TEST(v.diagnostics.size() == 1u);
    BOOST_TEST(v.diagnostics[0].where.path() == "command[2]/unit[1]");
    Roster both = base();
    both.commands[0].units[0].options.push_back("MD-small");
    // One size per unit as well; such a unit cannot have both sizes' castings either.
    BOOST_TEST(problems(both) == Codes({"options_exclusive", "unit_figures_wrong"}));
}

BOOST_AUTO_TEST_CASE(md02_md03_castings_per_unit_by_size_scheme) {
    Roster r = base();
    r.commands[0].units[2].figures = 10;  // large archers
    BOOST_TEST(problems(r) == Codes{"unit_figures_wrong"});
    r.commands[0].units[2].figures.reset();
    BOOST_TEST(problems(r) == Codes{"unit_figures_missing"});
    // The small scheme: 6 castings, cavalry 6 riders (the Hastings Normans are small and legal).
    Roster small = example("md-hastings-normans.muster");
    small.commands[0].units[0].figures = 12;  // mounted knights
    BOOST_TEST(problems(small) == Codes{"unit_figures_wrong"});
    const Verdict v = verdict(small);
    BOOST_TEST(std::get<std::int64_t>(*v.diagnostics[0].find_arg("min")) == 6);
    BOOST_TEST(v.diagnostics[0].where.path() == "command[1]/unit[1]");
}

BOOST_AUTO_TEST_CASE(md04_foot_skirmishers_come_in_pairs) {
    Roster r = base();  // the Welsh javelinmen skirmish, 8 castings
    for (int n : {2, 6, 12}) {
        r.commands[1].units[3].figures = n;
        BOOST_TEST(problems(r) == Codes{}, n);
    }
    for (int n : {0, 7, 14}) {
        r.commands[1].units[3].figures = n;
        BOOST_TEST(problems(r) == Codes{"unit_figures_wrong"}, n);
    }
}

BOOST_AUTO_TEST_CASE(md24_weapon_crews_by_weapon) {
    Roster r = base();
    r.commands[1].units.push_back(large("MD-CREW", {"MD-rocket"}));
    for (int n : {1, 3}) {
        r.commands[1].units.back().figures = n;
        BOOST_TEST(problems(r) == Codes{}, n);
    }
    r.commands[1].units.back().figures = 4;
    BOOST_TEST(problems(r) == Codes{"unit_figures_wrong"});
    r.commands[1].units.back() = large("MD-CREW", {"MD-trebuchet"});
    r.commands[1].units.back().figures = 8;
    BOOST_TEST(problems(r) == Codes{});
    r.commands[1].units.back().figures = 7;
    BOOST_TEST(problems(r) == Codes{"unit_figures_wrong"});
}

BOOST_AUTO_TEST_CASE(md07_one_weapon_and_one_armour_per_unit) {
    Roster none = base();
    none.commands[0].units[2].options = {"MD-large"};  // archers without their long bows
    BOOST_TEST(problems(none) == Codes{"unit_kind_below"});
    Roster r = base();
    r.commands[0].units[2].options.push_back("MD-short-bow");
    BOOST_TEST(problems(r) == Codes{"options_exclusive"});
    Roster armour = base();
    armour.commands[0].units[0].options.push_back("MD-chain");  // already in plate
    BOOST_TEST(problems(armour) == Codes{"options_exclusive"});
}

BOOST_AUTO_TEST_CASE(md10_expendables_have_no_armour) {
    Roster r = base();
    r.commands[0].units.push_back(large("MD-EXP", {"MD-one-handed"}));
    BOOST_TEST(problems(r) == Codes{});
    r.commands[0].units.back().options.push_back("MD-chain");
    BOOST_TEST(problems(r) == Codes{"option_not_applicable"});
    BOOST_TEST(list_problems("md-armoured-expendables.xml", "medieval-dark-age") == Codes{"trait_not_for_type"});
}

BOOST_AUTO_TEST_CASE(md11_peasants_are_never_mounted) {
    // The system declares no mounted Peasants: a list cannot have them, nor a roster from the catalogue.
    BOOST_TEST(list_problems("md-mounted-peasants.xml", "medieval-dark-age") == Codes{"unknown_reference"});
    Roster r = base();
    r.commands[1].units.push_back(large("MD-PEA-C", {}));
    BOOST_TEST(problems(r) == Codes{"unknown_profile"});
}

BOOST_AUTO_TEST_CASE(md12_peasants_carry_only_light_missiles) {
    Roster r = base();
    r.commands[1].units.push_back(large("MD-PEA", {"MD-light-crossbow"}));
    BOOST_TEST(problems(r) == Codes{});
    r.commands[1].units.back().options[1] = "MD-heavy-crossbow";
    BOOST_TEST(problems(r) == Codes({"option_not_applicable", "unit_kind_below"}));  // the refused weapon leaves none
    BOOST_TEST(list_problems("md-peasant-heavy-crossbow.xml", "medieval-dark-age") == Codes{"trait_not_for_type"});
}

BOOST_AUTO_TEST_CASE(md13_soldiers_carry_short_bow_or_crossbows) {
    Roster r = base();
    r.commands[1].units.push_back(large("MD-SOL", {"MD-heavy-crossbow"}));
    BOOST_TEST(problems(r) == Codes{});
    r.commands[1].units.back().options[1] = "MD-long-bow";
    BOOST_TEST(problems(r) == Codes({"option_not_applicable", "unit_kind_below"}));  // the refused weapon leaves none
    BOOST_TEST(list_problems("md-soldier-long-bow.xml", "medieval-dark-age") == Codes{"trait_not_for_type"});
}

BOOST_AUTO_TEST_CASE(md14_mounted_soldiers_carry_spears_or_one_handed_weapons) {
    Roster r = base();
    r.commands[1].units.push_back(large("MD-SOL-C", {"MD-spear"}));
    BOOST_TEST(problems(r) == Codes{});
    r.commands[1].units.back().options[1] = "MD-two-handed";
    BOOST_TEST(problems(r) == Codes({"option_not_applicable", "unit_kind_below"}));  // the refused weapon leaves none
    r.commands[1].units.back().options[1] = "MD-short-bow";
    BOOST_TEST(problems(r) == Codes({"option_not_applicable", "unit_kind_below"}));  // the refused weapon leaves none
    BOOST_TEST(list_problems("md-mounted-soldier-two-handed.xml", "medieval-dark-age") == Codes{"trait_not_for_type"});
    BOOST_TEST(list_problems("md-legal-classes.xml", "medieval-dark-age") == Codes{});
}

BOOST_AUTO_TEST_CASE(md19_md20_mounted_bows_and_crossbows) {
    // Long bows and heavy crossbows are foot weapons; mounted archers use the short or Asiatic bow and
    // mounted crossbowmen the light crossbow (errors here: the weapons' types say who may carry them).
    Roster r = base();
    r.commands[1].units.push_back(large("MD-VET-C", {"MD-asiatic-bow"}));
    BOOST_TEST(problems(r) == Codes{});
    r.commands[1].units.back().options[1] = "MD-light-crossbow";
    BOOST_TEST(problems(r) == Codes{});
    for (const char* foot_only : {"MD-long-bow", "MD-heavy-crossbow"}) {
        r.commands[1].units.back().options[1] = foot_only;
        BOOST_TEST(problems(r) == Codes({"option_not_applicable", "unit_kind_below"}), foot_only);
    }
}

BOOST_AUTO_TEST_CASE(md18_an_army_leader_joins_at_most_one_unit) {
    Roster free = base();
    free.commands[0].units[0].general = false;  // attaching is optional here
    BOOST_TEST(problems(free) == Codes{});
    Roster twice = base();
    twice.commands[0].units[2].general = true;
    BOOST_TEST(problems(twice) == Codes{"general_attached_twice"});
}

BOOST_AUTO_TEST_CASE(md27_command_chips_are_half_the_units_without_expendables_plus_the_commander) {
    const Summary crecy = verdict(base()).summary;
    BOOST_TEST(crecy.commands[0].values.at("chips") == 4);  // 5 units / 2 = 2, able commander +2
    BOOST_TEST(crecy.commands[1].values.at("chips") == 2);  // 4 units / 2, ordinary leader
    const Summary hastings = verdict(example("md-hastings-normans.muster")).summary;
    BOOST_TEST(hastings.commands[0].values.at("chips") == 6);  // 6 units (camp followers left out) / 2, great +3
    BOOST_TEST(hastings.commands[1].values.at("chips") == 2);
    BOOST_TEST(hastings.values.at("units") == 10);
    Roster poor = base();
    poor.commands[1].general.quality = "inept";
    BOOST_TEST(verdict(poor).summary.commands[1].values.at("chips") == -1);
}

BOOST_AUTO_TEST_CASE(md28_exactly_one_overall_commander) {
    Roster two = base();
    two.commands[1].general.c_in_c = true;
    BOOST_TEST(problems(two) == Codes{"several_c_in_c"});
    Roster none = base();
    none.commands[0].general.c_in_c = false;
    BOOST_TEST(problems(none) == Codes{"no_c_in_c"});
}

BOOST_AUTO_TEST_CASE(md29_every_unit_belongs_to_a_battle) {
    Roster r = base();
    r.unassigned.push_back(r.commands[1].units.back());
    r.commands[1].units.pop_back();
    BOOST_TEST(problems(r) == Codes{"unit_not_in_command"});
}

BOOST_AUTO_TEST_CASE(md22_weapons_of_their_period) {
    Roster r = base();  // Crécy, 1346: long bows are in period
    r.commands[1].units.push_back(large("MD-VET", {"MD-handgonne"}));
    BOOST_TEST(problems(r) == Codes{"option_out_of_period"});  // handgonnes from 1370
    BOOST_TEST(verdict(r).legal());                            // a warning: the referee decides
    r.year = 1380;
    BOOST_TEST(problems(r) == Codes{});
    r.commands[1].units.back() = large("MD-VET", {"MD-lockbow"});
    BOOST_TEST(problems(r) == Codes{"option_out_of_period"});  // lockbows until 1300
    Roster early = base();
    early.year = 1066;
    BOOST_TEST(problems(early) == Codes(4, "option_out_of_period"));  // the four archer units' long bows
    early.year.reset();
    BOOST_TEST(problems(early) == Codes{});  // no year, no period check
}

BOOST_AUTO_TEST_CASE(md30_md31_at_most_one_camp_and_one_baggage_train) {
    Roster r = base();
    r.purchases["camp"] = 2;
    BOOST_TEST(problems(r) == Codes{"purchase_over_maximum"});
    BOOST_TEST(verdict(r).legal());  // the source only says there should be one: advice
    r.purchases["camp"] = 1;
    r.purchases["baggage_train"] = 2;
    BOOST_TEST(problems(r) == Codes{"purchase_over_maximum"});
    BOOST_TEST(verdict(r).diagnostics[0].severity == Severity::Warning);
}

// B6/B7 (L373-L392, L505-L520): what a card shows of a unit's movement and protection comes from the data.
BOOST_AUTO_TEST_CASE(movement_and_total_protection_of_a_unit) {
    const GameSystem& md = system_of("medieval-dark-age");
    auto reference = [&](const std::string& profile, std::vector<std::string> options) {
        const RosterUnit u = large(profile, std::move(options));
        const ResolvedUnit r = resolve_unit(u, list("md-open"));
        return unit_reference(md, view_of(u, r, md));
    };
    // Dismounted knights in plate with shields: armoured infantry, shield 1 + plate 2.
    const UnitReference knights = reference("MD-KN", {"MD-two-handed", "MD-plate", "MD-shield"});
    BOOST_TEST(knights.move == "2d6\"");
    BOOST_TEST(knights.charge == "");
    BOOST_TEST(knights.protection.value_or(-1) == 3);
    BOOST_TEST(!knights.horse_protection.has_value());
    BOOST_TEST(knights.movement_rule == "");  // the source is a scrape: its line numbers are not cited
    // Unarmoured archers: unarmoured infantry, no protection.
    const UnitReference archers = reference("MD-VET", {"MD-long-bow"});
    BOOST_TEST(archers.move == "3d6\"");
    BOOST_TEST(archers.protection.value_or(-1) == 0);
    // Mounted knights in plate on plate barding: heavy cavalry, rider 2, horse 2.
    const UnitReference lances = reference("MD-KN-C", {"MD-lance", "MD-plate", "MD-barding-plate"});
    BOOST_TEST(lances.move == "2d6\"");
    BOOST_TEST(lances.charge == "3d6\"");
    BOOST_TEST(lances.protection.value_or(-1) == 2);
    BOOST_TEST(lances.horse_protection.value_or(-1) == 2);
    // Mounted soldiers in mail: medium cavalry; unarmoured horse: light cavalry, without barding.
    BOOST_TEST(reference("MD-SOL-C", {"MD-spear", "MD-chain", "MD-shield"}).charge == "4d6\"");
    const UnitReference light = reference("MD-VET-C", {"MD-asiatic-bow"});
    BOOST_TEST(light.move == "4d6\"");
    BOOST_TEST(light.charge == "5d6\"");
    BOOST_TEST(light.protection.value_or(-1) == 0);
    BOOST_TEST(!light.horse_protection.has_value());
    // Field weapons have no movement of their own in the data (limbered or not is a matter of play).
    BOOST_TEST(reference("MD-CREW", {"MD-ballista"}).move == "");
    // Baroque declares neither: its cards show nothing of the kind.
    const Roster sw = example("swedish-600.muster");
    const RosterUnit& su = sw.commands[0].units[0];
    const ResolvedUnit sr = resolve_unit(su, list(sw.list));
    const UnitReference baroque = unit_reference(system_of("baroque"), view_of(su, sr, system_of("baroque")));
    BOOST_TEST(baroque.move == "");
    BOOST_TEST(!baroque.protection.has_value());
}

BOOST_AUTO_TEST_SUITE_END()
