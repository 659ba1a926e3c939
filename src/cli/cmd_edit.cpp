// SPDX-License-Identifier: GPL-3.0-or-later
// Scriptable building: `muster new`, `add`, `set`, `remove`. Each edit goes through the same
// RosterEditor as the desktop window, saves atomically and prints the new total and verdict.
#include <chrono>
#include <ctime>
#include <memory>
#include <ostream>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/edit_args.h"
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

std::string refused_number(const Context& ctx, const char* option, const std::string& text, const char* key,
                           const std::vector<std::pair<std::string, Arg>>& args) {
    if (is_whole_number(text) && !to_int(text))
        return ctx.messages.get("usage", "number_range",
                                {{"option", std::string(option)},
                                 {"value", text},
                                 {"min", static_cast<std::int64_t>(number::kMin)},
                                 {"max", static_cast<std::int64_t>(number::kMax)}});
    return ctx.messages.get("usage", key, args);
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
    std::set<std::string> valued = set_options();
    valued.insert(aliases.valued.begin(), aliases.valued.end());
    Args args(argv, valued);
    std::set<std::string> known = valued;
    known.insert(aliases.flags.begin(), aliases.flags.end());
    args.allow(known, repeatable_set_options());
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().empty()) return usage_message(ctx, "set_needs_changes");
    const std::string& file = args.positional()[0];
    OpenRoster r;
    Held held;
    int status = 0;
    if (!open_for_edit(ctx, file, r, held, status)) return status;
    RosterEditor ed(r.roster);
    // Each option is read against the roster the options before it left (changes apply in the order given).
    const SetScope scope{ctx, ed.roster(), *r.list, *r.system, aliases};
    for (const auto& [name, value] : args.ordered()) {
        Edits edits;
        if (const std::string problem = parse_set_option(scope, name, value.value_or(""), edits); !problem.empty())
            return usage_error(ctx, problem);
        if (!edits.empty()) apply(ed, edits, step_name(edits.front()));
    }
    if (!ed.can_undo()) return usage_message(ctx, "nothing_to_change");
    return save_and_report(ctx, r, ed.roster(), file, &held.read);
}

}  // namespace muster::cli
