// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/edit_args.h"

#include <stdexcept>

#include "cli/args.h"
#include "cli/editing.h"
#include "core/number.h"

namespace muster::cli {
namespace {

/// What an option's value names: a unit "C/N", a command "C" ("u": the unassigned units), text, or both.
enum class Shape {
    Unit,          ///< C/N
    UnitCommand,   ///< C/N=C
    UnitText,      ///< C/N=TEXT
    UnitCount,     ///< C/N=N or none
    Command,       ///< C
    CommandText,   ///< C=TEXT
    Text,          ///< TEXT
    TextCount,     ///< TEXT=N
    Count,         ///< N
    Year,          ///< N or none
};

/// One `muster set` option and the edit it makes: the one table both ways (options -> edits, edits -> options).
struct SetOption {
    const char* name;
    Edit::Op op;
    Shape shape;
    int on = -1;  ///< 1 or 0: the option takes or drops (`Edit::on`); -1: it does not say
};

constexpr SetOption kSetOptions[] = {
    {"add-unit", Edit::Op::AddUnit, Shape::CommandText},
    {"remove-unit", Edit::Op::RemoveUnit, Shape::Unit},
    {"move", Edit::Op::MoveUnit, Shape::UnitCommand},
    {"profile", Edit::Op::SetProfile, Shape::UnitText},
    {"option", Edit::Op::SetOption, Shape::UnitText, 1},
    {"no-option", Edit::Op::SetOption, Shape::UnitText, 0},
    {"figures", Edit::Op::SetFigures, Shape::UnitCount},
    {"attach", Edit::Op::AttachGeneral, Shape::Unit, 1},
    {"detach", Edit::Op::AttachGeneral, Shape::Unit, 0},
    {"add-command", Edit::Op::AddCommand, Shape::Count},
    {"remove-command", Edit::Op::RemoveCommand, Shape::Command},
    {"general", Edit::Op::SetGeneral, Shape::CommandText},
    {"c-in-c", Edit::Op::SetCInC, Shape::Command},
    {"sc", Edit::Op::SetCommandStructure, Shape::Text},
    {"purchase", Edit::Op::SetPurchase, Shape::TextCount},
    {"rule", Edit::Op::SetOptionalRule, Shape::Text, 1},
    {"no-rule", Edit::Op::SetOptionalRule, Shape::Text, 0},
    {"budget", Edit::Op::SetBudget, Shape::Count},
    {"name", Edit::Op::SetName, Shape::Text},
    {"player", Edit::Op::SetPlayer, Shape::Text},
    {"year", Edit::Op::SetYear, Shape::Year},
    {"duplicate", Edit::Op::DuplicateUnit, Shape::Unit},
    {"label", Edit::Op::SetLabel, Shape::UnitText},
    {"command-name", Edit::Op::SetCommandName, Shape::CommandText},
};

const SetOption* option_named(const std::string& name) {
    for (const auto& o : kSetOptions)
        if (name == o.name) return &o;
    return nullptr;
}

const SetOption& option_for(const Edit& e) {
    for (const auto& o : kSetOptions)
        if (o.op == e.op && (o.on < 0 || o.on == static_cast<int>(e.on))) return o;
    throw std::logic_error(std::string("no muster set option for ") + op_name(e.op));
}

std::string command_text(int c) { return c < 0 ? std::string("u") : std::to_string(c + 1); }
std::string unit_text(UnitRef u) { return command_text(u.command) + "/" + std::to_string(u.index + 1); }

/// The option's value for an edit, in the shape the table gives it.
std::string value_of(const SetOption& o, const Edit& e) {
    switch (o.shape) {
    case Shape::Unit: return unit_text(e.unit);
    case Shape::UnitCommand: return unit_text(e.unit) + "=" + command_text(e.command);
    case Shape::UnitText: return unit_text(e.unit) + "=" + e.id;
    case Shape::UnitCount: return unit_text(e.unit) + "=" + (e.on ? std::to_string(e.count) : std::string("none"));
    case Shape::Command: return command_text(e.command);
    case Shape::CommandText: return command_text(e.command) + "=" + e.id;
    case Shape::Text: return e.id;
    case Shape::TextCount: return e.id + "=" + std::to_string(e.count);
    case Shape::Count: return std::to_string(e.op == Edit::Op::AddCommand ? 1 : e.count);
    case Shape::Year: return e.on ? std::to_string(e.count) : std::string("none");
    }
    return {};
}

/// "C=VALUE" or "C/N=VALUE": the part before '=' and after it; false without '='.
bool split(const std::string& v, std::string& left, std::string& right) {
    const auto eq = v.find('=');
    if (eq == std::string::npos) return false;
    left = v.substr(0, eq);
    right = v.substr(eq + 1);
    return true;
}

/// Reads one option's value into edits against the roster as it is now; says what is wrong otherwise.
class SetReader {
public:
    SetReader(const Roster& now, const ArmyList& list, const GameSystem& system, const i18n::Messages& messages)
        : m_now(now), m_list(list), m_system(system), m_messages(messages) {}

    std::variant<Edits, std::string> read(const SetOption& o, const std::string& v) {
        Edit e{o.op, {}, -1, {}, 0, o.on != 0};
        std::string left, right;
        switch (o.shape) {
        case Shape::Unit:
            if (!unit(v, e.unit)) return m_problem;
            break;
        case Shape::UnitCommand:
        case Shape::UnitText:
        case Shape::UnitCount:
            if (!split(v, left, right)) return say("unit_value_syntax", {{"option", "--" + std::string(o.name)}});
            if (!unit(left, e.unit)) return m_problem;
            e.id = right;
            if (o.shape == Shape::UnitCommand && !(right == "u" || command(right, e.command))) return m_problem;
            break;
        case Shape::Command:
            if (!command(v, e.command)) return m_problem;
            break;
        case Shape::CommandText:
            if (!split(v, left, right)) return syntax(o);
            // A unit of the list is looked for before its command, as users name the unit first.
            if (o.op == Edit::Op::AddUnit && !find_entry(m_list, right))
                return say("no_entry", {{"entry", right}, {"list", m_list.name}, {"id", m_list.id}});
            if (!(o.op == Edit::Op::AddUnit && left == "u") && !command(left, e.command)) return m_problem;
            e.id = right;
            break;
        case Shape::TextCount:
            if (!split(v, left, right)) return say("purchase_syntax");
            return purchase(left, right);
        case Shape::Text:
        case Shape::Count:
        case Shape::Year: e.id = v; break;
        }
        return finish(e);
    }

    /// A purchase by id and count, from --purchase ID=N or the system's own option.
    std::variant<Edits, std::string> purchase(const std::string& id, const std::string& count) {
        if (!m_system.purchase(id)) return say("no_purchase", {{"purchase", id}, {"system", m_system.name}});
        const auto n = to_int(count);
        if (!n) return refused_number(m_messages, "--purchase", count, "purchase_count");
        if (*n < 0) return say("count_not_negative", {{"option", "--purchase " + id}});
        return Edits{Edit{Edit::Op::SetPurchase, {}, -1, id, *n, true}};
    }

    std::string say(const char* key, const std::vector<std::pair<std::string, Arg>>& args = {}) const {
        return m_messages.get("usage", key, args);
    }

private:
    std::string syntax(const SetOption& o) const {
        if (o.op == Edit::Op::SetGeneral) return say("general_syntax");
        if (o.op == Edit::Op::AddUnit) return say("unit_value_syntax", {{"option", std::string("--add-unit")}});
        return say("command_value_syntax", {{"option", "--" + std::string(o.name)}});
    }

    /// What each operation checks of its value, once its places are found.
    std::variant<Edits, std::string> finish(Edit& e) {
        switch (e.op) {
        case Edit::Op::AddUnit: e.id = find_entry(m_list, e.id)->id; break;
        case Edit::Op::SetOption: {
            const Option* o = find_option(m_list, e.id);
            if (e.on && !o) return say("no_option", {{"option", e.id}, {"list", m_list.name}});
            if (o) e.id = o->id;
            break;
        }
        case Edit::Op::SetProfile: {
            const Profile* p = m_list.profile(e.id);
            if (!p || m_list.group_of(p->id) != m_list.group_of(unit_at(e.unit).profile)) return say("not_alternative_of_unit", {{"profile", e.id}});
            break;
        }
        case Edit::Op::SetFigures:
            if (e.id == "none") e.on = false;
            else if (auto n = to_int(e.id); n && *n >= 0) e.count = *n;
            else return refused_number(m_messages, "--figures", e.id, "figures_number");
            e.id.clear();
            break;
        case Edit::Op::AddCommand: {
            const int now = static_cast<int>(m_now.commands.size());
            const auto n = to_int(e.id);
            if (!n || *n < 0 || now + *n > kMaxCommands) return say("add_command_range", {{"max", static_cast<std::int64_t>(kMaxCommands)}});
            return Edits(static_cast<std::size_t>(*n), Edit{Edit::Op::AddCommand, {}, -1, {}, 0, true});
        }
        case Edit::Op::SetGeneral:
            if (!m_system.quality(e.id)) return say("no_quality", {{"quality", e.id}});
            break;
        case Edit::Op::SetCommandStructure:
            if (!m_system.command_structure(e.id)) return say("no_sc_level", {{"level", e.id}});
            break;
        case Edit::Op::SetOptionalRule:
            if (e.on && !m_system.optional_rule(e.id)) return say("no_optional_rule", {{"rule", e.id}});
            break;
        case Edit::Op::SetBudget: {
            const auto n = to_int(e.id);
            if (!n || *n <= 0) return refused_number(m_messages, "--budget", e.id, "budget_positive");
            e.count = *n;
            e.id.clear();
            break;
        }
        case Edit::Op::SetYear:
            if (e.id == "none") e.on = false;
            else if (auto n = to_int(e.id)) e.count = *n;
            else return refused_number(m_messages, "--year", e.id, "year_or_none");
            e.id.clear();
            break;
        case Edit::Op::MoveUnit:
            if (e.id == "u") e.command = -1;
            e.id.clear();
            break;
        default: break;
        }
        return Edits{e};
    }

    bool command(const std::string& text, int& out) {
        const int n = static_cast<int>(m_now.commands.size());
        const auto c = to_int(text);
        if (c && *c >= 1 && *c <= n) {
            out = *c - 1;
            return true;
        }
        m_problem = say("no_command", {{"command", text}, {"count", static_cast<std::int64_t>(n)}});
        return false;
    }

    const RosterUnit* find_unit(UnitRef ref) const {
        if (ref.command >= static_cast<int>(m_now.commands.size())) return nullptr;
        const auto& units = ref.command < 0 ? m_now.unassigned : m_now.commands[ref.command].units;
        return ref.index < static_cast<int>(units.size()) ? &units[ref.index] : nullptr;
    }
    const RosterUnit& unit_at(UnitRef ref) const { return *find_unit(ref); }

    bool unit(const std::string& text, UnitRef& out) {
        const auto ref = parse_unit(text);
        if (!ref || !find_unit(*ref)) {
            m_problem = say("no_unit", {{"unit", text}});
            return false;
        }
        out = *ref;
        return true;
    }

    const Roster& m_now;
    const ArmyList& m_list;
    const GameSystem& m_system;
    const i18n::Messages& m_messages;
    std::string m_problem;
};

}  // namespace

std::vector<std::string> set_arguments(const Edits& edits) {
    std::vector<std::string> out;
    for (const auto& e : edits) {
        const SetOption& o = option_for(e);
        out.push_back("--" + std::string(o.name));
        out.push_back(value_of(o, e));
        // A new command's general is chosen by the option that names it.
        if (e.op == Edit::Op::AddCommand && !e.id.empty()) {
            out.push_back("--general");
            out.push_back(command_text(e.command) + "=" + e.id);
        }
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

std::set<std::string> set_options(const PurchaseAliases& aliases) {
    std::set<std::string> out(aliases.valued.begin(), aliases.valued.end());
    for (const auto& o : kSetOptions) out.insert(o.name);
    return out;
}

std::variant<Edits, std::string> set_edits(const std::string& name, const std::string& value, const Roster& now, const ArmyList& list,
                                           const GameSystem& system, const PurchaseAliases& aliases, const i18n::Messages& messages) {
    SetReader reader(now, list, system, messages);
    if (const SetOption* o = option_named(name)) return reader.read(*o, value);
    // A purchase under the system's own name: --NAME COUNT, or --NAME / --no-NAME for what is bought once.
    const bool off = name.rfind("no-", 0) == 0 && aliases.flags.count(name.substr(3));
    const std::string alias = off ? name.substr(3) : name;
    const Purchase* p = nullptr;
    for (const auto& candidate : system.purchases)
        if (candidate.cli == alias) p = &candidate;
    if (!p) return reader.say("no_purchase", {{"purchase", alias}, {"system", system.name}});
    return reader.purchase(p->id, aliases.flags.count(name) ? (off ? "0" : "1") : value);
}

std::string refused_number(const i18n::Messages& messages, const char* option, const std::string& text, const char* key,
                           const std::vector<std::pair<std::string, Arg>>& args) {
    if (is_whole_number(text) && !to_int(text))
        return messages.get("usage", "number_range", {{"option", std::string(option)}, {"value", text},
                                                      {"min", static_cast<std::int64_t>(number::kMin)},
                                                      {"max", static_cast<std::int64_t>(number::kMax)}});
    return messages.get("usage", key, args);
}

const Profile* find_entry(const ArmyList& list, const std::string& entry) {
    if (const Profile* p = list.profile(entry)) return p;
    for (const auto& g : list.groups)
        if (g.id == entry) return &g.profiles.front();
    for (const auto& g : list.groups)
        for (const auto& p : g.profiles)
            if (p.name == entry) return &p;
    return nullptr;
}

const Option* find_option(const ArmyList& list, const std::string& id) {
    if (const Option* o = list.option(id)) return o;
    for (const auto& o : list.options)
        if (o.name == id) return &o;
    return nullptr;
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
        if (e.command >= 0) j.key("command").value(e.command + 1);
        else j.key("unassigned").value(true);
        break;
    case Edit::Op::SetCommandStructure:
    case Edit::Op::SetPurchase:
    case Edit::Op::SetOptionalRule:
    case Edit::Op::SetBudget:
    case Edit::Op::SetName:
    case Edit::Op::SetPlayer:
    case Edit::Op::SetYear: break;
    default:
        if (e.unit.command >= 0) j.key("command").value(e.unit.command + 1);
        else j.key("unassigned").value(true);
        j.key("unit").value(e.unit.index + 1);
        if (e.op == Edit::Op::MoveUnit) j.key("to_command").value(e.command + 1);
    }
    if (!e.id.empty()) j.key("id").value(e.id);
    if (e.op == Edit::Op::SetPurchase || e.op == Edit::Op::SetBudget || e.op == Edit::Op::SetFigures || e.op == Edit::Op::SetYear)
        j.key("count").value(e.count);
    if (e.op == Edit::Op::SetOption || e.op == Edit::Op::SetOptionalRule || e.op == Edit::Op::AttachGeneral) j.key("on").value(e.on);
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
