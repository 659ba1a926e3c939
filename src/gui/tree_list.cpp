// SPDX-License-Identifier: GPL-3.0-or-later
// Row tooltips and the filling name column of the window's trees.
#include "gui/tree_list.h"

#include <wx/dataview.h>
#include <wx/utils.h>

#include <algorithm>

namespace muster::gui {

std::function<void()> row_tooltips(wxTreeListCtrl* tree, std::function<wxString(const wxTreeListItem&)> more) {
    wxDataViewCtrl* view = tree->GetDataView();
    wxWindow* rows = view->GetMainWindow();
    auto refresh = [tree, view, rows, more] {
        // The row is found where the tree draws it (GetItemRect, as roster_row_rect does): the data
        // view's own hit test counts from above its header under GTK and gave the row above the pointer.
        const wxPoint at = rows->ScreenToClient(wxGetMousePosition());
        wxString tip;
        if (rows->IsShownOnScreen() && rows->GetClientRect().Contains(at))
            for (wxTreeListItem row = tree->GetFirstItem(); row.IsOk(); row = tree->GetNextItem(row)) {
                if (!view->GetItemRect(wxDataViewItem(row.GetID())).Contains(at)) continue;
                for (unsigned c = 0; c < tree->GetColumnCount(); ++c) {
                    const wxString text = tree->GetItemText(row, c);
                    if (!text.empty()) tip += (tip.empty() ? "" : "    ") + text;
                }
                if (more)
                    if (const wxString extra = more(row); !extra.empty()) tip += "\n" + extra;
                break;
            }
        if (rows->GetToolTipText() != tip) rows->SetToolTip(tip);
    };
    rows->Bind(wxEVT_MOTION, [refresh](wxMouseEvent& e) {
        e.Skip();
        refresh();
    });
    return refresh;
}

int append_column(wxTreeListCtrl* tree, const wxString& title, int at_least, wxAlignment align) {
    // The header button's padding beside the text (GTK's themes give 6-8 px a side).
    const int width = std::max(at_least, tree->GetTextExtent(title).x + tree->FromDIP(20));
    tree->AppendColumn(title, width, align);
    return width;
}

void name_column_fills(wxTreeListCtrl* tree, int others) {
    tree->Bind(wxEVT_SIZE, [tree, others](wxSizeEvent& e) {
        e.Skip();
        tree->SetColumnWidth(0, std::max(tree->GetClientSize().x - others - tree->FromDIP(24), tree->FromDIP(150)));
    });
}

}  // namespace muster::gui
