// SPDX-License-Identifier: GPL-3.0-or-later
// Strings between the project (UTF-8 std::string, ICU bundles) and wx (wxString).
#pragma once
#include <wx/control.h>
#include <wx/string.h>

#include <string>

#include "i18n/messages.h"

namespace muster::gui {

inline wxString wx(const std::string& s) {
    return wxString::FromUTF8(s);
}
/// Data shown on a label or check box: "P&M" must not turn into a keyboard shortcut on M.
inline wxString shown(const std::string& s) {
    return wxControl::EscapeMnemonics(wx(s));
}
inline std::string utf8(const wxString& s) {
    return std::string(s.utf8_str());
}

/// Interface strings from the `gui` table of the bundles.
class Text {
public:
    explicit Text(const i18n::Messages& messages) : m_messages(messages) {}
    wxString operator()(const char* key, const std::vector<std::pair<std::string, Arg>>& args = {}) const {
        return wx(m_messages.get("gui", key, args));
    }
    const i18n::Messages& messages() const { return m_messages; }

private:
    const i18n::Messages& m_messages;
};

/// "+7 pts", "free", "−5 pts": what an option or purchase changes.
inline wxString cost_text(const Text& t, int cost) {
    if (cost == 0) return t("cost_free");
    return t(cost > 0 ? "cost_plus" : "cost_minus", {{"points", static_cast<std::int64_t>(cost > 0 ? cost : -cost)}});
}

}  // namespace muster::gui
