// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks (not tests): `muster-bench validate [N]` times check() on the largest example roster;
// `muster-bench fixes [N]` times all the fix-its of an illegal variant of each example;
// `muster-bench advisor` times `muster fix` and `muster complete` beside a brute-force search;
// `muster-bench generate DIR N` writes N varied rosters for the batch comparison in run.sh;
// `muster-bench import DATA TEXTS N` times reading typed lists (exports and the hand-typed corpus).
#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <memory>
#include <random>
#include <string>

#include "advisor_brute.h"
#include "core/advisor/advisor.h"
#include "core/rules/fixes.h"
#include "core/rules/validate.h"
#include "text/import.h"
#include "text/import_words.h"
#include "xml/library.h"
#include "xml/load.h"

using namespace muster;
namespace fs = std::filesystem;

namespace {

std::vector<Roster> examples(const xml::Library& lib) {
    std::vector<Roster> out;
    for (const auto& e : fs::directory_iterator(fs::path(MUSTER_SOURCE_DIR) / "lists" / "examples")) {
        Diagnostics d;
        if (auto r = xml::load_roster(e.path(), d); r && lib.list(r->list)) out.push_back(*r);
    }
    std::sort(out.begin(), out.end(), [](const Roster& a, const Roster& b) { return a.unit_count() > b.unit_count(); });
    return out;
}

int validate(const xml::Library& lib, int n) {
    const Roster r = examples(lib).front();
    const ArmyList& list = *lib.list(r.list);
    const GameSystem& sys = *lib.system(r.system);
    std::size_t findings = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i) findings += check(r, list, sys).diagnostics.size();
    const std::chrono::duration<double, std::micro> took = std::chrono::steady_clock::now() - start;
    std::cout << "validate: " << r.list << " roster of " << r.unit_count() << " units, " << n << " runs, " << took.count() / n
              << " us per validation (" << findings / static_cast<std::size_t>(n) << " findings)\n";
    return 0;
}

/// Every example made illegal (a unit of its first group too many, 40 points less, no Command Structure),
/// then all its fix-its found: the work behind `muster check --format json` and the window's Fix buttons.
int fixes(const xml::Library& lib, int n) {
    double worst = 0, total = 0;
    int runs = 0;
    for (Roster r : examples(lib)) {
        const ArmyList& list = *lib.list(r.list);
        const GameSystem& sys = *lib.system(r.system);
        r.commands.front().units.push_back(r.commands.front().units.front());
        r.budget -= 40;
        r.command_structure.clear();
        std::size_t found = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < n; ++i) {
            const Verdict v = Ruleset{list, sys}.judge(r, {.budget = std::nullopt, .fixes = true});
            for (const auto& d : v.diagnostics) found += d.fixes.size();
        }
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        worst = std::max(worst, took.count() / n);
        total += took.count();
        runs += n;
        std::cout << "fixes: " << r.list << ", " << found / static_cast<std::size_t>(n) << " fixes in " << took.count() / n
                  << " ms\n";
    }
    std::cout << "fixes: " << total / runs << " ms on average, " << worst << " ms at worst per illegal roster\n";
    return 0;
}

double ms_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

/// The illegal rosters of the fix-its benchmark and of the tests' fixtures.
std::vector<Roster> illegal_rosters(const xml::Library& lib) {
    std::vector<Roster> out;
    for (Roster r : examples(lib)) {
        r.commands.front().units.push_back(r.commands.front().units.front());
        r.budget -= 40;
        r.command_structure.clear();
        out.push_back(r);
    }
    for (const char* f :
         {"tests/cli/fixtures/submissions/illegal-swedish.muster", "tests/cli/fixtures/advise/swedish-crowded.muster"}) {
        Diagnostics d;
        if (auto r = xml::load_roster(fs::path(MUSTER_SOURCE_DIR) / f, d)) out.push_back(*r);
    }
    return out;
}

/// Repairs of every illegal roster, then completions of each Baroque example cut to one unit a command
/// (about 200 points) toward its budget; each beside a brute force over every single edit, where that
/// finishes (repairs of up to two edits; completions compared within three additions).
int starts(const xml::Library& lib);

int advisor(const xml::Library& lib) {
    std::vector<double> times, ratios;
    for (const Roster& r : illegal_rosters(lib)) {
        const Ruleset rules{*lib.list(r.list), *lib.system(r.system)};
        auto start = std::chrono::steady_clock::now();
        const AdviceList found = find_repairs(r, rules, 5);
        const double took = ms_since(start);
        times.push_back(took);
        const int edits = found.answers.empty() ? -1 : static_cast<int>(found.answers[0].edits.size());
        std::cout << "fix: " << r.list << ", best of " << edits << " edits, " << found.states << " rosters, " << took << " ms";
        // A brute force must try every roster within one edit fewer before it finds the answer: that much
        // of its work is timed (for answers of two or three edits; beyond, it takes hours).
        if (edits >= 2 && edits <= 3) {
            start = std::chrono::steady_clock::now();
            test::legal_within(r, rules, edits - 1);
            const double brute = ms_since(start);
            ratios.push_back(brute / took);
            std::cout << "; brute force over " << edits - 1 << " edits " << brute << " ms (" << brute / took << " x)";
        }
        std::cout << '\n';
    }
    std::cout << "fix: median " << median(times) << " ms, worst " << *std::max_element(times.begin(), times.end())
              << " ms per roster; brute force median " << median(ratios) << " x slower\n";
    times.clear();
    ratios.clear();
    for (const Roster& example : examples(lib)) {
        if (example.system != "baroque") continue;
        Roster r = example;
        for (auto& c : r.commands) c.units.resize(std::min<std::size_t>(c.units.size(), 1));
        r.purchases.clear();
        const Ruleset rules{*lib.list(r.list), *lib.system(r.system)};
        const int from = rules.check(r).summary.total;
        auto start = std::chrono::steady_clock::now();
        const AdviceList found = find_completions(r, rules, 5);
        const double took = ms_since(start);
        times.push_back(took);
        // The brute force needs a legal start and few additions: the example less its last unit.
        r = example;
        r.commands.back().units.pop_back();
        if (!rules.check(r).legal()) continue;
        start = std::chrono::steady_clock::now();
        const AdviceList three = find_completions(r, rules, 1, {3, 1000000, 600000});
        const double advisor3 = ms_since(start);
        start = std::chrono::steady_clock::now();
        const int brute_best = test::best_total_within(r, rules, 3);
        const double brute = ms_since(start);
        ratios.push_back(brute / advisor3);
        std::cout << "complete: " << r.list << " from " << from << " to " << (found.answers.empty() ? 0 : found.answers[0].points)
                  << " of " << r.budget << " points, top 5 in " << took << " ms; one unit short, within 3 additions "
                  << (three.answers.empty() ? 0 : three.answers[0].points) << " in " << advisor3 << " ms, brute force "
                  << brute_best << " in " << brute << " ms (" << brute / advisor3 << " x)\n";
    }
    std::cout << "complete: median " << median(times) << " ms, worst " << *std::max_element(times.begin(), times.end())
              << " ms for the top 5; brute force median " << median(ratios) << " x slower within 3 additions\n";
    return starts(lib);
}

/// Completions from an empty army of every list (at its system's usual size), from every example cut down
/// to one unit, and from the half-built Swedish army of the issue (153 points): processor time, so a busy
/// machine does not inflate it, with the default limits.
int starts(const xml::Library& lib) {
    std::vector<std::pair<std::string, Roster>> from;
    for (const auto& l : lib.lists()) {
        const GameSystem* sys = lib.system(l.system);
        if (!sys) continue;
        Roster r;
        r.system = l.system;
        r.list = l.id;
        r.data_version = l.data_version;
        r.budget = sys->counts_points ? (sys->default_budget > 0 ? sys->default_budget : 600) : 0;
        from.emplace_back("empty " + l.id, r);
    }
    for (const Roster& example : examples(lib)) {
        Roster r = example;
        r.commands.resize(1);
        r.commands[0].units.resize(std::min<std::size_t>(r.commands[0].units.size(), 1));
        r.unassigned.clear();
        r.purchases.clear();
        from.emplace_back("one unit of " + example.list + " (" + std::to_string(example.unit_count()) + ")", r);
    }
    Roster half;
    half.system = "baroque";
    half.list = "swedish";
    half.budget = 600;
    half.commands.resize(3);
    for (const char* id : {"SW-G1a", "SW-G1a", "SW-G2a"})
        half.commands[0].units.push_back(RosterUnit{id, {}, {}, 0, false, std::nullopt, {}});
    from.emplace_back("half-built swedish (153 points)", half);
    std::vector<double> times;
    int answered = 0;
    for (const auto& [name, r] : from) {
        const Ruleset rules{*lib.list(r.list), *lib.system(r.system)};
        const std::clock_t start = std::clock();
        const AdviceList found = find_completions(r, rules, 5);
        const double took = 1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
        times.push_back(took);
        answered += !found.answers.empty();
        std::cout << "start: " << name << ": " << rules.check(r).summary.total << " -> "
                  << (found.answers.empty() ? -1 : found.answers[0].points) << " of " << r.budget << ", " << found.answers.size()
                  << " answers, " << found.states << " rosters, " << took << " ms"
                  << (found.limit.empty() ? "" : ", stopped by " + found.limit) << '\n';
    }
    std::cout << "start: " << answered << " of " << from.size() << " starts completed; median " << median(times) << " ms, worst "
              << *std::max_element(times.begin(), times.end()) << " ms of processor time\n";
    return answered == static_cast<int>(from.size()) ? 0 : 1;
}

int generate(const xml::Library& lib, const fs::path& dir, int n) {
    fs::create_directories(dir);
    const auto base = examples(lib);
    std::mt19937 rng(42);
    for (int i = 0; i < n; ++i) {
        Roster r = base[static_cast<std::size_t>(i) % base.size()];
        // Vary the armies: drop a unit or duplicate one, so about half are illegal.
        auto& c = r.commands[static_cast<std::size_t>(rng()) % r.commands.size()];
        if (!c.units.empty()) {
            if (rng() % 2) c.units.push_back(c.units.front());
            else if (rng() % 2) c.units.pop_back();
        }
        r.name = "Generated " + std::to_string(i);
        xml::save_roster(r, dir / ("roster-" + std::to_string(i) + ".muster"));
    }
    std::cout << "generate: " << n << " rosters in " << dir.string() << '\n';
    return 0;
}

}  // namespace

/// Reads every text list in `dir` (exports of the examples, and the hand-typed corpus) `n` times in all.
int import_lists(const fs::path& data_dir, const fs::path& dir, int n) {
    std::vector<std::unique_ptr<xml::Library>> libs;
    for (const auto& lang : text::bundle_languages(data_dir / "i18n")) {
        Diagnostics ignored;
        libs.push_back(std::make_unique<xml::Library>(xml::Library::load(data_dir, ignored, lang)));
    }
    std::vector<text::ListEditions> lists;
    for (const auto& l : libs.front()->lists()) {
        text::ListEditions e;
        for (const auto& lib : libs)
            if (const ArmyList* x = lib->list(l.id)) e.push_back({x, lib->system(x->system)});
        lists.push_back(std::move(e));
    }
    const text::ImportWords words = text::import_words(data_dir / "i18n");
    const text::TextImporter importer(lists, words);
    std::vector<std::string> texts;
    for (const auto& folder : {dir, fs::path(MUSTER_SOURCE_DIR) / "tests" / "import" / "corpus"})
        for (const auto& e : fs::directory_iterator(folder)) {
            Diagnostics d;
            std::string t;
            if (xml::read_text_file(e.path(), t, d)) texts.push_back(std::move(t));
        }
    std::size_t units = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i)
        if (auto r = importer.read(texts[static_cast<std::size_t>(i) % texts.size()], "bench").roster)
            units += static_cast<std::size_t>(r->unit_count());
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    std::cout << "import: " << n << " text lists (" << texts.size() << " different, " << units / static_cast<std::size_t>(n)
              << " units each on average), " << static_cast<long>(n / took.count()) << " lists per second (target 1,000)\n";
    return 0;
}

int main(int argc, char** argv) {
    const std::string what = argc > 1 ? argv[1] : "validate";
    Diagnostics problems;
    const auto lib = xml::Library::load(MUSTER_SOURCE_DIR, problems);
    if (what == "validate") return validate(lib, argc > 2 ? std::stoi(argv[2]) : 20000);
    if (what == "fixes") return fixes(lib, argc > 2 ? std::stoi(argv[2]) : 50);
    if (what == "advisor") return advisor(lib);
    if (what == "generate" && argc > 3) return generate(lib, argv[2], std::stoi(argv[3]));
    if (what == "import" && argc > 4) return import_lists(argv[2], argv[3], std::stoi(argv[4]));
    std::cerr << "usage: muster-bench validate [N] | fixes [N] | advisor | generate DIR N | import DATA_DIR TEXT_DIR N\n";
    return 2;
}
