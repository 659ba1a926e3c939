// SPDX-License-Identifier: GPL-3.0-or-later
// What the window says to the player and asks them outside its own panes: a message, a question, a choice
// from a list, a file handed to the desktop. muster-gui gives every window a DialogPrompter (message boxes);
// the window test in tests/gui gives a scripted one that writes to stderr and answers as the test says.
#pragma once
#include <wx/string.h>

#include <filesystem>
#include <optional>

#include "core/severity.h"

class wxArrayString;
class wxWindow;

namespace muster::gui {

/// A question with two answers and Cancel, each button labelled.
struct Question {
    const char* key;  ///< which question: the bundle key of its text ("unsaved", "disk_changed")
    wxString title, text;
    wxString yes, no, cancel;  ///< the buttons' labels
    bool warning = false;      ///< a warning's icon rather than a question's
};

class Prompter {
public:
    enum class Answer { Yes, No, Cancel };  ///< the first button, the second, or Cancel (also a closed dialog)

    virtual ~Prompter() = default;
    /// Tells the player `message` (titled `title`) over `parent`: an error, a warning or a note.
    virtual void inform(wxWindow* parent, Severity severity, const wxString& message, const wxString& title) = 0;
    virtual Answer ask(wxWindow* parent, const Question& question) = 0;
    /// One of `choices`, `initial` offered first; none when the player cancels.
    virtual std::optional<int> choose(wxWindow* parent, const wxString& title, const wxString& intro,
                                      const wxArrayString& choices, int initial) = 0;
    /// Opens `file` in the desktop's program for it (the user guide); false when none can.
    virtual bool launch(const std::filesystem::path& file) = 0;
};

/// The player's: message boxes and dialogs, and the desktop's programs.
class DialogPrompter : public Prompter {
public:
    void inform(wxWindow* parent, Severity severity, const wxString& message, const wxString& title) override;
    Answer ask(wxWindow* parent, const Question& question) override;
    std::optional<int> choose(wxWindow* parent, const wxString& title, const wxString& intro, const wxArrayString& choices,
                              int initial) override;
    bool launch(const std::filesystem::path& file) override;
};

}  // namespace muster::gui
