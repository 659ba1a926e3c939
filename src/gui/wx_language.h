// SPDX-License-Identifier: GPL-3.0-or-later
// wxWidgets' own strings (the print preview's "Page 1 of 1", its zoom and page controls, standard dialogs
// wx draws itself) in the window's language: wx's catalog `wxstd` (Debian: wx3.2-i18n) for the language
// the message bundles speak.
#pragma once
#include <string>

namespace muster::gui {

/// Makes wx translate its own strings into `locale` (as i18n::resolve_locale gives it: "de", "fr_CA",
/// "root" for English). False when wx has no catalog for that language (its strings stay English).
bool use_wx_catalogs(const std::string& locale);

}  // namespace muster::gui
