// SPDX-License-Identifier: GPL-3.0-or-later
// The window test's Prompter: what the window would say or ask goes to stderr, each question gets the
// answer the session gave for it, and no other program is started.
#pragma once
#include <iostream>
#include <map>
#include <string>

#include "gui/prompter.h"
#include "gui/text.h"

namespace muster::gui {

class ScriptedPrompter : public Prompter {
public:
    /// The answer to the question `key` (Question::key) from now on; Cancel until one is given.
    void answer(const std::string& key, Answer a) { m_answers[key] = a; }

    void inform(wxWindow*, Severity, const wxString& message, const wxString&) override { say(message); }
    Answer ask(wxWindow*, const Question& question) override {
        say(question.text);
        const auto found = m_answers.find(question.key);
        return found == m_answers.end() ? Answer::Cancel : found->second;
    }
    /// The choice offered first (the last one used, else the first).
    std::optional<int> choose(wxWindow*, const wxString&, const wxString&, const wxArrayString&, int initial) override {
        return initial;
    }
    bool launch(const std::filesystem::path&) override { return true; }
    /// What the window said or asked last.
    const std::string& last_said() const { return m_said; }

private:
    std::map<std::string, Answer> m_answers;
    std::string m_said;

    void say(const wxString& message) {
        m_said = utf8(message);
        std::cerr << "muster-gui: " << m_said << '\n';
    }
};

}  // namespace muster::gui
