// SPDX-License-Identifier: GPL-3.0-or-later
// The printed roster, unit cards and quick reference sheet as page models, ready for the PDF backend.
#pragma once
#include <string>

#include "core/rules/validate.h"
#include "i18n/messages.h"
#include "print/document.h"
#include "print/layout_template.h"

namespace muster::print {

/// A checked roster with what it was built from.
struct RosterInput {
    const Roster& roster;
    const ArmyList& list;
    const GameSystem& system;
    const Verdict& verdict;
    std::string fingerprint;  ///< of the canonical roster, see xml::roster_fingerprint()
};

/// The roster for the table: header with verdict and fingerprint, a table per command, totals, loss boxes.
/// `t.paper` must be A4 or Letter (resolve Auto first).
Document layout_roster(const RosterInput& in, const Template& t, const TextMeasure& tm, const i18n::Messages& msg);

/// One card per distinct unit profile of the army, `t.per_page` to a page, never split, with cut marks.
/// Throws TemplateError when the cards cannot fit the page as asked.
Document layout_cards(const RosterInput& in, const Template& t, const TextMeasure& tm, const i18n::Messages& msg);

/// The game system's quick-reference tables, flowed in columns.
Document layout_sheet(const GameSystem& system, const Template& t, const TextMeasure& tm, const i18n::Messages& msg);

}  // namespace muster::print
