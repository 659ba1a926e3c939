// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/editing/unit_copy.h"

#include <algorithm>
#include <stdexcept>

namespace muster {

Paste paste_units(const std::vector<RosterUnit>& units, const ArmyList& from, const Roster& roster, const ArmyList& to,
                  int command) {
    Paste paste;
    for (const RosterUnit& u : units) {
        const bool held = to.profile(u.profile) &&
                          std::all_of(u.options.begin(), u.options.end(), [&to](const std::string& o) { return to.option(o); });
        if (held) continue;
        const Profile* p = from.profile(u.profile);
        paste.refused.push_back(Diagnostic("paste_not_in_list").arg("unit", p ? p->name : u.profile).arg("list", to.name));
    }
    if (!paste.refused.empty()) return paste;
    if (command >= static_cast<int>(roster.commands.size())) throw std::out_of_range("no such command");
    const auto& into = command < 0 ? roster.unassigned : roster.commands[static_cast<std::size_t>(command)].units;
    int index = static_cast<int>(into.size());
    for (const RosterUnit& u : units) {
        const UnitRef ref{command, index++};
        paste.edits.push_back({Edit::Op::AddUnit, {}, command, u.profile});
        for (const std::string& o : u.options) paste.edits.push_back({Edit::Op::SetOption, ref, -1, o});
        if (u.figures) paste.edits.push_back({Edit::Op::SetFigures, ref, -1, {}, *u.figures});
        if (!u.label.empty()) paste.edits.push_back({Edit::Op::SetLabel, ref, -1, u.label});
        if (!u.note.empty()) paste.edits.push_back({Edit::Op::SetUnitNote, ref, -1, u.note});
    }
    return paste;
}

}  // namespace muster
