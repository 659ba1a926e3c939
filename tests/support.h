// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the test modules: the real data of the source tree, and short ways to look at a verdict.
#pragma once
#include <algorithm>
#include <filesystem>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/rules/validate.h"
#include "xml/library.h"
#include "xml/load.h"

namespace muster {
inline std::ostream& operator<<(std::ostream& os, Severity s) {
    return os << severity_name(s);
}
}  // namespace muster

namespace muster::test {

/// A new roster unit of `profile` with `options`; its other members as an edit makes them.
inline RosterUnit roster_unit(std::string profile, std::vector<std::string> options = {}) {
    RosterUnit u;
    u.profile = std::move(profile);
    u.options = std::move(options);
    return u;
}

inline const xml::Library& library() {
    static const xml::Library lib = [] {
        Diagnostics problems;
        auto l = xml::Library::load(MUSTER_SOURCE_DIR, problems);
        if (!problems.empty()) throw std::runtime_error("the shipped data has problems: " + problems.front().code);
        return l;
    }();
    return lib;
}

inline const ArmyList& list(const std::string& id) {
    const ArmyList* l = library().list(id);
    if (!l) throw std::runtime_error("no list " + id);
    return *l;
}

inline const GameSystem& baroque() {
    return *library().system("baroque");
}

inline Roster example(const std::string& name) {
    Diagnostics d;
    auto r = xml::load_roster(std::string(MUSTER_SOURCE_DIR) + "/lists/examples/" + name, d);
    if (!r) throw std::runtime_error("cannot load example " + name);
    return *r;
}

/// The file names of every example roster, sorted.
inline std::vector<std::string> every_example() {
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(std::string(MUSTER_SOURCE_DIR) + "/lists/examples"))
        if (e.path().extension() == ".muster") names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

inline Verdict verdict(const Roster& r) {
    return check(r, list(r.list), *library().system(r.system));
}

/// Codes of the errors and warnings, sorted (notes such as spare points are left out).
inline std::vector<std::string> problems(const Roster& r) {
    std::vector<std::string> codes;
    for (const auto& d : verdict(r).diagnostics)
        if (d.severity != Severity::Note) codes.push_back(d.code);
    std::sort(codes.begin(), codes.end());
    return codes;
}

using Codes = std::vector<std::string>;

}  // namespace muster::test
