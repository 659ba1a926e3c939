// SPDX-License-Identifier: GPL-3.0-or-later
// The event report's folder: where it may go, what changed since the previous check, and its files.
#include "cli/report.h"

#include <algorithm>
#include <map>
#include <ostream>
#include <set>

#include "cli/diff_text.h"
#include "cli/roster_pdf.h"
#include "core/roster_diff.h"
#include "platform/file.h"

namespace muster::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kRostersFolder = "rosters";
/// The page says it is a report of Muster's, so a later run may replace it without --force.
constexpr const char* kGeneratorMark = "<meta name=\"generator\" content=\"muster-report\">";
constexpr std::size_t kMaxPage = 64u << 20;

bool is_earlier_report(const fs::path& folder) {
    try {
        return platform::read_file(folder / "index.html", kMaxPage).find(kGeneratorMark) != std::string::npos;
    } catch (const std::exception&) {
        return false;
    }
}

bool is_empty_folder(const fs::path& folder) {
    std::error_code ec;
    return fs::directory_iterator(folder, ec) == fs::directory_iterator();
}

/// The bytes of a file, or "" when it cannot be read (a roster too large to check is no roster to copy).
std::string bytes_of(const fs::path& file) {
    try {
        return platform::read_file(file, kMaxPage);
    } catch (const std::exception&) {
        return {};
    }
}

struct Earlier {
    fs::path file;
    OpenRoster open;
    bool matched = false;
};

/// The rosters of the previous check: an earlier report keeps copies of them, a submissions folder is them.
std::vector<Earlier> load_earlier(const Context& ctx, const fs::path& folder) {
    std::error_code ec;
    const fs::path dir = fs::is_directory(folder / kRostersFolder, ec) && is_earlier_report(folder) ? folder / kRostersFolder : folder;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.path().extension() == ".muster") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    std::vector<Earlier> out;
    for (const auto& f : files) out.push_back({f, ctx.library.open_roster(f)});
    return out;
}

/// The earlier roster of the same file name, else of the same player.
Earlier* match(std::vector<Earlier>& earlier, const ReportRow& row) {
    for (auto& e : earlier)
        if (!e.matched && e.file.filename() == row.name) return &e;
    const std::string& player = row.checked->readable ? row.checked->open.roster.player : std::string();
    if (player.empty()) return nullptr;
    for (auto& e : earlier)
        if (!e.matched && e.open.list && e.open.roster.player == player) return &e;
    return nullptr;
}

void compare(const Context& ctx, Earlier& before, ReportRow& row) {
    before.matched = true;
    row.previous_file = before.file.filename().string();
    const CheckedRoster& now = *row.checked;
    const bool both = now.readable && before.open.list && before.open.system && !has_errors(before.open.problems);
    if (!both) {
        row.resubmission = bytes_of(before.file) == bytes_of(now.file) ? Resubmission::Unchanged : Resubmission::Changed;
        return;
    }
    // The roster as submitted, not at the event's budget, against the earlier one as submitted.
    OpenRoster after = now.open;
    after.roster.budget = now.submitted_budget;
    const auto changes = diff_rosters(before.open.roster, after.roster);
    if (changes.empty()) {
        row.resubmission = Resubmission::Unchanged;
        return;
    }
    row.resubmission = Resubmission::Changed;
    for (const auto& c : changes) row.changes.push_back(change_text(ctx, before.open, after, c));
    const auto totals = total_lines(ctx, *after.system, summarize(before.open.roster, *before.open.list, *before.open.system),
                                    summarize(after.roster, *after.list, *after.system), true);
    row.changes.insert(row.changes.end(), totals.begin(), totals.end());
}

/// "lutzen" for lutzen.muster, "lutzen-2" for a second file of that name from another folder.
std::string unique_stem(const std::string& file, std::set<std::string>& used) {
    const std::string stem = fs::path(file).stem().string();
    std::string s = stem;
    for (int n = 2; !used.insert(s).second; ++n) s = stem + "-" + std::to_string(n);
    return s;
}

Report build(const Context& ctx, const ReportJob& job, const std::vector<CheckedRoster>& rosters, const std::vector<std::string>& skipped,
             std::vector<std::string>& stems) {
    Report report;
    report.title = job.event ? job.event->name : std::string();
    report.event_file = job.event_file;
    report.previous = job.previous.has_value();
    report.skipped = skipped;
    std::set<std::string> used;
    for (const auto& r : rosters) {
        ReportRow row;
        row.checked = &r;
        row.name = fs::path(r.file).filename().string();
        stems.push_back(unique_stem(r.file, used));
        if (r.readable) {
            row.pdf = stems.back() + ".pdf";
            // The army's break value, as the system names it (VDT in Baroque).
            if (const DerivedValue* d = army_value(*r.open.system)) {
                row.value_name = d->name;
                row.value = break_value(r.verdict.summary, *r.open.system);
            }
        }
        report.rows.push_back(std::move(row));
    }
    if (job.previous) {
        auto earlier = load_earlier(ctx, *job.previous);
        for (auto& row : report.rows) {
            row.resubmission = Resubmission::New;
            if (Earlier* e = match(earlier, row)) compare(ctx, *e, row);
        }
        for (const auto& e : earlier)
            if (!e.matched) report.withdrawn.push_back(e.file.filename().string());
    }
    return report;
}

}  // namespace

std::string Report::value_name() const {
    std::string name;
    for (const auto& row : rows) {
        if (row.value_name.empty()) continue;
        if (!name.empty() && name != row.value_name) return {};
        name = row.value_name;
    }
    return name;
}

std::optional<int> prepare_report(const Context& ctx, const ReportJob& job) {
    std::error_code ec;
    if (job.previous && !fs::is_directory(*job.previous, ec)) return usage_message(ctx, "previous_not_folder", {{"folder", job.previous->string()}});
    const fs::path& folder = job.folder;
    if (fs::exists(folder, ec) && !fs::is_directory(folder, ec)) return usage_message(ctx, "report_not_folder", {{"folder", folder.string()}});
    if (fs::is_directory(folder, ec)) {
        if (!job.force && !is_empty_folder(folder) && !is_earlier_report(folder))
            return usage_message(ctx, "report_folder_not_empty", {{"folder", folder.string()}});
        return std::nullopt;
    }
    if (!fs::create_directories(folder, ec) && ec) return operation_failed(ctx, write_failure(folder.string(), ec.value(), ec.message()));
    return std::nullopt;
}

std::optional<int> write_report(const Context& ctx, const ReportJob& job, const std::vector<CheckedRoster>& rosters,
                                const std::vector<std::string>& skipped) {
    std::vector<std::string> stems;
    const Report report = build(ctx, job, rosters, skipped, stems);
    if (std::any_of(rosters.begin(), rosters.end(), [](const CheckedRoster& r) { return r.readable; }) && !pdf_fonts_found(ctx)) return kUnreadable;
    // What an earlier report here holds that this one does not is removed once the new page is written.
    std::set<std::string> stale;
    std::error_code ec;
    if (is_earlier_report(job.folder))
        for (const auto& e : fs::directory_iterator(job.folder / kRostersFolder, ec))
            if (e.path().extension() == ".muster") stale.insert(e.path().stem().string());
    for (const auto& s : stems) stale.erase(s);
    int pdfs = 0;
    try {
        const fs::path copies = job.folder / kRostersFolder;
        if (!fs::create_directories(copies, ec) && ec) throw write_failure(copies.string(), ec.value(), ec.message());
        for (std::size_t i = 0; i < rosters.size(); ++i) {
            const CheckedRoster& r = rosters[i];
            // A copy of what was checked, for a later report's --previous.
            if (const std::string bytes = bytes_of(r.file); !bytes.empty()) platform::write_file(copies / (stems[i] + ".muster"), bytes);
            if (!r.readable) continue;
            Verdict printed = r.verdict;
            printed.diagnostics = r.all;  // the event's findings too
            platform::write_file(job.folder / report.rows[i].pdf, roster_pdf(ctx, r.open, printed, r.fingerprint));
            ++pdfs;
        }
        platform::write_file(job.folder / "rosters.csv", report_csv(ctx, report));
        // The page last: it links everything else.
        platform::write_file(job.folder / "index.html", report_html(ctx, report));
        for (const auto& s : stale) {
            fs::remove(job.folder / kRostersFolder / (s + ".muster"), ec);
            fs::remove(job.folder / (s + ".pdf"), ec);
        }
    } catch (const std::exception& e) {
        return operation_failed(ctx, e);
    }
    ctx.out << ctx.messages.get("report", "written", {{"file", (job.folder / "index.html").string()},
                                                     {"rosters", static_cast<std::int64_t>(rosters.size())},
                                                     {"pdfs", static_cast<std::int64_t>(pdfs)}})
            << '\n';
    return std::nullopt;
}

}  // namespace muster::cli
