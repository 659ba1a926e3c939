// SPDX-License-Identifier: GPL-3.0-or-later
// Every game system and army list in a data folder, loaded once and found by id.
#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/army_list.h"
#include "core/diagnostic.h"
#include "core/game_system.h"
#include "core/roster.h"

namespace muster::xml {

/// A roster with the list and system it names, or the reasons it cannot be judged.
struct OpenRoster {
    Roster roster;
    const ArmyList* list = nullptr;
    const GameSystem* system = nullptr;
    Diagnostics problems;  ///< read problems; errors here mean the roster cannot be checked

    /// Whether it can be judged, edited and printed: read, its list and system found and matching.
    bool usable() const { return list && system && !has_errors(problems); }
};

class Library {
public:
    /// Loads `<data>/lists/<system>/system.xml` and every list beside it. Problems go to `out`;
    /// files with problems that leave no usable model are skipped. Names and texts are in `language`
    /// where the files translate them, as written otherwise.
    static Library load(const std::filesystem::path& data_dir, Diagnostics& out, const std::string& language = {});

    const std::vector<GameSystem>& systems() const { return m_systems; }
    const std::vector<ArmyList>& lists() const { return m_lists; }
    const GameSystem* system(std::string_view id) const;
    const ArmyList* list(std::string_view id) const;
    const std::filesystem::path& data_dir() const { return m_dir; }

    /// The one door to a roster file for every front end: reads it and finds its system and list here,
    /// saying when either is missing or the list belongs to another system (judged against it, a roster
    /// would get nonsense findings and edits).
    OpenRoster open_roster(const std::filesystem::path& path) const;
    /// The same for a roster's text already in memory (`file_name` for messages), as the web front end has it.
    OpenRoster open_roster_text(const std::string& text, const std::string& file_name) const;

private:
    OpenRoster resolve(std::optional<Roster> roster, Diagnostics problems, const std::string& file) const;

    std::filesystem::path m_dir;
    std::vector<GameSystem> m_systems;
    std::vector<ArmyList> m_lists;
};

/// The data folder: --data-dir, then MUSTER_DATA_DIR, then <exe>/../share/muster, then the source tree.
std::filesystem::path find_data_dir(const std::string& option, const std::filesystem::path& exe);

}  // namespace muster::xml
