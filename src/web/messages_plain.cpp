// SPDX-License-Identifier: GPL-3.0-or-later
// i18n::Messages for the web build, without ICU (docs/web.md): the same bundle sources (i18n/*.txt) are read
// as text and their MessageFormat patterns formatted here — select, plural (=N and the five languages'
// categories), numbers with the skeletons the bundles use, medium dates. Desktop and CLI keep ICU.
#include "i18n/messages.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace muster::i18n {
namespace {

using Table = std::map<std::string, std::string>;  // "table\x1fkey" -> pattern
using Args = std::vector<std::pair<std::string, Arg>>;

void append_utf8(std::string& out, std::uint32_t c) {
    if (c < 0x80) out += static_cast<char>(c);
    else if (c < 0x800) out += {static_cast<char>(0xC0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3F))};
    else if (c < 0x10000)
        out += {static_cast<char>(0xE0 | (c >> 12)), static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
                static_cast<char>(0x80 | (c & 0x3F))};
    else
        out += {static_cast<char>(0xF0 | (c >> 18)), static_cast<char>(0x80 | ((c >> 12) & 0x3F)),
                static_cast<char>(0x80 | ((c >> 6) & 0x3F)), static_cast<char>(0x80 | (c & 0x3F))};
}

std::vector<std::uint32_t> code_points(const std::string& s) {
    std::vector<std::uint32_t> out;
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const int n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        std::uint32_t c = n == 1 ? b : b & (0x7F >> n);
        for (int k = 1; k < n && i + k < s.size(); ++k) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        out.push_back(c);
        i += n;
    }
    return out;
}

/// Reads a bundle source as genrb does for ours: nested `name { ... }` tables, string leaves `key { "..." }`.
class BundleReader {
public:
    explicit BundleReader(std::string text) : s(std::move(text)) {}

    Table read() {
        Table out;
        std::vector<std::string> path;
        std::string name;
        while (next()) {
            if (tok == Tok::Name) name = val;
            else if (tok == Tok::Open) path.push_back(name);
            else if (tok == Tok::Close && !path.empty()) path.pop_back();
            else if (tok == Tok::String) {
                std::string v = val;
                while (peek_string() && next()) v += val;  // "a" "b" concatenates
                if (path.size() == 3) out[path[1] + '\x1f' + path[2]] = v;
            }
        }
        return out;
    }

private:
    enum class Tok { Name, Open, Close, String };
    std::string s;
    std::size_t i = 0;
    Tok tok = Tok::Name;
    std::string val;

    void skip_space() {
        for (;;) {
            while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
            if (s.compare(i, 2, "//") == 0) i = s.find('\n', i) == std::string::npos ? s.size() : s.find('\n', i);
            else if (s.compare(i, 2, "/*") == 0) i = s.find("*/", i) == std::string::npos ? s.size() : s.find("*/", i) + 2;
            else return;
        }
    }
    bool peek_string() {
        skip_space();
        return i < s.size() && s[i] == '"';
    }
    bool next() {
        skip_space();
        if (i >= s.size()) return false;
        const char c = s[i];
        if (c == '{' || c == '}') {
            tok = c == '{' ? Tok::Open : Tok::Close;
            ++i;
        } else if (c == '"') {
            tok = Tok::String;
            val.clear();
            for (++i; i < s.size() && s[i] != '"'; ++i) {
                if (s[i] != '\\' || i + 1 >= s.size()) {
                    val += s[i];
                    continue;
                }
                const char e = s[++i];
                if (e == 'n') val += '\n';
                else if (e == 't') val += '\t';
                else if (e == 'u' && i + 4 < s.size()) {
                    append_utf8(val, static_cast<std::uint32_t>(std::stoul(s.substr(i + 1, 4), nullptr, 16)));
                    i += 4;
                } else val += e;
            }
            ++i;
        } else {
            tok = Tok::Name;
            const std::size_t from = i;
            while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i])) && s[i] != '{' && s[i] != '}' && s[i] != '"')
                ++i;
            val = s.substr(from, i - from);
            if (const auto colon = val.find(':'); colon != std::string::npos) val.resize(colon);  // name:table
        }
        return true;
    }
};

/// How one language writes numbers and chooses plural forms (CLDR 42, as ICU 72 has them).
struct Language {
    std::string code;  // en, de, fr, it, es
    std::string group() const { return code == "fr" ? "\u202f" : code == "de" || code == "it" || code == "es" ? "." : ","; }
    char decimal() const { return code == "en" ? '.' : ','; }

    std::string plural(std::int64_t n) const {
        const std::int64_t a = n < 0 ? -n : n;
        if (code == "fr") return a <= 1 ? "one" : a % 1000000 == 0 ? "many" : "other";
        if (a == 1) return "one";
        if ((code == "es" || code == "it") && a != 0 && a % 1000000 == 0) return "many";
        return "other";
    }

    /// `skeleton`: formatted by a number skeleton, where Spanish groups only from five digits (10.000, 1234).
    std::string number(std::int64_t n, bool grouping = true, bool sign_always = false, bool skeleton = false) const {
        std::string digits = std::to_string(n < 0 ? -static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n));
        if (grouping && digits.size() > (skeleton && code == "es" ? 4u : 3u)) {
            std::string g;
            for (std::size_t k = 0; k < digits.size(); ++k) {
                if (k > 0 && (digits.size() - k) % 3 == 0) g += group();
                g += digits[k];
            }
            digits = g;
        }
        return (n < 0 ? "-" : sign_always ? "+" : "") + digits;
    }

    static Language of(const std::string& locale) {
        std::string c = locale.substr(0, locale.find('_'));
        if (c != "de" && c != "fr" && c != "it" && c != "es") c = "en";
        return {c};
    }
};

/// ICU MessageFormat (apostrophe mode DOUBLE_OPTIONAL) over named arguments; nullopt where ICU fails.
class Formatter {
public:
    Formatter(const Language& lang, const Args& args) : lang(lang), args(args) {}

    std::optional<std::string> format(const std::string& p, const std::optional<std::int64_t>& hash = std::nullopt) const {
        std::string out;
        for (std::size_t i = 0; i < p.size();) {
            const char c = p[i];
            if (c == '\'') {
                if (i + 1 < p.size() && p[i + 1] == '\'') {
                    out += '\'';
                    i += 2;
                } else if (i + 1 < p.size() &&
                           (p[i + 1] == '{' || p[i + 1] == '}' || p[i + 1] == '|' || (hash && p[i + 1] == '#'))) {
                    const auto end = p.find('\'', i + 1);
                    out += p.substr(i + 1, (end == std::string::npos ? p.size() : end) - i - 1);
                    i = end == std::string::npos ? p.size() : end + 1;
                } else {
                    out += '\'';
                    ++i;
                }
            } else if (c == '#' && hash) {
                out += lang.number(*hash);
                ++i;
            } else if (c == '{') {
                const auto end = close(p, i);
                if (!end) return std::nullopt;
                auto text = argument(p.substr(i + 1, *end - i - 1));
                if (!text) return std::nullopt;
                out += *text;
                i = *end + 1;
            } else {
                out += c;
                ++i;
            }
        }
        return out;
    }

private:
    const Language& lang;
    const Args& args;

    /// The index of the `}` closing the `{` at `open`, skipping nested braces and quoted text.
    static std::optional<std::size_t> close(const std::string& p, std::size_t open) {
        int depth = 0;
        for (std::size_t i = open; i < p.size(); ++i) {
            if (p[i] == '\'' && i + 1 < p.size() && p[i + 1] != '\'' && (p[i + 1] == '{' || p[i + 1] == '}')) {
                i = p.find('\'', i + 1);
                if (i == std::string::npos) return std::nullopt;
            } else if (p[i] == '{') ++depth;
            else if (p[i] == '}' && --depth == 0) return i;
        }
        return std::nullopt;
    }

    static std::string trim(const std::string& s) {
        const auto a = s.find_first_not_of(" \t\n");
        return a == std::string::npos ? "" : s.substr(a, s.find_last_not_of(" \t\n") - a + 1);
    }

    const Arg* find(const std::string& name) const {
        for (const auto& [n, v] : args)
            if (n == name) return &v;
        return nullptr;
    }

    /// The text of `{inner}`: name[, type[, style]].
    std::optional<std::string> argument(const std::string& inner) const {
        const auto c1 = inner.find(',');
        const std::string name = trim(inner.substr(0, c1));
        const Arg* value = find(name);
        if (c1 == std::string::npos) {
            if (!value) return "{" + name + "}";
            if (const auto* n = std::get_if<std::int64_t>(value)) return lang.number(*n);
            return std::get<std::string>(*value);
        }
        const auto c2 = inner.find(',', c1 + 1);
        const std::string type = trim(inner.substr(c1 + 1, c2 == std::string::npos ? std::string::npos : c2 - c1 - 1));
        const std::string rest = c2 == std::string::npos ? "" : inner.substr(c2 + 1);
        if (!value) return "{" + name + "}";
        const auto* n = std::get_if<std::int64_t>(value);
        if (type == "number") {
            if (!n) return std::nullopt;
            return number(*n, trim(rest));
        }
        if (type == "select") {
            if (n) return std::nullopt;
            return branch(rest, std::get<std::string>(*value), std::nullopt,
                          std::nullopt);  // `#` counts only directly in a plural
        }
        if (type == "plural") {
            if (!n) return std::nullopt;
            std::string body = rest;
            std::int64_t offset = 0;
            if (const auto o = trim(body).rfind("offset:", 0); o == 0) {
                const std::string t = trim(body);
                std::size_t used = 0;
                offset = std::stoll(t.substr(7), &used);
                body = t.substr(7 + used);
            }
            return branch(body, lang.plural(*n - offset), *n, *n - offset);
        }
        return std::nullopt;
    }

    std::string number(std::int64_t n, const std::string& style) const {
        if (style == "::scale/0.1 .0") {
            const std::int64_t a = n < 0 ? -n : n;
            return (n < 0 ? "-" : "") + lang.number(a / 10) + lang.decimal() + std::to_string(a % 10);
        }
        const std::string skeleton = style.rfind("::", 0) == 0 ? trim(style.substr(2)) : "";
        return lang.number(n, skeleton != "group-off", skeleton == "sign-always", !skeleton.empty());
    }

    /// Picks `=exact` (plural), then the keyword, then `other` among `key {message}` pairs and formats it.
    std::optional<std::string> branch(const std::string& body, const std::string& keyword, std::optional<std::int64_t> exact,
                                      const std::optional<std::int64_t>& hash) const {
        std::map<std::string, std::string> cases;
        for (std::size_t i = 0; i < body.size();) {
            const auto open = body.find('{', i);
            if (open == std::string::npos) break;
            const auto end = close(body, open);
            if (!end) return std::nullopt;
            cases.emplace(trim(body.substr(i, open - i)), body.substr(open + 1, *end - open - 1));
            i = *end + 1;
        }
        auto it = exact ? cases.find("=" + std::to_string(*exact)) : cases.end();
        if (it == cases.end()) it = cases.find(keyword);
        if (it == cases.end()) it = cases.find("other");
        if (it == cases.end()) return std::nullopt;
        return format(it->second, hash);
    }
};

std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// Folds a code point for comparing: lower case, Latin letters without their accents.
std::uint32_t fold(std::uint32_t c, bool keep_accents) {
    if (c >= 'A' && c <= 'Z') return c + 32;
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) c += 32;
    if (keep_accents) return c;
    static const char* latin1 = "aaaaaaaceeeeiiiidnooooo/ouuuuyty";  // U+00E0..U+00FF
    if (c >= 0xE0 && c <= 0xFF) return static_cast<unsigned char>(latin1[c - 0xE0]);
    return c;
}

bool is_letter(std::uint32_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= 0xC0 && c != 0xD7 && c != 0xF7 && !(c >= 0x2000 && c <= 0x2BFF));
}

}  // namespace

struct Messages::Impl {
    std::string locale_name;
    Language lang;
    std::vector<Table> chain;  // most specific first, root last
    std::size_t root_index = SIZE_MAX;

    const std::string* pattern_in(std::size_t i, const char* table, const char* key) const {
        auto it = chain[i].find(std::string(table) + '\x1f' + key);
        return it == chain[i].end() ? nullptr : &it->second;
    }

    /// As the ICU build: English standing in for a missing translation keeps English number and plural
    /// rules, and a pattern that cannot be formatted gives way to the next bundle.
    std::optional<std::string> message(const char* table, const char* key, const Args& args) const {
        std::optional<std::string> unformatted;
        for (std::size_t i = 0; i < chain.size(); ++i) {
            const std::string* p = pattern_in(i, table, key);
            if (!p) continue;
            const Language l = i == root_index ? Language{"en"} : lang;
            if (auto text = Formatter(l, args).format(*p)) return text;
            if (!unformatted) unformatted = *p;
        }
        return unformatted;
    }
};

Messages::Messages(const std::filesystem::path& bundle_dir, const std::string& locale) : m(std::make_unique<Impl>()) {
    m->locale_name = resolve_locale(locale);
    m->lang = Language::of(m->locale_name);
    std::string name = m->locale_name;
    while (!name.empty()) {
        const auto file = bundle_dir / (name + ".txt");
        if (std::filesystem::exists(file)) {
            if (name == "root") m->root_index = m->chain.size();
            m->chain.push_back(BundleReader(read_file(file)).read());
        }
        if (name == "root") break;
        const auto cut = name.rfind('_');
        name = cut == std::string::npos ? "root" : name.substr(0, cut);
    }
    if (m->chain.empty()) throw std::runtime_error("cannot open the message bundles in " + bundle_dir.string());
}

Messages::~Messages() = default;
Messages::Messages(Messages&&) noexcept = default;
Messages& Messages::operator=(Messages&&) noexcept = default;

std::string Messages::text(const Diagnostic& d) const {
    if (!d.message.empty()) return Formatter(m->lang, d.args).format(d.message).value_or(d.message);
    if (auto text = m->message("diag", d.code.c_str(), d.args)) return *text;
    return get("cli", "unknown_code", {{"code", d.code}});
}

std::string Messages::hint(const Diagnostic& d) const {
    if (!d.hint_message.empty()) return Formatter(m->lang, d.args).format(d.hint_message).value_or(d.hint_message);
    if (d.hint.empty()) return {};
    return m->message("hint", d.hint.c_str(), d.args).value_or(std::string());
}

std::string Messages::fix(const Fix& f) const {
    return get("fix", f.label.c_str(), f.args);
}

std::string Messages::get(const char* table, const char* key, const std::vector<std::pair<std::string, Arg>>& args) const {
    return m->message(table, key, args).value_or(std::string(key));
}

bool Messages::has(const char* table, const char* key) const {
    for (std::size_t i = 0; i < m->chain.size(); ++i)
        if (m->pattern_in(i, table, key)) return true;
    return false;
}

std::string Messages::number(std::int64_t n) const {
    return m->lang.number(n);
}

std::string Messages::date(const std::string& iso) const {
    int y = 0, mo = 0, d = 0;
    char extra = 0;
    if (std::sscanf(iso.c_str(), "%d-%d-%d%c", &y, &mo, &d, &extra) != 3 || mo < 1 || mo > 12 || d < 1 || d > 31) return iso;
    // CLDR 42's medium date of each language.
    static const std::map<std::string, std::vector<std::string>> months = {
        {"en", {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}},
        {"fr", {"janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."}},
        {"it", {"gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"}},
        {"es", {"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"}},
    };
    const std::string& code = m->lang.code;
    char buf[64];
    if (code == "de") std::snprintf(buf, sizeof buf, "%02d.%02d.%d", d, mo, y);
    else if (code == "en") std::snprintf(buf, sizeof buf, "%s %d, %d", months.at("en")[mo - 1].c_str(), d, y);
    else std::snprintf(buf, sizeof buf, "%d %s %d", d, months.at(code)[mo - 1].c_str(), y);
    return buf;
}

const std::string& Messages::locale() const {
    return m->locale_name;
}

// Letters compared without accents or case first, then with accents, then byte by byte: the order a
// reader expects for the Latin-script names of the lists, without ICU's collation tables.
struct Collator::Impl {};

Collator::Collator(const std::string&) : m(std::make_unique<Impl>()) {}
Collator::~Collator() = default;

bool Collator::less(const std::string& a, const std::string& b) const {
    const auto ca = code_points(a), cb = code_points(b);
    for (const bool accents : {false, true}) {
        for (std::size_t i = 0; i < ca.size() && i < cb.size(); ++i)
            if (fold(ca[i], accents) != fold(cb[i], accents)) return fold(ca[i], accents) < fold(cb[i], accents);
        if (ca.size() != cb.size()) return ca.size() < cb.size();
    }
    return a < b;
}

bool contains_word(const std::string& text, const std::string& word) {
    if (word.empty()) return false;
    auto t = code_points(text), w = code_points(word);
    for (auto& c : t) c = fold(c, true);
    for (auto& c : w) c = fold(c, true);
    for (std::size_t at = 0; at + w.size() <= t.size(); ++at) {
        if (!std::equal(w.begin(), w.end(), t.begin() + static_cast<std::ptrdiff_t>(at))) continue;
        const bool starts = at == 0 || !is_letter(t[at - 1]);
        const bool ends = at + w.size() >= t.size() || !is_letter(t[at + w.size()]);
        if (starts && ends) return true;
    }
    return false;
}

}  // namespace muster::i18n
