// SPDX-License-Identifier: GPL-3.0-or-later
// One range for every number Muster reads, edits and adds up (counts, prices, stats, budgets, years), so
// an edit never saves what the reader refuses and no sum overflows (docs/reliability.md).
#pragma once
#include <optional>
#include <string_view>

namespace muster::number {

/// Every count, price, stat, budget and year lies in [kMin, kMax]; the reader refuses anything else.
inline constexpr int kMin = -1'000'000;
inline constexpr int kMax = 1'000'000;
/// Sums and products stop at ±kLimit: far beyond any budget, so a verdict stays right, and never overflow.
inline constexpr int kLimit = 2'000'000'000;

/// The whole number `text` spells, when it lies in [lo, hi]; nullopt otherwise (not a number, or out of range).
std::optional<int> parse(std::string_view text, int lo = kMin, int hi = kMax);

/// The leading number of a stat such as "2S" (movement) or "-1": 0 when there is none, nullopt when
/// it lies outside [kMin, kMax].
std::optional<int> leading(std::string_view text);

/// a + b and a * b, held within ±kLimit.
int add(int a, int b);
int multiply(int a, int b);

}  // namespace muster::number
