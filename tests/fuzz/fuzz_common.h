// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz targets share: the shipped data, and a file to hand the loaders (which read paths).
#pragma once
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "core/rules/validate.h"
#include "xml/library.h"
#include "xml/load.h"

namespace muster::fuzz {

inline const xml::Library& library() {
    static const xml::Library lib = [] {
        Diagnostics problems;
        return xml::Library::load(MUSTER_SOURCE_DIR, problems);
    }();
    return lib;
}

inline Roster example() {
    static const Roster r = [] {
        Diagnostics d;
        return *xml::load_roster(std::string(MUSTER_SOURCE_DIR) + "/lists/examples/swedish-600.muster", d);
    }();
    return r;
}

/// The input as a file of this process (in the build's temporary folder), rewritten for each run.
inline std::filesystem::path as_file(const std::uint8_t* data, std::size_t size, const char* name) {
    // A folder of this process, removed when it ends.
    static const struct Dir {
        std::filesystem::path path = std::filesystem::temp_directory_path() / ("muster-fuzz-" + std::to_string(::getpid()));
        Dir() { std::filesystem::create_directories(path); }
        ~Dir() {
            std::error_code ec;
            std::filesystem::remove_all(path, ec);
        }
    } dir;
    const auto path = dir.path / name;
    std::ofstream(path, std::ios::binary | std::ios::trunc)
        .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    return path;
}

}  // namespace muster::fuzz
