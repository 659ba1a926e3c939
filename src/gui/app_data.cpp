// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/app_data.h"

#include <wx/app.h>
#include <wx/image.h>
#include <wx/stdpaths.h>

#include <stdexcept>

#include "gui/wx_language.h"

namespace muster::gui {

void set_up_wx_app() {
    wxTheApp->SetAppName("muster");
    wxStandardPaths::Get().SetFileLayout(wxStandardPaths::FileLayout_XDG);
    wxImage::AddHandler(new wxPNGHandler);
}

namespace {

xml::Library load_library(const std::filesystem::path& data_dir, const std::string& locale) {
    Diagnostics problems;  // a list that cannot be read is left out of the window, as the CLI leaves it out
    auto library = xml::Library::load(data_dir, problems, locale);
    if (library.lists().empty()) throw std::runtime_error("no army lists in " + data_dir.string());
    return library;
}

}  // namespace

AppData::AppData(const std::string& data_option, const std::filesystem::path& exe, const std::string& lang)
    : data_dir(xml::find_data_dir(data_option, exe)),
      messages(data_dir / "i18n", i18n::resolve_locale(lang)),
      library(load_library(data_dir, messages.locale())) {
    use_wx_catalogs(messages.locale());
}

}  // namespace muster::gui
