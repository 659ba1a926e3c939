// SPDX-License-Identifier: GPL-3.0-or-later
// One test per kind of bad input (DESIGN.md "Bad input"): each gives its own code at the right line,
// never an exception or a crash. The samples are in tests/fixtures/load/.
#include <fstream>
#include <functional>
#include <sstream>

#include <unistd.h>

#include <boost/test/unit_test.hpp>

#include "core/model/limits.h"
#include "core/rules/validate.h"
#include "xml/library.h"
#include "xml/long_texts.h"
#include "xml/paths.h"
#include "xml/source.h"

namespace muster::test {
namespace {

std::filesystem::path bad(const std::string& name) {
    return fixture("load/" + name);
}

std::string arg(const Diagnostic& d, std::string_view name) {
    const Arg* a = d.find_arg(name);
    if (!a) return "<none>";
    if (const auto* s = std::get_if<std::string>(a)) return *s;
    return std::to_string(std::get<std::int64_t>(*a));
}

/// The one finding a file gives: the test fails when there are none or several.
const Diagnostic& only(const Diagnostics& found) {
    BOOST_TEST_REQUIRE(found.size() == 1u, "expected one finding, got "
                                               << found.size()
                                               << (found.empty() ? std::string() : ", the first " + found.front().code));
    return found.front();
}

/// The finding with this code among a roster's verdict.
const Diagnostic& finding(const Diagnostics& found, const std::string& code) {
    const auto it = std::find_if(found.begin(), found.end(), [&](const Diagnostic& d) { return d.code == code; });
    BOOST_TEST_REQUIRE((it != found.end()), "no " << code << " finding");
    return *it;
}

const ArmyList& swedish() {
    static const ArmyList list = [] {
        Diagnostics d;
        auto l = xml::load_army_list(baroque_dir() / "swedish.xml", &baroque_system(), d);
        if (!l) throw std::runtime_error("lists/baroque/swedish.xml does not load");
        return *l;
    }();
    return list;
}

Diagnostics verdict_of(const std::string& roster_file) {
    Diagnostics read;
    auto r = xml::load_roster(bad(roster_file), read);
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST(read.empty());
    return check(*r, swedish(), baroque_system()).diagnostics;
}

Diagnostics list_problems(const std::string& file) {
    Diagnostics found;
    xml::load_army_list(bad(file), &baroque_system(), found);
    return found;
}

std::string bytes_of(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// A private folder for files a test writes, removed afterwards.
struct TempDir {
    std::filesystem::path path = std::filesystem::temp_directory_path() / ("muster-xml-test-" + std::to_string(::getpid()));
    TempDir() { std::filesystem::create_directories(path); }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(bad_input)

BOOST_AUTO_TEST_CASE(malformed_xml_names_the_line_of_the_mismatch) {
    Diagnostics found;
    BOOST_TEST(!xml::load_roster(bad("malformed.muster"), found).has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "xml_malformed");
    BOOST_TEST(d.where.file == bad("malformed.muster").string());
    BOOST_TEST(d.where.line == 6);  // </command> closes the unit opened on line 5
    BOOST_TEST(arg(d, "problem") != "<none>");
}

BOOST_AUTO_TEST_CASE(a_list_opened_as_a_roster_is_the_wrong_kind) {
    Diagnostics found;
    BOOST_TEST(!xml::load_roster(bad("wrong-root.muster"), found).has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "wrong_document_kind");
    BOOST_TEST(d.where.line == 3);
    BOOST_TEST(arg(d, "expected") == "roster");
    BOOST_TEST(arg(d, "found") == "army-list");
}

BOOST_AUTO_TEST_CASE(a_roster_opened_as_a_system_is_the_wrong_kind) {
    Diagnostics found;
    BOOST_TEST(!xml::load_system(bad("unknown-profile.muster"), found).has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "wrong_document_kind");
    BOOST_TEST(d.where.line == 2);
    BOOST_TEST(arg(d, "expected") == "system");
}

BOOST_AUTO_TEST_CASE(a_roster_of_another_format_namespace_is_the_wrong_kind) {
    Diagnostics found;
    BOOST_TEST(!xml::load_roster(fixture("invalid/roster-other-namespace.muster"), found).has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "wrong_document_kind");
    BOOST_TEST(d.where.line == 3);
    BOOST_TEST(arg(d, "namespace") == "urn:muster:roster:1");
}

BOOST_AUTO_TEST_CASE(a_roster_naming_an_unknown_profile_points_at_the_unit) {
    const auto found = verdict_of("unknown-profile.muster");
    const auto& d = finding(found, "unknown_profile");
    BOOST_TEST((d.severity == Severity::Error));
    BOOST_TEST(d.where.line == 7);
    BOOST_TEST(d.where.path() == "command[1]/unit[2]");
    BOOST_TEST(arg(d, "profile") == "SW-G99z");
}

BOOST_AUTO_TEST_CASE(a_roster_naming_an_unknown_option_points_at_the_unit) {
    const auto found = verdict_of("unknown-option.muster");
    const auto& d = finding(found, "unknown_option");
    BOOST_TEST((d.severity == Severity::Error));
    BOOST_TEST(d.where.line == 7);
    BOOST_TEST(arg(d, "option") == "SW-O99");
}

BOOST_AUTO_TEST_CASE(a_list_naming_an_unknown_troop_type_points_at_the_profile) {
    const auto found = list_problems("list-unknown-type.xml");
    const auto& d = only(found);
    BOOST_TEST(d.code == "unknown_reference");
    BOOST_TEST(d.where.line == 7);
    BOOST_TEST(arg(d, "kind") == "troop_type");
    BOOST_TEST(arg(d, "id") == "XX");
}

BOOST_AUTO_TEST_CASE(a_list_naming_an_unknown_characteristic_points_at_the_trait) {
    const auto found = list_problems("list-unknown-characteristic.xml");
    const auto& d = only(found);
    BOOST_TEST(d.code == "unknown_reference");
    BOOST_TEST(d.where.line == 7);
    BOOST_TEST(arg(d, "kind") == "characteristic");
    BOOST_TEST(arg(d, "id") == "flamethrower");
}

BOOST_AUTO_TEST_CASE(a_duplicate_id_points_at_its_second_use) {
    const auto found = list_problems("list-duplicate-id.xml");
    const auto& d = only(found);
    BOOST_TEST(d.code == "duplicate_id");
    BOOST_TEST(d.where.line == 9);
    BOOST_TEST(arg(d, "id") == "T-G1a");
}

BOOST_AUTO_TEST_CASE(a_group_minimum_above_its_maximum_points_at_the_group) {
    const auto found = list_problems("list-min-greater-than-max.xml");
    const auto& d = only(found);
    BOOST_TEST(d.code == "min_greater_than_max");
    BOOST_TEST(d.where.line == 8);
    BOOST_TEST(arg(d, "min") == "3");
    BOOST_TEST(arg(d, "max") == "1");
}

BOOST_AUTO_TEST_CASE(a_negative_cost_is_only_allowed_on_a_downgrade) {
    const auto found = list_problems("list-negative-cost.xml");  // T-O1 is a downgrade and passes
    const auto& d = only(found);
    BOOST_TEST(d.code == "negative_cost_not_downgrade");
    BOOST_TEST(d.where.line == 11);
    BOOST_TEST(arg(d, "id") == "T-O2");
}

BOOST_AUTO_TEST_CASE(a_roster_of_another_data_version_is_a_warning_naming_both) {
    const auto found = verdict_of("other-data-version.muster");
    const auto& d = finding(found, "data_version_mismatch");
    BOOST_TEST((d.severity == Severity::Warning));
    BOOST_TEST(arg(d, "roster_version") == "0.9");
    BOOST_TEST(arg(d, "list_version") == "1.0");
}

BOOST_AUTO_TEST_CASE(latin1_text_is_an_encoding_error_at_the_bad_byte) {
    Diagnostics found;
    BOOST_TEST(!xml::load_roster(bad("latin1.muster"), found).has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "invalid_encoding");
    BOOST_TEST(d.where.line == 3);
    BOOST_TEST(d.where.column == 10);  // the 0xFC of "Lützen"
}

BOOST_AUTO_TEST_CASE(utf16_text_is_an_encoding_error) {
    TempDir tmp;
    const auto file = tmp.path / "utf16.muster";
    {
        std::ofstream f(file, std::ios::binary);
        const std::string xml = "<?xml version=\"1.0\"?>\n<roster/>\n";
        f << "\xFF\xFE";  // a UTF-16LE byte order mark, as some Windows editors save
        for (char c : xml) f << c << '\0';
    }
    Diagnostics found;
    BOOST_TEST(!xml::load_roster(file, found).has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "invalid_encoding");
    BOOST_TEST(d.where.line == 1);
}

BOOST_AUTO_TEST_CASE(a_file_over_16_mib_is_refused_before_reading) {
    TempDir tmp;
    const auto big = tmp.path / "big.muster";
    {
        std::ofstream f(big, std::ios::binary);
        f << "<?xml version=\"1.0\"?>\n<roster xmlns=\"urn:muster:roster:1\">";
        f << std::string(16 * 1024 * 1024, ' ') << "</roster>\n";
    }
    Diagnostics found;
    BOOST_TEST(!xml::load_roster(big, found).has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "file_too_large");
    BOOST_TEST(d.where.file == big.string());
    BOOST_TEST(arg(d, "max") == std::to_string(16 * 1024 * 1024));
}

BOOST_AUTO_TEST_CASE(a_roster_from_a_newer_version_is_read_but_never_overwritten) {
    Diagnostics found;
    auto r = xml::load_roster(bad("newer-format.muster"), found);
    BOOST_TEST_REQUIRE(r.has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "roster_from_newer_version");
    BOOST_TEST((d.severity == Severity::Warning));
    BOOST_TEST(d.where.line == 2);
    BOOST_TEST(arg(d, "format") == "3");
    BOOST_TEST(r->commands.size() == 1u);

    TempDir tmp;
    const auto copy = tmp.path / "newer.muster";
    std::filesystem::copy_file(bad("newer-format.muster"), copy);
    const std::string before = bytes_of(copy);
    BOOST_CHECK_THROW(xml::save_roster(*r, copy), Failure);
    BOOST_TEST(bytes_of(copy) == before);
    BOOST_TEST(std::distance(std::filesystem::directory_iterator(tmp.path), {}) == 1);  // no temporary left behind
}

// D12 of issue 17: duplicate purchases, each within range, summed past what an int holds.
BOOST_AUTO_TEST_CASE(duplicate_purchase_counts_add_up_without_overflow) {
    std::string text = R"(<roster xmlns="urn:muster:roster:1" system="baroque" list="swedish" budget="600">)";
    for (int i = 0; i < 100; ++i)
        text += R"(<purchase id="exploration_dice" count="1000000"/>)";  // as many as core/model/limits.h allows
    text += "</roster>";
    Diagnostics found;
    auto r = xml::parse_roster(text, "dupes.muster", found);
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST(r->purchase("exploration_dice") > 0);
    BOOST_TEST(r->purchase("exploration_dice") >= 1000000);
    BOOST_TEST(finding(found, "duplicate_id").where.file == "dupes.muster");
}

BOOST_AUTO_TEST_CASE(nesting_beyond_the_limit_is_refused_where_it_starts) {
    std::string text = R"(<roster xmlns="urn:muster:roster:1" system="baroque" list="swedish" budget="600">)" + std::string("\n");
    for (int i = 0; i < 5000; ++i) text += "<notes>";
    for (int i = 0; i < 5000; ++i) text += "</notes>";
    text += "</roster>";
    Diagnostics found;
    BOOST_TEST(!xml::parse_roster(text, "deep.muster", found).has_value());
    const auto& d = only(found);
    BOOST_TEST(d.code == "xml_too_deep");
    BOOST_TEST(d.where.line == 2);
}

// A file whose bytes show it within every bound is not walked (xml/bounds.h, Bounds::cleared): each text written
// so that its bytes between two '<', two '"' or two '\'' stay short, or so that it has fewer characters than
// bytes, is still refused one character past its bound and read at it.
BOOST_AUTO_TEST_CASE(a_text_is_held_to_its_bound_however_it_is_written) {
    const std::string root = R"(<roster xmlns="urn:muster:roster:1" system="baroque" list="swedish" budget="600">)";
    // Each text of `n` characters: an element's text, a value in '"' and in '\'', in CDATA, by references.
    const std::vector<std::pair<std::string, std::function<std::string(int)>>> ways = {
        {"plain", [&](int n) { return "<name>" + repeat("a", n) + "</name>"; }},
        {"quotes in text", [&](int n) { return "<name>" + marked(n, "\"'>") + "</name>"; }},
        {"markup in a value", [&](int n) { return "<command name=\"" + marked(n, "<'>") + "\"/>"; }},
        {"value in apostrophes", [&](int n) { return "<command name='" + marked(n, "<\">") + "'/>"; }},
        {"CDATA", [&](int n) { return "<name><![CDATA[" + marked(n, "<\"'") + "]]></name>"; }},
        {"character references", [&](int n) { return "<name>" + repeat("&#x41;", n) + "</name>"; }},
        {"entities", [&](int n) { return "<name>" + repeat("&amp;", n) + "</name>"; }},
        {"two bytes each", [&](int n) { return "<name>" + repeat("\xC3\xA9", n) + "</name>"; }},
    };
    for (const auto& [how, text] : ways) {
        BOOST_TEST_CONTEXT(how) {
            Diagnostics at;
            BOOST_TEST(xml::parse_roster(root + text(limits::kRosterText) + "</roster>", "at.muster", at).has_value());
            BOOST_TEST(std::none_of(at.begin(), at.end(), [](const Diagnostic& d) { return d.code == "file_over_limit"; }));
            Diagnostics past;
            BOOST_TEST(!xml::parse_roster(root + text(limits::kRosterText + 1) + "</roster>", "past.muster", past).has_value());
            const auto& d = only(past);
            BOOST_TEST(d.code == "file_over_limit");
            BOOST_TEST(arg(d, "what") == "text");
            BOOST_TEST(arg(d, "max") == std::to_string(limits::kRosterText));
        }
    }
}

// The fewest tags that can nest a text too deep: the roster and 99 elements in it, a text in the innermost.
BOOST_AUTO_TEST_CASE(a_text_one_too_deep_is_refused_in_a_file_of_few_tags) {
    const auto nested = [](int elements) {
        std::string text = R"(<roster xmlns="urn:muster:roster:1" system="baroque" list="swedish" budget="600">)";
        for (int i = 0; i < elements; ++i) text += "<notes>";
        text += "x";
        for (int i = 0; i < elements; ++i) text += "</notes>";
        return text + "</roster>";
    };
    Diagnostics found;
    BOOST_TEST(!xml::parse_roster(nested(xml::kMaxDepth - 1), "deep.muster", found).has_value());
    BOOST_TEST(only(found).code == "xml_too_deep");
    Diagnostics within;
    xml::parse_roster(nested(xml::kMaxDepth - 2), "deep.muster", within);
    BOOST_TEST(std::none_of(within.begin(), within.end(), [](const Diagnostic& d) { return d.code == "xml_too_deep"; }));
}

// One element past the least count bound (100 purchases) takes more '<' than a file may have to be left unwalked.
BOOST_AUTO_TEST_CASE(one_purchase_past_the_bound_is_refused) {
    std::string text = R"(<roster xmlns="urn:muster:roster:1" system="baroque" list="swedish" budget="600">)";
    for (int i = 0; i <= limits::kRosterPurchases; ++i) text += R"(<purchase id="exploration_dice" count="1"/>)";
    text += "</roster>";
    Diagnostics found;
    BOOST_TEST(!xml::parse_roster(text, "many.muster", found).has_value());
    BOOST_TEST(only(found).code == "file_over_limit");
    BOOST_TEST(arg(only(found), "what") == "purchases");
}

BOOST_AUTO_TEST_CASE(a_roster_read_with_links_refused_is_not_read_through_a_link) {
    // A submission found in a folder is opened with links refused in the same step: a file swapped for a
    // link after the folder was listed is a finding, and what it points to is never read.
    TempDir dir;
    const auto link = dir.path / "late.muster";
    std::filesystem::create_symlink(source_dir() / "lists" / "examples" / "swedish-600.muster", link);
    Diagnostics refused;
    BOOST_TEST(!xml::load_roster(link, refused, platform::Links::Refuse).has_value());
    BOOST_TEST(only(refused).code == "link_not_followed");
    BOOST_TEST(only(refused).where.file == link.string());
    Diagnostics followed;
    BOOST_TEST(xml::load_roster(link, followed).has_value());
    BOOST_TEST(followed.empty());
}

// The one door every front end opens a roster by: read, its system and list found in the library, a
// list of another system refused (judged against it, a roster gets nonsense findings and edits).
BOOST_AUTO_TEST_CASE(a_roster_opens_against_the_library_through_one_door) {
    Diagnostics loaded;
    const xml::Library lib = xml::Library::load(source_dir(), loaded);
    const xml::OpenRoster good = lib.open_roster(source_dir() / "lists/examples/swedish-600.muster");
    BOOST_TEST(good.usable());
    BOOST_TEST(good.problems.empty());
    BOOST_TEST(good.list->id == "swedish");

    const auto other_file = fixture("bad/d16-list-of-other-system.muster");
    const xml::OpenRoster other = lib.open_roster(other_file);
    BOOST_TEST(!other.usable());
    BOOST_TEST(!other.list);
    BOOST_TEST(only(other.problems).code == "list_of_other_system");
    BOOST_TEST(other.problems.front().where.file == other_file.string());

    Roster unknown = good.roster;
    unknown.list = "no-such-list";
    const xml::OpenRoster no_list = lib.open(unknown, "x.muster");
    BOOST_TEST(only(no_list.problems).code == "unknown_list");
    BOOST_TEST(arg(no_list.problems.front(), "list") == "no-such-list");
    unknown.system = "no-such-system";
    BOOST_TEST(only(lib.open(unknown, "x.muster").problems).code == "unknown_system");

    const xml::OpenRoster missing = lib.open_roster(fixture("bad/no-such-file.muster"));
    BOOST_TEST(!missing.usable());
    BOOST_TEST(has_errors(missing.problems));
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace muster::test
