// SPDX-License-Identifier: GPL-3.0-or-later
// A real mouse-wheel turn for the self-test: wxUIActionSimulator has no wheel, and a wx event sent
// by hand would skip the toolkit's own handling that turned choices under the pointer.
#pragma once
#include <string>

namespace muster::gui {

/// Moves the pointer to screen position (x, y) and turns the wheel `clicks` notches (positive: down)
/// through the X server's XTest extension. False with the reason in `error` when it cannot.
bool turn_wheel(int x, int y, int clicks, std::string& error);

}  // namespace muster::gui
