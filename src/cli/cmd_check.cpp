// SPDX-License-Identifier: GPL-3.0-or-later
// `muster check ROSTER...`: verdicts for players (text) and organisers (json, junit, summary).
#include <algorithm>
#include <filesystem>
#include <iterator>
#include <ostream>
#include <sstream>
#include <string_view>

#include "cli/args.h"
#include "cli/check_run.h"
#include "cli/context.h"
#include "cli/edit_args.h"
#include "cli/json.h"
#include "cli/report.h"
#include "cli/text.h"
#include "core/rules/ruleset.h"
#include "xml/load.h"

namespace muster::cli {
namespace fs = std::filesystem;

namespace {

/// Where a finding is, with 1-based command and unit as people count them.
void write_json_location(Json& j, const Location& at) {
    j.key("location").begin_object();
    if (!at.file.empty()) j.key("file").value(at.file);
    if (at.line) j.key("line").value(at.line);
    if (at.column) j.key("column").value(at.column);
    for (const auto& [key, value] : {std::pair<const char*, const std::string*>{"system", &at.system},
                                     {"list", &at.list},
                                     {"option", &at.option},
                                     {"purchase", &at.purchase},
                                     {"constraint", &at.constraint}})
        if (!value->empty()) j.key(key).value(*value);
    if (at.command) j.key("command").value(*at.command + 1);
    if (at.unit) {
        if (!at.command) j.key("unassigned").value(true);
        j.key("unit").value(*at.unit + 1);
    }
    j.end_object();
}

void write_json_diagnostic(const Context& ctx, Json& j, const Diagnostic& d) {
    j.begin_object();
    j.key("severity").value(severity_name(d.severity));
    j.key("code").value(d.code);
    j.key("message").value(ctx.messages.text(d));
    j.key("rule").value(d.rule);
    j.key("path").value(d.where.path());
    if (d.where.line) j.key("line").value(d.where.line);
    write_json_location(j, d.where);
    j.key("hint").value(ctx.messages.hint(d));
    j.key("fixes").begin_array();
    for (const auto& f : d.fixes) {
        j.begin_object();
        j.key("label").value(ctx.messages.fix(f));
        write_json_edits(j, f.edits);
        j.end_object();
    }
    j.end_array();
    j.end_object();
}

void write_json(const Context& ctx, const std::vector<CheckedRoster>& results, std::ostream& os) {
    Json j(os);
    j.begin_object();
    j.key("rosters").begin_array();
    for (const auto& r : results) {
        j.begin_object();
        j.key("file").value(r.file);
        j.key("readable").value(r.readable);
        j.key("legal").value(r.legal());
        if (r.readable) {
            const Roster& ro = r.open.roster;
            const Summary& s = r.verdict.summary;
            j.key("player").value(ro.player);
            j.key("system").value(ro.system);
            j.key("list").value(ro.list);
            j.key("budget").value(ro.budget);
            j.key("points").value(s.total);
            j.key("breakdown").begin_object();
            j.key("units").value(s.unit_points);
            j.key("generals").value(s.general_points);
            j.key("command_structure").value(s.command_structure_points);
            for (const auto& [id, points] : s.purchase_points) j.key(id).value(points);
            j.end_object();
            for (const auto& [id, value] : s.values) j.key(id).value(value);
            j.key("commands").begin_array();
            for (const auto& c : s.commands) {
                const General& g = ro.commands[c.index].general;
                j.begin_object();
                j.key("general").value(g.quality);
                j.key("c_in_c").value(g.c_in_c);
                j.key("points").value(c.points);
                for (const auto& [id, value] : c.values) j.key(id).value(value);
                j.key("units").begin_array();
                for (const auto& u : s.units) {
                    if (u.command != c.index) continue;
                    j.begin_object();
                    j.key("profile").value(u.unit.base ? u.unit.base->id : ro.commands[c.index].units[u.index].profile);
                    j.key("name").value(u.unit.effective().name);
                    j.key("points").value(u.unit.cost);
                    j.key("options").begin_array();
                    for (const auto& [o, cost] : u.unit.options) j.value(o->id);
                    j.end_array();
                    j.end_object();
                }
                j.end_array();
                j.end_object();
            }
            j.end_array();
        }
        j.key("diagnostics").begin_array();
        for (const auto& d : r.all) write_json_diagnostic(ctx, j, d);
        j.end_array();
        j.end_object();
    }
    j.end_array();
    const auto legal = std::count_if(results.begin(), results.end(), [](const CheckedRoster& r) { return r.legal(); });
    j.key("total").value(static_cast<int>(results.size()));
    j.key("legal").value(static_cast<int>(legal));
    j.end_object();
    os << '\n';
}

void write_junit(const Context& ctx, const std::vector<CheckedRoster>& results, std::ostream& os) {
    const auto failures =
        std::count_if(results.begin(), results.end(), [](const CheckedRoster& r) { return r.readable && !r.legal(); });
    const auto errors = std::count_if(results.begin(), results.end(), [](const CheckedRoster& r) { return !r.readable; });
    os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    os << "<testsuites>\n<testsuite name=\"muster check\" tests=\"" << results.size() << "\" failures=\"" << failures
       << "\" errors=\"" << errors << "\">\n";
    for (const auto& r : results) {
        os << "  <testcase classname=\"muster.check\" name=\"" << escape_markup(r.file) << "\">\n";
        if (!r.legal()) {
            std::ostringstream details;
            for (const auto& d : r.all)
                if (d.severity == Severity::Error) print_diagnostic(ctx, d, details);
            const char* tag = r.readable ? "failure" : "error";
            const Diagnostic* first = nullptr;
            for (const auto& d : r.all)
                if (d.severity == Severity::Error) {
                    first = &d;
                    break;
                }
            os << "    <" << tag << " message=\"" << escape_markup(first ? ctx.messages.text(*first) : "") << "\">"
               << escape_markup(details.str()) << "</" << tag << ">\n";
        }
        os << "  </testcase>\n";
    }
    os << "</testsuite>\n</testsuites>\n";
}

/// How many rosters were legal, illegal and unreadable: the summary's last line and the exit code.
struct Tally {
    int legal = 0, illegal = 0, unreadable = 0;
    void add(const CheckedRoster& r) { ++(!r.readable ? unreadable : r.legal() ? legal : illegal); }
    int total() const { return legal + illegal + unreadable; }
};

/// The summary's line for each roster: the verdict words looked up once, the arguments' and the line's room
/// kept, each line written at once.
class SummaryLines {
public:
    explicit SummaryLines(const Context& ctx)
        : m_ctx(ctx),
          m_unreadable(ctx.messages.get("cli", "verdict_unreadable")),
          m_legal(ctx.messages.get("cli", "verdict_legal")),
          m_illegal(ctx.messages.get("cli", "verdict_illegal")) {}

    void write(const CheckedRoster& r, std::ostream& os) {
        std::string& line = m_line;
        line.clear();
        line += !r.readable ? m_unreadable : r.legal() ? m_legal : m_illegal;
        line += "  ";
        append_terminal_safe(line, roster_name(r));
        if (r.readable) {
            m_points[0].second = std::int64_t{r.verdict.summary.total};
            m_points[1].second = std::int64_t{r.open.roster.budget};
            std::get<std::string>(m_points[2].second) = r.open.system->counts_points ? "points" : "units";
            m_points[3].second = static_cast<std::int64_t>(r.open.roster.unit_count());
            std::get<std::string>(m_points[4].second) = r.open.list->name;
            m_points[5].second = static_cast<std::int64_t>(count(r.all, Severity::Error));
            line += "  ";
            line += m_ctx.messages.get("cli", "summary_points", m_points);
        } else if (!r.all.empty()) {
            line += "  ";
            append_terminal_safe(line, m_ctx.messages.text(r.all.front()));
        }
        line += '\n';
        os << line;
    }

private:
    const Context& m_ctx;
    const std::string m_unreadable, m_legal, m_illegal;
    std::string m_line;
    muster::Args m_points{{"points", std::int64_t{0}}, {"budget", std::int64_t{0}}, {"scale", std::string()},
                          {"units", std::int64_t{0}},  {"list", std::string()},     {"errors", std::int64_t{0}}};
};

void write_summary_total(const Context& ctx, const Tally& t, std::ostream& os) {
    os << ctx.messages.get("cli", "summary_total",
                           {{"total", static_cast<std::int64_t>(t.total())},
                            {"legal", static_cast<std::int64_t>(t.legal)},
                            {"illegal", static_cast<std::int64_t>(t.illegal)},
                            {"unreadable", static_cast<std::int64_t>(t.unreadable)}})
       << '\n';
}

void write_text(const Context& ctx, const CheckedRoster& r, bool breakdown, std::ostream& os) {
    for (const auto& d : r.all) print_diagnostic(ctx, d, os);
    if (!r.readable) return;
    if (breakdown) {
        os << '\n';
        print_breakdown(ctx, r.open, r.verdict, os);
        os << '\n';
    }
    os << terminal_safe(roster_name(r) + ": " + verdict_text(ctx, r.open.roster, r.open, r.verdict, r.all)) << '\n';
}

}  // namespace

std::string roster_name(const CheckedRoster& r) {
    return r.readable && !r.open.roster.player.empty() ? r.file + " (" + r.open.roster.player + ")" : r.file;
}

namespace {

/// Whether the file's name ends in `ext` (".txt", lower case) in any case, after at least one character of
/// the name: what path::extension() gives, without building a path (a name like ".txt" has no extension).
bool has_extension(const std::string& file, std::string_view ext) {
    if (file.size() <= ext.size()) return false;
    const char before = file[file.size() - ext.size() - 1];
#ifdef _WIN32
    if (before == '\\' || before == ':') return false;
#endif
    if (before == '/') return false;
    return std::equal(ext.begin(), ext.end(), file.end() - static_cast<std::ptrdiff_t>(ext.size()),
                      [](char e, char c) { return e == (c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c); });
}

}  // namespace

Submission submission_kind(const std::string& file, bool in_folder) {
    for (std::string_view ext : {".txt", ".text", ".md", ".markdown", ".eml"})
        if (has_extension(file, ext)) return Submission::Typed;
    if (!in_folder || has_extension(file, ".muster") || has_extension(file, ".xml")) return Submission::Roster;
    return Submission::Other;
}

const ImportKit& TypedLists::kit() {
    if (!m_kit) m_kit = make_import_kit(m_ctx);
    return *m_kit;
}

namespace {

/// The files a desktop leaves in folders it shows, which nobody submitted: by the name a folder's entry
/// ends with (its path's last part, taken without building a path for it).
bool system_file(const std::string& entry) {
#ifdef _WIN32
    const auto cut = entry.find_last_of("/\\");
#else
    const auto cut = entry.rfind('/');
#endif
    const std::string_view name = std::string_view(entry).substr(cut == std::string::npos ? 0 : cut + 1);
    return name == ".DS_Store" || name == "Thumbs.db" || name == "desktop.ini" || name.substr(0, 2) == "._";
}

/// A typed list read into a roster: its import findings are the read problems.
OpenRoster open_typed(const Context& ctx, const ImportKit& kit, const std::string& file, platform::Links links) {
    OpenRoster r;
    text::ImportResult read = import_file(kit, file, {}, links);
    r.problems = std::move(read.findings);
    // The summary line names the first problem: an unread line, not a note on a guess.
    std::stable_partition(r.problems.begin(), r.problems.end(),
                          [](const Diagnostic& d) { return d.severity == Severity::Error; });
    if (!read.roster) return r;
    OpenRoster opened = ctx.library.open(std::move(*read.roster), file);
    opened.problems.insert(opened.problems.begin(), r.problems.begin(), r.problems.end());
    return opened;
}

}  // namespace

std::vector<std::string> expand_rosters(const std::vector<std::string>& inputs, std::vector<std::string>* skipped,
                                        std::vector<bool>* in_folder) {
    // A folder means every file in it, in name order: rosters, typed lists, and whatever else was sent,
    // which is checked as not readable rather than passed over. Its subfolders' files are named in `skipped`.
    std::vector<std::string> files;
    std::vector<std::pair<std::size_t, std::size_t>> folders;  // where each folder's files are in `files`, sorted
    for (const auto& in : inputs) {
        std::error_code ec;
        if (fs::is_directory(in, ec)) {
            std::vector<std::string> found, below;
            for (const auto& e : fs::directory_iterator(in, ec)) {
                // A submitted link may point at any file of the organiser's: it is a finding, never read.
                if (e.is_symlink(ec)) {
                    found.push_back(e.path().string());
                } else if (e.is_directory(ec)) {
                    for (const auto& sub : fs::recursive_directory_iterator(e.path(), ec)) {
                        if (sub.is_directory(ec)) continue;
                        std::string file = sub.path().string();
                        if (!system_file(file)) below.push_back(std::move(file));
                    }
                } else if (std::string file = e.path().string(); !system_file(file)) {
                    found.push_back(std::move(file));
                }
            }
            std::sort(found.begin(), found.end());
            folders.emplace_back(files.size(), files.size() + found.size());
            files.insert(files.end(), std::make_move_iterator(found.begin()), std::make_move_iterator(found.end()));
            if (in_folder) in_folder->resize(files.size(), true);
            std::sort(below.begin(), below.end());
            if (skipped)
                skipped->insert(skipped->end(), std::make_move_iterator(below.begin()), std::make_move_iterator(below.end()));
        } else {
            files.push_back(in);
            if (in_folder) in_folder->push_back(false);
        }
    }
    // A file also named on its own is still one found in a folder.
    if (in_folder)
        for (std::size_t i = 0; i < files.size(); ++i)
            for (const auto& [from, to] : folders)
                if (!(*in_folder)[i] && std::binary_search(files.begin() + from, files.begin() + to, files[i]))
                    (*in_folder)[i] = true;
    return files;
}

namespace {

/// The submission read as its kind says, or why it is not.
OpenRoster open_submission(const Context& ctx, const std::string& file, const CheckOptions& options) {
    const platform::Links links = options.in_folder ? platform::Links::Refuse : platform::Links::Follow;
    switch (submission_kind(file, options.in_folder)) {
        case Submission::Roster:
            return ctx.library.open_roster(file, links);
        case Submission::Typed: {
            std::optional<TypedLists> own;
            TypedLists& typed = options.typed ? *options.typed : own.emplace(ctx);
            return open_typed(ctx, typed.kit(), file, links);
        }
        case Submission::Other:
            break;
    }
    // A link is said as such, whatever its name.
    std::error_code ec;
    Diagnostic d =
        fs::is_symlink(fs::symlink_status(file, ec)) ? Diagnostic("link_not_followed") : Diagnostic("not_a_submission");
    d.where.file = file;
    OpenRoster r;
    r.problems.push_back(std::move(d));
    return r;
}

}  // namespace

CheckedRoster check_roster(const Context& ctx, const std::string& file, const CheckOptions& options) {
    // The roster is read into its place: moving an OpenRoster moves each of its strings.
    CheckedRoster r{.file = file, .open = open_submission(ctx, file, options)};
    r.all = r.open.problems;
    r.readable = r.open.list && r.open.system && !has_errors(r.open.problems);
    if (!r.readable) return r;
    r.submitted_budget = r.open.roster.budget;
    if (options.fingerprint) r.fingerprint = xml::roster_fingerprint(r.open.roster);
    r.verdict = Ruleset{*r.open.list, *r.open.system, options.event}.judge(r.open.roster, {options.budget, options.fixes});
    r.open.roster.budget = r.verdict.budget;  // the roster as judged: its outputs say the event's budget
    // The game's findings join the read problems (most rosters have none): moved, as every output reads them
    // from there.
    if (r.all.empty()) r.all = std::move(r.verdict.diagnostics);
    else
        r.all.insert(r.all.end(), std::make_move_iterator(r.verdict.diagnostics.begin()),
                     std::make_move_iterator(r.verdict.diagnostics.end()));
    r.verdict.diagnostics.clear();
    if (!r.open.problems.empty()) sort_diagnostics(r.all);  // the verdict's own findings come sorted
    return r;
}

int cmd_check(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {"format", "budget", "event", "output", "report", "previous"});
    args.allow({"format", "budget", "event", "output", "summary", "breakdown", "report", "previous", "force"});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().empty()) return usage_message(ctx, "check_needs_file");
    const std::string format = args.value("format").value_or("text");
    if (format != "text" && format != "json" && format != "junit") return usage_message(ctx, "format_values");
    std::optional<int> budget;
    if (auto b = args.value("budget")) {
        budget = to_int(*b);
        if (!budget || *budget <= 0) return usage_message(ctx, "budget_positive");
    }
    std::optional<Event> event;
    if (auto e = args.value("event")) {
        event = open_event(ctx, *e);
        if (!event) return kUnreadable;
    }

    // The report's folder is checked first, so a mistake in it costs no checking and writes nothing.
    std::optional<ReportJob> report;
    if (auto dir = args.value("report")) {
        report = ReportJob{*dir, args.value("previous"), args.flag("force"), event ? &*event : nullptr,
                           args.value("event").value_or("")};
        for (const auto& in : args.positional()) {
            std::error_code ec;
            // A mistyped folder must not give a report of nothing: exit 3, as for a roster that cannot be read.
            if (!fs::exists(in, ec)) {
                ctx.err << "muster: " << terminal_safe(ctx.messages.get("usage", "no_path", {{"path", in}})) << '\n';
                return kUnreadable;
            }
        }
        if (auto code = prepare_report(ctx, *report)) return *code;
    } else if (args.value("previous") || args.flag("force")) {
        return usage_message(ctx, "report_options");
    }

    std::vector<std::string> skipped;
    std::vector<bool> in_folder;  // for each file
    const auto files = expand_rosters(args.positional(), &skipped, &in_folder);
    if (files.empty()) return usage_message(ctx, "no_rosters");
    const bool text = format == "text";
    const bool summary = args.flag("summary") || (text && (files.size() > 1 || report));
    // Text and summaries are written roster by roster, so a folder of any size needs no more memory than one.
    Tally tally;
    SummaryLines lines(ctx);
    std::vector<CheckedRoster> kept;
    TypedLists typed(ctx);
    for (std::size_t i = 0; i < files.size(); ++i) {
        const std::string& f = files[i];
        // Fix-its are worth their few milliseconds where someone reads them: one roster's text, JSON, a report.
        CheckOptions options{
            budget, event ? &*event : nullptr, report || format == "json" || (text && !summary), report.has_value(), in_folder[i],
            &typed};
        CheckedRoster r = check_roster(ctx, f, options);
        tally.add(r);
        if (text && summary) lines.write(r, ctx.out);
        else if (text) write_text(ctx, r, args.flag("breakdown"), ctx.out);
        if (!text || report) kept.push_back(std::move(r));
    }
    if (format == "json") write_json(ctx, kept, ctx.out);
    else if (format == "junit") write_junit(ctx, kept, ctx.out);
    else if (summary) write_summary_total(ctx, tally, ctx.out);
    // Files in subfolders are said, not silently passed over, and make the run incomplete.
    for (const auto& f : skipped) ctx.err << terminal_safe(f) << ": " << ctx.messages.get("cli", "not_a_roster") << '\n';
    if (report)
        if (auto code = write_report(ctx, *report, kept, skipped)) return *code;

    if (tally.unreadable || !skipped.empty()) return kUnreadable;
    if (tally.illegal) return kIllegal;
    return kLegal;
}

}  // namespace muster::cli
