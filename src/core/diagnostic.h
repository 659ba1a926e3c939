// SPDX-License-Identifier: GPL-3.0-or-later
// One type for every finding: data problems, roster problems, event rules.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace muster {

enum class Severity { Note, Warning, Error };

/// "note", "warning" or "error": the word used in every output format.
const char* severity_name(Severity s);

/// A value substituted into a message pattern ({name} in the bundle).
using Arg = std::variant<std::int64_t, std::string>;

/// Where a finding points: a position in a file and/or a path inside the roster.
struct Location {
    std::string file;
    int line = 0;
    int column = 0;
    std::string path;  ///< e.g. "command[2]/unit[3]"; empty for army-wide findings
};

/// One finding. Carries no prose: the message is made from code and args by muster_i18n.
struct Diagnostic {
    std::string code;  ///< stable snake_case id, also the message key
    Severity severity = Severity::Error;
    Location where;
    std::vector<std::pair<std::string, Arg>> args;
    std::string rule;  ///< rulebook section, e.g. "§2.1"
    std::string hint;  ///< message key of the fix hint (same args); empty when there is none
    std::string message;  ///< a MessageFormat pattern from data, already in the user's language; replaces the code's message

    Diagnostic& arg(std::string name, Arg value);
    const Arg* find_arg(std::string_view name) const;
};

using Diagnostics = std::vector<Diagnostic>;

bool has_errors(const Diagnostics& diagnostics);
int count(const Diagnostics& diagnostics, Severity severity);

/// Orders findings by file, line, path, code so results never depend on the order of edits.
void sort_diagnostics(Diagnostics& diagnostics);

/// An operation that failed (a file not written): the finding to show in the user's language, and
/// English in what() for logs.
class Failure : public std::runtime_error {
public:
    Failure(Diagnostic d, const std::string& english) : std::runtime_error(english), m_diagnostic(std::move(d)) {}
    const Diagnostic& diagnostic() const { return m_diagnostic; }

private:
    Diagnostic m_diagnostic;
};

/// A file could not be written: `error` is the errno (or 0 with `detail` saying why).
Failure write_failure(const std::string& file, int error, const std::string& detail);

/// Every code the program can emit, for the message catalogue test.
const std::vector<std::string>& all_codes();

}  // namespace muster
