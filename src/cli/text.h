// SPDX-License-Identifier: GPL-3.0-or-later
// Table columns for UTF-8 text: std::setw counts bytes, so "Générale" or "’" would shift every column after it.
#pragma once
#include <cstddef>
#include <string>

namespace muster::cli {

/// Characters (code points) in UTF-8 `text`.
inline std::size_t width_of(const std::string& text) {
    std::size_t chars = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80) ++chars;
    return chars;
}

/// `text` followed by spaces up to `width` characters (code points); longer text is left as it is.
inline std::string pad(const std::string& text, std::size_t width) {
    const std::size_t chars = width_of(text);
    return chars >= width ? text : text + std::string(width - chars, ' ');
}

}  // namespace muster::cli
