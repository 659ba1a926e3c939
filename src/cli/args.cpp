// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/args.h"

#include "core/model/number.h"

namespace muster::cli {

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& valued) {
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        if (a.size() > 2 && a.rfind("--", 0) == 0) {
            std::string name = a.substr(2);
            std::optional<std::string> value;
            if (auto eq = name.find('='); eq != std::string::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
            }
            if (valued.count(name)) {
                if (!value) {
                    if (i + 1 >= argv.size()) {
                        m_errors.push_back({"needs_value", "--" + name});
                        continue;
                    }
                    value = argv[++i];
                }
                m_values.emplace(name, *value);
                m_ordered.emplace_back(name, value);
            } else if (value) {
                m_errors.push_back({"takes_no_value", "--" + name});
            } else {
                m_flags.insert(name);
                m_ordered.emplace_back(name, std::nullopt);
            }
        } else if (a == "-o") {
            if (i + 1 < argv.size()) m_values.emplace("output", argv[++i]);
            else m_errors.push_back({"needs_value", "-o"});
        } else {
            m_positional.push_back(a);
        }
    }
}

void Args::allow(const std::set<std::string>& known, const std::set<std::string>& repeatable) {
    for (const auto& f : m_flags)
        if (!known.count(f)) m_errors.push_back({"unknown_option", "--" + f});
    for (auto it = m_values.begin(); it != m_values.end(); it = m_values.upper_bound(it->first)) {
        const std::string& k = it->first;
        if (!known.count(k)) m_errors.push_back({"unknown_option", "--" + k});
        // A second value would silently replace the first: the user meant one of them.
        else if (!repeatable.count(k) && m_values.count(k) > 1) m_errors.push_back({"repeated_option", "--" + k});
    }
}

std::optional<std::string> Args::value(const std::string& name) const {
    auto range = m_values.equal_range(name);
    if (range.first == range.second) return std::nullopt;
    return std::prev(range.second)->second;
}

std::vector<std::string> Args::values(const std::string& name) const {
    std::vector<std::string> out;
    auto range = m_values.equal_range(name);
    for (auto it = range.first; it != range.second; ++it) out.push_back(it->second);
    return out;
}

std::optional<int> to_int(const std::string& text) {
    return number::parse(text);
}

bool is_whole_number(const std::string& text) {
    const std::size_t digits = text.find_first_not_of("+-") == 1 ? 1 : 0;
    return text.size() > digits && text.find_first_not_of("0123456789", digits) == std::string::npos;
}

}  // namespace muster::cli
