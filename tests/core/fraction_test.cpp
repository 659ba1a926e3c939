#include <boost/test/unit_test.hpp>

#include "core/model/fraction.h"

using namespace muster;

BOOST_AUTO_TEST_SUITE(fraction)

BOOST_AUTO_TEST_CASE(rounds_as_asked) {
    BOOST_TEST(apply({1, 3}, 5, Rounding::Down) == 1);
    BOOST_TEST(apply({1, 3}, 5, Rounding::Up) == 2);
    BOOST_TEST(apply({1, 3}, 5, Rounding::Nearest) == 2);
    BOOST_TEST(apply({1, 2}, 3, Rounding::Up) == 2);
    BOOST_TEST(apply({2, 1}, 6, Rounding::Down) == 12);
    BOOST_TEST(apply({1, 3}, 2, Rounding::Down) == 0);
}

BOOST_AUTO_TEST_CASE(parses_fractions_and_refuses_nonsense) {
    BOOST_TEST(parse_fraction("1/3").has_value());
    BOOST_TEST(parse_fraction("2")->num == 2);
    BOOST_TEST(!parse_fraction("1/0").has_value());
    BOOST_TEST(!parse_fraction("a/b").has_value());
    BOOST_TEST(!parse_rounding("sideways").has_value());
}

BOOST_AUTO_TEST_SUITE_END()
