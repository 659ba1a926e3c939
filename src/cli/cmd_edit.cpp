// SPDX-License-Identifier: GPL-3.0-or-later
// Scriptable building: `muster new`, `add`, `set`, `remove`. Each edit goes through the same
// RosterEditor as the desktop window, saves atomically and prints the new total and verdict.
#include <chrono>
#include <ctime>
#include <memory>
#include <ostream>

#include "cli/args.h"
#include "cli/context.h"
#include "core/editor.h"
#include "core/number.h"
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

/// What an edit holds from reading to saving: a lock against other edits, and what the file was when read.
struct Held {
    std::unique_ptr<platform::FileLock> lock;
    platform::FileStamp read;
};

/// Saves an edit; `announce` (what was done) is said only once the roster is on disk.
int save_and_report(Context& ctx, const OpenRoster& r, Roster roster, const std::string& file, const platform::FileStamp* read,
                    const std::string& announce = {}) {
    roster.file = file;
    try {
        xml::save_roster(roster, file, read);
    } catch (const std::exception& e) {
        return operation_failed(ctx, e);
    }
    if (!announce.empty()) ctx.out << announce << '\n';
    const Verdict v = check(roster, *r.list, *r.system);
    for (const auto& d : v.diagnostics)
        if (d.severity != Severity::Note) print_diagnostic(ctx, d, ctx.out);
    ctx.out << file << ": " << verdict_text(ctx, roster, r, v, v.diagnostics) << '\n';
    return kLegal;
}

/// Opens the roster to edit, locked until saved; prints why not and returns false when it cannot be.
bool open_for_edit(Context& ctx, const std::string& file, OpenRoster& r, Held& held, int& status) {
    try {
        held.lock = std::make_unique<platform::FileLock>(file);
    } catch (const std::exception& e) {
        status = operation_failed(ctx, e);
        return false;
    }
    held.read = platform::stamp(platform::link_target(file));
    r = open_roster(ctx, file);
    for (const auto& d : r.problems) print_diagnostic(ctx, d, ctx.err);
    if (!r.list || has_errors(r.problems)) {
        status = kUnreadable;
        return false;
    }
    return true;
}

/// Why a typed number is refused: the range Muster reads when it lies beyond it, else the message `key`.
std::string refused_number(const Context& ctx, const char* option, const std::string& text, const char* key,
                           const std::vector<std::pair<std::string, Arg>>& args = {}) {
    if (is_whole_number(text) && !to_int(text))
        return ctx.messages.get("usage", "number_range", {{"option", std::string(option)}, {"value", text},
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

/// "2/3" (command 2, unit 3), "u/1" (first unassigned unit).
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

}  // namespace

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
    if (!budget || *budget < 0 || (*budget == 0 && sys.counts_points)) return usage_error(ctx, refused_number(ctx, "--budget", budget_text, "budget_positive"));
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
    } catch (const std::out_of_range&) {
        return usage_message(ctx, "no_unit", {{"unit", args.positional()[1]}});
    }
    return save_and_report(ctx, r, ed.roster(), file, &held.read);
}

int cmd_set(Context& ctx, const std::vector<std::string>& argv) {
    const std::set<std::string> valued = {"general", "c-in-c", "sc", "budget", "year", "name", "purchase", "rule", "no-rule",
                                          "exploration-dice", "rolls-of-destiny", "move", "option", "no-option", "profile",
                                          "add-command", "remove-command", "attach", "detach", "figures", "player"};
    Args args(argv, valued);
    std::set<std::string> known = valued;
    known.insert({"baggage", "no-baggage", "prostitutes", "no-prostitutes"});
    args.allow(known, {"general", "purchase", "rule", "no-rule", "attach", "detach", "move", "option", "no-option", "profile", "figures"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().empty()) return usage_message(ctx, "set_needs_changes");
    const std::string& file = args.positional()[0];
    OpenRoster r;
    Held held;
    int status = 0;
    if (!open_for_edit(ctx, file, r, held, status)) return status;
    const GameSystem& sys = *r.system;
    RosterEditor ed(r.roster);
    auto say = [&](const char* key, const std::vector<std::pair<std::string, Arg>>& a = {}) { return ctx.messages.get("usage", key, a); };

    auto command_index = [&](const std::string& text) -> std::optional<int> {
        auto n = to_int(text);
        if (!n || *n < 1 || *n > static_cast<int>(ed.roster().commands.size())) return std::nullopt;
        return *n - 1;
    };
    auto purchase = [&](const std::string& id, const std::string& count) -> std::string {
        if (!sys.purchase(id)) return say("no_purchase", {{"purchase", id}, {"system", sys.name}});
        auto n = to_int(count);
        if (!n) return refused_number(ctx, "--purchase", count, "purchase_count");
        if (*n < 0) return say("count_not_negative", {{"option", "--purchase " + id}});
        ed.set_purchase(id, *n);
        return {};
    };

    std::string problem;
    for (const auto& g : args.values("general")) {
        // COMMAND=QUALITY, e.g. --general 1=reliable
        const auto eq = g.find('=');
        auto c = command_index(g.substr(0, eq));
        if (eq == std::string::npos || !c) { problem = say("general_syntax"); break; }
        if (!sys.quality(g.substr(eq + 1))) { problem = say("no_quality", {{"quality", g.substr(eq + 1)}}); break; }
        ed.set_general(*c, g.substr(eq + 1));
    }
    if (auto c = args.value("c-in-c")) {
        if (auto i = command_index(*c)) ed.set_c_in_c(*i);
        else problem = say("c_in_c_number");
    }
    if (auto sc = args.value("sc")) {
        if (sys.command_structure(*sc)) ed.set_command_structure(*sc);
        else problem = say("no_sc_level", {{"level", *sc}});
    }
    if (auto b = args.value("budget")) {
        auto n = to_int(*b);
        if (n && *n > 0) ed.set_budget(*n);
        else problem = refused_number(ctx, "--budget", *b, "budget_positive");
    }
    if (auto y = args.value("year")) {
        if (*y == "none") ed.set_year(std::nullopt);
        else if (auto n = to_int(*y)) ed.set_year(*n);
        else problem = refused_number(ctx, "--year", *y, "year_or_none");
    }
    if (auto n = args.value("name")) ed.set_name(*n);
    if (auto p = args.value("player")) ed.set_player(*p);
    for (const auto& p : args.values("purchase")) {
        const auto eq = p.find('=');
        if (eq == std::string::npos) { problem = say("purchase_syntax"); break; }
        if (auto e = purchase(p.substr(0, eq), p.substr(eq + 1)); !e.empty()) problem = e;
    }
    if (auto n = args.value("exploration-dice")) if (auto e = purchase("exploration_dice", *n); !e.empty()) problem = e;
    if (auto n = args.value("rolls-of-destiny")) if (auto e = purchase("rolls_of_destiny", *n); !e.empty()) problem = e;
    if (args.flag("baggage")) problem = purchase("baggage_fortification", "1").empty() ? problem : say("no_purchase", {{"purchase", "baggage_fortification"}, {"system", sys.name}});
    if (args.flag("no-baggage")) ed.set_purchase("baggage_fortification", 0);
    if (args.flag("prostitutes")) problem = purchase("prostitutes", "1").empty() ? problem : say("no_purchase", {{"purchase", "prostitutes"}, {"system", sys.name}});
    if (args.flag("no-prostitutes")) ed.set_purchase("prostitutes", 0);
    for (const auto& rule : args.values("rule")) {
        if (sys.optional_rule(rule)) ed.set_optional_rule(rule, true);
        else problem = say("no_optional_rule", {{"rule", rule}});
    }
    for (const auto& rule : args.values("no-rule")) ed.set_optional_rule(rule, false);
    if (auto n = args.value("add-command")) {
        const int now = static_cast<int>(ed.roster().commands.size());
        if (auto k = to_int(*n); k && *k >= 0 && now + *k <= kMaxCommands)
            for (int i = 0; i < *k; ++i) ed.add_command();
        else problem = say("add_command_range", {{"max", static_cast<std::int64_t>(kMaxCommands)}});
    }
    if (auto c = args.value("remove-command")) {
        if (auto i = command_index(*c)) ed.remove_command(*i);
        else problem = say("remove_command_number");
    }
    // --attach UNIT: the general of the unit's command joins it (systems whose generals join a unit).
    for (const char* name : {"attach", "detach"}) {
        for (const auto& v : args.values(name)) {
            auto ref = parse_unit(v);
            try {
                if (!ref) throw std::out_of_range(v);
                ed.attach_general(*ref, std::string(name) == "attach");
            } catch (const std::out_of_range&) {
                problem = say("attach_syntax", {{"option", std::string("--") + name}});
            }
        }
    }
    // Unit edits: --move UNIT=COMMAND, --option UNIT=OPTION, --no-option UNIT=OPTION, --profile UNIT=PROFILE.
    auto unit_edit = [&](const char* name, auto apply) {
        for (const auto& v : args.values(name)) {
            const auto eq = v.find('=');
            auto ref = eq == std::string::npos ? std::nullopt : parse_unit(v.substr(0, eq));
            if (!ref) { problem = say("unit_value_syntax", {{"option", std::string("--") + name}}); return; }
            try {
                ed.unit(*ref);
                apply(*ref, v.substr(eq + 1));
            } catch (const std::out_of_range&) {
                problem = say("no_unit", {{"unit", v.substr(0, eq)}});
            }
        }
    };
    unit_edit("option", [&](UnitRef ref, const std::string& id) {
        if (const Option* o = find_option(*r.list, id)) ed.set_option(ref, o->id, true);
        else problem = say("no_option", {{"option", id}, {"list", r.list->name}});
    });
    unit_edit("no-option", [&](UnitRef ref, const std::string& id) {
        const Option* o = find_option(*r.list, id);
        ed.set_option(ref, o ? o->id : id, false);
    });
    unit_edit("profile", [&](UnitRef ref, const std::string& id) {
        const Profile* p = r.list->profile(id);
        if (p && r.list->group_of(p->id) == r.list->group_of(ed.unit(ref).profile)) ed.set_profile(ref, id);
        else problem = say("not_alternative_of_unit", {{"profile", id}});
    });
    unit_edit("figures", [&](UnitRef ref, const std::string& count) {
        if (count == "none") ed.set_figures(ref, std::nullopt);
        else if (auto n = to_int(count); n && *n >= 0) ed.set_figures(ref, *n);
        else problem = refused_number(ctx, "--figures", count, "figures_number");
    });
    unit_edit("move", [&](UnitRef ref, const std::string& to) {
        if (to == "u") ed.move_unit(ref, -1);
        else if (auto c = command_index(to)) ed.move_unit(ref, *c);
        else problem = say("move_syntax");
    });
    if (!problem.empty()) return usage_error(ctx, problem);
    if (!ed.can_undo()) return usage_message(ctx, "nothing_to_change");
    return save_and_report(ctx, r, ed.roster(), file, &held.read);
}

}  // namespace muster::cli
