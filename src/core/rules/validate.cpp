// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/validate.h"

#include <algorithm>

namespace muster {
namespace {

/// Whether `v` holds `s`. Ids of one list share their start ("OT-G1a", "OT-G2a"): those of the same length are
/// compared from their end, in line, where they differ, rather than by a call to memcmp each.
bool contains(const std::vector<std::string>& v, const std::string& s) {
    const std::size_t n = s.size();
    for (const std::string& x : v) {
        if (x.size() != n) continue;
        std::size_t k = n;
        while (k > 0 && x[k - 1] == s[k - 1]) --k;
        if (k == 0) return true;
    }
    return false;
}

/// A constant bound as it applies at this game size (list limits scale with the band).
int scaled_value(const Bound& b, bool is_min, const SizeBand& band) {
    if (b.kind != Bound::Kind::Constant || !b.scaled) return b.value;
    return is_min ? apply(band.min_scale, b.value, band.min_rounding) : apply(band.max_scale, b.value, band.max_rounding);
}

class Checker {
public:
    Checker(const Roster& r, const ArmyList& l, const GameSystem& s, const SizeBand* b)
        : roster(r), list(l), system(s), forced_band(b) {}

    Verdict run(bool sorted) {
        Verdict v;
        v.budget = roster.budget;
        v.summary = summarize(roster, list, system);
        band = forced_band ? *forced_band : system.band_for(roster.budget);
        collect_units(v.summary);
        check_document();
        check_commands();
        check_units(v.summary);
        check_attachments(v.summary);
        check_unit_rules(v.summary);
        check_uniform_choices(v.summary);
        check_constraints();
        check_purchases();
        check_points(v.summary);
        if (sorted) sort_diagnostics(out);
        v.diagnostics = std::move(out);
        return v;
    }

private:
    const Roster& roster;
    const ArmyList& list;
    const GameSystem& system;
    const SizeBand* forced_band;
    SizeBand band;
    std::vector<UnitView> views;              ///< what the selectors look at on each unit of the summary, computed once
    std::vector<std::size_t> command_starts;  ///< where each command's units start in views, and where the last ends
    Diagnostics out;

    Diagnostic& emit(Diagnostic d, Location where = {}, std::string rule = {}) {
        where.file = roster.file;
        d.where = std::move(where);
        d.rule = std::move(rule);
        out.push_back(std::move(d));
        return out.back();
    }
    Diagnostic& emit(Code code, Location where = {}, std::string rule = {}) {
        return emit(Diagnostic(code), std::move(where), std::move(rule));
    }

    /// Where a command, a unit or the data of the list or system is.
    static Location at_command(int c, int line = 0) {
        Location l;
        l.command = c;
        l.line = line;
        return l;
    }
    static Location at_unit(int c, int u, int line) {
        Location l;
        if (c >= 0) l.command = c;
        l.unit = u;
        l.line = line;
        return l;
    }
    static Location at_unit(const UnitSummary& us, const RosterUnit& ru) { return at_unit(us.command, us.index, ru.line); }
    Location at_list() const {
        Location l;
        l.list = list.id;
        return l;
    }
    Location at_system() const {
        Location l;
        l.system = system.id;
        return l;
    }
    static Location at_purchase(const std::string& id) {
        Location l;
        l.purchase = id;
        return l;
    }

    void collect_units(const Summary& s) {
        views.reserve(s.units.size());
        for (const auto& us : s.units) {
            const RosterUnit& ru = us.command < 0 ? roster.unassigned[us.index] : roster.commands[us.command].units[us.index];
            views.push_back(view_of(ru, us.unit, system));
        }
        // The summary holds each command's units together, in command order, so per-command constraints
        // look at their own command's units alone and stay linear in the roster.
        command_starts.reserve(roster.commands.size() + 1);
        command_starts.push_back(0);
        for (const Command& c : roster.commands) command_starts.push_back(command_starts.back() + c.units.size());
    }

    /// The units of the army (command -1) or of one command that `s` selects.
    int count(const Selector& s, int command) const {
        if (command < 0) return count_selected(s, views);
        const auto c = static_cast<std::size_t>(command);
        return count_selected(s, std::span(views).subspan(command_starts[c], command_starts[c + 1] - command_starts[c]));
    }

    void check_document() {
        if (roster.system != system.id)
            emit("wrong_system", at_system()).arg("roster_system", roster.system).arg("system", system.id);
        if (roster.list != list.id) emit("wrong_list", at_list()).arg("roster_list", roster.list).arg("list", list.id);
        if (!roster.data_version.empty() && roster.data_version != list.data_version)
            emit("data_version_mismatch", at_list())
                .arg("roster_version", roster.data_version)
                .arg("list_version", list.data_version)
                .arg("list", list.name);
        // Systems without points size armies by their units: the roster's budget means nothing there.
        if (system.counts_points && roster.budget <= 0) {
            emit("budget_invalid", at_system(), system.budget_rule).arg("budget", roster.budget);
        } else if (system.counts_points && !forced_band && !system.standard_budgets.empty() &&
                   !contains_int(system.standard_budgets, roster.budget)) {
            emit("budget_not_standard", at_system(), system.budget_rule).arg("budget", roster.budget);
        }
        if (band.scales())
            emit("size_band_applied", at_system(), band.rule)
                .arg("budget", roster.budget)
                .arg("min_scale", fraction_text(band.min_scale))
                .arg("max_scale", fraction_text(band.max_scale));
        if (roster.year && list.from_year && (*roster.year < list.from_year || *roster.year > list.to_year))
            emit("year_outside_list", at_list()).arg("year", *roster.year).arg("from", list.from_year).arg("to", list.to_year);
        for (const auto& r : roster.optional_rules)
            if (!system.optional_rule(r)) emit("unknown_optional_rule", at_system()).arg("rule_id", r);

        if (roster.command_structure.empty()) {
            if (system.command_structure_required) {
                emit("command_structure_missing", at_system(), system.command_structure_rule).arg("allowed", joined_names_sc());
            }
        } else if (!system.command_structure(roster.command_structure)) {
            emit("unknown_command_structure", at_system(), system.command_structure_rule).arg("level", roster.command_structure);
        } else if (!list.command_structures.empty() && !contains(list.command_structures, roster.command_structure)) {
            emit("command_structure_not_allowed", at_list(), system.command_structure_rule)
                .arg("level", system.command_structure(roster.command_structure)->name)
                .arg("allowed", joined_names_sc())
                .arg("list", list.name);
        }
    }

    static bool contains_int(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

    static std::string fraction_text(Fraction f) {
        return f.den == 1 ? std::to_string(f.num) : std::to_string(f.num) + "/" + std::to_string(f.den);
    }

    std::string joined_names_sc() const {
        std::string s;
        for (const auto& id : list.command_structures)
            if (const auto* sc = system.command_structure(id)) s += (s.empty() ? "" : ", ") + sc->name;
        return s;
    }

    void check_commands() {
        const int n = static_cast<int>(roster.commands.size());
        const int lo = band.commands_min.value_or(system.commands_min);
        const int hi = band.commands_max.value_or(system.commands_max);
        if (n < lo) {
            emit("too_few_commands", at_system(), system.commands_rule).arg("count", n).arg("min", lo).arg("max", hi);
        } else if (n > hi) {
            emit("too_many_commands", at_system(), system.commands_rule).arg("count", n).arg("min", lo).arg("max", hi);
        } else if (band.commands_advised && n > *band.commands_advised) {
            emit("more_commands_than_advised", at_system(), band.rule)
                .arg("count", n)
                .arg("advised", *band.commands_advised)
                .arg("budget", roster.budget);
        }

        int c_in_c = 0;
        for (int c = 0; c < n; ++c) {
            const Command& cmd = roster.commands[c];
            const General& g = cmd.general;
            const int line = g.line ? g.line : cmd.line;
            if (g.c_in_c) ++c_in_c;
            if (cmd.units.empty()) emit("command_empty", at_command(c, cmd.line), system.commands_rule).arg("command", c + 1);
            if (g.quality.empty()) {
                emit("general_missing", at_command(c, line), system.commands_rule).arg("command", c + 1);
                continue;
            }
            const Quality* q = system.quality(g.quality);
            if (!q) {
                emit("unknown_quality", at_command(c, line), system.c_in_c_rule).arg("quality", g.quality).arg("command", c + 1);
                continue;
            }
            if (q->c_in_c_only && !g.c_in_c)
                emit("quality_only_for_c_in_c", at_command(c, line), system.c_in_c_rule)
                    .arg("quality", q->name)
                    .arg("command", c + 1);
            if (q->needs_list_permission && !contains(list.permitted_qualities, q->id))
                emit("quality_not_permitted", at_command(c, line), system.c_in_c_rule)
                    .arg("quality", q->name)
                    .arg("list", list.name)
                    .arg("command", c + 1);
        }
        if (n > 0 && c_in_c == 0) {
            emit("no_c_in_c", at_system(), system.c_in_c_rule);
        } else if (c_in_c > 1) {
            emit("several_c_in_c", at_system(), system.c_in_c_rule).arg("count", c_in_c);
        }
        for (int u = 0; u < static_cast<int>(roster.unassigned.size()); ++u) {
            const Profile* p = list.profile(roster.unassigned[u].profile);
            emit("unit_not_in_command", at_unit(-1, u, roster.unassigned[u].line), system.commands_rule)
                .arg("unit", p ? p->name : roster.unassigned[u].profile);
        }
    }

    void check_units(const Summary& s) {
        // The choices that exclude others a unit has made so far, by kind and key, with the name of the option
        // that made each: one vector for every unit, emptied for each, so that checking a unit allocates nothing.
        enum class Excludes { Profile, Exclusive, Uniform };
        using Choice = std::pair<Excludes, std::string_view>;
        std::vector<std::pair<Choice, const std::string*>> chosen;
        for (const auto& us : s.units) {
            const RosterUnit& ru = us.command < 0 ? roster.unassigned[us.index] : roster.commands[us.command].units[us.index];
            if (!us.unit.base) {
                emit("unknown_profile", at_unit(us, ru)).arg("profile", ru.profile).arg("list", list.name);
                continue;
            }
            const Profile& p = *us.unit.base;
            chosen.clear();
            // A resolved unit that kept every option named has them known, applicable and each named once: each is
            // found among those kept, without the list's index, and needs none of those three checks.
            const bool all_kept = us.unit.options.size() == ru.options.size();
            for (auto named = ru.options.begin(); named != ru.options.end(); ++named) {
                const std::string& id = *named;
                // Where a finding on this option is, made only for a finding: most options have none.
                auto at = [&] {
                    Location l = at_unit(us, ru);
                    l.option = id;
                    return l;
                };
                const Option* o = nullptr;
                if (all_kept) {
                    for (const auto& kept : us.unit.options)
                        if (kept.first->id == id) o = kept.first;
                } else {
                    o = list.option(id);
                }
                if (!o) {
                    emit("unknown_option", at()).arg("option", id).arg("unit", p.name);
                    continue;
                }
                if (!all_kept && std::find(ru.options.begin(), named, id) != named) {  // named before on this unit
                    emit("option_repeated", at()).arg("option", o->name).arg("unit", p.name);
                    continue;
                }
                if (roster.year &&
                    ((o->from_year && *roster.year < *o->from_year) || (o->until_year && *roster.year > *o->until_year)))
                    emit("option_out_of_period", at())
                        .arg("option", o->name)
                        .arg("unit", p.name)
                        .arg("year", *roster.year)
                        .arg("from", o->from_year.value_or(0))
                        .arg("until", o->until_year.value_or(0));
                if (!all_kept && !contains(o->targets, p.id)) {
                    emit("option_not_applicable", at())
                        .arg("option", o->name)
                        .arg("unit", p.name)
                        .arg("targets", list.names_of(o->targets));
                    continue;
                }
                // Alternative profiles replace one another, and a uniform choice is one per unit too.
                Choice choice;
                if (o->alt_profile) choice = {Excludes::Profile, {}};
                else if (!o->exclusive.empty()) choice = {Excludes::Exclusive, o->exclusive};
                else if (!o->uniform.empty()) choice = {Excludes::Uniform, o->uniform};
                else continue;
                const auto other = std::find_if(chosen.begin(), chosen.end(), [&](const auto& c) { return c.first == choice; });
                if (other == chosen.end()) chosen.emplace_back(choice, &o->name);
                else emit("options_exclusive", at()).arg("option", o->name).arg("other", *other->second).arg("unit", p.name);
            }
            if (roster.year) {
                if ((p.until_year && *roster.year > *p.until_year) || (p.from_year && *roster.year < *p.from_year))
                    emit("profile_out_of_period", at_unit(us, ru))
                        .arg("unit", p.name)
                        .arg("year", *roster.year)
                        .arg("from", p.from_year.value_or(0))
                        .arg("until", p.until_year.value_or(0));
            }
        }
    }

    /// The general joins one unit of his command when the system says so, and only a unit that may take him.
    void check_attachments(const Summary& s) {
        const Attachment& a = system.attachment;
        std::vector<int> attached(roster.commands.size(), 0);
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            const UnitSummary& us = s.units[i];
            if (us.command < 0) continue;
            const RosterUnit& ru = roster.commands[us.command].units[us.index];
            if (!ru.general) continue;
            ++attached[us.command];
            if (a.mode == Attachment::Mode::None || (us.unit.base && !selects(a.may_join, views[i])))
                emit("general_cannot_attach", at_unit(us, ru), a.rule)
                    .arg("unit", us.unit.base ? us.unit.effective().name : ru.profile)
                    .arg("command", us.command + 1);
        }
        for (int c = 0; c < static_cast<int>(roster.commands.size()); ++c) {
            const Command& cmd = roster.commands[c];
            if (attached[c] > 1)
                emit("general_attached_twice", at_command(c, cmd.line), a.rule).arg("command", c + 1).arg("count", attached[c]);
            else if (attached[c] == 0 && a.mode == Attachment::Mode::Required && !cmd.general.quality.empty() &&
                     !cmd.units.empty())
                emit("general_not_attached", at_command(c, cmd.general.line ? cmd.general.line : cmd.line), a.rule)
                    .arg("command", c + 1);
        }
    }

    /// The system's per-unit requirements (one weapon; Impetus 1 when impetuous; 12 castings when large).
    void check_unit_rules(const Summary& s) {
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            const UnitSummary& us = s.units[i];
            if (!us.unit.base) continue;
            const RosterUnit& ru = us.command < 0 ? roster.unassigned[us.index] : roster.commands[us.command].units[us.index];
            const std::string& name = ru.label.empty() ? us.unit.effective().name : ru.label;
            for (const auto& r : system.unit_rules) {
                if (!selects(r.when, views[i])) continue;
                auto finding = [&](Code code) -> Diagnostic& {
                    Location at = at_unit(us, ru);
                    at.constraint = r.id;
                    at.system = system.id;
                    auto& d = emit(code, std::move(at), r.rule).arg("unit", name).arg("reason", r.name);
                    d.severity = r.severity;
                    return d;
                };
                if (r.measure == UnitRule::Measure::Figures) {
                    auto allowed = [&](Diagnostic& d) {
                        d.arg("min", r.figures_low())
                            .arg("max", r.figures_high())
                            .arg("exact", std::string(r.figures_low() == r.figures_high() ? "yes" : "no"))
                            .arg("step", r.step);
                    };
                    if (!ru.figures) allowed(finding("unit_figures_missing"));
                    else if (!r.allows_figures(*ru.figures)) allowed(finding("unit_figures_wrong").arg("count", *ru.figures));
                    continue;
                }
                int n = 0;
                std::string what = r.of;
                if (r.measure == UnitRule::Measure::Kind) {
                    for (const auto& t : us.unit.effective().traits)
                        if (const Characteristic* c = system.characteristic(t.id); c && c->kind == r.of) ++n;
                } else {
                    n = us.unit.effective().stat_int(r.of);
                    if (const StatDef* st = system.stat(r.of)) what = st->name;
                }
                const Code below = r.measure == UnitRule::Measure::Kind ? Code("unit_kind_below") : Code("unit_stat_below");
                const Code above = r.measure == UnitRule::Measure::Kind ? Code("unit_kind_above") : Code("unit_stat_above");
                if (r.min && n < *r.min) finding(below).arg("what", what).arg("count", n).arg("min", *r.min);
                if (r.max && n > *r.max) finding(above).arg("what", what).arg("count", n).arg("max", *r.max);
            }
        }
    }

    /// Options sharing a uniform key are one choice for the whole army (all large or all small):
    /// every unit they apply to takes the choice most units took; on a tie the one first in the list's data
    /// (taking none comes last), so the order of the roster never decides.
    void check_uniform_choices(const Summary& s) {
        std::vector<std::string> keys;
        for (const auto& o : list.options)
            if (!o.uniform.empty() && !contains(keys, o.uniform)) keys.push_back(o.uniform);
        for (const auto& key : keys) {
            std::vector<std::pair<const UnitSummary*, const Option*>> taken;  // a null option: none taken
            std::map<const Option*, int> votes;
            for (const auto& us : s.units) {
                if (!us.unit.base) continue;
                const bool applies = std::any_of(list.options.begin(), list.options.end(), [&](const Option& o) {
                    return o.uniform == key && contains(o.targets, us.unit.base->id);
                });
                if (!applies) continue;
                const Option* chosen = nullptr;
                for (const auto& [o, cost] : us.unit.options)
                    if (o->uniform == key && !chosen) chosen = o;
                taken.emplace_back(&us, chosen);
                ++votes[chosen];
            }
            if (votes.size() < 2) continue;
            // Data order: options are stored in list order, so their addresses rank them; none ranks last.
            auto before = [](const Option* a, const Option* b) { return a && (!b || a < b); };
            const Option* army = nullptr;
            int most = -1;
            for (const auto& [o, n] : votes)
                if (n > most || (n == most && before(o, army))) army = o, most = n;
            for (const auto& [us, o] : taken) {
                if (o == army) continue;
                const RosterUnit& ru =
                    us->command < 0 ? roster.unassigned[us->index] : roster.commands[us->command].units[us->index];
                Location at = at_unit(*us, ru);
                at.option = o ? o->id : army->id;
                auto& d = o ? emit("uniform_choice_mixed", at).arg("choice", o->name) : emit("uniform_choice_missing", at);
                d.arg("unit", us->unit.effective().name).arg("other", army ? army->name : std::string("none"));
            }
        }
    }

    int bound_value(const Bound& b, bool is_min, int command) const {
        if (b.kind == Bound::Kind::Constant) return scaled_value(b, is_min, band);
        return apply(b.fraction, count(b.of, command), b.rounding);
    }

    void check_constraints() {
        for (const auto* source : {&list.rules(), &system.constraints})
            for (const auto& c : *source) check_scoped(c);
    }

    void check_scoped(const Constraint& c) {
        if (c.scope == Scope::Army) {
            check_constraint(c, -1);
            return;
        }
        // Empty commands already have their own finding.
        for (int i = 0; i < static_cast<int>(roster.commands.size()); ++i)
            if (!roster.commands[i].units.empty()) check_constraint(c, i);
    }

    /// A finding of a constraint: a code of the table, or the data's own code with its message and hint.
    Diagnostic& emit_constraint(const Constraint& c, const Constraint::Finding& f, int command) {
        Diagnostic d;
        if (const CodeInfo* info = Code::find(f.code)) d.hint = info->hint ? f.code : std::string();
        d.code = f.code;
        d.severity = c.severity;
        d.message = f.message;
        d.hint_message = f.hint;
        Location at = command < 0 ? Location{} : at_command(command, roster.commands[command].line);
        (c.from_list ? at.list : at.system) = c.from_list ? list.id : system.id;
        at.constraint = c.id;
        at.option = c.option;
        return emit(std::move(d), std::move(at), c.rule);
    }

    void check_constraint(const Constraint& c, int command) {
        const int n = count(c.count, command);
        if (c.min) {
            const int lo = bound_value(*c.min, true, command);
            if (n < lo) {
                auto& d = emit_constraint(c, c.below, command)
                              .arg("name", c.name)
                              .arg("count", n)
                              .arg("min", lo)
                              .arg("missing", lo - n);
                if (command >= 0) d.arg("command", command + 1);
            }
        }
        if (c.max) {
            const int hi = bound_value(*c.max, false, command);
            if (n > hi) {
                auto& d =
                    emit_constraint(c, c.above, command).arg("name", c.name).arg("count", n).arg("max", hi).arg("excess", n - hi);
                // "now": the roster has them; a what-if of the availability query says "would" instead.
                d.arg("when", std::string("now"));
                if (command >= 0) d.arg("command", command + 1);
                // Select arguments are strings: "none" / "0" when the bound is a plain number.
                if (c.max->kind == Bound::Kind::FractionOf) {
                    const int base = count(c.max->of, command);
                    d.arg("of_count", base)
                        .arg("fraction", fraction_text(c.max->fraction))
                        .arg("rounding", std::string(rounding_name(c.max->rounding)))
                        .arg("of", c.max->of_name.empty() ? c.name : c.max->of_name)
                        .arg("more_needed", std::to_string(more_needed(*c.max, base, n)));
                } else {
                    d.arg("fraction", std::string("none")).arg("more_needed", std::string("0"));
                }
                if (c.max->scaled) d.arg("bigger_size", bigger_size_allowing(c, n));
            }
        }
    }

    /// How many more units of the fraction's base would lift the limit to `n`.
    static int more_needed(const Bound& b, int base, int n) {
        for (int extra = 1; extra <= 1000; ++extra)
            if (apply(b.fraction, base + extra, b.rounding) >= n) return extra;
        return 0;
    }

    /// The smallest standard game size above this one whose limits allow `n`, or "none".
    /// Its limits are scaled as constraints_for() scales them, but only those of the constraint's id.
    std::string bigger_size_allowing(const Constraint& c, int n) const {
        for (int size : system.standard_budgets) {
            if (size <= roster.budget) continue;
            const SizeBand bigger = system.band_for(size);
            for (const auto* source : {&list.rules(), &system.constraints})
                for (const auto& b : *source)
                    if (b.id == c.id && b.max && scaled_value(*b.max, false, bigger) >= n) return std::to_string(size);
        }
        return "none";
    }

    void check_purchases() {
        for (const auto& [id, n] : roster.purchases) {
            const Purchase* p = system.purchase(id);
            if (!p) {
                emit("unknown_purchase", at_purchase(id)).arg("purchase", id);
                continue;
            }
            if (n < 0) {
                emit("purchase_negative", at_purchase(id), p->rule).arg("purchase", p->name).arg("count", n);
                continue;
            }
            if (n == 0) continue;
            if (n > p->max)
                emit("purchase_over_maximum", at_purchase(id), p->rule)
                    .arg("purchase", p->name)
                    .arg("count", n)
                    .arg("max", p->max)
                    .arg("excess", n - p->max)
                    .arg("when", std::string("now"))
                    .severity = p->max_severity;
            if (!p->requires_rule.empty() && !roster.has_rule(p->requires_rule)) {
                const OptionalRule* r = system.optional_rule(p->requires_rule);
                emit("purchase_needs_optional_rule", at_purchase(id), p->rule)
                    .arg("purchase", p->name)
                    .arg("optional_rule", r ? r->name : p->requires_rule);
            }
            if (contains(list.forbidden_purchases, id))
                emit("purchase_not_allowed", at_purchase(id), p->rule).arg("purchase", p->name).arg("list", list.name);
        }
    }

    void check_points(const Summary& s) {
        if (!system.counts_points || roster.budget <= 0) return;
        if (s.total > roster.budget) {
            emit("points_over_budget", at_system(), system.budget_rule)
                .arg("points", s.total)
                .arg("budget", roster.budget)
                .arg("excess", s.total - roster.budget);
        } else if (s.total < roster.budget) {
            emit("points_spare", at_system(), system.budget_rule)
                .arg("points", s.total)
                .arg("budget", roster.budget)
                .arg("spare", roster.budget - s.total);
        }
    }
};

}  // namespace

std::vector<Constraint> constraints_for(const ArmyList& list, const GameSystem& system, int budget) {
    const SizeBand band = system.band_for(budget);
    std::vector<Constraint> all;
    for (const auto* source : {&list.rules(), &system.constraints})
        for (auto c : *source) {
            if (c.min) c.min->value = scaled_value(*c.min, true, band);
            if (c.max) c.max->value = scaled_value(*c.max, false, band);
            all.push_back(std::move(c));
        }
    return all;
}

Verdict check(const Roster& roster, const ArmyList& list, const GameSystem& system, const SizeBand* band) {
    return Checker(roster, list, system, band).run(true);
}

Verdict check_unsorted(const Roster& roster, const ArmyList& list, const GameSystem& system, const SizeBand* band) {
    return Checker(roster, list, system, band).run(false);
}

}  // namespace muster
