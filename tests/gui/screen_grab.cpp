// SPDX-License-Identifier: GPL-3.0-or-later
// Xlib directly: wxScreenDC on GTK 3 returns an image of the screen as it was when first read.
#include "screen_grab.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include <bit>

namespace muster::gui {

std::vector<unsigned char> grab_screen(int x, int y, int width, int height, std::string& error) {
    std::vector<unsigned char> rgb;
    Display* display = XOpenDisplay(nullptr);
    if (!display) {
        error = "cannot open the X display";
        return rgb;
    }
    XImage* image = XGetImage(display, DefaultRootWindow(display), x, y, static_cast<unsigned>(width),
                              static_cast<unsigned>(height), AllPlanes, ZPixmap);
    if (!image) {
        error = "cannot read the screen";
    } else {
        const unsigned long masks[3] = {image->red_mask, image->green_mask, image->blue_mask};
        rgb.reserve(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3);
        for (int row = 0; row < height; ++row)
            for (int col = 0; col < width; ++col) {
                const unsigned long pixel = XGetPixel(image, col, row);
                for (unsigned long mask : masks) {
                    const unsigned long value = (pixel & mask) >> std::countr_zero(mask);
                    const unsigned long top = mask >> std::countr_zero(mask);  // 255 for 8-bit channels
                    rgb.push_back(static_cast<unsigned char>(top ? value * 255 / top : 0));
                }
            }
        XDestroyImage(image);
    }
    XCloseDisplay(display);
    return rgb;
}

}  // namespace muster::gui
