// SPDX-License-Identifier: GPL-3.0-or-later
// The words that mark the parts of a typed list, gathered from the message bundles of every language.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "text/import.h"

namespace muster::text {

/// The languages of the bundles in `bundle_dir` ("en" for root), sorted.
std::vector<std::string> bundle_languages(const std::filesystem::path& bundle_dir);

/// Labels, command and general words, ordinals, points words and verdicts of every language there.
ImportWords import_words(const std::filesystem::path& bundle_dir);

}  // namespace muster::text
