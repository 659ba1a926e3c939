#include <boost/test/unit_test.hpp>

#include "core/editor.h"

using namespace muster;

BOOST_AUTO_TEST_SUITE(editor)

BOOST_AUTO_TEST_CASE(every_edit_undoes_and_redoes) {
    RosterEditor ed;
    ed.add_command("reliable");
    const UnitRef u = ed.add_unit(0, {"SW-G6a", {}, {}, 0});
    ed.set_option(u, "SW-O7", true);
    const Roster built = ed.roster();
    BOOST_TEST(ed.undo_name() == "add_option");
    BOOST_TEST(ed.undo());
    BOOST_TEST(ed.roster().commands[0].units[0].options.empty());
    BOOST_TEST(ed.redo());
    BOOST_TEST((ed.roster() == built));
    while (ed.undo()) {}
    BOOST_TEST(ed.roster().commands.empty());
    BOOST_TEST(!ed.modified());
}

BOOST_AUTO_TEST_CASE(removing_a_command_keeps_its_units) {
    RosterEditor ed;
    ed.add_command();
    ed.add_unit(0, {"SW-G6a", {}, {}, 0});
    ed.remove_command(0);
    BOOST_TEST(ed.roster().unassigned.size() == 1u);
}

BOOST_AUTO_TEST_CASE(moves_and_duplicates) {
    RosterEditor ed;
    ed.add_command();
    ed.add_command();
    const UnitRef u = ed.add_unit(0, {"SW-G6a", {"SW-O7"}, {}, 0});
    const UnitRef copy = ed.duplicate_unit(u);
    BOOST_TEST(ed.unit(copy).options == std::vector<std::string>{"SW-O7"});
    const UnitRef moved = ed.move_unit(copy, 1);
    BOOST_TEST(moved.command == 1);
    BOOST_TEST(ed.roster().commands[0].units.size() == 1u);
    BOOST_CHECK_THROW(ed.remove_unit({5, 0}), std::out_of_range);
}

BOOST_AUTO_TEST_CASE(c_in_c_is_unique_and_saving_clears_modified) {
    RosterEditor ed;
    ed.add_command();
    ed.add_command();
    BOOST_TEST(ed.roster().commands[0].general.c_in_c);
    ed.set_c_in_c(1);
    BOOST_TEST(!ed.roster().commands[0].general.c_in_c);
    BOOST_TEST(ed.roster().commands[1].general.c_in_c);
    BOOST_TEST(ed.modified());
    ed.mark_saved();
    BOOST_TEST(!ed.modified());
    ed.undo();
    BOOST_TEST(ed.modified());
}

BOOST_AUTO_TEST_SUITE_END()
