// SPDX-License-Identifier: GPL-3.0-or-later
// Several armies in one window, a tab each, and units copied from one into another.
#include <wx/notebook.h>
#include <wx/panel.h>

#include <algorithm>

#include "core/editing/unit_copy.h"
#include "gui/army_list_pane.h"
#include "gui/main_frame.h"

namespace muster::gui {

std::unique_ptr<OpenArmy> MainFrame::new_open_army() {
    auto added = std::make_unique<OpenArmy>(m_library);
    // Every view follows the army shown, whoever changed it; the others are not shown.
    added->doc.on_change([this, army = added.get()] {
        if (&this->army() == army) edited();
    });
    if (!m_recovery_folder.empty()) try {
            added->slot = RecoverySlot::claim_new(m_recovery_folder);
        } catch (const std::exception& e) { SetStatusText(m_t("autosave_failed", {{"reason", e.what()}})); }
    return added;
}

void MainFrame::add_tab() {
    commit_typing();
    m_armies.push_back(new_open_army());
    m_tabs->AddPage(new wxPanel(m_tabs, wxID_ANY, wxDefaultPosition, wxSize(0, 0)), "");
    show_army(army_count() - 1);
}

void MainFrame::show_army(int index) {
    if (index < 0 || index >= army_count()) return;
    commit_typing();
    army().sel = m_sel;
    army().filter = m_list->filter();
    m_shown = index;
    bring_up();
}

void MainFrame::bring_up() {
    m_sel = army().sel;
    m_list->set_filter(army().filter);
    if (m_tabs->GetSelection() != m_shown) m_tabs->ChangeSelection(static_cast<std::size_t>(m_shown));
    m_list->rebuild();
    update_views();
}

void MainFrame::drop_tab() {
    if (army().slot) army().slot->remove();  // given up on purpose: nothing to recover
    const int gone = m_shown;
    // The page goes first: while it goes, the pages and the armies differ in number and the tab handler waits.
    m_tabs->DeletePage(static_cast<std::size_t>(gone));
    m_armies.erase(m_armies.begin() + gone);
    if (m_armies.empty()) {
        m_armies.push_back(new_open_army());
        m_tabs->AddPage(new wxPanel(m_tabs, wxID_ANY, wxDefaultPosition, wxSize(0, 0)), "");
    }
    m_shown = std::min(gone, army_count() - 1);
    bring_up();
}

bool MainFrame::close_army() {
    if (!confirm_discard()) return false;
    drop_tab();
    return true;
}

bool MainFrame::in_new_tab(const std::function<bool()>& open) {
    if (!doc().has_roster()) return open();
    const int from = m_shown;
    add_tab();
    if (open()) return true;
    drop_tab();
    show_army(from);
    return false;
}

bool MainFrame::open_in_tab(const std::filesystem::path& path) {
    std::error_code ec;
    for (int i = 0; i < army_count(); ++i) {
        const std::filesystem::path& open = m_armies[static_cast<std::size_t>(i)]->doc.path();
        if (!open.empty() && std::filesystem::equivalent(open, path, ec)) {
            show_army(i);  // already open: shown, not read twice
            return true;
        }
    }
    return in_new_tab([&] { return open_file(path); });
}

void MainFrame::update_tabs() {
    for (int i = 0; i < army_count(); ++i) {
        const Document& d = m_armies[static_cast<std::size_t>(i)]->doc;
        std::string name = "—";
        if (d.has_roster())
            name = (d.path().empty() ? d.roster().name : d.path().filename().string()) + (d.modified() ? " *" : "");
        if (m_tabs->GetPageText(static_cast<std::size_t>(i)) != wx(name))
            m_tabs->SetPageText(static_cast<std::size_t>(i), wx(name));
    }
    // One army needs no tabs: the strip shows once a second one opens.
    if (const bool shown = army_count() > 1; m_tabs->IsShown() != shown) {
        m_tabs->Show(shown);
        m_tabs->GetParent()->Layout();
    }
}

bool MainFrame::copy_units() {
    commit_typing();
    if (!doc().has_roster()) return false;
    std::vector<RosterUnit> units;
    for (const Selection& s : roster_selections())
        if (s.kind == Selection::Kind::Unit) units.push_back(doc().editor().unit(s.unit));
    if (units.empty()) return false;
    s_copied = std::move(units);
    s_copied_list = doc().list().id;
    SetStatusText(m_t("units_copied", {{"count", static_cast<std::int64_t>(s_copied.size())}}));
    update_menus();
    return true;
}

bool MainFrame::paste_units() {
    commit_typing();
    if (!doc().has_roster()) return false;
    const ArmyList* from = m_library.list(s_copied_list);
    if (s_copied.empty() || !from) {
        SetStatusText(m_t("nothing_to_paste"));
        return false;
    }
    const int command = doc().target_command(selected_command());
    try {
        const Paste paste = muster::paste_units(s_copied, *from, doc().roster(), doc().list(), command);
        if (!paste.refused.empty()) {
            wxString why;
            for (const Diagnostic& d : paste.refused) why += (why.empty() ? "" : "\n") + wx(m_t.messages().text(d));
            report(why);
            return false;
        }
        doc().apply(paste.edits, "paste_units");
    } catch (const std::exception& e) {
        report(wx(e.what()));  // a stale place: nothing changed
        return false;
    }
    const Roster& r = doc().roster();
    const auto& units = command < 0 ? r.unassigned : r.commands[static_cast<std::size_t>(command)].units;
    m_sel = {Selection::Kind::Unit, command, {command, static_cast<int>(units.size()) - 1}};  // the last unit pasted
    return true;
}

}  // namespace muster::gui
