// SPDX-License-Identifier: GPL-3.0-or-later
// A roster as players post it on forums and send it by e-mail: plain text, Markdown or BBCode. Shared by
// `muster export` and the window's Copy as text; `muster import` reads it back.
#pragma once
#include <string>

#include "core/rules/validate.h"
#include "i18n/messages.h"

namespace muster::text {

enum class Style { Plain, Markdown, BBCode };

/// The whole army in the user's language: list, budget, commands with generals, units with options and
/// costs, purchases, totals, derived values, verdict and fingerprint.
std::string export_text(const i18n::Messages& messages, const Roster& roster, const ArmyList& list, const GameSystem& system,
                        Style style);

/// "LEGAL — 600 of 600 points, 30YW Swedish; no errors, no warnings" (units instead of points without points).
std::string verdict_line(const i18n::Messages& messages, const Roster& roster, const ArmyList& list, const GameSystem& system,
                         const Verdict& v, const Diagnostics& findings);

}  // namespace muster::text
