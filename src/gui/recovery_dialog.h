// SPDX-License-Identifier: GPL-3.0-or-later
// The question after a crash: every army left unsaved by a window that is gone, each ticked to be
// recovered (all are at first), over the window it opens in.
#pragma once
#include <wx/dialog.h>

#include <vector>

#include "gui/text.h"

class wxCheckListBox;

namespace muster::gui {

class RecoveryDialog : public wxDialog {
public:
    /// `armies`: one line per army ("‘Lützen 1632’ (595 pts)").
    RecoveryDialog(wxWindow* parent, const Text& text, const wxArrayString& armies);
    /// Which armies are ticked; ShowModal answers wxID_YES (Recover those) or wxID_NO (Discard all).
    std::vector<bool> ticked() const;
    /// Ticks or unticks an army, as a click does (the window test).
    void tick(unsigned army, bool on);

private:
    wxCheckListBox* m_armies = nullptr;
};

}  // namespace muster::gui
