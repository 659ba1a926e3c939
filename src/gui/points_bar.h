// SPDX-License-Identifier: GPL-3.0-or-later
// The points bar at the top of the main window: points against the budget (or the units, where the system
// counts no points), the derived values, the verdict and the Suggest button. It owns its controls; the frame
// tells it the army to show and hears Suggest.
#pragma once
#include <wx/panel.h>

#include <functional>

#include "gui/text.h"

class wxGauge;
class wxStaticText;

namespace muster::gui {

class Document;

class PointsBar : public wxPanel {
public:
    /// `suggest`: the Suggest button was pressed.
    PointsBar(wxWindow* parent, const Text& t, std::function<void()> suggest);

    /// Shows the summary and verdict of `doc`'s army; nothing when it has none.
    void show(const Document& doc);

private:
    const Text& m_t;
    wxStaticText* m_points = nullptr;
    wxGauge* m_gauge = nullptr;
    wxStaticText* m_values = nullptr;
    wxStaticText* m_verdict = nullptr;
};

}  // namespace muster::gui
