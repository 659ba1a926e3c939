// SPDX-License-Identifier: GPL-3.0-or-later
// The bounds of core/model/limits.h, checked on a parsed file before any reader or checker works on it.
#pragma once
#include "core/diagnostic.h"
#include "xml/source.h"

namespace muster::xml {

/// Reports file_over_limit at the first element past a bound (rosters: commands, units, options, texts;
/// other files: elements and texts) and returns false; true when the file is within every bound.
/// `bytes` is the size of the file's text.
bool within_bounds(const Source& src, std::size_t bytes, Diagnostics& out);

}  // namespace muster::xml
