// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/text.h"

#include <algorithm>

namespace muster::cli {

std::size_t utf8_sequence(const std::string& text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = byte(i);
    if (c < 0x80) return 1;
    std::size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (n == 0 || i + n > text.size()) return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
    // No overlong forms, no surrogates, nothing beyond U+10FFFF.
    const unsigned char d = byte(i + 1);
    if ((c == 0xE0 && d < 0xA0) || (c == 0xED && d > 0x9F) || (c == 0xF0 && d < 0x90) || (c == 0xF4 && d > 0x8F)) return 0;
    return n;
}

std::string valid_utf8(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8_sequence(text, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(text, i, n);
            i += n;
        }
    }
    return out;
}

void append_terminal_safe(std::string& out, const std::string& text) {
    // Printable ASCII (most file names and list names) passes unchanged: no need to look at it character by character.
    if (std::all_of(text.begin(), text.end(), [](char ch) {
            const auto c = static_cast<unsigned char>(ch);
            return c >= 0x20 && c < 0x7F;
        })) {
        out += text;
        return;
    }
    static const char* hex = "0123456789abcdef";
    out.reserve(out.size() + text.size());
    auto escape = [&](unsigned char c) { out += "\\x", out += hex[c >> 4], out += hex[c & 15]; };
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8_sequence(text, i);
        const auto c = static_cast<unsigned char>(text[i]);
        const bool c1 = n == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0;  // U+0080..U+009F
        if (n == 0 || c < 0x20 || c == 0x7F || c1) {
            for (std::size_t k = 0; k < (n ? n : 1); ++k) escape(static_cast<unsigned char>(text[i + k]));
            i += n ? n : 1;
        } else {
            out.append(text, i, n);
            i += n;
        }
    }
}

std::string terminal_safe(const std::string& text) {
    std::string out;
    append_terminal_safe(out, text);
    return out;
}

}  // namespace muster::cli
