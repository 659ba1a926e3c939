// SPDX-License-Identifier: GPL-3.0-or-later
// Reads pixels from the X server, as a screenshot tool does (for the self-test's screenshots).
#pragma once
#include <string>
#include <vector>

namespace muster::gui {

/// The RGB pixels (3 bytes each, rows top to bottom) shown on the X display in the given rectangle.
/// Empty, with the reason in `error`, when the display cannot be read.
std::vector<unsigned char> grab_screen(int x, int y, int width, int height, std::string& error);

}  // namespace muster::gui
