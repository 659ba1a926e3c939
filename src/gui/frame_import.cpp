// SPDX-License-Identifier: GPL-3.0-or-later
// Edit › Paste typed list and File › Import typed list: a list as players type it, read by the same
// reader as `muster import` (src/text/import.h) and opened as a new army that is not saved yet.
#include <wx/button.h>
#include <wx/clipbrd.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "gui/army_list_pane.h"
#include "gui/main_frame.h"
#include "text/typed_list.h"
#include "xml/load.h"

namespace muster::gui {

wxString MainFrame::findings_text(const Diagnostics& findings) const {
    // As `muster import` prints them: where, severity, message and code, then the hint.
    const auto& m = m_t.messages();
    wxString out;
    for (const Diagnostic& d : findings) {
        std::string line = d.where.file.empty() ? "muster" : d.where.file;
        if (d.where.line > 0) line += ':' + std::to_string(d.where.line);
        line += ": " + m.get("cli", severity_name(d.severity)) + ": " + m.text(d) + " [" + d.code + ']';
        if (const std::string hint = m.hint(d); !hint.empty()) line += "\n  " + m.get("cli", "hint") + ": " + hint;
        out += wx(line) + "\n";
    }
    return out;
}

bool MainFrame::import_typed(const std::string& text, const std::string& name) {
    commit_typing();
    if (!m_import_kit) m_import_kit = text::make_import_kit(m_library, m_library.data_dir());
    text::ImportResult read = text::import_text(*m_import_kit, text, name);
    m_import_findings = read.findings;
    bool opened = false;
    wxString summary;
    // As `muster import`: a list with lines it could not place is not taken, and the roster it gives must be one
    // Muster opens (within the reader's size cap and bounds).
    if (read.roster && !has_errors(read.findings) && text::opens(*read.roster, name, m_import_findings)) {
        const int units = read.roster->unit_count();
        const int commands = static_cast<int>(read.roster->commands.size());
        opened = in_new_tab([&] { return doc().adopt(std::move(*read.roster), name, m_import_findings); });
        if (opened)
            summary = m_t.messages().get(
                "cli", "import_written",
                {{"file", name}, {"units", static_cast<std::int64_t>(units)}, {"commands", static_cast<std::int64_t>(commands)}});
    }
    if (opened) {
        m_list->set_filter("");
        m_sel = {Selection::Kind::Army, -1, {}};
        m_list->rebuild();
        update_views();
        autosave();  // a new army not saved yet: kept for recovery at once
    } else {
        summary = m_t("import_refused", {{"file", name}});
    }
    if (opened && m_import_findings.empty()) {
        SetStatusText(summary);
        return true;
    }
    show_import_findings(summary);
    return opened;
}

wxDialog* MainFrame::show_import_findings(const wxString& summary) {
    // Not modal: the findings stay beside the army while its lines are put right.
    auto* dialog = new wxDialog(this, wxID_ANY, m_t("import_title"), wxDefaultPosition, wxDefaultSize,
                                wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, "import_findings");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* said = new wxStaticText(dialog, wxID_ANY, summary);
    said->Wrap(FromDIP(560));
    sizer->Add(said, 0, wxALL, FromDIP(12));
    auto* lines = new wxTextCtrl(dialog, wxID_ANY, findings_text(m_import_findings), wxDefaultPosition, FromDIP(wxSize(600, 220)),
                                 wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP, wxDefaultValidator, "import_lines");
    sizer->Add(lines, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(12));
    auto* close = new wxButton(dialog, wxID_CLOSE, m_t("button_close"));
    close->Bind(wxEVT_BUTTON, [dialog](wxCommandEvent&) { dialog->Destroy(); });
    dialog->SetEscapeId(wxID_CLOSE);
    sizer->Add(close, 0, wxALIGN_RIGHT | wxALL, FromDIP(12));
    dialog->SetSizerAndFit(sizer);
    // Never wider or taller than the screen it opens on.
    const wxRect screen = wxGetClientDisplayRect();
    dialog->SetSize(dialog->GetSize().GetWidth() > screen.width ? screen.width : -1,
                    dialog->GetSize().GetHeight() > screen.height ? screen.height : -1);
    dialog->CentreOnParent();
    dialog->Show();
    close->SetFocus();
    return dialog;
}

bool MainFrame::paste_typed_list() {
    wxString pasted;
    if (wxTheClipboard->Open()) {
        wxTextDataObject data;
        if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT) && wxTheClipboard->GetData(data)) pasted = data.GetText();
        wxTheClipboard->Close();
    }
    if (pasted.Strip(wxString::both).empty()) {
        report(m_t("paste_no_text"));
        return false;
    }
    return import_typed(utf8(pasted), utf8(m_t("clipboard")));
}

bool MainFrame::import_typed_file(const std::filesystem::path& path) {
    Diagnostics problems;
    std::string text;
    if (!xml::read_text_file(path, text, problems)) {
        m_import_findings = problems;
        show_import_findings(m_t("import_refused", {{"file", path.filename().string()}}));
        return false;
    }
    return import_typed(text, path.filename().string());
}

void MainFrame::on_import_typed(wxCommandEvent&) {
    commit_typing();
    wxFileDialog dialog(this, m_t("import_open_title"), "", "", m_t("import_filter"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) import_typed_file(utf8(dialog.GetPath()).c_str());
}

}  // namespace muster::gui
