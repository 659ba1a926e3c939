// SPDX-License-Identifier: GPL-3.0-or-later
// The event report's folder: where it may go, what changed since the previous check, and its files.
#include "cli/report.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <ostream>
#include <set>

#include "cli/diff_text.h"
#include "cli/roster_pdf.h"
#include "cli/text.h"
#include "core/editing/roster_diff.h"
#include "platform/file.h"
#include "xml/load.h"

namespace muster::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kRostersFolder = "rosters";
/// The page says it is a report of Muster's, so a later run may replace it without --force.
constexpr const char* kGeneratorMark = "<meta name=\"generator\" content=\"muster-report\">";
constexpr std::size_t kMaxPage = 64u << 20;
/// The report's own file names stay far below the 255 bytes file systems allow, "-2.muster.tmpPID" included.
constexpr std::size_t kMaxStem = 100;

bool is_link(const fs::path& p) {
    std::error_code ec;
    return fs::is_symlink(fs::symlink_status(p, ec));
}

bool is_earlier_report(const fs::path& folder) {
    // A link is never read: a page or folder that points elsewhere is no report of ours.
    if (is_link(folder)) return false;
    try {
        return platform::read_file(folder / "index.html", kMaxPage, platform::Links::Refuse).find(kGeneratorMark) !=
               std::string::npos;
    } catch (const std::exception&) { return false; }
}

bool is_empty_folder(const fs::path& folder) {
    std::error_code ec;
    return fs::directory_iterator(folder, ec) == fs::directory_iterator();
}

/// The bytes of a file, or "" when it cannot be read or is a link (a roster too large to check is no
/// roster to copy; a link may point at anything on the organiser's machine).
std::string bytes_of(const fs::path& file) {
    try {
        return platform::read_file(file, kMaxPage, platform::Links::Refuse);
    } catch (const std::exception&) { return {}; }
}

/// The folder as one name: "out/" and "out" are the same report.
fs::path folder_path(const fs::path& folder) {
    fs::path p = fs::absolute(folder).lexically_normal();
    return p.has_filename() ? p : p.parent_path();
}

/// Why the report may not go to `folder`, as a usage message key; nullptr when it may.
const char* folder_refusal(const fs::path& folder, bool force) {
    std::error_code ec;
    if (is_link(folder)) return "report_folder_link";
    if (fs::exists(folder, ec) && !fs::is_directory(folder, ec)) return "report_not_folder";
    if (fs::is_directory(folder, ec) && !force && !is_empty_folder(folder) && !is_earlier_report(folder))
        return "report_folder_not_empty";
    return nullptr;
}

struct Earlier {
    fs::path file;
    OpenRoster open;
    std::string fingerprint;  ///< of the roster as it reads, "" when it does not
    bool matched = false;
};

/// The rosters of the previous check: an earlier report keeps copies of them, a submissions folder is them.
/// Links there are passed over like links among submissions.
std::vector<Earlier> load_earlier(const Context& ctx, const fs::path& folder) {
    std::error_code ec;
    const fs::path copies = folder / kRostersFolder;
    const fs::path dir = !is_link(copies) && fs::is_directory(copies, ec) && is_earlier_report(folder) ? copies : folder;
    // Read as this check reads submissions: typed lists too, links never.
    TypedLists typed(ctx);
    CheckOptions options;
    options.fingerprint = true;
    options.in_folder = true;
    options.typed = &typed;
    std::vector<Earlier> out;
    for (const auto& f : expand_rosters({dir.string()})) {
        if (is_link(f)) continue;
        CheckedRoster r = check_roster(ctx, f, options);
        out.push_back(Earlier{f, std::move(r.open), std::move(r.fingerprint), false});
        if (out.back().open.list) out.back().open.roster.budget = r.submitted_budget;
    }
    return out;
}

/// The earlier roster of the same fingerprint (whatever its file is called now), else of the same file
/// name, else of the same player.
Earlier* match(std::vector<Earlier>& earlier, const ReportRow& row) {
    const CheckedRoster& now = *row.checked;
    if (!now.fingerprint.empty())
        for (auto& e : earlier)
            if (!e.matched && e.fingerprint == now.fingerprint) return &e;
    for (auto& e : earlier)
        if (!e.matched && e.file.filename() == row.name) return &e;
    const std::string& player = now.readable ? now.open.roster.player : std::string();
    if (player.empty()) return nullptr;
    for (auto& e : earlier)
        if (!e.matched && e.open.list && e.open.roster.player == player) return &e;
    return nullptr;
}

void compare(const Context& ctx, Earlier& before, ReportRow& row) {
    before.matched = true;
    row.previous_file = before.file.filename().string();
    const CheckedRoster& now = *row.checked;
    if (!now.readable || before.fingerprint.empty()) {
        row.resubmission = bytes_of(before.file) == bytes_of(now.file) ? Resubmission::Unchanged : Resubmission::Changed;
        return;
    }
    // Unchanged means the same roster, which the fingerprint says; the diff only words what changed.
    if (before.fingerprint == now.fingerprint) {
        row.resubmission = Resubmission::Unchanged;
        return;
    }
    row.resubmission = Resubmission::Changed;
    // The roster as submitted, not at the event's budget, against the earlier one as submitted.
    OpenRoster after = now.open;
    after.roster.budget = now.submitted_budget;
    for (const auto& c : diff_rosters(before.open.roster, after.roster))
        row.changes.push_back(change_text(ctx, before.open, after, c));
    const auto totals = total_lines(ctx, *after.system, summarize(before.open.roster, *before.open.list, *before.open.system),
                                    summarize(after.roster, *after.list, *after.system), true);
    row.changes.insert(row.changes.end(), totals.begin(), totals.end());
}

/// A name for the report's files from a submitted file's (a name the system already took): no control
/// characters, no bytes that are no UTF-8, no leading dot, at most kMaxStem bytes.
std::string safe_stem(const std::string& file) {
    const std::string stem = fs::path(file).stem().string();
    std::string out;
    for (std::size_t i = 0; i < stem.size();) {
        const std::size_t n = utf8_sequence(stem, i);
        const auto c = static_cast<unsigned char>(stem[i]);
        const bool bad = n == 0 || c < 0x20 || c == 0x7F;
        const std::size_t take = bad ? 1 : n;
        if (out.size() + take > kMaxStem) break;
        if (bad) out += '_';
        else out.append(stem, i, n);
        i += take;
    }
    if (out.empty()) return "roster";
    return out.front() == '.' ? "_" + out : out;
}

/// "lutzen" for lutzen.muster, "lutzen-2" for a second file of that name (in any case) from another folder.
std::string unique_stem(const std::string& file, std::set<std::string>& used) {
    const std::string stem = safe_stem(file);
    auto folded = [](std::string s) {
        for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return s;
    };
    std::string s = stem;
    for (int n = 2; !used.insert(folded(s)).second; ++n) s = stem + "-" + std::to_string(n);
    return s;
}

Report build(const Context& ctx, const ReportJob& job, const std::vector<CheckedRoster>& rosters,
             const std::vector<std::string>& skipped, std::vector<std::string>& stems) {
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
            if (const DerivedValue* d = break_value_of(*r.open.system); d && r.verdict.summary.values.count(d->id)) {
                row.value_name = d->name;
                row.value = r.verdict.summary.values.at(d->id);
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

/// Says a link found in a report folder; it is removed, never followed.
void drop_link(const Context& ctx, const fs::path& link) {
    Diagnostic d("link_not_followed");
    d.where.file = link.string();
    print_diagnostic(ctx, d, ctx.err);
    std::error_code ec;
    fs::remove(link, ec);  // the link itself: remove() never follows it
}

/// A file an earlier report of ours made: its page, table, PDFs and copies. Links never are.
bool is_ours(const fs::directory_entry& e) {
    std::error_code ec;
    const fs::path name = e.path().filename();
    if (name == kRostersFolder) return e.is_directory(ec);
    return e.is_regular_file(ec) && (name == "index.html" || name == "rosters.csv" || name.extension() == ".pdf");
}

/// After the swap: what the earlier folder holds that is not an earlier report's own (the organiser's
/// notes; all of a folder written into with --force) moves into the new report where its name is free;
/// links are said and removed; the earlier report's own files go. Anything left is kept aside, said.
void carry_over(const Context& ctx, const fs::path& old, const fs::path& target, bool earlier) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(old / kRostersFolder, ec))
        if (e.is_symlink(ec)) drop_link(ctx, e.path());
    std::vector<fs::directory_entry> entries;
    for (const auto& e : fs::directory_iterator(old, ec)) entries.push_back(e);
    for (const auto& e : entries) {
        const fs::path name = e.path().filename();
        if (e.is_symlink(ec)) drop_link(ctx, e.path());
        else if (earlier && is_ours(e)) fs::remove_all(e.path(), ec);  // removes links, never what they point to
        else if (!fs::exists(fs::symlink_status(target / name, ec))) fs::rename(e.path(), target / name, ec);
    }
    if (fs::remove(old, ec)) return;  // only when empty
    fs::path kept = target.string() + ".before-report";
    for (int n = 2; fs::exists(fs::symlink_status(kept, ec)); ++n) kept = target.string() + ".before-report-" + std::to_string(n);
    fs::rename(old, kept, ec);
    ctx.out << terminal_safe(ctx.messages.get("report", "kept_aside", {{"folder", (ec ? old : kept).string()}})) << '\n';
}

/// A new folder beside `target` for the next report: hidden, named for it and for this process.
fs::path fresh_folder(const fs::path& target, const char* kind) {
    const std::string base = "." + target.filename().string() + ".muster-" + kind + "-";
    for (int n = 0;; ++n) {
        const fs::path p = target.parent_path() / (base + std::to_string(n));
        std::error_code ec;
        if (fs::create_directory(p, ec)) return p;
        if (ec || n > 1000) throw write_failure(p.string(), ec ? ec.value() : EEXIST, ec ? ec.message() : "exists");
    }
}

/// What killed or failed runs left beside `target`; called under the lock, when no other run is writing.
void remove_leftovers(const fs::path& target) {
    std::error_code ec;
    const std::string prefix = "." + target.filename().string() + ".muster-new-";
    std::vector<fs::path> left;
    for (const auto& e : fs::directory_iterator(target.parent_path(), ec))
        if (e.path().filename().string().rfind(prefix, 0) == 0 && !e.is_symlink(ec) && e.is_directory(ec))
            left.push_back(e.path());
    for (const auto& p : left) fs::remove_all(p, ec);  // remove_all removes links, never what they point to
}

/// The file name and bytes of a submission's copy among the report's rosters: what was sent, which a
/// later --previous reads as this run read it (a typed list is read again).
std::pair<std::string, std::string> copy_of(const CheckedRoster& r, const std::string& stem) {
    const Submission kind = submission_kind(r.file, true);
    // A sent file keeps its extension, in lower case, when it is a short plain one: the report's names stay plain.
    std::string ext = kind == Submission::Roster ? std::string(".muster") : fs::path(r.file).extension().string();
    for (auto& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool plain =
        ext.size() <= 10 && std::all_of(ext.begin(), ext.end(), [](unsigned char c) { return c == '.' || std::isalnum(c); });
    return {stem + (plain ? ext : ".bin"), bytes_of(r.file)};
}

/// Writes every file of the report into `folder`, a new folder of its own. A roster whose PDF or copy
/// cannot be made is said and the others are written; its row then links no PDF.
int write_files(const Context& ctx, const fs::path& folder, Report& report, const std::vector<CheckedRoster>& rosters,
                const std::vector<std::string>& stems) {
    const fs::path copies = folder / kRostersFolder;
    std::error_code ec;
    if (!fs::create_directory(copies, ec)) throw write_failure(copies.string(), ec.value(), ec.message());
    int pdfs = 0;
    for (std::size_t i = 0; i < rosters.size(); ++i) {
        const CheckedRoster& r = rosters[i];
        try {
            // A copy of what was checked, for a later report's --previous.
            if (const auto [name, bytes] = copy_of(r, stems[i]); !bytes.empty()) platform::write_file(copies / name, bytes);
            if (!r.readable) continue;
            Verdict printed = r.verdict;
            printed.diagnostics = r.all;  // the event's findings too
            platform::write_file(folder / report.rows[i].pdf, roster_pdf(ctx, r.open, printed, r.fingerprint));
            ++pdfs;
        } catch (const std::exception& e) {
            operation_failed(ctx, e);
            report.rows[i].pdf.clear();
        }
    }
    platform::write_file(folder / "rosters.csv", report_csv(ctx, report));
    platform::write_file(folder / "index.html", report_html(ctx, report));
    return pdfs;
}

/// Puts the finished report in the place of `target`, whole: no one sees the earlier page beside new PDFs.
/// Throws only before anything moved; the earlier folder is then cleared or kept, never lost.
void swap_in(const Context& ctx, const fs::path& fresh, const fs::path& target) {
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(target, ec))) {
        fs::rename(fresh, target);
        return;
    }
    const bool earlier = is_earlier_report(target) || is_empty_folder(target);
    fs::path old = fresh;
    if (platform::exchange_folders(fresh, target)) {
        // The earlier folder is now at `fresh`: renamed at once, so that no later run takes it for a leftover.
        std::string name = fresh.filename().string();
        name.replace(name.rfind("-new-"), 5, "-old-");
        fs::rename(fresh, fresh.parent_path() / name, ec);
        if (!ec) old = fresh.parent_path() / name;
    } else {
        // Two steps where the system has no exchange: a failure between them leaves the earlier report aside, whole.
        old = fresh_folder(target, "old");
        fs::remove(old);
        fs::rename(target, old);
        fs::rename(fresh, target, ec);
        if (ec) {
            fs::rename(old, target, ec);
            throw write_failure(target.string(), ec.value(), ec.message());
        }
    }
    carry_over(ctx, old, target, earlier);
}

}  // namespace

std::optional<int> prepare_report(const Context& ctx, const ReportJob& job) {
    std::error_code ec;
    if (job.previous && !fs::is_directory(*job.previous, ec))
        return usage_message(ctx, "previous_not_folder", {{"folder", job.previous->string()}});
    if (const char* key = folder_refusal(folder_path(job.folder), job.force))
        return usage_message(ctx, key, {{"folder", job.folder.string()}});
    // The parent is made now, so a folder that cannot be made costs no checking.
    const fs::path parent = folder_path(job.folder).parent_path();
    if (!fs::create_directories(parent, ec) && ec)
        return operation_failed(ctx, write_failure(parent.string(), ec.value(), ec.message()));
    return std::nullopt;
}

std::optional<int> write_report(const Context& ctx, const ReportJob& job, const std::vector<CheckedRoster>& rosters,
                                const std::vector<std::string>& skipped) {
    if (std::any_of(rosters.begin(), rosters.end(), [](const CheckedRoster& r) { return r.readable; }) && !pdf_fonts_found(ctx))
        return kUnreadable;
    const fs::path target = folder_path(job.folder);
    int pdfs = 0;
    try {
        // One report run at a time beside this folder: the lock is on the folder that holds it.
        const platform::FileLock lock(target.parent_path());
        // Another run may have changed the folder while this one was checking.
        if (const char* key = folder_refusal(target, job.force))
            return usage_message(ctx, key, {{"folder", job.folder.string()}});
        remove_leftovers(target);
        std::vector<std::string> stems;
        Report report = build(ctx, job, rosters, skipped, stems);
        const fs::path fresh = fresh_folder(target, "new");
        try {
            pdfs = write_files(ctx, fresh, report, rosters, stems);
            swap_in(ctx, fresh, target);  // when it throws, `fresh` is still the new report
        } catch (...) {
            std::error_code ec;
            fs::remove_all(fresh, ec);  // removes links, never what they point to
            throw;
        }
    } catch (const std::exception& e) { return operation_failed(ctx, e); }
    ctx.out << terminal_safe(ctx.messages.get("report", "written",
                                              {{"file", (job.folder / "index.html").string()},
                                               {"rosters", static_cast<std::int64_t>(rosters.size())},
                                               {"pdfs", static_cast<std::int64_t>(pdfs)}}))
            << '\n';
    return std::nullopt;
}

std::string value_header(const Context& ctx, const Report& report) {
    std::vector<std::string> names;
    for (const auto& row : report.rows)
        if (!row.value_name.empty() && std::find(names.begin(), names.end(), row.value_name) == names.end())
            names.push_back(row.value_name);
    if (names.empty()) return ctx.messages.get("report", "col_value");
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " / ") + n;
    return out;
}

}  // namespace muster::cli
