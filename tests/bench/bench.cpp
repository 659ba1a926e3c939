// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks (not tests): `muster-bench validate [N]` times check() on the largest example roster;
// `muster-bench fixes [N]` times all the fix-its of an illegal variant of each example;
// `muster-bench generate DIR N` writes N varied rosters for the batch comparison in run.sh;
// `muster-bench import DATA TEXTS N` times reading typed lists (exports and the hand-typed corpus).
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <random>
#include <string>

#include "core/fixes.h"
#include "core/text_import.h"
#include "core/validate.h"
#include "i18n/import_words.h"
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
    std::cout << "validate: " << r.list << " roster of " << r.unit_count() << " units, " << n << " runs, "
              << took.count() / n << " us per validation (" << findings / static_cast<std::size_t>(n) << " findings)\n";
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
            Verdict v = check(r, list, sys);
            find_fixes(v, r, list, sys);
            for (const auto& d : v.diagnostics) found += d.fixes.size();
        }
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        worst = std::max(worst, took.count() / n);
        total += took.count();
        runs += n;
        std::cout << "fixes: " << r.list << ", " << found / static_cast<std::size_t>(n) << " fixes in " << took.count() / n << " ms\n";
    }
    std::cout << "fixes: " << total / runs << " ms on average, " << worst << " ms at worst per illegal roster\n";
    return 0;
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
    for (const auto& lang : i18n::bundle_languages(data_dir / "i18n")) {
        Diagnostics ignored;
        libs.push_back(std::make_unique<xml::Library>(xml::Library::load(data_dir, ignored, lang)));
    }
    std::vector<ListEditions> lists;
    for (const auto& l : libs.front()->lists()) {
        ListEditions e;
        for (const auto& lib : libs)
            if (const ArmyList* x = lib->list(l.id)) e.push_back({x, lib->system(x->system)});
        lists.push_back(std::move(e));
    }
    const ImportWords words = i18n::import_words(data_dir / "i18n");
    const TextImporter importer(lists, words);
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
        if (auto r = importer.read(texts[static_cast<std::size_t>(i) % texts.size()], "bench").roster) units += static_cast<std::size_t>(r->unit_count());
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
    if (what == "generate" && argc > 3) return generate(lib, argv[2], std::stoi(argv[3]));
    if (what == "import" && argc > 4) return import_lists(argv[2], argv[3], std::stoi(argv[4]));
    std::cerr << "usage: muster-bench validate [N] | fixes [N] | generate DIR N | import DATA_DIR TEXT_DIR N\n";
    return 2;
}
