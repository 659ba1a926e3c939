// SPDX-License-Identifier: GPL-3.0-or-later
// Where the xml tests find the shipped data and their bad-input samples (always the source tree).
#pragma once
#include <filesystem>
#include <stdexcept>
#include <string>

#include "xml/load.h"

namespace muster::test {

inline std::filesystem::path source_dir() {
    return MUSTER_SOURCE_DIR;
}
inline std::filesystem::path fixture(const std::string& name) {
    return source_dir() / "tests" / "fixtures" / name;
}
inline std::filesystem::path baroque_dir() {
    return source_dir() / "lists" / "baroque";
}

/// The shipped Baroque system; a test cannot go on without it.
inline const GameSystem& baroque_system() {
    static const GameSystem sys = [] {
        Diagnostics d;
        auto s = xml::load_system(baroque_dir() / "system.xml", d);
        if (!s || !d.empty()) throw std::runtime_error("lists/baroque/system.xml does not load cleanly");
        return *s;
    }();
    return sys;
}

}  // namespace muster::test
