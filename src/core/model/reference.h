// SPDX-License-Identifier: GPL-3.0-or-later
// What a card tells a player about one unit beyond its stats: how far it moves and how well it is
// protected, as the system's data declares (Medieval & Dark Age: B6, B7). Systems without such data
// give nothing, and the card shows nothing.
#pragma once
#include <optional>
#include <string>

#include "core/model/constraint.h"

namespace muster {

struct GameSystem;

struct UnitReference {
    std::string move;    ///< the first <move> whose selector picks the unit ("3d6\""); empty when none does
    std::string charge;  ///< its straight-line (charge) move, empty when the rules give none
    std::string movement_rule;
    std::optional<int> protection;        ///< the sum of the rider's or foot's protection; none when the system has none
    std::optional<int> horse_protection;  ///< mounted units, when the system protects horses apart
};

UnitReference unit_reference(const GameSystem& system, const UnitView& unit);

}  // namespace muster
