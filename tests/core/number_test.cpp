// SPDX-License-Identifier: GPL-3.0-or-later
// The one number model (core/model/number.h): what is read, and sums that never overflow.
#include <boost/test/unit_test.hpp>

#include "core/model/game_system.h"
#include "core/model/number.h"

namespace muster::test {

BOOST_AUTO_TEST_SUITE(number_model)

BOOST_AUTO_TEST_CASE(numbers_are_read_within_one_range) {
    BOOST_TEST(number::parse("1000000").value_or(0) == 1000000);
    BOOST_TEST(number::parse("-1000000").value_or(0) == -1000000);
    BOOST_TEST(number::parse("+12").value_or(0) == 12);
    BOOST_TEST(!number::parse("1000001"));
    BOOST_TEST(!number::parse("99999999999999999999"));
    BOOST_TEST(!number::parse("12a"));
    BOOST_TEST(!number::parse(""));
    BOOST_TEST(!number::parse("5", 6, 10));
}

// D13 of issue 17: the leading number of a stat beyond the range is refused, not wrapped.
BOOST_AUTO_TEST_CASE(a_stat_reads_its_leading_number_within_the_range) {
    BOOST_TEST(number::leading("2S").value_or(-1) == 2);
    BOOST_TEST(number::leading("-1").value_or(0) == -1);
    BOOST_TEST(number::leading("B").value_or(-1) == 0);
    BOOST_TEST(!number::leading("99999999999"));
}

BOOST_AUTO_TEST_CASE(sums_and_products_stop_at_the_limit) {
    BOOST_TEST(number::add(number::kLimit, 1) == number::kLimit);
    BOOST_TEST(number::add(-number::kLimit, -5) == -number::kLimit);
    BOOST_TEST(number::multiply(1000000, 1000000) == number::kLimit);
    BOOST_TEST(number::multiply(-1000000, 1000000) == -number::kLimit);
    BOOST_TEST(number::add(2, 3) == 5);
}

// D11 of issue 17: a tiered price over a huge count, at once and without overflow.
BOOST_AUTO_TEST_CASE(tiered_prices_of_huge_counts) {
    Purchase dice;
    dice.tiers = {{5, 1}, {10, 2}};
    BOOST_TEST(dice.cost(0) == 0);
    BOOST_TEST(dice.cost(3) == 3);
    BOOST_TEST(dice.cost(7) == 9);
    BOOST_TEST(dice.cost(12) == 19);
    BOOST_TEST(dice.cost(1000000) == 5 + 2 * 999995);
    Purchase dear;
    dear.tiers = {{0, 1000000}};
    BOOST_TEST(dear.cost(2147483647) == number::kLimit);
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace muster::test
