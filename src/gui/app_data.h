// SPDX-License-Identifier: GPL-3.0-or-later
// What a program showing the window sets up before it: wx's folders and image handlers, the data folder,
// the messages and the library. muster-gui and the window test (tests/gui) start the same way.
#pragma once
#include <filesystem>
#include <string>

#include "i18n/messages.h"
#include "xml/library.h"

namespace muster::gui {

/// Names the application "muster" (settings in ~/.config/muster.conf, files in ~/.local/share/muster)
/// and lets wx read PNG images.
void set_up_wx_app();

/// The data folder, the messages in the window's language and every army list, loaded once for all the
/// windows. Throws std::runtime_error (a message for the player) when the folder, its bundles or its
/// lists cannot be found.
struct AppData {
    /// `data_option` as --data-dir gives it (may be empty), `exe` the program's argv[0], `lang` as --lang
    /// or the settings give it (empty: the environment's).
    AppData(const std::string& data_option, const std::filesystem::path& exe, const std::string& lang);

    std::filesystem::path data_dir;
    i18n::Messages messages;
    xml::Library library;
};

}  // namespace muster::gui
