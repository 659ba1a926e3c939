// SPDX-License-Identifier: GPL-3.0-or-later
#include "x11_popups.h"

#include <X11/Xlib.h>

namespace muster::gui {

bool shown_popups(std::vector<ScreenRect>& popups, ScreenRect& screen, std::string& error) {
    Display* display = XOpenDisplay(nullptr);
    if (!display) {
        error = "cannot open the X display";
        return false;
    }
    const Window root = DefaultRootWindow(display);
    screen = {0, 0, DisplayWidth(display, DefaultScreen(display)), DisplayHeight(display, DefaultScreen(display))};
    Window root_back = 0, parent = 0;
    Window* children = nullptr;
    unsigned count = 0;
    const bool ok = XQueryTree(display, root, &root_back, &parent, &children, &count) != 0;
    if (!ok) error = "cannot list the X display's windows";
    for (unsigned i = 0; ok && i < count; ++i) {
        XWindowAttributes a;
        // GTK keeps 1×1 helper windows mapped off the screen; they show nothing.
        if (XGetWindowAttributes(display, children[i], &a) && a.map_state == IsViewable && a.override_redirect &&
            a.width * a.height > 1)
            popups.push_back({a.x, a.y, a.width + 2 * a.border_width, a.height + 2 * a.border_width});
    }
    if (children) XFree(children);
    XCloseDisplay(display);
    return ok;
}

}  // namespace muster::gui
