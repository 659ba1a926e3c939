// SPDX-License-Identifier: GPL-3.0-or-later
// Print benchmark (not a ctest test): time to lay out and write the roster and card PDFs of a roster,
// after start-up (data, messages), and the size of each file. Targets: under 50 ms and 300 KB each.
// CPU time decides (wall time is shown too): on a shared, busy machine wall time measures the others.
// Run: <build>/bin/muster-print-bench [ROSTER] [ITERATIONS]   (default: the Swedish example, 20)
#include <chrono>
#include <ctime>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "core/rules/validate.h"
#include "i18n/messages.h"
#include "print/layouts.h"
#include "print/pdf_writer.h"
#include "xml/library.h"
#include "xml/load.h"

using namespace muster;
namespace fs = std::filesystem;

int main(int argc, char** argv) {
    const fs::path roster_file = argc > 1 ? fs::path(argv[1]) : fs::path(MUSTER_SOURCE_DIR) / "lists/examples/swedish-600.muster";
    const int iterations = argc > 2 ? std::max(1, std::atoi(argv[2])) : 20;
    const fs::path data = MUSTER_DATA_DIR;
    Diagnostics problems;
    const auto library = xml::Library::load(data, problems);
    const auto roster = xml::load_roster(roster_file, problems);
    if (!roster || !library.list(roster->list) || !library.system(roster->system)) {
        std::cerr << "print-bench: cannot open " << roster_file << '\n';
        return 3;
    }
    const ArmyList& list = *library.list(roster->list);
    const GameSystem& system = *library.system(roster->system);
    const i18n::Messages messages(data / "i18n", "en");
    const fs::path regular = print::find_font(data), bold = print::find_font(data, true);

    auto measure = [&](const char* kind) {
        print::Template t = print::load_template(data / "templates" / (std::string(kind) + ".xml"), kind);
        t.paper = print::Paper::A4;
        std::size_t bytes = 0;
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpu_start = std::clock();
        for (int i = 0; i < iterations; ++i) {
            // Everything a `muster roster` run does after start-up: check, fingerprint, fonts, layout, PDF.
            const Verdict v = check(*roster, list, system);
            const print::RosterInput in{*roster, list, system, v, xml::roster_fingerprint(*roster)};
            print::PdfWriter w(regular, bold);
            const print::Document doc =
                std::string(kind) == "cards" ? print::layout_cards(in, t, w, messages) : print::layout_roster(in, t, w, messages);
            w.render(doc);
            bytes = w.bytes().size();
        }
        const double ms = 1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC / iterations;
        const double wall =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() / iterations;
        std::cout << kind << ": " << ms << " ms CPU (" << wall << " ms wall), " << bytes / 1024 << " KB"
                  << (ms < 50 && bytes < 300 * 1024 ? "  (within target)" : "  (OVER TARGET: 50 ms, 300 KB)") << '\n';
        return ms < 50 && bytes < 300 * 1024;
    };
    std::cout << roster_file.filename().string() << ", " << roster->unit_count() << " units, " << iterations << " runs each\n";
    // Both measured even when the first is over its target.
    const bool roster_ok = measure("roster");
    const bool cards_ok = measure("cards");
    return roster_ok && cards_ok ? 0 : 1;
}
