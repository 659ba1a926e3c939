// SPDX-License-Identifier: GPL-3.0-or-later
// `muster lint` in the web build: schema validation needs libxml2, which the web build leaves out (docs/web.md).
#include "cli/context.h"

namespace muster::cli {

int cmd_lint(Context& ctx, const std::vector<std::string>&) {
    return usage_message(ctx, "lint_desktop_only");
}

}  // namespace muster::cli
