// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/wx_language.h"

#include <wx/translation.h>

namespace muster::gui {

bool use_wx_catalogs(const std::string& locale) {
    // Without a language of its own, wx would follow the environment's even when --lang or Edit › Language
    // chose another one.
    auto* translations = new wxTranslations;
    translations->SetLanguage(locale == "root" ? wxString("en") : wxString::FromUTF8(locale));
    wxTranslations::Set(translations);  // owns it, and deletes the one before
    return locale == "root" || translations->AddStdCatalog();
}

}  // namespace muster::gui
