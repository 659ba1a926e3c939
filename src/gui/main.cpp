// SPDX-License-Identifier: GPL-3.0-or-later
// `muster-gui [FILE]`: the desktop army builder. (Its window is the muster_gui library, which the window
// test in tests/gui drives under Xvfb.)
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/config.h>
#include <wx/filename.h>
#include <wx/log.h>
#include <wx/msgdlg.h>
#include <wx/stdpaths.h>
#include <wx/timer.h>

#include <chrono>

#include <iostream>
#include <optional>

#include "gui/app_data.h"
#include "gui/main_frame.h"
#include "gui/prompter.h"

namespace muster::gui {

/// When the program started (static initialisation, before wx and GTK set up), for the start-up time.
const auto kLaunched = std::chrono::steady_clock::now();

class MusterApp : public wxApp {
public:
    void OnInitCmdLine(wxCmdLineParser& parser) override {
        static const wxCmdLineEntryDesc options[] = {
            {wxCMD_LINE_OPTION, nullptr, "data-dir", "folder with lists/ and i18n/", wxCMD_LINE_VAL_STRING, 0},
            {wxCMD_LINE_OPTION, nullptr, "lang", "language of the interface (en, it, de, fr, es)", wxCMD_LINE_VAL_STRING, 0},
            // For tests/bench/run.sh: the start-up time is the process's run time when it quits as soon as it is idle.
            {wxCMD_LINE_SWITCH, nullptr, "quit-when-shown", "quit once the window is shown and idle", wxCMD_LINE_VAL_NONE,
             wxCMD_LINE_HIDDEN},
            {wxCMD_LINE_SWITCH, "h", "help", "show the options (answered before the window opens)", wxCMD_LINE_VAL_NONE,
             wxCMD_LINE_OPTION_HELP},
            {wxCMD_LINE_PARAM, nullptr, nullptr, "roster file (.muster)", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL},
            {wxCMD_LINE_NONE, nullptr, nullptr, nullptr, wxCMD_LINE_VAL_NONE, 0},
        };
        parser.SetDesc(options);
        parser.SetSwitchChars("-");
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        wxString value;
        if (parser.Found("data-dir", &value)) m_data_option = utf8(value);
        if (parser.Found("lang", &value)) m_lang = utf8(value);
        m_quit_when_shown = parser.Found("quit-when-shown");
        if (parser.GetParamCount() > 0) m_file = utf8(parser.GetParam(0));
        return true;
    }

    bool OnInit() override {
        if (!wxApp::OnInit()) return false;
        set_up_wx_app();  // ~/.local/share/muster, ~/.config/muster.conf
        // The settings file (~/.config/muster.conf) cannot be written into a folder that does not exist yet.
        {
            wxLogNull quiet;  // a home without a settings folder only loses the settings, no need to say so here
            wxFileName::Mkdir(wxStandardPaths::Get().GetUserConfigDir(), wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL);
        }
        // --lang, else the language chosen in Edit > Language, else the environment's.
        if (m_lang.empty()) m_lang = saved_language(*wxConfigBase::Get());
        try {
            m_data.emplace(m_data_option, utf8(argv[0]), m_lang);
        } catch (const std::exception& e) {
            fail(e.what());
            return false;
        }
        auto* frame = new MainFrame(m_data->library, m_data->messages, m_prompter, wxConfigBase::Get());
        frame->Show();
        if (!m_file.empty()) frame->open_file(m_file);
        // Asked once the window is placed, so the question opens over it; every army of a crash is
        // offered, each into a tab of its own.
        frame->CallAfter([frame] { frame->offer_recovery(); });
        if (m_quit_when_shown) report_start_up(frame);
        return true;
    }

    int OnExit() override {
        m_quit_timer.reset();
        {
            // The settings are written now, while a failure can still be dropped quietly: logged later,
            // during wx's own clean-up, it would try to open a window with no application left.
            wxLogNull quiet;
            delete wxConfigBase::Set(nullptr);
        }
        return wxApp::OnExit();
    }

private:
    std::string m_data_option, m_lang, m_file;
    bool m_quit_when_shown = false;
    std::unique_ptr<wxTimer> m_quit_timer;
    std::optional<AppData> m_data;
    DialogPrompter m_prompter;  ///< every window's: it outlives them

    /// Prints how long the program took to show its window and go idle, then quits (tests/bench/run.sh).
    void report_start_up(wxFrame* frame) {
        frame->Bind(wxEVT_IDLE, [this, frame](wxIdleEvent& e) {
            e.Skip();
            if (m_quit_timer) return;
            const auto ms =
                std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - kLaunched).count();
            std::cout << "start-up: " << ms << " ms" << std::endl;
            // Quit a moment later: closing while the toolkit is still realising the window upsets it.
            m_quit_timer = std::make_unique<wxTimer>();
            m_quit_timer->Bind(wxEVT_TIMER, [frame](wxTimerEvent&) { frame->Close(true); });
            m_quit_timer->StartOnce(300);
        });
    }

    static void fail(const std::string& why) {
        std::cerr << "muster-gui: " << why << '\n';
        wxMessageBox(wx(why), "Muster", wxOK | wxICON_ERROR);
    }
};

/// `--help` and `--version` answer before the toolkit starts, so they work without a display.
/// Returns the exit code, or none to go on and open the window.
std::optional<int> answer_without_window(int argc, char** argv) {
    std::string data_option, lang;
    bool help = false, version = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--help" || a == "-h") help = true;
        else if (a == "--version") version = true;
        else if ((a == "--data-dir" || a == "--lang") && i + 1 < argc) (a == "--lang" ? lang : data_option) = argv[++i];
    }
    if (version) {
        std::cout << "muster-gui " << MUSTER_VERSION << '\n';
        return 0;
    }
    if (!help) return std::nullopt;
    try {
        const i18n::Messages messages(xml::find_data_dir(data_option, argv[0]) / "i18n", i18n::resolve_locale(lang));
        std::cout << messages.get("gui", "gui_usage") << '\n';
        return 0;
    } catch (const std::exception& e) {
        std::cerr << "muster-gui: " << e.what() << '\n';
        return 1;
    }
}

}  // namespace muster::gui

wxIMPLEMENT_APP_NO_MAIN(muster::gui::MusterApp);

int main(int argc, char** argv) {
    if (const auto code = muster::gui::answer_without_window(argc, argv)) return *code;
    return wxEntry(argc, argv);
}
