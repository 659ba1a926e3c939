// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks (not tests): `muster-bench validate [N]` times check() on the largest example roster;
// `muster-bench generate DIR N` writes N varied rosters for the batch comparison in run.sh.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <random>
#include <string>

#include "core/validate.h"
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

int main(int argc, char** argv) {
    const std::string what = argc > 1 ? argv[1] : "validate";
    Diagnostics problems;
    const auto lib = xml::Library::load(MUSTER_SOURCE_DIR, problems);
    if (what == "validate") return validate(lib, argc > 2 ? std::stoi(argv[2]) : 20000);
    if (what == "generate" && argc > 3) return generate(lib, argv[2], std::stoi(argv[3]));
    std::cerr << "usage: muster-bench validate [N] | generate DIR N\n";
    return 2;
}
