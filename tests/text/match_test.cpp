// SPDX-License-Identifier: GPL-3.0-or-later
// Tolerant name matching for `muster import`: case, accents, punctuation, plurals and small slips,
// but never a different number and never a slip in a short name.
#include <boost/test/unit_test.hpp>

#include "text/match.h"

using namespace muster::text;

BOOST_AUTO_TEST_SUITE(match)

BOOST_AUTO_TEST_CASE(folds_case_accents_and_punctuation) {
    BOOST_TEST(fold("Reîtres, Vet.") == "reitres vet");
    BOOST_TEST(fold("King’s battle") == "kings battle");
    BOOST_TEST(fold("Schwedisches Fußvolk") == "schwedisches fussvolk");
    BOOST_TEST(fold("P&M — Œuvre  Łódź") == "p&m oeuvre lodz");
    BOOST_TEST(fold("  3 × Pacerni  ") == "3 pacerni");
}

BOOST_AUTO_TEST_CASE(stems_plurals) {
    BOOST_TEST(stem("Feudal Sipahis") == "feudal sipahi");
    BOOST_TEST(stem("Delis") == stem("Deli"));
    BOOST_TEST(stem("Cuirass") == "cuirass");  // a double s is no plural
}

BOOST_AUTO_TEST_CASE(allows_small_slips_in_long_names_only) {
    BOOST_TEST(name_distance(stem("Jannisaries"), stem("Janissaries")) >= 0);
    BOOST_TEST(name_distance(stem("Hakapelitta"), stem("Hakkapelitta")) == 1);
    BOOST_TEST(name_distance(stem("Foot"), stem("Fool")) == -1);
    BOOST_TEST(name_distance(stem("Swedish Foot"), stem("Mercenary Foot")) == -1);
}

BOOST_AUTO_TEST_CASE(never_takes_one_number_for_another) {
    BOOST_TEST(name_distance(stem("Musket (SM-1)"), stem("Musket (SM-2)")) == -1);
    BOOST_TEST(name_distance(stem("Exploration dice 6"), stem("Exploration dice")) == -1);
}

BOOST_AUTO_TEST_CASE(counts_a_swap_of_neighbours_as_one_edit) {
    BOOST_TEST(edit_distance("reitres", "reiters", 3) == 1);
    BOOST_TEST(edit_distance("abc", "xyz", 1) == 2);  // stops above the limit
}

BOOST_AUTO_TEST_SUITE_END()
