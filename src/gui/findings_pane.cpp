// SPDX-License-Identifier: GPL-3.0-or-later
// The findings pane: the list of findings and the Fix button.
#include "gui/findings_pane.h"

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/sizer.h>

#include <algorithm>

#include "gui/colours.h"
#include "gui/command_ids.h"
#include "gui/document.h"

namespace muster::gui {
namespace {

/// A finding's whole message, rule and fix as the tooltip of its row.
void finding_tooltips(wxListCtrl* list) {
    list->Bind(wxEVT_MOTION, [list](wxMouseEvent& e) {
        e.Skip();
        int flags = 0;
        const long row = list->HitTest(e.GetPosition(), flags);
        wxString tip;
        if (row >= 0)
            for (int c = 1; c < list->GetColumnCount(); ++c)
                if (const wxString text = list->GetItemText(row, c); !text.empty()) tip += (tip.empty() ? "" : "\n") + text;
        if (list->GetToolTipText() != tip) list->SetToolTip(tip);
    });
}

}  // namespace

FindingsPane::FindingsPane(wxWindow* parent, const Text& t, Handlers handlers)
    : wxPanel(parent), m_t(t), m_handlers(std::move(handlers)) {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL, wxDefaultValidator,
                            "findings");
    m_list->AppendColumn(m_t("col_severity"), wxLIST_FORMAT_LEFT, FromDIP(80));
    m_list->AppendColumn(m_t("col_message"), wxLIST_FORMAT_LEFT, FromDIP(460));
    m_list->AppendColumn(m_t("col_rule"), wxLIST_FORMAT_LEFT, FromDIP(110));
    m_list->AppendColumn(m_t("col_hint"), wxLIST_FORMAT_LEFT, FromDIP(300));
    m_list->AppendColumn(m_t("col_fix"), wxLIST_FORMAT_LEFT, FromDIP(300));
    // The columns share the list's width, the finding and its fixes most: the Fix column is never off-screen.
    m_list->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        const int width = m_list->GetClientSize().x;
        if (width <= 0) return;
        static constexpr int kShares[] = {9, 37, 10, 22, 22};  // per cent: severity, finding, rule, how to fix, fix
        int left = width;
        for (int c = 0; c < 5; ++c) {
            const int w = c == 4 ? left : width * kShares[c] / 100;
            m_list->SetColumnWidth(c, w);
            left -= w;
        }
    });
    m_list->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) {
        update_fix_button();
        if (!m_selecting) select(static_cast<int>(e.GetIndex()));
    });
    m_list->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { update_fix_button(); });
    m_list->Bind(wxEVT_LIST_ITEM_RIGHT_CLICK, &FindingsPane::on_menu, this);
    m_fix = new wxButton(this, kFix, m_t("button_fix"), wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "fix");
    m_fix->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { fix(selected()); });
    m_fix->Disable();
    row->Add(m_list, 1, wxEXPAND);
    row->Add(m_fix, 0, wxLEFT | wxALIGN_TOP, FromDIP(6));
    SetSizer(row);
    finding_tooltips(m_list);
}

void FindingsPane::show(const Document& doc) {
    m_selecting = true;  // rows rebuilt are no choice of the player's
    m_list->DeleteAllItems();
    m_shown.clear();
    if (doc.has_roster()) {
        m_shown = doc.verdict().diagnostics;
        // Errors first, then warnings, then notes; the engine's order within each.
        std::stable_sort(m_shown.begin(), m_shown.end(),
                         [](const Diagnostic& a, const Diagnostic& b) { return a.severity > b.severity; });
        const auto& msg = m_t.messages();
        if (m_shown.empty()) m_list->SetItem(m_list->InsertItem(0, ""), 1, m_t("no_findings"));
        for (std::size_t row = 0; row < m_shown.size(); ++row) {
            const Diagnostic& d = m_shown[row];
            const long item = m_list->InsertItem(static_cast<long>(row), m_t(severity_name(d.severity)));
            m_list->SetItem(item, 1, wx(msg.text(d)));
            m_list->SetItem(item, 2, wx(d.rule));
            // The engine's hint names the command line; the window says where to type the figures.
            m_list->SetItem(
                item, 3,
                d.is("unit_figures_missing") ? wx(msg.get("gui", "hint_unit_figures_missing", d.args)) : wx(msg.hint(d)));
            if (!d.fixes.empty()) m_list->SetItem(item, 4, wx(msg.fix(d.fixes.front())));
            if (d.severity == Severity::Error) m_list->SetItemTextColour(item, bad_colour());
            if (d.severity == Severity::Warning) m_list->SetItemTextColour(item, warn_colour());
        }
    }
    m_selecting = false;
    update_fix_button();
}

const Diagnostic* FindingsPane::diagnostic_at(int row) const {
    return row >= 0 && row < static_cast<int>(m_shown.size()) ? &m_shown[static_cast<std::size_t>(row)] : nullptr;
}

void FindingsPane::select(int row) {
    const Diagnostic* d = diagnostic_at(row);
    if (!d) return;
    m_selecting = true;
    m_list->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    m_list->EnsureVisible(row);
    m_selecting = false;
    if (m_handlers.chosen) m_handlers.chosen(*d);
}

wxWindow* FindingsPane::list() const {
    return m_list;
}

int FindingsPane::selected() const {
    const long row = m_list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    return row >= 0 && row < static_cast<long>(m_shown.size()) ? static_cast<int>(row) : -1;
}

int FindingsPane::fix_target() const {
    // The selected finding, else the first that has a fix (errors come first).
    if (const int row = selected(); row >= 0) return row;
    for (int row = 0; const Diagnostic* d = diagnostic_at(row); ++row)
        if (!d->fixes.empty()) return row;
    return -1;
}

void FindingsPane::fix(int row) {
    const Diagnostic* d = diagnostic_at(row);
    if (!d || d->fixes.empty() || !m_handlers.fix) return;
    const Fix chosen = d->fixes.front();  // a copy: applying it replaces what the pane shows
    m_handlers.fix(chosen);
}

void FindingsPane::update_fix_button() {
    const Diagnostic* d = diagnostic_at(selected());
    const bool can = d && !d->fixes.empty();
    m_fix->Enable(can);
    m_fix->SetToolTip(can ? m_t("fix_tip", {{"fix", m_t.messages().fix(d->fixes.front())}}) : m_t("fix_none"));
}

void FindingsPane::on_menu(wxListEvent& e) {
    const int row = static_cast<int>(e.GetIndex());
    if (!diagnostic_at(row)) return;
    select(row);
    const Diagnostic& d = *diagnostic_at(row);
    wxMenu menu;
    menu.Append(kFix, d.fixes.empty() ? m_t("fix_none") : m_t("menu_fix", {{"fix", m_t.messages().fix(d.fixes.front())}}))
        ->Enable(!d.fixes.empty());
    if (m_list->GetPopupMenuSelectionFromUser(menu) == kFix) fix(row);
}

}  // namespace muster::gui
