// SPDX-License-Identifier: GPL-3.0-or-later
// Edits as `muster set` options, so a fix-it shown in JSON can be applied from a script or by hand.
#pragma once
#include <string>
#include <vector>

#include "core/edit.h"

namespace muster::cli {

/// The `muster set` options that make these edits, in order (set applies them in the order given).
std::vector<std::string> set_arguments(const Edits& edits);

}  // namespace muster::cli
