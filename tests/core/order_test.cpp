// The same army gives the same verdict whatever the order it was built in.
#include <boost/test/unit_test.hpp>

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
            s += "|" + name + "=" + (std::holds_alternative<std::string>(value) ? std::get<std::string>(value) : std::to_string(std::get<std::int64_t>(value)));
        }
        out.insert(s);
    }
    return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(order)

BOOST_AUTO_TEST_CASE(shuffled_units_commands_and_options_give_identical_results) {
    Roster r = example("swedish-600.muster");
    r.budget = 560;  // make it illegal in several ways so there is something to compare
    r.commands[0].units[1].options = {"SW-O3", "SW-O2"};
    r.commands[1].units.push_back({"SW-G2a", {"SW-O4"}, {}, 0});
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

BOOST_AUTO_TEST_SUITE_END()
