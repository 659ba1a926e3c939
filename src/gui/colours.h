// SPDX-License-Identifier: GPL-3.0-or-later
// Red, green and amber text that stays readable (at least 4.5:1 contrast) on a light or a dark theme.
#pragma once
#include <wx/colour.h>
#include <wx/settings.h>

#include <algorithm>
#include <cmath>

namespace muster::gui {

inline bool dark_theme() {
    return wxSystemSettings::GetAppearance().IsDark();
}
inline wxColour bad_colour() {
    return dark_theme() ? wxColour(255, 128, 120) : wxColour(190, 30, 30);
}
inline wxColour good_colour() {
    return dark_theme() ? wxColour(110, 220, 120) : wxColour(30, 130, 50);
}
inline wxColour warn_colour() {
    return dark_theme() ? wxColour(240, 185, 70) : wxColour(150, 95, 0);
}

/// WCAG contrast ratio of two colours (1 to 21).
inline double contrast(const wxColour& a, const wxColour& b) {
    auto luminance = [](const wxColour& c) {
        auto channel = [](unsigned char v) {
            const double s = v / 255.0;
            return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.Red()) + 0.7152 * channel(c.Green()) + 0.0722 * channel(c.Blue());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace muster::gui
