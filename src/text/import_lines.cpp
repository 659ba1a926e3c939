// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/import_lines.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "text/match.h"

namespace muster::text {
namespace {

bool starts_with(std::string_view s, std::string_view p) {
    return s.substr(0, p.size()) == p;
}

bool all_digits(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

/// Header names of a mail as mail programs write them in the five languages ("From:", "Betreff:", "Objet:").
bool mail_header(std::string_view line) {
    const auto colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon > 30) return false;
    const std::string name = fold(line.substr(0, colon));
    static constexpr std::array<std::string_view, 36> kNames = {"from",         "to",
                                                                "cc",           "bcc",
                                                                "subject",      "date",
                                                                "sent",         "reply to",
                                                                "content type", "content transfer encoding",
                                                                "mime version", "message id",
                                                                "in reply to",  "references",
                                                                "received",     "return path",
                                                                "user agent",   "von",
                                                                "an",           "betreff",
                                                                "datum",        "gesendet",
                                                                "de",           "a",
                                                                "objet",        "envoye",
                                                                "da",           "oggetto",
                                                                "inviato",      "data",
                                                                "para",         "asunto",
                                                                "enviado",      "fecha",
                                                                "organization", "thread topic"};
    return std::find(kNames.begin(), kNames.end(), name) != kNames.end() || starts_with(name, "x ");
}

/// Column headings of a table, by what the column holds.
enum class Column { Other, Quantity, Cost, Type };

Column column_of(const std::string& heading) {
    const std::string f = fold(heading);
    static constexpr std::array<std::string_view, 18> kQuantity = {"qty",    "quantity", "no",     "nr",       "number", "n",
                                                                   "count",  "anzahl",   "menge",  "quantita", "q ta",   "qta",
                                                                   "numero", "quantite", "nombre", "cantidad", "cant",   "x"};
    static constexpr std::array<std::string_view, 14> kCost = {"points", "pts", "pt",     "cost", "costs",  "punti", "costo",
                                                               "punkte", "pkt", "kosten", "cout", "puntos", "coste", "ptos"};
    static constexpr std::array<std::string_view, 5> kType = {"type", "typ", "tipo", "troop type", "truppentyp"};
    auto in = [&](const auto& words) { return std::find(words.begin(), words.end(), f) != words.end(); };
    if (in(kQuantity)) return Column::Quantity;
    if (in(kCost)) return Column::Cost;
    if (in(kType)) return Column::Type;
    return Column::Other;
}

/// The cells of a table row: between pipes ("| a | b |") or tabs, each without its markup.
std::vector<std::string> cells_of(std::string_view line, char separator) {
    std::vector<std::string> cells;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= line.size(); ++i)
        if (i == line.size() || line[i] == separator) {
            cells.push_back(undecorate(line.substr(start, i - start)));
            start = i + 1;
        }
    // "| a | b |": the outer pipes open and close the row, they make no cells.
    if (separator == '|') {
        if (!cells.empty() && cells.front().empty()) cells.erase(cells.begin());
        if (!cells.empty() && cells.back().empty()) cells.pop_back();
    }
    return cells;
}

/// A row of "---", ":--:" or "===" only: the line under a Markdown table's headings.
bool rule_row(const std::vector<std::string>& raw_cells) {
    return std::all_of(raw_cells.begin(), raw_cells.end(),
                       [](const std::string& c) { return c.find_first_not_of("-:=+ ") == std::string::npos; });
}

/// What a table means so far: the role of each column, from its heading row.
struct Table {
    std::vector<Column> columns;
};

/// A table row as a plain line: "2 | Foot | 124" -> "2x Foot — 124", "Points | 600" -> "Points: 600".
std::string row_line(const std::vector<std::string>& cells, const Table& table) {
    std::vector<std::size_t> filled;
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (!cells[i].empty()) filled.push_back(i);
    if (filled.empty()) return {};
    if (filled.size() == 2 && !all_digits(cells[filled[1]]) && cells[filled[0]].find(':') == std::string::npos &&
        table.columns.empty())
        return cells[filled[0]] + ": " + cells[filled[1]];
    std::string head, quantity, cost, extras, type;
    for (const std::size_t i : filled) {
        const Column c = i < table.columns.size() ? table.columns[i] : Column::Other;
        const std::string& cell = cells[i];
        if (c == Column::Quantity && all_digits(cell)) quantity = cell;
        else if ((c == Column::Cost || (c == Column::Other && i == filled.back() && !head.empty())) && all_digits(cell))
            cost = cell;
        else if (c == Column::Type && !all_digits(cell)) type = cell + " ";
        else if (head.empty() && !all_digits(cell)) head = cell;
        else extras += " (" + cell + ")";
    }
    if (head.empty()) return {};
    std::string line = (quantity.empty() || quantity == "1" ? std::string() : quantity + "x ") + type + head;
    line += extras;
    if (!cost.empty()) line += " — " + cost;
    return line;
}

/// Runs of three or more dots ("Hussars ....... 67") are dot leaders: a separator, not text.
std::string without_leaders(std::string s) {
    for (std::size_t at = s.find("..."); at != std::string::npos; at = s.find("...", at)) {
        std::size_t end = at;
        while (end < s.size() && s[end] == '.') ++end;
        s.replace(at, end - at, " — ");
    }
    for (std::size_t at = s.find("…"); at != std::string::npos; at = s.find("…", at)) s.replace(at, 3, " — ");
    return s;
}

/// Control characters (but the tab) become spaces: pasted text carries them, and they mean nothing here.
std::string printable(std::string_view raw) {
    std::string s(raw);
    for (char& c : s)
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7F) c = ' ';
    return s;
}

}  // namespace

std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos) return {};
    const auto e = s.find_last_not_of(" \t\r");
    return std::string(s.substr(b, e - b + 1));
}

std::string undecorate(std::string_view raw) {
    std::string s;
    s.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '[') {
            const auto close = raw.find(']', i);
            if (close != std::string_view::npos && close - i <= 40) {
                std::string_view tag = raw.substr(i + 1, close - i - 1);
                if (!tag.empty() && tag[0] == '/') tag.remove_prefix(1);
                const std::string name = fold(tag.substr(0, tag.find('=')));
                static constexpr std::array<std::string_view, 21> kTags = {
                    "b",    "i",      "u",    "s",  "size", "color", "colour", "list", "",   "url",    "quote",
                    "code", "center", "font", "h1", "h2",   "h3",    "li",     "ul",   "ol", "spoiler"};
                if (std::find(kTags.begin(), kTags.end(), name) != kTags.end() && (name != "" || tag == "*")) {
                    i = close;
                    continue;
                }
            }
        }
        if (raw[i] == '*' && i + 1 < raw.size() && raw[i + 1] == '*') {
            ++i;
            continue;
        }
        if (raw[i] == '_' && i + 1 < raw.size() && raw[i + 1] == '_') {
            ++i;
            continue;
        }
        if (raw[i] == '`') continue;
        s += raw[i] == '\t' ? ' ' : raw[i];
    }
    s = trim(s);
    // Leading marks: headings, quotes, bullets, "1." / "1)" numbering.
    for (bool again = true; again && !s.empty();) {
        again = false;
        for (std::string_view mark : {"#", ">", "- ", "* ", "• ", "· ", "– ", "— ", "◦ ", "▪ ", "o "}) {
            if (starts_with(s, mark)) {
                s = trim(std::string_view(s).substr(mark.size()));
                again = true;
            }
        }
        std::size_t d = 0;
        while (d < s.size() && std::isdigit(static_cast<unsigned char>(s[d]))) ++d;
        if (d > 0 && d <= 2 && d + 1 < s.size() && (s[d] == '.' || s[d] == ')') && s[d + 1] == ' ') {
            s = trim(std::string_view(s).substr(d + 2));
            again = true;
        }
    }
    // Emphasis around the whole line: "_Total 600_", "*Command 2*".
    while (s.size() >= 2 && (s.front() == '_' || s.front() == '*') && s.back() == s.front())
        s = trim(std::string_view(s).substr(1, s.size() - 2));
    // A line of rules (---, ===, ___) or of table borders is decoration only.
    if (!s.empty() && s.find_first_not_of("-=_*~|+: ") == std::string::npos) return {};
    return s;
}

TypedLines typed_lines(std::string_view text) {
    TypedLines out;
    std::vector<std::string_view> raw;
    for (std::size_t start = 0; start <= text.size() && raw.size() < kMostLines;) {
        const auto end = std::min(text.find('\n', start), text.size());
        raw.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    out.lines.resize(raw.size());
    // A mail's header block, up to its first empty line.
    std::size_t first = 0;
    while (first < raw.size() && trim(raw[first]).empty()) ++first;
    if (first < raw.size() && mail_header(raw[first]))
        while (first < raw.size() && !trim(raw[first]).empty()) ++first;
    bool in_quote = false;
    Table table;
    for (std::size_t i = first; i < raw.size(); ++i) {
        if (raw[i].size() > kMostLineBytes) {
            out.too_long.push_back(static_cast<int>(i) + 1);
            continue;
        }
        const std::string line = without_leaders(printable(raw[i]));
        const std::string bare = trim(line);
        // A signature ("-- ") or a forwarded or quoted message ("-----Original Message-----") ends the list.
        if (bare == "--" || (starts_with(bare, "-----") && bare.size() > 10 && bare.find_first_not_of("- ") != std::string::npos))
            break;
        // Quoted replies: "> ..." in mail, [quote]...[/quote] in forums, and the line that introduces one
        // ("On Mon, 30 Nov 2026, Mark wrote:", "Am ... schrieb Mark:").
        if (starts_with(bare, ">")) continue;
        const std::string last_word = bare.substr(bare.rfind(' ') == std::string::npos ? 0 : bare.rfind(' ') + 1);
        if (!bare.empty() && bare.back() == ':' && (last_word == ":" || last_word[0] != ':') && i + 1 < raw.size() &&
            starts_with(trim(raw[i + 1]), ">"))
            continue;  // not ":crossed_swords:", an emoji's code
        if (starts_with(bare, "[quote") || starts_with(bare, "[QUOTE")) in_quote = true;
        if (in_quote) {
            auto close = bare.find("[/quote]");
            if (close == std::string::npos) close = bare.find("[/QUOTE]");
            if (close == std::string::npos) continue;
            in_quote = false;
            out.lines[i] = undecorate(std::string_view(bare).substr(close + 8));
            continue;
        }
        // Tables: pipes (Markdown, Discord) or tabs (a spreadsheet paste).
        const char separator = std::count(bare.begin(), bare.end(), '|') >= 2 ? '|'
                               : bare.find('\t') != std::string::npos         ? '\t'
                                                                              : 0;
        if (!separator) {
            table = {};
            out.lines[i] = undecorate(line);
            continue;
        }
        const auto raw_cells = cells_of(bare, separator);
        if (rule_row(raw_cells)) continue;
        // A heading row names what each column holds ("Unit | Qty | Points").
        std::vector<Column> columns;
        for (const auto& c : raw_cells) columns.push_back(column_of(c));
        if (std::any_of(columns.begin(), columns.end(), [](Column c) { return c != Column::Other; }) &&
            std::none_of(raw_cells.begin(), raw_cells.end(),
                         [](const std::string& c) { return c.find_first_of("0123456789") != std::string::npos; })) {
            table.columns = columns;
            continue;
        }
        out.lines[i] = row_line(raw_cells, table);
    }
    return out;
}

}  // namespace muster::text
