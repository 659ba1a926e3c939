#include <boost/test/unit_test.hpp>

#include "support.h"

#include "core/editing/editor.h"

using namespace muster;

BOOST_AUTO_TEST_SUITE(editor)

BOOST_AUTO_TEST_CASE(every_edit_undoes_and_redoes) {
    RosterEditor ed;
    ed.add_command("reliable");
    const UnitRef u = ed.add_unit(0, test::roster_unit("SW-G6a"));
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
    ed.add_unit(0, test::roster_unit("SW-G6a"));
    ed.remove_command(0);
    BOOST_TEST(ed.roster().unassigned.size() == 1u);
}

BOOST_AUTO_TEST_CASE(moves_and_duplicates) {
    RosterEditor ed;
    ed.add_command();
    ed.add_command();
    const UnitRef u = ed.add_unit(0, test::roster_unit("SW-G6a", {"SW-O7"}));
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

// Issue 25: the army's notes and a unit's note are edits like any other, undone by name.
BOOST_AUTO_TEST_CASE(notes_of_the_army_and_of_a_unit_are_named_steps) {
    RosterEditor ed;
    ed.add_command("reliable");
    const UnitRef u = ed.add_unit(0, test::roster_unit("SW-G6a"));
    const std::string note = "Holds the ford <left> & \"waits\"\nZweite Zeile: Öl, 城";
    BOOST_TEST(apply(ed, Edits{{Edit::Op::SetUnitNote, u, -1, note}}, "set_unit_note"));
    BOOST_TEST(ed.unit(u).note == note);
    BOOST_TEST(ed.undo_name() == "set_unit_note");
    ed.set_notes("Bring the dice");
    BOOST_TEST(ed.roster().notes == "Bring the dice");
    BOOST_TEST(ed.undo_name() == "set_notes");
    BOOST_TEST(std::string(step_name(Edit{Edit::Op::SetNotes, {}, -1, "x"})) == "set_notes");
    BOOST_TEST(std::string(step_name(Edit{Edit::Op::SetUnitNote, u, -1, "x"})) == "set_unit_note");
    BOOST_TEST(ed.undo());
    BOOST_TEST(ed.roster().notes.empty());
    BOOST_TEST(ed.undo());
    BOOST_TEST(ed.unit(u).note.empty());
    BOOST_CHECK_THROW(ed.set_unit_note({0, 5}, "x"), std::out_of_range);
    BOOST_CHECK_THROW(ed.set_unit_note({-1, 0}, "x"), std::out_of_range);
    BOOST_TEST(ed.undo_name() == "add_unit");
}

// A note is kept as the roster file gives it back: Windows and old Mac line breaks as '\n', no blank
// space around it; a note of blanks only is none, and setting what is there already is no step.
BOOST_AUTO_TEST_CASE(a_note_keeps_its_lines_but_not_the_blanks_around_it) {
    RosterEditor ed;
    const UnitRef u = ed.add_unit(-1, test::roster_unit("SW-G6a"));
    ed.set_unit_note(u, "  \r\n first line\r\nsecond\rthird  \n\n ");
    BOOST_TEST(ed.unit(u).note == "first line\nsecond\nthird");
    ed.mark_saved();
    ed.set_unit_note(u, "first line\r\nsecond\nthird\n");
    BOOST_TEST(!ed.modified());
    ed.set_notes(" \t\r\n ");
    BOOST_TEST(ed.roster().notes.empty());
    BOOST_TEST(!ed.modified());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(transactions)

BOOST_AUTO_TEST_CASE(an_edit_that_changes_nothing_is_no_step) {
    RosterEditor ed;
    ed.set_name("Lützen");
    ed.mark_saved();
    ed.set_name("Lützen");
    ed.set_budget(0);
    ed.set_purchase("baggage_fortification", 0);
    BOOST_TEST(!ed.modified());
    BOOST_TEST(ed.undo_name() == "set_name");
}

BOOST_AUTO_TEST_CASE(several_changes_are_one_named_step) {
    RosterEditor ed;
    ed.add_command();
    ed.transaction("new_command_with_foot", [&] {
        const int c = ed.add_command("reliable");
        ed.add_unit(c, test::roster_unit("SW-G6a"));
        ed.add_unit(c, test::roster_unit("SW-G6a"));
    });
    BOOST_TEST(ed.undo_name() == "new_command_with_foot");
    BOOST_TEST(ed.undo());
    BOOST_TEST(ed.roster().commands.size() == 1u);
    BOOST_TEST(ed.undo_name() == "add_command");
}

BOOST_AUTO_TEST_CASE(a_failing_transaction_leaves_nothing) {
    RosterEditor ed;
    ed.add_command();
    const Roster before = ed.roster();
    BOOST_CHECK_THROW(ed.transaction("bad",
                                     [&] {
                                         ed.add_unit(0, test::roster_unit("SW-G6a"));
                                         ed.remove_unit({3, 0});
                                     }),
                      std::out_of_range);
    BOOST_TEST((ed.roster() == before));
    BOOST_TEST(ed.undo_name() == "add_command");
}

BOOST_AUTO_TEST_CASE(clicks_of_one_control_merge_until_saved) {
    RosterEditor ed;
    for (int n = 1; n <= 5; ++n)
        ed.transaction(
            "set_purchase", [&] { ed.set_purchase("exploration_dice", n); }, "dice");
    BOOST_TEST(ed.roster().purchase("exploration_dice") == 5);
    BOOST_TEST(ed.undo());
    BOOST_TEST(ed.roster().purchases.empty());
    BOOST_TEST(!ed.can_undo());
    BOOST_TEST(ed.redo());
    ed.mark_saved();
    ed.transaction(
        "set_purchase", [&] { ed.set_purchase("exploration_dice", 6); }, "dice");
    BOOST_TEST(ed.undo());
    BOOST_TEST(ed.roster().purchase("exploration_dice") == 5);
    BOOST_TEST(!ed.modified());
}

BOOST_AUTO_TEST_CASE(clicks_back_to_the_start_leave_no_step) {
    RosterEditor ed;
    ed.set_budget(600);
    ed.mark_saved();
    ed.transaction(
        "set_budget", [&] { ed.set_budget(610); }, "budget");
    ed.transaction(
        "set_budget", [&] { ed.set_budget(600); }, "budget");
    BOOST_TEST(!ed.modified());
    BOOST_TEST(ed.undo_name() == "set_budget");  // the earlier, unmerged step
}

BOOST_AUTO_TEST_SUITE_END()
