// SPDX-License-Identifier: GPL-3.0-or-later
// `muster lint [PATH]` for list authors and organisers: loader checks, schema validity, checks of the data's
// sense and of an event pack's ids.
#include <algorithm>
#include <filesystem>
#include <ostream>
#include <map>
#include <set>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/text.h"
#include "core/model/number.h"
#include "xml/lint_event.h"
#include "xml/load.h"
#include "xml/schema.h"

namespace muster::cli {
namespace {

namespace fs = std::filesystem;

/// Schema validation in process (xml/schema.h), whose findings name file and line.
void check_schema(const Context& ctx, const fs::path& file, const std::string& root, Diagnostics& out) {
    static const std::map<std::string, std::string> schemas = {{"system", "system.xsd"},
                                                               {"army-list", "armylist.xsd"},
                                                               {"roster", "roster.xsd"},
                                                               {"template", "template.xsd"},
                                                               {"event", "tournament.xsd"}};
    auto it = schemas.find(root);
    if (it == schemas.end()) return;
    const fs::path xsd = ctx.data_dir / "schema" / it->second;
    if (fs::exists(xsd)) xml::validate_schema(file, xsd, out);
}

/// Findings that mean a file could not be read at all: lint then exits as check does (3).
bool unreadable(const Diagnostics& found) {
    static const std::set<std::string> codes = {"file_unreadable", "file_too_large", "not_regular_file", "invalid_encoding",
                                                "xml_malformed",   "xml_too_deep",   "file_over_limit"};
    return std::any_of(found.begin(), found.end(), [](const Diagnostic& d) { return codes.count(d.code) > 0; });
}

/// What the loader cannot see: options with no unit, unreachable profiles, minimums that never fit.
void check_sense(const ArmyList& list, const GameSystem& sys, Diagnostics& out) {
    auto at = [&](int line, Code code) -> Diagnostic& {
        Diagnostic d(code);
        d.where.file = list.file;
        d.where.line = line;
        out.push_back(std::move(d));
        return out.back();
    };
    for (const auto& o : list.options)
        if (o.targets.empty()) at(o.line, "option_targets_nothing").arg("option", o.id);
    int cheapest = 0;
    for (const auto& g : list.groups) {
        if (g.max == 0)
            for (const auto& p : g.profiles) at(p.line, "profile_unreachable").arg("profile", p.id);
        int low = number::kMax;
        for (const auto& p : g.profiles) low = std::min(low, p.cost);
        if (!g.profiles.empty()) cheapest = number::add(cheapest, number::multiply(g.min, low));
    }
    const int budget = sys.default_budget;
    if (budget > 0 && cheapest > budget) at(0, "minimums_exceed_budget").arg("points", cheapest).arg("budget", budget);
}

}  // namespace

int cmd_lint(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {});
    args.allow({});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    std::vector<fs::path> files;
    const std::vector<std::string> roots =
        args.positional().empty() ? std::vector<std::string>{(ctx.data_dir / "lists").string()} : args.positional();
    for (const auto& r : roots) {
        std::error_code ec;
        if (fs::is_directory(r, ec)) {
            for (const auto& e : fs::recursive_directory_iterator(r, ec))
                if (e.path().extension() == ".xml" || e.path().extension() == ".muster") files.push_back(e.path());
        } else if (fs::exists(r, ec)) {
            files.push_back(r);
        } else {
            // A file that is not there cannot be read: 3, as for `check` and every other command.
            ctx.err << "muster: " << terminal_safe(ctx.messages.get("usage", "no_path", {{"path", r}})) << '\n';
            return kUnreadable;
        }
    }
    std::sort(files.begin(), files.end());

    Diagnostics all;
    bool any_unreadable = false;
    for (const auto& f : files) {
        Diagnostics found;
        const xml::FileKind kind = xml::peek_file(f, found);
        const std::string& root = kind.root;
        if (root.empty()) {
            // Unreadable or not XML: `found` says why; nothing more to check.
        } else if (root == "system") {
            xml::load_system(f, found);
        } else if (root == "army-list") {
            // Lists are checked against the system beside them, else the installed one of that id.
            Diagnostics sys_found;
            auto sys = xml::load_system(f.parent_path() / "system.xml", sys_found);
            const GameSystem* system = sys ? &*sys : ctx.library.system(kind.system);
            auto list = xml::load_army_list(f, system, found);
            if (list && system && !has_errors(found)) check_sense(*list, *system, found);
        } else if (root == "event") {
            // A pack's ids against the installed data: a misspelt one would make its rule check nothing.
            if (xml::load_event(f, found) && !has_errors(found)) xml::lint_event_ids(f, ctx.library, found);
        } else if (root == "roster") {
            OpenRoster r = ctx.library.open_roster(f);
            found = r.problems;
        } else if (f.extension() == ".muster") {
            xml::load_roster(f, found);
        }
        check_schema(ctx, f, root, found);
        any_unreadable = any_unreadable || unreadable(found);
        all.insert(all.end(), found.begin(), found.end());
    }
    sort_diagnostics(all);
    for (const auto& d : all) print_diagnostic(ctx, d, ctx.out);
    ctx.out << ctx.messages.get("cli", "lint_total",
                                {{"files", static_cast<std::int64_t>(files.size())},
                                 {"errors", static_cast<std::int64_t>(count(all, Severity::Error))},
                                 {"warnings", static_cast<std::int64_t>(count(all, Severity::Warning))}})
            << '\n';
    return any_unreadable ? kUnreadable : has_errors(all) ? kIllegal : kLegal;
}

}  // namespace muster::cli
