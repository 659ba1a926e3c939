// SPDX-License-Identifier: GPL-3.0-or-later
#include "self_test.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/fileconf.h>
#include <wx/combobox.h>
#include <wx/dataview.h>
#include <wx/dialog.h>
#include <wx/display.h>
#include <wx/image.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/notebook.h>
#include <wx/scrolwin.h>
#include <wx/spinctrl.h>
#include <wx/splitter.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/timer.h>
#include <wx/tooltip.h>
#include <wx/treelist.h>
#include <wx/uiaction.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <utility>
#include <vector>

#include "gui/colours.h"
#include "gui/findings_pane.h"
#include "gui/main_frame.h"
#include "gui/new_army_dialog.h"
#include "gui/printout.h"
#include "gui/recovery_dialog.h"
#include "gui/wx_language.h"
#include "screen_grab.h"
#include "scripted_prompter.h"
#include "text/export.h"
#include "x11_popups.h"
#include "x11_wheel.h"
#include "xml/load.h"

namespace muster::gui {
namespace {

class Script {
public:
    Script(MainFrame& frame, ScriptedPrompter& prompter, std::filesystem::path out)
        : m_frame(frame), m_prompter(prompter), m_out(std::move(out)) {}

    void check(bool ok, const std::string& what) {
        (ok ? std::cout : std::cerr) << (ok ? "ok: " : "FAILED: ") << what << '\n';
        if (!ok) ++m_failures;
    }

    /// Copies what a window shows on screen into a PNG.
    void screenshot(const std::string& name) { screenshot(m_frame, name); }
    void screenshot(wxWindow& window, const std::string& name) { screenshot_of(window.GetScreenRect(), name); }
    /// The whole screen, with what wx does not know of (a tooltip).
    void screenshot_screen(const std::string& name) { screenshot_of(wxDisplay(0u).GetGeometry(), name); }
    void screenshot_of(const wxRect& rect, const std::string& name) {
        // What is on the screen: a window manager may place a window partly off it (the X server gives no pixels there).
        const wxRect r = rect.Intersect(wxDisplay(0u).GetGeometry());
        std::string error;
        std::vector<unsigned char> rgb = grab_screen(r.x, r.y, r.width, r.height, error);
        const auto file = m_out / (name + ".png");
        bool saved = false;
        if (!rgb.empty()) {
            wxImage image(r.width, r.height, rgb.data(), true);
            saved = image.SaveFile(wx(file.string()), wxBITMAP_TYPE_PNG);
        }
        check(saved && std::filesystem::file_size(file) > 10000,
              "screenshot " + file.string() + (error.empty() ? "" : ": " + error));
    }

    void add(int command, const std::string& profile) {
        m_frame.select({Selection::Kind::Command, command, {}});
        m_frame.add_profile(profile);
    }

    const Verdict& verdict() { return m_frame.document().verdict(); }

    bool has(const std::string& code) {
        for (const auto& d : verdict().diagnostics)
            if (d.code == code) return true;
        return false;
    }

    /// The session as steps; between two steps the window returns to its event loop and paints.
    std::vector<std::function<void()>> steps() {
        std::vector<std::function<void()>> session = {
            [this] {
                std::filesystem::create_directories(m_out);
                std::filesystem::remove_all(m_out / "recovery");  // no army of an earlier run to offer
                m_frame.set_recovery_folder(m_out / "recovery");
                fits_the_screen();
                wxSetEnv("XDG_DATA_HOME", "/srv/xdg");
                check(user_data_folder() == "/srv/xdg/muster", "the recovery file is in $XDG_DATA_HOME/muster");
                wxUnsetEnv("XDG_DATA_HOME");
                check(user_data_folder() == std::filesystem::path(utf8(wxGetHomeDir())) / ".local/share/muster",
                      "else in ~/.local/share/muster");
                nothing_to_add_without_an_army();
            },
            [this] { screenshot("gui-empty"); },
            [this] {
                m_dialog = new NewArmyDialog(&m_frame, m_frame.document().library(), m_frame.text());
                m_dialog->Centre();
                m_dialog->Show();
            },
            [this] {
                screenshot(*m_dialog, "gui-new-army");
                const NewArmy s = m_dialog->settings();
                check(s.list.empty() && s.budget == 600 && s.created.size() == 10,
                      "the new-army dialog offers 600 points and no list yet");
                m_dialog->Destroy();
            },
            [this] { half_built(); },
            [this] {
                screenshot("gui-errors");
                readable_colours();
            },
            // The Fix button of a finding applies its first fix as one step; undo brings the finding back.
            [this] { click_fix("group_above_maximum"); },
            [] {},  // a window manager gives the pointer's arrival its time too
            [this] { m_mouse.MouseClick(); },
            [this] { fixed_and_undone("group_above_maximum"); },
            [this] { finished(); },
            [this] { screenshot("gui-legal"); },
            // The roster's tooltip describes the row under the pointer, and follows an edit of it.
            [this] {
                point_at({Selection::Kind::Unit, 0, {0, 2}});
            },
            [this] { tooltip_of_row(); },
            [this] { tooltip_after_edit(); },
            [this] { tooltip_after_undo(); },
            [this] { tooltip_back(); },
            // Copy as text (Ctrl+Shift+C from the roster) puts the export format on the clipboard.
            [this] {
                m_frame.Raise();
                named<wxTreeListCtrl>("roster")->GetDataView()->SetFocus();
                m_keys.Char('c', wxMOD_CONTROL | wxMOD_SHIFT);
            },
            [this] { copied_as_text(); },
            // The filter box over the army list: Ctrl+F, then "foot".
            [this] {
                m_frame.Raise();
                m_keys.Char('f', wxMOD_CONTROL);
            },
            [this] { m_keys.Text("foot"); },
            [this] { filtered("foot"); },
            // The window's size and splitters are kept per screen size and brought back.
            [this] { placement_resized(); },
            [this] { placement_saved(); },
            [this] { placement_restored(); },
            [this] { menus_of("Baroque"); },
            // Help > Keyboard shortcuts, by its key F1: every chord, Ctrl+. and F6 included.
            [this] {
                m_frame.Raise();
                named<wxTreeListCtrl>("roster")->GetDataView()->SetFocus();
                m_keys.Char(WXK_F1);
            },
            [this] { keyboard_help_shown(); },
            [this] {
                // The keyboard, as a user types it: Ctrl+Z through the menu's accelerator.
                m_total_before_keys = m_frame.document().verdict().summary.total;
                m_frame.Raise();
                m_frame.SetFocus();
                wxUIActionSimulator keys;
                keys.MouseMove(m_frame.GetScreenRect().GetPosition() + wxPoint(700, 40));
                keys.Char('z', wxMOD_CONTROL);
            },
            [this] {
                check(m_frame.document().verdict().summary.total != m_total_before_keys, "Ctrl+Z typed on the keyboard undoes");
                m_frame.redo();
            },
            // The mouse: drag the Hakkapelitta (command 1, unit 3) onto command 2's row.
            [this] {
                m_drag_from = m_frame.roster_row_rect({Selection::Kind::Unit, 0, {0, 2}});
                m_drag_to = m_frame.roster_row_rect({Selection::Kind::Command, 1, {}});
                m_mouse.MouseMove(m_drag_from.GetLeft() + 60, m_drag_from.GetTop() + m_drag_from.GetHeight() / 2);
                m_mouse.MouseDown();
            },
            [this] { m_mouse.MouseMove(m_drag_from.GetLeft() + 70, m_drag_from.GetTop() - 10); },
            [this] { m_mouse.MouseMove(m_drag_to.GetLeft() + 80, m_drag_to.GetTop() + m_drag_to.GetHeight() / 2); },
            [this] { m_mouse.MouseUp(); },
            [this] {
                const Roster& r = m_frame.document().roster();
                check(r.commands[0].units.size() == 2 && r.commands[1].units.size() == 4 &&
                          r.commands[1].units.back().profile == "SW-G2a",
                      "a unit dragged onto another command moves there");
                if (r.commands[1].units.size() == 4) m_frame.undo();
            },
            [this] {
                m_frame.select({Selection::Kind::Army, -1, {}});
                m_mouse.MouseMove(m_frame.GetScreenRect().GetBottomRight() - wxPoint(4, 4));  // no row tooltip over the picture
            },
            [this] { screenshot("gui-army"); },
            [this] { army_panel_fits(); },
            [this] { files(); },
            // Save As with a name typed whole, extension and all, over the name GTK offers: saved as typed.
            [this] {
                m_path_before_dialog = m_frame.document().path();
                for (const char* name : {"typed.muster", "typed.muster.muster"}) std::filesystem::remove(m_out / name);
                m_frame.Raise();
                // Queued: the dialog's own event loop runs the next steps while it is open.
                wxCommandEvent save_as(wxEVT_MENU, wxID_SAVEAS);
                m_frame.GetEventHandler()->AddPendingEvent(save_as);
            },
            [] {},  // the file chooser takes its time to list the folder
            [this] { m_keys.Text("typed.muster"); },
            [this] { m_keys.Char(WXK_RETURN); },
            [this] { saved_as_typed(); },
            // The recovery follows each edit a moment later (not once a minute), and goes when the edit is undone.
            [this] { recovery_after_edit(); },
            [] {},
            [this] { recovery_written(); },
            [] {},
            [this] { recovery_cleared(); },
            // Two windows killed: both their armies are offered over this window, not its own live one.
            [this] { crash_offered(); },
            [this] { screenshot(*m_recovery_dialog, "gui-recovery"); },
            [this] { crash_recovered(); },
            [this] { recovered_tabs_closed(); },
            [this] { changed_on_disk(); },
            [this] { reloaded_on_activation(); },
            [this] { printed_page(); },
            [this] { check(m_frame.print_preview(Printout::Cards), "the print preview of the unit cards opens"); },
            [this] { close_preview(); },
            [this] { wx_catalogs(); },
            // The player's name, which the printout and the event report show, is typed in the army's details.
            [this] { type_into("army_player", "Asa Oberg", true); },
            [this] { m_keys.Char(WXK_RETURN); },
            [this] {
                check(
                    m_frame.document().roster().player == "Asa Oberg" && m_frame.document().editor().undo_name() == "set_player",
                    "the player's name typed in the army's details is the roster's (" + m_frame.document().roster().player + ")");
            },
            // Typed text is kept: a new name typed without Enter, then Ctrl+S.
            [this] { type_into("army_name", "Breitenfeld", true); },
            [this] { m_keys.Char('s', wxMOD_CONTROL); },
            [this] { typed_name_saved(); },
            // Ctrl+Z while typing takes back the typing, not an edit of the roster.
            [this] { type_into("army_name", "xyz", false); },
            [this] { m_keys.Char('z', wxMOD_CONTROL); },
            [this] { undo_in_text_field(); },
            // Ctrl+Y in a text box does not redo an edit of the roster.
            [this] { m_frame.undo(); },  // something to redo
            [this] {
                m_name_redo = m_frame.document().roster().name;
                type_into("army_name", "q", false);
            },
            [this] { m_keys.Char('y', wxMOD_CONTROL); },
            [this] {
                Document& doc = m_frame.document();
                check(doc.roster().name == m_name_redo && doc.editor().can_redo(),
                      "Ctrl+Y in a text box leaves the roster's redo alone");
                m_keys.Char('z', wxMOD_CONTROL);  // the typing goes
            },
            [this] {
                m_frame.redo();
                check(m_frame.document().roster().name == "Breitenfeld", "redo from the menu still works");
            },
            // A command's name typed, then another roster row clicked.
            [this] {
                m_frame.select({Selection::Kind::Command, 0, {}});
                type_into("command_name", "Left wing", true);
            },
            [this] {
                click(m_frame.roster_row_rect({Selection::Kind::Army, -1, {}}));
            },
            [this] {
                check(m_frame.document().roster().commands[0].name == "Left wing" &&
                          m_frame.selection().kind == Selection::Kind::Army,
                      "a command name typed without Enter is kept when another roster row is clicked");
            },
            // A unit's label and a general's name, typed without Enter, are kept as the core's edits, shown in the
            // roster and taken back by undo.
            [this] {
                m_frame.select({Selection::Kind::Unit, 0, {0, 0}});
                type_into("unit_label", "Upplands", true);
            },
            [this] {
                click(m_frame.roster_row_rect({Selection::Kind::Command, 0, {}}));
            },
            [this] {
                const Document& doc = m_frame.document();
                check(doc.roster().commands[0].units[0].label == "Upplands" && doc.editor().undo_name() == "set_label" &&
                          roster_shows("‘Upplands’"),
                      "a unit's name typed without Enter is kept, as the edit set_label, and shown in the roster");
                // A name past the bound pasted into the box: refused and said, the roster left alone.
                m_frame.select({Selection::Kind::Unit, 0, {0, 0}});
                m_frame.update_views();
                if (auto* box = named<wxTextCtrl>("unit_label")) box->SetValue(wxString(1001, 'x'));
            },
            [this] {
                click(m_frame.roster_row_rect({Selection::Kind::Command, 0, {}}));
            },
            [this] {
                check(m_frame.document().roster().commands[0].units[0].label == "Upplands" &&
                          m_prompter.last_said().starts_with("Not recorded: the text has 1,001 characters, more than the 1,000"),
                      "a unit's name past 1,000 characters is not recorded, and the window says why: " + m_prompter.last_said());
                const std::string army = m_frame.document().roster().name;
                check(!m_frame.edit({{Edit::Op::SetName, {}, -1, std::string(1001, 'y')}}) &&
                          m_frame.document().roster().name == army,
                      "an army name past 1,000 characters is not recorded either");
                type_into("general_name", "Gustavus Adolphus", true);
            },
            [this] {
                click(m_frame.roster_row_rect({Selection::Kind::Army, -1, {}}));
            },
            [this] {
                const Document& doc = m_frame.document();
                check(doc.roster().commands[0].general.name == "Gustavus Adolphus" &&
                          doc.editor().undo_name() == "set_general_name" && roster_shows("Gustavus Adolphus"),
                      "a general's name typed without Enter is kept, as the edit set_general_name, and shown in the roster");
                m_frame.select({Selection::Kind::Command, 0, {}});
            },
            [this] { screenshot("gui-names"); },
            [this] {
                m_frame.undo();
                m_frame.undo();
                const Document& doc = m_frame.document();
                check(doc.roster().commands[0].general.name.empty() && doc.roster().commands[0].units[0].label.empty() &&
                          !roster_shows("Gustavus Adolphus"),
                      "undo takes the general's and the unit's names back");
            },
            // The wheel over controls that do not have the focus scrolls, it changes nothing.
            [this] {
                m_frame.select({Selection::Kind::Command, 0, {}});
                m_before_wheel = m_frame.document().roster();
                wheel_over("general");
            },
            [this] {
                m_frame.select({Selection::Kind::Army, -1, {}});
                wheel_over("purchase:exploration_dice");
            },
            [this] {
                check(m_frame.document().roster() == m_before_wheel,
                      "the mouse wheel over unfocused choices and number boxes changes nothing");
            },
            // Shortcuts work whichever tree has the focus (one key a step: the toolkit takes its time).
            [this] {
                m_frame.undo();  // something to redo: Redo is disabled otherwise
                m_recorder = std::make_unique<Recorder>();
                m_frame.PushEventHandler(m_recorder.get());
            },
            [this] { shortcut("army_list", 'n'); },
            [this] { shortcut("army_list", 'p'); },
            [this] { shortcut("roster", 'n'); },
            [this] { shortcut("roster", 'p'); },
            [this] { shortcut("roster", 'o'); },
            [this] { shortcut("roster", 'z', wxMOD_SHIFT); },
            [this] { shortcut("roster", 'y'); },
            [this] { shortcut("roster", 'f'); },
            [this] { shortcuts_seen(); },
            // Delete on a selected unit of the roster removes it.
            [this] {
                m_units_before = m_frame.document().roster().commands[2].units.size();
                m_frame.select({Selection::Kind::Unit, 2, {2, 1}});
                m_frame.Raise();
                named<wxTreeListCtrl>("roster")->GetDataView()->SetFocus();
                m_keys.Char(WXK_DELETE);
            },
            [this] {
                Document& doc = m_frame.document();
                check(doc.roster().commands[2].units.size() + 1 == m_units_before && doc.editor().undo_name() == "remove_unit",
                      "Delete removes the selected unit");
                m_frame.undo();
                check(doc.roster().commands[2].units.size() == m_units_before, "and undo brings it back");
            },
            // A new selection shows the top of the details pane.
            [this] { scrolled_details(); },
            [this] { details_at_top(); },
            // Ten clicks of the exploration dice box (the Up key, as the arrow does) are one undo step.
            [this] { spin_setup(); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { m_keys.Char(WXK_UP); },
            [this] { spin_one_step(); },
            // Undo leaves the selection on the unit the undone edit changed.
            [this] {
                m_frame.select({Selection::Kind::Unit, 2, {2, 0}});
                for (const Choice& c : m_frame.document().unit_choices({2, 0}).options)
                    if (!c.taken && c.allowed) {
                        m_frame.edit({{Edit::Op::SetOption, {2, 0}, -1, c.id}});
                        break;
                    }
            },
            [this] { m_frame.undo(); },
            [this] {
                const Selection& s = m_frame.selection();
                check(s.kind == Selection::Kind::Unit && s.unit == UnitRef{2, 0} &&
                          m_frame.roster_selections() == std::vector<Selection>{s},
                      "undo keeps the selection on the unit it changed");
            },
            // A system without points: the dialog asks for no budget, the window shows no points, the
            // general is attached to a unit and the unit is marked.
            [this] {
                m_dialog = new NewArmyDialog(&m_frame, m_frame.document().library(), m_frame.text());
                m_dialog->Centre();
                m_dialog->Show();
                check(m_dialog->select_list("bi-demo-romans"), "the new-army dialog offers the Basic Impetus demonstration list");
                // The list is dated 100 BC to AD 100: the year box offers that range and starts at its first year.
                check(m_dialog->year_range() == std::pair{-100, 100} && m_dialog->year() == -100,
                      "the year box offers the list's years, BC included");
            },
            [this] {
                screenshot(*m_dialog, "gui-new-army-units");
                const NewArmy s = m_dialog->settings();
                check(s.list == "bi-demo-romans" && s.budget == 0 && !m_dialog->budget_enabled(),
                      "a list without points gets no budget, and the budget box is disabled");
                m_dialog->set_year(-50);
                check(m_dialog->settings().year == std::optional<int>(-50), "a year BC can be chosen");
                m_dialog->Destroy();
            },
            [this] { without_points(); },
            [this] { menus_of("Basic Impetus"); },
            [this] { screenshot("gui-units"); },
            // Medieval & Dark Age: the figures of each unit, typed into the unit's Figures box.
            [this] { medieval(); },
            [this] { figures_box(); },
            [this] { screenshot("gui-medieval"); },
            // A Medieval unit is not offered the size the army-wide choice forbids, and says why; the
            // option boxes stay under the pointer when one is ticked.
            [this] { menus_of("Medieval"); },
            [this] { medieval_sizes(); },
            // Its "why" tooltip, hovered at the box's far end on the pane at the screen's right, stays on the screen.
            [this] { hover_small(); },
            [] {},  // the toolkit waits half a second before it shows a tooltip
            [this] { why_tooltip_on_screen(); },
            [this] { click_large(); },
            [this] { m_mouse.MouseClick(); },
            [this] { boxes_stay(); },
        };
        // Keyboard only: a new Swedish army made legal by its findings' fixes, then filled up to its
        // budget by duplicating a unit; every key chord counts as one action.
        session.push_back([this] { keyboard_start(); });
        session.push_back([this] { press('n', wxMOD_CONTROL); });
        session.push_back([this] {
            for (char c : std::string("swed")) press(c);
        });
        session.push_back([this] { press(WXK_RETURN); });
        session.push_back([this] {
            check(m_frame.document().has_roster() && m_frame.document().list().id == "swedish" && !m_frame.document().modified(),
                  "keyboard: Ctrl+N, \"swed\" and Enter make a new Swedish army");
        });
        for (int i = 0; i < 14; ++i)
            session.push_back([this] {
                if (!verdict().legal()) press('.', wxMOD_CONTROL);
            });
        session.push_back([this] {
            check(verdict().legal(),
                  "keyboard: Ctrl+. on each finding makes the army legal (" + std::to_string(m_actions) + " actions so far)");
        });
        session.push_back([this] {
            check(wxWindow::FindFocus() == named<wxTreeListCtrl>("roster")->GetDataView() && !m_filter_before_new.empty() &&
                      named<wxSearchCtrl>("list_filter")->GetValue().empty(),
                  "keyboard: after the new-army dialog the focus is in the roster, and the army list's filter is empty");
            press(WXK_END);
        });
        for (int i = 0; i < 10; ++i) session.push_back([this] { duplicate_if_it_fits(); });
        session.push_back([this] { keyboard_done(); });
        session.push_back([this] { screenshot("gui-keyboard"); });
        // Suggest: a partial army gets at least one legal completion, previewed and applied as one step.
        session.push_back([this] { suggested(); });
        // A typed list pasted (Ctrl+Shift+V from the roster) is read as `muster import` reads it and opens as a
        // new army not saved yet, with the reader's findings beside it; the unit's rules text is the data's.
        session.push_back([this] { paste_typed(); });
        session.push_back([this] { pasted(); });
        session.push_back([this] {
            if (auto* found = wxWindow::FindWindowByName("import_findings")) screenshot(*found, "gui-import-findings");
        });
        session.push_back([this] { rules_text(); });
        session.push_back([this] { screenshot("gui-rules"); });
        session.push_back([this] { refused_typed(); });
        // Issue 25: a note of two lines typed into a unit's Note box, and the army's notes into its Notes box,
        // are the core's edits (without Enter, which starts the second line), and come back after a save and
        // reopening (roster format 2), in the boxes too.
        session.push_back([this] {
            m_frame.select({Selection::Kind::Unit, 0, {0, 0}});
            type_into("unit_note", "Charges first", true);
        });
        session.push_back([this] { m_keys.Char(WXK_RETURN); });
        session.push_back([this] { m_keys.Text("Reserve behind the hill"); });
        session.push_back([this] { click(m_frame.roster_row_rect({Selection::Kind::Army, -1, {}})); });
        session.push_back([this] {
            const Document& doc = m_frame.document();
            check(!doc.roster().commands.empty() && !doc.roster().commands[0].units.empty() &&
                      doc.roster().commands[0].units[0].note == kTypedNote && doc.editor().undo_name() == "set_unit_note",
                  "a note of two lines typed into the unit's Note box is kept, as the edit set_unit_note");
            type_into("army_notes", "Bring the dice", true);
        });
        session.push_back([this] { click(m_frame.roster_row_rect({Selection::Kind::Command, 0, {}})); });
        session.push_back([this] { notes_saved_and_reopened(); });
        session.push_back([this] {
            m_frame.select({Selection::Kind::Unit, 0, {0, 0}});
            m_frame.update_views();
            if (auto* box = named<wxTextCtrl>("unit_note")) box->SetFocus();  // the pane scrolls to it
        });
        session.push_back([this] { screenshot("gui-unit-note"); });
        // Issue 25: several armies in one window, a tab each, and units copied from one into another with
        // Ctrl+C and Ctrl+V; an army of another list refuses them.
        session.push_back([this] { tabs_opened(); });
        session.push_back([this] { press('c', wxMOD_CONTROL); });
        session.push_back([this] { copied_then_next_tab(); });
        session.push_back([this] { press(WXK_PAGEDOWN, wxMOD_CONTROL); });
        session.push_back([this] { other_list_shown(); });
        session.push_back([this] { press('v', wxMOD_CONTROL); });
        session.push_back([this] { other_list_refused(); });
        session.push_back([this] { press('v', wxMOD_CONTROL); });
        session.push_back([this] { units_pasted(); });
        session.push_back([this] { screenshot("gui-tabs"); });
        session.push_back([this] { press('w', wxMOD_CONTROL); });
        session.push_back([this] { tab_closed(); });
        return session;
    }

    int failures() const { return m_failures; }
    /// Whether the last step asked to be run again on the next tick (it waits for the window manager).
    bool take_retry() { return std::exchange(m_retry, false); }

private:
    MainFrame& m_frame;
    ScriptedPrompter& m_prompter;
    std::filesystem::path m_out;
    int m_failures = 0;
    bool m_retry = false;
    int m_retries = 0;

    /// While `waiting`, asks for the step to run again, up to 20 ticks (16 s): a busy window manager
    /// applies a size late. Returns whether it will run again.
    bool again_while(bool waiting) {
        if (waiting && m_retries < 20) {
            ++m_retries;
            return m_retry = true;
        }
        m_retries = 0;
        return false;
    }
    NewArmyDialog* m_dialog = nullptr;
    int m_total_before_keys = 0;
    wxUIActionSimulator m_mouse;
    wxUIActionSimulator m_keys;
    wxRect m_drag_from, m_drag_to;
    Roster m_before_wheel;
    Roster m_saved;
    std::string m_name_redo;
    std::string m_typed;  ///< the typed list pasted
    int m_actions = 0;    ///< key chords of the keyboard-only build
    std::size_t m_units_before = 0;
    wxSize m_saved_size;
    wxSize m_settling;  ///< the splitters' size at the last tick, until the window manager is done
    int m_saved_sashes[3] = {0, 0, 0};
    Roster m_before_fix;
    Roster m_before_spin;
    int m_fix_count = 0;
    wxRect m_box;
    std::string m_name_before;
    std::string m_filter_before_new;
    std::filesystem::path m_path_before_dialog;
    std::vector<RecoveryOffer> m_offers;
    std::vector<std::filesystem::path> m_recovered_files;
    RecoveryDialog* m_recovery_dialog = nullptr;
    /// Menu commands the shortcuts reached, caught before the window runs them (no dialogs open).
    struct Recorder : wxEvtHandler {
        std::vector<int> seen;
        Recorder() {
            Bind(wxEVT_MENU, [this](wxCommandEvent& e) {
                if (e.GetId() == wxID_NEW || e.GetId() == wxID_OPEN || e.GetId() == kExportRoster || e.GetId() == wxID_REDO ||
                    e.GetId() == wxID_UNDO || e.GetId() == wxID_FIND)
                    seen.push_back(e.GetId());
                else e.Skip();
            });
        }
    };
    std::unique_ptr<Recorder> m_recorder;

    template <typename T = wxWindow>
    T* named(const char* name) {
        return dynamic_cast<T*>(wxWindow::FindWindowByName(name, &m_frame));
    }

    /// On this screen (1280×800, and 1024×600 in the small run) the army's details show every purchase's
    /// name and the Command Structure whole, and the findings show all their columns.
    void army_panel_fits() {
        auto* details = named<wxScrolledWindow>("details");
        const int room = details ? details->GetClientSize().x : 0;
        int purchases = 0, cut = 0;
        for (wxWindow* child : details ? details->GetChildren() : wxWindowList()) {
            if (!child->GetName().StartsWith("purchase_name:")) continue;
            ++purchases;
            const wxRect r = child->GetRect();
            if (r.width < child->GetBestSize().x || r.GetRight() >= room || r.x < 0) ++cut;
        }
        check(purchases > 0 && cut == 0, "every purchase's name is shown whole (" + std::to_string(cut) + " of " +
                                             std::to_string(purchases) + " cut, pane " + std::to_string(room) + " px)");
        auto* sc = named<wxChoice>("command_structure");
        check(sc && sc->GetSize().x >= sc->GetBestSize().x && sc->GetRect().GetRight() < room,
              "the Command Structure shows its level whole (" + std::to_string(sc ? sc->GetSize().x : 0) + " of " +
                  std::to_string(sc ? sc->GetBestSize().x : 0) + " px)");
        auto* findings = named<wxListCtrl>("findings");
        int columns = 0;
        for (int c = 0; findings && c < findings->GetColumnCount(); ++c) columns += findings->GetColumnWidth(c);
        check(findings && findings->GetColumnCount() == 5 && findings->GetColumnWidth(4) > 0 &&
                  columns <= findings->GetClientSize().x,
              "the findings' five columns, Fix included, fit the list (" + std::to_string(columns) + " of " +
                  std::to_string(findings ? findings->GetClientSize().x : 0) + " px)");
    }

    void click(const wxRect& r) {
        check(!r.IsEmpty(), "the row to click is shown");
        m_mouse.MouseMove(r.GetLeft() + r.GetWidth() / 3, r.GetTop() + r.GetHeight() / 2);
        m_mouse.MouseClick();
    }

    /// Whether a row of the roster tree has `text` in it.
    bool roster_shows(const std::string& text) {
        m_frame.update_views();
        auto* tree = named<wxTreeListCtrl>("roster");
        for (wxTreeListItem row = tree->GetFirstItem(); row.IsOk(); row = tree->GetNextItem(row))
            if (tree->GetItemText(row).Contains(wx(text))) return true;
        return false;
    }

    /// A real typed list of the reader's corpus (the test gives it: MUSTER_TYPED_LIST), else the example's export.
    std::string typed_list() {
        wxString path;
        if (wxGetEnv("MUSTER_TYPED_LIST", &path)) {
            std::ifstream in(utf8(path), std::ios::binary);
            return std::string(std::istreambuf_iterator<char>(in), {});
        }
        const Document& doc = m_frame.document();
        Diagnostics problems;
        const auto example = xml::load_roster(doc.library().data_dir() / "lists/examples/swedish-600.muster", problems);
        return example ? text::export_text(m_frame.text().messages(), *example, doc.list(), doc.system(), text::Style::Plain)
                       : "";
    }

    void paste_typed() {
        m_typed = typed_list();
        check(!m_typed.empty(), "a typed list to paste");
        m_frame.document().mark_saved();  // nothing to ask about: the army before is given up
        if (wxTheClipboard->Open()) {
            wxTheClipboard->SetData(new wxTextDataObject(wx(m_typed)));
            wxTheClipboard->Flush();
            wxTheClipboard->Close();
        }
        m_frame.Raise();
        named<wxTreeListCtrl>("roster")->GetDataView()->SetFocus();
        m_keys.Char('v', wxMOD_CONTROL | wxMOD_SHIFT);
    }

    void pasted() {
        const Document& doc = m_frame.document();
        const auto& findings = m_frame.import_findings();
        const bool guessed =
            std::any_of(findings.begin(), findings.end(), [](const Diagnostic& d) { return d.is("import_name_guessed"); });
        auto* shown = dynamic_cast<wxTextCtrl*>(wxWindow::FindWindowByName("import_lines"));
        log_import_findings();
        check(doc.has_roster() && doc.list().id == "swedish" && doc.roster().unit_count() == 9 && doc.path().empty() &&
                  doc.modified() && verdict().legal(),
              "Ctrl+Shift+V opens the pasted typed list as a new legal Swedish army of 9 units, not saved yet (" +
                  std::to_string(doc.has_roster() ? doc.roster().unit_count() : 0) + " units)");
        check(guessed && shown && shown->GetValue().Contains(wx(m_frame.text().messages().text(findings.front()))),
              "the reader's findings are shown as the command line prints them (" + std::to_string(findings.size()) + ")");
        if (!shown) return;
        const wxRect area = wxDisplay(0u).GetClientArea();
        const wxRect dialog = wxGetTopLevelParent(shown)->GetScreenRect();
        check(area.Contains(dialog), "the findings' window fits the screen (" + std::to_string(dialog.width) + "x" +
                                         std::to_string(dialog.height) + ")");
    }

    /// The reader's findings as the window shows them beside the army, into the log.
    static void log_import_findings() {
        if (auto* shown = dynamic_cast<wxTextCtrl*>(wxWindow::FindWindowByName("import_lines")))
            std::cerr << "muster-gui: " << utf8(shown->GetValue()) << '\n';
    }

    static constexpr const char* kTypedNote = "Charges first\nReserve behind the hill";

    void notes_saved_and_reopened() {
        Document& doc = m_frame.document();
        check(doc.roster().notes == "Bring the dice" && doc.editor().undo_name() == "set_notes",
              "the army's notes typed into its Notes box are kept, as the edit set_notes (" + doc.roster().notes + ")");
        const auto file = m_out / "notes.muster";
        const Roster noted = doc.roster();
        check(m_frame.save_to(file) && m_frame.open_file(file) && doc.roster() == noted,
              "the notes survive a save and reopening");
        std::ifstream in(file);
        const std::string xml(std::istreambuf_iterator<char>(in), {});
        check(xml.find("format=\"2\"") != std::string::npos &&
                  xml.find(std::string("<note>") + kTypedNote + "</note>") != std::string::npos,
              "a roster with a unit's note is saved as roster format 2, the note under its unit");
        m_frame.select({Selection::Kind::Unit, 0, {0, 0}});
        m_frame.update_views();
        auto* box = named<wxTextCtrl>("unit_note");
        check(box && utf8(box->GetValue()) == kTypedNote, "the reopened unit's Note box shows its note");
        m_frame.select({Selection::Kind::Army, -1, {}});
        m_frame.update_views();
        box = named<wxTextCtrl>("army_notes");
        check(box && utf8(box->GetValue()) == "Bring the dice", "the reopened army's Notes box shows its notes");
    }

    void refused_typed() {
        if (auto* found = wxWindow::FindWindowByName("import_findings")) found->Destroy();
        const Roster before = m_frame.document().roster();
        const bool opened = m_frame.import_typed("Lorem ipsum dolor sit amet\n", "nonsense.txt");
        log_import_findings();
        check(!opened && m_frame.document().roster() == before && !m_frame.import_findings().empty(),
              "text that is not an army list opens nothing, and says why");
        if (auto* found = wxWindow::FindWindowByName("import_findings")) found->Destroy();
    }

    void rules_text() {
        if (auto* found = wxWindow::FindWindowByName("import_findings")) found->Destroy();
        const Document& doc = m_frame.document();
        // The first unit whose characteristics have rules text in the data: that text is in its details pane.
        for (const auto& u : verdict().summary.units) {
            if (!u.unit.base) continue;
            for (const auto& tr : u.unit.effective().traits) {
                const Characteristic* c = doc.system().characteristic(tr.id);
                if (!c || c->text.empty()) continue;
                m_frame.select({Selection::Kind::Unit, u.command, {u.command, u.index}});
                m_frame.update_views();
                auto* text = named<wxStaticText>(("rule:" + tr.id).c_str());
                check(text && text->GetLabel().Contains(wx(c->text.substr(0, 20))),
                      "the unit's details give the rules text of " + c->name + " from the data");
                auto* details = named<wxScrolledWindow>("details");
                check(text && details && text->GetRect().GetRight() < details->GetClientSize().x,
                      "and it is wrapped within the pane (" + std::to_string(text ? text->GetRect().GetRight() : -1) + " of " +
                          std::to_string(details ? details->GetClientSize().x : -1) + " px)");
                return;
            }
        }
        check(false, "a unit with rules text in the data");
    }

    /// wx's own strings (the print preview's page count) follow the window's language: German when asked for,
    /// then back to the window's own.
    void wx_catalogs() {
        const std::string locale = m_frame.text().messages().locale();
        const bool german = use_wx_catalogs("de");
        const wxString page = wxGetTranslation("Page %d of %d");
        const bool own = use_wx_catalogs(locale);
        check(german && page == wxString::FromUTF8("Seite %d von %d"),
              "wx's catalog follows the language: \"Page %d of %d\" in German is \"" + utf8(page) + "\"");
        check(own && (locale != "root" || wxGetTranslation("Page %d of %d") == "Page %d of %d"),
              "and back in the window's language (" + locale + "): \"" + utf8(wxGetTranslation("Page %d of %d")) + "\"");
    }

    /// Focuses a text box of the details pane (selecting its text to replace it) and types into it.
    void type_into(const char* name, const std::string& text, bool replace) {
        m_frame.update_views();
        auto* box = named<wxTextCtrl>(name);
        check(box != nullptr, std::string("the details pane has the ") + name + " box");
        if (!box) return;
        m_name_before = m_frame.document().roster().name;
        m_frame.Raise();
        box->SetFocus();
        if (replace) box->SelectAll();
        else box->SetInsertionPointEnd();
        m_keys.Text(text.c_str());
    }

    void copied_as_text() {
        const Document& doc = m_frame.document();
        const std::string wanted =
            text::export_text(m_frame.text().messages(), doc.roster(), doc.list(), doc.system(), text::Style::Plain);
        wxString got;
        if (wxTheClipboard->Open()) {
            wxTextDataObject data;
            if (wxTheClipboard->GetData(data)) got = data.GetText();
            wxTheClipboard->Close();
        }
        check(!wanted.empty() && utf8(got) == wanted,
              "Copy as text puts the army on the clipboard as `muster export` writes it (" + std::to_string(got.length()) +
                  " characters)");
    }

    void filtered(const std::string& word) {
        auto* tree = named<wxTreeListCtrl>("army_list");
        int shown = 0, matching = 0;
        for (wxTreeListItem row = tree->GetFirstChild(tree->GetRootItem()); row.IsOk(); row = tree->GetNextSibling(row)) {
            ++shown;
            bool found = tree->GetItemText(row).Lower().Contains(word);
            for (wxTreeListItem child = tree->GetFirstChild(row); child.IsOk(); child = tree->GetNextSibling(child))
                found = found || tree->GetItemText(child).Lower().Contains(word);
            matching += found ? 1 : 0;
        }
        const int groups = static_cast<int>(m_frame.document().list().groups.size());
        check(shown > 0 && shown == matching && shown < groups, "the filter \"" + word + "\" keeps " + std::to_string(shown) +
                                                                    " of " + std::to_string(groups) + " groups, each with a " +
                                                                    word + " entry");
        if (auto* filter = named<wxSearchCtrl>("list_filter")) filter->SetValue("");
    }

    void placement_resized() {
        auto* lists = named<wxSplitterWindow>("split_lists");
        auto* details = named<wxSplitterWindow>("split_details");
        auto* findings = named<wxSplitterWindow>("split_findings");
        check(lists && details && findings, "the three splitters are there");
        if (lists && details && findings) m_frame.SetSize(m_frame.GetSize() - wxSize(40, 30));
    }

    void placement_saved() {
        auto* lists = named<wxSplitterWindow>("split_lists");
        auto* details = named<wxSplitterWindow>("split_details");
        auto* findings = named<wxSplitterWindow>("split_findings");
        if (!lists || !details || !findings) return;
        // Saved once the window manager has given the splitters their size: the same at two ticks.
        const bool settled = findings->GetClientSize() == m_settling;
        m_settling = findings->GetClientSize();
        if (again_while(!settled)) return;
        lists->SetSashPosition(lists->GetSashPosition() - 20);
        details->SetSashPosition(details->GetSashPosition() + 30);
        findings->SetSashPosition(findings->GetSashPosition() - 25);
        m_saved_size = m_frame.GetSize();
        m_saved_sashes[0] = lists->GetSashPosition();
        m_saved_sashes[1] = details->GetSashPosition();
        m_saved_sashes[2] = findings->GetSashPosition();
        wxFileConfig config(wxEmptyString, wxEmptyString, wx((m_out / "placement.conf").string()), wxEmptyString,
                            wxCONFIG_USE_LOCAL_FILE);
        m_frame.save_placement(config);
        config.Flush();
        // Moved again, as a later session would leave them, then brought back from the file.
        m_frame.SetSize(m_frame.GetSize() - wxSize(50, 20));
        lists->SetSashPosition(lists->GetSashPosition() + 40);
        wxFileConfig again(wxEmptyString, wxEmptyString, wx((m_out / "placement.conf").string()), wxEmptyString,
                           wxCONFIG_USE_LOCAL_FILE);
        m_frame.restore_placement(again);
    }

    void placement_restored() {
        auto* lists = named<wxSplitterWindow>("split_lists");
        auto* details = named<wxSplitterWindow>("split_details");
        auto* findings = named<wxSplitterWindow>("split_findings");
        if (!lists || !details || !findings) return;
        const wxSize size = m_frame.GetSize();
        const int got[3] = {lists->GetSashPosition(), details->GetSashPosition(), findings->GetSashPosition()};
        const bool restored = size == m_saved_size && std::equal(got, got + 3, m_saved_sashes);
        if (again_while(!restored)) return;
        auto shown = [](wxSize s, const int* sashes) {
            return std::to_string(s.x) + "x" + std::to_string(s.y) + ", splitters at " + std::to_string(sashes[0]) + ", " +
                   std::to_string(sashes[1]) + ", " + std::to_string(sashes[2]);
        };
        check(restored, "the window's size and its three splitters are remembered for this screen size (" + shown(size, got) +
                            (restored ? "" : "; saved " + shown(m_saved_size, m_saved_sashes)) + ")");
    }

    /// The right-click menus of a unit and a command, as the roster row's context menu shows them.
    void menus_of(const std::string& system) {
        const Roster& r = m_frame.document().roster();
        const auto unit = m_frame.roster_menu({Selection::Kind::Unit, 0, {0, 0}});
        const auto command = m_frame.roster_menu({Selection::Kind::Command, 0, {}});
        const bool attaches = m_frame.document().can_attach_general({0, 0});
        check(
            !r.commands.empty() && !r.commands[0].units.empty() && unit->FindItem(kDuplicate) && unit->FindItem(kRemoveUnit) &&
                unit->FindItem(kMoveFirst) && (unit->FindItem(kAttachGeneral) != nullptr) == attaches &&
                command->FindItem(kAddCommand) && command->FindItem(kRemoveCommand),
            "a " + system + " unit and command have their right-click menus" + (attaches ? " (General with this unit too)" : ""));
    }

    // ---- tabs: several armies, units copied between them ----
    int m_tabs_before = 0;
    RosterUnit m_copied;
    Roster m_royalist;

    void roster_focus() {
        m_frame.Raise();
        named<wxTreeListCtrl>("roster")->GetDataView()->SetFocus();
    }

    void tabs_opened() {
        const auto examples = m_frame.document().library().data_dir() / "lists/examples";
        m_tabs_before = m_frame.army_count();
        const bool opened =
            m_frame.open_in_tab(examples / "swedish-600.muster") && m_frame.open_in_tab(examples / "royalist-600.muster");
        auto* tabs = named<wxNotebook>("armies");
        check(opened && m_frame.army_count() == m_tabs_before + 2 && m_frame.document().list().id == "royalist" && tabs &&
                  tabs->IsShown() && tabs->GetPageText(static_cast<std::size_t>(m_frame.shown_army())) == "royalist-600.muster",
              "File › Open puts each army in a tab of its own, named by its file");
        m_royalist = m_frame.document().roster();
        check(m_frame.open_in_tab(examples / "swedish-600.muster") && m_frame.army_count() == m_tabs_before + 2 &&
                  m_frame.document().list().id == "swedish",
              "opening a file already open shows its tab instead of a second copy");
        m_frame.edit({{Edit::Op::SetLabel, {0, 0}, -1, "Yellow Regiment"}});
        m_frame.select({Selection::Kind::Unit, 0, {0, 0}});
        m_copied = m_frame.document().roster().commands[0].units[0];
        roster_focus();
    }

    void copied_then_next_tab() {
        check(m_frame.GetStatusBar()->GetStatusText() == m_frame.text()("units_copied", {{"count", std::int64_t{1}}}),
              "Ctrl+C in the roster copies the selected unit and says so");
        roster_focus();
    }

    void other_list_shown() {
        check(m_frame.document().list().id == "royalist", "Ctrl+PgDn shows the next army's tab");
        m_frame.select({Selection::Kind::Command, 0, {}});
        roster_focus();
    }

    void other_list_refused() {
        check(m_frame.document().roster() == m_royalist && !m_frame.document().modified(),
              "Ctrl+V into an army of another list pastes nothing (the core's paste_not_in_list says why)");
        m_frame.add_tab();
        m_frame.new_army({"swedish", 600, "Second Swedish", {}, {}, "2026-12-03"});
        m_frame.select({Selection::Kind::Command, 0, {}});
        roster_focus();
    }

    void units_pasted() {
        const Document& doc = m_frame.document();
        const auto& units = doc.roster().commands[0].units;
        wxMenuBar* bar = m_frame.GetMenuBar();
        check(doc.roster().name == "Second Swedish" && units.size() == 1 && units[0] == m_copied &&
                  doc.editor().undo_name() == "paste_units" && bar->GetLabel(wxID_UNDO).Contains("paste units"),
              "Ctrl+V into another Swedish army adds the copied unit with its option and name, as one undo step");
    }

    void tab_closed() {
        check(m_frame.army_count() == m_tabs_before + 2 && m_frame.document().list().id == "royalist",
              "Ctrl+W closes the army's tab and shows the one before it");
    }

    /// One key chord typed, counted as one action of the keyboard-only build.
    void press(int key, int modifiers = wxMOD_NONE) {
        ++m_actions;
        m_keys.Char(key, modifiers);
    }

    void keyboard_start() {
        m_frame.document().mark_saved();
        m_frame.update_views();
        m_frame.Raise();
        named<wxSearchCtrl>("list_filter")
            ->ChangeValue("gun");  // a filter left from the last army: the new one starts without it
        m_filter_before_new = "gun";
        named<wxTreeListCtrl>("roster")->GetDataView()->SetFocus();
        m_actions = 0;
    }

    wxDialog* m_help = nullptr;

    void keyboard_help_shown() {
        m_help = dynamic_cast<wxDialog*>(wxWindow::FindWindowByName("keyboard_help"));
        wxString text;
        if (m_help)
            for (wxWindow* child : m_help->GetChildren())
                if (auto* label = dynamic_cast<wxStaticText*>(child)) text += label->GetLabel();
        const std::filesystem::path guide = m_frame.user_guide();
        check(m_help && text.Contains("Ctrl+.") && text.Contains("F6") && text.Contains("Ctrl+Enter") &&
                  text.Contains(wx(guide.string())),
              "F1 opens the keyboard help: Ctrl+., F6, Ctrl+Enter and where the user guide is");
        // The guide is where the help says, in the data folder the window reads (the build's, or an installed one).
        const wxMenuItem* item = m_frame.GetMenuBar()->FindItem(kUserGuide);
        check(item && item->IsEnabled() && m_help && m_help->FindWindow(kUserGuide) && std::filesystem::is_regular_file(guide) &&
                  guide.parent_path().parent_path() == m_frame.document().library().data_dir() && m_frame.open_user_guide(),
              "Help › User guide and the help's button open " + guide.string());
        if (!m_help) return;
        screenshot(*m_help, "gui-keyboard-help");
        m_help->Destroy();
    }

    /// Moves the pointer over a roster row.
    void point_at(const Selection& s) {
        m_frame.update_views();
        m_box = m_frame.roster_row_rect(s);
        m_mouse.MouseMove(m_box.GetLeft() + m_box.GetWidth() / 3, m_box.GetTop() + m_box.GetHeight() / 2);
    }

    std::string profile_name(UnitRef ref) {
        const Roster& r = m_frame.document().roster();
        const auto& unit =
            ref.command < 0 ? r.unassigned.at(static_cast<std::size_t>(ref.index))
                            : r.commands.at(static_cast<std::size_t>(ref.command)).units.at(static_cast<std::size_t>(ref.index));
        return m_frame.document().list().profile(unit.profile)->name;
    }

    void tooltip_of_row() {
        const std::string tip = utf8(m_frame.roster_tooltip().BeforeFirst('\n'));
        const std::string under = profile_name({0, 2}), above = profile_name({0, 1});
        check(tip.find(under) != std::string::npos && tip.find(above) == std::string::npos,
              "the roster's tooltip is the row under the pointer (" + under + "), not the one above: " + tip);
    }

    void tooltip_after_edit() {
        m_name_before = profile_name({0, 2});
        m_frame.edit({{Edit::Op::RemoveUnit, {0, 2}, -1, {}}});
    }

    void tooltip_after_undo() {
        const std::string tip = utf8(m_frame.roster_tooltip());
        check(tip.find(m_name_before) == std::string::npos,
              "after the unit under the pointer is removed, its tooltip is gone: " + tip);
        m_frame.undo();
    }

    void tooltip_back() {
        const std::string tip = utf8(m_frame.roster_tooltip());
        check(tip.find(m_name_before) != std::string::npos, "and undo brings it back: " + tip);
    }

    /// Ctrl+D on the selected unit while one more still fits the budget and keeps the army legal.
    void duplicate_if_it_fits() {
        const Selection& s = m_frame.selection();
        if (s.kind != Selection::Kind::Unit) return;
        const Document& doc = m_frame.document();
        int cost = 0;
        for (const auto& u : verdict().summary.units)
            if (u.command == s.unit.command && u.index == s.unit.index) cost = u.unit.cost;
        RosterEditor probe(doc.roster());
        probe.duplicate_unit(s.unit);
        if (verdict().summary.total + cost <= doc.roster().budget &&
            muster::check(probe.roster(), doc.list(), doc.system()).legal())
            press('d', wxMOD_CONTROL);
    }

    void suggested() {
        m_frame.document().mark_saved();
        check(m_frame.new_army({"swedish", 600, "Partial", 1632, {}, "2026-11-30"}), "a new army to complete");
        // Issue 26's new player: two Latta Ryttare and a Finnish Hakkapelitta in the first command.
        add(0, "SW-G1a");
        add(0, "SW-G1a");
        add(0, "SW-G2a");
        const Document& doc = m_frame.document();
        const auto answers = m_frame.suggestions();
        bool legal = !answers.empty();
        for (const auto& a : answers)
            legal = legal && muster::check(a.roster, doc.list(), doc.system()).legal() && a.points <= doc.roster().budget;
        const wxString shown = answers.empty() ? wxString() : m_frame.preview(answers.front());
        check(legal && shown.Contains("+ "), "Suggest offers " + std::to_string(answers.size()) +
                                                 " legal completions of a partial army; the first:\n" + utf8(shown));
        if (answers.empty()) return;
        const Roster before = doc.roster();
        check(m_frame.apply_suggestion(answers.front()) && verdict().legal() && doc.roster() == answers.front().roster &&
                  doc.editor().undo_name() == "suggestion",
              "the chosen suggestion is applied as one step");
        m_frame.undo();
        check(doc.roster() == before, "and undone as one");
    }

    void keyboard_done() {
        const int total = verdict().summary.total, budget = m_frame.document().roster().budget;
        std::cout << "keyboard-only build: " << m_actions << " actions, a legal army of " << total << " of " << budget
                  << " points\n";
        check(verdict().legal() && m_actions <= 30 && total > budget * 9 / 10,
              "keyboard only, a legal Swedish army of " + std::to_string(total) + " of " + std::to_string(budget) +
                  " points in " + std::to_string(m_actions) + " actions (at most 30)");
    }

    /// Selects the finding `code` and clicks the Fix button with the mouse.
    void click_fix(const std::string& code) {
        m_frame.update_views();
        m_before_fix = m_frame.document().roster();
        m_fix_count = 0;
        int row = -1;
        for (int i = 0; const Diagnostic* d = m_frame.findings().diagnostic_at(i); ++i)
            if (d->code == code) {
                if (row < 0) row = i;
                ++m_fix_count;
            }
        check(row >= 0 && !m_frame.findings().diagnostic_at(row)->fixes.empty(), "the finding " + code + " is listed with a fix");
        m_frame.findings().select(row);
        // A finding about a rule over several units selects every unit it counts, and marks their rows.
        const auto rows = m_frame.roster_selections();
        const Roster& r = m_frame.document().roster();
        bool all = rows.size() == 2;
        for (const auto& s : rows)
            all = all && s.kind == Selection::Kind::Unit &&
                  r.commands[static_cast<std::size_t>(s.unit.command)].units[static_cast<std::size_t>(s.unit.index)].profile ==
                      "SW-G2a" &&
                  m_frame.roster_row_mark(s) == 0;
        check(all, "selecting \"2 Finnish Hakkapelitta; at most 1\" selects both Hakkapelitta, their rows marked as errors (" +
                       std::to_string(rows.size()) + " selected)");
        auto* fix = named<wxButton>("fix");
        check(fix && fix->IsEnabled(), "the Fix button is enabled for it");
        // The pointer goes there first; the click comes later, once the toolkit has seen it arrive.
        m_frame.Raise();
        if (fix) m_mouse.MouseMove(fix->GetScreenRect().GetPosition() + fix->GetScreenRect().GetSize() / 2);
    }

    void fixed_and_undone(const std::string& code) {
        auto count = [&] {
            int n = 0;
            for (const auto& d : verdict().diagnostics) n += d.code == code ? 1 : 0;
            return n;
        };
        Document& doc = m_frame.document();
        check(count() < m_fix_count && doc.editor().undo_name() == "fix",
              "Fix clears the finding " + code + " as one named step");
        m_frame.undo();
        check(count() == m_fix_count && doc.roster() == m_before_fix, "undo brings the finding back");
        m_frame.update_views();
        m_mouse.MouseMove(m_frame.GetScreenRect().GetBottomRight() - wxPoint(4, 4));  // no tooltip over later pictures
    }

    void spin_setup() {
        m_frame.select({Selection::Kind::Army, -1, {}});
        m_frame.edit({{Edit::Op::SetPurchase, {}, -1, "exploration_dice", 0}}, "purchase:exploration_dice");
        // Another edit between, so that the clicks cannot join the step above.
        m_frame.edit({{Edit::Op::SetGeneral, {}, 2, "expert"}});
        m_frame.edit({{Edit::Op::SetGeneral, {}, 2, "reliable"}});
        m_before_spin = m_frame.document().roster();
        m_frame.update_views();
        m_frame.Raise();
        if (auto* spin = named<wxSpinCtrl>("purchase:exploration_dice")) spin->SetFocus();
    }

    void spin_one_step() {
        Document& doc = m_frame.document();
        const int dice = doc.roster().purchase("exploration_dice");
        check(dice == 10 && doc.editor().undo_name() == "set_purchase",
              "ten clicks of the dice box bought 10 (" + std::to_string(dice) + ")");
        m_frame.undo();
        check(doc.roster() == m_before_spin && doc.editor().undo_name() == "set_general", "one undo takes back all ten clicks");
        m_frame.redo();
        m_frame.update_views();
    }

    void medieval_sizes() {
        add(1, "MD-VET");  // a unit of no size yet, beside large ones
        m_frame.update_views();
        auto* small = named<wxCheckBox>("option:MD-small");
        auto* large = named<wxCheckBox>("option:MD-large");
        const wxString tip = small && small->GetToolTip() ? small->GetToolTip()->GetTip() : wxString();
        Diagnostics causes;
        for (const auto& c : m_frame.document().unit_choices(m_frame.selection().unit).options)
            if (c.id == "MD-small") causes = c.causes;
        check(small && !small->IsEnabled() && large && large->IsEnabled(),
              "a Medieval unit beside large ones is offered Large, not Small");
        // The data gives this rule no section: the list whose rule it is is cited; the hint says what would do.
        const std::string rule = causes.empty()           ? std::string()
                                 : causes[0].rule.empty() ? m_frame.document().list().name
                                                          : causes[0].rule;
        check(!causes.empty() && tip.Contains(wx(rule)) && tip.Contains(wx(m_frame.text().messages().text(causes[0]))) &&
                  tip.Contains(wx(m_frame.text().messages().hint(causes[0]))),
              "the disabled Small unit box says why, cites the rule and what would make it possible: " + utf8(tip));
        if (large) reveal(large);
    }

    void hover_small() {
        auto* small = named<wxCheckBox>("option:MD-small");
        if (!small) return;
        reveal(small);
        const wxRect box = small->GetScreenRect();
        m_mouse.MouseMove(box.GetRight() - 2, box.GetTop() + box.GetHeight() / 2);
    }

    void why_tooltip_on_screen() {
        std::vector<ScreenRect> popups;
        ScreenRect screen;
        std::string error;
        const bool read = shown_popups(popups, screen, error);
        check(read && !popups.empty(),
              "the disabled Small box shows its tooltip when hovered" + (error.empty() ? "" : ": " + error));
        for (const auto& p : popups)
            check(p.x >= 0 && p.y >= 0 && p.x + p.width <= screen.width && p.y + p.height <= screen.height,
                  "the tooltip is whole on the screen (" + std::to_string(p.x) + "," + std::to_string(p.y) + " " +
                      std::to_string(p.width) + "×" + std::to_string(p.height) + " on " + std::to_string(screen.width) + "×" +
                      std::to_string(screen.height) + ")");
        screenshot_screen("gui-why-disabled");
        m_mouse.MouseMove(m_frame.GetScreenRect().GetBottomRight() - wxPoint(4, 4));  // no tooltip over later pictures
    }

    /// Scrolls the details pane so that `w` is in view.
    void reveal(wxWindow* w) {
        auto* details = named<wxScrolledWindow>("details");
        if (!details) return;
        int unit_x = 1, unit_y = 1;
        details->GetScrollPixelsPerUnit(&unit_x, &unit_y);
        const wxPoint at = details->CalcUnscrolledPosition(w->GetPosition());
        details->Scroll(-1, std::max(0, (at.y - details->GetClientSize().y / 2) / std::max(unit_y, 1)));
    }

    void click_large() {
        auto* large = named<wxCheckBox>("option:MD-large");
        check(large && large->IsShownOnScreen() && named("details")->GetScreenRect().Contains(large->GetScreenRect()),
              "the Large unit box is in view");
        if (!large) return;
        m_box = large->GetScreenRect();
        m_frame.Raise();
        m_mouse.MouseMove(m_box.GetLeft() + m_box.GetWidth() / 3, m_box.GetTop() + m_box.GetHeight() / 2);
    }

    void boxes_stay() {
        Document& doc = m_frame.document();
        const UnitRef unit = m_frame.selection().unit;
        const auto& options = doc.roster().commands[1].units.back().options;
        auto* large = named<wxCheckBox>("option:MD-large");
        check(std::find(options.begin(), options.end(), "MD-large") != options.end() && large && large->GetValue(),
              "the click ticked Large unit");
        const wxRect now = large ? large->GetScreenRect() : wxRect();
        // Still under the pointer where it was clicked (a window manager's relayout may shift it by a pixel).
        const wxPoint clicked(m_box.GetLeft() + m_box.GetWidth() / 3, m_box.GetTop() + m_box.GetHeight() / 2);
        check(now.Contains(clicked) && std::abs(now.y - m_box.y) <= 2,
              "the ticked box has not moved under the pointer (" + std::to_string(m_box.x) + "," + std::to_string(m_box.y) + " " +
                  std::to_string(m_box.width) + "x" + std::to_string(m_box.height) + " -> " + std::to_string(now.x) + "," +
                  std::to_string(now.y) + " " + std::to_string(now.width) + "x" + std::to_string(now.height) + ")");
        m_frame.undo();
        m_frame.undo();
        check(verdict().legal() && unit.command == 1, "undo takes the unit away again");
        m_frame.update_views();
    }

    void typed_name_saved() {
        Document& doc = m_frame.document();
        Diagnostics problems;
        const auto saved = xml::load_roster(doc.path(), problems);
        check(doc.roster().name == "Breitenfeld" && !doc.modified() && saved && saved->name == "Breitenfeld",
              "a name typed without Enter is in the file Ctrl+S writes (" + doc.roster().name + ")");
    }

    void undo_in_text_field() {
        Document& doc = m_frame.document();
        auto* box = named<wxTextCtrl>("army_name");
        check(doc.roster().name == "Breitenfeld" && doc.editor().undo_name() == "set_name" && box &&
                  box->GetValue() == "Breitenfeld",
              "Ctrl+Z in a text box takes back the typing and leaves the roster alone (" + doc.roster().name + ")");
    }

    void wheel_over(const char* name) {
        m_frame.update_views();
        wxWindow* control = named(name);
        check(control != nullptr, std::string("the details pane has the ") + name + " control");
        if (!control) return;
        named("roster")->SetFocus();
        const wxRect r = control->GetScreenRect();
        std::string error;
        check(turn_wheel(r.GetLeft() + r.GetWidth() / 2, r.GetTop() + r.GetHeight() / 2, 1, error), "the wheel turns " + error);
    }

    void shortcut(const char* tree, char key, int more = 0) {
        m_frame.Raise();
        named<wxTreeListCtrl>(tree)->GetDataView()->SetFocus();
        m_keys.Char(key, wxMOD_CONTROL | more);
    }

    void shortcuts_seen() {
        m_frame.PopEventHandler();
        const std::vector<int> wanted = {wxID_NEW,  kExportRoster, wxID_NEW,  kExportRoster,
                                         wxID_OPEN, wxID_REDO,     wxID_REDO, wxID_FIND};
        std::string seen;
        for (int id : m_recorder->seen) seen += std::to_string(id) + " ";
        check(m_recorder->seen == wanted,
              "Ctrl+N and Ctrl+P from both trees, Ctrl+O, Ctrl+Shift+Z, Ctrl+Y and Ctrl+F reach their commands (" + seen + ")");
        m_recorder.reset();
        m_frame.redo();
    }

    void scrolled_details() {
        m_frame.select({Selection::Kind::Army, -1, {}});
        // The price of one more exploration die, as the purchase's price rule gives it.
        const Document& doc = m_frame.document();
        const Purchase* dice = nullptr;
        for (const auto& p : doc.system().purchases)
            if (p.id == "exploration_dice") dice = &p;
        const int n = doc.roster().purchase("exploration_dice") - 1;  // one below the most, so that one more can be bought
        m_frame.edit({{Edit::Op::SetPurchase, {}, -1, "exploration_dice", n}}, "purchase:exploration_dice");
        m_frame.update_views();
        auto* price = named<wxStaticText>("price:exploration_dice");
        const wxString next = dice ? cost_text(m_frame.text(), dice->cost(n + 1) - dice->cost(n)) : wxString();
        check(price && dice && dice->cost(n + 1) - dice->cost(n) > 0 && price->GetLabel().Contains("\n") &&
                  price->GetLabel().AfterLast('\n').Contains(next),
              "the exploration dice show what one more costs: " + (price ? utf8(price->GetLabel()) : std::string()));
        m_frame.undo();
        m_frame.update_views();
        auto* details = named<wxScrolledWindow>("details");
        if (details) details->Scroll(0, 10000);
    }

    void details_at_top() {
        auto* details = named<wxScrolledWindow>("details");
        m_frame.select({Selection::Kind::Unit, 2, {2, 0}});
        check(details && details->GetViewStart().y == 0, "a new selection shows the top of the details pane");
    }

    /// The verdict's red and the findings' colours keep 4.5:1 contrast on the theme's backgrounds.
    void readable_colours() {
        auto* verdict = named("verdict");
        auto* findings = named<wxListCtrl>("findings");
        const wxColour panel = wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE);
        const wxColour list = wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOX);
        const double on_panel = verdict ? contrast(verdict->GetForegroundColour(), panel) : 0;
        const double on_list = findings && findings->GetItemCount() > 0 ? contrast(findings->GetItemTextColour(0), list) : 0;
        check(on_panel >= 4.5 && on_list >= 4.5,
              "red text keeps its contrast" + std::string(dark_theme() ? " in the dark theme" : "") + " (" +
                  std::to_string(on_panel) + ":1 on the window, " + std::to_string(on_list) + ":1 in the findings)");
    }

    void fits_the_screen() {
        const int at = wxDisplay::GetFromWindow(&m_frame);
        const wxRect area = wxDisplay(at == wxNOT_FOUND ? 0u : static_cast<unsigned>(at)).GetClientArea();
        const wxRect frame = m_frame.GetScreenRect();
        check(area.Contains(frame), "the window fits the screen it opens on (" + std::to_string(frame.width) + "x" +
                                        std::to_string(frame.height) + " on " + std::to_string(area.width) + "x" +
                                        std::to_string(area.height) + ")");
    }

    void nothing_to_add_without_an_army() {
        wxWindow* add_unit = named("add_unit");
        wxWindow* add_command = named("add_command");
        check(add_unit && add_command && !add_unit->IsEnabled() && !add_command->IsEnabled() &&
                  !m_frame.GetMenuBar()->IsEnabled(kAddUnit) && !m_frame.GetMenuBar()->IsEnabled(kAddCommand),
              "with no army open, Add to roster and Add command are disabled");
        // The reference sheet needs only a game system: it can be exported and printed with no army.
        const wxMenuBar* bar = m_frame.GetMenuBar();
        check(bar->IsEnabled(kExportSheet) && bar->IsEnabled(kPreviewRoster + 2) && bar->IsEnabled(kPrintRoster + 2) &&
                  !bar->IsEnabled(kExportRoster) && !bar->IsEnabled(kPreviewRoster) && !bar->IsEnabled(kPrintRoster + 1),
              "with no army open, the reference sheet can be exported and printed, the roster and cards cannot");
        const auto sheet = m_out / "no-army-sheet.pdf";
        std::filesystem::remove(sheet);
        check(m_frame.export_to(Printout::Sheet, sheet) && std::filesystem::file_size(sheet) > 1000,
              "with no army open, the reference sheet of a game system is exported");
    }

    void half_built() {
        // Edit > Language offers the system's language and the five bundles; the self-test uses the system's.
        const wxMenuItem* system_language = m_frame.GetMenuBar()->FindItem(kLanguageFirst);
        check(system_language && system_language->IsChecked() && m_frame.GetMenuBar()->FindItem(kLanguageLast),
              "Edit > Language offers six choices, the system's language ticked");
        check(m_frame.new_army({"swedish", 600, "Lützen 1632", 1632, {}, "2026-11-30"}), "new Swedish 600-point army");
        Document& doc = m_frame.document();
        check(doc.roster().commands.size() == 3, "starts with three commands");

        // Half built, with mistakes a new player makes: a second Hakkapelitta, generals not chosen.
        add(0, "SW-G1a");
        add(0, "SW-G1a");
        add(0, "SW-G2a");
        add(0, "SW-G2a");
        add(1, "SW-G4a");
        m_frame.edit({{Edit::Op::SetGeneral, {}, 0, "expert"}});
        m_frame.edit({{Edit::Op::SetOption, {0, 0}, -1, "SW-O2"}});
        check(has("group_above_maximum") && has("general_missing") && has("group_below_minimum"),
              "the verdict names the mistakes");
        m_frame.update_views();
        m_frame.findings().select(0);
        const Location& at = verdict().diagnostics.at(0).where;
        check(m_frame.selection().command == at.command.value_or(-1), "selecting a finding selects its command or unit");
        m_frame.select({Selection::Kind::Unit, 0, {0, 1}});
        // The second unit may not take Discipline A: the box is disabled, and its tooltip is the finding
        // taking it would raise, with the rule it cites (the core's availability query, not a copy).
        auto* second = named<wxCheckBox>("option:SW-O2");
        Diagnostics causes;
        for (const auto& c : doc.unit_choices({0, 1}).options)
            if (c.id == "SW-O2") causes = c.causes;
        const wxString tip = second && second->GetToolTip() ? second->GetToolTip()->GetTip() : wxString();
        check(second && !second->IsEnabled() && !causes.empty() && !causes[0].rule.empty() && tip.Contains(wx(causes[0].rule)) &&
                  tip.Contains(wx(m_frame.text().messages().text(causes[0]))),
              "Discipline A is offered to one unit only; the disabled box cites the rule: " + utf8(tip));
        m_frame.update_views();
    }

    void finished() {
        Document& doc = m_frame.document();
        // Fix it and finish the army (the shipped example, built by hand).
        m_frame.edit({{Edit::Op::RemoveUnit, {0, 3}, -1, {}}});
        m_frame.edit({{Edit::Op::SetOption, {1, 0}, -1, "SW-O5"}});
        add(1, "SW-G6a");
        add(1, "SW-G7a");
        add(2, "SW-G6a");
        add(2, "SW-G6b");
        add(2, "SW-G8a");
        m_frame.edit({{Edit::Op::SetOption, {2, 0}, -1, "SW-O7"}});
        m_frame.edit({{Edit::Op::SetOption, {2, 0}, -1, "SW-O11"}});
        m_frame.edit({{Edit::Op::SetOption, {2, 2}, -1, "SW-O10"}});
        m_frame.edit({{Edit::Op::SetGeneral, {}, 1, "reliable"}});
        m_frame.edit({{Edit::Op::SetGeneral, {}, 2, "reliable"}});
        m_frame.edit({{Edit::Op::SetCommandStructure, {}, -1, "average"}});
        m_frame.edit({{Edit::Op::SetPurchase, {}, -1, "baggage_fortification", 1}}, "purchase:baggage_fortification");
        m_frame.edit({{Edit::Op::SetPurchase, {}, -1, "exploration_dice", 10}}, "purchase:exploration_dice");
        check(verdict().legal(), "the finished army is legal");
        check(verdict().summary.total == 600, "600 of 600 points");
        check(verdict().summary.values.count("vdt") && verdict().summary.values.at("vdt") == 24, "VDT 24");

        m_frame.undo();
        check(doc.roster().purchase("exploration_dice") == 0 && verdict().summary.total == 585, "undo takes back the last edit");
        m_frame.redo();
        check(verdict().legal() && verdict().summary.total == 600, "redo repeats it");

        m_frame.update_views();
        m_frame.select({Selection::Kind::Unit, 2, {2, 0}});
        m_frame.update_views();
        check(!figures_combo(), "a Baroque unit has no Figures box");
    }

    void without_points() {
        m_frame.document().mark_saved();  // the Swedish army was saved above; nothing to ask
        check(m_frame.new_army({"bi-demo-romans", 0, "", {}, {}, "2026-11-30"}), "new Basic Impetus army");
        Document& doc = m_frame.document();
        check(!doc.counts_points() && doc.roster().budget == 0, "it has no budget");
        m_frame.select({Selection::Kind::Army, -1, {}});
        auto* year = named<wxSpinCtrl>("year");
        auto* fixed = named<wxCheckBox>("year_fixed");
        check(year && fixed && !fixed->GetValue() && !year->IsEnabled() && year->GetValue() == -100 && year->GetMin() == -100 &&
                  year->GetMax() == 100,
              "with no year fixed, the army's Year box offers the list's period from its first year, 100 BC");
        for (const char* p : {"BI-legionaries", "BI-legionaries", "BI-legionaries", "BI-auxilia", "BI-auxilia", "BI-slingers",
                              "BI-cavalry", "BI-numidians"})
            add(0, p);
        m_frame.edit({{Edit::Op::SetGeneral, {}, 0, "general"}});
        check(has("general_not_attached"), "the general must join a unit");
        m_frame.edit({{Edit::Op::AttachGeneral, {0, 0}, -1, {}}});
        check(doc.attached_unit(0) == std::optional<int>(0) && !has("general_not_attached"),
              "the general joins the first legion");
        m_frame.edit({{Edit::Op::AttachGeneral, {0, 6}, -1, {}}});
        check(doc.attached_unit(0) == std::optional<int>(6) && !doc.roster().commands[0].units[0].general,
              "attached to the cavalry, he leaves the legion");
        m_frame.undo();
        check(doc.attached_unit(0) == std::optional<int>(0), "undo brings him back to the legion");
        check(verdict().legal(), "the Basic Impetus army is legal");
        m_frame.update_views();
        m_frame.select({Selection::Kind::Unit, 0, {0, 0}});
    }

    /// The Figures box of the details panel, if it shows one.
    wxComboBox* figures_combo(wxWindow* w = nullptr) {
        if (!w) w = &m_frame;
        for (wxWindow* child : w->GetChildren()) {
            if (child->IsTopLevel()) continue;  // the new-army dialog, a preview window
            if (auto* combo = dynamic_cast<wxComboBox*>(child)) return combo;
            if (wxComboBox* found = figures_combo(child)) return found;
        }
        return nullptr;
    }

    void medieval() {
        m_frame.document().mark_saved();
        check(m_frame.new_army({"md-open", 0, "Crécy 1346", 1346, {}, "2026-11-30"}),
              "new Medieval & Dark Age army from the open catalogue");
        Document& doc = m_frame.document();
        check(doc.records_figures(), "the system counts figures");
        m_frame.edit({{Edit::Op::AddCommand, {}, -1, {}}});
        // The English at Crécy (lists/examples/md-crecy-english.muster), without the labels.
        const std::vector<std::pair<int, std::vector<std::string>>> units = {
            {0, {"MD-KN", "MD-large", "MD-one-handed", "MD-shield", "MD-plate"}},
            {0, {"MD-KN", "MD-large", "MD-polearm", "MD-plate"}},
            {0, {"MD-VET", "MD-large", "MD-long-bow"}},
            {0, {"MD-VET", "MD-large", "MD-long-bow"}},
            {0, {"MD-PEA", "MD-large", "MD-spear", "MD-shield"}},
            {1, {"MD-KN", "MD-large", "MD-two-handed", "MD-chain"}},
            {1, {"MD-VET", "MD-large", "MD-long-bow"}},
            {1, {"MD-VET", "MD-large", "MD-long-bow"}},
            {1, {"MD-PEA", "MD-large", "MD-javelin", "MD-skirmishers"}}};
        int index[2] = {0, 0};
        for (const auto& [command, u] : units) {
            add(command, u.front());
            for (std::size_t i = 1; i < u.size(); ++i) m_frame.edit({{Edit::Op::SetOption, {command, index[command]}, -1, u[i]}});
            ++index[command];
        }
        m_frame.edit({{Edit::Op::SetGeneral, {}, 0, "able"}});
        m_frame.edit({{Edit::Op::SetCInC, {}, 0, {}}});
        m_frame.edit({{Edit::Op::SetGeneral, {}, 1, "ordinary"}});
        m_frame.edit({{Edit::Op::AttachGeneral, {0, 0}, -1, {}}});
        m_frame.edit({{Edit::Op::SetPurchase, {}, -1, "camp", 1}}, "purchase:camp");
        m_frame.edit({{Edit::Op::SetPurchase, {}, -1, "baggage_train", 1}}, "purchase:baggage_train");
        int missing = 0;
        for (const auto& d : verdict().diagnostics)
            if (d.is("unit_figures_missing")) ++missing;
        check(missing == 9, "every unit is told to record its figures (" + std::to_string(missing) + ")");
        for (const auto& d : verdict().diagnostics)
            if (d.is("unit_figures_missing")) {
                const std::string hint = m_frame.text().messages().get("gui", "hint_unit_figures_missing", d.args);
                check(hint.find("12") != std::string::npos, "the window's hint says what to enter: " + hint);
                break;
            }
        check(doc.figures_rules({0, 0}).size() == 1 && doc.figures_rules({0, 0})[0]->allowed_figures() == std::vector<int>{12},
              "a large infantry unit has 12");
        for (int c = 0; c < 2; ++c)
            for (int i = 0; i < index[c]; ++i) m_frame.edit({{Edit::Op::SetFigures, {c, i}, -1, {}, c == 1 && i == 3 ? 7 : 12}});
        check(has("unit_figures_wrong") && !has("unit_figures_missing"), "7 foot skirmishers are wrong: they come in pairs");
        m_frame.edit({{Edit::Op::SetFigures, {1, 3}, -1, {}, 8}});
        check(verdict().legal(), "the Medieval army is legal with its figures");
        m_frame.update_views();
        m_frame.select({Selection::Kind::Unit, 1, {1, 3}});
    }

    /// The Figures box edits the unit: a count typed and entered, then taken back.
    void figures_box() {
        Document& doc = m_frame.document();
        wxComboBox* combo = figures_combo();
        check(combo && combo->GetValue() == "8" && combo->GetCount() == 6,
              "the javelinmen's Figures box shows 8 and offers 2 to 12");
        if (!combo) return;
        combo->SetValue("6");
        wxCommandEvent enter(wxEVT_TEXT_ENTER, combo->GetId());
        enter.SetEventObject(combo);
        combo->GetEventHandler()->ProcessEvent(enter);
        check(doc.roster().commands[1].units[3].figures == std::optional<int>(6) && doc.editor().undo_name() == "set_figures",
              "a count typed into the Figures box is recorded");
        m_frame.undo();
        check(doc.roster().commands[1].units[3].figures == std::optional<int>(8) && verdict().legal(), "undo brings back 8");
        m_frame.update_views();
        if ((combo = figures_combo())) {
            combo->SetValue("six");
            wxCommandEvent wrong(wxEVT_TEXT_ENTER, combo->GetId());
            wrong.SetEventObject(combo);
            combo->GetEventHandler()->ProcessEvent(wrong);
            check(doc.roster().commands[1].units[3].figures == std::optional<int>(8) && combo->GetValue() == "8" &&
                      doc.editor().can_redo(),
                  "text that is not a number is refused and the box shows 8 again");
        }
        m_frame.update_views();
    }

    void files() {
        Document& doc = m_frame.document();
        const Roster built = doc.roster();
        check(m_frame.autosave(), "unsaved work is autosaved");
        Document recovered(doc.library());
        Diagnostics recovery_problems;
        check(recovered.recover(m_frame.recovery_file(), recovery_problems) && recovered.roster() == built &&
                  recovered.modified() && recovered.path().empty(),
              "the autosaved army can be recovered as an unsaved army");
        const auto file = m_out / "self-test.muster";
        check(m_frame.save_to(file) && !doc.modified(), "saved to " + file.string());
        check(m_frame.open_file(file), "reopened");
        check(doc.roster() == built && verdict().legal() && verdict().summary.total == 600,
              "the reopened army is the same and legal");
        Diagnostics problems;
        const auto example = xml::load_roster(doc.library().data_dir() / "lists/examples/swedish-600.muster", problems);
        check(example && *example == doc.roster(), "it is the shipped example army");

        const auto newer = m_out / "newer.muster";
        std::ofstream(newer)
            << "<?xml version=\"1.0\"?>\n<roster xmlns=\"urn:muster:roster:1\" format=\"99\" system=\"baroque\" list=\"swedish\" budget=\"600\"/>\n";
        check(!m_frame.save_to(newer), "a file from a newer Muster is not overwritten");
        const Roster before_newer = doc.roster();
        const auto before_path = doc.path();
        const bool opened = m_frame.open_file(newer);
        const wxString warning = m_frame.GetStatusBar()->GetStatusText();
        check(opened && warning.Contains("99"), "opening a newer Muster's file warns at once: " + utf8(warning));
        check(m_frame.open_file(before_path) && doc.roster() == before_newer, "the saved army opens again");

        for (auto [what, name] : {std::pair{Printout::Roster, "roster"}, std::pair{Printout::Cards, "cards"}}) {
            const auto pdf = m_out / (std::string("self-test-") + name + ".pdf");
            check(m_frame.export_to(what, pdf) && std::filesystem::file_size(pdf) > 1000,
                  std::string("exported the ") + name + " PDF");
        }
    }

    void saved_as_typed() {
        Document& doc = m_frame.document();
        check(doc.path() == m_out / "typed.muster" && std::filesystem::exists(m_out / "typed.muster") &&
                  !std::filesystem::exists(m_out / "typed.muster.muster"),
              "Save As with \"typed.muster\" typed saves typed.muster (" + doc.path().string() + ")");
        check(!doc.path().empty() && m_frame.open_file(m_path_before_dialog), "the army opens again from its file");
    }

    /// What the recovery file holds now; empty when there is none.
    std::string recovery_text() {
        std::ifstream in(m_frame.recovery_file());
        return std::string(std::istreambuf_iterator<char>(in), {});
    }

    void recovery_after_edit() {
        check(!m_frame.document().modified() && recovery_text().empty(), "a saved army has no recovery file");
        m_frame.edit({{Edit::Op::SetBudget, {}, -1, {}, m_frame.document().roster().budget + 25}}, "budget");
        check(recovery_text().empty(), "the recovery file is not written at once: a quick run of edits is written once");
    }

    void recovery_written() {
        check(recovery_text().find("budget=\"625\"") != std::string::npos, "a moment after the edit, the recovery file holds it");
        m_frame.undo();
    }

    void recovery_cleared() { check(recovery_text().empty(), "undone back to the saved file, there is nothing to recover"); }

    void crash_offered() {
        // Two windows that died: their slots are let go without removing the files.
        for (const char* name : {"Lützen", "Breitenfeld"}) {
            auto slot = RecoverySlot::claim_new(m_out / "recovery");
            Document doc(m_frame.document().library());
            doc.create({"swedish", 600, name, {}, {}, "2026-12-02"});
            slot->set_origin(m_out / (std::string(name) + ".muster"));
            doc.autosave(slot->file());
        }
        m_frame.edit({{Edit::Op::SetBudget, {}, -1, {}, m_frame.document().roster().budget + 25}}, "budget");
        m_frame.autosave();  // this window's own army, live: never offered
        m_offers = m_frame.recovery_offers();
        std::string summaries;
        wxArrayString armies;
        for (const auto& o : m_offers) {
            summaries += " [" + utf8(o.summary) + "]";
            armies.Add(o.summary);
        }
        check(m_offers.size() == 2 && armies[0].Contains(wxString::FromUTF8("Lützen")) && armies[1].Contains("Breitenfeld") &&
                  armies[0].Contains("Lützen.muster"),
              "every army of the crash is offered with its file, the live window's is not:" + summaries);
        m_recovery_dialog = new RecoveryDialog(&m_frame, m_frame.text(), armies);
        m_recovery_dialog->Show();
    }

    void crash_recovered() {
        const wxRect frame = m_frame.GetScreenRect(), dialog = m_recovery_dialog->GetScreenRect();
        const wxPoint off = (frame.GetTopLeft() + frame.GetSize() / 2) - (dialog.GetTopLeft() + dialog.GetSize() / 2);
        check(std::abs(off.x) < 40 && std::abs(off.y) < 40, "the recovery question is centred on the window (" +
                                                                std::to_string(off.x) + ", " + std::to_string(off.y) +
                                                                " px off)");
        check(m_recovery_dialog->ticked() == std::vector<bool>{true, true}, "every army is ticked to be recovered at first");
        m_recovery_dialog->Destroy();
        const auto own = m_frame.recovery_file();
        const int own_tab = m_frame.shown_army();
        const bool two = m_frame.recover(std::move(m_offers), {true, true}) == 2 && m_frame.army_count() == own_tab + 3;
        bool linked = two && m_frame.shown_army() == own_tab + 1;
        std::vector<std::filesystem::path> files;
        for (int i = 0; linked && i < 2; ++i) {
            m_frame.show_army(own_tab + 1 + i);
            const Document& doc = m_frame.document();
            files.push_back(m_frame.recovery_file());
            linked = doc.modified() && doc.path() == m_out / (i == 0 ? "Lützen.muster" : "Breitenfeld.muster") &&
                     !files.back().empty() && files.back() != own;
        }
        check(linked, "each recovered army opens in a tab of its own, unsaved and still linked to its file");
        m_frame.show_army(own_tab);
        check(m_frame.document().roster().budget == 625 && m_frame.recovery_file() == own,
              "this window's army keeps its tab and its recovery file");
        check(RecoverySlot::claim_orphans(m_out / "recovery").empty(),
              "the recovered armies are not offered again while their tabs live");
        m_recovered_files = files;
    }

    void recovered_tabs_closed() {
        m_prompter.answer("unsaved", Prompter::Answer::No);
        while (m_frame.army_count() > 1) {
            m_frame.show_army(m_frame.army_count() - 1);
            m_frame.close_army();
        }
        bool gone = m_recovered_files.size() == 2;
        for (const auto& f : m_recovered_files) gone = gone && !std::filesystem::exists(f);
        check(gone && std::filesystem::exists(m_frame.recovery_file()),
              "closing a recovered army's tab (its changes discarded) removes its recovery file only");
        m_frame.undo();
    }

    /// Another program changes the saved roster: Save neither overwrites it nor loses the edit, and offers
    /// to reload (the session answers for the player: Yes reloads, Cancel keeps the window's army).
    void changed_on_disk() {
        Document& doc = m_frame.document();
        const auto file = doc.path();
        m_saved = doc.roster();
        Roster theirs = doc.roster();
        theirs.name = "Changed elsewhere";
        xml::save_roster(theirs, file);
        m_frame.edit({{Edit::Op::SetBudget, {}, -1, {}, doc.roster().budget + 50}}, "budget");
        auto name_on_disk = [&] {
            Diagnostics problems;
            const auto r = xml::load_roster(file, problems);
            return r ? r->name : std::string();
        };
        m_prompter.answer("disk_changed", Prompter::Answer::Cancel);
        check(!m_frame.save() && name_on_disk() == "Changed elsewhere" && doc.modified(),
              "Save does not overwrite a roster another program changed, and the window keeps the edit");
        m_prompter.answer("disk_changed", Prompter::Answer::Yes);
        check(!m_frame.save() && doc.roster().name == "Changed elsewhere" && !doc.modified() && doc.path() == file,
              "Save offers to reload the changed roster, and reloads it");
        theirs.name = "Changed again";
        xml::save_roster(theirs, file);
        wxActivateEvent activate(wxEVT_ACTIVATE, true);
        m_frame.GetEventHandler()->ProcessEvent(activate);
    }

    void reloaded_on_activation() {
        Document& doc = m_frame.document();
        check(doc.roster().name == "Changed again" && !doc.modified(),
              "activating the window offers to reload a roster changed on disk");
        const auto file = doc.path();
        m_saved.file = file.string();
        xml::save_roster(m_saved, file);
        m_prompter.answer("disk_changed", Prompter::Answer::Cancel);
        check(m_frame.open_file(file) && doc.roster() == m_saved, "the army as saved before opens again");
    }

    /// Page 1 of the roster as the printer and the print preview draw it, checked and kept as a PNG.
    void printed_page() {
        const Document& doc = m_frame.document();
        const print::Document pages = layout_printout(doc, Printout::Roster, doc.library().data_dir(), m_frame.text().messages());
        check(!pages.pages.empty(), "the roster is laid out for printing");
        const wxImage image = render_page(pages, 0, 595).ConvertToImage();
        // The header with the army's name is dark text on white near the top; the tables fill the rest.
        int dark_top = 0, dark = 0;
        for (int y = 0; y < image.GetHeight(); ++y)
            for (int x = 0; x < image.GetWidth(); ++x)
                if (image.GetRed(x, y) + image.GetGreen(x, y) + image.GetBlue(x, y) < 3 * 100) {
                    ++dark;
                    if (y < image.GetHeight() / 8) ++dark_top;
                }
        check(dark_top > 200 && dark > 3000, "the printed roster page shows its header and tables (" + std::to_string(dark_top) +
                                                 " and " + std::to_string(dark) + " dark pixels)");
        const auto file = m_out / "gui-print-preview.png";
        check(image.SaveFile(wx(file.string()), wxBITMAP_TYPE_PNG), "saved " + file.string());
    }

    void close_preview() {
        int closed = 0;
        for (wxWindow* w : wxTopLevelWindows)
            if (auto* preview = dynamic_cast<wxPreviewFrame*>(w)) {
                // Its bar speaks the window's language, not wx's English.
                const wxWindow* close = preview->FindWindow(wxID_PREVIEW_CLOSE);
                const wxWindow* print = preview->FindWindow(wxID_PREVIEW_PRINT);
                check(close && print && close->GetLabel() == m_frame.text()("button_close") &&
                          print->GetLabel() == m_frame.text()("menu_print"),
                      "the print preview's Close and Print are in the window's language (" +
                          utf8(close ? close->GetLabel() : wxString()) + ")");
                screenshot(*preview, "gui-print-preview-window");
                closed += preview->Close(true) ? 1 : 0;
            }
        check(closed == 1, "the print preview window closes");
    }
};

/// Runs the steps one per timer tick, then reports.
class Runner : public wxTimer {
public:
    Runner(MainFrame& frame, ScriptedPrompter& prompter, const std::filesystem::path& out, std::function<void(int)> done)
        : m_script(frame, prompter, out), m_steps(m_script.steps()), m_done(std::move(done)) {
        Bind(wxEVT_TIMER, [this](wxTimerEvent&) { tick(); });
    }

private:
    Script m_script;
    std::vector<std::function<void()>> m_steps;
    std::size_t m_next = 0;
    std::function<void(int)> m_done;

    void tick() {
        bool failed = false;
        try {
            m_steps[m_next++]();
            if (m_script.take_retry()) --m_next;
        } catch (const std::exception& e) {
            std::cerr << "FAILED: " << e.what() << '\n';
            failed = true;
        }
        if (!failed && m_next < m_steps.size()) return;
        Stop();
        const int code = failed || m_script.failures() > 0 ? 1 : 0;
        std::cout << (code == 0 ? "self-test passed" : "self-test FAILED") << '\n';
        m_done(code);
    }
};

}  // namespace

std::unique_ptr<wxTimer> start_self_test(MainFrame& frame, ScriptedPrompter& prompter, const std::filesystem::path& out_dir,
                                         std::function<void(int)> done) {
    auto runner = std::make_unique<Runner>(frame, prompter, out_dir, std::move(done));
    runner->Start(800);  // time for the window to lay out and paint, even on a busy machine
    return runner;
}

}  // namespace muster::gui
