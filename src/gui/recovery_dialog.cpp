// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/recovery_dialog.h"

#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace muster::gui {

RecoveryDialog::RecoveryDialog(wxWindow* parent, const Text& t, const wxArrayString& armies)
    : wxDialog(parent, wxID_ANY, t("recover_title"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER,
               "recovery") {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(this, wxID_ANY, t("recover"));
    intro->Wrap(FromDIP(460));
    m_armies = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(460, 120)), armies, 0, wxDefaultValidator,
                                  "recovery_armies");
    for (unsigned i = 0; i < armies.size(); ++i) m_armies->Check(i);
    // Buttons in Muster's language, not the toolkit's.
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* discard = new wxButton(this, wxID_NO, t("button_drop_recovery"));
    auto* recover = new wxButton(this, wxID_YES, t("button_recover"));
    recover->SetDefault();
    buttons->Add(discard, 0, wxRIGHT, FromDIP(6));
    buttons->Add(recover);
    discard->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_NO); });
    recover->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_YES); });
    SetEscapeId(wxID_NO);
    const int gap = FromDIP(10);
    sizer->Add(intro, 0, wxALL, gap);
    sizer->Add(m_armies, 1, wxEXPAND | wxLEFT | wxRIGHT, gap);
    sizer->Add(buttons, 0, wxALIGN_RIGHT | wxALL, gap);
    SetSizerAndFit(sizer);
    CentreOnParent();  // over the window, not at the screen's corner
    recover->SetFocus();
}

std::vector<bool> RecoveryDialog::ticked() const {
    std::vector<bool> out(m_armies->GetCount(), false);
    for (unsigned i = 0; i < out.size(); ++i) out[i] = m_armies->IsChecked(i);
    return out;
}

void RecoveryDialog::tick(unsigned army, bool on) {
    m_armies->Check(army, on);
}

}  // namespace muster::gui
