// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diagnostic.h"

#include <cerrno>

#include <algorithm>
#include <tuple>

namespace muster {

Failure write_failure(const std::string& file, int error, const std::string& detail) {
    Diagnostic d;
    d.code = "file_unwritable";
    d.where.file = file;
    const char* reason = error == ENOENT ? "missing" : error == EACCES || error == EPERM || error == EROFS ? "denied"
                         : error == ENOSPC ? "full" : "other";
    d.arg("reason", std::string(reason)).arg("detail", detail);
    return Failure(std::move(d), "cannot write " + file + ": " + detail);
}

const char* severity_name(Severity s) {
    switch (s) {
    case Severity::Note: return "note";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "error";
}

Diagnostic& Diagnostic::arg(std::string name, Arg value) {
    args.emplace_back(std::move(name), std::move(value));
    return *this;
}

const Arg* Diagnostic::find_arg(std::string_view name) const {
    for (const auto& [n, v] : args)
        if (n == name) return &v;
    return nullptr;
}

bool has_errors(const Diagnostics& diagnostics) {
    return count(diagnostics, Severity::Error) > 0;
}

int count(const Diagnostics& diagnostics, Severity severity) {
    return static_cast<int>(std::count_if(diagnostics.begin(), diagnostics.end(),
                                          [&](const Diagnostic& d) { return d.severity == severity; }));
}

void sort_diagnostics(Diagnostics& diagnostics) {
    // Paths compare by their numbers, so command[10] follows command[9].
    auto key = [](const Diagnostic& d) {
        std::vector<long> numbers;
        std::string words;
        for (std::size_t i = 0; i < d.where.path.size();) {
            if (std::isdigit(static_cast<unsigned char>(d.where.path[i]))) {
                std::size_t end = i;
                while (end < d.where.path.size() && std::isdigit(static_cast<unsigned char>(d.where.path[end]))) ++end;
                numbers.push_back(std::stol(d.where.path.substr(i, end - i)));
                i = end;
            } else {
                words += d.where.path[i++];
            }
        }
        return std::make_tuple(d.where.file, d.where.line, d.where.column, numbers, words, d.code);
    };
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [&](const Diagnostic& a, const Diagnostic& b) { return key(a) < key(b); });
}

}  // namespace muster
