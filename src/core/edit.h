// SPDX-License-Identifier: GPL-3.0-or-later
// One editor operation as data: what fix-its, the availability query and the advisor hand to a front end.
// The editor (core/editing/editor.h) applies it; this header knows nothing of the roster.
#pragma once
#include <string>
#include <vector>

namespace muster {

/// A unit's place in the roster: command index (-1 for unassigned) and index within it.
struct UnitRef {
    int command = -1;
    int index = 0;
    bool operator==(const UnitRef&) const = default;
};

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
        SetNotes,             ///< the army's notes are `id` (empty: none)
        SetUnitNote,          ///< `unit`'s note is `id` (empty: none)
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

}  // namespace muster
