// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/import.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <utility>

#include "core/model/resolve.h"
#include "core/model/summary.h"
#include "core/rules/validate.h"
#include "text/import_lines.h"
#include "text/match.h"

namespace muster::text {
namespace {

/// A name as typed forms are compared: stemmed, with what it stands for.
template <class T>
struct Name {
    std::string key;
    T value;
    std::vector<std::string> words;  ///< the key's words, for shortened names
};

template <class T>
using Names = std::vector<Name<T>>;

std::vector<std::string> words_of(const std::string& s) {
    std::vector<std::string> w;
    std::size_t start = 0;
    while (start < s.size()) {
        const auto end = std::min(s.find(' ', start), s.size());
        if (end > start) w.push_back(s.substr(start, end - start));
        start = end + 1;
    }
    return w;
}

template <class T>
void add_name(Names<T>& names, const std::string& text, T value) {
    std::string k = stem(text);
    if (k.empty()) return;
    for (const auto& n : names)
        if (n.key == k && n.value == value) return;
    auto words = words_of(k);
    names.push_back({std::move(k), value, std::move(words)});
}

/// Names that hold every typed word in order, as players shorten them ("Motivated" for "Motivated
/// Fighters", "Hakkapelitta" for "Finnish Hakkapelitta"); each value once.
template <class T>
std::vector<T> shortened(const Names<T>& names, const std::string& typed) {
    const auto want = words_of(typed);
    if (want.empty() ||
        (want.size() > 1 && std::none_of(want.begin(), want.end(), [](const std::string& w) { return w.size() >= 3; })))
        return {};
    if (want.size() == 1 && want[0].size() < 2) return {};
    std::vector<T> found;
    for (const auto& n : names) {
        const auto& have = n.words;
        if (have.size() < want.size()) continue;
        // "IO" for Iron Officers, "MG" for Master Gunner: the initials of a name of two or three words.
        if (want.size() == 1 && have.size() >= 2 && have.size() == want[0].size()) {
            std::string initials;
            for (const auto& h : have) initials += h[0];
            if (initials == want[0]) {
                if (std::find(found.begin(), found.end(), n.value) == found.end()) found.push_back(n.value);
                continue;
            }
        }
        // Each typed word is a word of the name, nearly, or its start ("Merc Foot", "Disc A", "Hakka").
        std::size_t k = 0;
        for (const auto& h : have)
            if (k < want.size() &&
                (name_distance(want[k], h) >= 0 || (want[k].size() >= 3 && h.compare(0, want[k].size(), want[k]) == 0)))
                ++k;
        if (k == want.size() && std::find(found.begin(), found.end(), n.value) == found.end()) found.push_back(n.value);
    }
    return found;
}

/// Every value one of whose names holds each typed word, spelt right and in order (one value once).
template <class T>
std::vector<T> in_order(const Names<T>& names, const std::string& typed) {
    const auto want = words_of(typed);
    if (want.empty() || std::none_of(want.begin(), want.end(), [](const std::string& w) { return w.size() >= 4; })) return {};
    std::vector<T> found;
    for (const auto& n : names) {
        std::size_t k = 0;
        for (const auto& h : n.words)
            if (k < want.size() && h == want[k]) ++k;
        if (k == want.size() && std::find(found.begin(), found.end(), n.value) == found.end()) found.push_back(n.value);
    }
    return found;
}

/// Every value whose name is nearest to `typed` (one value once), or none when nothing is near enough.
template <class T>
std::vector<T> nearest(const Names<T>& names, const std::string& typed, bool allow_short = true, bool* guessed = nullptr) {
    std::vector<T> found;
    // Names spelt right, the usual case, need no edit distances.
    for (const auto& n : names)
        if (n.key == typed && std::find(found.begin(), found.end(), n.value) == found.end()) found.push_back(n.value);
    if (!found.empty()) return found;
    if (guessed) *guessed = true;
    // Words of one name spelt right ("large" of "Large unit", "armatura di maglia" of "Armatura di maglia,
    // lamellare o imbottita") outweigh a slip of another ("arco largo", "bardatura di maglia").
    if (allow_short) {
        if (auto exact = in_order(names, typed); exact.size() == 1) return exact;
    }
    int best = 1000;
    for (const auto& n : names) {
        const int d = name_distance(typed, n.key);
        if (d < 0 || d > best) continue;
        if (d < best) found.clear();
        best = d;
        if (std::find(found.begin(), found.end(), n.value) == found.end()) found.push_back(n.value);
    }
    if (found.empty() && allow_short) return shortened(names, typed);
    return found;
}

/// Everything a list's text may name, in every language, stemmed.
struct Vocabulary {
    const ArmyList* list = nullptr;
    const GameSystem* system = nullptr;
    std::vector<std::string> profile_ids;  ///< "[PA-G2a]" tells apart profiles nothing else does
    Names<std::string> list_names, profiles, options, qualities, levels, purchases, rules, derived_army, derived_command, types;
    std::map<std::string, std::vector<std::string>> traits;          ///< profile id -> its traits as printed, stemmed
    std::map<std::string, std::vector<std::string>> purchase_words;  ///< purchase id -> name variants (stemmed)
};

std::string without_brackets(const std::string& s) {
    std::string out;
    int depth = 0;
    for (char c : s) {
        if (c == '(') ++depth;
        else if (c == ')') depth = std::max(0, depth - 1);
        else if (!depth) out += c;
    }
    return out;
}

Vocabulary vocabulary_of(const ListEditions& editions) {
    Vocabulary v;
    v.list = editions.front().list;
    v.system = editions.front().system;
    for (const auto& e : editions) {
        const ArmyList& l = *e.list;
        const GameSystem& s = *e.system;
        add_name(v.list_names, l.name, l.id);
        add_name(v.list_names, without_brackets(l.name), l.id);
        add_name(v.list_names, l.id, l.id);
        for (const auto& a : l.abbreviations) add_name(v.list_names, a, l.id);
        for (const auto& g : l.groups)
            for (const auto& p : g.profiles) {
                add_name(v.profiles, p.name, p.id);
                if (&e == &editions.front()) v.profile_ids.push_back(p.id);
                auto& t = v.traits[p.id];
                for (const auto& tr : p.traits) {
                    t.push_back(stem(trait_text(tr, s)));
                    if (!tr.value.empty()) t.push_back(stem(tr.value));
                    if (const Characteristic* c = s.characteristic(tr.id)) t.push_back(stem(c->name));
                }
            }
        for (const auto& o : l.options) add_name(v.options, o.name, o.id);
        for (const auto& q : s.qualities) {
            add_name(v.qualities, q.name, q.id);
            add_name(v.qualities, without_brackets(q.name), q.id);
        }
        for (const auto& c : s.command_structures) add_name(v.levels, c.name, c.id);
        for (const auto& p : s.purchases) {
            add_name(v.purchases, p.name, p.id);
            v.purchase_words[p.id].push_back(stem(p.name));
        }
        for (const auto& r : s.optional_rules) add_name(v.rules, r.name, r.id);
        for (const auto& d : s.derived) add_name(d.scope == Scope::Army ? v.derived_army : v.derived_command, d.name, d.id);
        for (const auto& t : s.troop_types) {
            add_name(v.types, t.code, t.code);
            add_name(v.types, t.name, t.code);
        }
    }
    // Ids are names too (expert, average), the way scripts and terse players write them.
    for (const auto& q : v.system->qualities) add_name(v.qualities, q.id, q.id);
    for (const auto& c : v.system->command_structures) add_name(v.levels, c.id, c.id);
    return v;
}

bool starts_with(std::string_view s, std::string_view p) {
    return s.substr(0, p.size()) == p;
}

std::optional<int> number(std::string_view s) {
    s = std::string_view(s).substr(0, s.size());
    if (s.empty() || s.size() > 9) return std::nullopt;
    std::size_t i = s[0] == '-' || s[0] == '+' ? 1 : 0;
    if (i == s.size()) return std::nullopt;
    int n = 0;
    for (; i < s.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(s[i]))) return std::nullopt;
        n = n * 10 + (s[i] - '0');
    }
    return s[0] == '-' ? -n : n;
}

std::vector<std::string> split_words(const std::string& folded) {
    std::vector<std::string> w;
    std::size_t start = 0;
    while (start < folded.size()) {
        const auto end = std::min(folded.find(' ', start), folded.size());
        if (end > start) w.push_back(folded.substr(start, end - start));
        start = end + 1;
    }
    return w;
}

std::string join(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
    std::string s;
    for (std::size_t i = from; i < to && i < words.size(); ++i) s += (s.empty() ? "" : " ") + words[i];
    return s;
}

/// Takes the first quoted text (“…”, "…", «…», „…“) out of `s`.
std::string take_quoted(std::string& s) {
    static const std::pair<std::string_view, std::string_view> kQuotes[] = {
        {"“", "”"}, {"\"", "\""}, {"«", "»"}, {"„", "“"}, {"‘", "’"}};
    for (const auto& [open, close] : kQuotes) {
        const auto a = s.find(open);
        if (a == std::string::npos) continue;
        const auto b = s.find(close, a + open.size());
        if (b == std::string::npos) continue;
        std::string inside = s.substr(a + open.size(), b - a - open.size());
        s = trim(s.substr(0, a) + " " + s.substr(b + close.size()));
        return inside;
    }
    return {};
}

/// Whether `s` holds any of the stemmed `words` as a whole word sequence.
bool is_word(const std::vector<std::string>& words, const std::string& stemmed) {
    return std::find(words.begin(), words.end(), stemmed) != words.end();
}

std::vector<std::string> stem_all(const std::vector<std::string>& words) {
    std::vector<std::string> out;
    for (const auto& w : words) out.push_back(w.find_first_not_of("+/") == std::string::npos ? w : stem(w));
    return out;
}

struct Words {
    std::map<std::string, std::vector<std::string>> keys;  ///< key -> stemmed labels
    std::vector<std::string> command, general, c_in_c, points, with_raw, and_raw, figures, of, verdicts;
    std::vector<std::vector<std::string>> ordinals;
    std::map<std::string, int> numbers;  ///< "two", "due", "einer" -> 2, 2, 1
    std::vector<std::string> of_them;
};

/// A unit as read from one line, before it goes into the roster.
struct ReadUnit {
    RosterUnit unit;
    int quantity = 1;
    std::optional<int> stated;
    /// "1 Motivated": an option for `count` units from the `from`th on.
    struct Counted {
        int from, count;
        std::string id;
    };
    std::vector<Counted> counted_options;
    /// "one with A, one with B": each count said on its own goes to the units after the last one's.
    int counted_next = 0, statement_from = 0;
    bool in_statement = false;
    int line = 0;
    bool has_note = false;  ///< a "Unit note:" line was read for it (an empty one is a line of the note too)
};

}  // namespace

struct TextImporter::Impl {
    std::vector<Vocabulary> lists;
    Words words;
};

TextImporter::TextImporter(const std::vector<ListEditions>& lists, const ImportWords& words) : m(new Impl) {
    for (const auto& e : lists)
        if (!e.empty() && e.front().list && e.front().system) m->lists.push_back(vocabulary_of(e));
    for (const auto& [key, labels] : words.keys) m->words.keys[key] = stem_all(labels);
    m->words.command = stem_all(words.command);
    m->words.general = stem_all(words.general);
    m->words.c_in_c = stem_all(words.c_in_c);
    m->words.points = stem_all(words.points);
    for (const auto& w : words.with) m->words.with_raw.push_back(fold(w) == "w" ? "w/" : w);
    m->words.and_raw = words.and_;
    m->words.figures = stem_all(words.figures);
    m->words.of = stem_all(words.of);
    m->words.verdicts = stem_all(words.verdicts);
    for (const auto& o : words.ordinals) m->words.ordinals.push_back(stem_all(o));
    for (const auto& n : words.numbers)
        for (std::size_t k = 0; k < n.size(); ++k)
            for (const auto& w : split_words(fold(n[k]))) m->words.numbers.emplace(w, static_cast<int>(k) + 1);
    for (const auto& w : words.of_them) m->words.of_them.push_back(fold(w));
}

TextImporter::~TextImporter() {
    delete m;
}

namespace {

/// Removes separators players put between parts of a line ("—", ":", "-", ",") from both ends.
std::string strip_separators(std::string s) {
    static const std::string_view kSeparators[] = {"—", "–", "·", "-", ":", "=", ",", ";", "|", "/"};
    for (bool again = true; again;) {
        again = false;
        s = trim(s);
        for (auto sep : kSeparators) {
            if (s.size() >= sep.size() && s.compare(s.size() - sep.size(), sep.size(), sep) == 0) {
                s.erase(s.size() - sep.size());
                again = true;
            }
            if (starts_with(s, sep) && sep != "-") {
                s.erase(0, sep.size());
                again = true;
            }
        }
    }
    return s;
}

/// Splits on any of `separators` (each as written), keeping the pieces' text.
std::vector<std::string> split_on(const std::string& s, const std::vector<std::string>& separators) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    int depth = 0;
    for (std::size_t i = 0; i < s.size();) {
        // Nothing inside parentheses is split: "(1 with Discipline A)" is one part.
        if (s[i] == '(') ++depth;
        if (s[i] == ')' && depth > 0) --depth;
        bool hit = false;
        for (const auto& sep : separators) {
            if (depth > 0) break;
            if (!sep.empty() && s.compare(i, sep.size(), sep) == 0) {
                parts.push_back(s.substr(start, i - start));
                i += sep.size();
                start = i;
                hit = true;
                break;
            }
        }
        if (!hit) ++i;
    }
    parts.push_back(s.substr(start));
    std::vector<std::string> out;
    for (auto& p : parts)
        if (auto t = strip_separators(p); !t.empty()) out.push_back(t);
    return out;
}

/// Where the first ", " outside brackets is ("Coraceros (1 con Disciplina A, 1 con Lanza)" has none).
std::size_t comma_outside_brackets(const std::string& s) {
    int depth = 0;
    for (std::size_t i = 0; i + 1 < s.size(); ++i) {
        if (s[i] == '(') ++depth;
        else if (s[i] == ')' && depth > 0) --depth;
        else if (depth == 0 && s[i] == ',' && s[i + 1] == ' ') return i;
    }
    return std::string::npos;
}

/// Whether the stemmed `text` holds the stemmed `phrase` as whole words (without building strings: this
/// runs for every name of every list on the first lines of each text).
bool holds(std::string_view text, std::string_view phrase) {
    if (phrase.empty()) return false;
    for (auto at = text.find(phrase); at != std::string_view::npos; at = text.find(phrase, at + 1)) {
        const auto end = at + phrase.size();
        if ((at == 0 || text[at - 1] == ' ') && (end == text.size() || text[end] == ' ')) return true;
    }
    return false;
}

/// How much of a list's name `text` (stemmed) holds: the whole name, or its words in any order without
/// the era codes ("German Catholic (30YW)", "Royalists (ECW)", "Swedish"); 0 when it does not name it.
std::size_t names_list(const std::string& text, const Name<std::string>& name) {
    if (holds(text, name.key)) return name.key.size();
    std::size_t met = 0;
    bool long_word = false;
    for (const auto& word : name.words) {
        if (word.find_first_of("0123456789") != std::string::npos || word.size() <= 3) continue;
        if (!holds(text, word)) return 0;
        met += word.size();
        long_word = long_word || word.size() >= 5;
    }
    return long_word ? met : 0;
}

/// The findings that come with a fix hint (a key of the hint table).
/// One reading of a text: the state while going through its lines.
class Reader {
public:
    Reader(const Vocabulary& v, const Words& w, const std::string& file, ImportResult& result)
        : m_v(v), m_w(w), m_file(file), m_result(result) {
        m_s.roster.system = v.system->id;
        m_s.roster.list = v.list->id;
    }

    Diagnostic& report(Code code) {
        Diagnostic d(code);
        d.where.file = m_file;
        d.where.line = m_line;
        m_result.findings.push_back(std::move(d));
        return m_result.findings.back();
    }

    /// What a line was read as: every line is tried as each kind it could be, and the first reading
    /// without an error is taken; when every reading has errors the one with the fewest is kept.
    enum class Kind { Unread, Fact, Heading, General, Value, Title, Options, Purchase, Unit, Several };

    struct LineRecord {
        int number = 0;
        Kind kind = Kind::Unread;
        std::string text;
        Diagnostics problems;  ///< the findings of a reading with errors, reported only inside the list
    };

    void line(const std::string& text, int n) {
        m_line = n;
        using Reading = bool (Reader::*)(const std::string&);
        static constexpr std::pair<Kind, Reading> kReadings[] = {
            {Kind::Fact, &Reader::fact_line},
            {Kind::Heading, &Reader::heading},
            {Kind::General, &Reader::general_alone},
            {Kind::Value, &Reader::verdict_or_value},
            {Kind::Title, &Reader::title_line},
            {Kind::Options, &Reader::options_line},
            {Kind::Purchase, &Reader::purchase_or_rule},
            {Kind::Unit, &Reader::unit_line},
            {Kind::Several, &Reader::several},
        };
        LineRecord best{n, Kind::Unread, text, {}};
        std::optional<State> best_state;
        std::size_t best_errors = 0;
        const std::size_t before = m_result.findings.size();
        for (const auto& [kind, reading] : kReadings) {
            State saved = m_s;
            const bool read = (this->*reading)(text);
            Diagnostics found(m_result.findings.begin() + static_cast<std::ptrdiff_t>(before), m_result.findings.end());
            m_result.findings.resize(before);
            if (!read) {
                m_s = std::move(saved);
                continue;
            }
            const auto errors = static_cast<std::size_t>(count(found, Severity::Error));
            if (errors == 0) {
                m_result.findings.insert(m_result.findings.end(), found.begin(), found.end());
                m_records.push_back({n, kind, text, {}});
                return;
            }
            if (!best_state || errors < best_errors) {
                best = {n, kind, text, std::move(found)};
                best_errors = errors;
                best_state = std::move(m_s);
            }
            m_s = std::move(saved);
        }
        if (best_state) m_s = std::move(*best_state);
        m_records.push_back(std::move(best));
    }

    /// How many unit lines were read so far (a "999x" line is one).
    std::size_t unit_lines() const {
        std::size_t n = m_s.unassigned.size();
        for (const auto& c : m_s.units) n += c.size();
        return n;
    }

    /// How many lines of the list, so far, no reading understood without an error.
    int doubtful_lines() const {
        return static_cast<int>(std::count_if(m_records.begin(), m_records.end(),
                                              [](const LineRecord& r) { return r.kind == Kind::Unread || !r.problems.empty(); }));
    }

    static std::string or_none(const std::string& s) { return s.empty() ? std::string("none") : s; }

    void not_understood(const std::string& text) {
        report("import_line_not_understood").arg("text", text).arg("nearest", or_none(nearest_names(text)));
    }

    /// The names of the data nearest to what a line says (units, options, purchases), at most three, or "".
    std::string nearest_names(const std::string& text) const {
        std::string typed;
        for (const auto& w : split_words(stem(text)))
            if (!number(w) && !is_word(m_w.points, w)) typed += (typed.empty() ? "" : " ") + w;
        if (typed.size() < 3) return {};
        std::vector<std::pair<int, std::string>> near;
        auto consider = [&](const auto& names, auto shown) {
            for (const auto& n : names) {
                const int limit = std::max<int>(2, static_cast<int>(n.key.size()) / 3);
                const int d = edit_distance(typed, n.key, limit);
                if (d > limit) continue;
                const std::string name = shown(n.value);
                if (std::none_of(near.begin(), near.end(), [&](const auto& x) { return x.second == name; }))
                    near.push_back({d, name});
            }
        };
        consider(m_v.profiles, [&](const std::string& id) {
            const Profile* p = m_v.list->profile(id);
            return p ? p->name : id;
        });
        consider(m_v.options, [&](const std::string& id) {
            const Option* o = m_v.list->option(id);
            return o ? o->name : id;
        });
        consider(m_v.purchases, [&](const std::string& id) {
            const Purchase* p = m_v.system->purchase(id);
            return p ? p->name : id;
        });
        std::stable_sort(near.begin(), near.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        std::string out;
        for (std::size_t i = 0; i < near.size() && i < 3; ++i) out += (out.empty() ? "" : ", ") + near[i].second;
        return out;
    }

    /// Reports the lines no reading understood, or read only with errors, that lie within the list
    /// (from its first line read to its last): greetings, signatures and chatter around it are left out.
    void judge_lines();

    Roster finish();

private:
    /// Figures the player left out where the rules allow one count only, each a note.
    void assume_figures(Roster& r);

    const Vocabulary& m_v;
    const Words& m_w;
    const std::string& m_file;
    ImportResult& m_result;
    int m_line = 0;
    std::vector<LineRecord> m_records;
    struct Stated {
        std::string id;
        int command;  ///< -1 for the army
        int value;
        int line;
    };
    /// Everything a line may change: copied before each reading of a line, so a reading can be taken back.
    struct State {
        bool seen_body = false;
        bool has_notes = false;
        Roster roster;
        std::optional<int> budget;
        std::optional<int> budget_of_total;
        int current = -2;                                   ///< command index; -1 the unassigned units; -2 nothing read yet
        std::map<int, std::pair<int, int>> command_points;  ///< command -> stated points, line
        std::vector<std::vector<ReadUnit>> units;           ///< per command
        std::vector<ReadUnit> unassigned;
        std::optional<std::pair<int, std::size_t>> last;  ///< the last unit read: command (-1 unassigned), index
        std::optional<std::pair<int, int>> total;         ///< stated total, line
        std::vector<Stated> values;
        std::map<int, std::pair<std::string, int>> general_with;  ///< command -> profile its general is with, line
    } m_s;
    ReadUnit* last_unit() {
        if (!m_s.last) return nullptr;
        auto& v = m_s.last->first < 0 ? m_s.unassigned : m_s.units[static_cast<std::size_t>(m_s.last->first)];
        return &v[m_s.last->second];
    }

    bool points_word(const std::string& stemmed) const { return is_word(m_w.points, stemmed); }

    /// "58", "58 pts", "58pts", "(58 points)": a number of points; a bare number only when `bare`.
    std::optional<int> cost_of(const std::string& text, bool bare) const {
        std::string t = trim(text);
        if (t.size() > 2 && t.front() == '(' && t.back() == ')') t = t.substr(1, t.size() - 2);
        const auto words = split_words(fold(t));
        if (words.size() == 1) {
            if (auto n = number(words[0]); n && bare && number(t)) return n;
            std::size_t d = 0;
            while (d < words[0].size() && std::isdigit(static_cast<unsigned char>(words[0][d]))) ++d;
            if (d > 0 && d < words[0].size() && points_word(words[0].substr(d))) return number(words[0].substr(0, d));
        }
        if (words.size() == 2 && points_word(stem(words[1])) && std::isdigit(static_cast<unsigned char>(t[0])))
            return number(words[0]);
        return std::nullopt;
    }

    /// Takes a stated cost off the end of `s`.
    std::optional<int> take_cost(std::string& s, bool bare) const {
        std::string t = trim(s);
        if (!t.empty() && t.back() == ')') {
            const auto open = t.rfind('(');
            if (open != std::string::npos && open > 0) {
                if (auto c = cost_of(t.substr(open), true)) {
                    s = strip_separators(t.substr(0, open));
                    return c;
                }
            }
        }
        const auto last = t.rfind(' ');
        if (last == std::string::npos) return std::nullopt;
        if (const auto before = t.rfind(' ', last - 1); before != std::string::npos) {
            if (auto c = cost_of(t.substr(before + 1), false)) {
                s = strip_separators(t.substr(0, before));
                return c;
            }
        }
        if (auto c = cost_of(t.substr(last + 1), bare)) {
            s = strip_separators(t.substr(0, last));
            return c;
        }
        return std::nullopt;
    }

    /// Takes a quantity off either end of `s`: "3x", "3 x", "3 ×", "x3", "×3", a bare leading "3".
    std::optional<int> take_quantity(std::string& s) const {
        std::string t = trim(s);
        auto is_times = [](std::string_view w) { return w == "x" || w == "X" || w == "×"; };
        std::size_t d = 0;
        while (d < t.size() && std::isdigit(static_cast<unsigned char>(t[d]))) ++d;
        if (d > 0 && d <= 3) {
            const int n = *number(t.substr(0, d));
            std::size_t j = d;
            while (j < t.size() && t[j] == ' ') ++j;
            for (std::string_view x : {"×", "x", "X"}) {
                if (t.compare(j, x.size(), x) == 0 && (j + x.size() == t.size() || t[j + x.size()] == ' ')) {
                    s = strip_separators(t.substr(j + x.size()));
                    return n;
                }
            }
            if (j > d && j < t.size() && !std::isdigit(static_cast<unsigned char>(t[j]))) {
                s = strip_separators(t.substr(j));
                return n;
            }
        }
        for (std::string_view x : {"×", "x", "X"}) {
            if (starts_with(t, x)) {
                std::size_t e = x.size();
                while (e < t.size() && std::isdigit(static_cast<unsigned char>(t[e]))) ++e;
                if (e > x.size() && e < t.size() && t[e] == ' ') {
                    s = strip_separators(t.substr(e));
                    return number(t.substr(x.size(), e - x.size()));
                }
            }
        }
        // Trailing: "Pacerni x3", "Pacerni × 3", "Pacerni 3x".
        const auto last = t.rfind(' ');
        if (last == std::string::npos) return std::nullopt;
        std::string tail = t.substr(last + 1), head = t.substr(0, last);
        if (auto n = number(tail)) {
            const auto prev = head.rfind(' ');
            if (prev != std::string::npos && is_times(head.substr(prev + 1))) {
                s = strip_separators(head.substr(0, prev));
                return n;
            }
            // "Exploration dice: 6"
            if (!head.empty() && head.back() == ':') {
                s = strip_separators(head);
                return n;
            }
            return std::nullopt;
        }
        for (std::string_view x : {"×", "x", "X"}) {
            if (starts_with(tail, x) && number(tail.substr(x.size()))) {
                s = strip_separators(head);
                return number(tail.substr(x.size()));
            }
            if (tail.size() > x.size() && tail.compare(tail.size() - x.size(), x.size(), x) == 0 &&
                number(tail.substr(0, tail.size() - x.size()))) {
                s = strip_separators(head);
                return number(tail.substr(0, tail.size() - x.size()));
            }
        }
        return std::nullopt;
    }

    /// The key of a "Label: value" label, or "".
    std::string key_of(const std::string& label) const {
        const std::string k = stem(label);
        if (k.empty()) return {};
        for (const auto& [key, labels] : m_w.keys)
            if (is_word(labels, k)) return key;
        for (const auto& [key, labels] : m_w.keys)
            for (const auto& l : labels)
                if (name_distance(k, l) > 0) return key;
        return {};
    }

    bool fact_line(const std::string& text) {
        // A note is the player's own text: all of the line after its label, " · " and " | " included, and an
        // empty line of it too ("Notes:" alone, which the parts below would lose).
        if (const auto colon = text.find(':'); colon != std::string::npos) {
            const std::string key = key_of(text.substr(0, colon));
            if (key == "notes" || key == "unit_note") return fact(key, trim(std::string_view(text).substr(colon + 1))), true;
        }
        const auto parts = split_on(text, {" · ", " | "});
        if (parts.empty()) return false;  // only separators: no fact (found by fuzz_text)
        const auto colon = parts.front().find(':');
        if (colon == std::string::npos) {
            // "Command Structure Average", "Total 600": a label without its colon.
            const std::string f = stem(text);
            for (const char* key : {"command_structure", "total", "budget"}) {
                const auto it = m_w.keys.find(key);
                if (it == m_w.keys.end()) continue;
                for (const auto& l : it->second)
                    if (starts_with(f, l + " ")) return fact(key, f.substr(l.size() + 1)), true;
            }
            return false;
        }
        if (key_of(parts.front().substr(0, colon)).empty()) return false;
        for (const auto& part : parts) {
            const auto c = part.find(':');
            const std::string key = c == std::string::npos ? std::string() : key_of(part.substr(0, c));
            // "SC: Average · 8 extra ED": a part without a label is read as a line.
            if (key.empty() && !read_alone(part)) not_understood(part);
            else if (key.empty()) continue;
            else fact(key, trim(std::string_view(part).substr(c + 1)));
        }
        return true;
    }

    void fact(const std::string& key, const std::string& value) {
        if (key == "player") m_s.roster.player = value;
        else if (key == "created") m_s.roster.created = value;
        else if (key == "data_version") m_s.roster.data_version = value;
        else if (key == "notes")
            m_s.roster.notes += (m_s.roster.notes.empty() && !m_s.has_notes ? "" : "\n") + value, m_s.has_notes = true;
        else if (key == "unit_note") {
            // "Unit note:" lines under a unit, as `muster export` writes them: its note, a line each.
            ReadUnit* u = last_unit();
            if (!u) return not_understood(value);
            u->unit.note += (u->has_note ? "\n" : "") + value;
            u->has_note = true;
        } else if (key == "fingerprint") {
            m_result.fingerprint = value;
            m_result.fingerprint_line = m_line;
        } else if (key == "list") {
            if (!mentions_list(value)) report("import_other_list").arg("text", value).arg("list", m_v.list->name);
        } else if (key == "budget") {
            if (auto n = cost_of(value, true)) m_s.budget = *n;
            else not_understood(value);
        } else if (key == "year") {
            if (auto n = number(value)) m_s.roster.year = *n;
            else not_understood(value);
        } else if (key == "general" || key == "c_in_c") {
            // "C-in-C: Expert" opens a new command when the one being read has its general already.
            if (key == "c_in_c" && m_s.current >= 0 &&
                !m_s.roster.commands[static_cast<std::size_t>(m_s.current)].general.quality.empty())
                new_command(std::nullopt);
            general_line(value, true);
            if (key == "c_in_c") m_s.roster.commands[static_cast<std::size_t>(m_s.current)].general.c_in_c = true;
        } else if (key == "command") {
            new_command(std::nullopt);
            heading_rest(value);
        } else if (key == "unassigned") {
            m_s.current = -1;
            m_s.seen_body = true;
        } else if (key == "command_structure") {
            std::string v = value;
            take_cost(v, true);
            const auto found = nearest(m_v.levels, stem(v));
            if (found.size() == 1) m_s.roster.command_structure = found.front();
            else unknown_name("command_structure_level", v, found);
        } else if (key == "optional_rules") {
            for (const auto& r : split_on(value, {","})) {
                const auto found = nearest(m_v.rules, stem(r));
                if (found.size() == 1) {
                    if (!m_s.roster.has_rule(found.front())) m_s.roster.optional_rules.push_back(found.front());
                } else unknown_name("optional_rule", r, found);
            }
        } else if (key == "total") {
            const auto words = split_words(fold(value));
            std::vector<int> numbers;
            for (const auto& w : words)
                if (auto n = number(w)) numbers.push_back(*n);
                else if (auto c = cost_of(w, false)) numbers.push_back(*c);
            if (numbers.empty()) not_understood(value);
            else m_s.total = {{numbers[0], m_line}};
            if (numbers.size() > 1) m_s.budget_of_total = numbers[1];
        } else {
            not_understood(value);
        }
    }

    void unknown_name(const char* kind, const std::string& text, const std::vector<std::string>& found) {
        if (found.size() <= 1) return void(report("import_unknown_name").arg("kind", std::string(kind)).arg("text", text));
        // The candidates by name, so the player sees what to write instead ("Chain barding; Chain, ... armour").
        std::string names;
        for (const auto& id : found) {
            std::string name = id;
            if (const Option* o = std::string(kind) == "option" ? m_v.list->option(id) : nullptr) name = o->name;
            else if (const Purchase* p = std::string(kind) == "purchase" ? m_v.system->purchase(id) : nullptr) name = p->name;
            names += (names.empty() ? "" : "; ") + name;
        }
        report("import_ambiguous_name")
            .arg("kind", std::string(kind))
            .arg("text", text)
            .arg("choices", static_cast<std::int64_t>(found.size()))
            .arg("names", names);
    }

    void new_command(std::optional<int> number) {
        auto& cmds = m_s.roster.commands;
        if (number && *number >= 1 && *number <= 30) {
            while (static_cast<int>(cmds.size()) < *number) cmds.emplace_back();
            m_s.current = *number - 1;
        } else {
            cmds.emplace_back();
            m_s.current = static_cast<int>(cmds.size()) - 1;
        }
        m_s.units.resize(cmds.size());
        cmds[m_s.current].line = m_line;
        m_s.seen_body = true;
    }

    bool heading(const std::string& text) {
        // Only the first two words can make a heading: "Command 2", "third command".
        const auto first_space = text.find(' ');
        const std::string first = stem(text.substr(0, first_space));
        const std::string second = first_space == std::string::npos
                                       ? std::string()
                                       : stem(text.substr(first_space + 1, text.find(' ', first_space + 1) - first_space - 1));
        auto command_word = [&](const std::string& w) {
            return !w.empty() && std::any_of(m_w.command.begin(), m_w.command.end(),
                                             [&](const std::string& c) { return name_distance(w, c) >= 0; });
        };
        std::optional<int> number_given;
        std::string name;
        if (!command_word(first) && !command_word(second)) return named_heading(text);
        if (!command_word(first)) {
            // "1st", "2nd", "3°", "2a", "2e": a number with the ending of an ordinal.
            std::size_t d = 0;
            while (d < first.size() && std::isdigit(static_cast<unsigned char>(first[d]))) ++d;
            static const std::set<std::string> kEndings = {"st", "nd",  "rd", "th", "o",  "a",  "e",
                                                           "er", "eme", "re", "do", "to", "ro", "te"};
            if (d > 0 && d < first.size() && kEndings.count(first.substr(d))) number_given = number(first.substr(0, d));
            for (const auto& ordinals : m_w.ordinals)
                for (std::size_t k = 0; k < ordinals.size() && !number_given; ++k)
                    if (name_distance(first, ordinals[k]) >= 0) number_given = static_cast<int>(k) + 1;
            // "King's battle - Able commander": a word and the command word, then a dash, name the command.
            if (!number_given && d == 0) {
                const auto end = text.find(' ', first_space + 1);
                const std::string after = end == std::string::npos ? std::string() : trim(text.substr(end));
                if (starts_with(after, "- ") || starts_with(after, "– ") || starts_with(after, "— ") || starts_with(after, ": "))
                    name = text.substr(0, end);
            }
            if (!number_given && name.empty()) return false;
        }
        const std::vector<std::string> raw = split_on(text, {" "});
        std::size_t i = number_given || !name.empty() ? 1 : 0;
        ++i;
        if (!number_given && i < raw.size())
            if (auto n = number(fold(raw[i]))) number_given = *n, ++i;
        std::string rest;
        for (std::size_t k = i; k < raw.size(); ++k) rest += (rest.empty() ? "" : " ") + raw[k];
        new_command(number_given);
        if (!name.empty()) m_s.roster.commands[m_s.current].name = strip_separators(name);
        heading_rest(rest);
        return true;
    }

    /// "Norman centre - Great commander (+3 chips), C-in-C": a command's name, a dash, and its general's
    /// quality spelt right; what follows the dash holds nothing else but C-in-C and costs.
    bool named_heading(const std::string& text) {
        for (std::string_view dash : {" - ", " – ", " — "}) {
            const auto at = text.find(dash);
            if (at == std::string::npos || at == 0) continue;
            const std::string rest = text.substr(at + dash.size());
            const auto words = split_words(stem(rest));
            bool quality = false;
            for (std::size_t i = 0; i < words.size() && !quality; ++i)
                for (std::size_t len = 1; i + len <= words.size() && !quality; ++len) {
                    const std::string phrase = join(words, i, i + len);
                    quality = std::any_of(m_v.qualities.begin(), m_v.qualities.end(),
                                          [&](const auto& n) { return n.key == phrase && n.key.size() > 3; });
                }
            if (!quality || !profiles_named(text.substr(0, at)).empty()) return false;
            new_command(std::nullopt);
            m_s.roster.commands[m_s.current].name = strip_separators(text.substr(0, at));
            heading_rest(rest);
            return true;
        }
        return false;
    }

    /// Reads quality, C-in-C, stated points and values after a command heading or "General:".
    void heading_rest(std::string rest, bool general_only = false) {
        Command& cmd = m_s.roster.commands[m_s.current];
        if (std::string name = take_quoted(rest); !name.empty()) {
            if (general_only) cmd.general.name = name;
            else cmd.name = name;
        }
        const auto words = split_words(fold(rest));
        std::string unknown;
        for (std::size_t i = 0; i < words.size();) {
            std::size_t used = 0;
            // Names spelt right first: "Able commander (+2 chips), C-in-C" is not a slip of the quality.
            for (std::size_t len = std::min<std::size_t>(6, words.size() - i); len >= 1 && !used; --len) {
                const std::string phrase = stem(join(words, i, i + len));
                const auto q =
                    std::find_if(m_v.qualities.begin(), m_v.qualities.end(), [&](const auto& n) { return n.key == phrase; });
                if (is_word(m_w.c_in_c, phrase)) cmd.general.c_in_c = true;
                else if (q != m_v.qualities.end()) cmd.general.quality = q->value;
                else continue;
                used = len;
            }
            for (std::size_t len = std::min<std::size_t>(6, words.size() - i); len >= 1 && !used; --len) {
                const std::string phrase = stem(join(words, i, i + len));
                if (is_word(m_w.c_in_c, phrase)) {
                    cmd.general.c_in_c = true;
                    used = len;
                } else if (auto q = nearest(m_v.qualities, phrase, len == 1); q.size() == 1) {
                    cmd.general.quality = q.front();
                    used = len;
                } else if (len == 1 && is_word(m_w.general, phrase)) {
                    used = 1;
                } else if (auto d = nearest(m_v.derived_command, phrase, false);
                           d.size() == 1 && i + len < words.size() && number(words[i + len])) {
                    m_s.values.push_back({d.front(), m_s.current, *number(words[i + len]), m_line});
                    used = len + 1;
                } else if (len == 1 && number(words[i]) && i + 1 < words.size() && points_word(stem(words[i + 1]))) {
                    if (!general_only) m_s.command_points[m_s.current] = {*number(words[i]), m_line};
                    used = 2;
                } else if (len == 1 && number(words[i]) && i + 1 == words.size()) {
                    // A bare number at the end: the general's cost ("C-in-C Expert — 30"), else the command's.
                    const Quality* q = m_v.system->quality(cmd.general.quality);
                    if (!general_only && (!q || q->cost != *number(words[i])))
                        m_s.command_points[m_s.current] = {*number(words[i]), m_line};
                    used = 1;
                }
            }
            if (!used) {
                unknown += (unknown.empty() ? "" : " ") + words[i];
                used = 1;
            }
            i += used;
        }
        if (!unknown.empty()) report("import_part_not_understood").arg("text", unknown);
    }

    bool general_line(const std::string& text, bool after_key) {
        std::string rest = text;
        if (!after_key) {
            const auto sp = text.find_first_of(" :");
            const std::string first = stem(text.substr(0, sp));
            if (sp == std::string::npos || (!is_word(m_w.general, first) && !is_word(m_w.c_in_c, first))) return false;
            rest = strip_separators(text.substr(sp));
            if (rest.empty()) return false;
            if (is_word(m_w.c_in_c, first)) rest = text;
        }
        if (m_s.current < 0 || !m_s.roster.commands[static_cast<std::size_t>(m_s.current)].general.quality.empty())
            new_command(std::nullopt);
        take_cost(rest, true);
        rest = general_with(rest);
        const std::string before = m_s.roster.commands[m_s.current].general.quality;
        if (!rest.empty()) heading_rest(rest, true);
        auto& general = m_s.roster.commands[m_s.current].general;
        // A system of one quality ("General") needs none written.
        if (general.quality.empty() && m_v.system->qualities.size() == 1) general.quality = m_v.system->qualities.front().id;
        else if (general.quality == before && before.empty()) report("import_general_without_quality").arg("text", text);
        return true;
    }

    /// "with the legion" ending `rest` ("Expert, with the Hussars"): the general stands with a unit of that
    /// name, kept for finish(); returns what is left of `rest`.
    std::string general_with(const std::string& rest) {
        const auto words = split_on(rest, {" "});
        for (std::size_t at = 0; at + 1 < words.size(); ++at) {
            if (std::none_of(m_w.with_raw.begin(), m_w.with_raw.end(),
                             [&](const std::string& w) { return fold(w) == fold(words[at]); }))
                continue;
            std::size_t i = at + 1;
            while (i + 1 < words.size() && fold(words[i]).size() <= 3) ++i;  // "the", "il", "dem", "los"
            bool guessed = false;
            const std::string name = join(words, i, words.size());
            const auto found = profiles_named(name, &guessed);
            if (found.empty()) continue;
            if (guessed && fold(name) != fold(found.front()->name))
                report("import_name_guessed").arg("text", name).arg("name", found.front()->name);
            m_s.general_with[m_s.current] = {found.front()->id, m_line};
            return strip_separators(join(words, 0, at));
        }
        return rest;
    }

    bool verdict_or_value(const std::string& text) {
        // "599 pts" alone after the units: the total the player worked out.
        if (m_s.seen_body && !m_s.total) {
            if (auto c = cost_of(text, false)) return m_s.total = {{*c, m_line}}, true;
        }
        const std::string f = stem(text);
        for (const auto& v : m_w.verdicts)
            if (f == v || starts_with(f, v + " ")) return true;
        const auto words = split_words(f);
        if (words.size() < 2 || !number(words.back())) return false;
        const std::string name = join(words, 0, words.size() - 1);
        if (auto d = nearest(m_v.derived_army, name); d.size() == 1) {
            m_s.values.push_back({d.front(), -1, *number(words.back()), m_line});
            return true;
        }
        if (auto d = nearest(m_v.derived_command, name); d.size() == 1 && m_s.current >= 0) {
            m_s.values.push_back({d.front(), m_s.current, *number(words.back()), m_line});
            return true;
        }
        return false;
    }

    bool mentions_list(const std::string& text) const {
        const std::string f = stem(text);
        return std::any_of(m_v.list_names.begin(), m_v.list_names.end(), [&](const auto& n) { return names_list(f, n) > 0; });
    }

    /// "General: Reliable", "C-in-C: Expert" alone on a line: the general of the command being read, or of
    /// a new command when that one has its general already.
    bool general_alone(const std::string& text) { return general_line(text, false); }

    /// A line naming the army before any unit ("30YW Swedish, 600 points"): the list and the budget.
    bool title_line(const std::string& text) {
        if (m_s.seen_body || !mentions_list(text)) return false;
        // "3x Swedish Foot" holds the list's name, but is a unit.
        std::string unit = text;
        take_quantity(unit);
        if (is_profile_name(unit)) return false;
        title(text, m_s.roster.name.empty());
        return true;
    }

    /// "2 Latta, 1 w/ Disc A; Hakka", "SC Average, 10 ED, RoD 2", "CinC (Expert): 2 Latta": several
    /// things on one line, each read as a line of its own; "1 w/ Disc A" is said of the unit before it.
    bool several(const std::string& text) {
        // Labels keep their values first ("Structure de commandement : Moyenne, bagages fortifiés"); failing
        // that, a colon parts a heading from its units too.
        const std::vector<std::string> separators[] = {{"; ", ", ", " • "}, {"; ", ", ", " • ", ": "}};
        for (const auto& seps : separators) {
            const auto pieces = split_on(text, seps);
            // A line of more parts than any army has units is no line of a list (and each part is read
            // every way, after copying all read before it).
            if (pieces.size() < 2 || pieces.size() > 40) continue;
            const bool last_try = &seps == &separators[1];
            State saved = m_s;
            const std::size_t before = m_result.findings.size();
            bool all = true;
            for (const auto& piece : pieces) {
                if (last_unit() && of_some(piece)) {
                    item(*last_unit(), piece, true);
                    continue;
                }
                if (read_alone(piece)) continue;
                all = false;
                if (!last_try) break;
                not_understood(piece);
            }
            if (all || last_try) return true;
            m_s = std::move(saved);
            m_result.findings.resize(before);
        }
        return false;
    }

    /// Reads one piece of a line as the first kind that takes it without an error; false (and nothing
    /// changed) when none does.
    bool read_alone(const std::string& piece) {
        using Reading = bool (Reader::*)(const std::string&);
        static constexpr Reading kReadings[] = {&Reader::fact_line,        &Reader::heading,          &Reader::general_alone,
                                                &Reader::verdict_or_value, &Reader::purchase_or_rule, &Reader::unit_line};
        const std::size_t before = m_result.findings.size();
        for (const auto reading : kReadings) {
            State saved = m_s;
            if ((this->*reading)(piece) &&
                std::none_of(m_result.findings.begin() + static_cast<std::ptrdiff_t>(before), m_result.findings.end(),
                             [](const Diagnostic& d) { return d.severity == Severity::Error; }))
                return true;
            m_result.findings.resize(before);
            m_s = std::move(saved);
        }
        return false;
    }

    /// "+ Massed", "+ Lance": more options for the unit read last.
    bool options_line(const std::string& text) {
        if (!last_unit()) return false;
        // "one w/ Disc A" on a line of its own, under "3x Cuirassiers": for one of them.
        if (of_some(text)) return item(*last_unit(), text, true), true;
        if (text[0] != '+') return false;
        for (const auto& o : split_on(text.substr(1), {"+", ","})) item(*last_unit(), o, true);
        return true;
    }

    /// "1 w/ Disc A", "one with Iron Officers": a count, then "with" and an option.
    bool of_some(const std::string& text) const {
        const std::string digits = with_digits(text);
        const auto sp = digits.find(' ');
        if (sp == std::string::npos || !number(digits.substr(0, sp))) return false;
        const std::string after = fold(digits.substr(sp + 1)) + " ";
        return std::any_of(m_w.with_raw.begin(), m_w.with_raw.end(),
                           [&](const std::string& w) { return starts_with(after, fold(w) + " "); });
    }

    void title(const std::string& text, bool first) {
        if (first) m_s.roster.name = text;
        // "Later Polish, 600 points": a budget said in passing.
        const auto words = split_words(fold(text));
        auto label = [&](const char* key, std::size_t i) {
            return m_w.keys.count(key) && is_word(m_w.keys.at(key), stem(words[i]));
        };
        for (std::size_t i = 0; i < words.size(); ++i) {
            const auto n = number(words[i]);
            if (m_s.budget) break;
            if (auto c = cost_of(words[i], false)) m_s.budget = *c;
            else if (n && i + 1 < words.size() && points_word(stem(words[i + 1]))) m_s.budget = n;
            else if (n && i > 0 && label("budget", i - 1)) m_s.budget = n;
            else if (n && i > 0 && label("year", i - 1)) m_s.roster.year = *n;
            // "SW 600", "GC 600 for sunday": a bare number between the sizes of games (not "Guerra dei 30
            // anni") and the years of the lists is the budget.
            else if (n && *n >= 100 && *n < 1000 && m_v.system->counts_points) m_s.budget = n;
        }
    }

    bool purchase_or_rule(const std::string& text) {
        std::string s = text;
        take_cost(s, false);
        auto quantity = take_quantity(s);
        // "RoD 2": a bare number after the name is the count when the purchase may be bought that often.
        std::optional<int> trailing;
        if (const auto sp = s.rfind(' '); !quantity && sp != std::string::npos && number(s.substr(sp + 1))) {
            trailing = number(s.substr(sp + 1));
            s = trim(std::string_view(s).substr(0, sp));
        }
        int n = quantity.value_or(1);
        const std::string f = stem(s);
        auto found = nearest(m_v.purchases, f);
        if (found.empty()) {
            // "8 extra ED": every word of the name (or its initials) and at most one more.
            const auto typed = split_words(f);
            for (const auto& [id, names] : m_v.purchase_words) {
                for (const auto& name : names) {
                    const auto want = split_words(name);
                    std::string initials;
                    for (const auto& w : want) initials += w[0];
                    std::size_t met = 0;
                    bool by_initials = false;
                    for (const auto& w : want)
                        for (const auto& t : typed)
                            if (name_distance(t, w) >= 0) {
                                ++met;
                                break;
                            }
                    for (const auto& t : typed)
                        if (want.size() > 1 && t == initials) by_initials = true;
                    if (((met == want.size() && typed.size() <= want.size() + 1) || (by_initials && typed.size() <= 2)) &&
                        std::find(found.begin(), found.end(), id) == found.end())
                        found.push_back(id);
                }
            }
        }
        if (found.size() == 1) {
            const Purchase* p = m_v.system->purchase(found.front());
            if (trailing && p && *trailing >= 0 && *trailing <= p->max) n = *trailing;
            m_s.roster.purchases[found.front()] += n;
            if (p && !p->requires_rule.empty() && !m_s.roster.has_rule(p->requires_rule)) {
                m_s.roster.optional_rules.push_back(p->requires_rule);
                const OptionalRule* r = m_v.system->optional_rule(p->requires_rule);
                report("import_rule_implied").arg("purchase", p->name).arg("optional_rule", r ? r->name : p->requires_rule);
            }
            m_s.seen_body = true;
            return true;
        }
        if (found.size() > 1) {
            unknown_name("purchase", s, found);
            return true;
        }
        if (auto r = nearest(m_v.rules, f); r.size() == 1) {
            if (!m_s.roster.has_rule(r.front())) m_s.roster.optional_rules.push_back(r.front());
            return true;
        }
        return false;
    }

    std::vector<const Profile*> profiles_named(const std::string& head, bool* guessed = nullptr) const {
        std::vector<const Profile*> out;
        for (const auto& id : nearest(m_v.profiles, stem(head), true, guessed))
            if (const Profile* p = m_v.list->profile(id)) out.push_back(p);
        // "Slav & Anatolic skirmishers": '&' for the word "and" of any language.
        if (const auto amp = head.find(" & "); out.empty() && amp != std::string::npos)
            for (const auto& a : m_w.and_raw)
                if (out.empty()) out = profiles_named(head.substr(0, amp) + " " + a + " " + head.substr(amp + 3), guessed);
        return out;
    }

    bool unit_line(const std::string& text) {
        std::string s = with_digits(text);
        // "2x Hussars, one with Feared Unit": a part for some of the units, kept whole as in parentheses.
        if (const auto comma = comma_outside_brackets(s); comma != std::string::npos) {
            std::string part = with_digits(trim(std::string_view(s).substr(comma + 2)));
            // In front when the quantity ends the unit ("Janissaries ×3, one of them Feared"), else after it;
            // a cost at its end is the row's ("2 Azabs, un avec Troupes démotivées - 26").
            if (!part.empty() && std::isdigit(static_cast<unsigned char>(part[0])) && part.find(',') == std::string::npos &&
                part.find('(') == std::string::npos) {
                const auto cost = part.find(' ') != std::string::npos ? take_cost(part, true) : std::nullopt;
                const std::string stated = cost ? " — " + std::to_string(*cost) : std::string();
                s = std::isdigit(static_cast<unsigned char>(s[0])) ? s.substr(0, comma) + " (" + part + ")" + stated
                                                                   : "(" + part + ") " + s.substr(0, comma) + stated;
            }
        }
        ReadUnit ru;
        ru.line = m_line;
        ru.unit.line = m_line;
        ru.unit.label = take_quoted(s);
        ru.stated = take_cost(s, true);
        auto qty = take_quantity(s);
        ru.quantity = qty.value_or(1);
        if (!ru.stated) ru.stated = take_cost(s, true);
        // Head, then options: after "+", "with", "w/", "·", or in parentheses.
        std::vector<std::string> items;
        auto plus = split_on(s, {" + ", "+", " – ", " — ", " - "});
        if (plus.empty()) return false;
        std::string head = plus.front();
        items.insert(items.end(), plus.begin() + 1, plus.end());
        std::vector<std::string> with = {" · "};
        for (const auto& w : m_w.with_raw) with.push_back(" " + w + " ");
        with.push_back(" w/");
        // "Caballeros, escudo, el general con ellos": the general's part, before "with" splits it.
        if (head.find(',') != std::string::npos) {
            std::string kept;
            for (const auto& part : split_on(head, {","}))
                if (!kept.empty() && general_phrase(part)) ru.unit.general = true;
                else kept += (kept.empty() ? "" : ", ") + part;
            head = kept;
        }
        auto parts = split_on(head, with);
        if (parts.empty()) return false;
        head = parts.front();
        items.insert(items.begin(), parts.begin() + 1, parts.end());
        for (auto open = head.find('('); open != std::string::npos; open = head.find('(', open)) {
            const auto close = head.find(')', open);
            if (close == std::string::npos) break;
            // "Cuirassiers (before 1644)": brackets that belong to a name of the list stay with it.
            if (is_profile_name(head.substr(0, close + 1))) {
                open = close;
                continue;
            }
            items.insert(items.begin(), head.substr(open + 1, close - open - 1));
            head = trim(head.substr(0, open) + " " + head.substr(close + 1));
            open = 0;
        }
        if (!ru.stated) ru.stated = take_cost(head, true);
        // "Coraceros x3 (1 con Disciplina A)": the quantity before the brackets.
        if (!qty && (qty = take_quantity(head))) ru.quantity = *qty;
        // A profile id in brackets: "Ironsides [PA-G2a]", as export writes twins nothing else tells apart.
        std::string by_id;
        if (const auto open = head.rfind('['); open != std::string::npos && head.back() == ']') {
            const std::string id = head.substr(open + 1, head.size() - open - 2);
            if (std::find(m_v.profile_ids.begin(), m_v.profile_ids.end(), id) != m_v.profile_ids.end()) {
                by_id = id;
                head = strip_separators(head.substr(0, open));
            }
        }
        // A troop type code at either end: "TR Cavaliers", "Cavaliers RE".
        std::string type;
        bool guessed = false;
        auto candidates = profiles_named(head, &guessed);
        for (int end = 0; end < 2 && candidates.empty(); ++end) {
            const auto sp = end == 0 ? head.find(' ') : head.rfind(' ');
            if (sp == std::string::npos) break;
            const std::string code = end == 0 ? head.substr(0, sp) : head.substr(sp + 1);
            const std::string name = end == 0 ? head.substr(sp + 1) : head.substr(0, sp);
            if (m_v.system->troop_type(code)) {
                bool by_guess = false;
                auto c = profiles_named(name, &by_guess);
                if (!c.empty()) candidates = c, type = code, head = name, guessed = by_guess;
            }
        }
        if (candidates.empty() && head.find(',') != std::string::npos) {
            auto more = split_on(head, {","});
            guessed = false;
            if (auto c = profiles_named(more.front(), &guessed); !c.empty()) {
                candidates = c;
                head = more.front();
                items.insert(items.end(), more.begin() + 1, more.end());
            }
        }
        // "Art B": a profile named by its weapon alone, when only one carries it.
        if (candidates.empty()) {
            const std::string f = stem(head);
            for (const auto& [id, traits] : m_v.traits)
                if (std::find(traits.begin(), traits.end(), f) != traits.end())
                    if (const Profile* p = m_v.list->profile(id)) candidates.push_back(p);
            if (candidates.size() == 1) {
                report("import_name_guessed").arg("text", head).arg("name", candidates.front()->name + " (" + head + ")");
                guessed = false;  // noted here with the weapon
            } else {
                candidates.clear();
            }
        }
        // "Artillery Art C", "Reiters RE massed", "Sipahis feudales en masa": the name, then its weapon, troop
        // type or option without a separator; the longest name whose rest reads without an error.
        const auto joining = [&](const std::string& w) {
            const std::string f = fold(w);
            return std::any_of(m_w.and_raw.begin(), m_w.and_raw.end(), [&](const std::string& a) { return fold(a) == f; }) ||
                   std::any_of(m_w.with_raw.begin(), m_w.with_raw.end(), [&](const std::string& a) { return fold(a) == f; });
        };
        const auto words = split_on(head, {" "});
        for (int pass = 0; pass < 2 && candidates.empty(); ++pass) {
            for (std::size_t k = words.size() - 1; k >= 1 && k < words.size() && candidates.empty(); --k) {
                if (joining(words[k - 1])) continue;
                bool by_guess = false;
                auto named = profiles_named(join(words, 0, k), &by_guess);
                if (named.empty() || (pass == 0 && by_guess)) continue;
                for (auto pieces : {std::vector<std::string>{join(words, k, words.size())},
                                    std::vector<std::string>{words[k], join(words, k + 1, words.size())}}) {
                    if (pieces.back().empty()) continue;
                    if (!reads_clean(ru, named, pieces)) continue;
                    candidates = named;
                    guessed = by_guess;
                    head = join(words, 0, k);
                    items.insert(items.begin(), pieces.begin(), pieces.end());
                    break;
                }
            }
        }
        if (candidates.empty()) {
            if (!qty && !ru.stated) return false;
            report("import_unknown_unit")
                .arg("text", head)
                .arg("list", m_v.list->name)
                .arg("nearest", or_none(nearest_names(head)));
            return true;
        }
        if (!type.empty()) std::erase_if(candidates, [&](const Profile* p) { return p->type != type; });
        if (!by_id.empty()) std::erase_if(candidates, [&](const Profile* p) { return p->id != by_id; });
        Picked picked;
        picked.candidates = candidates;
        for (const auto& it : items) item(ru, it, false, &picked);
        candidates = picked.candidates;
        if (candidates.size() > 1 && ru.stated) {
            auto fits = candidates;
            std::erase_if(fits, [&](const Profile* p) {
                RosterUnit u = ru.unit;
                u.profile = p->id;
                const int c = resolve_unit(u, *m_v.list).cost;
                // The cost of the unit with its options, of all of them, or of the profile alone ("Foot (62) + IO").
                return c != *ru.stated && c * ru.quantity != *ru.stated && p->cost != *ru.stated &&
                       p->cost * ru.quantity != *ru.stated;
            });
            if (fits.size() == 1 && candidates.size() > 1) {
                const Profile* p = fits.front();
                report("import_profile_by_cost")
                    .arg("text", head)
                    .arg("name", p->name)
                    .arg("type", p->type)
                    .arg("cost", static_cast<std::int64_t>(*ru.stated));
            }
            if (!fits.empty()) candidates = fits;
        }
        // Rows alike in all but their group ("Ironsides" in two groups): either reads the same army.
        if (candidates.size() > 1 && std::all_of(candidates.begin(), candidates.end(),
                                                 [&](const Profile* p) { return same_row(*p, *candidates.front()); })) {
            // The first whose group still has room for these units: Ironsides of G1 (at most 1), then of G2.
            const auto room = std::find_if(candidates.begin(), candidates.end(), [&](const Profile* p) {
                const Group* g = m_v.list->group_of(p->id);
                return !g || units_in(*g) + ru.quantity <= g->max;
            });
            const Profile* chosen = room == candidates.end() ? candidates.front() : *room;
            report("import_twin_chosen")
                .arg("text", head)
                .arg("count", static_cast<std::int64_t>(candidates.size()))
                .arg("id", chosen->id);
            candidates = {chosen};
        }
        if (candidates.empty()) {
            report("import_unknown_unit")
                .arg("text", text)
                .arg("list", m_v.list->name)
                .arg("nearest", or_none(nearest_names(text)));
            return true;
        }
        if (candidates.size() > 1) {
            std::string choices;
            for (const Profile* p : candidates) {
                choices += (choices.empty() ? "" : "; ") + p->type + " " + p->name + " " + std::to_string(p->cost);
                for (const auto& t : p->traits) choices += " " + trait_text(t, *m_v.system);
            }
            report("import_ambiguous_unit").arg("text", head).arg("choices", choices);
            return true;
        }
        ru.unit.profile = candidates.front()->id;
        if (guessed && fold(head) != fold(candidates.front()->name))
            report("import_name_guessed").arg("text", head).arg("name", candidates.front()->name);
        m_s.seen_body = true;
        if (m_s.current == -2) m_s.current = -1;
        auto& target = m_s.current < 0 ? m_s.unassigned : m_s.units[m_s.current];
        target.push_back(std::move(ru));
        m_s.last = {{m_s.current < 0 ? -1 : m_s.current, target.size() - 1}};
        return true;
    }

    struct Picked {
        std::vector<const Profile*> candidates;
    };

    /// The units read so far of a group's profiles.
    int units_in(const Group& g) const {
        int n = 0;
        auto count = [&](const std::vector<ReadUnit>& read) {
            for (const auto& ru : read)
                if (std::any_of(g.profiles.begin(), g.profiles.end(), [&](const Profile& p) { return p.id == ru.unit.profile; }))
                    n += ru.quantity;
        };
        for (const auto& c : m_s.units) count(c);
        count(m_s.unassigned);
        return n;
    }

    /// Whether `text` is a profile's name spelt right, after a troop type code or not ("TR Cuirassiers (before 1644)").
    bool is_profile_name(const std::string& text) const {
        auto named = [&](const std::string& t) {
            const std::string k = stem(t);
            return std::any_of(m_v.profiles.begin(), m_v.profiles.end(), [&](const auto& n) { return n.key == k; });
        };
        const auto sp = text.find(' ');
        return named(text) ||
               (sp != std::string::npos && m_v.system->troop_type(text.substr(0, sp)) && named(text.substr(sp + 1)));
    }

    /// Whether `items` read as said of a unit among `candidates` without an error (nothing is kept).
    bool reads_clean(const ReadUnit& ru, const std::vector<const Profile*>& candidates, const std::vector<std::string>& items) {
        ReadUnit trial = ru;
        Picked picked{candidates};
        const std::size_t before = m_result.findings.size();
        for (const auto& it : items) item(trial, it, false, &picked);
        const bool clean = std::none_of(m_result.findings.begin() + static_cast<std::ptrdiff_t>(before), m_result.findings.end(),
                                        [](const Diagnostic& d) { return d.severity == Severity::Error; });
        m_result.findings.resize(before);
        return clean;
    }

    static bool same_row(const Profile& a, const Profile& b) {
        return a.name == b.name && a.type == b.type && a.cost == b.cost && a.traits.size() == b.traits.size() &&
               std::equal(a.traits.begin(), a.traits.end(), b.traits.begin(),
                          [](const auto& x, const auto& y) { return x.id == y.id && x.value == y.value; });
    }

    /// "General", "general with the first", "einer mit dem General", "General dabei": the general is with
    /// this unit. Besides the word, only numbers, ordinals, "with" and short words ("the", "dabei") may stand.
    bool general_phrase(const std::string& text) const {
        bool general = false;
        auto ordinal = [&](const std::string& w) {
            return std::any_of(m_w.ordinals.begin(), m_w.ordinals.end(), [&](const auto& o) {
                return std::any_of(o.begin(), o.end(), [&](const std::string& x) { return name_distance(w, x) >= 0; });
            });
        };
        for (const auto& w : split_words(stem(with_digits(text)))) {
            if (is_word(m_w.general, w) || is_word(m_w.c_in_c, w)) general = true;
            else if (!number(w) && w.size() > 5 && !ordinal(w) &&
                     std::none_of(m_w.with_raw.begin(), m_w.with_raw.end(), [&](const std::string& x) { return fold(x) == w; }))
                return false;
        }
        return general;
    }

    /// "two Foot", "one with Iron Officers", "one of them Feared": the number word as digits, "of them" dropped.
    std::string with_digits(const std::string& text) const {
        const auto sp = text.find(' ');
        const auto found = m_w.numbers.find(fold(text.substr(0, sp)));
        if (found == m_w.numbers.end()) return text;
        std::string rest = sp == std::string::npos ? std::string() : trim(std::string_view(text).substr(sp + 1));
        for (const auto& of_them : m_w.of_them)
            if (starts_with(fold(rest) + " ", of_them + " ")) {
                const auto words = split_words(of_them).size();
                std::size_t at = 0;
                for (std::size_t w = 0; w < words && at != std::string::npos; ++w) at = rest.find(' ', at + 1);
                rest = at == std::string::npos ? std::string() : trim(std::string_view(rest).substr(at));
            }
        return std::to_string(found->second) + " " + rest;
    }

    /// One thing said about a unit: an option, a troop type, a weapon, its figures, its cost, the general.
    void item(ReadUnit& ru, const std::string& raw, bool options_only, Picked* picked = nullptr) {
        std::string text = strip_separators(raw);
        // "and Master Gunner", "y Maestro artillero", "davon 1 Gefürchtete Einheit": joining words before
        // what is said.
        for (const auto* joining : {&m_w.and_raw, &m_w.with_raw, &m_w.of_them})
            for (const auto& w : *joining) {
                if (!starts_with(fold(text) + " ", fold(w) + " ")) continue;
                std::size_t at = 0;
                for (std::size_t n = split_words(fold(w)).size(); n > 0 && at != std::string::npos; --n)
                    at = text.find(' ', at + 1);
                if (at != std::string::npos) text = trim(std::string_view(text).substr(at));
            }
        if (text.empty()) return;
        if (!options_only) {
            if (auto c = cost_of(text, true); c && !ru.stated) return void(ru.stated = c);
            const auto words = split_words(stem(text));
            if (words.size() == 2) {
                for (int k = 0; k < 2; ++k)
                    if (number(words[k]) && is_word(m_w.figures, words[1 - k])) return void(ru.unit.figures = number(words[k]));
            }
            if (general_phrase(text)) return void(ru.unit.general = true);
            if (picked) {
                if (const TroopType* t = m_v.system->troop_type(text)) {
                    auto keep = picked->candidates;
                    std::erase_if(keep, [&](const Profile* p) { return p->type != t->code; });
                    if (!keep.empty()) return void(picked->candidates = keep);
                }
                if (auto t = nearest(m_v.types, stem(text)); t.size() == 1) {
                    auto keep = picked->candidates;
                    std::erase_if(keep, [&](const Profile* p) { return p->type != t.front(); });
                    if (!keep.empty()) return void(picked->candidates = keep);
                }
                // A weapon or characteristic: spelt exactly ("Musket (SM-1)" is not "Musket (SM-2)"), else nearly.
                const std::string f = stem(text);
                // 0: spelt right; 1: nearly; 2: its words within the trait's ("pistolet" of "Pistolet/Carabine").
                auto with_trait = [&](int how) {
                    auto keep = picked->candidates;
                    std::erase_if(keep, [&](const Profile* p) {
                        const auto& traits = m_v.traits.at(p->id);
                        return std::none_of(traits.begin(), traits.end(), [&](const std::string& t) {
                            return how == 0 ? t == f : how == 1 ? name_distance(f, t) >= 0 : f.size() >= 3 && holds(t, f);
                        });
                    });
                    return keep;
                };
                auto keep = with_trait(0);
                if (keep.empty()) keep = with_trait(1);
                if (keep.empty()) keep = with_trait(2);
                if (!keep.empty() && keep.size() < picked->candidates.size()) return void(picked->candidates = keep);
                if (!keep.empty() && keep.size() == picked->candidates.size()) return;  // a weapon every candidate has
            }
        }
        // "1 Motivated": the option on that many of the units.
        text = with_digits(text);
        int count = 0;
        std::string name = text;
        if (std::size_t d = text.find(' '); d != std::string::npos && number(text.substr(0, d))) {
            count = *number(text.substr(0, d));
            name = trim(std::string_view(text).substr(d + 1));
            // "1 with Discipline A", "2 w/ Massed"
            for (const auto& w : m_w.with_raw)
                if (starts_with(name, w + " ")) name = trim(std::string_view(name).substr(w.size() + 1));
            if (count < ru.quantity && !ru.in_statement) {
                ru.statement_from = ru.counted_next + count <= ru.quantity ? ru.counted_next : 0;
                ru.counted_next = ru.statement_from + count;
            }
        }
        bool guessed = false;
        auto found = nearest(m_v.options, stem(name), true, &guessed);
        if (found.size() > 1 && picked) {
            auto applicable = found;
            std::erase_if(applicable, [&](const std::string& id) {
                const Option* o = m_v.list->option(id);
                return std::none_of(picked->candidates.begin(), picked->candidates.end(), [&](const Profile* p) {
                    return std::find(o->targets.begin(), o->targets.end(), p->id) != o->targets.end();
                });
            });
            if (!applicable.empty()) found = applicable;
        }
        if (found.size() == 1) {
            if (const Option* o = m_v.list->option(found.front()); guessed && o && fold(name) != fold(o->name))
                report("import_name_guessed").arg("text", name).arg("name", o->name);
            if (count > 0 && count < ru.quantity) ru.counted_options.push_back({ru.statement_from, count, found.front()});
            else ru.unit.options.push_back(found.front());
            return;
        }
        if (found.empty()) {
            // "Iron Officers, Regimental Artillery", "one with Feared Unit and Discipline A": several options
            // in one, each for as many units as the count before them says.
            std::vector<std::string> separators = {", ", " & "};
            for (const auto& w : m_w.and_raw) separators.push_back(" " + w + " ");
            auto parts = split_on(name, separators);
            // "with" parts only what commas and "and" did not ("1 con Disciplina A, 1 con Lanza" keeps its counts).
            if (parts.size() < 2) {
                for (const auto& w : m_w.with_raw) separators.push_back(" " + w + " ");
                parts = split_on(name, separators);
            }
            if (parts.size() > 1) {
                for (const auto& p : parts) {
                    // A part with no count of its own is for the same units ("one with A and B").
                    const bool same_units = count > 0 && !std::isdigit(static_cast<unsigned char>(with_digits(p)[0]));
                    const bool was = std::exchange(ru.in_statement, ru.in_statement || same_units);
                    item(ru, same_units ? std::to_string(count) + " " + p : p, options_only, picked);
                    ru.in_statement = was;
                }
                return;
            }
        }
        unknown_name("option", text, found);
    }
};

/// Whether a reading's errors show that it found names of the data ("Light Cavalry" read two ways), so
/// the line was meant as part of the list, wherever it stands.
bool recognised(const Diagnostics& problems) {
    return std::any_of(problems.begin(), problems.end(), [](const Diagnostic& d) {
        return d.is("import_ambiguous_unit") || d.is("import_ambiguous_name") || d.is("import_unknown_name") ||
               d.is("import_general_without_quality");
    });
}

void Reader::judge_lines() {
    const auto read = [](const LineRecord& r) { return r.kind != Kind::Unread && r.problems.empty(); };
    const auto first = std::find_if(m_records.begin(), m_records.end(), read);
    const auto last = std::find_if(m_records.rbegin(), m_records.rend(), read);
    // The roster's name: a first line the reader cannot place, just before the list's own lines.
    if (first != m_records.end() && first != m_records.begin() && m_s.roster.name.empty()) {
        const auto& named = *std::prev(first);
        if (!read(named) && std::prev(first) == m_records.begin() && (first->kind == Kind::Fact || first->kind == Kind::Title))
            m_s.roster.name = named.text;
    }
    for (auto it = m_records.begin(); it != m_records.end(); ++it) {
        if (read(*it) || (it == m_records.begin() && !m_s.roster.name.empty() && m_s.roster.name == it->text)) continue;
        const bool inside = first != m_records.end() && it > first && it < last.base();
        m_line = it->number;
        if (it->kind == Kind::Unread) {
            const std::string near = nearest_names(it->text);
            // Outside the list, a line like no name of the data is a greeting, a signature or chatter.
            if (!inside && near.empty()) continue;
            report("import_line_not_understood").arg("text", it->text).arg("nearest", or_none(near));
        } else if (inside || it->text.find_first_of("0123456789") != std::string::npos || !nearest_names(it->text).empty() ||
                   recognised(it->problems)) {
            // Read as a unit, heading or label with errors, and within the list or with a count ("3x
            // Spearmen") or a name near the data's: meant as part of the list, so its errors stand.
            m_result.findings.insert(m_result.findings.end(), it->problems.begin(), it->problems.end());
        }
    }
}

void Reader::assume_figures(Roster& r) {
    const auto no_figures = [](const RosterUnit& u) { return !u.figures; };
    bool missing = std::any_of(r.unassigned.begin(), r.unassigned.end(), no_figures);
    for (const auto& c : r.commands) missing = missing || std::any_of(c.units.begin(), c.units.end(), no_figures);
    if (!missing) return;
    // "Dismounted Knights, large": the rules engine knows how many figures such a unit has.
    for (const auto& d : check(r, *m_v.list, *m_v.system).diagnostics) {
        const Arg* exact = d.find_arg("exact");
        const Arg* min = d.find_arg("min");
        if (!d.is("unit_figures_missing") || !d.where.unit || !exact || !min || *exact != Arg(std::string("yes"))) continue;
        auto& units = d.where.command ? r.commands[static_cast<std::size_t>(*d.where.command)].units : r.unassigned;
        RosterUnit& u = units[static_cast<std::size_t>(*d.where.unit)];
        u.figures = static_cast<int>(std::get<std::int64_t>(*min));
        m_line = u.line;
        const Profile* p = m_v.list->profile(u.profile);
        const Arg* reason = d.find_arg("reason");
        report("import_figures_assumed")
            .arg("unit", p ? p->name : u.profile)
            .arg("figures", static_cast<std::int64_t>(*u.figures))
            .arg("reason", reason ? *reason : Arg(std::string()));
    }
    m_line = 0;
}

Roster Reader::finish() {
    Roster& r = m_s.roster;
    // "Legionaries, the General with the first" and no command written: the army is one command, his.
    if (r.commands.empty() &&
        std::any_of(m_s.unassigned.begin(), m_s.unassigned.end(), [](const ReadUnit& u) { return u.unit.general; })) {
        r.commands.emplace_back();
        m_s.units.push_back(std::move(m_s.unassigned));
        m_s.unassigned.clear();
        if (m_v.system->qualities.size() == 1) r.commands.front().general.quality = m_v.system->qualities.front().id;
    }
    // An army's only general is its C-in-C, written or not.
    if (r.commands.size() == 1 && !r.commands.front().general.quality.empty()) r.commands.front().general.c_in_c = true;
    if (r.data_version.empty()) r.data_version = m_v.list->data_version;
    m_line = 0;
    if (m_s.budget) r.budget = *m_s.budget;
    else if (m_s.budget_of_total) r.budget = *m_s.budget_of_total;
    else {
        r.budget = m_v.system->counts_points ? m_v.system->default_budget : 0;
        if (m_v.system->counts_points) report("import_budget_assumed").arg("budget", static_cast<std::int64_t>(r.budget));
    }
    auto expand = [&](const std::vector<ReadUnit>& read, std::vector<RosterUnit>& into) {
        for (const auto& ru : read) {
            const int first = static_cast<int>(into.size());
            for (int i = 0; i < ru.quantity; ++i) {
                RosterUnit u = ru.unit;
                u.general = u.general && i == 0;  // "3x Legionaries, general": one general, with the first
                for (const auto& c : ru.counted_options)
                    if (i >= c.from && i < c.from + c.count) u.options.push_back(c.id);
                into.push_back(std::move(u));
            }
            if (!ru.stated || ru.quantity < 1) continue;  // a row of 0 adds no unit to price
            // A stated cost is for one unit, or for all of them together.
            int all = 0;
            for (int i = first; i < static_cast<int>(into.size()); ++i) all += resolve_unit(into[i], *m_v.list).cost;
            const int one = resolve_unit(into[first], *m_v.list).cost, plain = resolve_unit(ru.unit, *m_v.list).cost;
            const Profile* profile = m_v.list->profile(ru.unit.profile);
            const int bare = profile ? profile->cost : plain;  // "Foot (62) + Iron Officers": the profile's own cost
            if (*ru.stated != all && *ru.stated != one && *ru.stated != plain && *ru.stated != bare &&
                m_v.system->counts_points) {
                m_line = ru.line;
                const Profile* p = m_v.list->profile(ru.unit.profile);
                report("import_cost_mismatch")
                    .arg("what", p ? p->name : ru.unit.profile)
                    .arg("stated", static_cast<std::int64_t>(*ru.stated))
                    .arg("actual", static_cast<std::int64_t>(ru.quantity > 1 ? all : one));
            }
        }
    };
    for (std::size_t c = 0; c < r.commands.size(); ++c) expand(m_s.units[c], r.commands[c].units);
    expand(m_s.unassigned, r.unassigned);
    // "General: with the legion": with the first such unit of its command, unless a unit line said whom.
    for (const auto& entry : m_s.general_with) {
        const auto& with = entry.second;  // a plain variable: clang 14 cannot capture a structured binding
        auto& units = r.commands[static_cast<std::size_t>(entry.first)].units;
        if (std::any_of(units.begin(), units.end(), [](const RosterUnit& u) { return u.general; })) continue;
        const auto it = std::find_if(units.begin(), units.end(), [&](const RosterUnit& u) { return u.profile == with.first; });
        if (it != units.end()) it->general = true;
        else {
            m_line = with.second;
            const Profile* p = m_v.list->profile(with.first);
            report("import_part_not_understood").arg("text", p ? p->name : with.first);
        }
    }

    assume_figures(r);
    const Summary s = summarize(r, *m_v.list, *m_v.system);
    // kind: "total", "command" (its points) or "value" (a derived value, of command `number` when > 0).
    auto mismatch = [&](int line, const char* kind, const std::string& name, int number, int stated, int actual) {
        m_line = line;
        report("import_total_mismatch")
            .arg("kind", std::string(kind))
            .arg("name", name)
            .arg("number", static_cast<std::int64_t>(number))
            .arg("stated", static_cast<std::int64_t>(stated))
            .arg("actual", static_cast<std::int64_t>(actual));
    };
    if (m_v.system->counts_points) {
        for (const auto& [command, stated] : m_s.command_points) {
            const int c = command;  // a plain variable: clang 14 cannot capture a structured binding
            const auto it =
                std::find_if(s.commands.begin(), s.commands.end(), [&](const CommandSummary& cs) { return cs.index == c; });
            if (it != s.commands.end() && it->points != stated.first)
                mismatch(stated.second, "command", {}, c + 1, stated.first, it->points);
        }
        if (m_s.total && m_s.total->first != s.total) mismatch(m_s.total->second, "total", {}, 0, m_s.total->first, s.total);
    }
    for (const auto& v : m_s.values) {
        int actual = 0;
        if (v.command < 0) actual = s.values.count(v.id) ? s.values.at(v.id) : 0;
        else {
            const auto it = std::find_if(s.commands.begin(), s.commands.end(),
                                         [&](const CommandSummary& cs) { return cs.index == v.command; });
            if (it == s.commands.end() || !it->values.count(v.id)) continue;
            actual = it->values.at(v.id);
        }
        const auto d = std::find_if(m_v.system->derived.begin(), m_v.system->derived.end(),
                                    [&](const DerivedValue& dv) { return dv.id == v.id; });
        const std::string name = d == m_v.system->derived.end() ? v.id : d->name;
        if (actual != v.value) mismatch(v.line, "value", name, v.command + 1, v.value, actual);
    }
    return r;
}

/// The lists a text names, longest name first: from "List:" lines, else from the first lines.
std::vector<const Vocabulary*> lists_named(const std::vector<Vocabulary>& lists, const std::vector<std::string>& lines,
                                           const Words& w) {
    std::size_t best = 0;
    std::vector<const Vocabulary*> found;
    auto consider = [&](const std::string& text) {
        const std::string f = stem(text);
        for (const auto& v : lists)
            for (const auto& n : v.list_names) {
                const std::size_t met = names_list(f, n);
                if (!met || met < best) continue;
                if (met > best) found.clear();
                best = met;
                if (std::find(found.begin(), found.end(), &v) == found.end()) found.push_back(&v);
            }
    };
    const auto list_keys = w.keys.count("list") ? w.keys.at("list") : std::vector<std::string>{};
    for (const auto& l : lines) {
        const auto colon = l.find(':');
        if (colon != std::string::npos && is_word(list_keys, stem(l.substr(0, colon)))) consider(l.substr(colon + 1));
    }
    if (found.empty()) {
        int seen = 0;
        for (const auto& l : lines)
            if (!l.empty() && seen++ < 12) consider(l);
    }
    return found;
}

}  // namespace

ImportResult TextImporter::read(std::string_view text, const std::string& file, const std::string& list_id) const {
    ImportResult result;
    auto fail = [&](Code code) -> Diagnostic& {
        Diagnostic d(code);
        d.where.file = file;
        result.findings.push_back(std::move(d));
        return result.findings.back();
    };
    if (text.size() > kMostTextBytes) {
        fail("import_text_too_large")
            .arg("size", static_cast<std::int64_t>(text.size()))
            .arg("limit", static_cast<std::int64_t>(kMostTextBytes));
        return result;
    }
    const TypedLines typed = typed_lines(text);
    const auto& lines = typed.lines;
    for (const int n : typed.too_long)
        fail("import_line_too_long").arg("limit", static_cast<std::int64_t>(kMostLineBytes)).where.line = n;
    if (std::all_of(lines.begin(), lines.end(), [](const std::string& l) { return l.empty(); })) {
        if (typed.too_long.empty()) fail("import_empty");
        return result;
    }
    const Vocabulary* v = nullptr;
    if (!list_id.empty()) {
        for (const auto& l : m->lists)
            if (l.list->id == list_id) v = &l;
        if (!v) {
            fail("unknown_list").arg("list", list_id);
            return result;
        }
    } else {
        const auto found = lists_named(m->lists, lines, m->words);
        if (found.size() != 1) {
            if (found.empty()) fail("import_no_list");
            else fail("import_list_ambiguous").arg("first", found[0]->list->name).arg("second", found[1]->list->name);
            return result;
        }
        v = found.front();
    }
    Reader reader(*v, m->words, file, result);
    constexpr int kMostProblems = 100;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].empty()) continue;
        reader.line(lines[i], static_cast<int>(i) + 1);
        // Every line's readings copy what was read before it: past the most units a roster may have, a text
        // of unit lines would take minutes.
        if (reader.unit_lines() > kMostUnitLines) {
            fail("import_too_many_units")
                .arg("line", static_cast<std::int64_t>(i + 1))
                .arg("units", static_cast<std::int64_t>(reader.unit_lines()));
            return result;
        }
        if (reader.doubtful_lines() >= kMostProblems) {
            fail("import_too_many_problems")
                .arg("line", static_cast<std::int64_t>(i + 1))
                .arg("lines", static_cast<std::int64_t>(lines.size()));
            return result;
        }
    }
    reader.judge_lines();
    result.roster = reader.finish();
    result.roster->file = file;
    return result;
}

}  // namespace muster::text
