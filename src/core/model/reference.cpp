// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/reference.h"

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/number.h"

namespace muster {

UnitReference unit_reference(const GameSystem& system, const UnitView& unit) {
    UnitReference r;
    for (const MoveRule& m : system.movement)
        if (selects(m.when, unit)) {
            r.move = m.move;
            r.charge = m.charge;
            r.movement_rule = system.movement_rule;
            break;
        }
    // A system that protects at all gives every unit a total (0 too); a horse's only when it has some.
    for (const Characteristic& c : system.characteristics)
        if (!c.protection.empty() && !c.protects_horse) r.protection = 0;
    if (!unit.traits) return r;
    for (const TraitRef& t : *unit.traits) {
        const Characteristic* c = system.characteristic(t.id);
        if (!c || c->protection.empty()) continue;
        const std::string& text = c->protection == "value" ? t.value : c->protection;
        std::optional<int>& total = c->protects_horse ? r.horse_protection : r.protection;
        total = number::add(total.value_or(0), number::parse(text).value_or(0));
    }
    return r;
}

}  // namespace muster
