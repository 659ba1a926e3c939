// SPDX-License-Identifier: GPL-3.0-or-later
// The event report's table for spreadsheets: RFC 4180, one row per roster.
#include "cli/report.h"
#include "cli/text.h"

namespace muster::cli {
namespace {

/// A field quoted when it holds a comma, a quote or a line end (quotes doubled). A text that a spreadsheet
/// would take for a formula (=, +, -, @, tab or CR first: OWASP's list) gets a leading apostrophe: players
/// write these names. Bytes that are no UTF-8 become U+FFFD, as the file says it is UTF-8.
std::string field(const std::string& raw, bool text = true) {
    const std::string s = valid_utf8(raw);
    std::string v = text && !s.empty() && std::string("=+-@\t\r").find(s.front()) != std::string::npos ? "'" + s : s;
    if (v.find_first_of(",\"\r\n") == std::string::npos) return v;
    std::string out = "\"";
    for (char c : v) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + '"';
}

}  // namespace

std::string report_csv(const Context& ctx, const Report& report) {
    const auto& m = ctx.messages;
    std::string out = "\xEF\xBB\xBF";  // so that spreadsheets read the names as UTF-8
    auto row = [&](const std::vector<std::string>& cells) {
        for (std::size_t i = 0; i < cells.size(); ++i) out += (i ? "," : "") + cells[i];
        out += "\r\n";
    };
    std::vector<std::string> head;
    for (const char* key : {"col_file", "col_player", "col_system", "col_list", "col_points", "col_budget", "col_value",
                            "col_verdict", "col_errors", "col_warnings", "col_fingerprint", "col_pdf"})
        head.push_back(field(std::string(key) == "col_value" ? value_header(ctx, report) : m.get("report", key)));
    if (report.previous)
        head.push_back(field(m.get("report", "col_resubmission"))), head.push_back(field(m.get("report", "col_previous")));
    row(head);
    for (const auto& r : report.rows) {
        const CheckedRoster& c = *r.checked;
        const bool ok = c.readable;
        const char* verdict = !ok ? "verdict_unreadable" : c.legal() ? "verdict_legal" : "verdict_illegal";
        std::vector<std::string> cells = {
            field(r.name),
            field(ok ? c.open.roster.player : ""),
            field(ok ? c.open.system->name : ""),
            field(ok ? c.open.list->name : ""),
            ok && c.open.system->counts_points ? std::to_string(c.verdict.summary.total) : "",
            ok ? std::to_string(c.open.roster.budget) : "",
            r.value ? std::to_string(*r.value) : "",
            field(m.get("cli", verdict)),
            std::to_string(count(c.all, Severity::Error)),
            std::to_string(count(c.all, Severity::Warning)),
            field(c.fingerprint),
            field(r.pdf),
        };
        if (report.previous) {
            const char* key = r.resubmission == Resubmission::Changed     ? "resubmission_changed"
                              : r.resubmission == Resubmission::Unchanged ? "resubmission_unchanged"
                                                                          : "resubmission_new";
            cells.push_back(field(m.get("report", key)));
            cells.push_back(field(r.previous_file));
        }
        row(cells);
    }
    return out;
}

}  // namespace muster::cli
