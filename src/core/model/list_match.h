// SPDX-License-Identifier: GPL-3.0-or-later
// Which army list a roster's units come from when the list it names lacks them.
#pragma once
#include <span>

#include "core/model/army_list.h"
#include "core/model/roster.h"

namespace muster {

/// When `named`, the list a roster names, lacks some of its units: the one list of `lists` that has every
/// unit of the roster (a roster saved under the wrong list, or edited by hand), a list of `named`'s game
/// system before one of another. Null when `named` has them all, when no list has them all, or when the
/// roster has no units.
const ArmyList* list_of_units(const Roster& roster, const ArmyList& named, std::span<const ArmyList> lists);

}  // namespace muster
