// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/library.h"
#include "core/model/list_match.h"

#include <algorithm>
#include <cstdlib>

#include "xml/load.h"

namespace muster::xml {

namespace fs = std::filesystem;

static std::vector<fs::path> sorted_entries(const fs::path& dir) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

OpenRoster Library::open_roster(const fs::path& path, platform::Links links) const {
    Diagnostics problems;
    auto roster = load_roster(path, problems, links);
    if (!roster) {
        OpenRoster r;
        r.problems = std::move(problems);
        return r;
    }
    OpenRoster r = open(std::move(*roster), path.string());
    problems.insert(problems.end(), r.problems.begin(), r.problems.end());
    r.problems = std::move(problems);
    return r;
}

OpenRoster Library::open(Roster roster, const std::string& file) const {
    OpenRoster r;
    r.roster = std::move(roster);
    r.system = system(r.roster.system);
    r.list = list(r.roster.list);
    auto problem = [&](Code code) -> Diagnostic& {
        Diagnostic d(code);
        d.where.file = file;
        r.problems.push_back(std::move(d));
        return r.problems.back();
    };
    if (!r.system) {
        problem("unknown_system").arg("system", r.roster.system);
    } else if (!r.list) {
        problem("unknown_list").arg("list", r.roster.list);
    } else if (r.list->system != r.system->id) {
        problem("list_of_other_system")
            .arg("system", r.roster.system)
            .arg("list", r.roster.list)
            .arg("list_system", r.list->system);
        r.list = nullptr;
    } else if (const ArmyList* other = list_of_units(r.roster, *r.list, lists())) {
        // Units all of another list: the file names the wrong list (an edit by hand, a copied roster).
        problem("units_of_other_list").arg("list", r.list->name).arg("other", other->name).arg("other_id", other->id);
    }
    return r;
}

Library Library::load(const fs::path& data_dir, Diagnostics& out, const std::string& language) {
    Library lib;
    lib.m_dir = data_dir;
    for (const auto& sys_dir : sorted_entries(data_dir / "lists")) {
        if (!fs::exists(sys_dir / "system.xml")) continue;
        Diagnostics found;
        auto system = load_system(sys_dir / "system.xml", found, language);
        const bool usable = system && !has_errors(found);
        out.insert(out.end(), found.begin(), found.end());
        if (!usable) continue;
        lib.m_systems.push_back(std::move(*system));
        for (const auto& f : sorted_entries(sys_dir)) {
            if (f.extension() != ".xml" || f.filename() == "system.xml") continue;
            Diagnostics list_found;
            auto list = load_army_list(f, &lib.m_systems.back(), list_found, language);
            const bool ok = list && !has_errors(list_found);
            out.insert(out.end(), list_found.begin(), list_found.end());
            if (ok) lib.m_lists.push_back(std::move(*list));
        }
    }
    // Each list was indexed when read; its indexes hold their own ids and positions, so they moved with it.
    return lib;
}

const GameSystem* Library::system(std::string_view id) const {
    auto it = std::find_if(m_systems.begin(), m_systems.end(), [&](const GameSystem& s) { return s.id == id; });
    return it == m_systems.end() ? nullptr : &*it;
}

const ArmyList* Library::list(std::string_view id) const {
    auto it = std::find_if(m_lists.begin(), m_lists.end(), [&](const ArmyList& l) { return l.id == id; });
    return it == m_lists.end() ? nullptr : &*it;
}

fs::path find_data_dir(const std::string& option, const fs::path& exe) {
    if (!option.empty()) return option;
    if (const char* env = std::getenv("MUSTER_DATA_DIR"); env && *env) return env;
    std::error_code ec;
    // A program started from PATH gets a bare argv[0] ("muster"), which names no folder: ask the kernel.
    const fs::path self = exe.has_parent_path() ? exe : fs::read_symlink("/proc/self/exe", ec);
    const fs::path exe_dir = fs::canonical(self.empty() ? exe : self, ec).parent_path();
    if (!ec) {
        const fs::path installed = exe_dir.parent_path() / "share" / "muster";
        if (fs::exists(installed / "lists")) return installed;
    }
    return MUSTER_SOURCE_DIR;
}

}  // namespace muster::xml
