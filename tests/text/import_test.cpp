// SPDX-License-Identifier: GPL-3.0-or-later
// The typed-list reader on strings: each form players type, read with the real data of every language.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <memory>

#include "support.h"
#include "text/import.h"
#include "text/import_lines.h"
#include "text/import_words.h"

using namespace muster;
using namespace muster::text;

namespace {

/// The data in every language and the reader over it, built once.
struct Reading {
    std::vector<std::unique_ptr<xml::Library>> libraries;
    std::vector<ListEditions> lists;
    ImportWords words;
    std::unique_ptr<TextImporter> importer;

    Reading() {
        for (const auto& lang : bundle_languages(std::string(MUSTER_DATA_DIR) + "/i18n")) {
            Diagnostics ignored;
            libraries.push_back(std::make_unique<xml::Library>(xml::Library::load(MUSTER_DATA_DIR, ignored, lang)));
        }
        words = import_words(std::string(MUSTER_DATA_DIR) + "/i18n");
        for (const auto& l : libraries.front()->lists()) {
            ListEditions e;
            for (const auto& lib : libraries)
                if (const ArmyList* x = lib->list(l.id)) e.push_back({x, lib->system(x->system)});
            lists.push_back(std::move(e));
        }
        importer = std::make_unique<TextImporter>(lists, words);
    }
};

const Reading& reading() {
    static const Reading r;
    return r;
}

ImportResult read(const std::string& text) {
    return reading().importer->read(text, "list.txt");
}

/// "code@line" of every finding of `severity`, in order.
std::vector<std::string> findings(const ImportResult& r, Severity severity) {
    std::vector<std::string> out;
    for (const auto& d : r.findings)
        if (d.severity == severity) out.push_back(d.code + "@" + std::to_string(d.where.line));
    return out;
}

std::vector<std::string> profiles(const Roster& r) {
    std::vector<std::string> out;
    for (const auto& c : r.commands)
        for (const auto& u : c.units) out.push_back(u.profile);
    for (const auto& u : r.unassigned) out.push_back(u.profile);
    return out;
}

using Strings = std::vector<std::string>;

}  // namespace

BOOST_AUTO_TEST_SUITE(import)

BOOST_AUTO_TEST_CASE(reads_a_plain_list) {
    const auto r = read("30YW Swedish, 600 points\n\nCommand 1 - Expert (C-in-C)\n2x Latta Ryttare e German Vet.\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(r.roster->list == "swedish");
    BOOST_TEST(r.roster->budget == 600);
    BOOST_TEST(profiles(*r.roster) == (Strings{"SW-G1a", "SW-G1a"}));
    BOOST_TEST(findings(r, Severity::Error).empty());
}

// Issue 25: "Unit note:" lines go to the unit read last, a line each (an empty one too); the army's
// "Notes:" keep " · " in them; a unit's note before any unit is a line not understood.
BOOST_AUTO_TEST_CASE(reads_a_units_note_under_it_and_the_armys_notes_whole) {
    const auto r = read(
        "30YW Swedish, 600 points\nCommand 1 - Expert (C-in-C)\nLatta Ryttare e German Vet.\n"
        "  Unit note: Charges first · then left\n  Unit note:\n  Unit note: Reserve\nFinnish Hakkapelitta\n"
        "Notes: Bring the dice · and the markers\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(findings(r, Severity::Error).empty());
    BOOST_REQUIRE(r.roster->commands.at(0).units.size() == 2u);
    BOOST_TEST(r.roster->commands[0].units[0].note == "Charges first · then left\n\nReserve");
    BOOST_TEST(r.roster->commands[0].units[1].note.empty());
    BOOST_TEST(r.roster->notes == "Bring the dice · and the markers");
    const auto early = read("30YW Swedish, 600 points\nUnit note: Charges first\nCommand 1 - Expert\nFinnish Hakkapelitta\n");
    BOOST_TEST(findings(early, Severity::Error) == (Strings{"import_line_not_understood@2"}));
}

BOOST_AUTO_TEST_CASE(ignores_mail_headers_greetings_quotes_and_signatures) {
    const auto r = read(
        "From: Erik <erik@example.se>\nSubject: my list\n\nHi Tom,\nhere is my list for Saturday!\n\n30YW Swedish, 600 pts\n"
        "CinC (Expert):\n2x Latta Ryttare e German Vet.\n\nCheers,\nErik\n-- \nErik Lindqvist, Göteborg\n> Command 1 - Expert\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"SW-G1a", "SW-G1a"}));
    BOOST_TEST(r.roster->commands.at(0).general.quality == "expert");
    BOOST_TEST(r.roster->commands.at(0).general.c_in_c);
    BOOST_TEST(findings(r, Severity::Error).empty());
}

BOOST_AUTO_TEST_CASE(reads_quantities_in_every_form) {
    const auto r = read("Later Polish 600\nCommand 1 - Expert\n2x Haiduks\nHaiduks x2\n2 × Haiduks\ntwo Haiduks\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster).size() == 8u);
    BOOST_TEST(findings(r, Severity::Error).empty());
}

BOOST_AUTO_TEST_CASE(tells_profiles_apart_by_stated_cost_and_says_so) {
    const auto r = read("ECW Royalist, 600 pts\nCommand 1 - Expert\nCavaliers (GA) — 34\nCavaliers (TR) — 51\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"RO-G2b", "RO-G2c"}));
    BOOST_TEST(findings(r, Severity::Note) == (Strings{"import_profile_by_cost@3", "import_profile_by_cost@4"}));
}

BOOST_AUTO_TEST_CASE(notes_every_corrected_name) {
    const auto r = read("30YW Swedish, 600 pts\nCommand 1 - Expert\nFinnish Hakkapelita\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"SW-G2a"}));
    BOOST_TEST(findings(r, Severity::Note) == (Strings{"import_name_guessed@3"}));
}

BOOST_AUTO_TEST_CASE(an_unknown_line_is_the_only_error_and_names_the_nearest) {
    const auto r = read("Later Polish, 600 points\nCommand 1 - Expert\nHussars\nLight Cavlary Regiment of Doom\nHaiduks\n");
    BOOST_TEST(findings(r, Severity::Error) == (Strings{"import_line_not_understood@4"}));
}

BOOST_AUTO_TEST_CASE(reads_pipe_tables_and_their_rule_rows) {
    const auto r =
        read("Later Polish\n| Unit | Qty | Pts |\n|---|---|---|\n| Command 1 | Expert | 30 |\n| Hussars | 2 | 106 |\n|---|\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"LP-G1a", "LP-G1a"}));
    BOOST_TEST(findings(r, Severity::Error).empty());
}

BOOST_AUTO_TEST_CASE(reads_spreadsheet_pastes) {
    const auto r = read("Army\tLater Polish\nPoints\t600\nUnit\tQty\tPoints\nCommand 1\tExpert\t30\nPacerni\t2\t82\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(r.roster->budget == 600);
    BOOST_TEST(profiles(*r.roster) == (Strings{"LP-G2b", "LP-G2b"}));
}

BOOST_AUTO_TEST_CASE(hostile_text_ends_quickly_with_a_clear_message) {
    const std::string huge(kMostTextBytes + 1, 'a');
    BOOST_TEST(findings(read(huge), Severity::Error) == (Strings{"import_text_too_large@0"}));
    const std::string long_line = "Later Polish\nCommand 1 - Expert\n" + std::string(500'000, 'x') + "\nHussars\n";
    const auto r = read(long_line);
    BOOST_TEST(findings(r, Severity::Error) == (Strings{"import_line_too_long@3"}));
    std::string controls = "Later Polish\n";
    for (int c = 0; c < 32; ++c) controls += static_cast<char>(c);
    controls += "\nHussars\n";
    BOOST_REQUIRE(read(controls).roster);
    // Thousands of unit lines (each line's readings copy what was read before it) stop at a bound.
    std::string many = "Later Polish\nCommand 1 - Expert\n";
    for (int i = 0; i < 5000; ++i) many += "Hussars, Pacerni (41), Haiduks\n";
    const auto stopped = read(many);
    BOOST_TEST(findings(stopped, Severity::Error) == (Strings{"import_too_many_units@0"}));
}

BOOST_AUTO_TEST_CASE(reads_an_abbreviation_and_a_bare_budget) {
    const auto r = read("SW 600\nCmd 1: Expert\nHakkapelitta\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(r.roster->list == "swedish");
    BOOST_TEST(r.roster->budget == 600);
    // "Guerra dei 30 anni" in a name is no budget.
    const auto it = read("Svedesi (Guerra dei 30 anni)\nComando 1 - Esperto\nHakkapelitta finlandesi\n");
    BOOST_REQUIRE(it.roster);
    BOOST_TEST(it.roster->budget == 600);
    BOOST_TEST(findings(it, Severity::Note) == (Strings{"import_budget_assumed@0"}));
}

BOOST_AUTO_TEST_CASE(a_unit_holding_the_list_name_is_no_title) {
    const auto r = read("Swedish 600\n3x Swedish Foot\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"SW-G6a", "SW-G6a", "SW-G6a"}));
}

BOOST_AUTO_TEST_CASE(reads_several_things_on_one_line) {
    const auto r = read("SW 600\nCinC (Expert): 2 Latta, 1 w/ Disc A; Hakka\nSC Average, 10 ED, Fortified baggage\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"SW-G1a", "SW-G1a", "SW-G2a"}));
    BOOST_TEST(r.roster->commands.at(0).units.at(0).options == (Strings{"SW-O2"}));
    BOOST_TEST(r.roster->commands.at(0).units.at(1).options.empty());
    BOOST_TEST(r.roster->command_structure == "average");
    BOOST_TEST(r.roster->purchases.at("exploration_dice") == 10);
    BOOST_TEST(findings(r, Severity::Error).empty());
}

BOOST_AUTO_TEST_CASE(reads_a_weapon_type_or_option_written_after_the_name) {
    const auto r = read("Later Polish 600\nCommand 1 - Expert\nArtillery Art C\nReiters RE massed\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"LP-G9b", "LP-G4a"}));
    BOOST_TEST(r.roster->commands.at(0).units.at(1).options == (Strings{"LP-O5"}));
    BOOST_TEST(findings(r, Severity::Error).empty());
    // Spelt right, "Artillery" is the name, not "Artillery and" with a slip.
    const auto es = read("Polacos tardíos 600\nMando 1 - Experto\nArtillería (Art B) y Maestro artillero\n");
    BOOST_REQUIRE(es.roster);
    BOOST_TEST(profiles(*es.roster) == (Strings{"LP-G9a"}));
    BOOST_TEST(es.roster->commands.at(0).units.at(0).options == (Strings{"LP-O7"}));
    BOOST_TEST(findings(es, Severity::Note).empty());
}

BOOST_AUTO_TEST_CASE(puts_the_general_with_his_unit) {
    const auto r = read("Demonstration Romans\nGeneral: with the legion\n3x Legionaries\nAllied Cavalry\n");
    BOOST_REQUIRE(r.roster);
    const auto& c = r.roster->commands.at(0);
    BOOST_TEST(c.general.quality == "general");
    BOOST_TEST(c.general.c_in_c);
    BOOST_TEST(c.units.at(0).general);
    BOOST_TEST(!c.units.at(1).general);
    BOOST_TEST(findings(r, Severity::Error).empty());
    const auto de = read("Demo-Römer\n- 3 Legionäre (einer mit dem General)\n- Verbündete Kavallerie\n");
    BOOST_REQUIRE(de.roster);
    BOOST_REQUIRE(de.roster->commands.size() == 1u);
    BOOST_TEST(de.roster->commands.at(0).units.at(0).general);
    BOOST_TEST(!de.roster->commands.at(0).units.at(2).general);
    BOOST_TEST(findings(de, Severity::Error).empty());
}

BOOST_AUTO_TEST_CASE(reads_named_battles_and_assumes_the_figures_the_rules_fix) {
    const auto r = read(
        "Open catalogue, year 1346\nKing's battle - Able commander (+2 chips), C-in-C\n* Peasants, large, spear, shield\n"
        "Prince's battle - Army leader\n* Veterans, large, long bow (12 figs)\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(r.roster->year.value_or(0) == 1346);
    BOOST_REQUIRE(r.roster->commands.size() == 2u);
    BOOST_TEST(r.roster->commands.at(0).name == "King's battle");
    BOOST_TEST(r.roster->commands.at(0).general.quality == "able");
    BOOST_TEST(r.roster->commands.at(0).general.c_in_c);
    BOOST_TEST(r.roster->commands.at(1).general.quality == "ordinary");
    BOOST_TEST(r.roster->commands.at(0).units.at(0).options == (Strings{"MD-large", "MD-spear", "MD-shield"}));
    BOOST_TEST(r.roster->commands.at(0).units.at(0).figures.value_or(0) == 12);
    BOOST_TEST(findings(r, Severity::Error).empty());
    const auto notes = findings(r, Severity::Note);
    BOOST_TEST(std::count(notes.begin(), notes.end(), "import_figures_assumed@3") == 1);
    // "armatura di maglia" is the armour, though "Bardatura di maglia" is one slip nearer in length.
    const auto it = read("Catalogo aperto\nBattaglia 1 - Capo dell'esercito\nCavalieri, lancia, armatura di maglia\n");
    BOOST_REQUIRE(it.roster);
    const auto& options = it.roster->commands.at(0).units.at(0).options;
    BOOST_TEST((std::find(options.begin(), options.end(), "MD-chain") != options.end()));
}

BOOST_AUTO_TEST_CASE(keeps_brackets_that_belong_to_a_name) {
    const auto r =
        read("ECW Parliamentarian 600\nCommand 1 - Expert\nTR Cuirassiers (before 1644) — 50 pts\nKürassiere (vor 1644)\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"PA-G1a", "PA-G1a"}));
    BOOST_TEST(findings(r, Severity::Error).empty());
    BOOST_TEST(findings(r, Severity::Note).empty());
}

BOOST_AUTO_TEST_CASE(a_last_line_read_two_ways_is_reported) {
    const auto r = read("Later Polish 600\nCommand 1 - Expert\nHussars\nLight Cavalry CL massed\n");
    BOOST_TEST(findings(r, Severity::Error) == (Strings{"import_ambiguous_unit@4"}));
}

BOOST_AUTO_TEST_CASE(places_twins_where_their_group_has_room) {
    const auto r = read("ECW Parliamentarian 600\nCommand 1 - Expert\nIronsides\n2x Ironsides\n");
    BOOST_REQUIRE(r.roster);
    BOOST_TEST(profiles(*r.roster) == (Strings{"PA-G1b", "PA-G2a", "PA-G2a"}));
}

BOOST_AUTO_TEST_CASE(leaves_out_the_line_that_introduces_a_quoted_reply) {
    const auto r = read(
        "Later Polish 600\nCommand 1 - Expert\nHussars\n\nOn Mon, 30 Nov 2026 at 18:02, Mark <m@example.org> wrote:\n> Command 1\n");
    BOOST_TEST(findings(r, Severity::Error).empty());
}

BOOST_AUTO_TEST_CASE(gives_each_counted_option_its_own_units) {
    const auto r = read(
        "GC 600\nCommand 1 - Reliable\n3x Cuirassiers (1 with Discipline A, 1 with Lance)\n2x Cuirassiers\n- one w/ Disc A\n- one w/ Lance\n"
        "2x Cuirassiers, one with Discipline A and Lance\n");
    BOOST_REQUIRE(r.roster);
    const auto& u = r.roster->commands.at(0).units;
    BOOST_REQUIRE(u.size() == 7u);
    BOOST_TEST(u[0].options == (Strings{"GC-O2"}));
    BOOST_TEST(u[1].options == (Strings{"GC-O5"}));
    BOOST_TEST(u[2].options.empty());
    BOOST_TEST(u[3].options == (Strings{"GC-O2"}));
    BOOST_TEST(u[4].options == (Strings{"GC-O5"}));
    BOOST_TEST(u[5].options == (Strings{"GC-O2", "GC-O5"}));
    BOOST_TEST(u[6].options.empty());
}

BOOST_AUTO_TEST_SUITE_END()
