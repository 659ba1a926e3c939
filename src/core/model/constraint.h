// SPDX-License-Identifier: GPL-3.0-or-later
// Constraints are data: a count of selected things in a scope compared with a bound.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/fraction.h"
#include "core/severity.h"

namespace muster {

struct TraitRef;

enum class Scope { Army, Command };

/// Which units are counted. Empty lists mean "any"; all given filters must match.
struct Selector {
    std::vector<std::string> profiles;  ///< resolved profile ids (groups are expanded at load)
    std::vector<std::string> types;
    std::vector<std::string> not_types;
    std::vector<std::string> categories;
    std::vector<std::string> options;     ///< units carrying any of these options
    std::vector<std::string> traits;      ///< units with all of these characteristics, from profile or options
    std::vector<std::string> not_traits;  ///< units with none of these characteristics
};

/// What a selector looks at on one unit. `base_type` is the system's type of a compound code
/// ("CP" for "GA-CP"), so a selector naming either matches.
struct UnitView {
    std::string_view profile;
    std::string_view type;
    std::string_view base_type;
    std::string_view category;
    const std::vector<std::string>* options = nullptr;
    const std::vector<TraitRef>* traits = nullptr;  ///< characteristics after the options
};

bool selects(const Selector& s, const UnitView& u);
/// How many of `units` `s` selects.
int count_selected(const Selector& s, std::span<const UnitView> units);

/// The limit a count is compared with.
struct Bound {
    enum class Kind { Constant, FractionOf };
    Kind kind = Kind::Constant;
    int value = 0;
    bool scaled = false;  ///< scaled by the game-size band (list minimums and maximums)
    Fraction fraction;
    Rounding rounding = Rounding::Down;
    Selector of;          ///< FractionOf: the units the fraction is taken of
    std::string of_name;  ///< what `of` counts, for messages; the constraint's name when empty
};

struct Constraint {
    std::string id;  ///< the group, option or rule the constraint comes from
    /// What is reported when the bound is broken: a code of the table, or the data's own code with the
    /// message (and hint) the data gives for it, already in the user's language.
    struct Finding {
        std::string code;
        std::string message;
        std::string hint;
    };
    Finding below{"constraint_below_minimum", {}, {}};
    Finding above{"constraint_above_maximum", {}, {}};
    bool from_list = true;  ///< an army list's rule; false for the game system's own
    std::string option;     ///< the option whose limit this is, if it is one
    std::string name;       ///< what is counted, for messages ("Swedish Foot")
    Scope scope = Scope::Army;
    Selector count;
    std::optional<Bound> min;
    std::optional<Bound> max;
    Severity severity = Severity::Error;
    std::string rule;
    int line = 0;
};

}  // namespace muster
