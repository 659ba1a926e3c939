// The same army gives the same verdict whatever the order it was built in.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <random>
#include <set>

#include "support.h"

using namespace muster;
using namespace muster::test;

namespace {

/// Findings without where they point and without command numbers, which shuffling renames.
std::multiset<std::string> essence(const Verdict& v) {
    std::multiset<std::string> out;
    for (const auto& d : v.diagnostics) {
        std::string s = d.code + "|" + severity_name(d.severity);
        for (const auto& [name, value] : d.args) {
            if (name == "command") continue;
            s += "|" + name + "=" +
                 (std::holds_alternative<std::string>(value) ? std::get<std::string>(value)
                                                             : std::to_string(std::get<std::int64_t>(value)));
        }
        out.insert(s);
    }
    return out;
}

/// The same roster with its commands, their units and the units' options in another order.
Roster shuffled(Roster r, std::mt19937& rng) {
    std::shuffle(r.commands.begin(), r.commands.end(), rng);
    for (auto& c : r.commands) {
        std::shuffle(c.units.begin(), c.units.end(), rng);
        for (auto& u : c.units) std::shuffle(u.options.begin(), u.options.end(), rng);
    }
    return r;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(order)

BOOST_AUTO_TEST_CASE(shuffled_units_commands_and_options_give_identical_results) {
    Roster r = example("swedish-600.muster");
    r.budget = 560;  // make it illegal in several ways so there is something to compare
    r.commands[0].units[1].options = {"SW-O3", "SW-O2"};
    r.commands[1].units.push_back(test::roster_unit("SW-G2a", {"SW-O4"}));
    const Verdict reference = verdict(r);
    BOOST_TEST(!reference.legal());
    std::mt19937 rng(20261130);
    for (int round = 0; round < 200; ++round) {
        Roster s = r;
        std::shuffle(s.commands.begin(), s.commands.end(), rng);
        for (auto& c : s.commands) {
            std::shuffle(c.units.begin(), c.units.end(), rng);
            for (auto& u : c.units) std::shuffle(u.options.begin(), u.options.end(), rng);
        }
        const Verdict v = verdict(s);
        BOOST_TEST(v.summary.total == reference.summary.total);
        BOOST_TEST(v.summary.values == reference.summary.values);
        BOOST_TEST((essence(v) == essence(reference)));
    }
}

BOOST_AUTO_TEST_CASE(a_tie_in_an_army_wide_choice_goes_to_the_first_choice_of_the_data) {
    Roster r = example("md-crecy-english.muster");
    r.commands.resize(1);
    r.commands[0].units.resize(4);
    r.commands[0].units[2].options = {"MD-small"};
    r.commands[0].units[3].options = {"MD-small"};
    std::mt19937 rng(1346);
    for (int round = 0; round < 20; ++round) {
        const Roster s = shuffled(r, rng);
        for (const auto& d : verdict(s).diagnostics)
            if (d.code == "uniform_choice_mixed") BOOST_TEST(s.commands[0].units.at(*d.where.unit).options[0] == "MD-small");
    }
}

BOOST_AUTO_TEST_CASE(every_example_of_every_system_and_an_illegal_variant_ignore_order) {
    std::mt19937 rng(1066);
    int rosters = 0;
    for (const auto& e : std::filesystem::directory_iterator(std::string(MUSTER_SOURCE_DIR) + "/lists/examples")) {
        if (e.path().extension() != ".muster") continue;
        const Roster legal = example(e.path().filename().string());
        Roster illegal = legal;
        illegal.budget -= 40;
        // Half the units of each command take the other of each army-wide choice: a tie to break.
        const ArmyList& l = list(legal.list);
        for (auto& c : illegal.commands)
            for (std::size_t i = 0; i < c.units.size(); i += 2)
                for (auto& id : c.units[i].options)
                    if (const Option* o = l.option(id); o && !o->uniform.empty())
                        for (const auto& other : l.options)
                            if (other.uniform == o->uniform && other.id != id) {
                                id = other.id;
                                break;
                            }
        for (const Roster* r : {&legal, static_cast<const Roster*>(&illegal)}) {
            const Verdict reference = verdict(*r);
            for (int round = 0; round < 30; ++round) {
                const Verdict v = verdict(shuffled(*r, rng));
                BOOST_TEST(v.summary.total == reference.summary.total);
                BOOST_TEST((essence(v) == essence(reference)), e.path().filename() << " round " << round);
            }
            ++rosters;
        }
    }
    BOOST_TEST(rosters >= 20);
}

BOOST_AUTO_TEST_SUITE_END()
