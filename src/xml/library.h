// SPDX-License-Identifier: GPL-3.0-or-later
// Every game system and army list in a data folder, loaded once and found by id.
#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "platform/file.h"

namespace muster::xml {

/// A roster with the system and list it names, found in a library, or the reasons it cannot be judged.
struct OpenRoster {
    Roster roster;
    const ArmyList* list = nullptr;
    const GameSystem* system = nullptr;
    Diagnostics problems;  ///< read problems (a newer Muster's file is a warning); errors: it cannot be judged
    /// Whether it can be judged and edited: read, its system and list found, no errors.
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

    /// The one door every front end opens a roster file by: reads it (a newer Muster's format is read,
    /// with a warning) and finds its system and list here; a list of another system is refused, since
    /// judged against it a roster gets nonsense findings and edits. On `unknown_system`, `system` is
    /// none; on `unknown_list` and `list_of_other_system`, `list` is none.
    OpenRoster open_roster(const std::filesystem::path& path, platform::Links links = platform::Links::Follow) const;
    /// The same lookups for a roster already read (the same roster under other data: `muster diff --data`);
    /// `file` names it in the problems.
    OpenRoster open(Roster roster, const std::string& file) const;

private:
    std::filesystem::path m_dir;
    std::vector<GameSystem> m_systems;
    std::vector<ArmyList> m_lists;
};

/// The data folder: --data-dir, then MUSTER_DATA_DIR, then <exe>/../share/muster, then the source tree.
std::filesystem::path find_data_dir(const std::string& option, const std::filesystem::path& exe);

}  // namespace muster::xml
