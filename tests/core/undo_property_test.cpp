// Long random sequences of every editor operation, undone to the start, give back the roster byte for byte.
#include <boost/test/unit_test.hpp>

#include <random>

#include "core/edit.h"
#include "core/editing/editor.h"
#include "random_edits.h"
#include "support.h"

using namespace muster;
using namespace muster::test;

BOOST_AUTO_TEST_SUITE(undo_property)

BOOST_AUTO_TEST_CASE(undoing_every_edit_restores_every_example_byte_for_byte) {
    std::mt19937 rng(1632);
    for (const char* name :
         {"swedish-600.muster", "ottoman-600.muster", "basic-impetus-demo.muster", "md-crecy-english.muster"}) {
        const Roster start = example(name);
        const ArmyList& l = list(start.list);
        const GameSystem& sys = *library().system(start.system);
        const std::string original = xml::roster_to_xml(start);
        RosterEditor ed(start);
        std::vector<std::string> states{original};
        int applied = 0;
        for (int i = 0; i < 400; ++i) {
            const Edit e = random_edit(rng, ed.roster(), l, sys);
            const std::string before = xml::roster_to_xml(ed.roster());
            try {
                apply(ed, e);
            } catch (const std::out_of_range&) {
                BOOST_TEST(xml::roster_to_xml(ed.roster()) == before, "a refused " << op_name(e.op) << " changed nothing");
                continue;
            }
            const std::string after = xml::roster_to_xml(ed.roster());
            if (after != before) {
                states.push_back(after);
                ++applied;
            }
            if (i % 37 == 0 && ed.undo()) {  // undo and redo in the middle too
                BOOST_TEST(xml::roster_to_xml(ed.roster()) == states[states.size() - 2]);
                BOOST_TEST(ed.redo());
            }
        }
        BOOST_TEST(applied > 100, name << ": only " << applied << " edits changed something");
        for (auto it = states.rbegin() + 1; it != states.rend(); ++it) {
            BOOST_TEST_REQUIRE(ed.undo());
            BOOST_TEST_REQUIRE(xml::roster_to_xml(ed.roster()) == *it, name);
        }
        BOOST_TEST(!ed.can_undo());
        BOOST_TEST(!ed.modified());
        BOOST_TEST(xml::roster_to_xml(ed.roster()) == original);
    }
}

BOOST_AUTO_TEST_SUITE_END()
