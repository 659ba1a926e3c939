// Fix-its: every error of illegal variants of every example carries at least one fix, and applying any
// listed fix through the editor removes that finding.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <map>
#include <random>

#include "core/editing/editor.h"
#include "core/rules/fixes.h"
#include "random_edits.h"
#include "support.h"

using namespace muster;
using namespace muster::test;

namespace {

int count_of(const Diagnostics& ds, const Diagnostic& d) {
    const std::string id = finding_identity(d);
    return static_cast<int>(std::count_if(ds.begin(), ds.end(), [&](const Diagnostic& x) { return finding_identity(x) == id; }));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(fixes)

BOOST_AUTO_TEST_CASE(a_second_hakkapelitta_is_removed_or_the_game_grows) {
    Roster r = example("swedish-600.muster");
    r.commands[1].units.push_back(test::roster_unit("SW-G2a"));
    const Verdict v = Ruleset{list("swedish"), baroque()}.judge(r, {.budget = std::nullopt, .fixes = true});
    const auto it = std::find_if(v.diagnostics.begin(), v.diagnostics.end(),
                                 [](const Diagnostic& d) { return d.code == "group_above_maximum"; });
    BOOST_TEST_REQUIRE((it != v.diagnostics.end()));
    BOOST_TEST_REQUIRE(!it->fixes.empty());
    BOOST_TEST(it->fixes[0].label == "remove_units");
    BOOST_TEST_REQUIRE(it->fixes[0].edits.size() == 1u);
    BOOST_TEST((it->fixes[0].edits[0] == Edit{Edit::Op::RemoveUnit, {1, 3}, -1, {}, 0, true}));  // the last one, in command 2
}

// A fix names a unit as the player sees it (its name, its label, its command), never by its position
// ("remove 2 units at 2/2, 2/3" said nothing a player could find in the window).
BOOST_AUTO_TEST_CASE(fixes_name_units_by_name_label_and_command) {
    Roster r = example("swedish-600.muster");
    r.commands[1].units.push_back(test::roster_unit("SW-G2a"));
    r.commands[1].units.back().label = "Stålhandske";
    const Verdict v = Ruleset{list("swedish"), baroque()}.judge(r, {.budget = std::nullopt, .fixes = true});
    const auto it = std::find_if(v.diagnostics.begin(), v.diagnostics.end(),
                                 [](const Diagnostic& d) { return d.code == "group_above_maximum"; });
    BOOST_TEST_REQUIRE((it != v.diagnostics.end()));
    BOOST_TEST_REQUIRE(!it->fixes.empty());
    const Fix& f = it->fixes[0];
    const auto arg = [&f](const std::string& name) -> const Arg* {
        for (const auto& [n, v] : f.args)
            if (n == name) return &v;
        return nullptr;
    };
    BOOST_TEST(!arg("place"));
    BOOST_TEST(!arg("places"));
    const Arg* unit = arg("unit");
    BOOST_TEST_REQUIRE(unit);
    BOOST_TEST(std::get<std::string>(*unit) == "Finnish Hakkapelitta “Stålhandske”");
    const Arg* from = arg("from");
    BOOST_TEST_REQUIRE(from);
    BOOST_TEST(std::get<std::int64_t>(*from) == 2);
    const Arg* where = arg("where");
    BOOST_TEST_REQUIRE(where);
    BOOST_TEST(std::get<std::string>(*where) == "command");
}

// An empty command is filled first from what the player has not placed (a unit in no command), else by
// removing the command, and only then by taking a unit from where the player put it.
BOOST_AUTO_TEST_CASE(an_empty_command_is_filled_without_moving_placed_units_first) {
    Roster r = example("swedish-600.muster");
    // Command 3's units go to command 2, one to no command: command 3 is empty and cannot be removed (3 needed).
    auto& third = r.commands[2].units;
    r.unassigned.push_back(third.front());  // Swedish Foot (its artillery alone could not make a command)
    third.erase(third.begin());
    for (auto& u : third) r.commands[1].units.push_back(u);
    third.clear();
    const Verdict v = Ruleset{list("swedish"), baroque()}.judge(r, {.budget = std::nullopt, .fixes = true});
    const auto it =
        std::find_if(v.diagnostics.begin(), v.diagnostics.end(), [](const Diagnostic& d) { return d.code == "command_empty"; });
    BOOST_TEST_REQUIRE((it != v.diagnostics.end()));
    BOOST_TEST_REQUIRE(!it->fixes.empty());
    BOOST_TEST(it->fixes[0].label == "move_unit");
    BOOST_TEST_REQUIRE(it->fixes[0].edits.size() == 1u);
    BOOST_TEST(it->fixes[0].edits[0].unit.command == -1);  // the unit in no command
    BOOST_TEST(it->fixes[0].edits[0].command == 2);
    // With none unplaced, a unit of a command that can spare it (its last, not one that would leave the
    // artillery alone in command 3) is offered first; removing the command would leave too few.
    r.unassigned.clear();
    const Verdict w = Ruleset{list("swedish"), baroque()}.judge(r, {.budget = std::nullopt, .fixes = true});
    const auto jt =
        std::find_if(w.diagnostics.begin(), w.diagnostics.end(), [](const Diagnostic& d) { return d.code == "command_empty"; });
    BOOST_TEST_REQUIRE((jt != w.diagnostics.end()));
    BOOST_TEST_REQUIRE(!jt->fixes.empty());
    BOOST_TEST(jt->fixes[0].label == "move_unit");
    BOOST_TEST(jt->fixes[0].edits[0].unit.command >= 0);
}

// When the command can go, removing it comes first: nothing the player placed moves.
BOOST_AUTO_TEST_CASE(an_empty_command_that_may_go_is_removed_first) {
    Roster r = example("swedish-600.muster");
    r.commands.emplace_back();
    r.commands.back().general.quality = "reliable";
    const Verdict v = Ruleset{list("swedish"), baroque()}.judge(r, {.budget = std::nullopt, .fixes = true});
    const auto it =
        std::find_if(v.diagnostics.begin(), v.diagnostics.end(), [](const Diagnostic& d) { return d.code == "command_empty"; });
    BOOST_TEST_REQUIRE((it != v.diagnostics.end()));
    BOOST_TEST_REQUIRE(!it->fixes.empty());
    BOOST_TEST(it->fixes[0].label == "remove_command");
}

BOOST_AUTO_TEST_CASE(every_error_of_random_illegal_variants_has_a_fix_that_clears_it) {
    std::mt19937 rng(1648);
    std::map<std::string, int> fixed, unfixed;
    for (const auto& name : every_example()) {
        const Roster start = example(name);
        const ArmyList& l = list(start.list);
        const GameSystem& s = *library().system(start.system);
        for (int variant = 0; variant < 25; ++variant) {
            RosterEditor ed(start);
            for (int i = 0; i < 1 + variant % 4; ++i) {
                try {
                    apply(ed, random_edit(rng, ed.roster(), l, s));
                } catch (const std::out_of_range&) {}
            }
            const Roster& r = ed.roster();
            const Verdict v = Ruleset{l, s}.judge(r, {.budget = std::nullopt, .fixes = true});
            for (const auto& d : v.diagnostics) {
                if (d.severity != Severity::Error) continue;
                ++(d.fixes.empty() ? unfixed : fixed)[d.code];
                for (const auto& f : d.fixes) {
                    RosterEditor fix(r);
                    apply(fix, f.edits, "fix");
                    BOOST_TEST(count_of(check(fix.roster(), l, s).diagnostics, d) < count_of(v.diagnostics, d),
                               name << ": " << f.label << " clears " << d.code);
                }
            }
        }
    }
    for (const auto& [code, n] : unfixed)
        BOOST_TEST(n == 0, code << ": " << n << " errors without a fix (" << fixed[code] << " with)");
    BOOST_TEST(fixed.size() >= 12u, "the variants raised only " << fixed.size() << " kinds of error");
}

BOOST_AUTO_TEST_SUITE_END()
