// SPDX-License-Identifier: GPL-3.0-or-later
// Scriptable building: `muster new`, `add`, `set`, `remove`. Each edit goes through the same
// RosterEditor as the desktop window, saves atomically and prints the new total and verdict.
#include <chrono>
#include <ctime>
#include <memory>
#include <ostream>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/editing.h"
#include "cli/text.h"
#include "core/editing/editor.h"
#include "core/model/number.h"
#include "core/rules/ruleset.h"
#include "platform/file.h"
#include "xml/load.h"

namespace muster::cli {
namespace {

std::string today() {
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&t));
    return buf;
}

}  // namespace

int save_and_report(Context& ctx, const OpenRoster& r, Roster roster, const std::string& file, const platform::FileStamp* read,
                    const std::string& announce) {
    roster.file = file;
    try {
        xml::save_roster(roster, file, read);
    } catch (const std::exception& e) { return operation_failed(ctx, e); }
    if (!announce.empty()) ctx.out << terminal_safe(announce) << '\n';
    const Verdict v = Ruleset{*r.list, *r.system}.judge(roster);
    for (const auto& d : v.diagnostics)
        if (d.severity != Severity::Note) print_diagnostic(ctx, d, ctx.out);
    ctx.out << terminal_safe(file + ": " + verdict_text(ctx, roster, r, v, v.diagnostics)) << '\n';
    return kLegal;
}

bool open_for_edit(Context& ctx, const std::string& file, OpenRoster& r, Held& held, int& status) {
    try {
        held.lock = std::make_unique<platform::FileLock>(file);
    } catch (const std::exception& e) {
        status = operation_failed(ctx, e);
        return false;
    }
    held.read = platform::stamp(platform::link_target(file));
    r = ctx.library.open_roster(file);
    for (const auto& d : r.problems) print_diagnostic(ctx, d, ctx.err);
    if (!r.list || has_errors(r.problems)) {
        status = kUnreadable;
        return false;
    }
    return true;
}

namespace {

/// Why a typed number is refused: the range Muster reads when it lies beyond it, else the message `key`.
std::string refused_number(const Context& ctx, const char* option, const std::string& text, const char* key,
                           const std::vector<std::pair<std::string, Arg>>& args = {}) {
    if (is_whole_number(text) && !to_int(text))
        return ctx.messages.get("usage", "number_range",
                                {{"option", std::string(option)},
                                 {"value", text},
                                 {"min", static_cast<std::int64_t>(number::kMin)},
                                 {"max", static_cast<std::int64_t>(number::kMax)}});
    return ctx.messages.get("usage", key, args);
}

/// A list entry by profile id, group id or unit name (case-sensitive).
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

}  // namespace

std::optional<UnitRef> parse_unit(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    const std::string c = text.substr(0, slash);
    auto u = to_int(text.substr(slash + 1));
    if (!u || *u < 1) return std::nullopt;
    if (c == "u") return UnitRef{-1, *u - 1};
    auto ci = to_int(c);
    if (!ci || *ci < 1) return std::nullopt;
    return UnitRef{*ci - 1, *u - 1};
}

int cmd_new(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {"list", "budget", "output", "name", "year", "commands", "player"});
    args.allow({"list", "budget", "output", "name", "year", "commands", "player"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    const auto list_id = args.value("list");
    const auto file = args.value("output");
    if (!list_id || !file) return usage_message(ctx, "new_needs_list_output");
    const ArmyList* list = ctx.library.list(*list_id);
    if (!list) return usage_message(ctx, "no_list", {{"list", *list_id}});
    const GameSystem& sys = *ctx.library.system(list->system);
    const std::string budget_text = args.value("budget").value_or(std::to_string(sys.default_budget));
    const auto budget = to_int(budget_text);
    // A system without points (Basic Impetus) keeps budget 0: its armies are sized by units.
    if (!budget || *budget < 0 || (*budget == 0 && sys.counts_points))
        return usage_error(ctx, refused_number(ctx, "--budget", budget_text, "budget_positive"));
    const auto commands = to_int(args.value("commands").value_or(std::to_string(sys.commands_min)));
    if (!commands || *commands < 0 || *commands > kMaxCommands) return usage_message(ctx, "commands_range");
    std::error_code ec;
    if (std::filesystem::exists(*file, ec)) return usage_message(ctx, "file_exists", {{"file", *file}});

    Roster r;
    r.system = sys.id;
    r.list = list->id;
    r.data_version = list->data_version;
    r.budget = *budget;
    r.name = args.value("name").value_or(list->name);
    r.player = args.value("player").value_or("");
    r.created = today();
    if (auto y = args.value("year")) {
        r.year = to_int(*y);
        if (!r.year) return usage_error(ctx, refused_number(ctx, "--year", *y, "year_number"));
    }
    RosterEditor ed(r);
    for (int i = 0; i < *commands; ++i) ed.add_command();
    OpenRoster o;
    o.list = list;
    o.system = &sys;
    const platform::FileStamp none;  // a file made meanwhile is not replaced
    return save_and_report(ctx, o, ed.roster(), *file, &none);
}

int cmd_add(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {"profile", "option", "command", "figures"});
    args.allow({"profile", "option", "command", "figures"}, {"option"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().size() != 2) return usage_message(ctx, "add_needs_entry");
    const std::string& file = args.positional()[0];
    OpenRoster r;
    Held held;
    int status = 0;
    if (!open_for_edit(ctx, file, r, held, status)) return status;
    const Profile* p = find_entry(*r.list, args.positional()[1]);
    if (!p) return usage_message(ctx, "no_entry", {{"entry", args.positional()[1]}, {"list", r.list->name}, {"id", r.list->id}});
    if (auto alt = args.value("profile")) {
        const Group* g = r.list->group_of(p->id);
        const Profile* chosen = r.list->profile(*alt);
        if (!chosen || r.list->group_of(chosen->id) != g)
            return usage_message(ctx, "not_alternative", {{"profile", *alt}, {"entry", g->id}});
        p = chosen;
    }
    RosterUnit u;
    u.profile = p->id;
    for (const auto& id : args.values("option")) {
        const Option* o = find_option(*r.list, id);
        if (!o) return usage_message(ctx, "no_option", {{"option", id}, {"list", r.list->name}});
        u.options.push_back(o->id);
    }
    if (auto f = args.value("figures")) {
        u.figures = to_int(*f);
        if (!u.figures || *u.figures < 0) return usage_error(ctx, refused_number(ctx, "--figures", *f, "figures_number"));
    }
    int command = r.roster.commands.empty() ? -1 : 0;
    if (auto c = args.value("command")) {
        auto n = to_int(*c);
        if (!n || *n < 0 || *n > static_cast<int>(r.roster.commands.size()))
            return usage_message(ctx, "command_range", {{"max", static_cast<std::int64_t>(r.roster.commands.size())}});
        command = *n - 1;
    }
    RosterEditor ed(r.roster);
    const UnitRef ref = ed.add_unit(command, u);
    return save_and_report(ctx, r, ed.roster(), file, &held.read,
                           ctx.messages.get("cli", "added", {{"unit", p->name}, {"place", unit_path(ref.command, ref.index)}}));
}

int cmd_remove(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {});
    args.allow({});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().size() != 2) return usage_message(ctx, "remove_needs_unit");
    const std::string& file = args.positional()[0];
    OpenRoster r;
    Held held;
    int status = 0;
    if (!open_for_edit(ctx, file, r, held, status)) return status;
    auto ref = parse_unit(args.positional()[1]);
    RosterEditor ed(r.roster);
    try {
        if (!ref) throw std::out_of_range("bad unit");
        ed.remove_unit(*ref);
    } catch (const std::out_of_range&) { return usage_message(ctx, "no_unit", {{"unit", args.positional()[1]}}); }
    return save_and_report(ctx, r, ed.roster(), file, &held.read);
}

namespace {

/// The purchase options of `muster set` that the installed systems declare: --NAME COUNT, or --NAME and
/// --no-NAME for what is bought once.
struct PurchaseAliases {
    std::set<std::string> valued;
    std::set<std::string> flags;
};

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

}  // namespace

void print_set_purchases(const xml::Library& library, const i18n::Messages& messages, std::ostream& os) {
    os << '\n' << messages.get("cli", "help_set_purchases") << '\n';
    for (const auto& sys : library.systems())
        for (const auto& p : sys.purchases)
            if (!p.cli.empty())
                os << messages.get("cli", "help_set_purchase",
                                   {{"cli", p.cli},
                                    {"once", std::string(p.max == 1 ? "yes" : "no")},
                                    {"purchase", p.name},
                                    {"system", sys.name}})
                   << '\n';
}

int cmd_set(Context& ctx, const std::vector<std::string>& argv) {
    const PurchaseAliases aliases = purchase_aliases(ctx.library);
    std::set<std::string> valued = {
        "general", "c-in-c",   "sc",          "budget",    "year",    "name",         "player",         "purchase", "rule",
        "no-rule", "move",     "option",      "no-option", "profile", "add-command",  "remove-command", "attach",   "detach",
        "figures", "add-unit", "remove-unit", "duplicate", "label",   "command-name", "general-name"};
    valued.insert(aliases.valued.begin(), aliases.valued.end());
    Args args(argv, valued);
    std::set<std::string> known = valued;
    known.insert(aliases.flags.begin(), aliases.flags.end());
    args.allow(known, {"general", "purchase", "rule", "no-rule", "attach", "detach", "move", "option", "no-option", "profile",
                       "figures", "add-unit", "remove-unit", "duplicate", "label", "command-name", "general-name"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().empty()) return usage_message(ctx, "set_needs_changes");
    const std::string& file = args.positional()[0];
    OpenRoster r;
    Held held;
    int status = 0;
    if (!open_for_edit(ctx, file, r, held, status)) return status;
    const GameSystem& sys = *r.system;
    RosterEditor ed(r.roster);
    auto say = [&](const char* key, const std::vector<std::pair<std::string, Arg>>& a = {}) {
        return ctx.messages.get("usage", key, a);
    };

    // Each handler applies one change and returns what is wrong with it, or "" (changes apply in the order given).
    auto command_index = [&](const std::string& text, std::string& problem) -> std::optional<int> {
        const int n = static_cast<int>(ed.roster().commands.size());
        auto c = to_int(text);
        if (c && *c >= 1 && *c <= n) return *c - 1;
        problem = say("no_command", {{"command", text}, {"count", static_cast<std::int64_t>(n)}});
        return std::nullopt;
    };
    auto unit_ref = [&](const std::string& text, std::string& problem) -> std::optional<UnitRef> {
        auto ref = parse_unit(text);
        try {
            if (ref) ed.unit(*ref);
            else problem = say("no_unit", {{"unit", text}});
        } catch (const std::out_of_range&) {
            problem = say("no_unit", {{"unit", text}});
            ref.reset();
        }
        return ref;
    };
    auto purchase = [&](const std::string& id, const std::string& count) -> std::string {
        if (!sys.purchase(id)) return say("no_purchase", {{"purchase", id}, {"system", sys.name}});
        auto n = to_int(count);
        if (!n) return refused_number(ctx, "--purchase", count, "purchase_count");
        if (*n < 0) return say("count_not_negative", {{"option", "--purchase " + id}});
        ed.set_purchase(id, *n);
        return {};
    };
    /// "C=VALUE" or "C/N=VALUE": the part before '=' and after it; false without '='.
    auto split = [](const std::string& v, std::string& left, std::string& right) {
        const auto eq = v.find('=');
        if (eq == std::string::npos) return false;
        left = v.substr(0, eq);
        right = v.substr(eq + 1);
        return true;
    };

    auto apply = [&](const std::string& name, const std::string& v) -> std::string {
        std::string problem, left, right;
        if (name == "general") {
            if (!split(v, left, right)) return say("general_syntax");
            auto c = command_index(left, problem);
            if (!c) return problem;
            if (!sys.quality(right)) return say("no_quality", {{"quality", right}});
            ed.set_general(*c, right);
        } else if (name == "c-in-c") {
            if (auto c = command_index(v, problem)) ed.set_c_in_c(*c);
        } else if (name == "sc") {
            if (!sys.command_structure(v)) return say("no_sc_level", {{"level", v}});
            ed.set_command_structure(v);
        } else if (name == "budget") {
            auto n = to_int(v);
            if (!n || *n <= 0) return refused_number(ctx, "--budget", v, "budget_positive");
            ed.set_budget(*n);
        } else if (name == "year") {
            if (v == "none") ed.set_year(std::nullopt);
            else if (auto n = to_int(v)) ed.set_year(*n);
            else return refused_number(ctx, "--year", v, "year_or_none");
        } else if (name == "name") {
            ed.set_name(v);
        } else if (name == "player") {
            ed.set_player(v);
        } else if (name == "purchase") {
            if (!split(v, left, right)) return say("purchase_syntax");
            return purchase(left, right);
        } else if (name == "rule" || name == "no-rule") {
            if (name == "rule" && !sys.optional_rule(v)) return say("no_optional_rule", {{"rule", v}});
            ed.set_optional_rule(v, name == "rule");
        } else if (name == "add-command") {
            const int now = static_cast<int>(ed.roster().commands.size());
            auto n = to_int(v);
            if (!n || *n < 0 || now + *n > kMaxCommands)
                return say("add_command_range", {{"max", static_cast<std::int64_t>(kMaxCommands)}});
            for (int i = 0; i < *n; ++i) ed.add_command();
        } else if (name == "remove-command") {
            if (auto c = command_index(v, problem)) ed.remove_command(*c);
        } else if (name == "attach" || name == "detach") {
            if (auto ref = unit_ref(v, problem)) ed.attach_general(*ref, name == "attach");
        } else if (name == "remove-unit") {
            if (auto ref = unit_ref(v, problem)) ed.remove_unit(*ref);
        } else if (name == "duplicate") {
            if (auto ref = unit_ref(v, problem)) ed.duplicate_unit(*ref);
        } else if (name == "command-name") {
            // --command-name C=TEXT (empty: the command's default name)
            if (!split(v, left, right)) return say("command_value_syntax", {{"option", std::string("--command-name")}});
            if (auto c = command_index(left, problem)) ed.set_command_name(*c, right);
        } else if (name == "general-name") {
            // --general-name C=TEXT (empty: no name)
            if (!split(v, left, right)) return say("command_value_syntax", {{"option", std::string("--general-name")}});
            if (auto c = command_index(left, problem)) ed.set_general_name(*c, right);
        } else if (name == "add-unit") {
            // --add-unit C=ENTRY: a unit of the list into command C (u: unassigned)
            if (!split(v, left, right)) return say("unit_value_syntax", {{"option", std::string("--add-unit")}});
            const Profile* p = find_entry(*r.list, right);
            if (!p) return say("no_entry", {{"entry", right}, {"list", r.list->name}, {"id", r.list->id}});
            RosterUnit u;
            u.profile = p->id;
            if (left == "u") ed.add_unit(-1, u);
            else if (auto c = command_index(left, problem)) ed.add_unit(*c, u);
        } else if (aliases.valued.count(name) || aliases.flags.count(name)) {
            const bool off = name.rfind("no-", 0) == 0 && aliases.flags.count(name.substr(3));
            const std::string alias = off ? name.substr(3) : name;
            const Purchase* p = nullptr;
            for (const auto& candidate : sys.purchases)
                if (candidate.cli == alias) p = &candidate;
            if (!p) return say("no_purchase", {{"purchase", alias}, {"system", sys.name}});
            return purchase(p->id, aliases.flags.count(name) ? (off ? "0" : "1") : v);
        } else {
            // Unit edits: --option UNIT=OPTION, --no-option UNIT=OPTION, --profile UNIT=PROFILE, --figures UNIT=N, --move UNIT=C.
            if (!split(v, left, right)) return say("unit_value_syntax", {{"option", "--" + name}});
            auto ref = unit_ref(left, problem);
            if (!ref) return problem;
            if (name == "option") {
                const Option* o = find_option(*r.list, right);
                if (!o) return say("no_option", {{"option", right}, {"list", r.list->name}});
                ed.set_option(*ref, o->id, true);
            } else if (name == "no-option") {
                const Option* o = find_option(*r.list, right);
                ed.set_option(*ref, o ? o->id : right, false);
            } else if (name == "profile") {
                const Profile* p = r.list->profile(right);
                if (!p || r.list->group_of(p->id) != r.list->group_of(ed.unit(*ref).profile))
                    return say("not_alternative_of_unit", {{"profile", right}});
                ed.set_profile(*ref, right);
            } else if (name == "figures") {
                if (right == "none") ed.set_figures(*ref, std::nullopt);
                else if (auto n = to_int(right); n && *n >= 0) ed.set_figures(*ref, *n);
                else return refused_number(ctx, "--figures", right, "figures_number");
            } else if (name == "label") {
                ed.set_label(*ref, right);
            } else if (name == "move") {
                if (right == "u") ed.move_unit(*ref, -1);
                else if (auto c = command_index(right, problem)) ed.move_unit(*ref, *c);
            }
        }
        return problem;
    };

    for (const auto& [name, value] : args.ordered())
        if (const std::string problem = apply(name, value.value_or("")); !problem.empty()) return usage_error(ctx, problem);
    if (!ed.can_undo()) return usage_message(ctx, "nothing_to_change");
    return save_and_report(ctx, r, ed.roster(), file, &held.read);
}

}  // namespace muster::cli
