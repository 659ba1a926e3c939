// SPDX-License-Identifier: GPL-3.0-or-later
// A roster as players post it on forums and send it by e-mail: plain text, Markdown or BBCode.
#pragma once
#include <string>

#include "cli/context.h"

namespace muster::cli {

enum class TextStyle { Plain, Markdown, BBCode };

/// The whole army in the user's language: list, budget, commands with generals, units with options and
/// costs, purchases, totals, derived values, verdict and fingerprint. `muster import` reads it back.
std::string export_text(const Context& ctx, const OpenRoster& r, TextStyle style);

/// Writes `text` to `file` atomically (temporary file, then rename); throws a Failure when it cannot.
void save_text(const std::string& file, const std::string& text);

}  // namespace muster::cli
