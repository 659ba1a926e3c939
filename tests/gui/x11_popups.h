// SPDX-License-Identifier: GPL-3.0-or-later
// The pop-up windows on the X display (a tooltip is one: GTK shows it as an override-redirect window that
// wx does not know of), so the self-test can see where a tooltip landed.
#pragma once
#include <string>
#include <vector>

namespace muster::gui {

struct ScreenRect {
    int x = 0, y = 0, width = 0, height = 0;
};

/// The shown override-redirect windows larger than a pixel at the top of the X display (tooltips, open menus), in screen
/// coordinates, and the screen's size in `screen`. False with the reason in `error` when it cannot be read.
bool shown_popups(std::vector<ScreenRect>& popups, ScreenRect& screen, std::string& error);

}  // namespace muster::gui
