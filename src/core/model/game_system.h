// SPDX-License-Identifier: GPL-3.0-or-later
// A game system: troop types, characteristics, leaders, army-level purchases, game sizes and the
// rules that every army of the system must follow. Everything here comes from a data file.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/model/constraint.h"
#include "core/model/fraction.h"

namespace muster {

/// A profile column (M, VBU, I, D, VD ...). Numeric stats can be summed into derived values.
struct StatDef {
    std::string id;
    std::string name;
    std::string label;  ///< the column heading when the id is a word ("Grade"); the id when empty
    bool numeric = false;
    std::optional<int> min;                          ///< lowest value a list may print (numeric stats only)
    std::map<std::string, std::string> value_names;  ///< a value as written in lists -> as shown ("Blue" -> "Blu")

    const std::string& heading() const { return label.empty() ? id : label; }
};

struct TroopType {
    std::string code;  ///< as printed, e.g. "P&M"
    std::string name;
    std::string category;            ///< e.g. "mounted", "foot"
    std::vector<std::string> flags;  ///< e.g. "pike", "massed", "artillery"
    std::string requires_kind;       ///< every profile of this type carries a characteristic of this kind (W: a weapon)
    std::string text;
};

/// A special characteristic or weapon that profiles and options refer to.
struct Characteristic {
    std::string id;
    std::string name;
    std::string kind;    ///< "trait", "weapon", "modifier", "drawback"
    std::string format;  ///< display pattern, "{name} ({value})" when empty and a value is given
    std::string rule;
    std::string text;                 ///< short rule text in our own words, for cards
    std::vector<std::string> firing;  ///< weapons: one entry per range band of the firing table
    std::vector<std::string> types;   ///< troop types that may carry it; any type when empty
    std::string protection;           ///< what it adds to the unit's protection: a whole number, or "value" (the trait's value)
    bool protects_horse = false;      ///< the protection is the horse's (barding), counted apart
};

struct Quality {
    std::string id;
    std::string name;
    int cost = 0;
    int bonus = 0;
    bool c_in_c_only = false;
    bool needs_list_permission = false;
    std::string text;
};

struct CommandStructureLevel {
    std::string id;
    std::string name;
    int range = 0;
    int cost = 0;
};

/// "up to `up_to` bought so far cost `each` apiece": prices that rise with the number bought.
struct PriceTier {
    int up_to = 0;
    int each = 0;
};

/// Something bought once or several times for the whole army.
struct Purchase {
    std::string id;
    std::string name;
    int max = 1;
    Severity max_severity = Severity::Error;  ///< warning: the maximum is the rules' advice
    int free = 0;                             ///< how many every army has without paying (shown, never charged)
    std::vector<PriceTier> tiers;
    std::string requires_rule;        ///< optional rule that must be in force to buy it
    std::map<std::string, int> adds;  ///< derived value id -> bonus per purchase, e.g. vdt +2
    std::string rule;
    std::string cli;  ///< the option of `muster set` that buys it; none when empty
    std::string text;

    int cost(int count) const;
};

struct OptionalRule {
    std::string id;
    std::string name;
    std::string rule;
    std::string text;
};

/// A range of budgets with its effect on list limits and on the number of commands.
struct SizeBand {
    int min_budget = 0;
    int max_budget = 1 << 30;
    Fraction min_scale{1, 1};
    Rounding min_rounding = Rounding::Up;
    Fraction max_scale{1, 1};
    Rounding max_rounding = Rounding::Down;
    std::optional<int> commands_min;
    std::optional<int> commands_max;
    std::optional<int> commands_advised;
    std::string rule;

    bool contains(int budget) const { return budget >= min_budget && budget <= max_budget; }
    bool scales() const { return !(min_scale == Fraction{1, 1}) || !(max_scale == Fraction{1, 1}); }
};

/// A value of the army or of each command: a base (the sum of a stat, a count of units, or an
/// earlier derived value) times a fraction, plus bonuses from purchases and the general's quality.
struct DerivedValue {
    std::string id;
    std::string name;
    std::string sum_stat;           ///< base: the sum of this stat
    std::optional<Selector> count;  ///< base: the number of these units
    std::string of_value;           ///< base: an earlier derived value of the same scope
    Fraction fraction{1, 1};
    Rounding rounding = Rounding::Down;
    bool general_bonus = false;  ///< adds the bonus of the general's quality (the C-in-C's for the army)
    Scope scope = Scope::Army;
    std::string rule;
};

/// Whether a command's general joins one of its units, and which units may take him.
struct Attachment {
    enum class Mode { None, Optional, Required };
    Mode mode = Mode::None;
    Selector may_join;  ///< any unit when empty
    std::string rule;
};

/// A per-unit threshold: the largest value of `stat` that is below `below` of its start (exhaustion).
struct UnitValue {
    std::string id;
    std::string name;
    std::string stat;
    Fraction below{1, 2};
    std::string rule;
    std::string text;  ///< the roster's legend for its loss boxes (what the shaded box means); may be empty
};

/// A requirement on every unit the selector picks: how many characteristics of a kind it carries (one
/// weapon), a numeric stat (Impetus 1 or more) or its figures (12 castings; 2-12 in pairs).
struct UnitRule {
    enum class Measure { Kind, Stat, Figures };
    std::string id;
    std::string name;  ///< why, for messages ("large infantry")
    Selector when;
    Measure measure = Measure::Kind;
    std::string of;  ///< the kind or the stat measured
    std::optional<int> min;
    std::optional<int> max;
    int step = 1;  ///< figures come in groups of this many (skirmisher pairs)
    Severity severity = Severity::Error;
    std::string rule;
    int line = 0;

    /// Figures: the fewest (1 unless given) and the most allowed (the loader wants max).
    int figures_low() const { return min.value_or(1); }
    int figures_high() const { return max.value_or(figures_low()); }
    bool allows_figures(int n) const;
    /// Figures: every count allowed, smallest first.
    std::vector<int> allowed_figures() const;
};

/// How far the units a selector picks move (the first that picks a unit applies), for its card.
struct MoveRule {
    Selector when;
    std::string move;
    std::string charge;  ///< the straight-line (charge) move; empty when the rules give none
};

/// A quick-reference table for the reference sheet.
struct RefTable {
    std::string id;
    std::string title;
    std::string rule;
    std::vector<std::string> columns;
    std::vector<std::vector<std::string>> rows;
    std::string note;
    std::string legend;  ///< the firing table's key to split values ("a/b: vs foot / vs mounted"), for the cards
};

struct GameSystem {
    std::string id;
    std::string name;
    std::string version;
    std::string publisher;
    std::string file;

    std::vector<StatDef> stats;
    std::vector<TroopType> troop_types;
    bool compound_codes = false;  ///< "GA-CP" is a CP with the list's own prefix
    std::vector<Characteristic> characteristics;
    std::vector<Quality> qualities;
    bool command_structure_required = false;
    std::string command_structure_rule;
    std::vector<CommandStructureLevel> command_structures;
    std::vector<Purchase> purchases;
    std::vector<OptionalRule> optional_rules;

    int commands_min = 1;
    int commands_max = 1;
    std::string commands_rule;
    std::string c_in_c_rule;
    Attachment attachment;
    bool counts_points = true;  ///< false: armies are sized by units, not points (no budget check)
    std::string budget_rule;
    std::vector<int> standard_budgets;
    int default_budget = 0;
    std::vector<SizeBand> size_bands;

    std::vector<Constraint> constraints;
    std::vector<UnitRule> unit_rules;
    std::vector<MoveRule> movement;
    std::string movement_rule;
    std::vector<DerivedValue> derived;
    std::vector<UnitValue> unit_values;
    std::vector<RefTable> tables;

    const StatDef* stat(std::string_view id) const;
    /// The type of a code; with compound codes "PREFIX-BASE" falls back to the type BASE.
    const TroopType* troop_type(std::string_view code) const;
    const Characteristic* characteristic(std::string_view id) const;
    const Quality* quality(std::string_view id) const;
    const CommandStructureLevel* command_structure(std::string_view id) const;
    const Purchase* purchase(std::string_view id) const;
    const OptionalRule* optional_rule(std::string_view id) const;
    /// Whether some unit rule counts figures (the roster then records them).
    bool counts_figures() const;
    /// The band for a budget; a default (printed limits) band when none matches.
    SizeBand band_for(int budget) const;
};

}  // namespace muster
