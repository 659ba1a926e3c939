// SPDX-License-Identifier: GPL-3.0-or-later
// One editor operation as data: what fix-its, the availability query and the advisor hand to a front end.
#pragma once
#include <string>
#include <vector>

#include "core/editor.h"

namespace muster {

struct Edit {
    enum class Op {
        AddUnit,              ///< `id` profile into `command` (-1: unassigned)
        RemoveUnit,           ///< `unit`
        MoveUnit,             ///< `unit` to `command`
        SetProfile,           ///< `unit` takes the alternative profile `id`
        SetOption,            ///< `unit` takes (`on`) or drops option `id`
        SetFigures,           ///< `unit` has `count` figures
        AttachGeneral,        ///< the general of `unit`'s command joins it (`on`) or leaves it
        AddCommand,           ///< a new command whose general has quality `id`
        RemoveCommand,        ///< `command` (its units become unassigned)
        SetGeneral,           ///< the general of `command` has quality `id`
        SetCInC,              ///< the general of `command` is the C-in-C
        SetCommandStructure,  ///< level `id`
        SetPurchase,          ///< `count` of purchase `id`
        SetOptionalRule,      ///< optional rule `id` in force (`on`) or not
        SetBudget,            ///< `count` points
        DuplicateUnit,        ///< `unit`, the copy right after it
        SetLabel,             ///< `unit`'s own name is `id`
        SetCommandName,       ///< `command` is called `id`
        SetGeneralName,       ///< the general of `command` is called `id`
        SetName,              ///< the army is called `id`
        SetPlayer,            ///< the player is `id`
        SetYear,              ///< `count`, or no year when not `on`
    };
    Op op = Op::RemoveUnit;
    UnitRef unit;
    int command = -1;
    std::string id;
    int count = 0;
    bool on = true;

    bool operator==(const Edit&) const = default;
};

/// Edits apply in order, each to the roster the previous one left (remove higher units first).
using Edits = std::vector<Edit>;

/// The operation's stable name, as in JSON and undo steps ("remove_unit").
const char* op_name(Edit::Op op);

/// Applies one edit through the editor; throws std::out_of_range for a place that does not exist.
void apply(RosterEditor& editor, const Edit& edit);
/// Applies all edits as one undoable step called `name`.
void apply(RosterEditor& editor, const Edits& edits, const std::string& name);

}  // namespace muster
