// Copying units between armies: a copy carries the unit as the player made it into an army of the same
// list, and an army of another list refuses it with the finding that says why.
#include <boost/test/unit_test.hpp>

#include "core/editing/editor.h"
#include "core/editing/unit_copy.h"
#include "support.h"

using namespace muster;
using namespace muster::test;

BOOST_AUTO_TEST_SUITE(unit_copy)

BOOST_AUTO_TEST_CASE(a_copy_keeps_options_name_note_and_figures_but_not_the_general) {
    const Roster from = example("swedish-600.muster");
    RosterUnit copied = from.commands[0].units[0];  // SW-G1a with SW-O2
    copied.label = "Yellow Regiment";
    copied.note = "Two lines\nof note";
    copied.figures = 6;
    copied.general = true;
    RosterEditor to(example("swedish-600.muster"));
    const std::size_t before = to.roster().commands[1].units.size();
    const Paste paste = paste_units({copied, from.commands[2].units[0]}, list("swedish"), to.roster(), list("swedish"), 1);
    BOOST_TEST(paste.refused.empty());
    BOOST_TEST(apply(to, paste.edits, "paste_units"));
    const auto& units = to.roster().commands[1].units;
    BOOST_TEST_REQUIRE(units.size() == before + 2);
    RosterUnit expected = copied;
    expected.general = false;  // the general belongs to the command the unit was copied from
    BOOST_TEST((units[before] == expected));
    BOOST_TEST((units[before + 1] == from.commands[2].units[0]));
    BOOST_TEST(to.undo_name() == "paste_units");
    BOOST_TEST(to.undo());  // one undo step takes the whole paste back
    BOOST_TEST((to.roster() == example("swedish-600.muster")));
}

BOOST_AUTO_TEST_CASE(units_not_in_a_command_are_pasted_as_unassigned) {
    const Roster from = example("swedish-600.muster");
    RosterEditor to(example("swedish-600.muster"));
    const Paste paste = paste_units({from.commands[0].units[1]}, list("swedish"), to.roster(), list("swedish"), -1);
    apply(to, paste.edits, "paste_units");
    BOOST_TEST_REQUIRE(to.roster().unassigned.size() == 1u);
    BOOST_TEST(to.roster().unassigned[0].profile == "SW-G1a");
}

BOOST_AUTO_TEST_CASE(an_army_of_another_list_refuses_the_copy_and_says_which_unit) {
    const Roster from = example("swedish-600.muster");
    const Roster to = example("royalist-600.muster");
    const Paste paste = paste_units({from.commands[0].units[0]}, list("swedish"), to, list("royalist"), 0);
    BOOST_TEST(paste.edits.empty());
    BOOST_TEST_REQUIRE(paste.refused.size() == 1u);
    const Diagnostic& d = paste.refused[0];
    BOOST_TEST(d.is("paste_not_in_list"));
    BOOST_TEST(d.severity == Severity::Error);
    BOOST_TEST(std::get<std::string>(*d.find_arg("unit")) == list("swedish").profile("SW-G1a")->name);
    BOOST_TEST(std::get<std::string>(*d.find_arg("list")) == "ECW Royalist");
}

BOOST_AUTO_TEST_CASE(an_option_the_list_lacks_refuses_the_unit_too) {
    RosterUnit odd = roster_unit("SW-G1a", {"RO-O1"});
    const Paste paste = paste_units({odd}, list("swedish"), example("swedish-600.muster"), list("swedish"), 0);
    BOOST_TEST(paste.edits.empty());
    BOOST_TEST(paste.refused.size() == 1u);
}

BOOST_AUTO_TEST_CASE(a_command_that_is_gone_is_a_place_that_does_not_exist) {
    const Roster to = example("swedish-600.muster");
    BOOST_CHECK_THROW(paste_units({to.commands[0].units[0]}, list("swedish"), to, list("swedish"), 9), std::out_of_range);
}

BOOST_AUTO_TEST_SUITE_END()
