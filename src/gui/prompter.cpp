// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/prompter.h"

#include <wx/choicdlg.h>
#include <wx/msgdlg.h>
#include <wx/utils.h>

namespace muster::gui {

void DialogPrompter::inform(wxWindow* parent, Severity severity, const wxString& message, const wxString& title) {
    const long icon = severity == Severity::Error     ? wxICON_ERROR
                      : severity == Severity::Warning ? wxICON_WARNING
                                                      : wxICON_INFORMATION;
    wxMessageBox(message, title, wxOK | icon, parent);
}

Prompter::Answer DialogPrompter::ask(wxWindow* parent, const Question& question) {
    wxMessageDialog ask(parent, question.text, question.title,
                        wxYES_NO | wxCANCEL | (question.warning ? wxICON_WARNING : wxICON_QUESTION));
    ask.SetYesNoCancelLabels(question.yes, question.no, question.cancel);
    const int reply = ask.ShowModal();
    return reply == wxID_YES ? Answer::Yes : reply == wxID_NO ? Answer::No : Answer::Cancel;
}

std::optional<int> DialogPrompter::choose(wxWindow* parent, const wxString& title, const wxString& intro,
                                          const wxArrayString& choices, int initial) {
    wxSingleChoiceDialog ask(parent, intro, title, choices);
    ask.SetSelection(initial);
    if (ask.ShowModal() != wxID_OK) return std::nullopt;
    return ask.GetSelection();
}

bool DialogPrompter::launch(const std::filesystem::path& file) {
    return wxLaunchDefaultApplication(wxString::FromUTF8(file.string()));
}

}  // namespace muster::gui
