// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's frame: layout, menus, file commands and editing commands.
#include "gui/main_frame.h"

#include <wx/button.h>
#include <wx/config.h>
#include <wx/stdpaths.h>
#include <wx/filedlg.h>
#include <wx/filehistory.h>
#include <wx/gauge.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/panel.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <iostream>
#include <stdexcept>

#include "gui/new_army_dialog.h"
#include "gui/printout.h"

namespace muster::gui {
namespace {

/// Why an operation failed, in the user's language where the failure says (a file not written).
std::string reason_of(const std::exception& e, const i18n::Messages& messages) {
    if (const auto* f = dynamic_cast<const Failure*>(&e)) return messages.text(f->diagnostic());
    return e.what();
}

}  // namespace

MainFrame::MainFrame(const xml::Library& library, const i18n::Messages& messages, bool batch)
    : wxFrame(nullptr, wxID_ANY, "Muster", wxDefaultPosition, wxSize(1366, 768)),
      m_library(library),
      m_t(messages),
      m_doc(library),
      m_batch(batch),
      m_history(std::make_unique<wxFileHistory>()) {
    SetMinSize(FromDIP(wxSize(1000, 600)));
    build_menus();
    build_layout();
    CreateStatusBar();
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);
    if (!m_batch) m_recovery = std::filesystem::path(utf8(wxStandardPaths::Get().GetUserDataDir())) / "recovery.muster";
    m_autosave.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { autosave(); });
    m_autosave.Start(60 * 1000);
    update_views();
}

MainFrame::~MainFrame() = default;

std::string saved_language() {
    wxString code;
    wxConfigBase::Get()->Read("language", &code, "");
    return utf8(code);
}

void MainFrame::set_language(const std::string& code) {
    if (m_batch) return;  // the self-test leaves the user's settings alone
    wxConfigBase::Get()->Write("language", wx(code));
    wxConfigBase::Get()->Flush();
    wxString name = m_t("language_system");
    for (const auto& l : kLanguages)
        if (code == l.code && *l.name) name = wxString::FromUTF8(l.name);
    wxMessageBox(m_t("language_next_start", {{"language", utf8(name)}}), m_t("menu_language_title"), wxOK | wxICON_INFORMATION, this);
}

void MainFrame::build_menus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, m_t("menu_new"));
    file->Append(wxID_OPEN, m_t("menu_open"));
    auto* recent = new wxMenu;
    file->AppendSubMenu(recent, m_t("menu_recent"));
    file->Append(wxID_SAVE, m_t("menu_save"));
    file->Append(wxID_SAVEAS, m_t("menu_save_as"));
    file->AppendSeparator();
    file->Append(kExportRoster, m_t("menu_export_roster"));
    file->Append(kExportCards, m_t("menu_export_cards"));
    file->Append(kExportSheet, m_t("menu_export_sheet"));
    auto* preview = new wxMenu;
    auto* print = new wxMenu;
    for (int i = 0; i < 3; ++i) {
        static const char* const keys[] = {"menu_print_roster", "menu_print_cards", "menu_print_sheet"};
        preview->Append(kPreviewRoster + i, m_t(keys[i]));
        print->Append(kPrintRoster + i, m_t(keys[i]));
    }
    file->AppendSubMenu(preview, m_t("menu_print_preview"));
    file->AppendSubMenu(print, m_t("menu_print"));
    file->AppendSeparator();
    file->Append(wxID_EXIT, m_t("menu_quit"));
    m_history->UseMenu(recent);
    if (!m_batch) m_history->Load(*wxConfigBase::Get());

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, m_t("menu_undo"));
    edit->Append(wxID_REDO, m_t("menu_redo"));
    edit->AppendSeparator();
    edit->Append(kAddUnit, m_t("menu_add_unit"));
    edit->Append(kDuplicate, m_t("menu_duplicate"));
    edit->Append(kRemoveUnit, m_t("menu_remove_unit"));
    m_move_menu = new wxMenu;
    edit->AppendSubMenu(m_move_menu, m_t("menu_move"));
    edit->AppendSeparator();
    edit->Append(kAddCommand, m_t("menu_add_command"));
    edit->Append(kRemoveCommand, m_t("menu_remove_command"));
    edit->AppendSeparator();
    auto* language = new wxMenu;
    const std::string chosen = m_batch ? std::string() : saved_language();
    for (int i = 0; i < kLanguageLast - kLanguageFirst + 1; ++i) {
        const LanguageChoice& l = kLanguages[i];
        wxMenuItem* item = language->AppendRadioItem(kLanguageFirst + i, *l.name ? wxString::FromUTF8(l.name) : m_t("language_system"));
        item->Check(chosen == l.code);
    }
    edit->AppendSubMenu(language, m_t("menu_language"));

    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, m_t("menu_about"));

    auto* bar = new wxMenuBar;
    bar->Append(file, m_t("menu_file"));
    bar->Append(edit, m_t("menu_edit"));
    bar->Append(help, m_t("menu_help"));
    SetMenuBar(bar);

    Bind(wxEVT_MENU, &MainFrame::on_new, this, wxID_NEW);
    Bind(wxEVT_MENU, &MainFrame::on_open, this, wxID_OPEN);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { save(); }, wxID_SAVE);
    Bind(wxEVT_MENU, &MainFrame::on_save_as, this, wxID_SAVEAS);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::on_recent, this, wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { on_export(Printout::Roster); }, kExportRoster);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { on_export(Printout::Cards); }, kExportCards);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { on_export(Printout::Sheet); }, kExportSheet);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { print_preview(static_cast<Printout>(e.GetId() - kPreviewRoster)); }, kPreviewRoster, kPreviewRoster + 2);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { print_pages(static_cast<Printout>(e.GetId() - kPrintRoster)); }, kPrintRoster, kPrintRoster + 2);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { undo(); }, wxID_UNDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { redo(); }, wxID_REDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { add_profile(selected_profile()); }, kAddUnit);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (m_sel.kind == Selection::Kind::Unit) duplicate_unit(m_sel.unit); }, kDuplicate);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (m_sel.kind == Selection::Kind::Unit) remove_unit(m_sel.unit); }, kRemoveUnit);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { add_command(); }, kAddCommand);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (selected_command() >= 0) remove_command(selected_command()); }, kRemoveCommand);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { set_language(kLanguages[e.GetId() - kLanguageFirst].code); }, kLanguageFirst, kLanguageLast);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) {
        if (m_sel.kind != Selection::Kind::Unit) return;
        const int n = static_cast<int>(m_doc.roster().commands.size());
        const int target = e.GetId() - kMoveFirst;
        move_unit(m_sel.unit, target < n ? target : -1);
    }, kMoveFirst, kMoveLast);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        wxMessageBox(m_t("about", {{"version", std::string(MUSTER_VERSION)}}), m_t("menu_about_title"), wxOK | wxICON_INFORMATION, this);
    }, wxID_ABOUT);
}

void MainFrame::build_layout() {
    auto* root = new wxPanel(this);
    auto* outer = new wxBoxSizer(wxVERTICAL);
    const int gap = FromDIP(6);

    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    m_points = new wxStaticText(root, wxID_ANY, "");
    m_points->SetFont(m_points->GetFont().Bold().Scaled(1.2f));
    m_gauge = new wxGauge(root, wxID_ANY, 100, wxDefaultPosition, FromDIP(wxSize(200, 14)));
    m_values = new wxStaticText(root, wxID_ANY, "");
    m_verdict = new wxStaticText(root, wxID_ANY, "");
    m_verdict->SetFont(m_verdict->GetFont().Bold().Scaled(1.2f));
    bar->Add(m_points, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap * 2);
    bar->Add(m_gauge, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap * 2);
    bar->Add(m_values, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap * 3);
    bar->Add(m_verdict, 0, wxALIGN_CENTER_VERTICAL);
    outer->Add(bar, 0, wxEXPAND | wxALL, gap);

    auto* middle = new wxBoxSizer(wxHORIZONTAL);

    auto* left = new wxBoxSizer(wxVERTICAL);
    m_list_title = new wxStaticText(root, wxID_ANY, m_t("army_list"));
    m_list_title->SetFont(m_list_title->GetFont().Bold());
    m_list_tree = new wxTreeListCtrl(root, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTL_SINGLE);
    m_list_tree->AppendColumn(m_t("col_unit"), FromDIP(250));
    m_list_tree->AppendColumn(m_t("col_points"), FromDIP(40), wxALIGN_RIGHT);
    m_list_tree->AppendColumn(m_t("col_taken"), FromDIP(135));
    m_list_tree->Bind(wxEVT_TREELIST_ITEM_ACTIVATED, &MainFrame::on_list_activated, this);
    auto* add = new wxButton(root, kAddUnit, m_t("button_add"));
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_profile(selected_profile()); });
    left->Add(m_list_title, 0, wxBOTTOM, gap / 2);
    left->Add(m_list_tree, 1, wxEXPAND);
    left->Add(add, 0, wxTOP, gap / 2);
    middle->Add(left, 8, wxEXPAND | wxRIGHT, gap);

    auto* centre = new wxBoxSizer(wxVERTICAL);
    auto* roster_title = new wxStaticText(root, wxID_ANY, m_t("roster"));
    roster_title->SetFont(roster_title->GetFont().Bold());
    m_roster_tree = new wxTreeListCtrl(root, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTL_SINGLE);
    m_roster_tree->AppendColumn(m_t("col_roster"), FromDIP(330));
    m_roster_tree->AppendColumn(m_t("col_points"), FromDIP(50), wxALIGN_RIGHT);
    m_roster_tree->Bind(wxEVT_TREELIST_SELECTION_CHANGED, &MainFrame::on_roster_selected, this);
    m_roster_tree->Bind(wxEVT_TREELIST_ITEM_CONTEXT_MENU, &MainFrame::on_roster_menu, this);
    // Delete removes the selected unit (the menu's Ctrl+Del works everywhere, this one in the tree).
    m_roster_tree->GetView()->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_DELETE && m_sel.kind == Selection::Kind::Unit) remove_unit(m_sel.unit);
        else e.Skip();
    });
    // The name column takes whatever width the number columns leave (GTK stretches the last
    // column, so its reported width cannot be used here).
    for (const auto& column : {std::pair{m_list_tree, FromDIP(40 + 135)}, std::pair{m_roster_tree, FromDIP(50)}})
        column.first->Bind(wxEVT_SIZE, [this, tree = column.first, others = column.second](wxSizeEvent& e) {
            e.Skip();
            tree->SetColumnWidth(0, std::max(tree->GetClientSize().x - others - FromDIP(24), FromDIP(150)));
        });
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* add_command_button = new wxButton(root, wxID_ANY, m_t("button_add_command"));
    add_command_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_command(); });
    buttons->Add(add_command_button, 0, wxRIGHT, gap);
    centre->Add(roster_title, 0, wxBOTTOM, gap / 2);
    centre->Add(m_roster_tree, 1, wxEXPAND);
    centre->Add(buttons, 0, wxTOP, gap / 2);
    middle->Add(centre, 9, wxEXPAND | wxRIGHT, gap);

    m_details = new wxScrolledWindow(root, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(360, -1)), wxVSCROLL | wxBORDER_THEME);
    m_details->SetScrollRate(0, FromDIP(10));
    m_details->SetSizer(new wxBoxSizer(wxVERTICAL));
    middle->Add(m_details, 7, wxEXPAND);
    outer->Add(middle, 1, wxEXPAND | wxLEFT | wxRIGHT, gap);

    m_diagnostics = new wxListCtrl(root, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 150)), wxLC_REPORT | wxLC_SINGLE_SEL);
    m_diagnostics->AppendColumn(m_t("col_severity"), wxLIST_FORMAT_LEFT, FromDIP(80));
    m_diagnostics->AppendColumn(m_t("col_message"), wxLIST_FORMAT_LEFT, FromDIP(560));
    m_diagnostics->AppendColumn(m_t("col_rule"), wxLIST_FORMAT_LEFT, FromDIP(90));
    m_diagnostics->AppendColumn(m_t("col_hint"), wxLIST_FORMAT_LEFT, FromDIP(560));
    m_diagnostics->Bind(wxEVT_LIST_ITEM_SELECTED, &MainFrame::on_diagnostic_selected, this);
    outer->Add(m_diagnostics, 0, wxEXPAND | wxALL, gap);

    root->SetSizer(outer);
    enable_drag_and_drop();
}

void MainFrame::report(const wxString& message) const {
    if (m_batch) std::cerr << "muster-gui: " << utf8(message) << '\n';
    else wxMessageBox(message, "Muster", wxOK | wxICON_ERROR, const_cast<MainFrame*>(this));
}

// ---- files ----

bool MainFrame::new_army(const NewArmy& settings) {
    if (!m_doc.create(settings)) {
        report(m_t("new_failed", {{"list", settings.list}}));
        return false;
    }
    m_sel = {Selection::Kind::Command, 0, {}};
    build_list_tree();
    update_views();
    return true;
}

bool MainFrame::open_file(const std::filesystem::path& path) {
    Diagnostics problems;
    if (!m_doc.open(path, problems)) {
        wxString text = m_t("open_failed", {{"file", path.string()}});
        for (const auto& d : problems) {
            text += "\n";
            if (d.where.line > 0) text += wxString::Format("%d: ", d.where.line);
            text += wx(m_t.messages().text(d));
        }
        report(text);
        return false;
    }
    m_history->AddFileToHistory(wx(std::filesystem::absolute(path).lexically_normal().string()));  // reopened from any folder
    m_sel = {Selection::Kind::Army, -1, {}};
    build_list_tree();
    update_views();
    return true;
}

bool MainFrame::save() {
    if (!m_doc.has_roster()) return false;
    if (m_doc.path().empty()) {
        wxCommandEvent e;
        on_save_as(e);
        return !m_doc.modified();
    }
    return save_to(m_doc.path());
}

bool MainFrame::save_to(const std::filesystem::path& path) {
    if (!m_doc.has_roster()) return false;
    try {
        m_doc.save(path);
    } catch (const NewerFileError& e) {
        report(m_t("save_newer", {{"file", path.string()}, {"format", static_cast<std::int64_t>(e.format)}}));
        return false;
    } catch (const std::exception& e) {
        report(m_t("save_failed", {{"file", path.string()}, {"reason", reason_of(e, m_t.messages())}}));
        return false;
    }
    m_history->AddFileToHistory(wx(std::filesystem::absolute(path).lexically_normal().string()));  // reopened from any folder
    std::error_code ec;
    if (!m_recovery.empty()) std::filesystem::remove(m_recovery, ec);  // everything is in the file now
    update_title();
    return true;
}

bool MainFrame::confirm_discard() {
    if (m_batch || !m_doc.has_roster() || !m_doc.modified()) return true;
    wxMessageDialog ask(this, m_t("unsaved", {{"name", m_doc.roster().name}}), m_t("unsaved_title"),
                        wxYES_NO | wxCANCEL | wxICON_QUESTION);
    ask.SetYesNoCancelLabels(m_t("button_save"), m_t("button_discard"), m_t("button_cancel"));
    const int answer = ask.ShowModal();
    if (answer == wxID_CANCEL) return false;
    return answer == wxID_NO || save();
}

void MainFrame::on_new(wxCommandEvent&) {
    if (!confirm_discard()) return;
    NewArmyDialog dialog(this, m_library, m_t);
    if (dialog.ShowModal() == wxID_OK) new_army(dialog.settings());
}

void MainFrame::on_open(wxCommandEvent&) {
    if (!confirm_discard()) return;
    wxFileDialog dialog(this, m_t("open_title"), "", "", m_t("file_filter"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) open_file(utf8(dialog.GetPath()).c_str());
}

void MainFrame::on_save_as(wxCommandEvent&) {
    if (!m_doc.has_roster()) return;
    const auto& current = m_doc.path();
    wxString name = current.empty() ? wx(m_doc.roster().name) + ".muster" : wx(current.filename().string());
    wxFileDialog dialog(this, m_t("save_title"), current.empty() ? wxString() : wx(current.parent_path().string()), name,
                        m_t("file_filter"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    std::filesystem::path path = utf8(dialog.GetPath());
    if (path.extension().empty()) path += ".muster";
    save_to(path);
}

void MainFrame::on_recent(wxCommandEvent& e) {
    const wxString file = m_history->GetHistoryFile(static_cast<size_t>(e.GetId() - wxID_FILE1));
    if (confirm_discard() && !open_file(utf8(file))) m_history->RemoveFileFromHistory(static_cast<size_t>(e.GetId() - wxID_FILE1));
}

bool MainFrame::export_to(Printout what, const std::filesystem::path& path) {
    try {
        const int pages = export_pdf(m_doc, what, m_library.data_dir(), m_t.messages(), path);
        SetStatusText(m_t("exported", {{"file", path.string()}, {"pages", static_cast<std::int64_t>(pages)}}));
        return true;
    } catch (const std::exception& e) {
        report(m_t("export_failed", {{"file", path.string()}, {"reason", reason_of(e, m_t.messages())}}));
        return false;
    }
}

bool MainFrame::print_preview(Printout what) {
    if (!m_doc.has_roster()) return false;
    try {
        const print::Document pages = layout_printout(m_doc, what, m_library.data_dir(), m_t.messages());
        wxPrintData data = print_data_for(pages);
        auto* preview = new wxPrintPreview(new PagesPrintout(pages, wx(pages.title)), new PagesPrintout(pages, wx(pages.title)), &data);
        if (!preview->IsOk()) {
            delete preview;
            throw std::runtime_error("no print preview is available");
        }
        const wxRect screen = wxGetClientDisplayRect();  // a page is tall: as much of the screen as it needs
        const wxSize size(std::min(FromDIP(900), screen.width), std::min(FromDIP(1100), screen.height));
        auto* frame = new wxPreviewFrame(preview, this, m_t("print_preview_title"), screen.GetTopLeft(), size);
        frame->Initialize();
        frame->CentreOnScreen();
        frame->Show();
        return true;
    } catch (const std::exception& e) {
        report(m_t("print_failed", {{"reason", reason_of(e, m_t.messages())}}));
        return false;
    }
}

bool MainFrame::print_pages(Printout what) {
    if (!m_doc.has_roster()) return false;
    try {
        const print::Document pages = layout_printout(m_doc, what, m_library.data_dir(), m_t.messages());
        wxPrintDialogData data(print_data_for(pages));
        wxPrinter printer(&data);
        PagesPrintout printout(pages, wx(pages.title));
        if (printer.Print(this, &printout, true) || wxPrinter::GetLastError() == wxPRINTER_CANCELLED) return true;
        throw std::runtime_error("the printer did not accept the pages");
    } catch (const std::exception& e) {
        report(m_t("print_failed", {{"reason", reason_of(e, m_t.messages())}}));
        return false;
    }
}

void MainFrame::on_export(Printout what) {
    if (!m_doc.has_roster()) return;
    const char* suffix = what == Printout::Roster ? "-roster.pdf" : what == Printout::Cards ? "-cards.pdf" : "-sheet.pdf";
    const auto& current = m_doc.path();
    const std::string stem = current.empty() ? m_doc.roster().name : current.stem().string();
    wxFileDialog dialog(this, m_t("export_title"), current.empty() ? wxString() : wx(current.parent_path().string()), wx(stem + suffix),
                        m_t("pdf_filter"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    std::filesystem::path path = utf8(dialog.GetPath());
    if (path.extension().empty()) path += ".pdf";
    export_to(what, path);
}

void MainFrame::on_close(wxCloseEvent& e) {
    if (e.CanVeto() && !confirm_discard()) {
        e.Veto();
        return;
    }
    m_autosave.Stop();
    if (!m_batch) m_history->Save(*wxConfigBase::Get());
    // Closed on purpose: what was not saved was given up, so there is nothing to recover.
    std::error_code ec;
    if (!m_recovery.empty()) std::filesystem::remove(m_recovery, ec);
    Destroy();
}

bool MainFrame::autosave() {
    if (m_recovery.empty() || !m_doc.has_roster() || !m_doc.modified()) return false;
    try {
        std::filesystem::create_directories(m_recovery.parent_path());
        m_doc.autosave(m_recovery);
        return true;
    } catch (const std::exception& e) {
        SetStatusText(m_t("autosave_failed", {{"reason", reason_of(e, m_t.messages())}}));
        return false;
    }
}

void MainFrame::offer_recovery() {
    std::error_code ec;
    if (m_recovery.empty() || !std::filesystem::exists(m_recovery, ec)) return;
    Diagnostics problems;
    Document found(m_library);
    const bool readable = found.recover(m_recovery, problems);
    int answer = wxID_NO;
    if (readable) {
        // Points where the system counts them, else units; buttons in Muster's language, not the toolkit's.
        wxMessageDialog ask(this,
                            m_t(found.counts_points() ? "recover" : "recover_units",
                                {{"name", found.roster().name}, {"points", static_cast<std::int64_t>(found.verdict().summary.total)},
                                 {"units", static_cast<std::int64_t>(found.roster().unit_count())}}),
                            m_t("recover_title"), wxYES_NO | wxICON_QUESTION);
        ask.SetYesNoLabels(m_t("button_recover"), m_t("button_drop_recovery"));
        answer = ask.ShowModal();
    }
    if (answer == wxID_YES && m_doc.recover(m_recovery, problems)) {
        m_sel = {Selection::Kind::Army, -1, {}};
        build_list_tree();
        update_views();
    }
    // Offered once: a refused or unreadable recovery file is not asked about again.
    if (answer != wxID_YES) std::filesystem::remove(m_recovery, ec);
}

// ---- editing ----

void MainFrame::edited() {
    m_doc.refresh();
    update_title();
    // Views are rebuilt once the event that caused the edit is finished: it may come from a control they replace.
    if (m_update_pending) return;
    m_update_pending = true;
    CallAfter([this] {
        m_update_pending = false;
        update_views();
    });
}

void MainFrame::apply(const std::function<void(RosterEditor&)>& edit) {
    if (!m_doc.has_roster()) return;
    try {
        edit(m_doc.editor());
    } catch (const std::exception& e) {
        report(wx(e.what()));  // a stale place (std::out_of_range): nothing changed
    }
    edited();
}

void MainFrame::add_profile(const std::string& profile_id) {
    if (!m_doc.has_roster() || !m_doc.list().profile(profile_id)) return;
    apply([&](RosterEditor& ed) {
        const UnitRef ref = ed.add_unit(m_doc.target_command(selected_command()), {profile_id, {}, {}, 0, false, std::nullopt});
        m_sel = {Selection::Kind::Unit, ref.command, ref};
    });
}

void MainFrame::remove_unit(UnitRef ref) {
    apply([&](RosterEditor& ed) {
        ed.remove_unit(ref);
        m_sel = ref.command >= 0 ? Selection{Selection::Kind::Command, ref.command, {}} : Selection{};
    });
}

void MainFrame::duplicate_unit(UnitRef ref) {
    apply([&](RosterEditor& ed) {
        const UnitRef copy = ed.duplicate_unit(ref);
        m_sel = {Selection::Kind::Unit, copy.command, copy};
    });
}

void MainFrame::move_unit(UnitRef ref, int to_command) {
    apply([&](RosterEditor& ed) {
        const UnitRef moved = ed.move_unit(ref, to_command);
        m_sel = {Selection::Kind::Unit, moved.command, moved};
    });
}

void MainFrame::set_profile(UnitRef ref, const std::string& profile_id) {
    apply([&](RosterEditor& ed) { ed.set_profile(ref, profile_id); });
}

void MainFrame::set_option(UnitRef ref, const std::string& option_id, bool on) {
    apply([&](RosterEditor& ed) { ed.set_option(ref, option_id, on); });
}

void MainFrame::add_command() {
    apply([&](RosterEditor& ed) {
        const int c = ed.add_command();
        m_sel = {Selection::Kind::Command, c, {}};
    });
}

void MainFrame::remove_command(int command) {
    apply([&](RosterEditor& ed) {
        ed.remove_command(command);
        m_sel = {Selection::Kind::Army, -1, {}};
    });
}

void MainFrame::set_general(int command, const std::string& quality) {
    apply([&](RosterEditor& ed) { ed.set_general(command, quality); });
}

void MainFrame::set_c_in_c(int command) {
    apply([&](RosterEditor& ed) { ed.set_c_in_c(command); });
}

void MainFrame::attach_general(UnitRef ref, bool on) {
    if (!m_doc.has_roster() || !m_doc.can_attach_general(ref)) return;
    apply([&](RosterEditor& ed) {
        ed.attach_general(ref, on);
        m_sel = {Selection::Kind::Unit, ref.command, ref};
    });
}

void MainFrame::set_figures(UnitRef ref, std::optional<int> figures) {
    if (!m_doc.has_roster()) return;
    apply([&](RosterEditor& ed) {
        ed.set_figures(ref, figures);
        m_sel = {Selection::Kind::Unit, ref.command, ref};
    });
}

void MainFrame::set_command_structure(const std::string& level) {
    apply([&](RosterEditor& ed) { ed.set_command_structure(level); });
}

void MainFrame::set_purchase(const std::string& id, int count) {
    apply([&](RosterEditor& ed) { ed.set_purchase(id, count); });
}

void MainFrame::set_budget(int budget) {
    apply([&](RosterEditor& ed) { ed.set_budget(budget); });
}

void MainFrame::undo() {
    if (!m_doc.has_roster() || !m_doc.editor().undo()) return;
    edited();
}

void MainFrame::redo() {
    if (!m_doc.has_roster() || !m_doc.editor().redo()) return;
    edited();
}

std::string MainFrame::selected_profile() const {
    const wxTreeListItem item = m_list_tree->GetSelection();
    if (!item.IsOk()) return {};
    auto* data = dynamic_cast<wxStringClientData*>(m_list_tree->GetItemData(item));
    return data ? utf8(data->GetData()) : std::string();
}

int MainFrame::selected_command() const {
    if (m_sel.kind == Selection::Kind::Command) return m_sel.command;
    if (m_sel.kind == Selection::Kind::Unit) return m_sel.unit.command;
    return -1;
}

void MainFrame::on_list_activated(wxTreeListEvent& e) {
    auto* data = dynamic_cast<wxStringClientData*>(m_list_tree->GetItemData(e.GetItem()));
    if (data) add_profile(utf8(data->GetData()));
}

}  // namespace muster::gui
