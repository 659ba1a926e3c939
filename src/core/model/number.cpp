// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/number.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

namespace muster::number {

std::optional<int> parse(std::string_view text, int lo, int hi) {
    // A leading '+' is accepted as people type it; from_chars alone refuses it.
    if (text.size() > 1 && text.front() == '+' && text[1] != '-') text.remove_prefix(1);
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi) return std::nullopt;
    return static_cast<int>(v);
}

std::optional<int> leading(std::string_view text) {
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) negative = text[i++] == '-';
    std::int64_t v = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
        v = v * 10 + (text[i] - '0');
        if (v > kMax) return std::nullopt;
    }
    return static_cast<int>(negative ? -v : v);
}

static int held(std::int64_t v) {
    return static_cast<int>(std::clamp<std::int64_t>(v, -kLimit, kLimit));
}

int add(int a, int b) {
    return held(static_cast<std::int64_t>(a) + b);
}

int multiply(int a, int b) {
    return held(static_cast<std::int64_t>(a) * b);
}

}  // namespace muster::number
