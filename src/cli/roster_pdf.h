// SPDX-License-Identifier: GPL-3.0-or-later
// The printed roster of `muster roster`, also made for each roster of the event report.
#pragma once
#include <string>

#include "cli/context.h"

namespace muster::cli {

/// The PDF's bytes with the installed roster template, on the paper of the user's locale. `verdict` is
/// the one to print (the event's findings included in a report); `fingerprint` that of the file as
/// submitted. Throws std::exception with the reason.
std::string roster_pdf(const Context& ctx, const OpenRoster& r, const Verdict& verdict, const std::string& fingerprint);

/// Whether the fonts for PDFs are there; says where they were looked for when not.
bool pdf_fonts_found(const Context& ctx);

}  // namespace muster::cli
