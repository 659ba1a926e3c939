// SPDX-License-Identifier: GPL-3.0-or-later
// The points bar: points and gauge, derived values, the verdict and Suggest.
#include "gui/points_bar.h"

#include <wx/button.h>
#include <wx/gauge.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "gui/colours.h"
#include "gui/command_ids.h"
#include "gui/document.h"

namespace muster::gui {

PointsBar::PointsBar(wxWindow* parent, const Text& t, std::function<void()> suggest) : wxPanel(parent), m_t(t) {
    const int gap = FromDIP(6);
    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    m_points = new wxStaticText(this, wxID_ANY, "");
    m_points->SetFont(m_points->GetFont().Bold().Scaled(1.2f));
    m_gauge = new wxGauge(this, wxID_ANY, 100, wxDefaultPosition, FromDIP(wxSize(200, 14)));
    m_values = new wxStaticText(this, wxID_ANY, "");
    m_verdict = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, "verdict");
    m_verdict->SetFont(m_verdict->GetFont().Bold().Scaled(1.2f));
    bar->Add(m_points, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap * 2);
    bar->Add(m_gauge, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap * 2);
    bar->Add(m_values, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap * 3);
    bar->Add(m_verdict, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap * 2);
    auto* suggest_button =
        new wxButton(this, kSuggest, m_t("button_suggest"), wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "suggest");
    suggest_button->SetToolTip(m_t("suggest_tip"));
    suggest_button->Bind(wxEVT_BUTTON, [suggest = std::move(suggest)](wxCommandEvent&) { suggest(); });
    bar->Add(suggest_button, 0, wxALIGN_CENTER_VERTICAL);
    SetSizer(bar);
}

void PointsBar::show(const Document& doc) {
    if (!doc.has_roster()) {
        m_points->SetLabel("");
        m_values->SetLabel("");
        m_verdict->SetLabel("");
        m_gauge->SetValue(0);
        return;
    }
    const Verdict& v = doc.verdict();
    const int budget = doc.roster().budget;
    const int total = v.summary.total;
    if (doc.counts_points()) {
        m_points->SetLabel(
            m_t("points", {{"points", static_cast<std::int64_t>(total)}, {"budget", static_cast<std::int64_t>(budget)}}));
        m_points->SetForegroundColour(total > budget ? bad_colour() : wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
        m_gauge->SetRange(std::max(budget, 1));
        m_gauge->SetValue(std::clamp(total, 0, std::max(budget, 1)));
    } else {
        // An army sized by units: how many it has, and no gauge against a budget it does not have.
        m_points->SetLabel(m_t("units_count", {{"units", static_cast<std::int64_t>(doc.roster().unit_count())}}));
        m_points->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    }
    m_gauge->Show(doc.counts_points());

    wxString values;
    for (const auto& d : doc.system().derived) {
        if (!values.empty()) values += "    ";
        if (d.scope == Scope::Army) {
            auto it = v.summary.values.find(d.id);
            values += wx(d.name) + " " + wxString::Format("%d", it == v.summary.values.end() ? 0 : it->second);
        } else {
            wxString per;
            for (const auto& c : v.summary.commands) {
                auto it = c.values.find(d.id);
                per += (per.empty() ? wxString() : wx(" · ")) + wxString::Format("%d", it == c.values.end() ? 0 : it->second);
            }
            values += wx(d.name) + " " + (per.empty() ? wx("–") : per);
        }
    }
    m_values->SetLabel(wxControl::EscapeMnemonics(values));

    const auto errors = static_cast<std::int64_t>(count(v.diagnostics, Severity::Error));
    const auto warnings = static_cast<std::int64_t>(count(v.diagnostics, Severity::Warning));
    m_verdict->SetLabel(v.legal() ? m_t("legal", {{"warnings", warnings}})
                                  : m_t("not_legal", {{"errors", errors}, {"warnings", warnings}}));
    m_verdict->SetForegroundColour(v.legal() ? good_colour() : bad_colour());
    Layout();
}

}  // namespace muster::gui
