// SPDX-License-Identifier: GPL-3.0-or-later
// A small command-line parser: positionals, --flag, --key value, --key=value, repeatable options.
#pragma once
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace muster::cli {

/// A mistake on the command line: a key of the "usage" message table and the option as typed.
struct ArgError {
    std::string key;     ///< "unknown_option", "needs_value", "takes_no_value" or "repeated_option"
    std::string option;  ///< e.g. "--sumary", "-o"
};

class Args {
public:
    /// `valued` names the options that take a value; anything else starting with -- is a flag.
    Args(const std::vector<std::string>& argv, const std::set<std::string>& valued);

    const std::vector<std::string>& positional() const { return m_positional; }
    bool flag(const std::string& name) const { return m_flags.count(name) > 0; }
    std::optional<std::string> value(const std::string& name) const;
    std::vector<std::string> values(const std::string& name) const;
    /// Every option as given, in order: name and value (none for a flag).
    const std::vector<std::pair<std::string, std::optional<std::string>>>& ordered() const { return m_ordered; }
    /// Options given that the command does not know, e.g. a mistyped --sumary.
    const std::vector<ArgError>& errors() const { return m_errors; }
    /// Reports options the command does not know, and those given twice that are not `repeatable`.
    void allow(const std::set<std::string>& known, const std::set<std::string>& repeatable = {});

private:
    std::vector<std::string> m_positional;
    std::set<std::string> m_flags;
    std::multimap<std::string, std::string> m_values;
    std::vector<std::pair<std::string, std::optional<std::string>>> m_ordered;
    std::vector<ArgError> m_errors;
};

/// Parses a whole number in the one range Muster reads (core/model/number.h); nullopt otherwise.
std::optional<int> to_int(const std::string& text);
/// Whether `text` is made of digits (and a sign), however long: then a refusal names the range.
bool is_whole_number(const std::string& text);

}  // namespace muster::cli
