// SPDX-License-Identifier: GPL-3.0-or-later
// The details pane at the right of the main window: the selected unit, command or army with the controls that
// edit it (a welcome when no army is open). It owns its controls and the typing not yet recorded; the frame
// tells it the army and the row to show and hears the player's choices as the core's edits.
#pragma once
#include <wx/scrolwin.h>

#include <functional>
#include <optional>
#include <string>

#include "gui/document.h"
#include "gui/roster_pane.h"
#include "gui/text.h"

class wxChoice;
class wxTextCtrl;

namespace muster::gui {

class DetailsPane : public wxScrolledWindow {
public:
    /// What the pane tells the frame: a choice made or a value entered, as the core's edits (from the
    /// availability query, or the value a control holds; a run of one control's clicks with the same
    /// `merge_key` is one undo step), and a value it cannot take (a figure count that is no number).
    struct Handlers {
        std::function<void(const Edits&, const std::string& merge_key)> edit;
        std::function<void(const wxString&)> refused;
    };
    /// `army` is the document of the army shown, whichever tab that is.
    DetailsPane(wxWindow* parent, const Text& t, std::function<const Document&()> army, Handlers handlers);
    ~DetailsPane() override;

    /// Records what was typed, then builds the pane again for `sel` of the army shown (the focus stays on the
    /// same control; another row starts at the top). Returns what it shows: `sel`, or the army when `sel`'s
    /// unit is gone.
    Selection show(const Selection& sel);
    /// Records a value typed into a box and not yet entered. The frame calls it before every command, so
    /// Save, Close, New, Open, Print and Quit never lose typing.
    void commit_typing();
    /// Ctrl+Z in `box`: shows its recorded value again, dropping what was typed and not yet recorded. False
    /// when nothing typed in it was waiting.
    bool take_back_typing(const wxWindow* box);
    /// Where F6 puts the focus: the first control that takes it; null for none.
    wxWindow* first_control() const;

private:
    const Text& m_t;
    std::function<const Document&()> m_army;
    Handlers m_handlers;
    Selection m_shown{Selection::Kind::None, -2, {}};  ///< what the pane was built for
    bool m_building = false;                           ///< values set by the pane itself are no typing

    /// A value typed into a box and not yet recorded.
    struct Typing {
        wxWindow* box = nullptr;
        std::function<void()> record;   ///< records the box's value (nothing when it is unchanged)
        std::function<void()> restore;  ///< shows the recorded value again
    };
    std::optional<Typing> m_typing;

    const Document& doc() const { return m_army(); }
    void edit(const Edits& edits, const std::string& merge_key = {}) const { m_handlers.edit(edits, merge_key); }
    /// Makes a box record its typed value on Enter, when it loses the focus and before any command.
    void track_typing(wxWindow* box, std::function<void()> record, std::function<void()> restore);
    /// The wheel over a control that does not have the focus scrolls the pane instead of changing the control.
    void wheel_scrolls_pane(wxWindow* control);
    /// A text box for a name or a note of the roster: what the roster has now (`recorded`, which may throw
    /// std::out_of_range for a place that is gone), recorded as the core's edit `make(text)` (none: nothing to
    /// record) on Enter (a box of one line), when the box loses the focus and before any command.
    wxTextCtrl* edit_box(int id, const char* name, const std::function<std::string()>& recorded,
                         const std::function<std::optional<Edit>(const std::string&)>& make, long style = 0);
    /// Why a choice is refused, from the findings taking it would raise (the core's availability query).
    wxString explain(const Diagnostics& causes) const;
    /// Appends the core's `choices` to `choice` after the entries `takes` already holds the edits of, each
    /// as `item_of` names it (none: left out), a refused one marked and explained in the tooltip; picking
    /// an entry applies its edits.
    void offer(wxChoice* choice, const std::vector<Choice>& choices,
               const std::function<std::optional<wxString>(const Choice&)>& item_of, std::vector<Edits> takes);
    void for_unit(UnitRef ref);
    void for_command(int command);
    void for_army();
};

}  // namespace muster::gui
