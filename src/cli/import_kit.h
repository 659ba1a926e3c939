// SPDX-License-Identifier: GPL-3.0-or-later
// What `muster import` needs to read lists typed in any language: the data and the words of every language.
#pragma once
#include <memory>
#include <vector>

#include "cli/context.h"
#include "text/import.h"

namespace muster::cli {

struct ImportKit {
    std::vector<std::unique_ptr<xml::Library>> libraries;  ///< the data in the other languages
    std::vector<text::ListEditions> lists;
    text::ImportWords words;
    std::unique_ptr<text::TextImporter> importer;
};

/// Loads the data in every language the program speaks (the user's first) and the words of each.
std::unique_ptr<ImportKit> make_import_kit(const Context& ctx);

/// Reads one typed list; a stated fingerprint that does not match the roster read becomes a warning.
text::ImportResult import_file(const ImportKit& kit, const std::string& file, const std::string& list_id,
                               platform::Links links = platform::Links::Follow);

}  // namespace muster::cli
