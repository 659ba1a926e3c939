// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diagnostic.h"

#include <cerrno>

#include <algorithm>
#include <tuple>

namespace muster {

Diagnostic::Diagnostic(Code c) : code(c.info().id), severity(c.info().severity), hint(c.info().hint ? code : std::string()) {}

const CodeInfo* Code::find(std::string_view id) {
    for (const auto& c : kCodes)
        if (c.id == id) return &c;
    return nullptr;
}

std::vector<std::string> all_codes() {
    std::vector<std::string> ids;
    for (const auto& c : kCodes) ids.emplace_back(c.id);
    return ids;
}

std::string Location::path() const {
    if (!command && !unit) return {};
    std::string p = command ? "command[" + std::to_string(*command + 1) + "]" : "unassigned";
    if (unit) p += "/unit[" + std::to_string(*unit + 1) + "]";
    return p;
}

Failure write_failure(const std::string& file, int error, const std::string& detail) {
    Diagnostic d{"file_unwritable"};
    d.where.file = file;
    const char* reason = error == ENOENT                                       ? "missing"
                         : error == EACCES || error == EPERM || error == EROFS ? "denied"
                         : error == ENOSPC                                     ? "full"
                                                                               : "other";
    d.arg("reason", std::string(reason)).arg("detail", detail);
    return Failure(std::move(d), "cannot write " + file + ": " + detail);
}

const char* severity_name(Severity s) {
    switch (s) {
        case Severity::Note:
            return "note";
        case Severity::Warning:
            return "warning";
        case Severity::Error:
            return "error";
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
    return static_cast<int>(
        std::count_if(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic& d) { return d.severity == severity; }));
}

std::string finding_identity(const Diagnostic& d) {
    std::string key = d.code + '\x1f' + d.where.system + '\x1f' + d.where.list + '\x1f' + d.where.option + '\x1f' +
                      d.where.purchase + '\x1f' + d.where.constraint;
    if (!d.where.unit && d.where.command) key += '\x1f' + std::to_string(*d.where.command);
    for (const auto& [name, value] : d.args)
        if (const auto* s = std::get_if<std::string>(&value); s && name != "unit") key += '\x1f' + name + '=' + *s;
    return key;
}

void sort_diagnostics(Diagnostics& diagnostics) {
    if (diagnostics.size() < 2) return;  // in order already (most rosters of a batch have one finding or none)
    // Places compare by their numbers, so command[10] follows command[9].
    auto key = [](const Diagnostic& d) {
        std::vector<int> numbers;
        if (d.where.command) numbers.push_back(*d.where.command + 1);
        if (d.where.unit) numbers.push_back(*d.where.unit + 1);
        const int kind = !d.where.unit ? (d.where.command ? 1 : 0) : d.where.command ? 2 : 3;
        return std::make_tuple(d.where.file, d.where.line, d.where.column, numbers, kind, d.code);
    };
    // Each key made once and the findings moved once: tens of thousands of them sort in milliseconds.
    std::vector<std::pair<decltype(key(diagnostics.front())), std::size_t>> order;
    order.reserve(diagnostics.size());
    for (std::size_t i = 0; i < diagnostics.size(); ++i) order.emplace_back(key(diagnostics[i]), i);
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    Diagnostics sorted;
    sorted.reserve(diagnostics.size());
    for (const auto& [k, i] : order) sorted.push_back(std::move(diagnostics[i]));
    diagnostics = std::move(sorted);
}

}  // namespace muster
