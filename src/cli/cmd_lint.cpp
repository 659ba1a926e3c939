// SPDX-License-Identifier: GPL-3.0-or-later
// `muster lint [PATH]` for list authors: loader checks, schema validity and checks of the data's sense.
#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <map>
#include <regex>
#include <sstream>

#include "cli/args.h"
#include "cli/context.h"
#include "xml/load.h"

namespace muster::cli {
namespace {

namespace fs = std::filesystem;

std::string root_element(const fs::path& file) {
    std::ifstream in(file);
    std::string text((std::istreambuf_iterator<char>(in)), {});
    static const std::regex root(R"(<([A-Za-z][\w-]*)[\s>])");
    for (std::sregex_iterator it(text.begin(), text.end(), root), end; it != end; ++it)
        if ((*it)[1] != "xml") return (*it)[1];
    return {};
}

/// The game system an army list names (<army-list system="...">), before the list is loaded.
std::string list_system(const fs::path& file) {
    std::ifstream in(file);
    std::string text((std::istreambuf_iterator<char>(in)), {});
    static const std::regex attr(R"(<army-list\b[^>]*\ssystem\s*=\s*["']([^"']*)["'])");
    std::smatch m;
    return std::regex_search(text, m, attr) ? std::string(m[1]) : std::string();
}

std::string quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

/// Schema validation through xmllint (libxml2), whose messages already name file and line.
void check_schema(const Context& ctx, const fs::path& file, const std::string& root, Diagnostics& out) {
    static const std::map<std::string, std::string> schemas = {
        {"system", "system.xsd"}, {"army-list", "armylist.xsd"}, {"roster", "roster.xsd"}, {"template", "template.xsd"}, {"event", "tournament.xsd"}};
    auto it = schemas.find(root);
    if (it == schemas.end()) return;
    const fs::path xsd = ctx.data_dir / "schema" / it->second;
    if (!fs::exists(xsd)) return;
    const std::string cmd = "xmllint --noout --nonet --schema " + quote(xsd.string()) + " " + quote(file.string()) + " 2>&1";
    FILE* p = ::popen(cmd.c_str(), "r");
    if (!p) return;
    std::string output;
    std::array<char, 4096> buf{};
    while (std::fgets(buf.data(), buf.size(), p)) output += buf.data();
    const int status = ::pclose(p);
    if (status == 0) return;
    static const std::regex line(R"(^(.*?):(\d+): (.*)$)");
    std::istringstream lines(output);
    for (std::string l; std::getline(lines, l);) {
        std::smatch m;
        if (!std::regex_match(l, m, line) || l.find("validates") != std::string::npos) continue;
        Diagnostic d;
        d.code = "schema_invalid";
        d.where.file = file.string();
        d.where.line = std::stoi(m[2]);
        d.arg("schema", it->second).arg("problem", std::string(m[3]));
        out.push_back(std::move(d));
    }
}

/// What the loader cannot see: options with no unit, unreachable profiles, minimums that never fit.
void check_sense(const ArmyList& list, const GameSystem& sys, Diagnostics& out) {
    auto at = [&](int line, const char* code) -> Diagnostic& {
        Diagnostic d;
        d.code = code;
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
        int low = 1 << 30;
        for (const auto& p : g.profiles) low = std::min(low, p.cost);
        if (!g.profiles.empty()) cheapest += g.min * low;
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
    const std::vector<std::string> roots = args.positional().empty() ? std::vector<std::string>{(ctx.data_dir / "lists").string()} : args.positional();
    for (const auto& r : roots) {
        std::error_code ec;
        if (fs::is_directory(r, ec)) {
            for (const auto& e : fs::recursive_directory_iterator(r, ec))
                if (e.path().extension() == ".xml" || e.path().extension() == ".muster") files.push_back(e.path());
        } else if (fs::exists(r, ec)) {
            files.push_back(r);
        } else {
            return usage_message(ctx, "no_path", {{"path", r}});
        }
    }
    std::sort(files.begin(), files.end());

    Diagnostics all;
    for (const auto& f : files) {
        Diagnostics found;
        const std::string root = root_element(f);
        if (root == "system") {
            xml::load_system(f, found);
        } else if (root == "army-list") {
            // Lists are checked against the system beside them, else the installed one of that id.
            Diagnostics sys_found;
            auto sys = xml::load_system(f.parent_path() / "system.xml", sys_found);
            const GameSystem* system = sys ? &*sys : ctx.library.system(list_system(f));
            auto list = xml::load_army_list(f, system, found);
            if (list && system && !has_errors(found)) check_sense(*list, *system, found);
        } else if (root == "roster") {
            OpenRoster r = open_roster(ctx, f);
            found = r.problems;
        } else if (f.extension() == ".muster" || root.empty()) {
            xml::load_roster(f, found);
        }
        check_schema(ctx, f, root, found);
        all.insert(all.end(), found.begin(), found.end());
    }
    sort_diagnostics(all);
    for (const auto& d : all) print_diagnostic(ctx, d, ctx.out);
    ctx.out << ctx.messages.get("cli", "lint_total", {{"files", static_cast<std::int64_t>(files.size())},
                                                      {"errors", static_cast<std::int64_t>(count(all, Severity::Error))},
                                                      {"warnings", static_cast<std::int64_t>(count(all, Severity::Warning))}})
            << '\n';
    return has_errors(all) ? kIllegal : kLegal;
}

}  // namespace muster::cli
