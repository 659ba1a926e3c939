// SPDX-License-Identifier: GPL-3.0-or-later
// A game system's or army list's translations are found in the walk that checks its depth and bounds
// (Source::load_data): the file is still held to them as written, translations of every language counted,
// whichever language it is loaded in.
#include <algorithm>
#include <fstream>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include <boost/test/unit_test.hpp>

#include "core/model/limits.h"
#include "xml/load.h"
#include "xml/long_texts.h"
#include "xml/source.h"

namespace muster::test {
namespace {

const std::string kFixtures = std::string(MUSTER_SOURCE_DIR) + "/tests/i18n/fixtures/translated/";

GameSystem mini_system() {
    Diagnostics problems;
    auto sys = xml::load_system(kFixtures + "system.xml", problems, "it");
    BOOST_TEST_REQUIRE(sys.has_value());
    return *sys;
}

/// A small army list with Italian and German names; `inside` goes into its one profile's note.
std::string list_with(const std::string& inside) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<army-list xmlns="urn:muster:armylist:1" id="mini-swedish" system="mini" name="Mini Swedish" from="1630" to="1634" data-version="1.0" source="Muster tests">
  <name xml:lang="it">Mini Svedesi</name>
  <name xml:lang="de">Mini-Schweden</name>
  <command-structures allowed="average"/>
  <group id="G1" min="1" max="6">
    <profile id="MS-G1a" type="GA" name="Finnish Hakkapelitta" cost="51">
      <name xml:lang="it">Hakkapelitta finlandesi</name>
      <stats VBU="6" VD="3" Grade="Blue"/>
      <note>As printed.)" +
           inside + R"(</note>
    </profile>
  </group>
</army-list>
)";
}

/// What loading `text` as an army list in `language` finds, and whether it loads.
struct Loaded {
    bool ok = false;
    Diagnostics found;
    std::string name;
};

Loaded load(const std::string& text, const std::string& language) {
    const auto file = std::filesystem::temp_directory_path() / ("muster-data-walk-" + std::to_string(::getpid()) + ".xml");
    { std::ofstream(file, std::ios::binary) << text; }
    const GameSystem sys = mini_system();
    Loaded r;
    auto list = xml::load_army_list(file, &sys, r.found, language);
    std::filesystem::remove(file);
    r.ok = list.has_value() && r.found.empty();
    if (list) r.name = list->name;
    return r;
}

std::string nested(int elements, const std::string& innermost) {
    std::string s;
    for (int i = 0; i < elements; ++i) s += "<text>";
    s += innermost;
    for (int i = 0; i < elements; ++i) s += "</text>";
    return s;
}

std::string arg(const Diagnostic& d, std::string_view name) {
    const Arg* a = d.find_arg(name);
    if (!a) return "<none>";
    if (const auto* s = std::get_if<std::string>(a)) return *s;
    return std::to_string(std::get<std::int64_t>(*a));
}

const std::string kLanguages[] = {"", "it", "de", "fr"};

}  // namespace

BOOST_AUTO_TEST_SUITE(data_walk)

BOOST_AUTO_TEST_CASE(a_list_loads_in_each_language) {
    BOOST_TEST(load(list_with(""), "").name == "Mini Swedish");
    BOOST_TEST(load(list_with(""), "it").name == "Mini Svedesi");
    BOOST_TEST(load(list_with(""), "de_AT").name == "Mini-Schweden");
    BOOST_TEST(load(list_with(""), "fr").name == "Mini Swedish");
    BOOST_TEST(load(list_with(""), "it").ok);
}

// The note is 4 deep (army-list, group, profile, note); elements in it from 5 on, a text one deeper than its element.
BOOST_AUTO_TEST_CASE(a_list_nested_too_deep_is_refused_in_every_language) {
    const int note_depth = 4;
    for (const auto& language : kLanguages) {
        BOOST_TEST_CONTEXT("language '" << language << "'") {
            const Loaded at = load(list_with(nested(xml::kMaxDepth - note_depth, "")), language);
            BOOST_TEST(at.ok, (at.found.empty() ? "" : at.found[0].code));
            const Loaded past = load(list_with(nested(xml::kMaxDepth - note_depth + 1, "")), language);
            BOOST_TEST_REQUIRE(past.found.size() == 1u);
            BOOST_TEST(past.found[0].code == "xml_too_deep");
            // Inside a translation too, which the walk does not translate but checks.
            const std::string variant = "<text xml:lang=\"it\">" + nested(xml::kMaxDepth - note_depth, "x") + "</text>";
            const Loaded deep = load(list_with(variant), language);
            BOOST_TEST_REQUIRE(deep.found.size() == 1u);
            BOOST_TEST(deep.found[0].code == "xml_too_deep");
        }
    }
}

// A translation of another language is removed when the list is loaded, but it was in the file.
BOOST_AUTO_TEST_CASE(a_translation_past_the_text_bound_is_refused_in_every_language) {
    const auto variant = [](int characters) {
        return "<text xml:lang=\"de\">" + std::string(static_cast<std::size_t>(characters), 'a') + "</text>";
    };
    for (const auto& language : kLanguages) {
        BOOST_TEST_CONTEXT("language '" << language << "'") {
            BOOST_TEST(load(list_with(variant(limits::kDataText)), language).ok);
            const Loaded past = load(list_with(variant(limits::kDataText + 1)), language);
            BOOST_TEST_REQUIRE(past.found.size() == 1u);
            BOOST_TEST(past.found[0].code == "file_over_limit");
            BOOST_TEST(arg(past.found[0], "what") == "text");
            // Both past a bound and too deep: too deep is the finding.
            const Loaded both = load(list_with(variant(limits::kDataText + 1) + nested(xml::kMaxDepth, "x")), language);
            BOOST_TEST_REQUIRE(both.found.size() == 1u);
            BOOST_TEST(both.found[0].code == "xml_too_deep");
        }
    }
}

// A data file's texts are not counted when its bytes show them short (Bounds::short_texts): each text written so
// that its bytes between two '<', two '"' or two '\'' stay short, or so that it has fewer characters than bytes, is
// still refused one character past its bound.
BOOST_AUTO_TEST_CASE(a_data_text_is_held_to_its_bound_however_it_is_written) {
    const std::string variant = "<text xml:lang=\"de\"";
    const std::vector<std::pair<std::string, std::function<std::string(int)>>> ways = {
        {"plain", [&](int n) { return variant + ">" + repeat("a", n) + "</text>"; }},
        {"quotes in text", [&](int n) { return variant + ">" + marked(n, "\"'>") + "</text>"; }},
        {"markup in a value", [&](int n) { return variant + " x=\"" + marked(n, "<'>") + "\"/>"; }},
        {"value in apostrophes", [&](int n) { return variant + " x='" + marked(n, "<\">") + "'/>"; }},
        {"CDATA", [&](int n) { return variant + "><![CDATA[" + marked(n, "<\"'") + "]]></text>"; }},
        {"entities", [&](int n) { return variant + ">" + repeat("&lt;", n) + "</text>"; }},
        {"two bytes each", [&](int n) { return variant + ">" + repeat("\xC3\xA9", n) + "</text>"; }},
    };
    for (const auto& [how, text] : ways) {
        BOOST_TEST_CONTEXT(how) {
            const Loaded at = load(list_with(text(limits::kDataText)), "it");
            BOOST_TEST(at.ok, (at.found.empty() ? "" : at.found[0].code));
            const Loaded past = load(list_with(text(limits::kDataText + 1)), "it");
            BOOST_TEST_REQUIRE(past.found.size() == 1u);
            BOOST_TEST(past.found[0].code == "file_over_limit");
            BOOST_TEST(arg(past.found[0], "what") == "text");
        }
    }
}

// Lists of ids and codes in data files (profiles="A B", types="GA  ART") are split at any blank.
BOOST_AUTO_TEST_CASE(words_are_split_at_any_blank) {
    using Words = std::vector<std::string>;
    BOOST_TEST(xml::split_words(nullptr) == Words{});
    BOOST_TEST(xml::split_words("") == Words{});
    BOOST_TEST(xml::split_words(" \t\n\r\v\f") == Words{});
    BOOST_TEST(xml::split_words("GA") == Words{"GA"});
    BOOST_TEST(xml::split_words("  GA\tART\r\n\vMS-G1a\fx  ") == (Words{"GA", "ART", "MS-G1a", "x"}));
    // A no-break space (U+00A0) is no blank: only ASCII blanks split.
    BOOST_TEST(xml::split_words("Unit\xC3\xA0 \xC2\xA0"
                                "b") == (Words{"Unit\xC3\xA0",
                                               "\xC2\xA0"
                                               "b"}));
}

// An element's own text: its pieces around child elements joined, blanks at either end trimmed.
BOOST_AUTO_TEST_CASE(an_elements_text_is_its_pieces_joined_and_trimmed) {
    const auto text = [](const char* xml) {
        pugi::xml_document doc;
        BOOST_TEST_REQUIRE(static_cast<bool>(doc.load_string(xml)));
        return xml::text_of(doc.document_element());
    };
    BOOST_TEST(text("<a/>") == "");
    BOOST_TEST(text("<a> \n\t </a>") == "");
    BOOST_TEST(text("<a>\n  Pike and shot.\r\n</a>") == "Pike and shot.");
    BOOST_TEST(text("<a> Pike <b>x</b>and <![CDATA[shot ]]> </a>") == "Pike and shot");
    BOOST_TEST(text("<a><b>x</b> <c/> Pike</a>") == "Pike");
}

// Plain ASCII is skipped many bytes at a time when a file's UTF-8 is checked: a bad byte is still found where it
// is, wherever it falls among them, after other characters of two bytes or not.
BOOST_AUTO_TEST_CASE(a_byte_that_is_no_utf8_is_found_where_it_is) {
    for (const std::string before : {"", "\xC3\xA9"}) {
        for (int pad = 0; pad < 70; ++pad) {
            BOOST_TEST_CONTEXT("after " << pad << " letters" << (before.empty() ? "" : " and an e with an accent")) {
                const std::string inside = before + std::string(static_cast<std::size_t>(pad), 'a') + "\xFF";
                const std::string text = list_with(inside);
                const std::size_t at = text.find('\xFF');
                const std::size_t line_start = text.rfind('\n', at) + 1;
                const Loaded r = load(text, "it");
                BOOST_TEST_REQUIRE(r.found.size() == 1u);
                BOOST_TEST(r.found[0].code == "invalid_encoding");
                BOOST_TEST(r.found[0].where.line == 1 + std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
                BOOST_TEST(r.found[0].where.column == static_cast<int>(at - line_start) + 1);
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace muster::test
