// SPDX-License-Identifier: GPL-3.0-or-later
// The locale a program runs in, shared by the ICU build and the web build's plain formatter.
#include <cstdlib>
#include <string>

#include "i18n/messages.h"

namespace muster::i18n {

std::string resolve_locale(const std::string& requested) {
    std::string name = requested;
    if (name.empty())
        for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"})
            if (const char* v = std::getenv(var); v && *v) {
                name = v;
                break;
            }
    // "de_DE.UTF-8@euro" -> "de_DE"; "C" and "POSIX" mean English.
    name = name.substr(0, name.find_first_of(".@"));
    if (name.empty() || name == "C" || name == "POSIX") name = "root";
    return name;
}

}  // namespace muster::i18n
