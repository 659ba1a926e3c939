// The rulebook's own numbers (domain/baroque.md §6) and the hand-checked example armies.
#include <boost/test/unit_test.hpp>

#include "support.h"

using namespace muster;
using namespace muster::test;

BOOST_AUTO_TEST_SUITE(oracles)

BOOST_AUTO_TEST_CASE(exploration_dice_have_tiered_prices) {
    const Purchase& ed = *baroque().purchase("exploration_dice");
    const int expected[] = {0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15};
    for (int n = 0; n <= 10; ++n) BOOST_TEST(ed.cost(n) == expected[n], "ED " << n);
    BOOST_TEST(ed.cost(8) == 11);  // E1: the rulebook's worked example
    BOOST_TEST(ed.max == 10);
}

BOOST_AUTO_TEST_CASE(swedish_foot_is_the_rulebook_example) {
    const Profile& p = *list("swedish").profile("SW-G6a");
    BOOST_TEST(p.type == "P&M");
    BOOST_TEST(p.stat("M") == "1");
    BOOST_TEST(p.stat("VBU") == "6");
    BOOST_TEST(p.stat("I") == "2");
    BOOST_TEST(p.stat("D") == "B");
    BOOST_TEST(p.stat("VD") == "3");
    BOOST_TEST(p.cost == 64);
}

BOOST_AUTO_TEST_CASE(swedish_veterans_cost_foot_plus_discipline_and_hardened) {
    const ArmyList& sw = list("swedish");
    const int discipline_a = list("german-catholic").option("GC-O2")->cost;
    const int hardened = list("german-catholic").option("GC-O7")->cost;
    BOOST_TEST(sw.profile("SW-G6b")->cost == sw.profile("SW-G6a")->cost + discipline_a + hardened);
}

BOOST_AUTO_TEST_CASE(leaders_cost_as_printed) {
    BOOST_TEST(baroque().quality("charismatic")->cost == 40);
    BOOST_TEST(baroque().quality("expert")->cost == 30);
    BOOST_TEST(baroque().quality("reliable")->cost == 20);
    BOOST_TEST(baroque().quality("poor")->cost == 10);
    BOOST_TEST(baroque().quality("incompetent")->cost == 0);
}

BOOST_AUTO_TEST_CASE(exhaustion_threshold_is_below_half) {
    // E3: a VBU 8 unit is exhausted at 3.
    Roster r = example("swedish-600.muster");
    const Summary s = verdict(r).summary;
    const UnitValue& exhausted = baroque().unit_values.at(0);
    BOOST_TEST(exhausted.id == "exhausted_at");
    for (const auto& u : s.units) {
        const int vbu = u.unit.effective().stat_int("VBU");
        BOOST_TEST(*unit_value(u, exhausted) * 2 < vbu);
        BOOST_TEST((*unit_value(u, exhausted) + 1) * 2 >= vbu);
    }
}

BOOST_AUTO_TEST_CASE(swedish_example_totals_600_with_vdt_24) {
    const Verdict v = verdict(example("swedish-600.muster"));
    BOOST_TEST(v.legal());
    BOOST_TEST(v.summary.total == 600);
    BOOST_TEST(v.summary.unit_points == 498);
    BOOST_TEST(v.summary.general_points == 70);
    BOOST_TEST(v.summary.command_structure_points == 12);
    BOOST_TEST(v.summary.purchase_points.at("exploration_dice") == 15);
    BOOST_TEST(v.summary.purchase_points.at("baggage_fortification") == 5);
    BOOST_TEST(v.summary.values.at("vdt") == 24);
    BOOST_TEST(v.summary.commands[0].values.at("vdc") == 9);
    BOOST_TEST(v.summary.commands[1].values.at("vdc") == 8);
    BOOST_TEST(v.summary.commands[2].values.at("vdc") == 7);
}

BOOST_AUTO_TEST_CASE(prostitutes_cost_10_and_add_2_to_vdt) {
    Roster r = example("swedish-600.muster");
    const int vdt = verdict(r).summary.values.at("vdt");
    r.purchases["prostitutes"] = 1;
    const Verdict v = verdict(r);
    BOOST_TEST(v.summary.values.at("vdt") == vdt + 2);
    BOOST_TEST(v.summary.purchase_points.at("prostitutes") == 10);
}

BOOST_AUTO_TEST_CASE(every_example_army_is_legal) {
    namespace fs = std::filesystem;
    int checked = 0;
    for (const auto& e : fs::directory_iterator(std::string(MUSTER_SOURCE_DIR) + "/lists/examples")) {
        if (e.path().extension() != ".muster") continue;
        const Roster r = example(e.path().filename().string());
        if (r.system != "baroque") continue;
        BOOST_TEST_CONTEXT(e.path().filename()) {
            BOOST_TEST(problems(r) == Codes{});
        }
        ++checked;
    }
    BOOST_TEST(checked >= 1);
}

BOOST_AUTO_TEST_SUITE_END()
