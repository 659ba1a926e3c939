// SPDX-License-Identifier: GPL-3.0-or-later
// The lines of a typed list as the player meant them: mail headers, quoted replies, signatures, BBCode and
// Markdown marks taken off, table rows (pipe tables, spreadsheet pastes) turned into plain lines.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace muster::text {

/// The reader's own bounds (the general input bounds of files are checked before it, when reading them):
/// a typed list is a few kilobytes, so anything far larger is refused in milliseconds, not read slowly.
constexpr std::size_t kMostTextBytes = 1 << 20;  ///< 1 MiB of text
constexpr std::size_t kMostLineBytes = 2000;     ///< one line; a longer one is left unread and reported
constexpr std::size_t kMostLines = 20000;        ///< lines of one text
constexpr std::size_t kMostUnitLines = 5000;     ///< lines read as units: the most a roster may have (core/model/limits.h)

struct TypedLines {
    std::vector<std::string> lines;  ///< one per line of the text (line n at n - 1); empty: nothing to read
    std::vector<int> too_long;       ///< numbers of the lines longer than kMostLineBytes
};

/// Splits `text` (at most kMostTextBytes) into lines and takes off everything around what the player wrote.
TypedLines typed_lines(std::string_view text);

/// One line without BBCode tags, Markdown marks, bullets and list numbers.
std::string undecorate(std::string_view raw);

/// `s` without spaces, tabs and carriage returns at its ends.
std::string trim(std::string_view s);

}  // namespace muster::text
