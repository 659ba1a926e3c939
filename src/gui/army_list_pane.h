// SPDX-License-Identifier: GPL-3.0-or-later
// The army list pane at the left of the main window: the list's units by group, what the roster has taken of
// each, a filter box and the Add to roster button. It owns its controls; it reads the army shown and tells the
// frame what the player chose.
#pragma once
#include <wx/panel.h>
#include <wx/treelist.h>

#include <functional>
#include <string>
#include <vector>

#include "gui/text.h"

class wxSearchCtrl;
class wxStaticText;

namespace muster::gui {

class Document;

class ArmyListPane : public wxPanel {
public:
    /// What the pane tells the frame: a unit to add (a row activated, the button), and a row selected.
    struct Handlers {
        std::function<void(const std::string& profile_id)> add;
        std::function<void()> selected;
    };
    /// `army` is the document of the army shown, whichever tab that is.
    ArmyListPane(wxWindow* parent, const Text& t, std::function<const Document&()> army, Handlers handlers);

    /// Builds the rows again for the army shown (its list may have changed), with the filter as it is.
    void rebuild();
    /// Brings the counts of what the roster has taken up to date.
    void update();
    /// The filter box's text (kept per tab), and setting it without rebuilding.
    wxString filter() const;
    void set_filter(const wxString& text);
    /// Edit › Find: the focus to the filter box, its text selected.
    void find();
    /// The profile of the selected row; empty for none.
    std::string selected_profile() const;
    /// Sets the tooltip again for the row under the pointer (after the rows are rebuilt).
    const std::function<void()>& row_tip() const { return m_row_tip; }
    /// Where F6 puts the focus: the filter box, then the rows.
    wxWindow* filter_box() const;
    wxWindow* rows() const;

private:
    const Text& m_t;
    std::function<const Document&()> m_army;
    Handlers m_handlers;
    wxStaticText* m_title = nullptr;
    wxSearchCtrl* m_filter = nullptr;
    wxTreeListCtrl* m_tree = nullptr;
    std::vector<wxTreeListItem> m_group_items;  ///< rows by group (not IsOk when filtered out), built once per document
    std::function<void()> m_row_tip;

    /// A row dragged to the roster carries its profile.
    void enable_drag();
};

}  // namespace muster::gui
