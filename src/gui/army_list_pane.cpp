// SPDX-License-Identifier: GPL-3.0-or-later
// The army list pane: the filter box, the list's units by group and the Add to roster button.
#include "gui/army_list_pane.h"

#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/sizer.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>

#include <algorithm>

#include "core/model/resolve.h"
#include "gui/command_ids.h"
#include "gui/document.h"
#include "gui/tree_list.h"

namespace muster::gui {

ArmyListPane::ArmyListPane(wxWindow* parent, const Text& t, std::function<const Document&()> army, Handlers handlers)
    : wxPanel(parent), m_t(t), m_army(std::move(army)), m_handlers(std::move(handlers)) {
    const int gap = FromDIP(6);
    auto* column = new wxBoxSizer(wxVERTICAL);
    m_title = new wxStaticText(this, wxID_ANY, m_t("army_list"));
    m_title->SetFont(m_title->GetFont().Bold());
    m_filter = new wxSearchCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER, wxDefaultValidator,
                                "list_filter");
    m_filter->SetDescriptiveText(m_t("filter_hint"));
    m_filter->ShowCancelButton(true);
    m_filter->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        rebuild();
        update();
    });
    // Enter or Down in the filter goes on to the (filtered) list.
    m_filter->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { m_tree->GetDataView()->SetFocus(); });
    m_tree = new wxTreeListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTL_SINGLE, "army_list");
    m_tree->AppendColumn(m_t("col_unit"), FromDIP(250));
    const int numbers = append_column(m_tree, m_t("col_points"), FromDIP(40), wxALIGN_RIGHT) +
                        append_column(m_tree, m_t("col_taken"), FromDIP(135));
    m_tree->Bind(wxEVT_TREELIST_ITEM_ACTIVATED, [this](wxTreeListEvent& e) {
        if (auto* data = dynamic_cast<wxStringClientData*>(m_tree->GetItemData(e.GetItem())))
            m_handlers.add(utf8(data->GetData()));
    });
    m_tree->Bind(wxEVT_TREELIST_SELECTION_CHANGED, [this](wxTreeListEvent&) { m_handlers.selected(); });
    name_column_fills(m_tree, numbers);
    auto* add =
        new wxButton(this, kAddUnit, m_t("button_add"), wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "add_unit");
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_handlers.add(selected_profile()); });
    column->Add(m_title, 0, wxBOTTOM, gap / 2);
    column->Add(m_filter, 0, wxEXPAND | wxBOTTOM, gap / 2);
    column->Add(m_tree, 1, wxEXPAND);
    column->Add(add, 0, wxTOP, gap / 2);
    SetSizer(column);
    // The splitter keeps each pane at least at its minimum, by default the width of all its columns: the
    // list would take half a small screen and squeeze the roster and details (the columns cut instead).
    SetMinSize(wxSize(FromDIP(200), -1));
    m_row_tip = row_tooltips(m_tree);
    enable_drag();
}

void ArmyListPane::rebuild() {
    const Document& doc = m_army();
    m_tree->DeleteAllItems();
    m_group_items.clear();
    if (!doc.has_roster()) return;
    const ArmyList& list = doc.list();
    m_title->SetLabel(wxControl::EscapeMnemonics(
        m_t("army_list_named",
            {{"list", list.name}, {"from", std::to_string(list.from_year)}, {"to", std::to_string(list.to_year)}})));
    const wxTreeListItem root = m_tree->GetRootItem();
    // The filter box keeps the groups any of whose entries has the typed text in its type or name.
    const wxString filter = m_filter->GetValue().Strip(wxString::both).Lower();
    auto matches = [&](const Group& g) {
        if (filter.empty()) return true;
        for (const auto& p : g.profiles)
            if (wx(p.type + " " + p.name).Lower().Contains(filter)) return true;
        return false;
    };
    for (const auto& g : list.groups) {
        if (!matches(g)) {
            m_group_items.emplace_back();
            continue;
        }
        std::string names;
        for (const auto& p : g.profiles)
            if (names.find(p.name) == std::string::npos) names += (names.empty() ? "" : " / ") + p.name;
        const bool single = g.profiles.size() == 1;
        const Profile& first = g.profiles.front();
        const wxTreeListItem item = m_tree->AppendItem(root, wx(single ? first.type + "  " + first.name : names), -1, -1,
                                                       new wxStringClientData(wx(first.id)));
        if (single && doc.counts_points()) m_tree->SetItemText(item, 1, wxString::Format("%d", first.cost));
        for (std::size_t i = 0; !single && i < g.profiles.size(); ++i) {
            const Profile& p = g.profiles[i];
            // Alternatives sharing a name are told apart by their characteristics.
            const bool twin =
                std::count_if(g.profiles.begin(), g.profiles.end(), [&](const Profile& o) { return o.name == p.name; }) > 1;
            std::string traits;
            for (const auto& t : p.traits)
                if (twin) traits += (traits.empty() ? "" : ", ") + trait_text(t, doc.system());
            const wxTreeListItem child =
                m_tree->AppendItem(item, wx(p.type + "  " + p.name + (traits.empty() ? "" : "  (" + traits + ")")), -1, -1,
                                   new wxStringClientData(wx(p.id)));
            if (doc.counts_points()) m_tree->SetItemText(child, 1, wxString::Format("%d", p.cost));
        }
        m_tree->Expand(item);
        m_group_items.push_back(item);
    }
}

void ArmyListPane::update() {
    const Document& doc = m_army();
    if (!doc.has_roster()) {
        m_title->SetLabel(m_t("army_list"));
        return;
    }
    // The points column only where the system counts points.
    if (wxDataViewColumn* col = m_tree->GetDataView()->GetColumn(1)) col->SetHidden(!doc.counts_points());
    const auto groups = doc.groups();
    for (std::size_t i = 0; i < groups.size() && i < m_group_items.size(); ++i) {
        if (!m_group_items[i].IsOk()) continue;  // filtered out
        const GroupCount& g = groups[i];
        std::vector<std::pair<std::string, Arg>> args = {{"taken", static_cast<std::int64_t>(g.taken)},
                                                         {"min", static_cast<std::int64_t>(g.min)},
                                                         {"max", static_cast<std::int64_t>(g.max)}};
        const char* key = "taken";
        if (g.state == GroupCount::State::Short) {
            key = "taken_need";
            args.emplace_back("need", static_cast<std::int64_t>(g.gap));
        } else if (g.state == GroupCount::State::Over) {
            key = "taken_over";
            args.emplace_back("excess", static_cast<std::int64_t>(g.gap));
        }
        m_tree->SetItemText(m_group_items[i], 2, m_t(key, args));
    }
}

wxString ArmyListPane::filter() const {
    return m_filter->GetValue();
}

void ArmyListPane::set_filter(const wxString& text) {
    m_filter->ChangeValue(text);
}

void ArmyListPane::find() {
    m_filter->SetFocus();
    m_filter->SelectAll();
}

std::string ArmyListPane::selected_profile() const {
    const wxTreeListItem item = m_tree->GetSelection();
    if (!item.IsOk()) return {};
    auto* data = dynamic_cast<wxStringClientData*>(m_tree->GetItemData(item));
    return data ? utf8(data->GetData()) : std::string();
}

wxWindow* ArmyListPane::filter_box() const {
    return m_filter;
}

wxWindow* ArmyListPane::rows() const {
    return m_tree->GetDataView();
}

void ArmyListPane::enable_drag() {
    wxDataViewCtrl* view = m_tree->GetDataView();
    view->EnableDragSource(wxDF_UNICODETEXT);
    view->Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& e) {
        const wxTreeListItem row(static_cast<wxTreeListModelNode*>(e.GetItem().GetID()));
        auto* data = e.GetItem().IsOk() ? dynamic_cast<wxStringClientData*>(m_tree->GetItemData(row)) : nullptr;
        if (!data) return e.Veto();
        e.SetDataObject(new wxTextDataObject(wx(drag_text(utf8(data->GetData())))));
        e.SetDragFlags(wxDrag_CopyOnly);
    });
}

}  // namespace muster::gui
