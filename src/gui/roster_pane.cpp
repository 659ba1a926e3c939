// SPDX-License-Identifier: GPL-3.0-or-later
// The roster pane: the roster by command with the findings' marks, and the Add command button.
#include "gui/roster_pane.h"

#include <wx/artprov.h>
#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/imaglist.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "core/model/resolve.h"
#include "core/rules/concerns.h"
#include "gui/command_ids.h"
#include "gui/tree_list.h"

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

RosterPane::RosterPane(wxWindow* parent, const Text& t, Handlers handlers)
    : wxPanel(parent), m_t(t), m_handlers(std::move(handlers)) {
    const int gap = FromDIP(6);
    auto* centre = new wxBoxSizer(wxVERTICAL);
    auto* title = new wxStaticText(this, wxID_ANY, m_t("roster"));
    title->SetFont(title->GetFont().Bold());
    // Several rows can be selected: a finding selects every unit it concerns.
    m_tree = new wxTreeListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTL_MULTIPLE, "roster");
    // Rows with findings carry the theme's error or warning icon (drawn for light and dark themes alike).
    auto* marks = new wxImageList(FromDIP(16), FromDIP(16));
    marks->Add(wxArtProvider::GetBitmap(wxART_ERROR, wxART_MENU, FromDIP(wxSize(16, 16))));
    marks->Add(wxArtProvider::GetBitmap(wxART_WARNING, wxART_MENU, FromDIP(wxSize(16, 16))));
    m_tree->AssignImageList(marks);
    m_tree->AppendColumn(m_t("col_roster"), FromDIP(330));
    const int points = append_column(m_tree, m_t("col_points"), FromDIP(50), wxALIGN_RIGHT);
    m_tree->Bind(wxEVT_TREELIST_SELECTION_CHANGED, &RosterPane::on_selected, this);
    m_tree->Bind(wxEVT_TREELIST_ITEM_CONTEXT_MENU, &RosterPane::on_menu, this);
    name_column_fills(m_tree, points);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* add_command = new wxButton(this, kAddCommand, m_t("button_add_command"), wxDefaultPosition, wxDefaultSize, 0,
                                     wxDefaultValidator, "add_command");
    add_command->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_handlers.add_command(); });
    buttons->Add(add_command, 0, wxRIGHT, gap);
    centre->Add(title, 0, wxBOTTOM, gap / 2);
    centre->Add(m_tree, 1, wxEXPAND);
    centre->Add(buttons, 0, wxTOP, gap / 2);
    SetSizer(centre);
    SetMinSize(wxSize(FromDIP(200), -1));
    m_row_tip = row_tooltips(m_tree, [this](const wxTreeListItem& row) { return row_findings(row); });
    enable_drag_and_drop();
}

void RosterPane::show(const Document& doc, const Selection& sel) {
    if (!doc.has_roster()) return m_tree->DeleteAllItems();
    // The points column only where the system counts points.
    if (wxDataViewColumn* col = m_tree->GetDataView()->GetColumn(1)) col->SetHidden(!doc.counts_points());
    const Roster& r = doc.roster();
    const GameSystem& sys = doc.system();
    const Summary& s = doc.verdict().summary;
    // The rows are planned first: when they stand for the same things as the rows shown (most edits),
    // the rows are updated in place, so a click or a selection in progress is not lost to a rebuild.
    struct Planned {
        int parent;  ///< index of the parent row; -1 for the root
        wxString text;
        int points;
        SelectionData* data;
    };
    std::vector<Planned> plan;
    const bool points_shown = doc.counts_points();
    // Each error or warning marks the rows it concerns: its units (all that its rule counts), else its
    // command, else the army row.
    std::vector<std::pair<Selection, const Diagnostic*>> marks;
    for (const auto& d : doc.verdict().diagnostics) {
        if (d.severity == Severity::Note) continue;
        const auto units = units_concerned(d, r, doc.list(), sys);
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
    for (wxTreeListItem item = m_tree->GetFirstItem(); item.IsOk(); item = m_tree->GetNextItem(item)) shown.push_back(item);
    bool same = shown.size() == plan.size();
    for (std::size_t i = 0; same && i < plan.size(); ++i) {
        auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(shown[i]));
        same = data && data->sel == plan[i].data->sel &&
               (plan[i].parent < 0) == (m_tree->GetItemParent(shown[i]) == m_tree->GetRootItem());
    }
    if (!same) {
        m_tree->DeleteAllItems();
        shown.clear();
        for (const auto& p : plan) {
            const wxTreeListItem parent = p.parent < 0 ? m_tree->GetRootItem() : shown[static_cast<std::size_t>(p.parent)];
            shown.push_back(m_tree->AppendItem(parent, p.text, -1, -1, nullptr));
        }
        for (std::size_t i = 0; i < plan.size(); ++i)
            if (plan[i].parent < 0) m_tree->Expand(shown[i]);
    }
    wxTreeListItem selected;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const Planned& p = plan[i];
        if (m_tree->GetItemText(shown[i]) != p.text) m_tree->SetItemText(shown[i], p.text);
        const wxString points = points_shown ? wxString::Format("%d", p.points) : wxString();
        if (m_tree->GetItemText(shown[i], 1) != points) m_tree->SetItemText(shown[i], 1, points);
        m_tree->SetItemImage(shown[i], p.data->mark, p.data->mark);
        if (p.data->sel == sel) selected = shown[i];
        m_tree->SetItemData(shown[i], p.data);  // the tree owns it (and deletes the one it replaces)
    }
    if (selected.IsOk() && (!same || !m_tree->IsSelected(selected))) {
        m_tree->UnselectAll();
        m_tree->Select(selected);
        m_tree->EnsureVisible(selected);
    }
}

void RosterPane::select_rows(const std::vector<Selection>& rows) {
    m_tree->UnselectAll();
    for (wxTreeListItem item = m_tree->GetFirstItem(); item.IsOk(); item = m_tree->GetNextItem(item)) {
        auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(item));
        if (data && std::find(rows.begin(), rows.end(), data->sel) != rows.end()) {
            m_tree->Select(item);
            m_tree->EnsureVisible(item);
        }
    }
}

std::vector<Selection> RosterPane::selections() const {
    std::vector<Selection> out;
    wxTreeListItems items;
    m_tree->GetSelections(items);
    for (const auto& item : items)
        if (auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(item))) out.push_back(data->sel);
    return out;
}

int RosterPane::row_mark(const Selection& s) const {
    for (wxTreeListItem item = m_tree->GetFirstItem(); item.IsOk(); item = m_tree->GetNextItem(item))
        if (auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(item)); data && data->sel == s) return data->mark;
    return -1;
}

wxRect RosterPane::row_rect(const Selection& s) const {
    for (wxTreeListItem item = m_tree->GetFirstItem(); item.IsOk(); item = m_tree->GetNextItem(item)) {
        auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(item));
        if (!data || !(data->sel == s)) continue;
        wxDataViewCtrl* view = m_tree->GetDataView();
        wxRect r = view->GetItemRect(wxDataViewItem(item.GetID()));
        r.SetPosition(view->GetMainWindow()->ClientToScreen(r.GetPosition()));
        return r;
    }
    return {};
}

wxString RosterPane::tooltip() const {
    return m_tree->GetDataView()->GetMainWindow()->GetToolTipText();
}

int RosterPane::popup(wxMenu& menu) {
    return m_tree->GetPopupMenuSelectionFromUser(menu);
}

wxWindow* RosterPane::rows() const {
    return m_tree->GetDataView();
}

void RosterPane::on_selected(wxTreeListEvent& e) {
    // The row clicked; when the toolkit names none (several changed at once), the first one selected.
    wxTreeListItem item = e.GetItem();
    if (!item.IsOk()) {
        wxTreeListItems items;
        if (m_tree->GetSelections(items) == 0) return;
        item = items.front();
    }
    if (auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(item))) m_handlers.selected(data->sel);
}

void RosterPane::on_menu(wxTreeListEvent& e) {
    auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(e.GetItem()));
    if (!data || (data->sel.kind != Selection::Kind::Unit && data->sel.kind != Selection::Kind::Command)) return;
    const Selection sel = data->sel;  // the menu's commands may rebuild the rows
    m_handlers.menu(sel);
}

wxString RosterPane::row_findings(const wxTreeListItem& row) const {
    auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(row));
    return data ? data->findings : wxString();
}

const Selection* RosterPane::selection_of(const wxDataViewItem& item) const {
    if (!item.IsOk()) return nullptr;
    // The tree's rows are its data view's items (the same node pointer).
    const wxTreeListItem row(static_cast<wxTreeListModelNode*>(item.GetID()));
    auto* data = dynamic_cast<SelectionData*>(m_tree->GetItemData(row));
    return data ? &data->sel : nullptr;
}

std::optional<int> RosterPane::drop_command(const wxDataViewItem& item) const {
    const Selection* s = selection_of(item);
    if (!s) return std::nullopt;
    if (s->kind == Selection::Kind::Command) return s->command;
    if (s->kind == Selection::Kind::Unit && s->unit.command >= 0) return s->unit.command;
    return std::nullopt;
}

void RosterPane::enable_drag_and_drop() {
    wxDataViewCtrl* view = m_tree->GetDataView();
    view->EnableDragSource(wxDF_UNICODETEXT);
    view->EnableDropTarget(wxDF_UNICODETEXT);
    view->Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& e) {
        const Selection* s = selection_of(e.GetItem());
        if (!s || s->kind != Selection::Kind::Unit) return e.Veto();
        e.SetDataObject(new wxTextDataObject(wx(drag_text(s->unit))));
        e.SetDragFlags(wxDrag_AllowMove);
    });
    view->Bind(wxEVT_DATAVIEW_ITEM_DROP_POSSIBLE, [this](wxDataViewEvent& e) {
        if (e.GetDataFormat() != wxDF_UNICODETEXT || !drop_command(e.GetItem())) e.Veto();
    });
    view->Bind(wxEVT_DATAVIEW_ITEM_DROP, [this](wxDataViewEvent& e) {
        const auto command = drop_command(e.GetItem());
        if (e.GetDataFormat() != wxDF_UNICODETEXT || !command) return e.Veto();
        wxTextDataObject text;
        text.SetData(wxDF_UNICODETEXT, e.GetDataSize(), e.GetDataBuffer());
        const auto dragged = parse_drag(utf8(text.GetText()));
        if (!dragged) return e.Veto();
        // Handled once the drag has finished: the edit rebuilds the tree the drop came from.
        CallAfter([this, d = *dragged, c = *command] { m_handlers.dropped(d, c); });
    });
}

}  // namespace muster::gui
