// SPDX-License-Identifier: GPL-3.0-or-later
// The findings pane at the bottom of the main window: the verdict's findings, errors first, with a Fix button
// for the selected one. It owns its controls; the frame tells it the army to show and hears what the player chose.
#pragma once
#include <wx/panel.h>

#include <functional>

#include "core/diagnostic.h"
#include "gui/text.h"

class wxButton;
class wxListCtrl;
class wxListEvent;

namespace muster::gui {

class Document;

class FindingsPane : public wxPanel {
public:
    /// What the pane tells the frame: a finding chosen (the frame selects what it concerns), and a fix
    /// chosen (the frame applies its edits as one undo step).
    struct Handlers {
        std::function<void(const Diagnostic&)> chosen;
        std::function<void(const Fix&)> fix;
    };
    FindingsPane(wxWindow* parent, const Text& t, Handlers handlers);

    /// Shows the findings of `doc`'s verdict; none when it has no army.
    void show(const Document& doc);
    /// The finding shown in row `row`; null for none.
    const Diagnostic* diagnostic_at(int row) const;
    /// Selects row `row`, as a click does (and with it, through the frame, the unit or command).
    void select(int row);
    /// The finding Ctrl+. fixes: the selected one, else the first that has a fix; -1 for none.
    int fix_target() const;
    /// Applies the first fix of the finding in row `row`, when it has one.
    void fix(int row);
    /// The list, where F6 puts the focus.
    wxWindow* list() const;

private:
    const Text& m_t;
    Handlers m_handlers;
    wxListCtrl* m_list = nullptr;
    wxButton* m_fix = nullptr;  ///< applies the selected finding's first fix
    Diagnostics m_shown;        ///< the rows' findings, in their order (a copy: an edit replaces the verdict)
    bool m_selecting = false;   ///< a row selected by select(), not by the player

    /// The selected row; -1 for none.
    int selected() const;
    /// Enables the Fix button for the selected finding and names its fix.
    void update_fix_button();
    /// The row's context menu: its fix.
    void on_menu(wxListEvent& e);
};

}  // namespace muster::gui
