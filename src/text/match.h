// SPDX-License-Identifier: GPL-3.0-or-later
// Tolerant comparison of names as players type them: case, accents, punctuation, plurals, small slips.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace muster::text {

/// Lower case without accents or punctuation, words separated by one space ("Reîtres, Vet." -> "reitres vet").
/// Apostrophes vanish ("King’s" -> "kings"); '&' stays (P&M).
std::string fold(std::string_view text);

/// fold() and a trailing plural s dropped from every word longer than three letters.
std::string stem(std::string_view text);

/// Edits (insert, delete, change, swap of neighbours) between two strings, stopping early above `limit`.
int edit_distance(std::string_view a, std::string_view b, int limit);

/// How many slips a name of this length may carry and still be recognised: none for short names.
int slips_allowed(std::size_t length);

/// How far `typed` is from `name` (both stemmed); -1 when too far to be the same name.
int name_distance(const std::string& typed, const std::string& name);

/// The words of a comma-separated list ("first, second, third"), each stemmed.
std::vector<std::string> word_list(std::string_view text);

}  // namespace muster::text
