// SPDX-License-Identifier: GPL-3.0-or-later
// What the window's two trees (the army list and the roster) share: row tooltips and a name column that fills.
#pragma once
#include <wx/treelist.h>

#include <functional>

namespace muster::gui {

/// A tree row's whole text as its tooltip (and `more`'s lines for it): names cut by a narrow column can
/// still be read. Returns what sets it again for the row under the pointer now: after the rows are rebuilt,
/// the old tip would be stale.
std::function<void()> row_tooltips(wxTreeListCtrl* tree, std::function<wxString(const wxTreeListItem&)> more = {});

/// Appends a column at least `at_least` wide and wide enough for its title (a translation may be longer
/// than the English the width was chosen for: "Punti" for "Pts"). Returns its width.
int append_column(wxTreeListCtrl* tree, const wxString& title, int at_least, wxAlignment align = wxALIGN_LEFT);

/// The name column takes whatever width the number columns (`others` wide) leave: GTK stretches the last
/// column, so its reported width cannot be used.
void name_column_fills(wxTreeListCtrl* tree, int others);

}  // namespace muster::gui
