// SPDX-License-Identifier: GPL-3.0-or-later
// What `muster import` and `muster check` need to read lists typed in any language: the typed-list reader
// with the data and the words of every language (src/text/typed_list.h, shared with the window).
#pragma once
#include <memory>

#include "cli/context.h"
#include "text/typed_list.h"

namespace muster::cli {

using text::import_file;
using text::ImportKit;

/// Loads the data in every language the program speaks (the user's first) and the words of each.
inline std::unique_ptr<ImportKit> make_import_kit(const Context& ctx) {
    return text::make_import_kit(ctx.library, ctx.data_dir);
}

}  // namespace muster::cli
