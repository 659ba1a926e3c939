// SPDX-License-Identifier: GPL-3.0-or-later
// muster_print: layouts as page models (measured widths, pagination, repeated headers), real PDFs checked
// with qpdf, pdffonts and pdftotext, reproducible bytes, templates and the print commands' exit codes.
#define BOOST_TEST_MODULE print
#include <boost/test/unit_test.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

#include "i18n/messages.h"
#include "print/flow.h"
#include "print/hyphenate.h"
#include "print/layouts.h"
#include "print/pdf_writer.h"
#include "print/printout.h"
#include "support.h"

namespace fs = std::filesystem;
using namespace muster;
using namespace muster::print;

namespace {

const fs::path kData = MUSTER_DATA_DIR;

fs::path temp_dir() {
    static const fs::path dir = [] {
        auto d = fs::temp_directory_path() / ("muster-print-test-" + std::to_string(::getpid()));
        fs::create_directories(d);
        return d;
    }();
    return dir;
}

const i18n::Messages& messages() {
    static const i18n::Messages m(kData / "i18n", "en");
    return m;
}

PdfWriter writer() {
    return PdfWriter(find_font(kData), find_font(kData, true));
}

Template layout(const std::string& kind) {
    Template t = load_template(fs::path(MUSTER_SOURCE_DIR) / "templates" / (kind + ".xml"), kind);
    t.paper = Paper::A4;
    return t;
}

/// Runs a shell command; returns its standard output and sets `status` to its exit code.
std::string run(const std::string& cmd, int* status = nullptr) {
    std::string out;
    FILE* p = ::popen((cmd + " 2>/dev/null").c_str(), "r");
    BOOST_REQUIRE(p);
    std::array<char, 4096> buf{};
    for (std::size_t n; (n = std::fread(buf.data(), 1, buf.size(), p)) > 0;) out.append(buf.data(), n);
    const int rc = ::pclose(p);
    if (status) *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
    return out;
}

std::string squeeze(const std::string& s) {
    return std::regex_replace(s, std::regex("[ \t]+"), " ");
}

struct Rendered {
    Document doc;
    std::string bytes;
};

Rendered render_roster(const Roster& r, const Template& t) {
    const Verdict v = test::verdict(r);
    const RosterInput in{r, test::list(r.list), test::baroque(), v, xml::roster_fingerprint(r)};
    PdfWriter w = writer();
    Rendered out{layout_roster(in, t, w, messages()), {}};
    w.render(out.doc);
    out.bytes = w.bytes();
    return out;
}

fs::path save(const std::string& bytes, const std::string& name) {
    const fs::path p = temp_dir() / name;
    std::ofstream(p, std::ios::binary) << bytes;
    return p;
}

/// Every PDF must pass qpdf and embed its fonts.
void check_pdf(const fs::path& pdf) {
    int status = -1;
    run("qpdf --check '" + pdf.string() + "'", &status);
    BOOST_TEST(status == 0, "qpdf --check fails on " << pdf);
    const std::string fonts = run("pdffonts '" + pdf.string() + "'");
    BOOST_TEST(fonts.find("DejaVuSans") != std::string::npos);
    std::istringstream lines(fonts);
    int embedded = 0;
    for (std::string line; std::getline(lines, line);)
        if (line.find("DejaVuSans") != std::string::npos) {
            BOOST_TEST(std::regex_search(line, std::regex(" yes yes yes ")), "font not embedded: " << line);
            ++embedded;
        }
    BOOST_TEST(embedded >= 1);
}

/// Text runs must stay on the page, inside the margins, and never overlap a neighbour on the same line.
void check_no_overflow(const Document& doc, const Template& t) {
    for (std::size_t p = 0; p < doc.pages.size(); ++p) {
        const auto& texts = doc.pages[p].texts;
        for (const auto& r : texts) {
            BOOST_TEST(r.x >= t.margin_left - 0.01, "run ‘" << r.text << "’ starts in the left margin on page " << p + 1);
            BOOST_TEST(r.x + r.width <= doc.width - t.margin_right + 0.01,
                       "run ‘" << r.text << "’ ends at " << r.x + r.width << " on page " << p + 1);
            BOOST_TEST(r.baseline <= doc.height - t.margin_bottom + 0.01, "run ‘" << r.text << "’ is below the bottom margin");
            BOOST_TEST(r.baseline - r.size >= t.margin_top - 0.01, "run ‘" << r.text << "’ is in the top margin");
        }
        for (std::size_t i = 0; i < texts.size(); ++i)
            for (std::size_t j = i + 1; j < texts.size(); ++j) {
                const auto &a = texts[i], &b = texts[j];
                if (std::abs(a.baseline - b.baseline) > std::min(a.size, b.size) * 0.8) continue;
                const bool overlap = a.x < b.x + b.width - 0.01 && b.x < a.x + a.width - 0.01;
                BOOST_TEST(!overlap, "‘" << a.text << "’ and ‘" << b.text << "’ overlap on page " << p + 1);
            }
    }
}

/// A roster of `units` units spread over three commands, built from the example's units.
Roster big_roster(int units) {
    Roster r = test::example("swedish-600.muster");
    std::vector<RosterUnit> pool;
    for (const auto& c : r.commands) pool.insert(pool.end(), c.units.begin(), c.units.end());
    for (auto& c : r.commands) c.units.clear();
    for (int i = 0; i < units; ++i)
        r.commands[static_cast<std::size_t>(i % 3)].units.push_back(pool[static_cast<std::size_t>(i) % pool.size()]);
    r.budget = 3000;
    return r;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(page_model)

BOOST_AUTO_TEST_CASE(fingerprint_is_eight_hex_digits_and_changes_with_the_roster) {
    Roster r = test::example("swedish-600.muster");
    const std::string a = xml::roster_fingerprint(r);
    BOOST_TEST(std::regex_match(a, std::regex("[0-9a-f]{8}")));
    BOOST_TEST(a == xml::roster_fingerprint(r));
    r.commands[0].units.pop_back();
    BOOST_TEST(a != xml::roster_fingerprint(r));
    BOOST_TEST(xml::fingerprint("") == "cbf29ce4");  // FNV-1a 64 offset basis
}

BOOST_AUTO_TEST_CASE(wrapping_keeps_every_line_inside_the_width) {
    PdfWriter w = writer();
    const std::string text = "Königlich Schwedisches Leib-Regiment Donaudampfschifffahrtsgesellschaftskapitänsmützen Łódź";
    const Wrapped plain = wrap(w, "Swedish Foot", Face::Regular, 8, 200, 5);
    BOOST_TEST(plain.lines.size() == 1u);
    BOOST_TEST(plain.size == 8);
    const Wrapped long_text = wrap(w, text, Face::Bold, 8, 60, 5);
    BOOST_TEST(long_text.lines.size() > 2u);
    BOOST_TEST(long_text.size < 8);  // the long word made it shrink
    for (const auto& line : long_text.lines) BOOST_TEST(w.text_width(Face::Bold, long_text.size, line) <= 60.0);
    std::string joined;
    for (const auto& line : long_text.lines) joined += line;
    BOOST_TEST(joined.find("Łódź") != std::string::npos);  // nothing lost, multi-byte letters never cut
}

/// `word` with a "|" at each place it may be hyphenated.
std::string hyphenated(const std::string& word, const std::string& language) {
    const BreakPoints b = hyphenation_points(word, language);
    std::string out;
    std::size_t at = 0;
    for (std::size_t k = 0; k < b.at.size(); ++k) out += word.substr(at, b.at[k] - at) + "|", at = b.at[k];
    return out + word.substr(at);
}

BOOST_AUTO_TEST_CASE(words_break_between_syllables_by_the_language_rules) {
    BOOST_TEST(hyphenated("Disziplin", "de") == "Dis|zi|plin");
    BOOST_TEST(hyphenated("Berittene", "de") == "Be|rit|te|ne");
    BOOST_TEST(hyphenated("Amarillo", "es") == "Ama|ri|llo");  // Spanish keeps ll whole
    BOOST_TEST(hyphenated("Yellow", "en") == "Yel|low");
    BOOST_TEST(hyphenated("Double", "en") == "Dou|ble");
    BOOST_TEST(hyphenated("Moral", "de") == "Mo|ral");
    BOOST_TEST(hyphenated("Schützen", "de") == "Schüt|zen");
    BOOST_TEST(hyphenated("Lock-bow", "en") == "Lock-|bow");  // after its own hyphen, no second one
    BOOST_TEST(hyphenated("ab", "en") == "ab");
    BOOST_TEST(hyphenated("1346", "en") == "1346");
    // A word too long for its line is hyphenated there, by the thread's language; no piece is wider
    // than the line, nothing is lost, every break but one after the word's own hyphen shows a hyphen.
    PdfWriter w = writer();
    const HyphenationLanguage de("de");
    const double width = w.text_width(Face::Bold, 6, "Diszipl");
    const Wrapped wr = wrap(w, "Disziplin Berittene", Face::Bold, 6, width, 6);
    std::string joined;
    for (const auto& line : wr.lines) {
        BOOST_TEST(w.text_width(Face::Bold, 6, line) <= width);
        joined += line + "|";
    }
    BOOST_TEST(joined == "Diszi-|plin|Berit-|tene|");
    const HyphenationLanguage es("es");
    const Wrapped am = wrap(w, "Amarillo", Face::Bold, 6, w.text_width(Face::Bold, 6, "Amari-"), 6);
    BOOST_TEST(am.lines == (std::vector<std::string>{"Amari-", "llo"}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(widths_are_measured_with_the_embedded_font) {
    PdfWriter w = writer();
    BOOST_TEST(w.text_width(Face::Regular, 10, "") == 0);
    BOOST_TEST(w.text_width(Face::Regular, 10, "WWW") > w.text_width(Face::Regular, 10, "iii"));
    BOOST_TEST(w.text_width(Face::Bold, 10, "Lützen") > w.text_width(Face::Regular, 10, "Lützen"));
    BOOST_TEST(w.text_width(Face::Regular, 20, "Łódź") == 2 * w.text_width(Face::Regular, 10, "Łódź"),
               boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(a_font_that_cannot_be_used_is_a_finding_naming_it) {
    const fs::path bad = temp_dir() / "DejaVuSans.ttf";
    std::ofstream(bad) << "a text file saved under a font's name";
    try {
        PdfWriter w(bad, find_font(kData, true));
        BOOST_FAIL("a text file was loaded as a font");
    } catch (const Failure& f) {
        BOOST_TEST(f.diagnostic().code == "font_unusable");
        BOOST_TEST(f.diagnostic().where.file == bad.string());
        BOOST_TEST(!f.diagnostic().hint.empty());
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(templates)

void write_file(const fs::path& p, const std::string& text) {
    std::ofstream(p) << text;
}

std::string template_error(const std::string& text, const std::string& kind = "roster") {
    const fs::path p = temp_dir() / "broken.xml";
    write_file(p, text);
    try {
        load_template(p, kind);
    } catch (const TemplateError& e) { return e.what(); }
    return "";
}

BOOST_AUTO_TEST_CASE(shipped_templates_load) {
    for (const char* kind : {"roster", "cards", "sheet"}) BOOST_CHECK_NO_THROW(layout(kind));
    BOOST_TEST(layout("cards").per_page == 9);
    BOOST_TEST(layout("cards").card_width == 63.5 * 72 / 25.4, boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(broken_templates_name_file_line_and_problem) {
    const std::string head = "<?xml version=\"1.0\"?>\n<template xmlns=\"urn:muster:template:1\" kind=\"roster\">\n";
    BOOST_TEST(template_error(head + "<page paper=\"a3\"/>\n</template>")
                   .find("broken.xml:3: <page paper=\"a3\">: expected a4, letter or auto") != std::string::npos);
    BOOST_TEST(
        template_error(head + "<columns><column id=\"unit\" width=\"*\"/></columns>\n<colours accent=\"red\"/>\n</template>")
            .find(":4: <colours accent=\"red\">") != std::string::npos);
    BOOST_TEST(template_error(head + "<fonts body=\"-3\"/>\n</template>").find("expected a number from 4 to 36") !=
               std::string::npos);
    BOOST_TEST(template_error(head + "<columns>\n").find("not well-formed XML") != std::string::npos);
    BOOST_TEST(template_error(head + "<card width=\"60\" height=\"90\"/>\n</template>")
                   .find("<card> does not belong in a roster template") != std::string::npos);
    BOOST_TEST(template_error(head + "</template>", "cards").find("this is a roster template; a cards template is needed here") !=
               std::string::npos);
    BOOST_TEST(template_error(head + "</template>").find("a roster template needs <columns>") != std::string::npos);
    BOOST_TEST(template_error("<page/>").find("expected a <template") != std::string::npos);
    BOOST_CHECK_THROW(load_template(temp_dir() / "missing.xml", "roster"), TemplateError);
    // Read as every XML file is: a template cut short is said as such, at its line.
    try {
        write_file(temp_dir() / "cut.xml", head + "<columns>\n");
        load_template(temp_dir() / "cut.xml", "roster");
        BOOST_FAIL("a template cut short loaded");
    } catch (const TemplateError& e) {
        BOOST_TEST(e.diagnostic().code == "xml_malformed");
        BOOST_TEST(e.diagnostic().where.line == 3);
        BOOST_TEST(std::get<std::string>(*e.diagnostic().find_arg("status")) == "cut_short");
    }
}

BOOST_AUTO_TEST_CASE(colours_too_light_to_read_are_refused_at_load) {
    const std::string head = "<?xml version=\"1.0\"?>\n<template xmlns=\"urn:muster:template:1\" kind=\"sheet\">\n";
    const std::string light = template_error(head + "<colours accent=\"#e8d8d8\"/>\n</template>", "sheet");
    BOOST_TEST(
        light.find("broken.xml:3: <colours accent=\"#e8d8d8\">: white headings on the accent colour has a contrast of only") !=
            std::string::npos,
        light);
    BOOST_TEST(light.find("at least 4.5:1") != std::string::npos);
    BOOST_TEST(template_error(head + "<colours text=\"#bbbbbb\"/>\n</template>", "sheet").find("text on the white paper") !=
               std::string::npos);
    BOOST_TEST(template_error(head + "<colours accent=\"#e8d8d8\" bands=\"outline\"/>\n</template>", "sheet")
                   .find("headings in the accent colour on the white paper") != std::string::npos);
    BOOST_TEST(template_error(head + "<colours bands=\"stripes\"/>\n</template>", "sheet").find("expected filled or outline") !=
               std::string::npos);
    BOOST_TEST(contrast(Color{0, 0, 0}, Color{1, 1, 1}) == 21, boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(ink_saving_templates_fill_nothing) {
    const Roster r = test::example("swedish-600.muster");
    const Verdict v = test::verdict(r);
    const RosterInput in{r, test::list(r.list), test::baroque(), v, "00000000"};
    PdfWriter w = writer();
    for (const char* kind : {"roster", "cards", "sheet"}) {
        Template t = load_template(fs::path(MUSTER_SOURCE_DIR) / "templates" / (std::string(kind) + "-ink.xml"), kind);
        t.paper = Paper::A4;
        BOOST_TEST(!t.filled);
        const Document doc = std::string(kind) == "roster"  ? layout_roster(in, t, w, messages())
                             : std::string(kind) == "cards" ? layout_cards(in, t, w, messages())
                                                            : layout_sheet(test::baroque(), t, w, messages());
        for (const auto& page : doc.pages)
            for (const auto& b : page.boxes)
                // Only the one shaded loss box per unit (the loss that exhausts it) is filled, and small.
                BOOST_TEST((!b.fill || (b.w < 8 && b.h < 8)), kind << ": a filled box of " << b.w << " x " << b.h);
        for (const auto& page : doc.pages)
            for (const auto& run : page.texts)
                BOOST_TEST(!(run.color == Color{1, 1, 1}), kind << ": white text ‘" << run.text << "’ on no band");
    }
}

BOOST_AUTO_TEST_CASE(paper_follows_the_locale) {
    BOOST_TEST((paper_for_locale("en_US.UTF-8") == Paper::Letter));
    BOOST_TEST((paper_for_locale("fr_CA") == Paper::Letter));
    BOOST_TEST((paper_for_locale("en_GB.UTF-8") == Paper::A4));
    BOOST_TEST((paper_for_locale("de") == Paper::A4));
    BOOST_TEST(paper_size(Paper::Letter).first == 612);
}

/// Sets an environment variable for one scope, and puts the old value back.
struct Env {
    std::string name;
    std::optional<std::string> old;
    Env(std::string n, const char* value) : name(std::move(n)) {
        if (const char* v = std::getenv(name.c_str())) old = v;
        if (value) ::setenv(name.c_str(), value, 1);
        else ::unsetenv(name.c_str());
    }
    ~Env() {
        if (old) ::setenv(name.c_str(), old->c_str(), 1);
        else ::unsetenv(name.c_str());
    }
};

// One rule for every front end (print/printout.h): LC_PAPER, else the environment's locale; never the
// language Muster speaks, which names no country.
BOOST_AUTO_TEST_CASE(paper_comes_from_the_environment_for_every_front_end) {
    const Env all("LC_ALL", "en_US.UTF-8"), messages("LC_MESSAGES", nullptr), lang("LANG", nullptr);
    {
        const Env paper("LC_PAPER", nullptr);
        BOOST_TEST((paper_from_environment() == Paper::Letter));
        BOOST_TEST((printout_template(Printout::Roster, kData).paper == Paper::Letter));
        BOOST_TEST((printout_template(Printout::Cards, kData, {{}, Paper::A4}).paper == Paper::A4));  // --paper first
    }
    const Env paper("LC_PAPER", "de_DE.UTF-8");
    BOOST_TEST((paper_from_environment() == Paper::A4));
    BOOST_TEST((printout_template(Printout::Sheet, kData).paper == Paper::A4));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(roster_pdf)

BOOST_AUTO_TEST_CASE(example_roster_prints_names_numbers_and_totals) {
    const Roster r = test::example("swedish-600.muster");
    const Template t = layout("roster");
    const Rendered out = render_roster(r, t);
    BOOST_TEST(out.doc.pages.size() == 1u);
    check_no_overflow(out.doc, t);
    const fs::path pdf = save(out.bytes, "swedish-600.pdf");
    check_pdf(pdf);
    const std::string text = squeeze(run("pdftotext -layout -enc UTF-8 '" + pdf.string() + "' -"));
    std::ifstream golden(fs::path(MUSTER_SOURCE_DIR) / "tests/print/expected/swedish-600.txt");
    int lines = 0;
    for (std::string line; std::getline(golden, line); ++lines)
        BOOST_TEST(text.find(line) != std::string::npos, "the roster PDF lacks ‘" << line << "’");
    BOOST_TEST(lines > 20);
    BOOST_TEST(text.find("fingerprint " + xml::roster_fingerprint(r)) != std::string::npos);
    BOOST_TEST(text.find("NOT LEGAL") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(illegal_roster_is_stamped_and_lists_its_errors) {
    Roster r = test::example("swedish-600.muster");
    r.budget = 500;
    const Template t = layout("roster");
    const Rendered out = render_roster(r, t);
    const std::string text = squeeze(run("pdftotext -layout -enc UTF-8 '" + save(out.bytes, "illegal.pdf").string() + "' -"));
    BOOST_TEST(text.find("NOT LEGAL") != std::string::npos);
    BOOST_TEST(text.find("Error: 600 points spent; the budget is 500") != std::string::npos);
    check_no_overflow(out.doc, t);
}

BOOST_AUTO_TEST_CASE(forty_units_paginate_with_repeated_headers_and_no_clipped_row) {
    const Roster r = big_roster(40);
    const Template t = layout("roster");
    const Rendered out = render_roster(r, t);
    BOOST_TEST(out.doc.pages.size() >= 2u);
    check_no_overflow(out.doc, t);
    const std::set<std::string> types = {"TR", "GA", "RE", "P&M", "ART"};
    const Rect area{t.margin_left, t.margin_top, out.doc.width - t.margin_left - t.margin_right,
                    out.doc.height - t.margin_top - t.margin_bottom - t.small_size * 2.5};
    int unit_rows = 0;
    for (std::size_t p = 0; p < out.doc.pages.size(); ++p) {
        double first_unit = 1e9, first_header = 1e9;
        for (const auto& run : out.doc.pages[p].texts) {
            if (run.baseline == out.doc.height - t.margin_bottom) continue;  // the footer line
            BOOST_TEST(run.baseline <= area.bottom(), "‘" << run.text << "’ runs into the footer on page " << p + 1);
            if (run.face == Face::Bold && types.count(run.text)) ++unit_rows, first_unit = std::min(first_unit, run.baseline);
            if (run.text == "Type") first_header = std::min(first_header, run.baseline);
        }
        if (first_unit < 1e9)
            BOOST_TEST(first_header < first_unit, "page " << p + 1 << " continues a table without its header row");
    }
    BOOST_TEST(unit_rows == 40);
    const fs::path pdf = save(out.bytes, "forty.pdf");
    check_pdf(pdf);
    const std::string text = run("pdftotext -enc UTF-8 '" + pdf.string() + "' -");
    BOOST_TEST(text.find("page " + std::to_string(out.doc.pages.size()) + " of " + std::to_string(out.doc.pages.size())) !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_very_long_unit_name_stays_inside_its_cell) {
    Roster r = test::example("swedish-600.muster");
    r.commands[0].units[0].label =
        "Königlich Schwedisches Leib-Regiment zu Roß Donaudampfschifffahrtsgesellschaftskapitänsregiment";
    const Template t = layout("roster");
    const Rendered out = render_roster(r, t);
    check_no_overflow(out.doc, t);
    // The unit column starts after the type column and ends before the first stat column (M).
    double unit_left = 0, unit_right = 0;
    for (const auto& run : out.doc.pages[0].texts) {
        if (run.text == "Unit" && unit_left == 0) unit_left = run.x;  // the first table's header
        if (run.text == "M" && unit_right == 0) unit_right = run.x;
    }
    BOOST_REQUIRE(unit_left > 0);
    BOOST_REQUIRE(unit_right > unit_left);
    int pieces = 0;
    for (const auto& run : out.doc.pages[0].texts)
        if (run.text.find("Donaudampf") != std::string::npos || run.text.find("Königlich") != std::string::npos ||
            run.text.find("regiment") != std::string::npos) {
            ++pieces;
            BOOST_TEST(run.x >= unit_left - 0.01);
            BOOST_TEST(run.x + run.width <= unit_right, "‘" << run.text << "’ runs past the unit column");
        }
    BOOST_TEST(pieces >= 2);
}

BOOST_AUTO_TEST_CASE(a_name_in_a_script_dejavu_lacks_prints_in_the_fallback_font) {
    // Japanese has no glyphs in DejaVu Sans: the writer sets those letters in Droid Sans Fallback
    // (fonts-droid-fallback, installer/install-deps.sh), embedded, and the text reads back.
    const fs::path fallback = find_fallback_font(kData);
    BOOST_TEST_REQUIRE(!fallback.empty(), "install fonts-droid-fallback (installer/install-deps.sh)");
    Roster r = test::example("swedish-600.muster");
    r.name = "武田の騎馬軍団 Takeda";
    r.commands[0].units[0].label = "赤備え";
    const Verdict v = test::verdict(r);
    const RosterInput in{r, test::list(r.list), test::baroque(), v, xml::roster_fingerprint(r)};
    PdfWriter w(find_font(kData), find_font(kData, true), fallback);
    BOOST_TEST(w.text_width(Face::Regular, 10, "武田") > w.text_width(Face::Regular, 10, "ab"));
    Document doc = layout_roster(in, layout("roster"), w, messages());
    w.render(doc);
    const fs::path pdf = save(w.bytes(), "japanese.pdf");
    check_pdf(pdf);
    const std::string fonts = run("pdffonts '" + pdf.string() + "'");
    BOOST_TEST(std::regex_search(fonts, std::regex("DroidSansFallback[^\n]* yes yes yes ")), fonts);
    const std::string text = run("pdftotext -enc UTF-8 '" + pdf.string() + "' -");
    BOOST_TEST(text.find("武田の騎馬軍団") != std::string::npos);
    BOOST_TEST(text.find("赤備え") != std::string::npos);
    // Without a Japanese name the fallback font is not even loaded: the same bytes as ever.
    PdfWriter plain(find_font(kData), find_font(kData, true), fallback);
    Roster latin = test::example("swedish-600.muster");
    const Verdict lv = test::verdict(latin);
    const RosterInput lin{latin, test::list(latin.list), test::baroque(), lv, xml::roster_fingerprint(latin)};
    Document ld = layout_roster(lin, layout("roster"), plain, messages());
    plain.render(ld);
    BOOST_TEST(run("pdffonts '" + save(plain.bytes(), "latin.pdf").string() + "'").find("Droid") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_same_roster_gives_the_same_bytes) {
    const Roster r = test::example("swedish-600.muster");
    const Template t = layout("roster");
    const std::string a = render_roster(r, t).bytes;
    const std::string b = render_roster(r, t).bytes;
    BOOST_TEST(a.size() > 1000u);
    BOOST_TEST((a == b));
    BOOST_TEST(a.find("/CreationDate (D:20261130") != std::string::npos);
    BOOST_TEST(a.size() < 300u * 1024u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(cards_and_sheet)

BOOST_AUTO_TEST_CASE(one_card_per_distinct_profile_nine_to_a_page) {
    const Roster r = test::example("swedish-600.muster");
    const Verdict v = test::verdict(r);
    const RosterInput in{r, test::list(r.list), test::baroque(), v, xml::roster_fingerprint(r)};
    Template t = layout("cards");
    PdfWriter w = writer();
    const Document doc = layout_cards(in, t, w, messages());
    BOOST_TEST(doc.pages.size() == 1u);
    check_no_overflow(doc, [] {
        Template page;  // the whole A4 sheet
        page.paper = Paper::A4;
        page.margin_top = page.margin_right = page.margin_bottom = page.margin_left = 0;
        return page;
    }());
    int titles = 0;  // the cards' frames
    for (const auto& f : doc.pages[0].frames)
        if (std::abs(f.w - t.card_width) < 0.01 && std::abs(f.h - t.card_height) < 0.01) ++titles;
    BOOST_TEST(titles == 9);  // 9 units, two alike but for Discipline A, two Swedish Foot with different options

    t.per_page = 4;
    const Document four = layout_cards(in, t, w, messages());
    BOOST_TEST(four.pages.size() == 3u);
    t.per_page = 20;  // 12 fit as smaller cards; 20 would be too small to read
    BOOST_CHECK_THROW(layout_cards(in, t, w, messages()), TemplateError);

    t.per_page = 9;
    w.render(doc);
    const fs::path pdf = save(w.bytes(), "cards.pdf");
    check_pdf(pdf);
    const std::string text = squeeze(run("pdftotext -layout -enc UTF-8 '" + pdf.string() + "' -"));
    for (const char* s :
         {"Finnish Hakkapelitta", "Musket (SM-2)", "+2 +1 -2 -", "First Volley", "Exhausted at: VBU 2", "1 unit in Lützen 1632"})
        BOOST_TEST(text.find(s) != std::string::npos, "the cards lack ‘" << s << "’");
}

BOOST_AUTO_TEST_CASE(card_content_never_leaves_its_card) {
    const Roster r = test::example("swedish-600.muster");
    const Verdict v = test::verdict(r);
    const RosterInput in{r, test::list(r.list), test::baroque(), v, "00000000"};
    const Template t = layout("cards");
    PdfWriter w = writer();
    const Document doc = layout_cards(in, t, w, messages());
    const double gx = (doc.width - 3 * t.card_width) / 2, gy = (doc.height - 3 * t.card_height) / 2;
    for (const auto& run : doc.pages[0].texts) {
        const int col = static_cast<int>((run.x - gx) / t.card_width),
                  row = static_cast<int>((run.baseline - gy) / t.card_height);
        const double right = gx + (col + 1) * t.card_width, bottom = gy + (row + 1) * t.card_height;
        BOOST_TEST(run.x + run.width <= right, "‘" << run.text << "’ runs off its card");
        BOOST_TEST(run.baseline <= bottom, "‘" << run.text << "’ runs off its card");
    }
}

BOOST_AUTO_TEST_CASE(an_army_without_units_or_generals_still_prints) {
    Roster r = test::example("swedish-600.muster");
    for (auto& c : r.commands) c.units.clear(), c.general = General{};
    r.command_structure.clear();
    r.name = std::string(300, 'W');
    const Verdict v = test::verdict(r);
    const RosterInput in{r, test::list(r.list), test::baroque(), v, "00000000"};
    PdfWriter w = writer();
    const Document cards = layout_cards(in, layout("cards"), w, messages());
    BOOST_REQUIRE(cards.pages.size() == 1u);
    std::string note;  // the army's name is broken over lines, never shrunk under 6 pt
    for (const auto& run : cards.pages[0].texts) {
        note += run.text;
        BOOST_TEST(run.size >= kMinTextSize);
    }
    BOOST_TEST(note.find("has no units yet") != std::string::npos);
    check_no_overflow(cards, layout("cards"));
    const Template t = layout("roster");
    const Document roster = layout_roster(in, t, w, messages());
    check_no_overflow(roster, t);
    int no_general = 0;
    for (const auto& page : roster.pages)
        for (const auto& run : page.texts) no_general += run.text == "No general chosen";
    BOOST_TEST(no_general == 3);
}

BOOST_AUTO_TEST_CASE(baroque_sheet_fits_three_pages) {
    const Template t = layout("sheet");
    PdfWriter w = writer();
    const Document doc = layout_sheet(test::baroque(), t, w, messages());
    BOOST_TEST(doc.pages.size() <= 3u);  // the rulebook's four pages of quick reference
    check_no_overflow(doc, t);
    w.render(doc);
    const fs::path pdf = save(w.bytes(), "sheet.pdf");
    check_pdf(pdf);
    const std::string text = squeeze(run("pdftotext -layout -enc UTF-8 '" + pdf.string() + "' -"));
    for (const auto& table : test::baroque().tables)
        BOOST_TEST(text.find(table.title) != std::string::npos, "the sheet lacks ‘" << table.title << "’");
    BOOST_TEST(text.find("Heavy cannon (Art A) +3 +2 +1 +1") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(issue_15)

RosterInput input(const Roster& r, const Verdict& v) {
    return {r, test::list(r.list), *test::library().system(r.system), v, "00000000"};
}

/// The distinct left and top edges of the cards (their outlines: stroked boxes the size of a card).
std::pair<std::set<double>, std::set<double>> card_edges(const Page& page, double w) {
    std::set<double> xs, ys;
    for (const auto& b : page.boxes)
        if (b.stroke && !b.fill && std::abs(b.w - w) < 0.01) xs.insert(std::round(b.x)), ys.insert(std::round(b.y));
    return {xs, ys};
}

BOOST_AUTO_TEST_CASE(four_cards_a_page_make_a_two_by_two_grid) {
    const Roster r = test::example("swedish-600.muster");
    const Verdict v = test::verdict(r);
    Template t = layout("cards");
    t.per_page = 4;
    PdfWriter w = writer();
    const Document doc = layout_cards(input(r, v), t, w, messages());
    const auto [xs, ys] = card_edges(doc.pages[0], t.card_width);
    BOOST_TEST(xs.size() == 2u);
    BOOST_TEST(ys.size() == 2u);
}

BOOST_AUTO_TEST_CASE(six_cards_on_letter_leave_room_for_cut_marks_on_every_side) {
    const Roster r = test::example("swedish-600.muster");
    const Verdict v = test::verdict(r);
    Template t = layout("cards");
    t.paper = Paper::Letter;
    t.per_page = 6;
    PdfWriter w = writer();
    const Document doc = layout_cards(input(r, v), t, w, messages());
    const auto [xs, ys] = card_edges(doc.pages[0], t.card_width);
    BOOST_TEST(xs.size() == 3u);  // 3 x 2: 2 x 3 would leave no room above and below for marks
    BOOST_TEST(ys.size() == 2u);
    bool top = false;
    for (const auto& l : doc.pages[0].lines) top = top || (l.x1 == l.x2 && l.y2 < *ys.begin());
    BOOST_TEST(top);
}

BOOST_AUTO_TEST_CASE(cut_marks_stay_five_millimetres_from_the_edge_on_letter) {
    const Roster r = test::example("swedish-600.muster");
    const Verdict v = test::verdict(r);
    Template t = layout("cards");
    t.paper = Paper::Letter;
    PdfWriter w = writer();
    const Document doc = layout_cards(input(r, v), t, w, messages());
    BOOST_TEST(!doc.pages[0].lines.empty());
    for (const auto& l : doc.pages[0].lines)
        for (double d : {l.x1, l.x2, l.y1, l.y2, doc.width - l.x1, doc.width - l.x2, doc.height - l.y1, doc.height - l.y2})
            BOOST_TEST(d >= 5 * 72 / 25.4 - 0.01);
}

BOOST_AUTO_TEST_CASE(a_card_that_does_not_fit_goes_on_over_a_second_card_never_under_six_points) {
    Diagnostics d;
    const auto r = xml::load_roster(std::string(MUSTER_SOURCE_DIR) + "/tests/print/fixtures/md-many-options.muster", d);
    BOOST_REQUIRE(r);
    const Verdict v = test::verdict(*r);
    PdfWriter w = writer();
    const Document doc = layout_cards(input(*r, v), layout("cards"), w, messages());
    int continued = 0;
    std::set<double> body_sizes;
    for (const auto& run : doc.pages[0].texts) {
        BOOST_TEST(run.size >= kMinTextSize);
        continued += run.text.find("(cont.)") != std::string::npos;
        if (run.face == Face::Regular && run.text.find("figure") == std::string::npos) body_sizes.insert(run.size);
    }
    BOOST_TEST(continued >= 1);
}

BOOST_AUTO_TEST_CASE(loss_boxes_of_seven_vbu_stay_on_one_line) {
    const Roster r = test::example("german-catholic-600.muster");
    const Verdict v = test::verdict(r);
    const Template t = layout("roster");
    PdfWriter w = writer();
    const Document doc = layout_roster(input(r, v), t, w, messages());
    // The tick boxes are small squares; those of one unit share a top edge.
    std::map<double, int> rows;
    for (const auto& b : doc.pages[0].boxes)
        if (b.w == b.h && b.w < 8 && b.stroke) ++rows[std::round(b.y * 10) / 10];
    int widest = 0;
    for (const auto& [y, n] : rows) widest = std::max(widest, n);
    BOOST_TEST(widest >= 7);  // the Later Tercio foot have VBU 7
}

BOOST_AUTO_TEST_CASE(roster_lists_what_an_option_adds_under_another_name_and_cards_name_labels_and_general) {
    const Roster r = test::example("swedish-600.muster");
    const Verdict v = test::verdict(r);
    PdfWriter w = writer();
    const Document doc = layout_roster(input(r, v), layout("roster"), w, messages());
    w.render(doc);
    const std::string text = squeeze(run("pdftotext -layout -enc UTF-8 '" + save(w.bytes(), "mm2.pdf").string() + "' -"));
    BOOST_TEST(text.find("+ Massed") != std::string::npos);
    BOOST_TEST(text.find("MM2") != std::string::npos, "the Massed Reiters' MM2 is missing");

    const Roster h = test::example("md-hastings-normans.muster");
    const Verdict hv = test::verdict(h);
    PdfWriter w2 = writer();
    const Document cards = layout_cards(input(h, hv), layout("cards"), w2, messages());
    std::string all;
    for (const auto& page : cards.pages)
        for (const auto& run : page.texts) all += run.text + "\n";
    BOOST_TEST(all.find("‘Norman knights’") != std::string::npos);
    BOOST_TEST(all.find("★ with the general") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(numbers_read_alike_in_header_and_totals_and_the_pdf_says_what_it_is) {
    Diagnostics d;
    const auto r = xml::load_roster(std::string(MUSTER_SOURCE_DIR) + "/tests/print/fixtures/ottoman-1000-stress.muster", d);
    BOOST_REQUIRE(r);
    const Verdict v = test::verdict(*r);
    BOOST_REQUIRE(v.summary.total >= 1000);
    PdfWriter w = writer();
    Roster named = *r;
    named.player = "Kara Mustafa";
    const Document doc = layout_roster(input(named, v), layout("roster"), w, messages());
    w.render(doc);
    const fs::path pdf = save(w.bytes(), "numbers.pdf");
    const std::string text = squeeze(run("pdftotext -layout -enc UTF-8 '" + pdf.string() + "' -"));
    const std::string total = messages().number(v.summary.total);
    BOOST_TEST(total.find(',') != std::string::npos);
    BOOST_TEST(text.find(total + " of 1,000 points") != std::string::npos);
    // Over its budget: the total says by how much, in words (docs/printing.md).
    BOOST_TEST(text.find("Total: " + messages().number(v.summary.total - 1000) + " points over the budget of 1,000 " + total) !=
               std::string::npos);
    const std::string info = run("pdfinfo '" + pdf.string() + "'");
    BOOST_TEST(info.find("Author:          Kara Mustafa") != std::string::npos);
    BOOST_TEST(info.find("Subject:         Army roster: Ottoman Turks, Baroque") != std::string::npos);
    BOOST_TEST(info.find("Creator:         Muster") != std::string::npos);
    std::ifstream f(pdf, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    BOOST_TEST(bytes.find("/Lang (en)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(baroque_sheet_has_the_corrected_rows) {
    const Template t = layout("sheet");
    PdfWriter w = writer();
    const Document doc = layout_sheet(test::baroque(), t, w, messages());
    w.render(doc);
    const std::string text = squeeze(run("pdftotext -raw -enc UTF-8 '" + save(w.bytes(), "rows.pdf").string() + "' -"));
    const std::string flat = std::regex_replace(text, std::regex("\\s+"), " ");
    for (const char* s :
         {"evading a charge by foot (§5.6)", "not when the firer is artillery", "or 1 VBU when the number is 6 or more",
          "may pass the initiative", "rolls a 6 on a Cohesion Test", "not an Early Tercio"})
        BOOST_TEST(flat.find(s) != std::string::npos, "the sheet lacks ‘" << s << "’");
    BOOST_TEST(flat.find("not against artillery") == std::string::npos);
    for (const auto& table : test::baroque().tables)
        if (table.id == "discipline") BOOST_TEST(table.rule == "§2.4.1");
    bool cuirass = false;
    for (const auto& c : test::baroque().characteristics)
        if (c.id == "cuirass") cuirass = c.text.find("except Artillery") != std::string::npos;
    BOOST_TEST(cuirass);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(commands)

int muster(const std::string& args) {
    int status = -1;
    run(std::string("'") + MUSTER_BINARY + "' --data-dir '" + kData.string() + "' --lang en " + args, &status);
    return status;
}

BOOST_AUTO_TEST_CASE(print_commands_write_pdfs_and_keep_the_exit_codes) {
    const std::string roster = std::string(MUSTER_SOURCE_DIR) + "/lists/examples/swedish-600.muster";
    const fs::path out = temp_dir() / "cli.pdf";
    BOOST_TEST(muster("roster '" + roster + "' -o '" + out.string() + "' --paper letter") == 0);
    BOOST_TEST(run("pdfinfo '" + out.string() + "'").find("612 x 792 pts") != std::string::npos);
    BOOST_TEST(muster("cards '" + roster + "' -o '" + out.string() + "' --per-page 4") == 0);
    BOOST_TEST(run("pdfinfo '" + out.string() + "'").find("Pages:           3") != std::string::npos);
    BOOST_TEST(muster("sheet baroque -o '" + out.string() + "' --paper a4") == 0);
    BOOST_TEST(muster("sheet '" + std::string(MUSTER_SOURCE_DIR) + "/lists/baroque/system.xml' -o '" + out.string() + "'") == 0);

    BOOST_TEST(muster("roster '" + roster + "'") == 2);                                         // no -o
    BOOST_TEST(muster("roster '" + roster + "' -o x.pdf --paper a3") == 2);                     // bad paper
    BOOST_TEST(muster("cards '" + roster + "' -o x.pdf --per-page 0") == 2);                    // bad count
    BOOST_TEST(muster("cards '" + roster + "' -o '" + out.string() + "' --per-page 12") == 0);  // 12 smaller cards
    BOOST_TEST(muster("cards '" + roster + "' -o '" + out.string() + "' --per-page 20") == 2);  // 20 do not fit
    BOOST_TEST(muster("roster '" + roster + "' -o x.pdf --frobnicate") == 2);                   // unknown option
    BOOST_TEST(muster("roster missing.muster -o '" + out.string() + "'") == 3);                 // unreadable input
    BOOST_TEST(muster("roster '" + roster + "' -o /nonexistent/dir/x.pdf") == 3);               // unwritable output
    BOOST_TEST(
        muster("roster '" + roster + "' -o x.pdf --template '" + std::string(MUSTER_SOURCE_DIR) + "/templates/cards.xml'") == 3);
    BOOST_TEST(muster("sheet no-such-system -o '" + out.string() + "'") == 3);
    BOOST_TEST(!fs::exists("x.pdf"));
}

BOOST_AUTO_TEST_SUITE_END()
