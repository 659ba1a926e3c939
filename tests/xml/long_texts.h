// SPDX-License-Identifier: GPL-3.0-or-later
// Texts of a chosen length written so that their bytes do not show it: for the tests that hold the byte checks
// of xml/bounds.h (Bounds::cleared, Bounds::short_texts) to a text's bound.
#pragma once
#include <cstddef>
#include <string>

namespace muster::test {

inline std::string repeat(const std::string& piece, int times) {
    std::string s;
    for (int i = 0; i < times; ++i) s += piece;
    return s;
}

/// `n` characters, every 300th of them one of `marks` in turn: runs between two of a kind stay short.
inline std::string marked(int n, const std::string& marks) {
    std::string s;
    for (int i = 1; i <= n; ++i) s += i % 300 ? 'a' : marks[static_cast<std::size_t>(i / 300 - 1) % marks.size()];
    return s;
}

}  // namespace muster::test
