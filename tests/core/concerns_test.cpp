// Which units a finding concerns: its own unit, or every unit its constraint counts.
#include <boost/test/unit_test.hpp>

#include "core/rules/concerns.h"
#include "support.h"

using namespace muster;
using namespace muster::test;

BOOST_AUTO_TEST_SUITE(concerns)

BOOST_AUTO_TEST_CASE(a_group_maximum_concerns_every_unit_of_the_group) {
    Roster r = example("swedish-600.muster");
    r.commands[1].units.push_back(test::roster_unit("SW-G2a"));  // a second Finnish Hakkapelitta
    const Verdict v = check(r, list("swedish"), baroque());
    const Diagnostic* over = nullptr;
    for (const auto& d : v.diagnostics)
        if (d.code == "group_above_maximum") over = &d;
    BOOST_TEST_REQUIRE(over);
    const auto units = units_concerned(*over, r, list("swedish"), baroque());
    BOOST_TEST_REQUIRE(units.size() == 2u);
    for (const auto& u : units)
        BOOST_TEST(r.commands.at(static_cast<std::size_t>(u.command)).units.at(static_cast<std::size_t>(u.index)).profile ==
                   "SW-G2a");
}

BOOST_AUTO_TEST_CASE(a_unit_finding_concerns_its_unit_and_an_army_finding_none) {
    Roster r = example("swedish-600.muster");
    r.commands[0].units[0].options.push_back("SW-O4");  // not an option of this unit
    r.command_structure.clear();
    const Verdict v = check(r, list("swedish"), baroque());
    bool unit = false, army = false;
    for (const auto& d : v.diagnostics) {
        const auto units = units_concerned(d, r, list("swedish"), baroque());
        if (d.where.unit) {
            unit = true;
            BOOST_TEST((units == std::vector<UnitRef>{{*d.where.command, *d.where.unit}}));
        } else if (!d.where.command && d.where.constraint.empty()) {
            army = true;
            BOOST_TEST(units.empty(), d.code);
        }
    }
    BOOST_TEST(unit);
    BOOST_TEST(army);
}

BOOST_AUTO_TEST_SUITE_END()
