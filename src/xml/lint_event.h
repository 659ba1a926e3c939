// SPDX-License-Identifier: GPL-3.0-or-later
// `muster lint PACK`: the ids an event pack names, checked against the installed data.
#pragma once
#include <filesystem>

#include "core/diagnostic.h"
#include "xml/library.h"

namespace muster::xml {

/// Reports each system, list, optional rule, general quality, purchase and value the pack names that the
/// installed data does not know (of the pack's allowed systems, or any when it allows all), at its line.
void lint_event_ids(const std::filesystem::path& path, const Library& library, Diagnostics& out);

}  // namespace muster::xml
