// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop window's document layer, without a display: real data, real files.
#define BOOST_TEST_MODULE gui_document
#include <boost/test/unit_test.hpp>

#include "support.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <fstream>
#include <unistd.h>

#include "core/model/list_match.h"
#include "gui/document.h"
#include "gui/export.h"
#include "gui/recovery.h"
#include "print/pdf_writer.h"
#include "xml/load.h"

#include <csignal>
#include <sys/wait.h>

using namespace muster;
using namespace muster::gui;

namespace {

const xml::Library& library() {
    static const xml::Library lib = [] {
        Diagnostics problems;
        return xml::Library::load(MUSTER_SOURCE_DIR, problems);
    }();
    return lib;
}

const std::filesystem::path kExample = std::filesystem::path(MUSTER_SOURCE_DIR) / "lists/examples/swedish-600.muster";

/// A fresh folder under the system's temporary directory, removed at the end of the test.
struct TempDir {
    std::filesystem::path path = std::filesystem::temp_directory_path() / ("muster-gui-test-" + std::to_string(::getpid()));
    TempDir() { std::filesystem::create_directories(path); }
    ~TempDir() { std::filesystem::remove_all(path); }
};

const Choice& option(const std::vector<Choice>& choices, const std::string& id) {
    for (const auto& c : choices)
        if (c.id == id) return c;
    throw std::runtime_error("no choice " + id);
}

// The core's edits, as the window hands them to Document::apply.
Edit add_unit(int command, const std::string& profile) {
    return {Edit::Op::AddUnit, {}, command, profile};
}
Edit set_option(UnitRef unit, const std::string& id, bool on = true) {
    return {Edit::Op::SetOption, unit, -1, id, 0, on};
}
Edit set_purchase(const std::string& id, int count) {
    return {Edit::Op::SetPurchase, {}, -1, id, count};
}
Edit remove_unit(UnitRef unit) {
    return {Edit::Op::RemoveUnit, unit, -1, {}};
}
Edit set_name(const std::string& name) {
    return {Edit::Op::SetName, {}, -1, name};
}
Edit attach_general(UnitRef unit, bool on) {
    return {Edit::Op::AttachGeneral, unit, -1, "", 0, on};
}

/// Adds a unit of `profile` to `command` (-1: unassigned) and returns its place, the last of the command.
UnitRef added(Document& doc, int command, const std::string& profile) {
    doc.apply({add_unit(command, profile)});
    const Roster& r = doc.roster();
    const auto& units = command < 0 ? r.unassigned : r.commands[static_cast<std::size_t>(command)].units;
    return {command, static_cast<int>(units.size()) - 1};
}

}  // namespace

BOOST_AUTO_TEST_CASE(drags_between_the_army_list_and_the_roster) {
    BOOST_TEST(parse_drag(drag_text("SW-G6a"))->profile == "SW-G6a");
    const auto unit = parse_drag(drag_text(UnitRef{2, 5}));
    BOOST_REQUIRE(unit && unit->unit);
    BOOST_TEST((*unit->unit == UnitRef{2, 5}));
    BOOST_TEST((parse_drag(drag_text(UnitRef{-1, 0}))->unit == UnitRef{-1, 0}));
    for (const char* bad :
         {"", "hello", "profile:", "unit:", "unit:1", "unit:1:", "unit:x:1", "unit:-2:0", "unit:1:-1", "unit:1:2:3"})
        BOOST_TEST(!parse_drag(bad), bad);
}

BOOST_AUTO_TEST_CASE(new_army_starts_with_the_minimum_commands_and_is_not_modified) {
    Document doc(library());
    BOOST_TEST(!doc.create({"no-such-list", 600, "", {}, {}, "2026-11-30"}));
    BOOST_TEST(!doc.has_roster());
    BOOST_REQUIRE(doc.create({"swedish", 600, "", 1632, {}, "2026-11-30"}));
    BOOST_TEST(doc.roster().commands.size() == 3u);
    BOOST_TEST(doc.roster().name == "30YW Swedish");
    BOOST_TEST(!doc.editor().modified());
    BOOST_TEST(!doc.editor().can_undo());
    BOOST_TEST(!doc.verdict().legal());
}

BOOST_AUTO_TEST_CASE(group_counts_follow_edits_and_game_size) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"swedish", 600, "", {}, {}, "2026-11-30"}));
    doc.apply({add_unit(0, "SW-G6a")});
    doc.apply({add_unit(1, "SW-G6b")});
    const auto groups = doc.groups();
    BOOST_REQUIRE(groups.size() == doc.list().groups.size());
    const GroupCount& foot = groups[5];
    BOOST_TEST(foot.group->id == "G6");
    BOOST_TEST(foot.taken == 2);
    BOOST_TEST(foot.min == 2);
    BOOST_TEST(foot.max == 10);
    BOOST_TEST((foot.state == GroupCount::State::Within));
    BOOST_TEST((groups[0].state == GroupCount::State::Short));
    doc.apply({{Edit::Op::SetBudget, {}, -1, "", 1000}});
    BOOST_TEST(doc.groups()[5].max == 20);
    doc.apply({{Edit::Op::SetBudget, {}, -1, "", 300}});
    BOOST_TEST(doc.groups()[0].min == 1);  // halved, rounded up
}

BOOST_AUTO_TEST_CASE(option_limits_costs_and_exclusions_come_from_the_core) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"swedish", 600, "", {}, {}, "2026-11-30"}));
    const UnitRef a = added(doc, 0, "SW-G1a");
    const UnitRef b = added(doc, 0, "SW-G1a");
    auto options = doc.unit_choices(b).options;
    BOOST_TEST(option(options, "SW-O2").points == 7);
    BOOST_TEST(option(options, "SW-O1").points == 13);  // Horse and Muskets: 64 instead of 51
    BOOST_TEST(option(options, "SW-O2").allowed);

    doc.apply({set_option(a, "SW-O2")});
    options = doc.unit_choices(b).options;
    BOOST_TEST(!option(options, "SW-O2").allowed);  // the list allows it on one unit of two
    BOOST_TEST_REQUIRE(!option(options, "SW-O2").causes.empty());
    BOOST_TEST(!option(options, "SW-O2").causes[0].rule.empty());  // the window's tooltip cites it
    BOOST_TEST(option(doc.unit_choices(a).options, "SW-O2").taken);

    // Changing the profile leaves an option the new profile cannot take: still listed, taken and refused.
    doc.apply({set_option(b, "SW-O3"), {Edit::Op::SetProfile, b, -1, "SW-G2a"}});
    options = doc.unit_choices(b).options;
    BOOST_TEST(option(options, "SW-O3").taken);
    BOOST_TEST(!option(options, "SW-O3").allowed);
    BOOST_TEST(option(options, "SW-O4").allowed);
}

BOOST_AUTO_TEST_CASE(alternative_profile_costs_the_difference_within_its_fraction) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"swedish", 600, "", {}, {}, "2026-11-30"}));
    for (int i = 0; i < 4; ++i) doc.apply({add_unit(0, i < 2 ? "SW-G8a" : "SW-G8b")});
    BOOST_TEST(option(doc.unit_choices({0, 0}).options, "SW-O9").points == 5);   // Art B 15 -> 20
    BOOST_TEST(option(doc.unit_choices({0, 3}).options, "SW-O9").points == 10);  // Art C 10 -> 20
    doc.apply({set_option({0, 0}, "SW-O9")});
    doc.apply({set_option({0, 1}, "SW-O9")});
    BOOST_TEST(!option(doc.unit_choices({0, 2}).options, "SW-O9").allowed);  // half of all 4 guns
    BOOST_TEST(option(doc.unit_choices({0, 1}).options, "SW-O9").taken);     // taken ones stay switchable
    // Unticking it is the core's edit, and gives the 5 points back.
    const Choice taken = option(doc.unit_choices({0, 1}).options, "SW-O9");
    BOOST_TEST(taken.points == -5);
    BOOST_TEST((taken.edits == Edits{{Edit::Op::SetOption, {0, 1}, -1, "SW-O9", 0, false}}));
}

// Issue 12: the window offered a Medieval unit "Small unit" beside Large ones, and the checker refused it.
BOOST_AUTO_TEST_CASE(a_medieval_unit_is_not_offered_the_other_size) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"md-open", 0, "", 1346, {}, "2026-11-30"}));
    Edits four;
    for (int i = 0; i < 3; ++i) four.insert(four.end(), {add_unit(0, "MD-VET"), set_option({0, i}, "MD-large")});
    four.push_back(add_unit(0, "MD-VET"));
    doc.apply(four);
    const auto options = doc.unit_choices({0, 3}).options;
    const Choice& small = option(options, "MD-small");
    BOOST_TEST(!small.allowed);
    BOOST_TEST(option(options, "MD-large").allowed);
    // What the window refuses is what the checker reports.
    doc.apply(small.edits, "add_option");
    BOOST_TEST(!doc.verdict().legal());
    bool named = false;
    for (const auto& d : doc.verdict().diagnostics)
        for (const auto& c : small.causes) named |= d.code == c.code;
    BOOST_TEST(named);
}

// Issue 12: one entry point changes the roster; the views hear of every change and of nothing else.
BOOST_AUTO_TEST_CASE(commits_notify_merge_and_skip_what_changes_nothing) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"swedish", 600, "", {}, {}, "2026-11-30"}));
    int told = 0;
    doc.on_change([&] { ++told; });
    doc.apply({set_name(doc.roster().name)});
    BOOST_TEST(told == 0);  // the same name: no step, not modified, nothing to redraw
    BOOST_TEST(!doc.modified());
    BOOST_TEST(!doc.editor().can_undo());
    // Ten clicks of one spin box are one undo step.
    for (int n = 1; n <= 10; ++n) doc.apply({set_purchase("exploration_dice", n)}, {}, "purchase:exploration_dice");
    BOOST_TEST(told == 10);
    BOOST_TEST(doc.roster().purchase("exploration_dice") == 10);
    BOOST_TEST(doc.verdict().summary.total > 0);  // checked again after each
    BOOST_TEST(doc.undo());
    BOOST_TEST(told == 11);
    BOOST_TEST(doc.roster().purchase("exploration_dice") == 0);
    BOOST_TEST(!doc.editor().can_undo());
    BOOST_TEST(!doc.modified());
    // What an edit throws leaves the roster as it was.
    BOOST_CHECK_THROW(doc.apply({remove_unit({0, 7})}), std::out_of_range);
    BOOST_TEST(told == 11);
}

BOOST_AUTO_TEST_CASE(open_save_reopen_and_refuse_newer_files) {
    TempDir tmp;
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(kExample, problems));
    BOOST_TEST(doc.verdict().legal());
    BOOST_TEST(doc.verdict().summary.total == 600);
    doc.apply({remove_unit({2, 2})});  // the only artillery: the list needs one
    BOOST_TEST(doc.editor().modified());
    BOOST_TEST(!doc.verdict().legal());

    const auto out = tmp.path / "edited.muster";
    doc.save(out);
    BOOST_TEST(!doc.editor().modified());
    BOOST_TEST(doc.path() == out);
    Document again(library());
    BOOST_REQUIRE(again.open(out, problems));
    BOOST_TEST((again.roster() == doc.roster()));
    BOOST_TEST(again.verdict().summary.total == doc.verdict().summary.total);

    const auto newer = tmp.path / "newer.muster";
    std::ofstream(newer)
        << "<?xml version=\"1.0\"?>\n<roster xmlns=\"urn:muster:roster:1\" format=\"9\" system=\"baroque\" list=\"swedish\" budget=\"600\"/>\n";
    BOOST_CHECK_THROW(doc.save(newer), std::runtime_error);
    bool refused = false;
    try {
        doc.save(newer);
    } catch (const Failure& e) {
        // The window names it in the user's language.
        refused = true;
        BOOST_TEST(e.diagnostic().is("file_from_newer_version"));
        const Arg* format = e.diagnostic().find_arg("format");
        BOOST_TEST((format && *format == Arg(std::int64_t{9})));
    }
    BOOST_TEST(refused);
    BOOST_TEST(doc.path() == out);
}

// Issue 17: the window never replaces a change another program made to its file since it was opened.
BOOST_AUTO_TEST_CASE(a_file_changed_on_disk_is_not_overwritten) {
    TempDir tmp;
    const auto file = tmp.path / "army.muster";
    std::filesystem::copy_file(kExample, file);
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(file, problems));
    doc.apply({set_name("Mine")});
    std::ofstream(file, std::ios::app) << "<!-- changed by another program -->\n";
    std::ifstream in(file);
    const std::string theirs((std::istreambuf_iterator<char>(in)), {});
    try {
        doc.save(file);
        BOOST_FAIL("the save replaced another program's change");
    } catch (const Failure& f) { BOOST_TEST(f.diagnostic().code == "file_changed_on_disk"); }
    std::ifstream again(file);
    BOOST_TEST(std::string((std::istreambuf_iterator<char>(again)), {}) == theirs);
    doc.save(tmp.path / "elsewhere.muster");  // saving elsewhere still works
    doc.apply({set_name("Mine again")});
    doc.save(tmp.path / "elsewhere.muster");                                            // and again over what it saved itself
    BOOST_TEST(std::distance(std::filesystem::directory_iterator(tmp.path), {}) == 2);  // no temporary left
}

BOOST_AUTO_TEST_CASE(unreadable_files_give_reasons) {
    TempDir tmp;
    Document doc(library());
    Diagnostics problems;
    BOOST_TEST(!doc.open(tmp.path / "missing.muster", problems));
    BOOST_TEST(!problems.empty());
    const auto broken = tmp.path / "broken.muster";
    std::ofstream(broken) << "<roster";
    problems.clear();
    BOOST_TEST(!doc.open(broken, problems));
    BOOST_TEST(!problems.empty());
    const auto unknown = tmp.path / "unknown.muster";
    std::ofstream(unknown)
        << "<?xml version=\"1.0\"?>\n<roster xmlns=\"urn:muster:roster:1\" format=\"1\" system=\"baroque\" list=\"atlantis\" budget=\"600\"/>\n";
    problems.clear();
    BOOST_TEST(!doc.open(unknown, problems));
    BOOST_REQUIRE(!problems.empty());
    BOOST_TEST(problems.back().code == "unknown_list");
    BOOST_TEST(!doc.has_roster());
}

BOOST_AUTO_TEST_CASE(exports_the_roster_cards_and_sheet_as_pdf) {
    TempDir tmp;
    Document doc(library());
    const i18n::Messages messages(std::filesystem::path(MUSTER_DATA_DIR) / "i18n", "en");
    BOOST_CHECK_THROW(export_pdf(doc, Printout::Roster, MUSTER_DATA_DIR, messages, tmp.path / "none.pdf"), std::runtime_error);
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(kExample, problems));
    for (auto what : {Printout::Roster, Printout::Cards, Printout::Sheet}) {
        const auto out = tmp.path / ("out" + std::to_string(static_cast<int>(what)) + ".pdf");
        BOOST_TEST(export_pdf(doc, what, MUSTER_DATA_DIR, messages, out) >= 1);
        std::ifstream in(out, std::ios::binary);
        std::string head(5, '\0');
        in.read(head.data(), 5);
        BOOST_TEST(head == "%PDF-");
    }
    BOOST_CHECK_THROW(export_pdf(doc, Printout::Roster, tmp.path / "no-data", messages, tmp.path / "x.pdf"), std::runtime_error);
}

BOOST_AUTO_TEST_CASE(the_reference_sheet_needs_only_a_game_system) {
    // No army is open: the sheet of each system is still written, the same pages as with an army of it.
    TempDir tmp;
    const i18n::Messages messages(std::filesystem::path(MUSTER_DATA_DIR) / "i18n", "en");
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(kExample, problems));
    const print::Document with_army = layout_printout(doc, Printout::Sheet, MUSTER_DATA_DIR, messages);
    const print::Document alone = layout_sheet(doc.system(), MUSTER_DATA_DIR, messages);
    BOOST_TEST(alone.pages.size() == with_army.pages.size());
    BOOST_TEST(alone.title == with_army.title);
    for (const GameSystem& system : library().systems()) {
        const auto out = tmp.path / (system.id + "-sheet.pdf");
        BOOST_TEST(export_sheet_pdf(system, MUSTER_DATA_DIR, messages, out) >= 1, system.id);
        std::ifstream in(out, std::ios::binary);
        std::string head(5, '\0');
        in.read(head.data(), 5);
        BOOST_TEST(head == "%PDF-", system.id);
    }
    BOOST_CHECK_THROW(export_sheet_pdf(doc.system(), tmp.path / "no-data", messages, tmp.path / "x.pdf"), std::runtime_error);
}

BOOST_AUTO_TEST_CASE(exports_a_name_in_a_script_dejavu_lacks_in_the_fallback_font) {
    // As `muster roster` does: Japanese letters are set in Droid Sans Fallback, embedded, and read back.
    BOOST_TEST_REQUIRE(!print::find_fallback_font(MUSTER_DATA_DIR).empty(),
                       "install fonts-droid-fallback (installer/install-deps.sh)");
    TempDir tmp;
    std::ifstream in(kExample, std::ios::binary);
    std::string xml{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    xml.replace(xml.find("Lützen 1632"), std::string("Lützen 1632").size(), "武田の騎馬軍団 Takeda");
    const auto file = tmp.path / "takeda.muster";
    std::ofstream(file, std::ios::binary) << xml;
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(file, problems));
    const i18n::Messages messages(std::filesystem::path(MUSTER_DATA_DIR) / "i18n", "en");
    const auto out = tmp.path / "takeda.pdf";
    BOOST_TEST(export_pdf(doc, Printout::Roster, MUSTER_DATA_DIR, messages, out) >= 1);
    auto run = [](const std::string& command) {
        std::string text;
        if (FILE* p = ::popen(command.c_str(), "r")) {
            char buf[4096];
            for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) text.append(buf, n);
            ::pclose(p);
        }
        return text;
    };
    const std::string fonts = run("pdffonts '" + out.string() + "' 2>/dev/null");
    BOOST_TEST(fonts.find("DroidSansFallback") != std::string::npos, fonts);
    BOOST_TEST(run("pdftotext -enc UTF-8 '" + out.string() + "' - 2>/dev/null").find("武田の騎馬軍団") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(autosave_and_recovery) {
    TempDir tmp;
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(kExample, problems));
    doc.apply({set_purchase("exploration_dice", 4)});
    const auto recovery = tmp.path / "recovery.muster";
    doc.autosave(recovery);
    BOOST_TEST(doc.modified());  // an autosave is not a save
    BOOST_TEST(doc.path() == kExample);

    Document found(library());
    BOOST_REQUIRE(found.recover(recovery, problems));
    BOOST_TEST((found.roster() == doc.roster()));
    BOOST_TEST(found.path().empty());
    BOOST_TEST(found.modified());
    BOOST_TEST(!found.editor().can_undo());
    found.save(tmp.path / "recovered.muster");
    BOOST_TEST(!found.modified());
    BOOST_TEST(!found.recover(tmp.path / "gone.muster", problems));
}

BOOST_AUTO_TEST_CASE(a_roster_read_from_a_typed_list_opens_as_a_new_army_not_saved_yet) {
    Diagnostics problems;
    auto roster = xml::load_roster(kExample, problems);
    BOOST_REQUIRE(roster);
    Document opened(library());
    BOOST_REQUIRE(opened.open(kExample, problems));
    Document doc(library());
    BOOST_REQUIRE(doc.adopt(*roster, "pasted", problems));
    BOOST_TEST(doc.path().empty());
    BOOST_TEST(doc.modified());  // closing asks, the recovery file keeps it
    BOOST_TEST(doc.roster().file.empty());
    BOOST_TEST(doc.list().id == "swedish");
    BOOST_TEST(doc.verdict().summary.total == opened.verdict().summary.total);
    BOOST_TEST(!doc.editor().can_undo());  // the army as read, not an edit
    // A roster of a list that is not installed opens nothing, and says why.
    roster->list = "no-such-list";
    Diagnostics refused;
    Document none(library());
    BOOST_TEST(!none.adopt(*roster, "pasted", refused));
    BOOST_TEST(!refused.empty());
    BOOST_TEST(!none.has_roster());
}

BOOST_AUTO_TEST_CASE(a_recovered_army_keeps_its_file) {
    TempDir tmp;
    const auto file = tmp.path / "lutzen.muster";
    std::filesystem::copy_file(kExample, file);
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(file, problems));
    doc.apply({set_purchase("exploration_dice", 4)});
    doc.autosave(tmp.path / "army.muster");

    Document found(library());
    BOOST_REQUIRE(found.recover(tmp.path / "army.muster", problems, file));
    BOOST_TEST(found.path() == file);  // Save goes back to the army's own file, no new name asked
    BOOST_TEST(found.modified());
    BOOST_TEST(found.roster().file == file.string());
    found.save(found.path());
    BOOST_TEST(!found.modified());
    Document reread(library());
    BOOST_REQUIRE(reread.open(file, problems));
    BOOST_TEST(reread.roster().purchases.at("exploration_dice") == 4);
}

BOOST_AUTO_TEST_CASE(a_truncated_file_is_said_to_be_cut_short_at_its_line) {
    TempDir tmp;
    std::ifstream in(kExample);
    std::string text((std::istreambuf_iterator<char>(in)), {});
    // Cut in the middle of the second command, as an interrupted copy leaves it.
    text.resize(text.find("<unit profile=\"SW-G6a\" />"));
    const auto file = tmp.path / "cut.muster";
    std::ofstream(file) << text;
    Document doc(library());
    Diagnostics problems;
    BOOST_TEST(!doc.open(file, problems));
    BOOST_REQUIRE(problems.size() == 1u);
    const i18n::Messages messages(std::filesystem::path(MUSTER_DATA_DIR) / "i18n", "en");
    const std::string said = messages.text(problems[0]);
    BOOST_TEST(said.find("cut short") != std::string::npos, said);
    BOOST_TEST(said.find("not well-formed") == std::string::npos, said);
    // At the last line that holds anything (the blanks after it are not the file's last words).
    const auto text_end = text.begin() + static_cast<std::ptrdiff_t>(text.find_last_not_of(" \t\r\n") + 1);
    BOOST_TEST(problems[0].where.line == static_cast<int>(std::count(text.begin(), text_end, '\n')) + 1);
    // Cut anywhere after the roster begins (in a closing tag "</comm", an attribute, a name), it is said
    // to be cut short, at its last line: never "Start-end tags mismatch" (issue 25 met it at "</com").
    std::ifstream whole_in(kExample);
    const std::string whole((std::istreambuf_iterator<char>(whole_in)), {});
    int cuts = 0, said_cut = 0;
    for (std::size_t at = whole.find("<roster") + 1; at < whole.rfind("</roster>"); ++at) {
        if ((static_cast<unsigned char>(whole[at]) & 0xC0) == 0x80) continue;  // not inside a character
        const std::string part = whole.substr(0, at);
        std::ofstream(file, std::ios::trunc) << part;
        problems.clear();
        ++cuts;
        if (doc.open(file, problems) || problems.size() != 1u) continue;
        const std::size_t end = part.find_last_not_of(" \t\r\n");
        const int last_line =
            static_cast<int>(std::count(part.begin(), part.begin() + static_cast<std::ptrdiff_t>(end + 1), '\n')) + 1;
        if (messages.text(problems[0]).find("cut short") != std::string::npos && problems[0].where.line == last_line) ++said_cut;
        else BOOST_TEST_MESSAGE("cut at " << at << ": " << messages.text(problems[0]) << " at line " << problems[0].where.line);
    }
    BOOST_TEST(said_cut == cuts);
    // A mistake in the middle of a file is still a mistake, not a cut.
    std::ofstream(file) << "<roster>\n<command>\n</roster>\n";
    problems.clear();
    BOOST_TEST(!doc.open(file, problems));
    BOOST_REQUIRE(problems.size() == 1u);
    BOOST_TEST(messages.text(problems[0]).find("Start-end tags mismatch") != std::string::npos, messages.text(problems[0]));
}

BOOST_AUTO_TEST_CASE(a_roster_of_another_list_says_which_list_it_looks_like) {
    // The German Catholic example saved under the Swedish list: its units are unknown to the Swedish list.
    TempDir tmp;
    std::ifstream in(std::filesystem::path(MUSTER_SOURCE_DIR) / "lists/examples/german-catholic-600.muster");
    std::string text((std::istreambuf_iterator<char>(in)), {});
    text.replace(text.find("list=\"german-catholic\""), 22, "list=\"swedish\"");
    const auto file = tmp.path / "wrong-list.muster";
    std::ofstream(file) << text;
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(file, problems));  // opened all the same: the player sees what is there
    BOOST_REQUIRE(problems.size() == 1u);
    BOOST_TEST(problems[0].code == "units_of_other_list");
    const i18n::Messages messages(std::filesystem::path(MUSTER_DATA_DIR) / "i18n", "en");
    const std::string said = messages.text(problems[0]) + " " + messages.hint(problems[0]);
    BOOST_TEST(said.find("30YW German Catholic") != std::string::npos, said);
    BOOST_TEST(said.find("german-catholic") != std::string::npos, said);
    // The query itself: none for a roster its list has, none when no list has every unit.
    const Roster& r = doc.roster();
    const ArmyList* other = list_of_units(r, doc.list(), library().lists());
    BOOST_REQUIRE(other);
    BOOST_TEST(other->id == "german-catholic");
    BOOST_TEST(!list_of_units(r, *other, library().lists()));
    Roster mixed = r;
    mixed.commands[0].units.push_back({"SW-G1a", {}, {}, 0, false, {}, {}});
    BOOST_TEST(!list_of_units(mixed, doc.list(), library().lists()));
    BOOST_TEST(!list_of_units(Roster{}, doc.list(), library().lists()));
    // The right list's roster opens with nothing to say.
    problems.clear();
    BOOST_REQUIRE(doc.open(kExample, problems));
    BOOST_TEST(problems.empty());
}

BOOST_AUTO_TEST_CASE(saving_keeps_the_files_comments) {
    TempDir tmp;
    const auto file = tmp.path / "commented.muster";
    std::ofstream(file) << R"(<?xml version="1.0" encoding="UTF-8"?>
<!-- Lützen, hand-checked: 600 points -->
<roster xmlns="urn:muster:roster:1" format="1" system="baroque" list="swedish" budget="600">
  <name>Lützen</name>
  <command>
    <general quality="expert" c-in-c="true" />
    <!-- the Finns stay on the left -->
    <unit profile="SW-G2a" />
    <unit profile="SW-G1a" />
    <!-- last of the first command -->
  </command>
  <command>
    <general quality="reliable" />
    <!-- gone with its unit -->
    <unit profile="SW-G6a" />
  </command>
</roster>
)";
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(file, problems));
    doc.apply({remove_unit({1, 0})});
    doc.save(file);
    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    BOOST_TEST_INFO(text);
    const auto at = [&](const char* what) { return text.find(what); };
    BOOST_TEST(at("<!-- Lützen, hand-checked: 600 points -->") < at("<roster"));
    BOOST_TEST(at("<!-- the Finns stay on the left -->") < at("<unit profile=\"SW-G2a\""));
    BOOST_TEST(at("<unit profile=\"SW-G1a\"") < at("<!-- last of the first command -->"));
    BOOST_TEST(at("<!-- last of the first command -->") < at("</command>"));
    // The comment of a removed unit stays in its command rather than being lost.
    BOOST_TEST(at("<!-- gone with its unit -->") != std::string::npos);
    BOOST_TEST(at("SW-G6a") == std::string::npos);
    Document reread(library());
    BOOST_REQUIRE(reread.open(file, problems));
    BOOST_TEST((reread.roster() == doc.roster()));
}

namespace {

/// Writes an unsaved army into a recovery slot, as a window does a moment after an edit.
void write_army(RecoverySlot& slot, const std::string& name, const std::filesystem::path& origin = {}) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"swedish", 600, name, {}, {}, "2026-12-02"}));
    slot.set_origin(origin);
    doc.autosave(slot.file());
}

std::vector<std::string> offered_names(const std::vector<std::unique_ptr<RecoverySlot>>& slots) {
    std::vector<std::string> names;
    for (const auto& s : slots) {
        Document doc(library());
        Diagnostics problems;
        BOOST_REQUIRE(doc.recover(s->file(), problems, s->origin()));
        names.push_back(doc.roster().name);
    }
    return names;
}

}  // namespace

BOOST_AUTO_TEST_CASE(each_open_army_has_its_own_recovery_file) {
    TempDir tmp;
    const auto folder = tmp.path / "recovery";
    auto first = RecoverySlot::claim_new(folder);
    auto second = RecoverySlot::claim_new(folder);
    BOOST_TEST(first->file() != second->file());
    write_army(*first, "Lützen");
    write_army(*second, "Breitenfeld", "/home/asa/breitenfeld.muster");
    // Both windows live: neither army is offered, so neither can be deleted by another window.
    BOOST_TEST(RecoverySlot::claim_orphans(folder).empty());
    // The first window's army saved: its recovery file goes, its slot stays held.
    first->clear();
    BOOST_TEST(!std::filesystem::exists(first->file()));
    BOOST_TEST(RecoverySlot::claim_orphans(folder).empty());
    // A deliberate close removes both files.
    const auto gone = second->file();
    second->remove();
    BOOST_TEST(!std::filesystem::exists(gone));
    BOOST_TEST(!std::filesystem::exists(std::filesystem::path(gone).replace_extension(".lock")));
}

BOOST_AUTO_TEST_CASE(every_army_of_a_crash_is_offered_once) {
    TempDir tmp;
    const auto folder = tmp.path / "recovery";
    // Two windows killed (kill -9): processes that hold their slots and die without cleaning up.
    for (const char* name : {"Lützen", "Breitenfeld"}) {
        const pid_t child = ::fork();
        BOOST_REQUIRE(child >= 0);
        if (child == 0) {
            auto slot = RecoverySlot::claim_new(folder);
            write_army(*slot, name, std::string("/home/asa/") + name + ".muster");
            ::kill(::getpid(), SIGKILL);
        }
        int status = 0;
        ::waitpid(child, &status, 0);
        BOOST_REQUIRE(WIFSIGNALED(status));
    }
    // A live window beside them is not offered.
    auto live = RecoverySlot::claim_new(folder);
    write_army(*live, "Nördlingen");

    auto offered = RecoverySlot::claim_orphans(folder);
    BOOST_TEST((offered_names(offered) == std::vector<std::string>{"Lützen", "Breitenfeld"}));
    BOOST_REQUIRE(offered.size() == 2);
    BOOST_TEST(offered[0]->origin() == "/home/asa/Lützen.muster");
    // A window starting meanwhile finds them held by the one asking.
    BOOST_TEST(RecoverySlot::claim_orphans(folder).empty());
    // Declined: deleted, never offered again. Recovered and still open: held by its new window.
    offered[0]->remove();
    auto kept = std::move(offered[1]);
    offered.clear();
    BOOST_TEST(RecoverySlot::claim_orphans(folder).empty());
    kept.reset();  // that window crashes too
    BOOST_TEST((offered_names(RecoverySlot::claim_orphans(folder)) == std::vector<std::string>{"Breitenfeld"}));
}

BOOST_AUTO_TEST_CASE(army_without_points_has_no_budget_and_attaches_its_general) {
    Document doc(library());
    // The dialog passes 0 for a system without points; a stray budget is not kept either.
    BOOST_REQUIRE(doc.create({"bi-demo-romans", 600, "", {}, {}, "2026-11-30"}));
    BOOST_TEST(!doc.counts_points());
    BOOST_TEST(doc.roster().budget == 0);
    BOOST_REQUIRE(doc.roster().commands.size() >= 1u);
    const UnitRef legion = added(doc, 0, "BI-legionaries");
    const UnitRef auxilia = added(doc, 0, "BI-auxilia");
    const UnitRef loose = added(doc, -1, "BI-slingers");
    doc.apply({{Edit::Op::SetGeneral, {}, 0, "general"}});
    BOOST_TEST(doc.can_attach_general(legion));
    BOOST_TEST(!doc.can_attach_general(loose));  // not in a command: no general to join
    BOOST_TEST(!doc.attached_unit(0));
    auto has = [&](const char* code) {
        return std::any_of(doc.verdict().diagnostics.begin(), doc.verdict().diagnostics.end(),
                           [&](const Diagnostic& d) { return d.code == code; });
    };
    BOOST_TEST(has("general_not_attached"));  // Basic Impetus: he must join a unit

    doc.apply({attach_general(legion, true)});
    BOOST_TEST((doc.attached_unit(0) == legion.index));
    BOOST_TEST(!has("general_not_attached"));
    BOOST_TEST(doc.editor().undo_name() == "attach_general");

    // Attaching him to another unit moves him: never two units with the general.
    doc.apply({attach_general(auxilia, true)});
    BOOST_TEST((doc.attached_unit(0) == auxilia.index));
    BOOST_TEST(!doc.roster().commands[0].units[static_cast<std::size_t>(legion.index)].general);
    BOOST_TEST(!has("general_attached_twice"));

    doc.apply({attach_general(auxilia, false)});
    BOOST_TEST(!doc.attached_unit(0));
    BOOST_TEST(doc.undo());
    BOOST_TEST((doc.attached_unit(0) == auxilia.index));
}

BOOST_AUTO_TEST_CASE(points_systems_do_not_offer_to_attach_generals) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"swedish", 600, "", {}, {}, "2026-11-30"}));
    BOOST_TEST(doc.counts_points());
    BOOST_TEST(doc.roster().budget == 600);
    const UnitRef foot = added(doc, 0, "SW-G6a");
    BOOST_TEST(!doc.can_attach_general(foot));
}

BOOST_AUTO_TEST_CASE(figures_of_units_where_the_system_counts_them) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"md-open", 0, "", 1346, {}, "2026-11-30"}));
    BOOST_TEST(doc.records_figures());
    BOOST_REQUIRE(doc.roster().commands.size() >= 1u);
    auto diagnostic = [&](const char* code) -> const Diagnostic* {
        for (const auto& d : doc.verdict().diagnostics)
            if (d.code == code) return &d;
        return nullptr;
    };
    auto integer = [](const Diagnostic* d, const char* name) {
        const Arg* a = d ? d->find_arg(name) : nullptr;
        return a && std::holds_alternative<std::int64_t>(*a) ? std::get<std::int64_t>(*a) : std::int64_t{-1};
    };

    // Archers: no rule on their figures until their size is chosen.
    const UnitRef archers = added(doc, 0, "MD-VET");
    doc.apply({set_option(archers, "MD-long-bow")});
    BOOST_TEST(doc.figures_rules(archers).empty());
    BOOST_TEST(!diagnostic("unit_figures_missing"));
    doc.apply({set_option(archers, "MD-large")});
    auto rules = doc.figures_rules(archers);
    BOOST_REQUIRE(rules.size() == 1u);
    BOOST_TEST(rules[0]->figures_low() == 12);
    BOOST_TEST(rules[0]->figures_high() == 12);
    BOOST_TEST((rules[0]->allowed_figures() == std::vector<int>{12}));
    BOOST_TEST(!rules[0]->name.empty());
    // The finding says what to enter: the window's hint takes the same numbers.
    BOOST_TEST(integer(diagnostic("unit_figures_missing"), "min") == 12);
    BOOST_TEST(integer(diagnostic("unit_figures_missing"), "max") == 12);

    doc.apply({{Edit::Op::SetFigures, archers, -1, "", 12}});
    BOOST_TEST(!diagnostic("unit_figures_missing"));
    BOOST_TEST(doc.editor().undo_name() == "set_figures");
    doc.apply({{Edit::Op::SetFigures, archers, -1, "", 11}});
    BOOST_TEST(integer(diagnostic("unit_figures_wrong"), "count") == 11);
    BOOST_TEST(doc.undo());
    BOOST_TEST((doc.roster().commands[0].units[0].figures == std::optional<int>(12)));
    BOOST_TEST(!diagnostic("unit_figures_wrong"));
    doc.apply({{Edit::Op::SetFigures, archers, -1, "", 0, false}});  // an empty box: not recorded
    BOOST_TEST(!doc.roster().commands[0].units[0].figures);
    BOOST_TEST(diagnostic("unit_figures_missing"));

    // Foot skirmishers: 2 to 12 in pairs.
    const UnitRef javelins = added(doc, 0, "MD-PEA");
    doc.apply({set_option(javelins, "MD-large"), set_option(javelins, "MD-javelin"), set_option(javelins, "MD-skirmishers")});
    rules = doc.figures_rules(javelins);
    BOOST_REQUIRE(rules.size() == 1u);
    BOOST_TEST((rules[0]->allowed_figures() == std::vector<int>{2, 4, 6, 8, 10, 12}));
    BOOST_TEST(rules[0]->allows_figures(8));
    BOOST_TEST(!rules[0]->allows_figures(7));
    BOOST_TEST(!rules[0]->allows_figures(14));

    // Baroque counts no figures: the window shows no box.
    Document baroque(library());
    BOOST_REQUIRE(baroque.create({"swedish", 600, "", {}, {}, "2026-11-30"}));
    BOOST_TEST(!baroque.records_figures());
    const UnitRef foot = added(baroque, 0, "SW-G6a");
    BOOST_TEST(baroque.figures_rules(foot).empty());
}

BOOST_AUTO_TEST_CASE(an_army_dated_before_christ_keeps_its_year) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"bi-demo-romans", 0, "", -50, {}, "2026-11-30"}));
    BOOST_TEST((doc.roster().year == std::optional<int>(-50)));
    BOOST_TEST(!std::any_of(doc.verdict().diagnostics.begin(), doc.verdict().diagnostics.end(), [](const Diagnostic& d) {
        return d.code == "profile_out_of_period" || d.code == "year_outside_list";
    }));
}

// Issue 13/16: a new army made legal by its findings' first fixes alone, one step each (what the
// window's Fix does); the keyboard-only build in the self-test relies on this.
BOOST_AUTO_TEST_CASE(first_fixes_alone_make_a_new_army_legal) {
    Document doc(library());
    BOOST_REQUIRE(doc.create({"swedish", 600, "", {}, {}, "2026-11-30"}));
    int steps = 0;
    while (!doc.verdict().legal() && steps < 30) {
        const Diagnostic* first = nullptr;
        for (const auto& d : doc.verdict().diagnostics)
            if (d.severity == Severity::Error && !d.fixes.empty() && !first) first = &d;
        BOOST_REQUIRE(first);
        BOOST_TEST_MESSAGE(first->code << " -> " << first->fixes.front().label);
        const Edits edits = first->fixes.front().edits;
        doc.apply(edits, "fix");
        ++steps;
    }
    BOOST_TEST_MESSAGE("legal after " << steps << " fixes, " << doc.verdict().summary.total << " points");
    BOOST_TEST(doc.verdict().legal());
}

// The window judges through the core's one door: under an event it plays the game at the event's budget
// and says when the army was built for another size, the verdict `muster check --event` gives.
BOOST_AUTO_TEST_CASE(an_event_is_judged_as_the_command_line_judges_it) {
    Diagnostics problems;
    const auto event = xml::load_event(std::filesystem::path(MUSTER_SOURCE_DIR) / "lists/events/winter-muster-350.xml", problems);
    BOOST_REQUIRE(event && problems.empty());
    Document doc(library());
    BOOST_REQUIRE(doc.open(kExample, problems));
    int told = 0;
    doc.on_change([&] { ++told; });
    const Verdict alone = doc.verdict();
    BOOST_TEST(alone.budget == 600);
    doc.set_event(*event);
    BOOST_TEST(told == 1);
    const Verdict judged =
        Ruleset{doc.list(), doc.system(), &*event}.judge(doc.roster(), {.budget = std::nullopt, .fixes = true});
    BOOST_TEST(doc.verdict().budget == 350);
    BOOST_TEST(doc.verdict().summary.total == judged.summary.total);
    BOOST_TEST_REQUIRE(doc.verdict().diagnostics.size() == judged.diagnostics.size());
    for (std::size_t i = 0; i < judged.diagnostics.size(); ++i) {
        BOOST_TEST(doc.verdict().diagnostics[i].code == judged.diagnostics[i].code);
        BOOST_TEST(doc.verdict().diagnostics[i].fixes.size() == judged.diagnostics[i].fixes.size());
    }
    const auto& ds = doc.verdict().diagnostics;
    BOOST_TEST(std::any_of(ds.begin(), ds.end(), [](const Diagnostic& d) { return d.code == "event_budget"; }));
    BOOST_TEST(std::any_of(ds.begin(), ds.end(), [](const Diagnostic& d) { return d.code == "points_over_budget"; }));
    BOOST_TEST(doc.roster().budget == 600);  // the army itself is not changed by judging it
    doc.set_event(std::nullopt);
    BOOST_TEST(doc.verdict().budget == 600);
    BOOST_TEST(doc.verdict().diagnostics.size() == alone.diagnostics.size());
}

// The window prints on the paper the command line prints on: from LC_PAPER, else the environment's
// locale, whatever language the window speaks (Italian names no country; en_US means Letter).
BOOST_AUTO_TEST_CASE(the_window_prints_on_the_environments_paper_not_its_languages) {
    const char* old_all = std::getenv("LC_ALL");
    const std::string saved_all = old_all ? old_all : "";
    const char* old_paper = std::getenv("LC_PAPER");
    const std::string saved_paper = old_paper ? old_paper : "";
    ::setenv("LC_ALL", "en_US.UTF-8", 1);
    ::unsetenv("LC_PAPER");
    Document doc(library());
    Diagnostics problems;
    BOOST_REQUIRE(doc.open(kExample, problems));
    const i18n::Messages italian(std::filesystem::path(MUSTER_DATA_DIR) / "i18n", "it");
    const print::Document letter = layout_printout(doc, Printout::Roster, MUSTER_DATA_DIR, italian);
    ::setenv("LC_PAPER", "it_IT.UTF-8", 1);
    const print::Document a4 = layout_printout(doc, Printout::Roster, MUSTER_DATA_DIR, italian);
    if (old_all) ::setenv("LC_ALL", saved_all.c_str(), 1);
    else ::unsetenv("LC_ALL");
    if (old_paper) ::setenv("LC_PAPER", saved_paper.c_str(), 1);
    else ::unsetenv("LC_PAPER");
    BOOST_TEST(letter.width == 612.0);
    BOOST_TEST(a4.width == print::paper_size(print::Paper::A4).first);
}
