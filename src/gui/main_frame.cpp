// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's frame: layout, menus, file commands and editing commands.
#include "gui/main_frame.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/clipbrd.h>
#include <wx/config.h>
#include <wx/dataview.h>
#include <wx/dialog.h>
#include <wx/display.h>
#include <wx/stdpaths.h>
#include <wx/filedlg.h>
#include <wx/filehistory.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/panel.h>
#include <wx/srchctrl.h>
#include <wx/textentry.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/utils.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/editing/roster_diff.h"
#include "core/editing/text_bounds.h"
#include "gui/army_list_pane.h"
#include "gui/details_pane.h"
#include "gui/findings_pane.h"
#include "gui/new_army_dialog.h"
#include "gui/points_bar.h"
#include "gui/printout.h"
#include "gui/prompter.h"
#include "gui/recovery_dialog.h"
#include "text/export.h"
#include "text/typed_list.h"
#include "xml/load.h"

namespace muster::gui {
namespace {

/// Why an operation failed, in the user's language where the failure says (a file not written).
std::string reason_of(const std::exception& e, const i18n::Messages& messages) {
    if (const auto* f = dynamic_cast<const Failure*>(&e)) return messages.text(f->diagnostic());
    return e.what();
}

}  // namespace

MainFrame::MainFrame(const xml::Library& library, const i18n::Messages& messages, Prompter& prompter, wxConfigBase* settings)
    : wxFrame(nullptr, wxID_ANY, "Muster", wxDefaultPosition, wxSize(1366, 768)),
      m_library(library),
      m_t(messages),
      m_prompter(prompter),
      m_settings(settings),
      m_history(std::make_unique<wxFileHistory>()) {
    m_armies.push_back(new_open_army());
    build_menus();
    build_layout();
    CreateStatusBar();
    place_on_screen();
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);
    Bind(wxEVT_CHAR_HOOK, &MainFrame::on_char_hook, this);
    // Another program may have changed the roster's file while the window was in the background: say so
    // once per change (a stat of the file), after the activation is done.
    Bind(wxEVT_ACTIVATE, [this](wxActivateEvent& e) {
        e.Skip();
        if (e.GetActive() && doc().has_roster() && doc().changed_on_disk() && !(doc().on_disk() == army().disk_asked))
            CallAfter([this] { resolve_disk_change(); });
    });
    if (m_settings) set_recovery_folder(recovery_folder());
    m_autosave.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { autosave(); });
    m_row_tips_later.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
        for (const auto& tip : m_row_tips) tip();
    });
    update_views();
}

MainFrame::~MainFrame() {
    // The children go while this is still a MainFrame: their destroy handlers use its members.
    DestroyChildren();
}

std::filesystem::path user_data_folder() {
    // wx's GetUserDataDir answers ~/.muster whatever the file layout: the XDG folder is made here.
    wxString xdg;
    if (wxGetEnv("XDG_DATA_HOME", &xdg) && wxIsAbsolutePath(xdg)) return std::filesystem::path(utf8(xdg)) / "muster";
    return std::filesystem::path(utf8(wxGetHomeDir())) / ".local" / "share" / "muster";
}

std::filesystem::path recovery_folder() {
    return user_data_folder() / "recovery";
}

void MainFrame::set_recovery_folder(const std::filesystem::path& folder) {
    try {
        for (auto& a : m_armies) a->slot = RecoverySlot::claim_new(folder);
        m_recovery_folder = folder;
    } catch (const std::exception& e) { SetStatusText(m_t("autosave_failed", {{"reason", reason_of(e, m_t.messages())}})); }
}

std::string saved_language(const wxConfigBase& settings) {
    wxString code;
    settings.Read("language", &code, "");
    return utf8(code);
}

void MainFrame::set_language(const std::string& code) {
    if (!m_settings) return;  // the window test leaves the player's settings alone
    m_settings->Write("language", wx(code));
    m_settings->Flush();
    wxString name = m_t("language_system");
    for (const auto& l : kLanguages)
        if (code == l.code && *l.name) name = wxString::FromUTF8(l.name);
    m_prompter.inform(this, Severity::Note, m_t("language_next_start", {{"language", utf8(name)}}), m_t("menu_language_title"));
}

wxDialog* MainFrame::show_keyboard_help() {
    // Not modal: it can stay open beside the window while the keys are tried.
    auto* dialog = new wxDialog(this, wxID_ANY, m_t("keyboard_title"), wxDefaultPosition, wxDefaultSize,
                                wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, "keyboard_help");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(dialog, wxID_ANY, m_t("keyboard_help", {{"guide", user_guide().string()}})), 1, wxEXPAND | wxALL,
               FromDIP(12));
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* guide = new wxButton(dialog, kUserGuide, m_t("menu_user_guide"));
    guide->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { open_user_guide(); });
    buttons->Add(guide, 0, wxRIGHT, FromDIP(8));
    auto* close = new wxButton(dialog, wxID_CLOSE, m_t("button_close"));
    close->Bind(wxEVT_BUTTON, [dialog](wxCommandEvent&) { dialog->Destroy(); });
    dialog->SetEscapeId(wxID_CLOSE);
    buttons->Add(close);
    sizer->Add(buttons, 0, wxALIGN_RIGHT | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12));
    dialog->SetSizerAndFit(sizer);
    dialog->CentreOnParent();
    dialog->Show();
    close->SetFocus();
    return dialog;
}

std::filesystem::path MainFrame::user_guide() const {
    return m_library.data_dir() / "docs" / "desktop.md";
}

bool MainFrame::open_user_guide() {
    const std::filesystem::path guide = user_guide();
    std::error_code ec;
    if (!std::filesystem::is_regular_file(guide, ec)) {
        report(m_t("guide_missing", {{"file", guide.string()}}));
        return false;
    }
    if (m_prompter.launch(guide)) return true;
    report(m_t("guide_failed", {{"file", guide.string()}}));
    return false;
}

void MainFrame::build_menus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, m_t("menu_new"));
    file->Append(wxID_OPEN, m_t("menu_open"));
    auto* recent = new wxMenu;
    file->AppendSubMenu(recent, m_t("menu_recent"));
    file->Append(kImportTyped, m_t("menu_import_typed"));
    file->Append(wxID_SAVE, m_t("menu_save"));
    file->Append(wxID_SAVEAS, m_t("menu_save_as"));
    file->Append(kCloseArmy, m_t("menu_close_army"));
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
    if (m_settings) m_history->Load(*m_settings);

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, m_t("menu_undo"));
    edit->Append(wxID_REDO, m_t("menu_redo"));
    edit->AppendSeparator();
    edit->Append(wxID_FIND, m_t("menu_find"));
    edit->Append(kCopyText, m_t("menu_copy_text"));
    edit->Append(kPasteTyped, m_t("menu_paste_typed"));
    edit->Append(kCopyUnits, m_t("menu_copy_units"));
    edit->Append(kPasteUnits, m_t("menu_paste_units"));
    edit->Append(kFix, m_t("menu_fix_finding"));
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
    const std::string chosen = m_settings ? saved_language(*m_settings) : std::string();
    for (int i = 0; i < kLanguageLast - kLanguageFirst + 1; ++i) {
        const LanguageChoice& l = kLanguages[i];
        wxMenuItem* item =
            language->AppendRadioItem(kLanguageFirst + i, *l.name ? wxString::FromUTF8(l.name) : m_t("language_system"));
        item->Check(chosen == l.code);
    }
    edit->AppendSubMenu(language, m_t("menu_language"));

    auto* help = new wxMenu;
    help->Append(wxID_HELP, m_t("menu_keyboard"));
    help->Append(kUserGuide, m_t("menu_user_guide"));
    help->Append(wxID_ABOUT, m_t("menu_about"));

    auto* bar = new wxMenuBar;
    bar->Append(file, m_t("menu_file"));
    bar->Append(edit, m_t("menu_edit"));
    bar->Append(help, m_t("menu_help"));
    SetMenuBar(bar);

    Bind(wxEVT_MENU, &MainFrame::on_new, this, wxID_NEW);
    Bind(wxEVT_MENU, &MainFrame::on_open, this, wxID_OPEN);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { save(); }, wxID_SAVE);
    Bind(wxEVT_MENU, &MainFrame::on_save_as, this, wxID_SAVEAS);
    Bind(wxEVT_MENU, &MainFrame::on_import_typed, this, kImportTyped);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { paste_typed_list(); }, kPasteTyped);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { copy_units(); }, kCopyUnits);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { paste_units(); }, kPasteUnits);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { close_army(); }, kCloseArmy);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::on_recent, this, wxID_FILE1, wxID_FILE9);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { on_export(Printout::Roster); }, kExportRoster);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { on_export(Printout::Cards); }, kExportCards);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { on_export(Printout::Sheet); }, kExportSheet);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { print_preview(static_cast<Printout>(e.GetId() - kPreviewRoster)); },
        kPreviewRoster, kPreviewRoster + 2);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { print_pages(static_cast<Printout>(e.GetId() - kPrintRoster)); }, kPrintRoster,
        kPrintRoster + 2);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { undo(); }, wxID_UNDO);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { redo(); }, wxID_REDO);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_list->find(); }, wxID_FIND);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { copy_as_text(); }, kCopyText);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_findings->fix(m_findings->fix_target()); }, kFix);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { add_profile(m_list->selected_profile()); }, kAddUnit);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (m_sel.kind == Selection::Kind::Unit) this->edit({{Edit::Op::DuplicateUnit, m_sel.unit, -1, {}}});
        },
        kDuplicate);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (m_sel.kind == Selection::Kind::Unit) this->edit({{Edit::Op::RemoveUnit, m_sel.unit, -1, {}}});
        },
        kRemoveUnit);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            this->edit({{Edit::Op::AddCommand, {}, -1, {}}});
        },
        kAddCommand);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (selected_command() >= 0) this->edit({{Edit::Op::RemoveCommand, {}, selected_command(), {}}});
        },
        kRemoveCommand);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { set_language(kLanguages[e.GetId() - kLanguageFirst].code); }, kLanguageFirst,
        kLanguageLast);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& e) {
            if (m_sel.kind != Selection::Kind::Unit) return;
            const int n = static_cast<int>(doc().roster().commands.size());
            const int target = e.GetId() - kMoveFirst;
            this->edit({{Edit::Op::MoveUnit, m_sel.unit, target < n ? target : -1, {}}});
        },
        kMoveFirst, kMoveLast);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { show_keyboard_help(); }, wxID_HELP);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { open_user_guide(); }, kUserGuide);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            wxMessageBox(m_t("about", {{"version", std::string(MUSTER_VERSION)}}), m_t("menu_about_title"),
                         wxOK | wxICON_INFORMATION, this);
        },
        wxID_ABOUT);
}

void MainFrame::build_layout() {
    auto* root = new wxPanel(this);
    auto* outer = new wxBoxSizer(wxVERTICAL);
    const int gap = FromDIP(6);

    // The open armies' tabs: only the strip, the panes below show the army of the tab chosen.
    m_tabs = new wxNotebook(root, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, "armies");
    m_tabs->AddPage(new wxPanel(m_tabs, wxID_ANY, wxDefaultPosition, wxSize(0, 0)), "");
    m_tabs->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        // Not while a page is added or deleted: the tabs and the armies differ in number then.
        if (static_cast<int>(m_tabs->GetPageCount()) == army_count() && e.GetSelection() != m_shown) show_army(e.GetSelection());
    });
    m_tabs->Hide();
    outer->Add(m_tabs, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, gap);

    m_points_bar = new PointsBar(root, m_t, [this] { suggest(); });
    outer->Add(m_points_bar, 0, wxEXPAND | wxALL, gap);

    // Three panes side by side above the findings, each border a splitter the player can drag.
    const long split_style = wxSP_LIVE_UPDATE | wxSP_3DSASH | wxSP_NO_XP_THEME;
    m_split_findings = new wxSplitterWindow(root, wxID_ANY, wxDefaultPosition, wxDefaultSize, split_style, "split_findings");
    m_split_lists =
        new wxSplitterWindow(m_split_findings, wxID_ANY, wxDefaultPosition, wxDefaultSize, split_style, "split_lists");
    m_split_details =
        new wxSplitterWindow(m_split_lists, wxID_ANY, wxDefaultPosition, wxDefaultSize, split_style, "split_details");
    for (wxSplitterWindow* s : {m_split_findings, m_split_lists, m_split_details}) s->SetMinimumPaneSize(FromDIP(80));
    m_split_findings->SetSashGravity(1.0);  // a taller window gives the panes the height, not the findings
    m_split_lists->SetSashGravity(0.35);
    m_split_details->SetSashGravity(0.5);

    m_list = new ArmyListPane(m_split_lists, m_t, [this]() -> const Document& { return doc(); },
                              {[this](const std::string& profile_id) { add_profile(profile_id); }, [this] { update_menus(); }});

    m_roster =
        new RosterPane(m_split_details, m_t,
                       {[this](const Selection& s) { on_roster_selected(s); }, [this](const Selection& s) { on_roster_menu(s); },
                        [this](const Dragged& d, int command) { on_roster_drop(d, command); },
                        [this] {
                            edit({{Edit::Op::AddCommand, {}, -1, {}}});
                        }});

    m_details = new DetailsPane(m_split_details, m_t, [this]() -> const Document& { return doc(); },
                                {[this](const Edits& edits, const std::string& merge_key) { edit(edits, merge_key); },
                                 [this](const wxString& why) { report(why); }});

    // The findings, with a Fix button beside them for the selected one.
    m_findings = new FindingsPane(m_split_findings, m_t,
                                  {[this](const Diagnostic& d) { select_concerned(d); }, [this](const Fix& f) { apply_fix(f); }});
    m_row_tips = {m_list->row_tip(), m_roster->row_tip()};

    outer->Add(m_split_findings, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    root->SetSizer(outer);
}

namespace {

/// Where a window's size and splitters are kept: one set per screen size ("window/1366x768/...").
wxString placement_key(const wxSize& screen, const char* what) {
    return wxString::Format("window/%dx%d/%s", screen.x, screen.y, what);
}

wxRect screen_area(const wxWindow* w) {
    int at = wxDisplay::GetFromWindow(w);
    if (at == wxNOT_FOUND) at = wxDisplay::GetFromPoint(wxGetMousePosition());
    return wxDisplay(at == wxNOT_FOUND ? 0u : static_cast<unsigned>(at)).GetClientArea();
}

}  // namespace

void MainFrame::place_on_screen() {
    const wxRect area = screen_area(this);
    wxSize size = FromDIP(wxSize(1366, 768));
    size.DecTo(area.GetSize());
    SetMinSize(wxSize(std::min(FromDIP(760), area.width), std::min(FromDIP(460), area.height)));
    SetSize(wxRect(area.GetTopLeft() + (area.GetSize() - size) / 2, size));
    m_split_findings->SplitHorizontally(m_split_lists, m_findings);
    m_split_lists->SplitVertically(m_list, m_split_details);
    m_split_details->SplitVertically(m_roster, m_details);
    // Once the toolkit has given the splitters their sizes, and again after each resize until the player
    // drags a splitter: a window manager may resize the window after a sash was set (the list took half a
    // 1024 screen, a restored layout came back off by the late resize).
    CallAfter([this] { keep_layout(); });
    m_split_findings->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        if (m_keep_layout) CallAfter([this] { keep_layout(); });
    });
    for (wxSplitterWindow* s : {m_split_findings, m_split_lists, m_split_details})
        s->Bind(wxEVT_SPLITTER_SASH_POS_CHANGING, [this](wxSplitterEvent& e) {  // a drag (a resize sends CHANGED too)
            e.Skip();
            m_keep_layout = false;  // the player's own layout
        });
    if (m_settings) restore_placement(*m_settings);  // unless the player left them elsewhere
}

namespace {

/// A splitter's sash as a share of its width or height (in 1/10000: exact back at the same size), so the
/// panes keep their proportions whatever size the window manager gives the window at the next start.
long sash_share(const wxSplitterWindow* s) {
    const wxSize size = s->GetClientSize();
    const int extent = s->GetSplitMode() == wxSPLIT_VERTICAL ? size.x : size.y;
    return extent > 0 ? std::lround(s->GetSashPosition() * 10000.0 / extent) : -1;
}

void set_sash_share(wxSplitterWindow* s, long share) {
    const wxSize size = s->GetClientSize();
    const int extent = s->GetSplitMode() == wxSPLIT_VERTICAL ? size.x : size.y;
    if (share > 0 && extent > 0) s->SetSashPosition(static_cast<int>(std::lround(share * extent / 10000.0)));
}

}  // namespace

void MainFrame::keep_layout() {
    if (!m_keep_layout) return;
    if (m_kept_shares) {
        set_sash_share(m_split_findings, (*m_kept_shares)[0]);
        set_sash_share(m_split_lists, (*m_kept_shares)[1]);
        set_sash_share(m_split_details, (*m_kept_shares)[2]);
        return;
    }
    // The default: the list a third of the width, roster and details halves of the rest, the findings a
    // fifth of the height (at least four rows).
    const int height = m_split_findings->GetClientSize().y;
    m_split_findings->SetSashPosition(height - std::max(height / 5, FromDIP(110)));
    m_split_lists->SetSashPosition(m_split_lists->GetClientSize().x * 32 / 100);
    m_split_details->SetSashPosition(m_split_details->GetClientSize().x / 2);
}

void MainFrame::restore_placement(wxConfigBase& config) {
    // The inside of the window (without the frame a window manager adds): kept and given back the same.
    const wxRect area = screen_area(this);
    wxSize size = GetClientSize();
    std::array<long, 3> shares{-1, -1, -1};
    config.Read(placement_key(area.GetSize(), "client_width"), &size.x, size.x);
    config.Read(placement_key(area.GetSize(), "client_height"), &size.y, size.y);
    config.Read(placement_key(area.GetSize(), "findings_share"), &shares[0], -1L);
    config.Read(placement_key(area.GetSize(), "lists_share"), &shares[1], -1L);
    config.Read(placement_key(area.GetSize(), "details_share"), &shares[2], -1L);
    if (config.Exists(placement_key(area.GetSize(), "lists_share"))) {
        m_kept_shares = shares;
        m_keep_layout = true;  // the settings' layout, kept through the window manager's resizes
    }
    SetClientSize(size);
    wxSize outer = GetSize();
    outer.DecTo(area.GetSize());
    SetSize(wxRect(area.GetTopLeft() + (area.GetSize() - outer) / 2, outer));
    CallAfter([this] { keep_layout(); });
}

void MainFrame::save_placement(wxConfigBase& config) const {
    if (IsMaximized() || IsIconized()) return;
    const wxSize screen = screen_area(this).GetSize();
    config.Write(placement_key(screen, "client_width"), GetClientSize().x);
    config.Write(placement_key(screen, "client_height"), GetClientSize().y);
    config.Write(placement_key(screen, "lists_share"), sash_share(m_split_lists));
    config.Write(placement_key(screen, "details_share"), sash_share(m_split_details));
    config.Write(placement_key(screen, "findings_share"), sash_share(m_split_findings));
}

void MainFrame::commit_typing() {
    m_details->commit_typing();
}

void MainFrame::on_char_hook(wxKeyEvent& e) {
    wxWindow* focus = FindFocus();
    const bool in_text =
        focus && (dynamic_cast<wxTextEntry*>(focus) || dynamic_cast<wxSpinCtrl*>(focus) || dynamic_cast<wxSearchCtrl*>(focus));
    const int mods = e.GetModifiers();
    const int key = e.GetKeyCode();
    int id = wxID_NONE;
    if (mods == wxMOD_CONTROL) {
        switch (key) {
            case 'N':
                id = wxID_NEW;
                break;
            case 'O':
                id = wxID_OPEN;
                break;
            case 'S':
                id = wxID_SAVE;
                break;
            case 'P':
                id = kExportRoster;
                break;
            case 'Q':
                id = wxID_EXIT;
                break;
            case 'F':
                id = wxID_FIND;
                break;
            case 'D':
                id = in_text ? int(wxID_NONE) : int(kDuplicate);
                break;
            case 'K':
                id = kAddCommand;
                break;
            case 'W':
                id = kCloseArmy;
                break;
            case 'C':
                id = in_text ? int(wxID_NONE) : int(kCopyUnits);
                break;
            case 'V':
                id = in_text ? int(wxID_NONE) : int(kPasteUnits);
                break;
            case WXK_PAGEDOWN:
            case WXK_TAB:
                if (army_count() < 2) return e.Skip();
                return show_army((m_shown + 1) % army_count());
            case WXK_PAGEUP:
                if (army_count() < 2) return e.Skip();
                return show_army((m_shown + army_count() - 1) % army_count());
            case 'Z':
                id = wxID_UNDO;
                break;
            case 'Y':
                id = wxID_REDO;
                break;
            case WXK_RETURN:
            case WXK_NUMPAD_ENTER:
                id = in_text ? int(wxID_NONE) : int(kAddUnit);
                break;
            case WXK_DELETE:
                id = kRemoveUnit;
                break;
            case '.':
                id = kFix;
                break;
        }
    } else if (mods == (wxMOD_CONTROL | wxMOD_SHIFT)) {
        if (key == 'Z') id = wxID_REDO;
        if (key == 'S') id = wxID_SAVEAS;
        if (key == 'C' && !in_text) id = kCopyText;
        if (key == 'V' && !in_text) id = kPasteTyped;
        if (key == WXK_TAB && army_count() > 1) return show_army((m_shown + army_count() - 1) % army_count());
    } else if (mods == wxMOD_NONE && key == WXK_DELETE && !in_text) {
        id = kRemoveUnit;
    } else if ((mods == wxMOD_NONE || mods == wxMOD_SHIFT) && key == WXK_F6) {
        return next_pane(mods == wxMOD_SHIFT ? -1 : 1);
    }
    if (id == wxID_NONE) return e.Skip();
    if (in_text && (id == wxID_UNDO || id == wxID_REDO)) {
        // The text's own undo: Ctrl+Z takes back what was typed and not yet recorded; the roster is left alone.
        if (id == wxID_UNDO) m_details->take_back_typing(focus);
        return;
    }
    wxMenuBar* bar = GetMenuBar();
    if (bar->FindItem(id) && !bar->IsEnabled(id)) return;
    wxCommandEvent command(wxEVT_MENU, id);
    command.SetEventObject(this);
    GetEventHandler()->ProcessEvent(command);
}

void MainFrame::next_pane(int step) {
    commit_typing();
    // The panes in reading order; the details pane by its first control that takes the focus.
    std::vector<wxWindow*> panes = {m_list->filter_box(), m_list->rows(), m_roster->rows(), m_details->first_control(),
                                    m_findings->list()};
    panes.erase(std::remove(panes.begin(), panes.end(), nullptr), panes.end());
    const wxWindow* focus = FindFocus();
    int at = -1;
    for (int i = 0; i < static_cast<int>(panes.size()); ++i)
        if (focus && (focus == panes[static_cast<std::size_t>(i)] ||
                      panes[static_cast<std::size_t>(i)]->IsDescendant(const_cast<wxWindow*>(focus)) ||
                      (i == 3 && m_details->IsDescendant(const_cast<wxWindow*>(focus)))))
            at = i;
    const int n = static_cast<int>(panes.size());
    const int next = at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n;
    panes[static_cast<std::size_t>(next)]->SetFocus();
}

void MainFrame::report(const wxString& message) const {
    m_prompter.inform(const_cast<MainFrame*>(this), Severity::Error, message, "Muster");
}

// ---- files ----

bool MainFrame::new_army(const NewArmy& settings) {
    if (!doc().create(settings)) {
        report(m_t("new_failed", {{"list", settings.list}}));
        return false;
    }
    m_list->set_filter("");  // a filter typed for the last army would hide this one's list
    m_sel = {Selection::Kind::Command, 0, {}};
    m_list->rebuild();
    update_views();
    autosave();  // the army given up for this one leaves nothing to recover
    return true;
}

bool MainFrame::open_file(const std::filesystem::path& path) {
    Diagnostics problems;
    if (!doc().open(path, problems)) {
        wxString text = m_t("open_failed", {{"file", path.string()}});
        for (const auto& d : problems) {
            const std::string problem = m_t.messages().text(d);
            text += "\n" + (d.where.line > 0 ? m_t("open_problem_line",
                                                   {{"line", static_cast<std::int64_t>(d.where.line)}, {"problem", problem}})
                                             : wx(problem));
        }
        report(text);
        return false;
    }
    m_history->AddFileToHistory(wx(std::filesystem::absolute(path).lexically_normal().string()));  // reopened from any folder
    m_list->set_filter("");  // a filter typed for the last army would hide this one's list
    m_sel = {Selection::Kind::Army, -1, {}};
    m_list->rebuild();
    update_views();
    autosave();  // the army given up for this one leaves nothing to recover
    // What the file says of itself (units of another list, a newer Muster's format) is said at once, in
    // one message, with what to do. A newer Muster's file is read but never overwritten: said here in the
    // window's words (Save As), instead of its finding's, and not when Save refuses.
    wxString said;
    for (const auto& d : problems) {
        if (d.is("roster_from_newer_version")) continue;
        const std::string hint = m_t.messages().hint(d);
        said += (said.empty() ? "" : "\n") + wx(m_t.messages().text(d) + (hint.empty() ? std::string() : " — " + hint));
    }
    if (const int format = xml::roster_format_on_disk(path); format > xml::kRosterFormat)
        said += (said.empty() ? "" : "\n") +
                m_t("open_newer", {{"file", path.string()}, {"format", static_cast<std::int64_t>(format)}});
    if (!said.empty()) {
        SetStatusText(said);
        m_prompter.inform(this, Severity::Warning, said, "Muster");
    }
    return true;
}

bool MainFrame::save() {
    commit_typing();
    if (!doc().has_roster()) return false;
    if (doc().path().empty()) {
        wxCommandEvent e;
        on_save_as(e);
        return !doc().modified();
    }
    return resolve_disk_change() && save_to(doc().path());
}

bool MainFrame::resolve_disk_change() {
    if (!doc().has_roster() || !doc().changed_on_disk()) return true;
    army().disk_asked = doc().on_disk();
    const std::filesystem::path path = doc().path();
    const Prompter::Answer answer =
        m_prompter.ask(this, {"disk_changed", m_t("disk_changed_title"), m_t("disk_changed", {{"file", path.string()}}),
                              m_t("button_reload"), m_t("button_save_elsewhere"), m_t("button_cancel"), true});
    if (answer == Prompter::Answer::Yes) open_file(path);
    if (answer == Prompter::Answer::No) {
        wxCommandEvent e;
        on_save_as(e);
    }
    return false;
}

bool MainFrame::save_to(const std::filesystem::path& path) {
    commit_typing();
    if (!doc().has_roster()) return false;
    try {
        doc().save(path);
    } catch (const Failure& e) {
        const Arg* format = e.diagnostic().find_arg("format");
        if (e.diagnostic().is("file_from_newer_version") && format)
            report(m_t("save_newer", {{"file", path.string()}, {"format", *format}}));
        else report(m_t("save_failed", {{"file", path.string()}, {"reason", reason_of(e, m_t.messages())}}));
        return false;
    } catch (const std::exception& e) {
        report(m_t("save_failed", {{"file", path.string()}, {"reason", reason_of(e, m_t.messages())}}));
        return false;
    }
    m_history->AddFileToHistory(wx(std::filesystem::absolute(path).lexically_normal().string()));  // reopened from any folder
    if (army().slot) army().slot->clear();  // everything is in the file now
    update_title();
    return true;
}

bool MainFrame::confirm_discard() {
    commit_typing();
    if (!doc().has_roster() || !doc().modified()) return true;
    const Prompter::Answer answer =
        m_prompter.ask(this, {"unsaved", m_t("unsaved_title"), m_t("unsaved", {{"name", doc().roster().name}}),
                              m_t("button_save"), m_t("button_discard"), m_t("button_cancel")});
    if (answer == Prompter::Answer::Cancel) return false;
    return answer == Prompter::Answer::No || save();
}

namespace {

/// The file a save dialog's answer names, with `extension` once: GTK's file chooser selects the offered
/// name without its extension, so a name typed whole over it ("x.muster") comes back as "x.muster.muster".
std::filesystem::path with_extension(std::filesystem::path path, const char* extension) {
    if (path.extension().empty()) return path += extension;
    if (path.extension() == extension && path.stem().extension() == extension) path.replace_extension();
    return path;
}

}  // namespace

void MainFrame::on_new(wxCommandEvent&) {
    commit_typing();
    NewArmyDialog dialog(this, m_library, m_t);
    if (dialog.ShowModal() != wxID_OK || !in_new_tab([&] { return new_army(dialog.settings()); })) return;
    // The keyboard goes on in the new army's roster (End, Ctrl+D), once the window manager has given the
    // window back its focus (it would put it in the first box otherwise).
    CallAfter([this] { m_roster->rows()->SetFocus(); });
}

void MainFrame::on_open(wxCommandEvent&) {
    commit_typing();
    wxFileDialog dialog(this, m_t("open_title"), "", "", m_t("file_filter"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) open_in_tab(utf8(dialog.GetPath()).c_str());
}

void MainFrame::on_save_as(wxCommandEvent&) {
    commit_typing();
    if (!doc().has_roster()) return;
    const auto& current = doc().path();
    wxString name = current.empty() ? wx(doc().roster().name) + ".muster" : wx(current.filename().string());
    wxFileDialog dialog(this, m_t("save_title"), current.empty() ? wxString() : wx(current.parent_path().string()), name,
                        m_t("file_filter"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    save_to(with_extension(utf8(dialog.GetPath()), ".muster"));
}

void MainFrame::on_recent(wxCommandEvent& e) {
    const wxString file = m_history->GetHistoryFile(static_cast<size_t>(e.GetId() - wxID_FILE1));
    if (!open_in_tab(utf8(file))) m_history->RemoveFileFromHistory(static_cast<size_t>(e.GetId() - wxID_FILE1));
}

const GameSystem* MainFrame::sheet_system() {
    if (doc().has_roster()) {
        m_sheet_system = doc().system().id;
        return &doc().system();
    }
    const auto& systems = m_library.systems();
    if (systems.empty()) return nullptr;
    if (m_sheet_system.empty() && m_settings) m_sheet_system = utf8(m_settings->Read("sheet_system", ""));
    int last = 0;
    for (int i = 0; i < static_cast<int>(systems.size()); ++i)
        if (systems[static_cast<std::size_t>(i)].id == m_sheet_system) last = i;
    // The sheet needs only a game system: with no army open, the player says which.
    wxArrayString names;
    for (const GameSystem& s : systems) names.Add(wx(s.name));
    const std::optional<int> chosen = m_prompter.choose(this, m_t("sheet_system_title"), m_t("sheet_system_intro"), names, last);
    if (!chosen) return nullptr;
    last = *chosen;
    m_sheet_system = systems[static_cast<std::size_t>(last)].id;
    if (m_settings) m_settings->Write("sheet_system", wx(m_sheet_system));
    return &systems[static_cast<std::size_t>(last)];
}

namespace {

/// The pages of a printout: the open army's, or with none open the reference sheet of `system`.
print::Document pages_of(const Document& doc, Printout what, const GameSystem* system, const std::filesystem::path& data_dir,
                         const i18n::Messages& messages) {
    if (what == Printout::Sheet && !doc.has_roster() && system) return layout_sheet(*system, data_dir, messages);
    return layout_printout(doc, what, data_dir, messages);
}

}  // namespace

bool MainFrame::export_to(Printout what, const std::filesystem::path& path) {
    commit_typing();
    try {
        const GameSystem* system = doc().has_roster() || what != Printout::Sheet ? nullptr : m_library.system(m_sheet_system);
        if (what == Printout::Sheet && !doc().has_roster() && !system) system = sheet_system();
        const int pages = system ? export_sheet_pdf(*system, m_library.data_dir(), m_t.messages(), path)
                                 : export_pdf(doc(), what, m_library.data_dir(), m_t.messages(), path);
        SetStatusText(m_t("exported", {{"file", path.string()}, {"pages", static_cast<std::int64_t>(pages)}}));
        return true;
    } catch (const std::exception& e) {
        report(m_t("export_failed", {{"file", path.string()}, {"reason", reason_of(e, m_t.messages())}}));
        return false;
    }
}

bool MainFrame::print_preview(Printout what) {
    commit_typing();
    const GameSystem* system = what == Printout::Sheet ? sheet_system() : nullptr;
    if (!doc().has_roster() && !system) return false;
    try {
        const print::Document pages = pages_of(doc(), what, system, m_library.data_dir(), m_t.messages());
        wxPrintData data = print_data_for(pages);
        auto* preview =
            new wxPrintPreview(new PagesPrintout(pages, wx(pages.title)), new PagesPrintout(pages, wx(pages.title)), &data);
        if (!preview->IsOk()) {
            delete preview;
            throw std::runtime_error("no print preview is available");
        }
        const wxRect screen = wxGetClientDisplayRect();  // a page is tall: as much of the screen as it needs
        const wxSize size(std::min(FromDIP(900), screen.width), std::min(FromDIP(1100), screen.height));
        auto* frame = new wxPreviewFrame(preview, this, m_t("print_preview_title"), screen.GetTopLeft(), size);
        frame->Initialize();
        // wx's own labels of the preview's bar are English (no translations of wx are installed): the
        // window's language instead.
        if (wxWindow* close = frame->FindWindow(wxID_PREVIEW_CLOSE)) close->SetLabel(m_t("button_close"));
        if (wxWindow* print = frame->FindWindow(wxID_PREVIEW_PRINT)) print->SetLabel(m_t("menu_print"));
        frame->Layout();
        frame->CentreOnScreen();
        frame->Show();
        return true;
    } catch (const std::exception& e) {
        report(m_t("print_failed", {{"reason", reason_of(e, m_t.messages())}}));
        return false;
    }
}

bool MainFrame::print_pages(Printout what) {
    commit_typing();
    const GameSystem* system = what == Printout::Sheet ? sheet_system() : nullptr;
    if (!doc().has_roster() && !system) return false;
    try {
        const print::Document pages = pages_of(doc(), what, system, m_library.data_dir(), m_t.messages());
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

AdviceList MainFrame::advise() const {
    if (!doc().has_roster()) return {};
    // A bound on the rosters judged gives the same answers on a slower machine or in the sanitizer build;
    // the time limit only keeps the window answering on a hostile roster.
    SearchLimits limits;
    limits.max_states = 5000;
    limits.milliseconds = 5000;
    return find_completions(doc().roster(), Ruleset{doc().list(), doc().system()}, 5, limits);
}

std::vector<Advice> MainFrame::suggestions() const {
    return advise().answers;
}

wxString MainFrame::preview(const Advice& advice) const {
    // The differences from the army now, one a line (core/editing/roster_diff.h), then the points after.
    const ArmyList& list = doc().list();
    auto unit_name = [&](const RosterUnit* u) {
        const Profile* p = u ? list.profile(u->profile) : nullptr;
        return p ? p->name : u ? u->profile : std::string();
    };
    auto place = [&](int command) {
        return command < 0 ? m_t("unassigned") : m_t("command_number", {{"number", static_cast<std::int64_t>(command + 1)}});
    };
    wxString out;
    for (const Change& c : diff_rosters(doc().roster(), advice.roster)) {
        wxString line;
        switch (c.kind) {
            case Change::UnitAdded:
                line = "+ " + wx(unit_name(c.after)) + " (" + place(c.command) + ")";
                break;
            case Change::UnitRemoved:
                line = wxString::FromUTF8("− ") + wx(unit_name(c.before)) + " (" + place(c.command) + ")";
                break;
            case Change::UnitChanged: {
                line = "~ " + wx(unit_name(c.after)) + " (" + place(c.command) + ")";
                for (const auto& id : c.options_added) line += " +" + wx(list.option(id) ? list.option(id)->name : id);
                for (const auto& id : c.options_removed)
                    line += wxString::FromUTF8(" −") + wx(list.option(id) ? list.option(id)->name : id);
                break;
            }
            default:
                line = "~ " + wx(c.what) + ": " + wx(c.old_value.empty() ? "—" : c.old_value) + wxString::FromUTF8(" → ") +
                       wx(c.new_value);
                break;
        }
        const GameSystem& sys = doc().system();
        auto named = [](const auto* found, const std::string& id) {
            return wx(found ? found->name : id.empty() ? std::string("—") : id);
        };
        if (c.kind == Change::General)
            line = "~ " + m_t("general") + " (" + place(c.command) + "): " + named(sys.quality(c.old_value), c.old_value) +
                   wxString::FromUTF8(" → ") + named(sys.quality(c.new_value), c.new_value);
        if (c.kind == Change::CommandStructure)
            line = "~ " + m_t("command_structure") + ": " + named(sys.command_structure(c.old_value), c.old_value) +
                   wxString::FromUTF8(" → ") + named(sys.command_structure(c.new_value), c.new_value);
        if (c.kind == Change::Purchase)
            line = "~ " + named(sys.purchase(c.what), c.what) + ": " + wx(c.old_value.empty() ? "0" : c.old_value) +
                   wxString::FromUTF8(" → ") + wx(c.new_value);
        out += line + "\n";
    }
    out += m_t("suggest_points", {{"points", static_cast<std::int64_t>(advice.points)},
                                  {"budget", static_cast<std::int64_t>(doc().roster().budget)}});
    for (const auto& d : doc().system().derived)  // the army's break value by the system's name for it (VDT)
        if (d.scope == Scope::Army) return out + ", " + wx(d.name) + " " + wxString::Format("%d", advice.value);
    return out;
}

bool MainFrame::apply_suggestion(const Advice& advice) {
    commit_typing();
    if (!doc().has_roster()) return false;
    try {
        doc().apply(advice.edits, "suggestion");
    } catch (const std::exception& e) {
        report(wx(e.what()));
        return false;
    }
    return true;
}

void MainFrame::suggest() {
    commit_typing();
    const AdviceList found = advise();
    const std::vector<Advice>& answers = found.answers;
    if (answers.empty()) {
        // Why: what the rules require costs more than the budget, or the search stopped at its limit.
        if (found.minimum >= 0)
            SetStatusText(m_t("suggest_impossible", {{"cost", static_cast<std::int64_t>(found.minimum)},
                                                     {"budget", static_cast<std::int64_t>(doc().roster().budget)}}));
        else SetStatusText(m_t(found.limit.empty() ? "suggest_none" : "suggest_stopped"));
        return;
    }
    wxArrayString items;
    for (const auto& a : answers) items.Add(preview(a));
    wxSingleChoiceDialog dialog(this, m_t("suggest_intro"), m_t("suggest_title"), items);
    if (dialog.ShowModal() == wxID_OK) apply_suggestion(answers[static_cast<std::size_t>(dialog.GetSelection())]);
}

bool MainFrame::copy_as_text() {
    commit_typing();
    if (!doc().has_roster()) return false;
    const std::string text = text::export_text(m_t.messages(), doc().roster(), doc().list(), doc().system(), text::Style::Plain);
    wxClipboardLocker clipboard;
    if (!clipboard || !wxTheClipboard->SetData(new wxTextDataObject(wx(text)))) {
        report(m_t("copy_failed"));
        return false;
    }
    wxTheClipboard->Flush();  // still there after the window closes
    SetStatusText(m_t("copied"));
    return true;
}

void MainFrame::on_export(Printout what) {
    commit_typing();
    const GameSystem* system = what == Printout::Sheet ? sheet_system() : nullptr;  // asked first when no army is open
    if (!doc().has_roster() && !system) return;
    const char* suffix = what == Printout::Roster ? "-roster.pdf" : what == Printout::Cards ? "-cards.pdf" : "-sheet.pdf";
    const auto& current = doc().path();
    const std::string stem = !doc().has_roster() ? system->id : current.empty() ? doc().roster().name : current.stem().string();
    wxFileDialog dialog(this, m_t("export_title"), current.empty() ? wxString() : wx(current.parent_path().string()),
                        wx(stem + suffix), m_t("pdf_filter"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    export_to(what, with_extension(utf8(dialog.GetPath()), ".pdf"));
}

void MainFrame::on_close(wxCloseEvent& e) {
    commit_typing();
    // Each army with unsaved changes is shown and asked about in turn.
    for (int i = 0; e.CanVeto() && i < army_count(); ++i) {
        if (!m_armies[static_cast<std::size_t>(i)]->doc.modified()) continue;
        show_army(i);
        if (!confirm_discard()) {
            e.Veto();
            return;
        }
    }
    m_autosave.Stop();
    m_row_tips_later.Stop();
    if (m_settings) {
        save_placement(*m_settings);
        m_history->Save(*m_settings);
    }
    // Closed on purpose: what was not saved was given up, so there is nothing to recover.
    for (auto& a : m_armies)
        if (a->slot) a->slot->remove();
    m_armies.clear();
    Destroy();
}

bool MainFrame::autosave() {
    m_autosave.Stop();
    bool wrote = false;
    for (auto& a : m_armies) {
        if (!a->slot) continue;
        if (!a->doc.has_roster() || !a->doc.modified()) {
            a->slot->clear();  // nothing unsaved (saved, or undone back to the file): nothing to recover
            continue;
        }
        try {
            a->slot->set_origin(a->doc.path());
            a->doc.autosave(a->slot->file());
            wrote = true;
        } catch (const std::exception& e) { SetStatusText(m_t("autosave_failed", {{"reason", reason_of(e, m_t.messages())}})); }
    }
    return wrote;
}

std::vector<RecoveryOffer> MainFrame::recovery_offers() const {
    std::vector<RecoveryOffer> offers;
    if (m_recovery_folder.empty()) return offers;
    for (auto& slot : RecoverySlot::claim_orphans(m_recovery_folder)) {
        Diagnostics problems;
        Document found(m_library);
        if (!found.recover(slot->file(), problems)) {
            slot->remove();  // unreadable: nothing can be offered from it
            continue;
        }
        // Points where the system counts them, else units.
        wxString army = m_t(found.counts_points() ? "recover_army" : "recover_army_units",
                            {{"name", found.roster().name},
                             {"points", static_cast<std::int64_t>(found.verdict().summary.total)},
                             {"units", static_cast<std::int64_t>(found.roster().unit_count())}});
        if (const auto origin = slot->origin(); !origin.empty())
            army = m_t("recover_army_file", {{"army", utf8(army)}, {"file", origin.string()}});
        offers.push_back({std::move(slot), army});
    }
    return offers;
}

int MainFrame::recover(std::vector<RecoveryOffer> offers, const std::vector<bool>& chosen) {
    int opened = 0, first = -1;
    for (std::size_t i = 0; i < offers.size(); ++i) {
        auto& slot = offers[i].slot;
        if (i >= chosen.size() || !chosen[i]) {
            slot->remove();  // declined: offered once
            continue;
        }
        // Each army in a tab of its own, the first in the tab shown when it is empty.
        const bool added = doc().has_roster();
        if (added) add_tab();
        if (adopt(std::move(slot))) {
            ++opened;
            if (first < 0) first = m_shown;
        } else if (added) drop_tab();
    }
    if (first >= 0) show_army(first);
    return opened;
}

bool MainFrame::adopt(std::unique_ptr<RecoverySlot> slot) {
    Diagnostics problems;
    if (!doc().recover(slot->file(), problems, slot->origin())) {
        slot->remove();
        return false;
    }
    if (army().slot) army().slot->remove();  // the fresh slot of this tab: the recovered one replaces it
    army().slot = std::move(slot);
    m_recovery_folder = army().slot->file().parent_path();
    m_sel = {Selection::Kind::Army, -1, {}};
    m_list->rebuild();
    update_views();
    return true;
}

void MainFrame::offer_recovery() {
    std::vector<RecoveryOffer> offers = recovery_offers();
    if (offers.empty()) return;
    wxArrayString armies;
    for (const auto& o : offers) armies.Add(o.summary);
    RecoveryDialog ask(this, m_t, armies);
    const bool yes = ask.ShowModal() == wxID_YES;
    recover(std::move(offers), yes ? ask.ticked() : std::vector<bool>());
}

// ---- editing ----

void MainFrame::edited() {
    m_autosave.StartOnce(kAutosaveDelayMs);  // the recovery follows each edit, written once a quick run of them ends
    update_title();
    SetStatusText("");  // what the status bar said was about the army before this change
    // Views are rebuilt once the event that caused the edit is finished: it may come from a control they replace.
    if (m_update_pending) return;
    m_update_pending = true;
    CallAfter([this] {
        m_update_pending = false;
        update_views();
    });
}

bool MainFrame::too_long(const Edits& edits) const {
    // Past the bound a file would be one no Muster reads: said now, while the text is in its box.
    for (const Edit& e : edits)
        if (const auto refused = text_too_long(e)) {
            report(m_t("text_not_recorded", {{"reason", m_t.messages().text(*refused)}}));
            return true;
        }
    return false;
}

bool MainFrame::edit(const Edits& edits, const std::string& merge_key) {
    commit_typing();  // what was typed first, then this edit: two steps, in the order they were made
    if (!doc().has_roster() || edits.empty() || too_long(edits)) return false;
    try {
        const bool changed = doc().apply(edits, {}, merge_key);
        follow(edits.back());
        return changed;
    } catch (const std::exception& e) {
        report(wx(e.what()));  // a stale place (std::out_of_range): nothing changed
        return false;
    }
}

void MainFrame::follow(const Edit& e) {
    const Roster& r = doc().roster();
    auto last_of = [&r](int command) {
        const auto& units = command < 0 ? r.unassigned : r.commands[static_cast<std::size_t>(command)].units;
        return UnitRef{command, static_cast<int>(units.size()) - 1};
    };
    auto unit = [this](UnitRef ref) { m_sel = {Selection::Kind::Unit, ref.command, ref}; };
    switch (e.op) {
        case Edit::Op::AddUnit:
            unit(last_of(e.command));
            break;
        case Edit::Op::DuplicateUnit:
            unit({e.unit.command, e.unit.index + 1});
            break;
        case Edit::Op::MoveUnit:
            unit(e.command == e.unit.command ? e.unit : last_of(e.command));
            break;
        case Edit::Op::AttachGeneral:
        case Edit::Op::SetFigures:
            unit(e.unit);
            break;
        case Edit::Op::RemoveUnit:
            m_sel = e.unit.command >= 0 ? Selection{Selection::Kind::Command, e.unit.command, {}} : Selection{};
            break;
        case Edit::Op::AddCommand:
            m_sel = {Selection::Kind::Command, static_cast<int>(r.commands.size()) - 1, {}};
            break;
        case Edit::Op::RemoveCommand:
            m_sel = {Selection::Kind::Army, -1, {}};
            break;
        default:
            break;  // the selection stays where it is
    }
}

void MainFrame::add_profile(const std::string& profile_id) {
    if (!doc().has_roster() || !doc().list().profile(profile_id)) return;
    edit({{Edit::Op::AddUnit, {}, doc().target_command(selected_command()), profile_id}});
}

void MainFrame::apply_fix(const Fix& fix) {
    commit_typing();
    try {
        doc().apply(fix.edits, "fix");
    } catch (const std::exception& e) {
        report(wx(e.what()));
        return;
    }
    SetStatusText(m_t("fixed", {{"fix", m_t.messages().fix(fix)}}));
}

void MainFrame::undo() {
    commit_typing();
    if (doc().has_roster()) doc().undo();
}

void MainFrame::redo() {
    commit_typing();
    if (doc().has_roster()) doc().redo();
}

int MainFrame::selected_command() const {
    if (m_sel.kind == Selection::Kind::Command) return m_sel.command;
    if (m_sel.kind == Selection::Kind::Unit) return m_sel.unit.command;
    return -1;
}

}  // namespace muster::gui
