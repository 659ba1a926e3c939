// SPDX-License-Identifier: GPL-3.0-or-later
// The typed-list reader with the data it needs: every installed list in every language the program
// speaks and the words of each. Shared by `muster import`, `muster check` and the window's Paste typed list.
#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "platform/file.h"
#include "text/import.h"
#include "xml/library.h"

namespace muster::text {

struct ImportKit {
    std::vector<std::unique_ptr<xml::Library>> libraries;  ///< the data in the other languages
    std::vector<ListEditions> lists;
    ImportWords words;
    std::unique_ptr<TextImporter> importer;
};

/// Loads the data of `data_dir` in every language the program speaks (the editions of `library`, the
/// user's, first) and the words of each. `library` must outlive the kit.
std::unique_ptr<ImportKit> make_import_kit(const xml::Library& library, const std::filesystem::path& data_dir);

/// Reads one typed list (`file` names it in the findings); a stated fingerprint that does not match the
/// roster read becomes a warning. The findings are sorted.
ImportResult import_text(const ImportKit& kit, std::string_view text, const std::string& file, const std::string& list_id = {});
/// The same for a file, whose reading problems are findings too.
ImportResult import_file(const ImportKit& kit, const std::string& file, const std::string& list_id,
                         platform::Links links = platform::Links::Follow);

/// Whether `roster`, read from the typed list `file`, is one that Muster opens: within the reader's size cap
/// and its bounds (a count such as "999x" on every line multiplies a few kilobytes into megabytes of units).
/// Adds why not to `out`.
bool opens(const Roster& roster, const std::string& file, Diagnostics& out);

}  // namespace muster::text
