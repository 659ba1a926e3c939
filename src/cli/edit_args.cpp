// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/edit_args.h"

#include <stdexcept>
#include <string_view>

#include "cli/args.h"
#include "cli/editing.h"
#include "core/editing/text_bounds.h"

namespace muster::cli {
namespace {

/// What an option names before its '=' (or alone), and what it gives after it.
enum class Place { None, Unit, Command };
enum class Value { None, Id, Count, CountOrNone, Command, IdCount };

/// One row of the table: an editor operation (and, where it tells two options apart, `on`) and the
/// `muster set` option that makes it. Both directions read it: set_arguments() writes the options of
/// edits, parse_set_option() reads an option into edits.
struct Row {
    Edit::Op op;
    int on;  ///< 1 or 0: the option is this value of Edit::on; -1: the value says it (none for a year)
    const char* name;
    Place place;
    Value value;
    bool repeatable;
    const char* syntax;  ///< the usage message when the '=' is missing
};

// clang-format off
constexpr Row kRows[] = {
    {Edit::Op::AddUnit,             -1, "add-unit",       Place::Command, Value::Id,          true,  "unit_value_syntax"},
    {Edit::Op::RemoveUnit,          -1, "remove-unit",    Place::Unit,    Value::None,        true,  nullptr},
    {Edit::Op::MoveUnit,            -1, "move",           Place::Unit,    Value::Command,     true,  "unit_value_syntax"},
    {Edit::Op::SetProfile,          -1, "profile",        Place::Unit,    Value::Id,          true,  "unit_value_syntax"},
    {Edit::Op::SetOption,            1, "option",         Place::Unit,    Value::Id,          true,  "unit_value_syntax"},
    {Edit::Op::SetOption,            0, "no-option",      Place::Unit,    Value::Id,          true,  "unit_value_syntax"},
    {Edit::Op::SetFigures,          -1, "figures",        Place::Unit,    Value::CountOrNone, true,  "unit_value_syntax"},
    {Edit::Op::AttachGeneral,        1, "attach",         Place::Unit,    Value::None,        true,  nullptr},
    {Edit::Op::AttachGeneral,        0, "detach",         Place::Unit,    Value::None,        true,  nullptr},
    {Edit::Op::AddCommand,          -1, "add-command",    Place::None,    Value::Count,       false, nullptr},
    {Edit::Op::RemoveCommand,       -1, "remove-command", Place::Command, Value::None,        false, nullptr},
    {Edit::Op::SetGeneral,          -1, "general",        Place::Command, Value::Id,          true,  "general_syntax"},
    {Edit::Op::SetCInC,             -1, "c-in-c",         Place::Command, Value::None,        false, nullptr},
    {Edit::Op::SetCommandStructure, -1, "sc",             Place::None,    Value::Id,          false, nullptr},
    {Edit::Op::SetPurchase,         -1, "purchase",       Place::None,    Value::IdCount,     true,  "purchase_syntax"},
    {Edit::Op::SetOptionalRule,      1, "rule",           Place::None,    Value::Id,          true,  nullptr},
    {Edit::Op::SetOptionalRule,      0, "no-rule",        Place::None,    Value::Id,          true,  nullptr},
    {Edit::Op::SetBudget,           -1, "budget",         Place::None,    Value::Count,       false, nullptr},
    {Edit::Op::DuplicateUnit,       -1, "duplicate",      Place::Unit,    Value::None,        true,  nullptr},
    {Edit::Op::SetLabel,            -1, "label",          Place::Unit,    Value::Id,          true,  "unit_value_syntax"},
    {Edit::Op::SetCommandName,      -1, "command-name",   Place::Command, Value::Id,          true,  "command_value_syntax"},
    {Edit::Op::SetGeneralName,      -1, "general-name",   Place::Command, Value::Id,          true,  "command_value_syntax"},
    {Edit::Op::SetName,             -1, "name",           Place::None,    Value::Id,          false, nullptr},
    {Edit::Op::SetPlayer,           -1, "player",         Place::None,    Value::Id,          false, nullptr},
    {Edit::Op::SetNotes,            -1, "notes",          Place::None,    Value::Id,          false, nullptr},
    {Edit::Op::SetUnitNote,         -1, "note",           Place::Unit,    Value::Id,          true,  "unit_value_syntax"},
    {Edit::Op::SetYear,             -1, "year",           Place::None,    Value::CountOrNone, false, nullptr},
};
// clang-format on

const Row& row_of(const Edit& e) {
    for (const auto& r : kRows)
        if (r.op == e.op && (r.on < 0 || r.on == static_cast<int>(e.on))) return r;
    throw std::logic_error("an editor operation without a muster set option");
}

const Row* row_named(std::string_view name) {
    for (const auto& r : kRows)
        if (name == r.name) return &r;
    return nullptr;
}

std::string command_text(int c) {
    return c < 0 ? std::string("u") : std::to_string(c + 1);
}
std::string unit_text(UnitRef u) {
    return command_text(u.command) + "/" + std::to_string(u.index + 1);
}

}  // namespace

std::set<std::string> set_options() {
    std::set<std::string> out;
    for (const auto& r : kRows) out.insert(r.name);
    return out;
}

std::set<std::string> repeatable_set_options() {
    std::set<std::string> out;
    for (const auto& r : kRows)
        if (r.repeatable) out.insert(r.name);
    return out;
}

std::vector<std::string> set_arguments(const Edits& edits) {
    std::vector<std::string> out;
    for (const auto& e : edits) {
        const Row& row = row_of(e);
        out.push_back(std::string("--") + row.name);
        if (e.op == Edit::Op::AddCommand) {
            // One command at a time (the option's count adds that many), then its general.
            out.push_back("1");
            if (!e.id.empty()) {
                out.push_back("--general");
                out.push_back(command_text(e.command) + "=" + e.id);
            }
            continue;
        }
        std::string text = row.place == Place::Unit      ? unit_text(e.unit)
                           : row.place == Place::Command ? command_text(e.command)
                                                         : "";
        std::string value;
        switch (row.value) {
            case Value::None:
                break;
            case Value::Id:
                value = e.id;
                break;
            case Value::Count:
                value = std::to_string(e.count);
                break;
            case Value::CountOrNone:
                value = e.on ? std::to_string(e.count) : std::string("none");
                break;
            case Value::Command:
                value = command_text(e.command);
                break;
            case Value::IdCount:
                value = e.id + "=" + std::to_string(e.count);
                break;
        }
        if (row.place != Place::None && row.value != Value::None) text += "=" + value;
        else if (row.value != Value::None) text = value;
        out.push_back(text);
    }
    return out;
}

PurchaseAliases purchase_aliases(const xml::Library& library) {
    PurchaseAliases a;
    for (const auto& sys : library.systems())
        for (const auto& p : sys.purchases) {
            if (p.cli.empty()) continue;
            if (p.max == 1) a.flags.insert({p.cli, "no-" + p.cli});
            else a.valued.insert(p.cli);
        }
    return a;
}

namespace {

/// Reads options against the roster as the options before them left it; each check in the order the
/// usage messages promise (the entry before its command, the unit before its value).
class OptionReader {
public:
    explicit OptionReader(const SetScope& s) : m_s(s) {}

    std::string say(const char* key, const muster::Args& a = {}) const { return m_s.ctx.messages.get("usage", key, a); }

    std::optional<int> command(const std::string& text) {
        const int n = static_cast<int>(m_s.roster.commands.size());
        auto c = to_int(text);
        if (c && *c >= 1 && *c <= n) return *c - 1;
        m_problem = say("no_command", {{"command", text}, {"count", static_cast<std::int64_t>(n)}});
        return std::nullopt;
    }
    std::optional<UnitRef> unit(const std::string& text) {
        auto ref = parse_unit(text);
        if (ref && !exists(*ref)) ref.reset();
        if (!ref) m_problem = say("no_unit", {{"unit", text}});
        return ref;
    }
    /// `count` of purchase `id`, as --purchase ID=COUNT says it.
    std::optional<Edit> purchase(const std::string& id, const std::string& count) {
        if (!m_s.system.purchase(id)) return fail(say("no_purchase", {{"purchase", id}, {"system", m_s.system.name}}));
        auto n = to_int(count);
        if (!n) return fail(refused_number(m_s.ctx, "--purchase", count, "purchase_count"));
        if (*n < 0) return fail(say("count_not_negative", {{"option", "--purchase " + id}}));
        Edit e{Edit::Op::SetPurchase, {}, -1, {}};
        e.id = id;
        e.count = *n;
        return e;
    }
    std::optional<Edit> fail(std::string problem) {
        m_problem = std::move(problem);
        return std::nullopt;
    }
    const std::string& problem() const { return m_problem; }

private:
    bool exists(UnitRef ref) const {
        const Roster& r = m_s.roster;
        if (ref.command >= static_cast<int>(r.commands.size())) return false;
        const auto& units = ref.command < 0 ? r.unassigned : r.commands[static_cast<std::size_t>(ref.command)].units;
        return ref.index >= 0 && ref.index < static_cast<int>(units.size());
    }

    const SetScope& m_s;
    std::string m_problem;
};

/// "C=VALUE" or "C/N=VALUE": the part before '=' and after it; false without '='.
bool split(const std::string& v, std::string& left, std::string& right) {
    const auto eq = v.find('=');
    if (eq == std::string::npos) return false;
    left = v.substr(0, eq);
    right = v.substr(eq + 1);
    return true;
}

}  // namespace

std::string parse_set_option(const SetScope& s, const std::string& name, const std::string& v, Edits& out) {
    OptionReader read(s);
    const Row* row = row_named(name);
    if (!row) {
        // A purchase the installed systems name an option of their own: --NAME COUNT, --NAME, --no-NAME.
        const bool off = name.rfind("no-", 0) == 0 && s.aliases.flags.count(name.substr(3));
        const std::string alias = off ? name.substr(3) : name;
        const Purchase* p = nullptr;
        for (const auto& candidate : s.system.purchases)
            if (candidate.cli == alias) p = &candidate;
        if (!p) return read.say("no_purchase", {{"purchase", alias}, {"system", s.system.name}});
        auto e = read.purchase(p->id, s.aliases.flags.count(name) ? (off ? "0" : "1") : v);
        if (e) out.push_back(*e);
        return read.problem();
    }

    // The place before '=' and the value after it, as the row says the option is written.
    std::string place = v, value;
    if (row->place != Place::None && row->value != Value::None) {
        if (!split(v, place, value)) {
            if (row->op == Edit::Op::SetGeneral) return read.say(row->syntax);
            return read.say(row->syntax, {{"option", "--" + name}});
        }
    } else if (row->value == Value::IdCount) {
        if (!split(v, place, value)) return read.say(row->syntax);
    } else {
        value = v;
    }

    Edit e{row->op, {}, -1, {}};
    if (row->on >= 0) e.on = row->on == 1;
    // The unit named first: a value is judged against the unit it is for.
    if (row->place == Place::Unit) {
        auto ref = read.unit(place);
        if (!ref) return read.problem();
        e.unit = *ref;
    }
    switch (row->op) {
        case Edit::Op::AddUnit: {
            // --add-unit C=ENTRY: a unit of the list into command C (u: unassigned)
            const Profile* p = find_entry(s.list, value);
            if (!p) return read.say("no_entry", {{"entry", value}, {"list", s.list.name}, {"id", s.list.id}});
            e.id = p->id;
            if (place != "u") {
                auto c = read.command(place);
                if (!c) return read.problem();
                e.command = *c;
            }
            break;
        }
        case Edit::Op::RemoveUnit:
        case Edit::Op::DuplicateUnit:
        case Edit::Op::AttachGeneral:
            break;
        case Edit::Op::MoveUnit:
            if (value != "u") {
                auto c = read.command(value);
                if (!c) return read.problem();
                e.command = *c;
            }
            break;
        case Edit::Op::SetProfile: {
            const Profile* p = s.list.profile(value);
            const RosterUnit& unit =
                e.unit.command < 0
                    ? s.roster.unassigned[static_cast<std::size_t>(e.unit.index)]
                    : s.roster.commands[static_cast<std::size_t>(e.unit.command)].units[static_cast<std::size_t>(e.unit.index)];
            if (!p || s.list.group_of(p->id) != s.list.group_of(unit.profile))
                return read.say("not_alternative_of_unit", {{"profile", value}});
            e.id = value;
            break;
        }
        case Edit::Op::SetOption: {
            const Option* o = find_option(s.list, value);
            if (!o && e.on) return read.say("no_option", {{"option", value}, {"list", s.list.name}});
            e.id = o ? o->id : value;  // an option no longer in the list can still be dropped
            break;
        }
        case Edit::Op::SetFigures:
            if (value == "none") {
                e.on = false;
            } else if (auto n = to_int(value); n && *n >= 0) {
                e.count = *n;
            } else {
                return refused_number(s.ctx, "--figures", value, "figures_number");
            }
            break;
        case Edit::Op::SetLabel:
            e.id = value;
            break;
        case Edit::Op::AddCommand: {
            // --add-command N: N commands, one edit each.
            const int now = static_cast<int>(s.roster.commands.size());
            auto n = to_int(value);
            if (!n || *n < 0 || now + *n > kMaxCommands)
                return read.say("add_command_range", {{"max", static_cast<std::int64_t>(kMaxCommands)}});
            for (int i = 0; i < *n; ++i) out.push_back(Edit{Edit::Op::AddCommand, {}, now + i, {}});
            return {};
        }
        case Edit::Op::RemoveCommand:
        case Edit::Op::SetCInC:
        case Edit::Op::SetGeneral:
        case Edit::Op::SetCommandName:
        case Edit::Op::SetGeneralName: {
            auto c = read.command(place);
            if (!c) return read.problem();
            e.command = *c;
            if (row->op == Edit::Op::SetGeneral && !s.system.quality(value)) return read.say("no_quality", {{"quality", value}});
            if (row->value == Value::Id) e.id = value;  // C= (empty): the command's default name, no general's name
            break;
        }
        case Edit::Op::SetCommandStructure:
            if (!s.system.command_structure(value)) return read.say("no_sc_level", {{"level", value}});
            e.id = value;
            break;
        case Edit::Op::SetPurchase: {
            auto p = read.purchase(place, value);
            if (!p) return read.problem();
            e = *p;
            break;
        }
        case Edit::Op::SetOptionalRule:
            if (e.on && !s.system.optional_rule(value)) return read.say("no_optional_rule", {{"rule", value}});
            e.id = value;
            break;
        case Edit::Op::SetBudget: {
            auto n = to_int(value);
            if (!n || *n <= 0) return refused_number(s.ctx, "--budget", value, "budget_positive");
            e.count = *n;
            break;
        }
        case Edit::Op::SetName:
        case Edit::Op::SetPlayer:
            e.id = value;
            break;
        case Edit::Op::SetNotes:
        case Edit::Op::SetUnitNote:
            e.id = value;
            break;
        case Edit::Op::SetYear:
            if (value == "none") {
                e.on = false;
            } else if (auto n = to_int(value)) {
                e.count = *n;
            } else {
                return refused_number(s.ctx, "--year", value, "year_or_none");
            }
            break;
    }
    // Text past the bound would make a file no Muster reads: said here, in the option's words.
    if (const auto refused = text_too_long(e))
        return read.say("text_too_long", {{"option", "--" + name + (row->place == Place::None ? "" : " " + place)},
                                          {"reason", s.ctx.messages.text(*refused)}});
    out.push_back(e);
    return {};
}

namespace {

void write_json_edit(Json& j, const Edit& e) {
    j.begin_object();
    j.key("op").value(op_name(e.op));
    switch (e.op) {
        case Edit::Op::AddUnit:
        case Edit::Op::AddCommand:
        case Edit::Op::RemoveCommand:
        case Edit::Op::SetGeneral:
        case Edit::Op::SetCInC:
        case Edit::Op::SetCommandName:
        case Edit::Op::SetGeneralName:
            if (e.command >= 0) j.key("command").value(e.command + 1);
            else j.key("unassigned").value(true);
            break;
        case Edit::Op::SetCommandStructure:
        case Edit::Op::SetPurchase:
        case Edit::Op::SetOptionalRule:
        case Edit::Op::SetBudget:
        case Edit::Op::SetName:
        case Edit::Op::SetPlayer:
        case Edit::Op::SetNotes:
        case Edit::Op::SetYear:
            break;
        default:
            if (e.unit.command >= 0) j.key("command").value(e.unit.command + 1);
            else j.key("unassigned").value(true);
            j.key("unit").value(e.unit.index + 1);
            if (e.op == Edit::Op::MoveUnit) j.key("to_command").value(e.command + 1);
    }
    if (!e.id.empty()) j.key("id").value(e.id);
    if (e.op == Edit::Op::SetPurchase || e.op == Edit::Op::SetBudget || e.op == Edit::Op::SetFigures || e.op == Edit::Op::SetYear)
        j.key("count").value(e.count);
    if (e.op == Edit::Op::SetOption || e.op == Edit::Op::SetOptionalRule || e.op == Edit::Op::AttachGeneral)
        j.key("on").value(e.on);
    j.end_object();
}

}  // namespace

void write_json_edits(Json& j, const Edits& edits) {
    j.key("edits").begin_array();
    for (const auto& e : edits) write_json_edit(j, e);
    j.end_array();
    j.key("set").begin_array();
    for (const auto& a : set_arguments(edits)) j.value(a);
    j.end_array();
}

}  // namespace muster::cli
