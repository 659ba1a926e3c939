// SPDX-License-Identifier: GPL-3.0-or-later
// Copying units from one army into another (the window's Copy and Paste, between its tabs): what the copy
// takes along, and which copies the other army's list can hold.
#pragma once
#include <vector>

#include "core/diagnostic.h"
#include "core/model/army_list.h"
#include "core/model/roster.h"

namespace muster {

/// What pasting gives: the edits, or why nothing can be pasted.
struct Paste {
    Edits edits;
    Diagnostics refused;  ///< paste_not_in_list for each unit `to` cannot hold; then `edits` is empty
};

/// The edits that put copies of `units` (of an army of list `from`) at the end of `command` of `roster` (an
/// army of list `to`): each unit's profile, options, figures, name and note, not the general attached to
/// it (he belongs to his command). Nothing is pasted when `to` lacks a unit's profile or one of its options.
Paste paste_units(const std::vector<RosterUnit>& units, const ArmyList& from, const Roster& roster, const ArmyList& to,
                  int command);

}  // namespace muster
