// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's views: bringing the panes up to date, the menus, and the roster's selection.
#include <wx/dataview.h>
#include <wx/menu.h>
#include <wx/button.h>

#include <algorithm>

#include "core/model/resolve.h"
#include "core/rules/concerns.h"
#include "gui/army_list_pane.h"
#include "gui/details_pane.h"
#include "gui/findings_pane.h"
#include "gui/main_frame.h"
#include "gui/points_bar.h"

namespace muster::gui {
void MainFrame::update_views() {
    m_updating = true;
    // An undo may have removed what was selected: fall back to its command, then to the army.
    if (doc().has_roster()) {
        const Roster& r = doc().roster();
        const int n = static_cast<int>(r.commands.size());
        if (m_sel.kind == Selection::Kind::Unit) {
            const auto& units = m_sel.unit.command < 0
                                    ? r.unassigned
                                    : (m_sel.unit.command < n ? r.commands[m_sel.unit.command].units : r.unassigned);
            if (m_sel.unit.command >= n || m_sel.unit.index >= static_cast<int>(units.size()))
                m_sel = {Selection::Kind::Command, m_sel.unit.command, {}};
        }
        if (m_sel.kind == Selection::Kind::Command && (m_sel.command < 0 || m_sel.command >= n))
            m_sel = {Selection::Kind::Army, -1, {}};
    } else {
        m_sel = {};
    }
    update_title();
    m_points_bar->show(doc());
    m_list->update();
    m_roster->show(doc(), m_sel);
    update_details();
    m_findings->show(doc());
    update_menus();
    // The rows were rebuilt: no tip of a row that has gone or changed, now and once the tree has laid them out.
    for (const auto& tip : m_row_tips) tip();
    m_row_tips_later.StartOnce(300);
    m_updating = false;
}

wxString MainFrame::roster_tooltip() const {
    return m_roster->tooltip();
}

void MainFrame::update_title() {
    update_tabs();
    if (!doc().has_roster()) {
        SetTitle("Muster");
        return;
    }
    const std::string name = doc().path().empty() ? doc().roster().name : doc().path().filename().string();
    SetTitle(wx(name + (doc().modified() ? " *" : "") + " — Muster"));
}

void MainFrame::update_menus() {
    wxMenuBar* bar = GetMenuBar();
    const bool open = doc().has_roster();
    const bool unit = m_sel.kind == Selection::Kind::Unit;
    bar->Enable(wxID_SAVE, open);
    bar->Enable(wxID_SAVEAS, open);
    // The reference sheet needs only a game system: with no army open, the player picks one.
    for (int id :
         {int(kExportRoster), int(kExportCards), int(kPreviewRoster), kPreviewRoster + 1, int(kPrintRoster), kPrintRoster + 1})
        bar->Enable(id, open);
    for (int id : {int(kExportSheet), kPreviewRoster + 2, kPrintRoster + 2}) bar->Enable(id, !m_library.systems().empty());
    const bool can_undo = open && doc().editor().can_undo();  // read-only: edits go through the document
    const bool can_redo = open && doc().editor().can_redo();
    bar->Enable(wxID_UNDO, can_undo);
    bar->Enable(wxID_REDO, can_redo);
    auto edit_name = [&](const std::string& name) { return m_t.messages().get("gui", ("edit_" + name).c_str()); };
    bar->SetLabel(wxID_UNDO,
                  can_undo ? m_t("menu_undo_named", {{"edit", edit_name(doc().editor().undo_name())}}) : m_t("menu_undo"));
    bar->SetLabel(wxID_REDO,
                  can_redo ? m_t("menu_redo_named", {{"edit", edit_name(doc().editor().redo_name())}}) : m_t("menu_redo"));
    bar->Enable(kAddUnit, open && !m_list->selected_profile().empty());
    bar->Enable(kAddCommand, open);
    bar->Enable(wxID_FIND, open);
    bar->Enable(kCopyText, open);
    bar->Enable(kCopyUnits, unit);
    bar->Enable(kPasteUnits, open && !s_copied.empty());
    bar->Enable(kCloseArmy, open || army_count() > 1);
    bar->Enable(kFix, open && m_findings->fix_target() >= 0);
    // The buttons of the same commands, disabled as the menu is.
    if (wxWindow* suggest = FindWindow(kSuggest)) suggest->Enable(open);
    for (int id : {kAddUnit, kAddCommand})
        if (wxWindow* button = FindWindow(id)) button->Enable(bar->IsEnabled(id));
    for (int id : {kDuplicate, kRemoveUnit}) bar->Enable(id, unit);
    bar->Enable(kRemoveCommand, open && selected_command() >= 0);

    while (m_move_menu->GetMenuItemCount() > 0) m_move_menu->Destroy(m_move_menu->FindItemByPosition(0));
    if (!open) return;
    const int n = static_cast<int>(doc().roster().commands.size());
    for (int c = 0; c <= n && kMoveFirst + c <= kMoveLast; ++c) {
        const wxString label = c < n ? m_t("command_number", {{"number", static_cast<std::int64_t>(c + 1)}}) : m_t("unassigned");
        wxMenuItem* item = m_move_menu->Append(kMoveFirst + c, label);
        item->Enable(unit && m_sel.unit.command != (c < n ? c : -1));
    }
}

void MainFrame::update_details() {
    m_sel = m_details->show(m_sel);
}

void MainFrame::select(const Selection& s) {
    select_rows({s});
}

void MainFrame::select_rows(const std::vector<Selection>& rows) {
    if (rows.empty()) return;
    m_sel = rows.front();
    m_updating = true;
    m_roster->select_rows(rows);
    update_details();
    update_menus();
    m_updating = false;
}

std::vector<Selection> MainFrame::roster_selections() const {
    return m_roster->selections();
}

int MainFrame::roster_row_mark(const Selection& s) const {
    return m_roster->row_mark(s);
}

wxRect MainFrame::roster_row_rect(const Selection& s) const {
    return m_roster->row_rect(s);
}

void MainFrame::on_roster_drop(const Dragged& d, int command) {
    if (d.unit) {
        edit({{Edit::Op::MoveUnit, *d.unit, command, {}}});
    } else {
        m_sel = {Selection::Kind::Command, command, {}};
        add_profile(d.profile);
    }
}

void MainFrame::on_roster_selected(const Selection& s) {
    if (m_updating) return;
    m_sel = s;
    update_details();
    update_menus();
}

std::unique_ptr<wxMenu> MainFrame::roster_menu(const Selection& sel) const {
    auto menu = std::make_unique<wxMenu>();
    if (sel.kind == Selection::Kind::Unit) {
        const UnitRef ref = sel.unit;
        menu->Append(kDuplicate, m_t("menu_duplicate"));
        menu->Append(kRemoveUnit, m_t("menu_remove_unit"));
        auto* move = new wxMenu;
        const int n = static_cast<int>(doc().roster().commands.size());
        for (int c = 0; c <= n && kMoveFirst + c <= kMoveLast; ++c)
            move->Append(kMoveFirst + c,
                         c < n ? m_t("command_number", {{"number", static_cast<std::int64_t>(c + 1)}}) : m_t("unassigned"))
                ->Enable(ref.command != (c < n ? c : -1));
        menu->AppendSubMenu(move, m_t("menu_move"));
        if (doc().can_attach_general(ref)) {
            menu->AppendSeparator();
            menu->AppendCheckItem(kAttachGeneral, m_t("menu_attach_general"))->Check(doc().editor().unit(ref).general);
        }
    } else if (sel.kind == Selection::Kind::Command) {
        menu->Append(kAddUnit, m_t("menu_add_unit"))->Enable(!m_list->selected_profile().empty());
        menu->Append(kAddCommand, m_t("menu_add_command"));
        menu->Append(kRemoveCommand, m_t("menu_remove_command"));
    }
    return menu;
}

void MainFrame::on_roster_menu(const Selection& sel) {
    select(sel);  // the menu acts on the row clicked
    const auto menu = roster_menu(sel);
    const int chosen = m_roster->popup(*menu);
    if (chosen == kAttachGeneral) {
        edit({{Edit::Op::AttachGeneral, sel.unit, -1, {}, 0, !doc().editor().unit(sel.unit).general}});
    } else if (chosen != wxID_NONE) {
        wxCommandEvent command(wxEVT_MENU, chosen);  // the same command as the menu bar's
        command.SetEventObject(this);
        GetEventHandler()->ProcessEvent(command);
    }
}

void MainFrame::select_concerned(const Diagnostic& d) {
    // Every unit it concerns (all those its rule counts), else its command, else the army.
    std::vector<Selection> rows;
    for (const auto& u : units_concerned(d, doc().roster(), doc().list(), doc().system()))
        rows.push_back({Selection::Kind::Unit, u.command, u});
    if (rows.empty())
        rows.push_back(d.where.command ? Selection{Selection::Kind::Command, *d.where.command, {}}
                                       : Selection{Selection::Kind::Army, -1, {}});
    select_rows(rows);
}

}  // namespace muster::gui
