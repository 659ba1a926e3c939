// SPDX-License-Identifier: GPL-3.0-or-later
#include "x11_wheel.h"

#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>

#include <cstdlib>

namespace muster::gui {

bool turn_wheel(int x, int y, int clicks, std::string& error) {
    Display* display = XOpenDisplay(nullptr);
    if (!display) {
        error = "cannot open the X display";
        return false;
    }
    int event = 0, reply = 0, major = 0, minor = 0;
    const bool ok = XTestQueryExtension(display, &event, &reply, &major, &minor);
    if (!ok) {
        error = "the X server has no XTest extension";
    } else {
        XTestFakeMotionEvent(display, -1, x, y, CurrentTime);
        const unsigned button = clicks > 0 ? 5 : 4;  // X's wheel down and up
        for (int i = 0; i < std::abs(clicks); ++i) {
            XTestFakeButtonEvent(display, button, True, CurrentTime);
            XTestFakeButtonEvent(display, button, False, CurrentTime);
        }
        XFlush(display);
    }
    XCloseDisplay(display);
    return ok;
}

}  // namespace muster::gui
