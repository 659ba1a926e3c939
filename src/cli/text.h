// SPDX-License-Identifier: GPL-3.0-or-later
// UTF-8 text for outputs: table columns (std::setw counts bytes, so "Générale" or "’" would shift every
// column after it), and names from submissions made safe for JSON, XML and terminals.
#pragma once
#include <cstddef>
#include <string>

namespace muster::cli {

/// The length of the valid UTF-8 sequence at `text[i]`, 0 when there is none (overlong, surrogate, cut).
std::size_t utf8_sequence(const std::string& text, std::size_t i);

/// `text` with each byte that is no part of valid UTF-8 replaced by U+FFFD: file names may hold any bytes,
/// JSON and XML may not.
std::string valid_utf8(const std::string& text);

/// `text` for a terminal: control characters (C0, DEL, C1) and invalid UTF-8 bytes as \xNN, so that a
/// file name, a player's name or a typed list can neither move the cursor nor forge a line of output.
std::string terminal_safe(const std::string& text);
/// Appends terminal_safe(text) to `out`, with no copy made between.
void append_terminal_safe(std::string& out, const std::string& text);

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
