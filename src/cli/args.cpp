// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/args.h"

#include <charconv>

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
            } else if (value) {
                m_errors.push_back({"takes_no_value", "--" + name});
            } else {
                m_flags.insert(name);
            }
        } else if (a == "-o") {
            if (i + 1 < argv.size()) m_values.emplace("output", argv[++i]);
            else m_errors.push_back({"needs_value", "-o"});
        } else {
            m_positional.push_back(a);
        }
    }
}

void Args::allow(const std::set<std::string>& known) {
    for (const auto& f : m_flags)
        if (!known.count(f)) m_errors.push_back({"unknown_option", "--" + f});
    for (const auto& [k, v] : m_values)
        if (!known.count(k)) m_errors.push_back({"unknown_option", "--" + k});
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
    int v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || p != text.data() + text.size()) return std::nullopt;
    return v;
}

}  // namespace muster::cli
