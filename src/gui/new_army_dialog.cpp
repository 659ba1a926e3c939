// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/new_army_dialog.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/srchctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <chrono>
#include <ctime>

namespace muster::gui {

std::string today() {
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&t));
    return buf;
}

NewArmyDialog::NewArmyDialog(wxWindow* parent, const xml::Library& library, const Text& text)
    : wxDialog(parent, wxID_ANY, text("new_title"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_library(library),
      m_t(text) {
    const int gap = FromDIP(6);
    auto* grid = new wxFlexGridSizer(2, gap, gap * 2);
    grid->AddGrowableCol(1);
    grid->AddGrowableRow(2);
    auto label = [&](const char* key) { grid->Add(new wxStaticText(this, wxID_ANY, m_t(key)), 0, wxALIGN_CENTER_VERTICAL); };

    m_system = new wxChoice(this, wxID_ANY);
    for (const auto& s : library.systems()) {
        m_systems.push_back(&s);
        m_system->Append(wx(s.name));
    }
    label("system");
    grid->Add(m_system, 1, wxEXPAND);

    m_search = new wxSearchCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    m_search->SetDescriptiveText(m_t("search_lists"));
    m_search->ShowCancelButton(true);
    label("search");
    grid->Add(m_search, 1, wxEXPAND);

    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(380, 200)));
    label("list");
    grid->Add(m_list, 1, wxEXPAND);
    grid->AddSpacer(0);
    m_list_info = new wxStaticText(this, wxID_ANY, "");
    grid->Add(m_list_info, 1, wxEXPAND);

    auto* budget_row = new wxBoxSizer(wxHORIZONTAL);
    m_budget = new wxChoice(this, wxID_ANY);
    m_other = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 100000, 600);
    budget_row->Add(m_budget, 0, wxRIGHT, gap);
    budget_row->Add(m_other, 0);
    label("budget");
    grid->Add(budget_row);

    m_name = new wxTextCtrl(this, wxID_ANY);
    label("name");
    grid->Add(m_name, 1, wxEXPAND);

    auto* year_row = new wxBoxSizer(wxHORIZONTAL);
    m_use_year = new wxCheckBox(this, wxID_ANY, m_t("set_year"));
    // Negative years are BC; each list narrows the range to its own period (list_changed).
    m_year = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -kYearLimit,
                            kYearLimit, 1630);
    year_row->Add(m_use_year, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
    year_row->Add(m_year, 0);
    label("year");
    grid->Add(year_row);

    m_rules = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 60)));
    label("optional_rules");
    grid->Add(m_rules, 1, wxEXPAND);

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 1, wxEXPAND | wxALL, gap * 2);
    outer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, gap * 2);
    // The toolkit's stock labels follow the system's language, not the one chosen for Muster.
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->SetLabel(m_t("button_create"));
    if (wxWindow* cancel = FindWindow(wxID_CANCEL)) cancel->SetLabel(m_t("button_cancel"));
    SetSizerAndFit(outer);

    m_system->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { system_changed(); });
    m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { fill_lists(); });
    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { list_changed(); });
    m_list->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) {
        if (list()) EndModal(wxID_OK);
    });
    // Enter in the search box takes the list it leaves selected: "swed", Enter is a new Swedish army.
    auto take = [this](wxCommandEvent& e) {
        if (list() && IsModal()) EndModal(wxID_OK);
        else e.Skip();
    };
    m_search->Bind(wxEVT_TEXT_ENTER, take);
    m_search->Bind(wxEVT_SEARCH, take);
    m_budget->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_other->Enable(m_budget->GetSelection() == static_cast<int>(m_budget->GetCount()) - 1);
    });
    m_use_year->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { m_year->Enable(m_use_year->GetValue()); });
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(list() != nullptr); }, wxID_OK);

    if (!m_systems.empty()) m_system->SetSelection(0);
    system_changed();
    m_search->SetFocus();
}

const GameSystem* NewArmyDialog::system() const {
    const int i = m_system->GetSelection();
    return i < 0 ? nullptr : m_systems[static_cast<std::size_t>(i)];
}

const ArmyList* NewArmyDialog::list() const {
    const int i = m_list->GetSelection();
    return i < 0 || i >= static_cast<int>(m_lists.size()) ? nullptr : m_lists[static_cast<std::size_t>(i)];
}

void NewArmyDialog::system_changed() {
    const GameSystem* sys = system();
    m_budget->Clear();
    m_rules->Clear();
    if (sys) {
        for (int b : sys->standard_budgets) {
            m_budget->Append(wxString::Format("%d", b));
            if (b == sys->default_budget) m_budget->SetSelection(static_cast<int>(m_budget->GetCount()) - 1);
        }
        for (const auto& r : sys->optional_rules) m_rules->Append(wx(r.name));
        if (sys->default_budget > 0) m_other->SetValue(sys->default_budget);
    }
    if (sys && !sys->counts_points) {
        // An army sized by units has no budget: say so instead of asking for points.
        m_budget->Append(m_t("budget_none", {{"system", sys->name}}));
        m_budget->SetSelection(0);
        m_budget->Disable();
        m_other->Hide();
    } else {
        m_budget->Enable();
        m_other->Show();
        m_budget->Append(m_t("budget_other"));
        if (m_budget->GetSelection() < 0) m_budget->SetSelection(static_cast<int>(m_budget->GetCount()) - 1);
        m_other->Enable(m_budget->GetSelection() == static_cast<int>(m_budget->GetCount()) - 1);
    }
    // Wide enough for the longer budget text (the dialog keeps any width the user gave it).
    if (GetSizer() && GetSizer()->GetMinSize().x > GetClientSize().x)
        SetClientSize(GetSizer()->GetMinSize().x, GetClientSize().y);
    Layout();
    m_year->Enable(m_use_year->GetValue());
    fill_lists();
}

void NewArmyDialog::fill_lists() {
    const GameSystem* sys = system();
    const ArmyList* keep = list();
    const wxString filter = m_search->GetValue().Lower();
    m_lists.clear();
    for (const auto& l : m_library.lists())
        if (sys && l.system == sys->id &&
            (filter.empty() || wx(l.name).Lower().Contains(filter) || wx(l.id).Lower().Contains(filter)))
            m_lists.push_back(&l);
    const i18n::Collator collator(m_t.messages().locale());
    std::sort(m_lists.begin(), m_lists.end(),
              [&](const ArmyList* a, const ArmyList* b) { return collator.less(a->name, b->name); });
    m_list->Clear();
    for (const ArmyList* l : m_lists) {
        m_list->Append(wx(l->name));
        if (l == keep) m_list->SetSelection(static_cast<int>(m_list->GetCount()) - 1);
    }
    if (m_list->GetSelection() < 0 && m_lists.size() == 1) m_list->SetSelection(0);
    list_changed();
}

void NewArmyDialog::list_changed() {
    const ArmyList* l = list();
    if (!l) {
        m_list_info->SetLabel(m_lists.empty() ? m_t("no_lists_match") : wxString());
        return;
    }
    // Years BC are negative in the data: "100 BC" reads better than "-100".
    auto year_text = [this](int y) {
        return y < 0 ? utf8(m_t("year_bc", {{"year", static_cast<std::int64_t>(-y)}})) : std::to_string(y);
    };
    m_list_info->SetLabel(wxControl::EscapeMnemonics(
        m_t("list_info", {{"from", year_text(l->from_year)}, {"to", year_text(l->to_year)}, {"source", l->source}})));
    m_name->SetHint(wx(l->name));
    // The year stays within the list's period (BC years are negative), starting at its first year.
    const auto [from, to] = year_range();
    const int year = m_year->GetValue();
    m_year->SetRange(from, to);
    if (!m_use_year->GetValue() || year < from || year > to) m_year->SetValue(from);
}

bool NewArmyDialog::select_list(const std::string& list_id) {
    const ArmyList* l = m_library.list(list_id);
    if (!l) return false;
    for (std::size_t i = 0; i < m_systems.size(); ++i)
        if (m_systems[i]->id == l->system) {
            m_system->SetSelection(static_cast<int>(i));
            system_changed();
        }
    for (std::size_t i = 0; i < m_lists.size(); ++i)
        if (m_lists[i] == l) {
            m_list->SetSelection(static_cast<int>(i));
            list_changed();
            return true;
        }
    return false;
}

std::pair<int, int> NewArmyDialog::year_range() const {
    const ArmyList* l = list();
    // A list without a period (both 0) or with a broken one allows any year.
    if (!l || (l->from_year == 0 && l->to_year == 0) || l->to_year < l->from_year) return {-kYearLimit, kYearLimit};
    return {l->from_year, l->to_year};
}

int NewArmyDialog::year() const {
    return m_year->GetValue();
}

void NewArmyDialog::set_year(std::optional<int> year) {
    m_use_year->SetValue(year.has_value());
    if (year) m_year->SetValue(*year);
    m_year->Enable(year.has_value());
}

bool NewArmyDialog::budget_enabled() const {
    return m_budget->IsEnabled() && m_budget->IsShown();
}

NewArmy NewArmyDialog::settings() const {
    NewArmy s;
    if (const ArmyList* l = list()) s.list = l->id;
    const int b = m_budget->GetSelection();
    const GameSystem* sys = system();
    s.budget = sys && b >= 0 && b < static_cast<int>(sys->standard_budgets.size())
                   ? sys->standard_budgets[static_cast<std::size_t>(b)]
                   : m_other->GetValue();
    if (sys && !sys->counts_points) s.budget = 0;
    s.name = utf8(m_name->GetValue());
    if (m_use_year->GetValue() && m_year->GetValue() != 0) s.year = m_year->GetValue();  // there is no year 0 (1 BC, then AD 1)
    for (unsigned i = 0; sys && i < m_rules->GetCount(); ++i)
        if (m_rules->IsChecked(i)) s.optional_rules.push_back(sys->optional_rules[i].id);
    s.created = today();
    return s;
}

}  // namespace muster::gui
