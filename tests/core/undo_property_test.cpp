// Long random sequences of every editor operation, undone to the start, give back the roster byte for byte.
#include <boost/test/unit_test.hpp>

#include <random>

#include "core/edit.h"
#include "support.h"

using namespace muster;
using namespace muster::test;

namespace {

/// A random edit of any kind; its places may not exist (the editor must then refuse and change nothing).
Edit random_edit(std::mt19937& rng, const Roster& r, const ArmyList& list, const GameSystem& sys) {
    auto pick = [&](int n) { return n <= 0 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const int commands = static_cast<int>(r.commands.size());
    Edit e;
    e.op = static_cast<Edit::Op>(pick(static_cast<int>(Edit::Op::SetBudget) + 1));
    e.command = pick(commands + 2) - 1;
    const int c = e.command;
    const int units = c < 0 ? static_cast<int>(r.unassigned.size()) : c < commands ? static_cast<int>(r.commands[c].units.size()) : 0;
    e.unit = {c, pick(units + 1)};
    const auto& g = list.groups[pick(static_cast<int>(list.groups.size()))];
    switch (e.op) {
    case Edit::Op::AddUnit:
    case Edit::Op::SetProfile: e.id = g.profiles[pick(static_cast<int>(g.profiles.size()))].id; break;
    case Edit::Op::SetOption:
        if (!list.options.empty()) e.id = list.options[pick(static_cast<int>(list.options.size()))].id;
        break;
    case Edit::Op::MoveUnit: e.command = pick(commands + 1) - 1; break;
    case Edit::Op::AddCommand:
    case Edit::Op::SetGeneral: e.id = sys.qualities[pick(static_cast<int>(sys.qualities.size()))].id; break;
    case Edit::Op::SetCommandStructure:
        if (!sys.command_structures.empty()) e.id = sys.command_structures[pick(static_cast<int>(sys.command_structures.size()))].id;
        break;
    case Edit::Op::SetPurchase:
        if (!sys.purchases.empty()) e.id = sys.purchases[pick(static_cast<int>(sys.purchases.size()))].id;
        break;
    case Edit::Op::SetOptionalRule:
        if (!sys.optional_rules.empty()) e.id = sys.optional_rules[pick(static_cast<int>(sys.optional_rules.size()))].id;
        break;
    default: break;
    }
    e.count = pick(12);
    e.on = pick(3) > 0;
    return e;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(undo_property)

BOOST_AUTO_TEST_CASE(undoing_every_edit_restores_every_example_byte_for_byte) {
    std::mt19937 rng(1632);
    for (const char* name : {"swedish-600.muster", "ottoman-600.muster", "basic-impetus-demo.muster", "md-crecy-english.muster"}) {
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
