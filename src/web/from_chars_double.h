// SPDX-License-Identifier: GPL-3.0-or-later
// std::from_chars for double, which emscripten 3.1.6's libc++ (14) lacks; the web build includes this in
// src/print (src/web/CMakeLists.txt: -include). Same contract: no leading '+' or space, no hexadecimal, the "C" locale.
#pragma once
#ifdef __cplusplus
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <string>

namespace std {
inline from_chars_result from_chars(const char* first, const char* last, double& value, chars_format = chars_format::general) {
    const std::string text(first, last);
    if (text.empty() || text[0] == '+' || std::isspace(static_cast<unsigned char>(text[0])) ||
        text.find_first_of("xX") != std::string::npos)
        return {first, errc::invalid_argument};
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str()) return {first, errc::invalid_argument};
    const char* stop = first + (end - text.c_str());
    if (errno == ERANGE) return {stop, errc::result_out_of_range};
    value = v;
    return {stop, errc{}};
}
}  // namespace std
#endif
