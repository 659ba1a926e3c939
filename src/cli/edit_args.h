// SPDX-License-Identifier: GPL-3.0-or-later
// Edits as `muster set` options and as JSON, so a fix-it or a repair can be applied from a script or by hand.
#pragma once
#include <string>
#include <vector>

#include "cli/json.h"
#include "core/edit.h"

namespace muster::cli {

/// The `muster set` options that make these edits, in order (set applies them in the order given).
std::vector<std::string> set_arguments(const Edits& edits);

/// Edits as JSON: "edits", each an object with its operation and the places and values it takes (1-based,
/// like locations), and "set", the `muster set` arguments that make them.
void write_json_edits(Json& j, const Edits& edits);

}  // namespace muster::cli
