// SPDX-License-Identifier: GPL-3.0-or-later
// Fractions with an explicit rounding mode: "up to 1/3 of the deployed Foot", "halve the minimums".
#pragma once
#include <optional>
#include <string_view>

namespace muster {

enum class Rounding { Down, Up, Nearest };

struct Fraction {
    int num = 1;
    int den = 1;
    bool operator==(const Fraction&) const = default;
};

/// fraction × count, rounded as asked (Nearest rounds halves up).
int apply(Fraction f, int count, Rounding rounding);

/// Parses "1/3", "2" or "0.5"-free forms; nullopt when malformed or the denominator is not positive.
std::optional<Fraction> parse_fraction(std::string_view text);
std::optional<Rounding> parse_rounding(std::string_view text);
const char* rounding_name(Rounding r);

}  // namespace muster
