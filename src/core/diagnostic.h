// SPDX-License-Identifier: GPL-3.0-or-later
// One type for every finding: data problems, roster problems, event rules.
#pragma once
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/edit.h"
#include "core/severity.h"

namespace muster {

/// A code of the one table (core/codes.def): its default severity and whether a fix hint exists.
struct CodeInfo {
    std::string_view id;
    Severity severity;
    bool hint;
};

inline constexpr CodeInfo kCodes[] = {
#define MUSTER_CODE(id, severity, hint) {#id, Severity::severity, hint},
#include "core/codes.def"
#undef MUSTER_CODE
};

/// A code written in the program: checked against the table when compiling, so a typo does not build.
class Code {
public:
    consteval Code(const char* id) : m_info(&lookup(id)) {}  // NOLINT: literals convert on purpose
    const CodeInfo& info() const { return *m_info; }
    /// A code named in data; null when the table has none of that name.
    static const CodeInfo* find(std::string_view id);

private:
    static consteval const CodeInfo& lookup(std::string_view id) {
        for (const auto& c : kCodes)
            if (c.id == id) return c;
        throw "not a diagnostic code: add it to core/codes.def";
    }
    const CodeInfo* m_info;
};

/// The id of a table code, for a data structure that stores codes as text (data may name its own).
inline std::string code_id(Code c) {
    return std::string(c.info().id);
}

/// A value substituted into a message pattern ({name} in the bundle).
using Arg = std::variant<std::int64_t, std::string>;
using Args = std::vector<std::pair<std::string, Arg>>;

/// Where a finding points: a position in a file, and what in the roster or data it is about.
struct Location {
    std::string file;
    int line = 0;
    int column = 0;
    std::string system;          ///< the game system (id) whose rule or data it concerns
    std::string list;            ///< the army list (id) whose rule or data it concerns
    std::optional<int> command;  ///< 0-based command of the roster
    std::optional<int> unit;     ///< 0-based unit of that command, or of the unassigned units when no command
    std::string option;          ///< option id
    std::string purchase;        ///< purchase id
    std::string constraint;      ///< the id of the group, option limit, constraint or unit rule broken

    /// "command[2]/unit[3]", "command[2]", "unassigned/unit[1]" or "" (army-wide): for people and logs.
    std::string path() const;
    bool operator==(const Location&) const = default;
};

/// One way to clear a finding: editor operations, checked by the core, and a label for people.
struct Fix {
    std::string label;  ///< message key in the "fix" table
    Args args;
    Edits edits;
};

/// One finding. Carries no prose: the message is made from code and args by muster_i18n.
struct Diagnostic {
    std::string code;  ///< stable snake_case id, also the message key
    Severity severity = Severity::Error;
    Location where;
    Args args;
    std::string rule;          ///< the rule reference, as the data writes it
    std::string hint;          ///< message key of the fix hint (same args); empty when there is none
    std::string message;       ///< a pattern from the data, in the user's language, used instead of the code's
    std::string hint_message;  ///< likewise for the hint
    std::vector<Fix> fixes;    ///< filled by find_fixes(); the first is the one to offer

    Diagnostic() = default;
    /// A finding of a table code, with its default severity and hint.
    explicit Diagnostic(Code c);

    /// Whether the finding is of this table code: the code is checked when compiling, a string compare is not.
    bool is(Code c) const { return code == c.info().id; }

    Diagnostic& arg(std::string name, Arg value);
    const Arg* find_arg(std::string_view name) const;
};

using Diagnostics = std::vector<Diagnostic>;

bool has_errors(const Diagnostics& diagnostics);
int count(const Diagnostics& diagnostics, Severity severity);

/// What identifies a finding across edits: its code, rule and words, not its counts nor a unit's place
/// (removing a unit renumbers the others). Two findings alike in all that count as two of one kind.
std::string finding_identity(const Diagnostic& d);

/// Orders findings by file, line, place, code so results never depend on the order of edits.
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

/// Every code of the table, for the message catalogue test.
std::vector<std::string> all_codes();

}  // namespace muster
