// SPDX-License-Identifier: GPL-3.0-or-later
// `window_test [--data-dir DIR] [--lang LANG] OUT_DIR`: the window of muster-gui (the muster_gui library),
// driven under Xvfb through its own commands by the scripted session of self_test.cpp. Writes screenshots
// and rosters to OUT_DIR and exits 0 when every check passed, 1 otherwise (the failures on stderr).
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/config.h>
#include <wx/log.h>
#include <wx/timer.h>

#include <iostream>
#include <memory>
#include <optional>

#include "gui/app_data.h"
#include "gui/main_frame.h"
#include "scripted_prompter.h"
#include "self_test.h"

namespace muster::gui {

class WindowTest : public wxApp {
public:
    void OnInitCmdLine(wxCmdLineParser& parser) override {
        static const wxCmdLineEntryDesc options[] = {
            {wxCMD_LINE_OPTION, nullptr, "data-dir", "folder with lists/ and i18n/", wxCMD_LINE_VAL_STRING, 0},
            {wxCMD_LINE_OPTION, nullptr, "lang", "language of the window (en, it, de, fr, es)", wxCMD_LINE_VAL_STRING, 0},
            {wxCMD_LINE_SWITCH, "h", "help", "show the options", wxCMD_LINE_VAL_NONE, wxCMD_LINE_OPTION_HELP},
            {wxCMD_LINE_PARAM, nullptr, nullptr, "folder for the screenshots and rosters", wxCMD_LINE_VAL_STRING, 0},
            {wxCMD_LINE_NONE, nullptr, nullptr, nullptr, wxCMD_LINE_VAL_NONE, 0},
        };
        parser.SetDesc(options);
        parser.SetSwitchChars("-");
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        wxString value;
        if (parser.Found("data-dir", &value)) m_data_option = utf8(value);
        if (parser.Found("lang", &value)) m_lang = utf8(value);
        m_out = utf8(parser.GetParam(0));
        return true;
    }

    bool OnInit() override {
        if (!wxApp::OnInit()) return false;
        set_up_wx_app();  // as muster-gui, so that the window finds its folders where the product's does
        try {
            m_data.emplace(m_data_option, utf8(argv[0]), m_lang);
        } catch (const std::exception& e) {
            std::cerr << "window_test: " << e.what() << '\n';
            return false;
        }
        // An army left unsaved is given up when another opens (the session saves what it means to keep); the
        // window keeps none of the player's settings.
        m_prompter.answer("unsaved", Prompter::Answer::No);
        auto* frame = new MainFrame(m_data->library, m_data->messages, m_prompter, nullptr);
        frame->Show();
        m_runner = start_self_test(*frame, m_prompter, m_out, [this, frame](int code) {
            m_exit_code = code;
            frame->Close(true);
        });
        return true;
    }

    int OnExit() override {
        m_runner.reset();
        {
            wxLogNull quiet;  // as muster-gui: settings dropped quietly, not logged during wx's clean-up
            delete wxConfigBase::Set(nullptr);
        }
        return wxApp::OnExit();
    }

    int OnRun() override {
        const int code = wxApp::OnRun();
        return m_exit_code.value_or(code);
    }

private:
    std::string m_data_option, m_lang;
    std::filesystem::path m_out;
    std::optional<int> m_exit_code;
    std::unique_ptr<wxTimer> m_runner;
    std::optional<AppData> m_data;
    ScriptedPrompter m_prompter;  ///< the window's: it outlives it
};

}  // namespace muster::gui

wxIMPLEMENT_APP(muster::gui::WindowTest);
