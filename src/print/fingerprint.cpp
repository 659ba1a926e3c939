// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/fingerprint.h"

#include <cstdint>
#include <cstdio>

namespace muster::print {

std::string fingerprint(std::string_view canonical) {
    std::uint64_t h = 14695981039346656037ull;
    for (unsigned char c : canonical) {
        h ^= c;
        h *= 1099511628211ull;
    }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return std::string(buf, 8);
}

}  // namespace muster::print
