// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: army list (left), roster by command (centre), the selection's details (right),
// points bar (top) and diagnostics (bottom). Its public functions are the commands that menus,
// buttons and the scripted window test (tests/gui) all call.
#pragma once
#include <wx/frame.h>
#include <wx/timer.h>

#include <array>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/advisor/advisor.h"
#include "gui/command_ids.h"
#include "gui/document.h"
#include "gui/export.h"
#include "gui/recovery.h"
#include "gui/roster_pane.h"
#include "gui/text.h"

class wxDialog;
class wxConfigBase;
class wxFileHistory;
class wxMenu;
class wxNotebook;
class wxSplitterWindow;

namespace muster::text {
struct ImportKit;
}

namespace muster::gui {

class ArmyListPane;
class DetailsPane;
class FindingsPane;
class PointsBar;
class Prompter;

/// The languages the Edit > Language menu offers: a --lang code ("" = the system's) and its own name.
struct LanguageChoice {
    const char* code;
    const char* name;  ///< empty: "System language" from the bundles
};
inline constexpr LanguageChoice kLanguages[] = {{"", ""},          {"en", "English"},  {"it", "Italiano"},
                                                {"de", "Deutsch"}, {"fr", "Français"}, {"es", "Español"}};

/// Muster's folder for the user's data: $XDG_DATA_HOME/muster, by default ~/.local/share/muster.
std::filesystem::path user_data_folder();
/// Where the recovery files live: one per open army, in the `recovery` folder of user_data_folder().
std::filesystem::path recovery_folder();

/// An army left in a recovery file by a window that is gone, held by this window until it is answered.
struct RecoveryOffer {
    std::unique_ptr<RecoverySlot> slot;
    wxString summary;  ///< "‘Lützen 1632’ (595 pts)", and the file it was saved to
};

/// The language chosen in Edit > Language ("" = the system's), kept between runs in `settings`.
std::string saved_language(const wxConfigBase& settings);

/// One army open in the window, in a tab of its own: its document, what its roster had selected, and its
/// recovery file.
struct OpenArmy {
    explicit OpenArmy(const xml::Library& library) : doc(library) {}
    Document doc;
    Selection sel;
    std::unique_ptr<RecoverySlot> slot;
    platform::FileStamp disk_asked;  ///< the change of its file last asked about, not asked again
    wxString filter;                 ///< what the army-list filter held for it
};

class MainFrame : public wxFrame {
public:
    /// `prompter` says and asks what the panes cannot (it outlives the window). `settings` keeps the player's
    /// settings between runs (placement, recent files, language, the sheet's system), and with it the window
    /// keeps a recovery file in recovery_folder(); null (the window test) keeps neither.
    MainFrame(const xml::Library& library, const i18n::Messages& messages, Prompter& prompter, wxConfigBase* settings);
    ~MainFrame() override;

    /// The army shown: the tab chosen.
    Document& document() { return doc(); }
    const Text& text() const { return m_t; }
    const Selection& selection() const { return m_sel; }

    // Several armies, one tab each (the tabs show when two or more are open). The commands below act on the
    // army shown; File › New, Open and the typed-list imports open theirs in a new tab when one is shown.
    int army_count() const { return static_cast<int>(m_armies.size()); }
    int shown_army() const { return m_shown; }
    /// Shows the army of tab `index` (its roster, selection and filter as it was left).
    void show_army(int index);
    /// A new tab with no army, shown.
    void add_tab();
    /// Closes the tab shown, asking first about unsaved changes; false when the player cancels. The last
    /// tab stays, empty.
    bool close_army();
    /// Opens `path` in a tab: the one that already has it, the one shown when it is empty, else a new one.
    bool open_in_tab(const std::filesystem::path& path);
    /// Edit › Copy units: the units selected in the roster, kept for pasting into any open army.
    bool copy_units();
    /// Edit › Paste units: the copied units at the end of the selected command (the core's paste_units); an
    /// army of another list refuses them and says why.
    bool paste_units();

    // File commands on the army shown. Each returns whether it did what was asked.
    bool new_army(const NewArmy& settings);
    bool open_file(const std::filesystem::path& path);
    bool save();
    bool save_to(const std::filesystem::path& path);
    /// Writes a PDF of the roster, its unit cards or the reference sheet.
    bool export_to(Printout what, const std::filesystem::path& path);
    /// Opens the print preview of the same pages in its own window.
    bool print_preview(Printout what);
    /// Prints the same pages through the printer dialog.
    bool print_pages(Printout what);
    /// The game system whose reference sheet File › Export / Print reference sheet gives: the open army's;
    /// with none open, the one the player picks, the last one used offered first. Null when the player cancels.
    const GameSystem* sheet_system();
    /// Puts the army on the clipboard in the text export's format (`muster export`), for forums and e-mail.
    bool copy_as_text();
    /// Edit › Paste typed list (Ctrl+Shift+V): the clipboard's text read as `muster import` reads a typed list.
    bool paste_typed_list();
    /// File › Import typed list: a text file read the same way.
    bool import_typed_file(const std::filesystem::path& path);
    /// Reads `text` (called `name` in the findings) with the typed-list reader (`text/typed_list.h`) and opens
    /// the army it gives as a new one, not saved yet. As `muster import`, a list with lines it could not place
    /// opens nothing. The reader's findings are shown beside the window (and kept: import_findings()).
    bool import_typed(const std::string& text, const std::string& name);
    const Diagnostics& import_findings() const { return m_import_findings; }
    /// The reader's findings as `muster import` prints them, under `summary`, in a window of their own.
    wxDialog* show_import_findings(const wxString& summary);
    /// Takes a recovery file of its own in `folder` (the window test points it into its own folder).
    void set_recovery_folder(const std::filesystem::path& folder);
    /// The recovery file of the army shown; empty when it has none.
    std::filesystem::path recovery_file() const { return army().slot ? army().slot->file() : std::filesystem::path(); }
    /// Writes each army's unsaved work to its recovery file now (a moment after each edit), or removes the
    /// file when nothing is unsaved.
    bool autosave();
    /// How long after an edit the recovery file is written: edits in a quick run are written once.
    static constexpr int kAutosaveDelayMs = 1000;
    /// The armies of windows that are gone (a crash), each held by this window until recover() is called.
    std::vector<RecoveryOffer> recovery_offers() const;
    /// Opens the chosen armies, still linked to their files, each in a tab of its own (the first shown); the
    /// others' recovery files are deleted. Returns how many opened.
    int recover(std::vector<RecoveryOffer> offers, const std::vector<bool>& chosen);
    /// After a crash: asks which unsaved armies to recover (all of them are offered) and opens them.
    void offer_recovery();
    /// Help > Keyboard shortcuts (F1): every key chord of the window, in a window of its own.
    wxDialog* show_keyboard_help();
    /// The user guide (docs/desktop.md of the data folder: installed with Muster, and in a checkout).
    std::filesystem::path user_guide() const;
    /// Help › User guide: opens it in the desktop's program for it; says where it is when none can.
    bool open_user_guide();
    /// Keeps `code` (one of kLanguages) as the language of the next start, and says so.
    void set_language(const std::string& code);
    /// When the roster's file changed on disk: offers to reload it or save elsewhere ("disk_changed": Yes
    /// reloads, No saves elsewhere, Cancel keeps the window's army), and does it. True when the file had not
    /// changed (a save may go ahead).
    bool resolve_disk_change();
    /// Asks whether to save unsaved changes ("unsaved": Yes saves, No discards); false when the user cancels.
    bool confirm_discard();
    /// Records a value typed into a box of the details pane and not yet entered. Every command calls it
    /// first, so Save, Close, New, Open, Print and Quit never lose typing.
    void commit_typing();

    // Editing: every change is the core's edits (a choice's from the availability query, or a value a
    // control holds), one undoable step named by step_name(), after which the verdict and all views update.
    /// Records pending typing, then applies `edits` through the document; a run of one control's clicks
    /// with the same `merge_key` is one undo step. The selection follows what the edit made (a unit added,
    /// copied or moved; the command a unit left). Returns whether the roster changed.
    bool edit(const Edits& edits, const std::string& merge_key = {});
    /// Whether an edit's text is past its bound (core text_too_long): then the player is told and nothing is
    /// recorded.
    bool too_long(const Edits& edits) const;
    /// Adds a unit of `profile_id` where the next unit goes (the selected command, else the first).
    void add_profile(const std::string& profile_id);
    /// The advisor's legal ways to spend the points left (best first), and a preview of one as the
    /// differences from the army now; Suggest shows them and applies the chosen one as one undo step.
    std::vector<Advice> suggestions() const;
    /// The advisor's completions of the army now, with why there are none when there are none.
    AdviceList advise() const;
    wxString preview(const Advice& advice) const;
    bool apply_suggestion(const Advice& advice);
    void suggest();
    void undo();
    void redo();

    void select(const Selection& s);
    /// The window's size and splitter positions for the current screen size, kept in `config`
    /// ("window/WIDTHxHEIGHT/..."), and brought back from it.
    void save_placement(wxConfigBase& config) const;
    void restore_placement(wxConfigBase& config);
    /// Where the roster row of `s` is on the screen, for scripted mouse input; empty when not shown.
    wxRect roster_row_rect(const Selection& s) const;
    /// The right-click menu of a roster row (a unit or a command), in every system.
    std::unique_ptr<wxMenu> roster_menu(const Selection& s) const;
    /// What the roster tree has selected: one row, or every unit of a finding.
    std::vector<Selection> roster_selections() const;
    /// The icon of a roster row: 0 error, 1 warning, -1 none (the findings that concern it mark it).
    int roster_row_mark(const Selection& s) const;
    /// The tooltip of the roster tree's rows as it is now (for the row under the pointer).
    wxString roster_tooltip() const;
    /// The findings pane: its rows, and selecting or fixing one as the player does.
    FindingsPane& findings() { return *m_findings; }
    /// Brings every view up to date now (edits also schedule this for the next idle moment).
    void update_views();

private:
    const xml::Library& m_library;
    Text m_t;
    std::vector<std::unique_ptr<OpenArmy>> m_armies;  ///< one a tab, never none
    int m_shown = 0;
    OpenArmy& army() { return *m_armies[static_cast<std::size_t>(m_shown)]; }
    const OpenArmy& army() const { return *m_armies[static_cast<std::size_t>(m_shown)]; }
    Document& doc() { return army().doc; }
    const Document& doc() const { return army().doc; }
    Selection m_sel;  ///< of the army shown (kept in its OpenArmy while another is shown)
    Prompter& m_prompter;
    /// The player's settings; null: nothing of the player's is read or written.
    wxConfigBase* m_settings;
    /// The splitters keep their layout (the default, or the settings' shares) after each resize until the player drags one.
    bool m_keep_layout = true;
    std::optional<std::array<long, 3>> m_kept_shares;  ///< findings, lists, details in 1/10000; none: the default
    std::string m_sheet_system;  ///< the system of the last army or reference sheet (`sheet_system` in the settings)
    bool m_updating = false;
    bool m_update_pending = false;
    std::unique_ptr<wxFileHistory> m_history;
    std::filesystem::path m_recovery_folder;
    wxTimer m_autosave;  ///< started by each edit: the recovery file is written a moment after the last one

    wxNotebook* m_tabs = nullptr;  ///< one tab an army: a strip above the panes, which show the chosen one
    /// The units Edit › Copy units took and the list they are of: shared by every window of the program.
    static inline std::vector<RosterUnit> s_copied;
    static inline std::string s_copied_list;
    /// Opens an army with `open` in a new tab when the one shown has an army; the new tab goes again when
    /// nothing opened.
    bool in_new_tab(const std::function<bool()>& open);
    /// Shows the tab strip when two or more armies are open, and names each tab.
    void update_tabs();
    /// A new army's place, its views following its document and its recovery file claimed.
    std::unique_ptr<OpenArmy> new_open_army();
    /// Shows the army m_shown names: its selection, filter and tab.
    void bring_up();
    /// Removes the tab shown without asking (its army is saved or given up); an empty one stays when it was the last.
    void drop_tab();

    PointsBar* m_points_bar = nullptr;
    ArmyListPane* m_list = nullptr;
    RosterPane* m_roster = nullptr;
    DetailsPane* m_details = nullptr;
    FindingsPane* m_findings = nullptr;
    wxMenu* m_move_menu = nullptr;
    wxSplitterWindow* m_split_lists = nullptr;     ///< army list | the rest
    wxSplitterWindow* m_split_details = nullptr;   ///< roster | details
    wxSplitterWindow* m_split_findings = nullptr;  ///< the panes above | findings

    /// Application-wide shortcuts, whichever control has the focus (trees keep Ctrl+N and Ctrl+P
    /// for themselves otherwise); in a text box Ctrl+Z, Ctrl+Y and Delete act on the text.
    void on_char_hook(wxKeyEvent& e);
    /// F6 / Shift+F6: the focus to the next or previous pane (filter, army list, roster, details, findings).
    void next_pane(int step);
    /// Size and splitters for the screen the window opens on, as last left on a screen of that size.
    void place_on_screen();
    void keep_layout();
    std::vector<std::function<void()>> m_row_tips;  ///< set each tree's tooltip for the row under the pointer
    wxTimer m_row_tips_later;                       ///< sets them again once the toolkit has laid out rebuilt rows

    std::unique_ptr<text::ImportKit> m_import_kit;  ///< the typed-list reader with every language's data, loaded at first use
    Diagnostics m_import_findings;                  ///< what the reader found in the last typed list
    /// Findings one per line as the command line prints them (file:line: severity: message [code], then the hint).
    wxString findings_text(const Diagnostics& findings) const;
    void on_import_typed(wxCommandEvent&);

    /// Takes over a recovered army's slot and opens its army here.
    bool adopt(std::unique_ptr<RecoverySlot> slot);
    void build_menus();
    void build_layout();
    void edited();
    /// The selection after `e`: what it made or moved, or what is left where it removed.
    void follow(const Edit& e);
    void report(const wxString& message) const;
    void update_title();
    /// Shows the selection in the details pane (the army instead when its unit is gone).
    void update_details();
    void update_menus();
    int selected_command() const;

    void on_close(wxCloseEvent& e);
    void on_open(wxCommandEvent&);
    void on_save_as(wxCommandEvent&);
    void on_new(wxCommandEvent&);
    void on_recent(wxCommandEvent& e);
    void on_export(Printout what);
    /// A roster row selected by the player: the details pane shows it.
    void on_roster_selected(const Selection& s);
    /// A finding chosen in the findings pane: every unit it concerns is selected, else its command, else the army.
    void select_concerned(const Diagnostic& d);
    /// Applies the fix chosen in the findings pane, as one undo step named "fix".
    void apply_fix(const Fix& fix);
    /// The roster row's context menu: the general's attachment for a unit that can take him.
    void on_roster_menu(const Selection& sel);
    /// A unit or an army-list entry dropped on the roster row of `command`: moved, or added there.
    void on_roster_drop(const Dragged& d, int command);
    /// Selects several roster rows (the first is the one the details pane shows).
    void select_rows(const std::vector<Selection>& rows);
};

}  // namespace muster::gui
