// SPDX-License-Identifier: GPL-3.0-or-later
// The most that Muster reads (docs/reliability.md): far above any real army, low enough that a file at
// every bound is checked, edited, exported and printed in seconds with memory a small multiple of its size.
#pragma once
#include <cstddef>
#include <string_view>

namespace muster::limits {

// A roster. A real army has 1–5 commands, 10–40 units and a few options on each.
inline constexpr int kRosterCommands = 1000;
inline constexpr int kRosterUnits = 5000;     ///< in commands and unassigned together
inline constexpr int kRosterOptions = 50000;  ///< on all units together
inline constexpr int kUnitOptions = 100;      ///< on one unit
inline constexpr int kRosterOptionalRules = 100;
inline constexpr int kRosterPurchases = 100;
/// Characters of a name, label or any other value in a roster (a unit's label, the army's name, an id).
inline constexpr int kRosterText = 1000;
/// Characters of a roster's notes, and of a unit's note.
inline constexpr int kRosterNotes = 20000;

/// Characters (code points) of UTF-8 text, as the bounds count them.
inline std::size_t characters(std::string_view utf8) {
    std::size_t n = 0;
    for (const char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

/// Findings that get fix-its in one check (the first ones): each fix is verified by a whole check.
inline constexpr int kFindingsWithFixes = 50;
/// The work those checks may do together, in units and findings checked: thousands of checks of a real
/// army (never reached), two or three of one at the bounds.
inline constexpr long kFixWork = 100000;

// Army lists, game systems and event packs: the largest shipped file has about 1,700 elements and no
// text longer than 2,000 characters.
inline constexpr int kDataElements = 50000;
inline constexpr int kDataText = 50000;

}  // namespace muster::limits
