// SPDX-License-Identifier: GPL-3.0-or-later
// The new-army dialog: game system, army list (sorted for the user's language, searchable),
// budget, optional rules and year.
#pragma once
#include <wx/dialog.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "gui/document.h"
#include "gui/text.h"

class wxCheckBox;
class wxCheckListBox;
class wxChoice;
class wxListBox;
class wxSearchCtrl;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::gui {

/// The widest range of years the year boxes offer (negative: BC).
inline constexpr int kYearLimit = 5000;

class NewArmyDialog : public wxDialog {
public:
    NewArmyDialog(wxWindow* parent, const xml::Library& library, const Text& text);
    NewArmy settings() const;
    /// Chooses a list and its system, as a user would (the window test); false for an unknown list.
    bool select_list(const std::string& list_id);
    /// The years the year box offers: the chosen list's period (negative years are BC), else any.
    std::pair<int, int> year_range() const;
    /// What the year box shows (used only when "Fix a year" is ticked).
    int year() const;
    /// Ticks "Fix a year" and sets it, as a user would; none unticks it.
    void set_year(std::optional<int> year);
    /// Whether the budget can be chosen: not for a system whose armies are sized by units.
    bool budget_enabled() const;

private:
    const xml::Library& m_library;
    const Text& m_t;
    std::vector<const GameSystem*> m_systems;
    std::vector<const ArmyList*> m_lists;  ///< what the list box shows, in order
    wxChoice* m_system = nullptr;
    wxSearchCtrl* m_search = nullptr;
    wxListBox* m_list = nullptr;
    wxStaticText* m_list_info = nullptr;
    wxChoice* m_budget = nullptr;
    wxSpinCtrl* m_other = nullptr;
    wxTextCtrl* m_name = nullptr;
    wxCheckBox* m_use_year = nullptr;
    wxSpinCtrl* m_year = nullptr;
    wxCheckListBox* m_rules = nullptr;

    const GameSystem* system() const;
    const ArmyList* list() const;
    void system_changed();
    void fill_lists();
    void list_changed();
};

/// Today's date as YYYY-MM-DD (UTC), the roster's creation date.
std::string today();

}  // namespace muster::gui
