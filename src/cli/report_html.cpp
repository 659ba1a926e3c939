// SPDX-License-Identifier: GPL-3.0-or-later
// The event report's page: one file with its style and script inline, so it opens anywhere, offline, on a
// phone; a table that sorts by any column, then each roster's findings with rule references and fixes.
#include <cctype>
#include <sstream>

#include "cli/report.h"
#include "cli/text.h"

namespace muster::cli {
namespace {

std::int64_t n64(int n) {
    return static_cast<std::int64_t>(n);
}

/// A file name as a relative link: every byte but the unreserved ones percent-encoded, so that spaces,
/// "#", "?" and letters of any language lead to the file.
std::string link_to(const std::string& file) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : file) {
        if (std::isalnum(c) && c < 0x80) out += static_cast<char>(c);
        else if (c == '-' || c == '.' || c == '_' || c == '~') out += static_cast<char>(c);
        else out += '%', out += hex[c >> 4], out += hex[c & 15];
    }
    return out;
}

constexpr const char* kStyle = R"css(
:root{--fg:#1d1f23;--muted:#5a616b;--line:#d5d9de;--head:#f3f5f7;--legal:#17663a;--legal-bg:#e2f3e7;--illegal:#a3151a;--illegal-bg:#fde7e7;--unreadable:#7a4a00;--unreadable-bg:#fff0d4;--accent:#1f4e8c}
*{box-sizing:border-box}
body{margin:0;color:var(--fg);background:#fff;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
header,main{max-width:1180px;margin:0 auto;padding:0 16px}
header{padding-top:16px}
h1{font-size:1.55rem;margin:0 0 4px}
h2{font-size:1.2rem;margin:0 0 6px;overflow-wrap:anywhere}
p{margin:4px 0}
.muted{color:var(--muted)}
a{color:var(--accent)}
table{border-collapse:collapse;width:100%;margin:14px 0 8px}
th,td{padding:8px 10px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
thead th{background:var(--head);white-space:nowrap}
th button{font:inherit;font-weight:650;color:inherit;background:none;border:0;padding:0;cursor:pointer}
th button::after{content:" \2195";color:var(--muted);font-weight:400}
th[aria-sort=ascending] button::after{content:" \25B2";color:var(--fg)}
th[aria-sort=descending] button::after{content:" \25BC";color:var(--fg)}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td{overflow-wrap:anywhere}
tbody tr:hover{background:#f8f9fb}
.verdict{display:inline-block;padding:1px 8px;border-radius:4px;font-weight:700;font-size:.85rem;white-space:nowrap}
.legal .verdict{color:var(--legal);background:var(--legal-bg)}
.illegal .verdict{color:var(--illegal);background:var(--illegal-bg)}
.unreadable .verdict{color:var(--unreadable);background:var(--unreadable-bg)}
.badge{display:inline-block;margin-left:6px;padding:0 6px;border-radius:10px;font-size:.75rem;border:1px solid var(--line);color:var(--muted);white-space:nowrap}
.badge.changed{border-color:var(--accent);color:var(--accent)}
section.roster{margin:26px 0;padding:10px 14px;border:1px solid var(--line);border-left:6px solid var(--line);border-radius:6px}
section.roster.legal{border-left-color:var(--legal)}
section.roster.illegal{border-left-color:var(--illegal)}
section.roster.unreadable{border-left-color:var(--unreadable)}
ol.findings{padding-left:1.3em;margin:8px 0}
ol.findings li{margin:8px 0}
.severity{display:inline-block;min-width:4.6em;padding:0 5px;border-radius:3px;font-size:.8rem;font-weight:700;text-align:center;text-transform:uppercase;color:#fff;background:var(--muted)}
.error .severity{background:var(--illegal)}
.warning .severity{background:#9a6700}
.where,.rule,code{color:var(--muted);font-size:.9rem}
.rule{font-weight:600}
.hint,.fixes{margin:3px 0 0;font-size:.95rem}
ul.fixes{padding-left:1.2em}
ul.changes{margin:4px 0 8px;padding-left:.4em;list-style:none;font-size:.95rem}
.top{font-size:.9rem}
@media (max-width:720px){
 body{font-size:15px}
 table,tbody,tr,td{display:block;width:100%}
 thead{display:block}
 thead tr{display:flex;flex-wrap:wrap;gap:6px}
 thead th{border:1px solid var(--line);border-radius:14px;padding:3px 10px;font-size:.85rem}
 tbody tr{border:1px solid var(--line);border-radius:8px;margin:10px 0;padding:6px 10px}
 td{display:flex;gap:10px;border:0;padding:3px 0}
 td.num{text-align:left}
 td::before{content:attr(data-label);flex:0 0 10.5em;overflow-wrap:normal;color:var(--muted);font-size:.85rem;padding-top:2px}
 td:empty,thead th.nosort{display:none}
 section.roster{padding:8px 10px}
}
)css";

constexpr const char* kScript = R"js(
(function () {
  var table = document.getElementById('rosters');
  if (!table) return;
  var body = table.tBodies[0], heads = table.tHead.rows[0].cells;
  var collator = new Intl.Collator(document.documentElement.lang || undefined, {sensitivity: 'base', numeric: true});
  function key(row, i, numeric) {
    var cell = row.cells[i], v = cell.getAttribute('data-sort');
    if (v === null) v = cell.textContent.trim();
    return numeric ? (parseFloat(v) || 0) : v;
  }
  function sort(i, descending) {
    var numeric = heads[i].getAttribute('data-type') === 'number';
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = key(a, i, numeric), y = key(b, i, numeric);
      var d = numeric ? x - y : collator.compare(x, y);
      return descending ? -d : d;
    });
    rows.forEach(function (r) { body.appendChild(r); });
    for (var j = 0; j < heads.length; ++j) heads[j].removeAttribute('aria-sort');
    heads[i].setAttribute('aria-sort', descending ? 'descending' : 'ascending');
  }
  Array.prototype.forEach.call(heads, function (th, i) {
    var button = th.querySelector('button');
    if (!button) return;
    button.addEventListener('click', function () {
      var descending = th.getAttribute('aria-sort') === 'ascending';
      sort(i, descending);
      try { history.replaceState(null, '', '#sort=' + (descending ? '-' : '') + th.getAttribute('data-key')); } catch (e) {}
    });
  });
  // A link may name the order: index.html#sort=-points.
  var m = /^#sort=(-?)([a-z]+)$/.exec(location.hash);
  if (m) for (var i = 0; i < heads.length; ++i) if (heads[i].getAttribute('data-key') === m[2]) sort(i, m[1] === '-');
  table.setAttribute('data-sortable', 'ready');
})();
)js";

const char* verdict_class(const CheckedRoster& r) {
    return !r.readable ? "unreadable" : r.legal() ? "legal" : "illegal";
}

std::string verdict_word(const Context& ctx, const CheckedRoster& r) {
    return ctx.messages.get("cli", !r.readable ? "verdict_unreadable" : r.legal() ? "verdict_legal" : "verdict_illegal");
}

/// Where a finding is, as people count: a line of a file, or a command and unit of the roster.
std::string where_text(const Context& ctx, const Diagnostic& d) {
    const auto& m = ctx.messages;
    const Location& at = d.where;
    if (at.line) return m.get("report", "place_line", {{"line", n64(at.line)}});
    if (at.unit) {
        if (at.command) return m.get("report", "place_unit", {{"command", n64(*at.command + 1)}, {"unit", n64(*at.unit + 1)}});
        return m.get("report", "place_unassigned", {{"unit", n64(*at.unit + 1)}});
    }
    if (at.command) return m.get("cli", "diff_command", {{"number", n64(*at.command + 1)}});
    return {};
}

std::string resubmission_badge(const Context& ctx, const ReportRow& row) {
    switch (row.resubmission) {
        case Resubmission::NotAsked:
            return {};
        case Resubmission::New:
            return "<span class=\"badge\">" + escape_markup(ctx.messages.get("report", "resubmission_new")) + "</span>";
        case Resubmission::Changed:
            return "<span class=\"badge changed\">" + escape_markup(ctx.messages.get("report", "resubmission_changed")) +
                   "</span>";
        case Resubmission::Unchanged:
            return "<span class=\"badge\">" + escape_markup(ctx.messages.get("report", "resubmission_unchanged")) + "</span>";
    }
    return {};
}

std::string player_of(const ReportRow& row) {
    return row.checked->readable ? row.checked->open.roster.player : std::string();
}

void write_row(const Context& ctx, const ReportRow& row, const std::string& value_label, std::size_t n, std::ostream& os) {
    const auto& m = ctx.messages;
    const CheckedRoster& r = *row.checked;
    auto cell = [&](const char* label_key, const std::string& html, const std::string& sort = {}, bool num = false) {
        const std::string label = std::string(label_key) == "col_value" ? value_label : m.get("report", label_key);
        os << "<td data-label=\"" << escape_markup(label) << '"';
        if (num) os << " class=\"num\"";
        if (!sort.empty()) os << " data-sort=\"" << escape_markup(sort) << '"';
        os << '>' << html << "</td>";
    };
    const int errors = count(r.all, Severity::Error), warnings = count(r.all, Severity::Warning);
    os << "<tr class=\"" << verdict_class(r) << "\">";
    const std::string player = player_of(row);
    cell("col_player",
         player.empty() ? "<span class=\"muted\">" + escape_markup(m.get("report", "no_player")) + "</span>"
                        : escape_markup(player),
         player);
    cell("col_file",
         "<a href=\"#roster-" + std::to_string(n) + "\">" + escape_markup(row.name) + "</a>" + resubmission_badge(ctx, row),
         row.name);
    cell("col_list", r.readable ? escape_markup(r.open.list->name) : std::string());
    if (r.readable) {
        const Summary& s = r.verdict.summary;
        const bool points = r.open.system->counts_points;
        const std::string text =
            points ? m.get("report", "points_of", {{"points", n64(s.total)}, {"budget", n64(r.open.roster.budget)}})
                   : m.get("report", "units", {{"units", n64(r.open.roster.unit_count())}});
        cell("col_points", escape_markup(text), std::to_string(points ? s.total : r.open.roster.unit_count()), true);
    } else {
        cell("col_points", "", "-1", true);
    }
    cell("col_value", row.value ? escape_markup(std::to_string(*row.value)) : std::string(),
         row.value ? std::to_string(*row.value) : "-1", true);
    // Sorted worst first when descending: unreadable, not legal, legal.
    cell("col_verdict", "<span class=\"verdict\">" + escape_markup(verdict_word(ctx, r)) + "</span>",
         !r.readable ? "2"
         : r.legal() ? "0"
                     : "1");
    cell("col_findings",
         "<a href=\"#roster-" + std::to_string(n) + "\">" +
             escape_markup(m.get("report", "findings_count", {{"errors", n64(errors)}, {"warnings", n64(warnings)}})) + "</a>",
         std::to_string(errors * 100000 + warnings));
    cell("col_pdf", row.pdf.empty()
                        ? std::string()
                        : "<a href=\"" + link_to(row.pdf) + "\">" + escape_markup(m.get("report", "pdf_link")) + "</a>");
    os << "</tr>\n";
}

void write_finding(const Context& ctx, const Diagnostic& d, std::ostream& os) {
    const auto& m = ctx.messages;
    os << "<li class=\"finding " << severity_name(d.severity) << "\"><span class=\"severity\">"
       << escape_markup(m.get("cli", severity_name(d.severity))) << "</span> <span class=\"message\">" << escape_markup(m.text(d))
       << "</span>";
    if (const std::string w = where_text(ctx, d); !w.empty()) os << " <span class=\"where\">(" << escape_markup(w) << ")</span>";
    if (!d.rule.empty())
        os << " <span class=\"rule\">" << escape_markup(m.get("report", "rule", {{"rule", d.rule}})) << "</span>";
    os << " <code>" << escape_markup(d.code) << "</code>";
    if (const std::string hint = m.hint(d); !hint.empty())
        os << "<p class=\"hint\">" << escape_markup(m.get("cli", "hint")) << ": " << escape_markup(hint) << "</p>";
    if (!d.fixes.empty()) {
        os << "<ul class=\"fixes\">";
        for (const auto& f : d.fixes)
            os << "<li>" << escape_markup(m.get("cli", "fix")) << ": " << escape_markup(m.fix(f)) << "</li>";
        os << "</ul>";
    }
    os << "</li>\n";
}

void write_section(const Context& ctx, const ReportRow& row, std::size_t n, std::ostream& os) {
    const auto& m = ctx.messages;
    const CheckedRoster& r = *row.checked;
    const std::string player = player_of(row);
    os << "<section class=\"roster " << verdict_class(r) << "\" id=\"roster-" << n << "\">\n<h2>"
       << escape_markup(player.empty() ? row.name : player + " — " + row.name) << "</h2>\n";
    if (r.readable)
        os << "<p class=\"verdict-line\">" << escape_markup(verdict_text(ctx, r.open.roster, r.open, r.verdict, r.all))
           << "</p>\n<p class=\"muted\">"
           << escape_markup(m.get("report", "facts", {{"system", r.open.system->name}, {"fingerprint", r.fingerprint}}))
           << "</p>\n";
    else os << "<p><span class=\"verdict\">" << escape_markup(verdict_word(ctx, r)) << "</span></p>\n";
    if (row.resubmission == Resubmission::Changed || row.resubmission == Resubmission::Unchanged) {
        os << "<p>" << resubmission_badge(ctx, row) << " "
           << escape_markup(m.get("report", "previous_file", {{"file", row.previous_file}})) << "</p>\n";
        if (!row.changes.empty()) {
            os << "<ul class=\"changes\">";
            for (const auto& c : row.changes) os << "<li>" << escape_markup(c) << "</li>";
            os << "</ul>\n";
        }
    }
    if (r.all.empty()) {
        os << "<p class=\"muted\">" << escape_markup(m.get("report", "no_findings")) << "</p>\n";
    } else {
        os << "<ol class=\"findings\">\n";
        for (const auto& d : r.all) write_finding(ctx, d, os);
        os << "</ol>\n";
    }
    os << "<p class=\"top\"><a href=\"#rosters\">" << escape_markup(m.get("report", "back")) << "</a></p>\n</section>\n";
}

void write_files(const std::string& heading, const std::vector<std::string>& files, std::ostream& os) {
    if (files.empty()) return;
    os << "<section class=\"other\"><p>" << escape_markup(heading) << "</p><ul>";
    for (const auto& f : files) os << "<li>" << escape_markup(f) << "</li>";
    os << "</ul></section>\n";
}

}  // namespace

std::string escape_markup(const std::string& raw) {
    // XML 1.0 allows no C0 control but tab and line ends, no U+FFFE or U+FFFF, only UTF-8: U+FFFD for them.
    const std::string s = valid_utf8(raw);
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            default:
                if (u < 0x20 && c != '\t' && c != '\n' && c != '\r') out += "\xEF\xBF\xBD";
                else if (u == 0xEF && (s.compare(i, 3, "\xEF\xBF\xBE") == 0 || s.compare(i, 3, "\xEF\xBF\xBF") == 0))
                    out += "\xEF\xBF\xBD", i += 2;
                else out += c;
        }
    }
    return out;
}

std::string report_html(const Context& ctx, const Report& report) {
    const auto& m = ctx.messages;
    std::ostringstream os;
    const std::string title =
        report.title.empty() ? m.get("report", "title") : m.get("report", "title_event", {{"event", report.title}});
    std::string lang = m.locale().substr(0, m.locale().find_first_of("_-.@"));
    if (lang.empty() || lang == "root") lang = "en";
    int legal = 0, illegal = 0, unreadable = 0;
    for (const auto& row : report.rows) ++(!row.checked->readable ? unreadable : row.checked->legal() ? legal : illegal);
    os << "<!DOCTYPE html>\n<html lang=\"" << escape_markup(lang) << "\">\n<head>\n<meta charset=\"utf-8\">\n"
       << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"generator\" content=\"muster-report\">\n"
       << "<title>" << escape_markup(title) << "</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n<header>\n<h1>"
       << escape_markup(title) << "</h1>\n"
       << "<p>"
       << escape_markup(m.get("cli", "summary_total",
                              {{"total", n64(static_cast<int>(report.rows.size()))},
                               {"legal", n64(legal)},
                               {"illegal", n64(illegal)},
                               {"unreadable", n64(unreadable)}}))
       << "</p>\n";
    if (!report.event_file.empty())
        os << "<p class=\"muted\">" << escape_markup(m.get("report", "event_pack", {{"file", report.event_file}})) << "</p>\n";
    os << "<p class=\"muted\">" << escape_markup(m.get("report", "sort_hint"))
       << "</p>\n</header>\n<main>\n<table id=\"rosters\">\n<thead><tr>";
    const struct {
        const char* key;
        const char* label;
        bool number;
    } columns[] = {{"player", "col_player", false},    {"file", "col_file", false},  {"list", "col_list", false},
                   {"points", "col_points", true},     {"value", "col_value", true}, {"verdict", "col_verdict", true},
                   {"findings", "col_findings", true}, {"pdf", "col_pdf", false}};
    const std::string value_label = value_header(ctx, report);
    for (const auto& c : columns) {
        const bool sorts = std::string(c.key) != "pdf";
        const std::string label = std::string(c.label) == "col_value" ? value_label : m.get("report", c.label);
        os << "<th scope=\"col\" data-key=\"" << c.key << "\" data-type=\"" << (c.number ? "number" : "text") << '"'
           << (sorts ? "" : " class=\"nosort\"") << '>';
        if (!sorts) os << escape_markup(label);
        else os << "<button type=\"button\">" << escape_markup(label) << "</button>";
        os << "</th>";
    }
    os << "</tr></thead>\n<tbody>\n";
    for (std::size_t i = 0; i < report.rows.size(); ++i) write_row(ctx, report.rows[i], value_label, i + 1, os);
    os << "</tbody>\n</table>\n";
    write_files(m.get("report", "skipped"), report.skipped, os);
    write_files(m.get("report", "withdrawn"), report.withdrawn, os);
    for (std::size_t i = 0; i < report.rows.size(); ++i) write_section(ctx, report.rows[i], i + 1, os);
    os << "</main>\n<script>" << kScript << "</script>\n</body>\n</html>\n";
    return os.str();
}

}  // namespace muster::cli
