// SPDX-License-Identifier: GPL-3.0-or-later
// Rosters survive load -> save -> load unchanged, and the same roster always gives the same bytes.
#include <fstream>
#include <sstream>

#include <unistd.h>

#include <boost/test/unit_test.hpp>

#include "core/model/limits.h"
#include "xml/paths.h"

namespace muster::test {
namespace {

std::string bytes_of(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

Roster load_clean(const std::filesystem::path& p) {
    Diagnostics found;
    auto r = xml::load_roster(p, found);
    BOOST_TEST_REQUIRE(r.has_value(), p << " does not load");
    BOOST_TEST(found.empty(), p << " gives " << found.size() << " findings");
    return *r;
}

std::vector<std::filesystem::path> examples() {
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(source_dir() / "lists" / "examples"))
        if (e.path().extension() == ".muster") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

struct TempDir {
    std::filesystem::path path = std::filesystem::temp_directory_path() / ("muster-roundtrip-test-" + std::to_string(::getpid()));
    TempDir() { std::filesystem::create_directories(path); }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(roundtrip)

BOOST_AUTO_TEST_CASE(every_element_is_read) {
    const Roster r = load_clean(fixture("valid/roster-every-element.muster"));
    BOOST_TEST(r.name == "Breitenfeld & Lützen");
    BOOST_TEST(r.player == "Åsa Öberg");
    BOOST_TEST(r.system == "baroque");
    BOOST_TEST(r.list == "swedish");
    BOOST_TEST(r.data_version == "1.0");
    BOOST_TEST(r.budget == 600);
    BOOST_TEST(r.year.value_or(0) == 1632);
    BOOST_TEST(r.created == "2026-11-30");
    BOOST_TEST(r.command_structure == "good");
    BOOST_TEST(r.optional_rules == std::vector<std::string>{"rolls_of_destiny"}, boost::test_tools::per_element());
    BOOST_TEST_REQUIRE(r.commands.size() == 2u);
    BOOST_TEST(r.commands[0].name == "Right wing");
    BOOST_TEST(r.commands[0].general.quality == "expert");
    BOOST_TEST(r.commands[0].general.c_in_c);
    BOOST_TEST(r.commands[0].general.name == "Gustav Adolf");
    BOOST_TEST_REQUIRE(r.commands[0].units.size() == 2u);
    BOOST_TEST(r.commands[0].units[0].label == "Småland Horse");
    BOOST_TEST(r.commands[0].units[0].options == (std::vector<std::string>{"SW-O2", "SW-O3"}), boost::test_tools::per_element());
    BOOST_TEST(!r.commands[1].general.c_in_c);
    BOOST_TEST_REQUIRE(r.unassigned.size() == 1u);
    BOOST_TEST(r.unassigned[0].profile == "SW-G8a");
    BOOST_TEST(r.purchase("exploration_dice") == 4);
    BOOST_TEST(r.purchase("rolls_of_destiny") == 2);
    BOOST_TEST(r.notes.find("canonical form") != std::string::npos);
}

// The fixture is written in the canonical form, so writing what was read gives it back byte for byte
// (and tests/data checks that this form is valid against schema/roster.xsd).
BOOST_AUTO_TEST_CASE(the_canonical_form_is_written_back_byte_for_byte) {
    const auto file = fixture("valid/roster-every-element.muster");
    BOOST_TEST(xml::roster_to_xml(load_clean(file)) == bytes_of(file));
}

// Roster format 2 (issue 25): a unit's note, with XML's special characters, line breaks and any script,
// read and written back byte for byte; a roster with one says format 2.
BOOST_AUTO_TEST_CASE(unit_notes_are_format_2_and_come_back_byte_for_byte) {
    const auto file = fixture("valid/roster-unit-notes.muster");
    const Roster r = load_clean(file);
    BOOST_TEST_REQUIRE(r.commands.size() == 1u);
    BOOST_TEST_REQUIRE(r.commands[0].units.size() == 2u);
    BOOST_TEST(r.commands[0].units[0].note ==
               "Charges first & holds the “ford” <left> — if \"Tilly\" comes\nZweite Zeile: Öl, Ærø, 城");
    BOOST_TEST(r.commands[0].units[0].options == std::vector<std::string>{"SW-O2"}, boost::test_tools::per_element());
    BOOST_TEST(r.commands[0].units[1].note.empty());
    BOOST_TEST_REQUIRE(r.unassigned.size() == 1u);
    BOOST_TEST(r.unassigned[0].note == "Reserve: 'from the baggage'");
    BOOST_TEST(r.notes.find("format 2") != std::string::npos);
    const std::string text = xml::roster_to_xml(r);
    BOOST_TEST(text == bytes_of(file));
    BOOST_TEST(text.find("format=\"2\"") != std::string::npos);
}

// A roster without a unit's note is written as before notes existed: format 1, byte for byte, also after
// a note was added and taken away again.
BOOST_AUTO_TEST_CASE(a_roster_without_unit_notes_stays_format_1_byte_for_byte) {
    const auto file = fixture("valid/roster-every-element.muster");
    Roster r = load_clean(file);
    const std::string before = bytes_of(file);
    BOOST_TEST(before.find("format=\"1\"") != std::string::npos);
    r.unassigned[0].note = "Reserve";
    const std::string noted = xml::roster_to_xml(r);
    BOOST_TEST(noted.find("format=\"2\"") != std::string::npos);
    BOOST_TEST(noted.find("<note>Reserve</note>") != std::string::npos);
    r.unassigned[0].note.clear();
    BOOST_TEST(xml::roster_to_xml(r) == before);
    for (const auto& f : examples()) BOOST_TEST(xml::roster_to_xml(load_clean(f)).find("format=\"1\"") != std::string::npos, f);
}

// A unit's note has the bound of the army's notes (core/model/limits.h), counted in characters: one at the
// bound is read and saved, one past it is refused when read and never saved, and the file is left as it was.
BOOST_AUTO_TEST_CASE(a_note_past_its_bound_is_refused_with_the_bound_named) {
    TempDir tmp;
    Roster r = load_clean(fixture("valid/roster-unit-notes.muster"));
    std::string at_bound;
    for (int i = 0; i < limits::kRosterNotes; ++i) at_bound += "é";  // 2 bytes each: characters are counted
    r.commands[0].units[0].note = at_bound;
    const auto file = tmp.path / "notes.muster";
    xml::save_roster(r, file);
    BOOST_TEST(load_clean(file).commands[0].units[0].note == at_bound);

    r.commands[0].units[0].note = at_bound + "x";
    Diagnostics found;
    BOOST_TEST(!xml::parse_roster(xml::roster_to_xml(r), "long.muster", found).has_value());
    BOOST_TEST_REQUIRE(found.size() == 1u);
    BOOST_TEST(found[0].code == "file_over_limit");
    BOOST_TEST(std::get<std::int64_t>(*found[0].find_arg("max")) == limits::kRosterNotes);
    const std::string saved = bytes_of(file);
    try {
        xml::save_roster(r, file);
        BOOST_FAIL("a note past its bound was saved");
    } catch (const Failure& f) {
        BOOST_TEST(f.diagnostic().code == "file_over_limit");
        BOOST_TEST(f.diagnostic().where.file == file.string());
    }
    BOOST_TEST(bytes_of(file) == saved);
}

BOOST_AUTO_TEST_CASE(examples_survive_load_save_load) {
    const auto files = examples();
    BOOST_TEST(!files.empty());
    for (const auto& f : files) {
        BOOST_TEST_CONTEXT(f.filename()) {
            const Roster first = load_clean(f);
            const std::string text = xml::roster_to_xml(first);
            Diagnostics found;
            auto again = xml::parse_roster(text, "again.muster", found);
            BOOST_TEST_REQUIRE(again.has_value());
            BOOST_TEST(found.empty());
            BOOST_TEST((*again == first));
            BOOST_TEST(xml::roster_to_xml(*again) == text);
        }
    }
}

BOOST_AUTO_TEST_CASE(saving_twice_gives_identical_files) {
    TempDir tmp;
    const Roster r = load_clean(fixture("valid/roster-every-element.muster"));
    const auto a = tmp.path / "a.muster";
    const auto b = tmp.path / "b.muster";
    xml::save_roster(r, a);
    xml::save_roster(r, b);
    BOOST_TEST(bytes_of(a) == bytes_of(b));
    BOOST_TEST(bytes_of(a) == xml::roster_to_xml(r));
    BOOST_TEST((load_clean(a) == r));
}

BOOST_AUTO_TEST_CASE(saving_over_a_roster_replaces_it_and_leaves_no_temporary) {
    TempDir tmp;
    const auto file = tmp.path / "army.muster";
    Roster r = load_clean(fixture("valid/roster-every-element.muster"));
    xml::save_roster(r, file);
    r.budget = 1000;
    r.commands[1].units.clear();
    xml::save_roster(r, file);
    BOOST_TEST((load_clean(file) == r));
    BOOST_TEST(std::distance(std::filesystem::directory_iterator(tmp.path), {}) == 1);
}

BOOST_AUTO_TEST_CASE(saving_into_a_missing_folder_is_a_clear_error) {
    TempDir tmp;
    const Roster r = load_clean(fixture("valid/roster-every-element.muster"));
    try {
        xml::save_roster(r, tmp.path / "no-such-folder" / "army.muster");
        BOOST_FAIL("saved into a missing folder");
    } catch (const Failure& f) {
        BOOST_TEST(f.diagnostic().code == "file_unwritable");
        BOOST_TEST(std::get<std::string>(*f.diagnostic().find_arg("reason")) == "missing");
    }
}

BOOST_AUTO_TEST_CASE(a_tournament_event_loads) {
    Diagnostics found;
    auto e = xml::load_event(fixture("valid/tournament-club-night.xml"), found);
    BOOST_TEST_REQUIRE(e.has_value());
    BOOST_TEST(found.empty());
    BOOST_TEST(e->name == "Club night");
    BOOST_TEST(e->budget.value_or(0) == 600);
    BOOST_TEST(e->systems == std::vector<std::string>{"baroque"}, boost::test_tools::per_element());
    BOOST_TEST(e->lists == std::vector<std::string>{"swedish"}, boost::test_tools::per_element());
    BOOST_TEST((e->rules.at("rolls_of_destiny") == RuleUse::Forbidden));
    BOOST_TEST(e->commands_min.value_or(0) == 3);
    BOOST_TEST(e->commands_max.value_or(0) == 3);
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace muster::test
