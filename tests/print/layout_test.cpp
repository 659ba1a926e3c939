// SPDX-License-Identifier: GPL-3.0-or-later
// Layout tests over every example roster, the stress rosters and the reference sheets, in one language
// (the first argument after --): rosters on A4 and Letter, cards at 1, 2, 4, 6, 9 and 12 a page, sheets.
// Each PDF is read back with `pdftotext -bbox`: no word under 6 pt, none outside its card or table cell,
// none overlapping another, nothing off the paper; cut marks 5 mm from the edge; sheet page counts.
// The PDFs are made and read on two threads; problems are collected and reported from the main thread.
#define BOOST_TEST_MODULE print_layout
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <cstring>
#include <sstream>
#include <thread>

#include "i18n/messages.h"
#include "print/layouts.h"
#include "print/pdf_writer.h"
#include "xml/library.h"
#include "xml/load.h"

namespace fs = std::filesystem;
using namespace muster;
using namespace muster::print;

namespace {

const fs::path kSource = MUSTER_SOURCE_DIR;
const fs::path kData = MUSTER_DATA_DIR;
constexpr double kMm = 72.0 / 25.4;

std::string language() {
    const auto& m = boost::unit_test::framework::master_test_suite();
    return m.argc > 1 ? m.argv[m.argc - 1] : "en";
}

const xml::Library& library() {
    static const xml::Library lib = [] {
        Diagnostics problems;
        return xml::Library::load(kSource, problems, language());
    }();
    return lib;
}

std::vector<fs::path> rosters() {
    std::vector<fs::path> out;
    for (const auto& e : fs::directory_iterator(kSource / "lists" / "examples"))
        if (e.path().extension() == ".muster") out.push_back(e.path());
    for (const auto& e : fs::directory_iterator(kSource / "tests" / "print" / "fixtures"))
        if (e.path().extension() == ".muster") out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

/// A word as pdftotext places it: its box in points from the top-left corner.
struct Word {
    double x0, y0, x1, y1;
    std::string text;
};

/// DejaVu's ascent plus descent, as a share of the font size: a word box's height at 1 pt.
constexpr double kBoxPerPoint = 1.164;

std::vector<std::vector<Word>> words_of(const fs::path& pdf) {
    std::vector<std::vector<Word>> pages;
    FILE* p = ::popen(("pdftotext -bbox '" + pdf.string() + "' - 2>/dev/null").c_str(), "r");
    if (!p) return pages;
    std::string out;
    std::array<char, 1 << 14> buf{};
    for (std::size_t n; (n = std::fread(buf.data(), 1, buf.size(), p)) > 0;) out.append(buf.data(), n);
    ::pclose(p);
    // <word xMin="…" yMin="…" xMax="…" yMax="…">text</word>, one a line; read by hand, std::regex is slow.
    auto attr = [](const std::string& line, const char* name) {
        const auto at = line.find(name);
        return at == std::string::npos ? 0.0 : std::strtod(line.c_str() + at + std::strlen(name) + 2, nullptr);
    };
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        if (line.find("<page ") != std::string::npos) pages.emplace_back();
        const auto open = line.find("<word "), text = line.find('>', open), close = line.rfind("</word>");
        if (pages.empty() || open == std::string::npos || text == std::string::npos || close == std::string::npos) continue;
        pages.back().push_back({attr(line, "xMin"), attr(line, "yMin"), attr(line, "xMax"), attr(line, "yMax"), line.substr(text + 1, close - text - 1)});
    }
    return pages;
}

struct Job {
    std::string kind;  ///< roster, cards, sheet
    std::string input;  ///< roster file or system id
    Paper paper = Paper::A4;
    int per_page = 0;
    std::string name() const {
        return kind + " " + fs::path(input).filename().string() + " " + (paper == Paper::A4 ? "A4" : "Letter") +
               (per_page ? " x" + std::to_string(per_page) : "") + " [" + language() + "]";
    }
};

struct Result {
    std::vector<std::string> problems;
    int pages = 0;
    double last_page_fill = 1;  ///< share of the last page's columns that holds content (sheets)
};

Template load(const std::string& kind, Paper paper) {
    Template t = load_template(kSource / "templates" / (kind + ".xml"), kind);
    t.paper = paper;
    return t;
}

/// Every check on one page of words, against the page model's frames and size.
void check_page(const Job& job, int index, const std::vector<Word>& words, const Page& page, const Document& doc, Result& r) {
    auto fail = [&](const std::string& what) {
        if (r.problems.size() < 12) r.problems.push_back(job.name() + " page " + std::to_string(index + 1) + ": " + what);
    };
    for (const Word& w : words) {
        const double size = (w.y1 - w.y0) / kBoxPerPoint;
        if (size < kMinTextSize - 0.05) fail("‘" + w.text + "’ is set in " + std::to_string(size) + " pt");
        if (w.x0 < -0.1 || w.y0 < -0.1 || w.x1 > doc.width + 0.1 || w.y1 > doc.height + 0.1) fail("‘" + w.text + "’ is off the paper");
        // The smallest frame holding the word's middle must hold all of it.
        const double cx = (w.x0 + w.x1) / 2, cy = (w.y0 + w.y1) / 2;
        const Frame* best = nullptr;
        for (const Frame& f : page.frames)
            if (cx >= f.x && cx <= f.x + f.w && cy >= f.y && cy <= f.y + f.h && (!best || f.w * f.h < best->w * best->h)) best = &f;
        if (best && (w.x0 < best->x - 0.3 || w.x1 > best->x + best->w + 0.3 || w.y0 < best->y - 0.3 || w.y1 > best->y + best->h + 0.3))
            fail("‘" + w.text + "’ runs outside its card or cell");
    }
    std::vector<const Word*> sorted;
    for (const Word& w : words) sorted.push_back(&w);
    std::sort(sorted.begin(), sorted.end(), [](const Word* a, const Word* b) { return a->y0 < b->y0; });
    for (std::size_t i = 0; i < sorted.size(); ++i)
        for (std::size_t j = i + 1; j < sorted.size() && sorted[j]->y0 < sorted[i]->y1 - 0.3; ++j) {
            const Word &a = *sorted[i], &b = *sorted[j];
            if (a.x0 < b.x1 - 0.3 && b.x0 < a.x1 - 0.3) fail("‘" + a.text + "’ and ‘" + b.text + "’ overlap");
        }
    if (job.kind == "cards")
        for (const Line& l : page.lines)
            for (double v : {l.x1, l.x2, doc.width - l.x1, doc.width - l.x2, l.y1, l.y2, doc.height - l.y1, doc.height - l.y2})
                if (v < 5 * kMm - 0.01) {
                    fail("a cut mark is " + std::to_string(v / kMm) + " mm from the paper's edge");
                    break;
                }
}

Result run(const Job& job, int serial) {
    Result r;
    const std::string lang = language();
    const i18n::Messages msg(kData / "i18n", lang);
    PdfWriter w(find_font(kData), find_font(kData, true));
    Document doc;
    try {
        if (job.kind == "sheet") {
            doc = layout_sheet(*library().system(job.input), load("sheet", job.paper), w, msg);
        } else {
            Diagnostics d;
            const auto roster = xml::load_roster(job.input, d);
            if (!roster) return {{job.name() + ": cannot load the roster"}};
            const ArmyList* list = library().list(roster->list);
            const GameSystem* sys = library().system(roster->system);
            const Verdict v = check(*roster, *list, *sys);
            const RosterInput in{*roster, *list, *sys, v, xml::roster_fingerprint(*roster)};
            Template t = load(job.kind, job.paper);
            if (job.per_page) t.per_page = job.per_page;
            doc = job.kind == "cards" ? layout_cards(in, t, w, msg) : layout_roster(in, t, w, msg);
        }
        w.render(doc);
    } catch (const std::exception& e) {
        return {{job.name() + ": " + e.what()}};
    }
    const fs::path pdf = fs::temp_directory_path() / ("muster-layout-" + std::to_string(::getpid()) + "-" + std::to_string(serial) + ".pdf");
    std::ofstream(pdf, std::ios::binary) << w.bytes();
    const auto pages = words_of(pdf);
    fs::remove(pdf);
    r.pages = static_cast<int>(pages.size());
    if (pages.size() != doc.pages.size()) r.problems.push_back(job.name() + ": pdftotext reads " + std::to_string(pages.size()) + " pages");
    for (std::size_t i = 0; i < pages.size() && i < doc.pages.size(); ++i) check_page(job, static_cast<int>(i), pages[i], doc.pages[i], doc, r);
    if (job.kind == "sheet" && !pages.empty()) {
        // How full the last page's two columns are, from the top of the content to the lowest word.
        const Template t = load("sheet", job.paper);
        const double top = t.margin_top, bottom = doc.height - t.margin_bottom - t.small_size * 2.5;
        double left = top, right = top;
        for (const Word& w : pages.back()) {
            if (w.y1 > bottom) continue;  // the footer
            ((w.x0 < doc.width / 2) ? left : right) = std::max((w.x0 < doc.width / 2) ? left : right, w.y1);
        }
        r.last_page_fill = ((left - top) + (right - top)) / (2 * (bottom - top));
    }
    return r;
}

/// Runs the jobs on two threads; results in the jobs' order.
std::vector<Result> run_all(const std::vector<Job>& jobs) {
    std::vector<Result> results(jobs.size());
    std::atomic<std::size_t> next{0};
    library();  // loaded once, before the threads share it
    auto worker = [&] {
        for (std::size_t i; (i = next++) < jobs.size();) results[i] = run(jobs[i], static_cast<int>(i));
    };
    std::thread other(worker);
    worker();
    other.join();
    return results;
}

void report(const std::vector<Job>& jobs, const std::vector<Result>& results) {
    for (std::size_t i = 0; i < jobs.size(); ++i)
        for (const auto& p : results[i].problems) BOOST_ERROR(p);
}

}  // namespace

BOOST_AUTO_TEST_CASE(rosters_and_cards_keep_every_word_readable_and_in_place) {
    std::vector<Job> jobs;
    for (const auto& file : rosters())
        for (Paper paper : {Paper::A4, Paper::Letter}) {
            jobs.push_back({"roster", file.string(), paper, 0});
            for (int n : {1, 2, 4, 6, 9, 12}) jobs.push_back({"cards", file.string(), paper, n});
        }
    const auto results = run_all(jobs);
    report(jobs, results);
    for (std::size_t i = 0; i < jobs.size(); ++i) BOOST_TEST(results[i].pages >= 1, jobs[i].name());
}
BOOST_AUTO_TEST_CASE(sheets_fit_their_pages_with_no_near_empty_last_page) {
    std::vector<Job> jobs;
    for (const char* sys : {"baroque", "basic-impetus", "medieval-dark-age"})
        for (Paper paper : {Paper::A4, Paper::Letter}) jobs.push_back({"sheet", sys, paper, 0});
    const auto results = run_all(jobs);
    report(jobs, results);
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        BOOST_TEST_MESSAGE(jobs[i].name() << ": " << results[i].pages << " pages, last " << static_cast<int>(results[i].last_page_fill * 100) << " % full");
        // The whole quick reference in two or three pages; never a last page under a third full.
        BOOST_TEST(results[i].pages <= (jobs[i].input == "baroque" ? 3 : 2), jobs[i].name() << " has " << results[i].pages << " pages");
        if (results[i].pages > 1) BOOST_TEST(results[i].last_page_fill >= 1.0 / 3, jobs[i].name() << ": the last page is " << results[i].last_page_fill << " full");
        // One page where a slightly smaller size (never under 6 pt) makes it fit (docs/printing.md): the
        // German Basic Impetus sheet is a third longer and needs two.
        const bool one_page = jobs[i].input == "medieval-dark-age" || (jobs[i].input == "basic-impetus" && jobs[i].paper == Paper::A4 && language() != "de");
        if (one_page) BOOST_TEST(results[i].pages == 1, jobs[i].name() << " has " << results[i].pages << " pages");
    }
}
