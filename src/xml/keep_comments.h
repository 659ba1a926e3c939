// SPDX-License-Identifier: GPL-3.0-or-later
// A saved roster keeps the comments the player wrote into its file (a hand-checked total, a note).
#pragma once
#include <string>

namespace muster::xml {

/// `fresh` (a roster's canonical XML text) with the comments of `original` (its file as it was read) put
/// back where they were: before the same element (the root, the 2nd <command>, its 3rd <unit>, ...), else
/// at the end of the nearest element that is still there. `fresh` itself when `original` has none or
/// cannot be read.
std::string keep_comments(const std::string& fresh, const std::string& original);

}  // namespace muster::xml
