// SPDX-License-Identifier: GPL-3.0-or-later
// Game systems and army lists carry translated names and texts (xml:lang variants); the loaders pick the
// user's language and fall back to the original, and troop-type codes and ids never change.
#include <boost/test/unit_test.hpp>

#include "xml/library.h"
#include "xml/load.h"

using namespace muster;

namespace {

const std::string kFixtures = std::string(MUSTER_SOURCE_DIR) + "/tests/i18n/fixtures/translated/";

GameSystem system_in(const std::string& language) {
    Diagnostics problems;
    auto sys = xml::load_system(kFixtures + "system.xml", problems, language);
    BOOST_TEST_REQUIRE(sys.has_value());
    BOOST_TEST(problems.empty(), (problems.empty() ? "" : problems.front().code));
    return *sys;
}

ArmyList list_in(const std::string& language) {
    const GameSystem sys = system_in(language);
    Diagnostics problems;
    auto list = xml::load_army_list(kFixtures + "list.xml", &sys, problems, language);
    BOOST_TEST_REQUIRE(list.has_value());
    BOOST_TEST(problems.empty(), (problems.empty() ? "" : problems.front().code));
    return *list;
}

}  // namespace

BOOST_AUTO_TEST_CASE(italian_names_and_texts_replace_the_originals) {
    const GameSystem s = system_in("it");
    BOOST_TEST(s.name == "Mini Barocco");
    BOOST_TEST(s.stats.at(0).name == "Valore Base dell’Unità");
    BOOST_TEST(s.stats.at(1).name == "Demoralization Value");  // not translated: the original stays
    BOOST_TEST(s.troop_types.at(0).code == "GA");
    BOOST_TEST(s.troop_types.at(0).name == "Cavalleria al galoppo");
    BOOST_TEST(s.troop_types.at(0).text == "Cavalleria d’urto; deve inseguire.");
    BOOST_TEST(s.troop_types.at(1).name == "Artillery");
    BOOST_TEST(s.characteristics.at(0).id == "pike");
    BOOST_TEST(s.characteristics.at(0).name == "Picca");
    BOOST_TEST(s.qualities.at(0).name == "Esperto");
    BOOST_TEST(s.qualities.at(0).text == "Ripete entrambi i dadi di iniziativa.");
    BOOST_TEST(s.qualities.at(1).name == "Affidabile");
    BOOST_TEST(s.command_structures.at(0).name == "Media");
    BOOST_TEST(s.purchases.at(0).name == "Bagaglio fortificato");
    BOOST_TEST(s.purchases.at(0).text == "Bagaglio con VBU 4 invece di 2.");
    BOOST_TEST(s.purchases.at(0).tiers.size() == 1u);
    BOOST_TEST(s.tables.at(0).title == "Test di Disciplina");
    BOOST_TEST(s.tables.at(0).columns.at(0) == "Disciplina");
    BOOST_TEST(s.tables.at(0).columns.at(1) == "Pass on d6");
    BOOST_TEST(s.tables.at(0).note == "Un 1 naturale fallisce sempre.");
}

BOOST_AUTO_TEST_CASE(the_most_specific_variant_wins) {
    const GameSystem s = system_in("it_CH.UTF-8");
    BOOST_TEST(s.troop_types.at(0).text == "Cavalleria d’urto (Ticino); deve inseguire.");
    BOOST_TEST(s.troop_types.at(0).name == "Cavalleria al galoppo");  // only "it" has a name: it still fits
    BOOST_TEST(system_in("de").characteristics.at(0).name == "Pike (de)");
}

BOOST_AUTO_TEST_CASE(without_a_translation_the_file_reads_as_written) {
    for (const std::string language : {"", "root", "pt", "de"}) {
        const GameSystem s = system_in(language);
        BOOST_TEST(s.name == "Mini Baroque", language);
        BOOST_TEST(s.troop_types.at(0).name == "Gallopers", language);
        BOOST_TEST(s.troop_types.at(0).text == "Shock horse; must pursue.", language);
        BOOST_TEST(s.qualities.at(0).name == "Expert", language);
        BOOST_TEST(s.qualities.at(0).text == "Re-roll both initiative dice.", language);
        BOOST_TEST(s.purchases.at(0).text == "Baggage VBU 4 instead of 2.", language);
        BOOST_TEST(s.tables.at(0).title == "Discipline Test", language);
        BOOST_TEST(s.tables.at(0).columns.at(0) == "Discipline", language);
        BOOST_TEST(s.tables.at(0).note == "A natural 1 always fails.", language);
    }
}

BOOST_AUTO_TEST_CASE(army_list_names_are_translated_and_ids_kept) {
    const ArmyList it = list_in("it");
    BOOST_TEST(it.id == "mini-swedish");
    BOOST_TEST(it.name == "Mini Svedesi");
    BOOST_TEST(it.groups.at(0).profiles.at(0).id == "MS-G1a");
    BOOST_TEST(it.groups.at(0).profiles.at(0).type == "GA");
    BOOST_TEST(it.groups.at(0).profiles.at(0).name == "Hakkapelitta finlandesi");
    BOOST_TEST(it.groups.at(0).profiles.at(0).note == "Come stampato.");
    BOOST_TEST(it.groups.at(1).profiles.at(0).name == "Artillery");
    BOOST_TEST(it.options.at(0).name == "Unità temuta");
    const ArmyList en = list_in("");
    BOOST_TEST(en.name == "Mini Swedish");
    BOOST_TEST(en.groups.at(0).profiles.at(0).name == "Finnish Hakkapelitta");
    BOOST_TEST(en.groups.at(0).profiles.at(0).note == "As printed.");
    BOOST_TEST(en.options.at(0).name == "Feared Unit");
}

BOOST_AUTO_TEST_CASE(the_shipped_data_loads_the_same_in_every_language) {
    Diagnostics as_written;
    const auto reference = xml::Library::load(MUSTER_SOURCE_DIR, as_written);
    for (const std::string language : {"it", "de", "fr", "es"}) {
        Diagnostics problems;
        const auto lib = xml::Library::load(MUSTER_SOURCE_DIR, problems, language);
        BOOST_TEST(problems.size() == as_written.size(), language);
        BOOST_TEST(lib.systems().size() == reference.systems().size(), language);
        BOOST_TEST(lib.lists().size() == reference.lists().size(), language);
        for (std::size_t i = 0; i < lib.lists().size() && i < reference.lists().size(); ++i) {
            BOOST_TEST(lib.lists()[i].id == reference.lists()[i].id);
            BOOST_TEST(lib.lists()[i].groups.size() == reference.lists()[i].groups.size());
        }
    }
}

BOOST_AUTO_TEST_CASE(stat_headings_and_named_values_are_translated) {
    const GameSystem it = system_in("it");
    BOOST_TEST(it.stats.at(2).heading() == "Grado");
    BOOST_TEST(system_in("").stats.at(2).heading() == "Grade");
    BOOST_TEST(system_in("").stats.at(0).heading() == "VBU");  // no label: the id
    const ArmyList l = list_in("it");
    BOOST_TEST(l.groups.at(0).profiles.at(0).stat("Grade") == "Blu");
    BOOST_TEST(l.groups.at(1).profiles.at(0).stat("Grade") == "Red");  // a value the system does not name stays
    BOOST_TEST(list_in("").groups.at(0).profiles.at(0).stat("Grade") == "Blue");
}

BOOST_AUTO_TEST_CASE(a_list_source_is_translated_like_a_name) {
    BOOST_TEST(list_in("it").source == "Test di Muster");
    BOOST_TEST(list_in("de").source == "Muster tests");
}
