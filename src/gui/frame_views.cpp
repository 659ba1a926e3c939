// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's views: points bar, army list, roster tree, menus, and selection.
#include <wx/dataview.h>
#include <wx/menu.h>
#include <wx/button.h>
#include <wx/scrolwin.h>

#include <algorithm>

#include "core/model/resolve.h"
#include "core/rules/concerns.h"
#include "gui/army_list_pane.h"
#include "gui/findings_pane.h"
#include "gui/main_frame.h"
#include "gui/points_bar.h"

namespace muster::gui {
namespace {

/// The selection a roster-tree row stands for.
struct SelectionData : wxClientData {
    explicit SelectionData(Selection s) : sel(s) {}
    Selection sel;
    int mark = -1;      ///< 0 error, 1 warning: the worst finding that concerns the row
    wxString findings;  ///< their messages, for the tooltip
};

std::string unit_text(const ResolvedUnit& u, const RosterUnit& ru, const i18n::Messages& m) {
    if (!u.base) return ru.profile + " ?";
    std::string s = u.effective().type + "  " + u.effective().name;
    if (ru.figures) s += "  (" + m.get("print", "unit_figures", {{"count", static_cast<std::int64_t>(*ru.figures)}}) + ")";
    std::string opts;
    for (const auto& [o, cost] : u.options)
        if (!o->alt_profile) opts += (opts.empty() ? "" : ", ") + o->name;
    if (!opts.empty()) s += "  + " + opts;
    if (!ru.label.empty()) s += "  ‘" + ru.label + "’";
    return s;
}

}  // namespace

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
    update_roster_tree();
    update_details();
    m_findings->show(doc());
    update_menus();
    // The rows were rebuilt: no tip of a row that has gone or changed, now and once the tree has laid them out.
    for (const auto& tip : m_row_tips) tip();
    m_row_tips_later.StartOnce(300);
    m_updating = false;
}

wxString MainFrame::roster_tooltip() const {
    return m_roster_tree->GetDataView()->GetMainWindow()->GetToolTipText();
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

void MainFrame::update_roster_tree() {
    if (!doc().has_roster()) return m_roster_tree->DeleteAllItems();
    // The points column only where the system counts points.
    if (wxDataViewColumn* col = m_roster_tree->GetDataView()->GetColumn(1)) col->SetHidden(!doc().counts_points());
    const Roster& r = doc().roster();
    const GameSystem& sys = doc().system();
    const Summary& s = doc().verdict().summary;
    // The rows are planned first: when they stand for the same things as the rows shown (most edits),
    // the rows are updated in place, so a click or a selection in progress is not lost to a rebuild.
    struct Planned {
        int parent;  ///< index of the parent row; -1 for the root
        wxString text;
        int points;
        SelectionData* data;
    };
    std::vector<Planned> plan;
    const bool points_shown = doc().counts_points();
    // Each error or warning marks the rows it concerns: its units (all that its rule counts), else its
    // command, else the army row.
    std::vector<std::pair<Selection, const Diagnostic*>> marks;
    for (const auto& d : doc().verdict().diagnostics) {
        if (d.severity == Severity::Note) continue;
        const auto units = units_concerned(d, r, doc().list(), sys);
        for (const auto& u : units) marks.emplace_back(Selection{Selection::Kind::Unit, u.command, u}, &d);
        if (!units.empty()) continue;
        if (d.where.command) marks.emplace_back(Selection{Selection::Kind::Command, *d.where.command, {}}, &d);
        else marks.emplace_back(Selection{Selection::Kind::Army, -1, {}}, &d);
    }
    auto add = [&](int parent, const wxString& text, int points, Selection sel) {
        auto* data = new SelectionData(sel);
        for (const auto& [at, d] : marks) {
            if (!(at == sel)) continue;
            const int mark = d->severity == Severity::Error ? 0 : 1;
            data->mark = data->mark < 0 ? mark : std::min(data->mark, mark);
            data->findings += (data->findings.empty() ? "" : "\n") + m_t(d->severity == Severity::Error ? "error" : "warning") +
                              ": " + wx(m_t.messages().text(*d));
        }
        plan.push_back({parent, text, points, data});
        return static_cast<int>(plan.size()) - 1;
    };
    int army_points = s.command_structure_points;
    for (const auto& [id, points] : s.purchase_points) army_points += points;
    add(-1, m_t("army_row", {{"name", r.name}}), army_points, {Selection::Kind::Army, -1, {}});
    auto add_units = [&](int parent, int command) {
        for (const auto& u : s.units) {
            if (u.command != command) continue;
            const RosterUnit& ru = command < 0 ? r.unassigned[u.index] : r.commands[command].units[u.index];
            // The unit the command's general has joined carries his mark.
            const wxString mark = ru.general && command >= 0 ? "   " + m_t("with_general") : wxString();
            add(parent, wx(unit_text(u.unit, ru, m_t.messages())) + mark, u.unit.cost,
                {Selection::Kind::Unit, command, {command, u.index}});
        }
    };
    for (const auto& c : s.commands) {
        const Command& cmd = r.commands[c.index];
        const Quality* q = sys.quality(cmd.general.quality);
        const std::string quality = q ? q->name : cmd.general.quality;
        const int item = add(-1,
                             m_t(quality.empty() ? "command_row_no_general"
                                 : i18n::contains_word(quality, m_t.messages().get("gui", "general"))
                                     ? "command_row_named"  // not "General general"
                                     : "command_row",
                                 {{"number", static_cast<std::int64_t>(c.index + 1)},
                                  {"name", cmd.name.empty() ? std::string() : " ‘" + cmd.name + "’"},
                                  {"quality", quality},
                                  {"general_name", cmd.general.name.empty() ? std::string() : " " + cmd.general.name},
                                  {"c_in_c", std::string(cmd.general.c_in_c ? "yes" : "no")}}),
                             c.points, {Selection::Kind::Command, c.index, {}});
        add_units(item, c.index);
    }
    if (!r.unassigned.empty()) {
        int points = 0;
        for (const auto& u : s.units)
            if (u.command < 0) points += u.unit.cost;
        const int item = add(-1, m_t("unassigned"), points, {Selection::Kind::None, -1, {}});
        add_units(item, -1);
    }

    std::vector<wxTreeListItem> shown;
    for (wxTreeListItem item = m_roster_tree->GetFirstItem(); item.IsOk(); item = m_roster_tree->GetNextItem(item))
        shown.push_back(item);
    bool same = shown.size() == plan.size();
    for (std::size_t i = 0; same && i < plan.size(); ++i) {
        auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(shown[i]));
        same = data && data->sel == plan[i].data->sel &&
               (plan[i].parent < 0) == (m_roster_tree->GetItemParent(shown[i]) == m_roster_tree->GetRootItem());
    }
    if (!same) {
        m_roster_tree->DeleteAllItems();
        shown.clear();
        for (const auto& p : plan) {
            const wxTreeListItem parent = p.parent < 0 ? m_roster_tree->GetRootItem() : shown[static_cast<std::size_t>(p.parent)];
            shown.push_back(m_roster_tree->AppendItem(parent, p.text, -1, -1, nullptr));
        }
        for (std::size_t i = 0; i < plan.size(); ++i)
            if (plan[i].parent < 0) m_roster_tree->Expand(shown[i]);
    }
    wxTreeListItem selected;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const Planned& p = plan[i];
        if (m_roster_tree->GetItemText(shown[i]) != p.text) m_roster_tree->SetItemText(shown[i], p.text);
        const wxString points = points_shown ? wxString::Format("%d", p.points) : wxString();
        if (m_roster_tree->GetItemText(shown[i], 1) != points) m_roster_tree->SetItemText(shown[i], 1, points);
        m_roster_tree->SetItemImage(shown[i], p.data->mark, p.data->mark);
        if (p.data->sel == m_sel) selected = shown[i];
        m_roster_tree->SetItemData(shown[i], p.data);  // the tree owns it (and deletes the one it replaces)
    }
    if (selected.IsOk() && (!same || !m_roster_tree->IsSelected(selected))) {
        m_roster_tree->UnselectAll();
        m_roster_tree->Select(selected);
        m_roster_tree->EnsureVisible(selected);
    }
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

void MainFrame::select(const Selection& s) {
    select_rows({s});
}

void MainFrame::select_rows(const std::vector<Selection>& rows) {
    if (rows.empty()) return;
    m_sel = rows.front();
    m_updating = true;
    m_roster_tree->UnselectAll();
    for (wxTreeListItem item = m_roster_tree->GetFirstItem(); item.IsOk(); item = m_roster_tree->GetNextItem(item)) {
        auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(item));
        if (data && std::find(rows.begin(), rows.end(), data->sel) != rows.end()) {
            m_roster_tree->Select(item);
            m_roster_tree->EnsureVisible(item);
        }
    }
    update_details();
    update_menus();
    m_updating = false;
}

std::vector<Selection> MainFrame::roster_selections() const {
    std::vector<Selection> out;
    wxTreeListItems items;
    m_roster_tree->GetSelections(items);
    for (const auto& item : items)
        if (auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(item))) out.push_back(data->sel);
    return out;
}

int MainFrame::roster_row_mark(const Selection& s) const {
    for (wxTreeListItem item = m_roster_tree->GetFirstItem(); item.IsOk(); item = m_roster_tree->GetNextItem(item))
        if (auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(item)); data && data->sel == s)
            return data->mark;
    return -1;
}

wxString MainFrame::roster_row_findings(const wxTreeListItem& row) const {
    auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(row));
    return data ? data->findings : wxString();
}

wxRect MainFrame::roster_row_rect(const Selection& s) const {
    for (wxTreeListItem item = m_roster_tree->GetFirstItem(); item.IsOk(); item = m_roster_tree->GetNextItem(item)) {
        auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(item));
        if (!data || !(data->sel == s)) continue;
        wxDataViewCtrl* view = m_roster_tree->GetDataView();
        wxRect r = view->GetItemRect(wxDataViewItem(item.GetID()));
        r.SetPosition(view->GetMainWindow()->ClientToScreen(r.GetPosition()));
        return r;
    }
    return {};
}

const Selection* MainFrame::roster_selection(const wxDataViewItem& item) const {
    if (!item.IsOk()) return nullptr;
    // The tree's rows are its data view's items (the same node pointer).
    const wxTreeListItem row(static_cast<wxTreeListModelNode*>(item.GetID()));
    auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(row));
    return data ? &data->sel : nullptr;
}

std::optional<int> MainFrame::drop_command(const wxDataViewItem& item) const {
    const Selection* s = roster_selection(item);
    if (!s) return std::nullopt;
    if (s->kind == Selection::Kind::Command) return s->command;
    if (s->kind == Selection::Kind::Unit && s->unit.command >= 0) return s->unit.command;
    return std::nullopt;
}

void MainFrame::enable_drag_and_drop() {
    wxDataViewCtrl* roster = m_roster_tree->GetDataView();
    roster->EnableDragSource(wxDF_UNICODETEXT);
    roster->EnableDropTarget(wxDF_UNICODETEXT);
    roster->Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& e) {
        const Selection* s = roster_selection(e.GetItem());
        if (!s || s->kind != Selection::Kind::Unit) return e.Veto();
        e.SetDataObject(new wxTextDataObject(wx(drag_text(s->unit))));
        e.SetDragFlags(wxDrag_AllowMove);
    });
    roster->Bind(wxEVT_DATAVIEW_ITEM_DROP_POSSIBLE, [this](wxDataViewEvent& e) {
        if (e.GetDataFormat() != wxDF_UNICODETEXT || !drop_command(e.GetItem())) e.Veto();
    });
    roster->Bind(wxEVT_DATAVIEW_ITEM_DROP, [this](wxDataViewEvent& e) {
        const auto command = drop_command(e.GetItem());
        if (e.GetDataFormat() != wxDF_UNICODETEXT || !command) return e.Veto();
        wxTextDataObject text;
        text.SetData(wxDF_UNICODETEXT, e.GetDataSize(), e.GetDataBuffer());
        const auto dragged = parse_drag(utf8(text.GetText()));
        if (!dragged) return e.Veto();
        // Handled once the drag has finished: the edit rebuilds the tree the drop came from.
        CallAfter([this, d = *dragged, c = *command] {
            if (d.unit) {
                edit({{Edit::Op::MoveUnit, *d.unit, c, {}}});
            } else {
                m_sel = {Selection::Kind::Command, c, {}};
                add_profile(d.profile);
            }
        });
    });
}

void MainFrame::on_roster_selected(wxTreeListEvent& e) {
    if (m_updating) return;
    // The row clicked; when the toolkit names none (several changed at once), the first one selected.
    wxTreeListItem item = e.GetItem();
    if (!item.IsOk()) {
        wxTreeListItems items;
        if (m_roster_tree->GetSelections(items) == 0) return;
        item = items.front();
    }
    auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(item));
    if (!data) return;
    m_sel = data->sel;
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

void MainFrame::on_roster_menu(wxTreeListEvent& e) {
    auto* data = dynamic_cast<SelectionData*>(m_roster_tree->GetItemData(e.GetItem()));
    if (!data || (data->sel.kind != Selection::Kind::Unit && data->sel.kind != Selection::Kind::Command)) return;
    const Selection sel = data->sel;
    select(sel);  // the menu acts on the row clicked
    const auto menu = roster_menu(sel);
    const int chosen = m_roster_tree->GetPopupMenuSelectionFromUser(*menu);
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
