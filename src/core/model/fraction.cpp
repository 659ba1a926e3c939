// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/fraction.h"

#include <algorithm>

#include "core/model/number.h"

namespace muster {

int apply(Fraction f, int count, Rounding rounding) {
    const long long n = static_cast<long long>(f.num) * count;
    const long long d = f.den;
    long long q = n / d;
    const long long r = n % d;
    switch (rounding) {
        case Rounding::Down:
            break;
        case Rounding::Up:
            if (r > 0) ++q;
            break;
        case Rounding::Nearest:
            if (2 * r >= d) ++q;
            break;
    }
    return static_cast<int>(std::clamp<long long>(q, -number::kLimit, number::kLimit));
}

std::optional<Fraction> parse_fraction(std::string_view text) {
    const auto slash = text.find('/');
    auto num = number::parse(text.substr(0, slash));
    auto den = slash == std::string_view::npos ? std::optional<int>(1) : number::parse(text.substr(slash + 1));
    if (!num || !den || *den <= 0 || *num < 0) return std::nullopt;
    return Fraction{*num, *den};
}

std::optional<Rounding> parse_rounding(std::string_view text) {
    if (text == "down") return Rounding::Down;
    if (text == "up") return Rounding::Up;
    if (text == "nearest") return Rounding::Nearest;
    return std::nullopt;
}

const char* rounding_name(Rounding r) {
    switch (r) {
        case Rounding::Down:
            return "down";
        case Rounding::Up:
            return "up";
        case Rounding::Nearest:
            return "nearest";
    }
    return "down";
}

}  // namespace muster
