// SPDX-License-Identifier: GPL-3.0-or-later
// Reads an army list as players type it (e-mail, forum posts, `muster export`) into a roster. Whatever
// it cannot place, or could read two ways, becomes a finding with its line: nothing is guessed silently.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"

namespace muster::text {

/// Words that mark the parts of a typed list, each with the words of every language the program speaks.
struct ImportWords {
    /// Labels of "Label: value" lines by key: list, player, budget, year, created, data_version, general,
    /// command, c_in_c, unassigned, command_structure, optional_rules, total, fingerprint, notes, unit_note.
    std::map<std::string, std::vector<std::string>> keys;
    std::vector<std::string> command, general, c_in_c, points, with, and_, figures, of, verdicts;
    std::vector<std::vector<std::string>> ordinals;  ///< per language: first, second, third ...
    std::vector<std::vector<std::string>> numbers;   ///< per language: one, two, three ...
    std::vector<std::string> of_them;                ///< "of them", "davon": after a number, before an option
};

/// One army list with its game system in one language.
struct ListEdition {
    const ArmyList* list = nullptr;
    const GameSystem* system = nullptr;
};

/// Every edition of one army list: the first in the user's language, then the others.
using ListEditions = std::vector<ListEdition>;

struct ImportResult {
    std::optional<Roster> roster;  ///< empty when no army list could be told
    Diagnostics findings;
    std::string fingerprint;  ///< as stated in the text, for the caller to compare
    int fingerprint_line = 0;
};

class TextImporter {
public:
    /// `lists`: every installed list with its editions. Both must outlive the importer.
    TextImporter(const std::vector<ListEditions>& lists, const ImportWords& words);
    ~TextImporter();
    TextImporter(const TextImporter&) = delete;
    TextImporter& operator=(const TextImporter&) = delete;

    /// Reads `text` (named `file` in findings). `list_id` empty: the list is found from the text.
    ImportResult read(std::string_view text, const std::string& file, const std::string& list_id = {}) const;

private:
    struct Impl;
    Impl* m;
};

}  // namespace muster::text
