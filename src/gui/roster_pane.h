// SPDX-License-Identifier: GPL-3.0-or-later
// The roster pane in the centre of the main window: the roster by command, each row marked by the findings
// that concern it, and the Add command button. It owns its controls; the frame tells it the army to show and
// hears what the player selected, right-clicked, dropped or asked to add.
#pragma once
#include <wx/panel.h>
#include <wx/treelist.h>

#include <functional>
#include <optional>
#include <vector>

#include "gui/document.h"
#include "gui/text.h"

class wxDataViewItem;
class wxMenu;

namespace muster::gui {

/// What the roster tree has selected; the details panel shows it.
struct Selection {
    enum class Kind { None, Army, Command, Unit };
    Kind kind = Kind::None;
    int command = -1;
    UnitRef unit;
    bool operator==(const Selection&) const = default;
};

class RosterPane : public wxPanel {
public:
    /// What the pane tells the frame: a row selected by the player, a row's context menu asked for (a unit or a
    /// command), a unit or an army-list entry dropped on a command, and Add command pressed.
    struct Handlers {
        std::function<void(const Selection&)> selected;
        std::function<void(const Selection&)> menu;
        std::function<void(const Dragged&, int command)> dropped;
        std::function<void()> add_command;
    };
    RosterPane(wxWindow* parent, const Text& t, Handlers handlers);

    /// Shows the roster of `doc` with `sel` selected: the rows are updated in place when they stand for the
    /// same things as the rows shown (most edits), else built again.
    void show(const Document& doc, const Selection& sel);
    /// Selects several rows (each shown).
    void select_rows(const std::vector<Selection>& rows);
    /// What the tree has selected.
    std::vector<Selection> selections() const;
    /// The icon of the row of `s`: 0 error, 1 warning, -1 none.
    int row_mark(const Selection& s) const;
    /// Where the row of `s` is on the screen; empty when not shown.
    wxRect row_rect(const Selection& s) const;
    /// The tooltip of the rows as it is now (for the row under the pointer).
    wxString tooltip() const;
    /// Shows `menu` at the pointer over the rows; the command chosen, or wxID_NONE.
    int popup(wxMenu& menu);
    /// Sets the tooltip again for the row under the pointer (after the rows are rebuilt).
    const std::function<void()>& row_tip() const { return m_row_tip; }
    /// Where F6 puts the focus.
    wxWindow* rows() const;

private:
    const Text& m_t;
    Handlers m_handlers;
    wxTreeListCtrl* m_tree = nullptr;
    std::function<void()> m_row_tip;

    void on_selected(wxTreeListEvent& e);
    void on_menu(wxTreeListEvent& e);
    /// The findings that mark a row, one per line, for its tooltip.
    wxString row_findings(const wxTreeListItem& row) const;
    /// What a row stands for; null for none.
    const Selection* selection_of(const wxDataViewItem& item) const;
    /// The command a drop on this row goes to: the command itself, or a unit's command.
    std::optional<int> drop_command(const wxDataViewItem& item) const;
    void enable_drag_and_drop();
};

}  // namespace muster::gui
