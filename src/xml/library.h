// SPDX-License-Identifier: GPL-3.0-or-later
// Every game system and army list in a data folder, loaded once and found by id.
#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/army_list.h"
#include "core/diagnostic.h"
#include "core/game_system.h"

namespace muster::xml {

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

private:
    std::filesystem::path m_dir;
    std::vector<GameSystem> m_systems;
    std::vector<ArmyList> m_lists;
};

/// The data folder: --data-dir, then MUSTER_DATA_DIR, then <exe>/../share/muster, then the source tree.
std::filesystem::path find_data_dir(const std::string& option, const std::filesystem::path& exe);

}  // namespace muster::xml
