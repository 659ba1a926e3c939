// SPDX-License-Identifier: GPL-3.0-or-later
// The general mechanisms the two new systems brought, checked where they are not tied to one system:
// loading their declarations, saving the roster's attached general, and Baroque staying as it was.
#include <boost/test/unit_test.hpp>

#include "core/editing/editor.h"
#include "fixtures.h"

using namespace muster;
using namespace muster::test;

namespace {

Codes system_problems(const std::string& name) {
    Diagnostics d;
    xml::load_system(std::string(MUSTER_SOURCE_DIR) + "/tests/systems/fixtures/" + name, d);
    Codes codes;
    for (const auto& x : d) codes.push_back(x.code);
    std::sort(codes.begin(), codes.end());
    return codes;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(mechanisms)

BOOST_AUTO_TEST_CASE(the_three_systems_are_installed) {
    BOOST_TEST(system_of("baroque").counts_points);
    BOOST_TEST(!system_of("basic-impetus").counts_points);
    BOOST_TEST(!system_of("medieval-dark-age").counts_points);
    BOOST_TEST(list("bi-demo-romans").system == "basic-impetus");
    BOOST_TEST(list("md-open").system == "medieval-dark-age");
}

BOOST_AUTO_TEST_CASE(a_derived_value_has_exactly_one_known_base) {
    BOOST_TEST(system_problems("system-derived-two-bases.xml") == Codes{"invalid_value"});
    BOOST_TEST(system_problems("system-derived-unknown-of.xml") == Codes{"unknown_reference"});
}

BOOST_AUTO_TEST_CASE(attachment_declarations_are_checked) {
    BOOST_TEST(system_problems("system-bad-attach.xml") == (Codes{"invalid_value", "unknown_reference"}));
}

BOOST_AUTO_TEST_CASE(unit_rule_declarations_are_checked) {
    BOOST_TEST(system_problems("system-bad-unit-rules.xml") ==
               (Codes{"missing_attribute", "missing_attribute", "unknown_reference"}));
    // The shipped rules load clean, and a rule's figures read as the checker uses them.
    const GameSystem& md = system_of("medieval-dark-age");
    BOOST_TEST(md.counts_figures());
    BOOST_TEST(!system_of("baroque").counts_figures());
    const auto skirmishers =
        std::find_if(md.unit_rules.begin(), md.unit_rules.end(), [](const UnitRule& r) { return r.id == "large_skirmishers"; });
    BOOST_REQUIRE(skirmishers != md.unit_rules.end());
    BOOST_TEST((skirmishers->allowed_figures() == std::vector<int>{2, 4, 6, 8, 10, 12}));
    BOOST_TEST(skirmishers->allows_figures(8));
    BOOST_TEST(!skirmishers->allows_figures(7));
}

BOOST_AUTO_TEST_CASE(the_attached_general_is_saved_and_read_back) {
    const Roster r = example("basic-impetus-demo.muster");
    const std::string text = xml::roster_to_xml(r);
    BOOST_TEST(text.find("general=\"true\"") != std::string::npos);
    Diagnostics d;
    const auto back = xml::parse_roster(text, "again.muster", d);
    BOOST_REQUIRE(back);
    BOOST_TEST(back->commands[0].units[0].general);
    BOOST_TEST(!back->commands[0].units[1].general);
    BOOST_TEST((*back == r));
}

BOOST_AUTO_TEST_CASE(the_editor_moves_the_general_from_unit_to_unit) {
    RosterEditor ed(example("basic-impetus-demo.muster"));
    ed.attach_general({0, 6}, true);  // to the cavalry: he leaves the Legionaries
    BOOST_TEST(!ed.roster().commands[0].units[0].general);
    BOOST_TEST(ed.roster().commands[0].units[6].general);
    BOOST_TEST(problems(ed.roster()) == Codes{});
    ed.attach_general({0, 6}, false);
    BOOST_TEST(problems(ed.roster()) == Codes{"general_not_attached"});
    BOOST_TEST(ed.undo());
    BOOST_TEST(ed.undo());
    BOOST_TEST(ed.roster().commands[0].units[0].general);
    BOOST_CHECK_THROW(ed.attach_general({0, 99}, true), std::out_of_range);
}

BOOST_AUTO_TEST_CASE(baroque_generals_join_no_unit_in_the_roster) {
    Roster r = example("swedish-600.muster");
    BOOST_TEST(problems(r) == Codes{});
    r.commands[0].units[0].general = true;
    BOOST_TEST(problems(r) == Codes{"general_cannot_attach"});
}

BOOST_AUTO_TEST_SUITE_END()
