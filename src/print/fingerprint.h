// SPDX-License-Identifier: GPL-3.0-or-later
// A short fingerprint of a canonical roster, printed so that an organiser can match a printout to a file.
#pragma once
#include <string>
#include <string_view>

namespace muster::print {

/// The first 8 hex digits of the 64-bit FNV-1a hash of `canonical` (e.g. xml::roster_to_xml).
std::string fingerprint(std::string_view canonical);

}  // namespace muster::print
