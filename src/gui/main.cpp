// SPDX-License-Identifier: GPL-3.0-or-later
// `muster-gui`: the desktop army builder.
#include <wx/wx.h>

class MusterApp : public wxApp {
public:
    bool OnInit() override {
        auto* frame = new wxFrame(nullptr, wxID_ANY, "Muster", wxDefaultPosition, wxSize(1024, 700));
        frame->Show();
        return true;
    }
};

wxIMPLEMENT_APP(MusterApp);
