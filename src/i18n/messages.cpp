// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/messages.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <variant>

#include <unicode/coll.h>
#include <unicode/datefmt.h>
#include <unicode/gregocal.h>
#include <unicode/msgfmt.h>
#include <unicode/numfmt.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/ures.h>

namespace muster::i18n {
namespace {

std::string utf8(const icu::UnicodeString& s) {
    std::string out;
    s.toUTF8String(out);
    return out;
}

struct BundleCloser {
    void operator()(UResourceBundle* b) const { ures_close(b); }
};
using Bundle = std::unique_ptr<UResourceBundle, BundleCloser>;

}  // namespace

struct Messages::Impl {
    std::string locale_name;
    icu::Locale locale;
    icu::Locale english{"en"};
    std::vector<Bundle> chain;  // most specific first, root last: de_AT, de, root
    std::size_t root_index = SIZE_MAX;

    /// The pattern of table/key in chain[i], if that bundle has it.
    bool pattern_in(std::size_t i, const char* table, const char* key, icu::UnicodeString& out) const {
        UErrorCode status = U_ZERO_ERROR;
        Bundle t(ures_getByKey(chain[i].get(), table, nullptr, &status));
        if (U_FAILURE(status)) return false;
        Bundle entry(ures_getByKey(t.get(), key, nullptr, &status));
        if (U_FAILURE(status)) return false;
        int32_t len = 0;
        const UChar* s = ures_getString(entry.get(), &len, &status);
        if (U_FAILURE(status)) return false;
        out = icu::UnicodeString(s, len);
        return true;
    }

    /// table/key formatted from the most specific bundle that has it. English text standing in for a missing
    /// translation keeps English plural rules (French would make "0 point" singular), and a translation that
    /// cannot be formatted (a broken pattern, an argument of another type) gives way to the next bundle.
    std::optional<std::string> message(const char* table, const char* key,
                                       const std::vector<std::pair<std::string, Arg>>& args) const {
        // The same message with the same arguments always comes out the same, and a batch check asks for
        // many alike ("LEGAL" once a roster, "600/600 points  Ottoman Turks" for each legal army of a list):
        // each is formatted by ICU once. The key spells every part with its length (a number's bytes) and
        // each argument with its type, so no two calls share one unless they are the same; the memo is emptied
        // when it grows large. The key is built in a string kept for it, whose room stays from call to call.
        std::string& id = memo_key;
        id.clear();
        auto number = [&](auto n) { id.append(reinterpret_cast<const char*>(&n), sizeof n); };
        auto put = [&](std::string_view part) {
            number(part.size());
            id.append(part.data(), part.size());
        };
        put(table);
        put(key);
        for (const auto& [name, value] : args) {
            put(name);
            if (const auto* n = std::get_if<std::int64_t>(&value)) {
                id += '#';
                number(*n);
            } else {
                id += '$';
                put(std::get<std::string>(value));
            }
        }
        auto it = done.find(id);
        if (it != done.end()) return it->second;
        if (done.size() >= kMemoLimit) done.clear();
        std::string made = id;
        return done.emplace(std::move(made), formatted(table, key, args)).first->second;
    }
    mutable std::string memo_key;  ///< the last call's key, its room kept
    static constexpr std::size_t kMemoLimit = 4096;
    mutable std::unordered_map<std::string, std::optional<std::string>> done;

    std::optional<std::string> formatted(const char* table, const char* key,
                                         const std::vector<std::pair<std::string, Arg>>& args) const {
        std::optional<std::string> unformatted;
        for (std::size_t i = 0; i < chain.size(); ++i) {
            const Compiled& c = compiled(i, table, key);
            if (!c.found) continue;
            if (c.format)
                if (auto text = format(*c.format, args)) return text;
            if (!unformatted) unformatted = utf8(c.pattern);
        }
        return unformatted;
    }

    /// A pattern the data gives (a system's own rule message), compiled once like the bundles'.
    std::optional<std::string> data_message(const std::string& pattern,
                                            const std::vector<std::pair<std::string, Arg>>& args) const {
        auto it = cache.find("data\x1f" + pattern);
        if (it == cache.end()) {
            Compiled c;
            c.found = true;
            c.pattern = icu::UnicodeString::fromUTF8(pattern);
            UErrorCode status = U_ZERO_ERROR;
            c.format = std::make_unique<icu::MessageFormat>(c.pattern, locale, status);
            if (U_FAILURE(status)) c.format.reset();
            it = cache.emplace("data\x1f" + pattern, std::move(c)).first;
        }
        if (it->second.format)
            if (auto text = format(*it->second.format, args)) return text;
        return pattern;
    }

    /// A bundle's pattern, compiled once: checking a folder of rosters formats the same messages many times.
    struct Compiled {
        bool found = false;
        icu::UnicodeString pattern;
        std::unique_ptr<icu::MessageFormat> format;  // null when the pattern does not compile
    };
    mutable std::unordered_map<std::string, Compiled> cache;

    const Compiled& compiled(std::size_t i, const char* table, const char* key) const {
        std::string id = std::to_string(i) + '\x1f' + table + '\x1f' + key;
        auto it = cache.find(id);
        if (it != cache.end()) return it->second;
        Compiled c;
        c.found = pattern_in(i, table, key, c.pattern);
        if (c.found) {
            UErrorCode status = U_ZERO_ERROR;
            c.format = std::make_unique<icu::MessageFormat>(c.pattern, i == root_index ? english : locale, status);
            if (U_FAILURE(status)) c.format.reset();
        }
        return cache.emplace(std::move(id), std::move(c)).first->second;
    }

    std::optional<std::string> format(const icu::MessageFormat& fmt, const std::vector<std::pair<std::string, Arg>>& args) const {
        UErrorCode status = U_ZERO_ERROR;
        std::vector<icu::UnicodeString> names;
        std::vector<icu::Formattable> values;
        names.reserve(args.size());
        values.reserve(args.size());
        for (const auto& [name, value] : args) {
            // Argument names are the code's own ASCII words: converted as invariant characters, far cheaper than UTF-8.
            names.emplace_back(name.data(), static_cast<int32_t>(name.size()), icu::UnicodeString::kInvariant);
            if (const auto* n = std::get_if<std::int64_t>(&value)) values.emplace_back(static_cast<int64_t>(*n));
            else values.emplace_back(icu::UnicodeString::fromUTF8(std::get<std::string>(value)));
        }
        icu::UnicodeString result;
        fmt.format(names.data(), values.data(), static_cast<int32_t>(names.size()), result, status);
        if (U_FAILURE(status)) return std::nullopt;
        return utf8(result);
    }
};

Messages::Messages(const std::filesystem::path& bundle_dir, const std::string& locale) : m(std::make_unique<Impl>()) {
    m->locale_name = resolve_locale(locale);
    // The root bundle is English; root has no plural rules of its own, English has.
    m->locale = icu::Locale(m->locale_name == "root" ? "en" : m->locale_name.c_str());
    // ures_open falls back only for top-level keys, so the chain of locales is walked by hand.
    const std::string dir = (bundle_dir / "").string();
    std::string name = m->locale_name;
    while (!name.empty()) {
        UErrorCode status = U_ZERO_ERROR;
        Bundle b(ures_openDirect(dir.c_str(), name.c_str(), &status));
        if (U_SUCCESS(status)) {
            if (name == "root") m->root_index = m->chain.size();
            m->chain.push_back(std::move(b));
        }
        if (name == "root") break;
        const auto cut = name.rfind('_');
        name = cut == std::string::npos ? "root" : name.substr(0, cut);
    }
    if (m->chain.empty()) {
        // Said in English: there is no bundle to say it with.
        std::string why = "cannot open the message bundles in " + bundle_dir.string();
        std::error_code ec;
        if (std::filesystem::exists(bundle_dir / "root.txt", ec))
            why +=
                ": this is a source checkout, whose i18n/ holds only the bundles' sources; a data folder holds them "
                "compiled (*.res), as the build's share/muster (build/dev/share/muster) and the installed "
                "/usr/share/muster do. Point --data-dir or MUSTER_DATA_DIR at one of those (README.md, 'data folder')";
        throw std::runtime_error(why);
    }
}

Messages::~Messages() = default;
Messages::Messages(Messages&&) noexcept = default;
Messages& Messages::operator=(Messages&&) noexcept = default;

std::string Messages::text(const Diagnostic& d) const {
    if (!d.message.empty()) return *m->data_message(d.message, d.args);
    if (auto text = m->message("diag", d.code.c_str(), d.args)) return *text;
    return get("cli", "unknown_code", {{"code", d.code}});
}

std::string Messages::hint(const Diagnostic& d) const {
    if (!d.hint_message.empty()) return *m->data_message(d.hint_message, d.args);
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
    icu::UnicodeString p;
    for (std::size_t i = 0; i < m->chain.size(); ++i)
        if (m->pattern_in(i, table, key, p)) return true;
    return false;
}

std::string Messages::number(std::int64_t n) const {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::NumberFormat> f(icu::NumberFormat::createInstance(m->locale, status));
    if (U_FAILURE(status)) return std::to_string(n);
    icu::UnicodeString s;
    f->format(static_cast<int64_t>(n), s);
    return utf8(s);
}

std::string Messages::date(const std::string& iso) const {
    int y = 0, mo = 0, d = 0;
    char extra = 0;
    if (std::sscanf(iso.c_str(), "%d-%d-%d%c", &y, &mo, &d, &extra) != 3 || mo < 1 || mo > 12 || d < 1 || d > 31) return iso;
    UErrorCode status = U_ZERO_ERROR;
    // The date is a day, not an instant: computed and formatted in UTC so no time zone shifts it.
    icu::GregorianCalendar cal(*icu::TimeZone::getGMT(), m->locale, status);
    cal.clear();
    cal.set(y, mo - 1, d);
    const UDate when = cal.getTime(status);
    std::unique_ptr<icu::DateFormat> f(icu::DateFormat::createDateInstance(icu::DateFormat::kMedium, m->locale));
    if (U_FAILURE(status) || !f) return iso;
    f->setTimeZone(*icu::TimeZone::getGMT());
    icu::UnicodeString s;
    f->format(when, s);
    return utf8(s);
}

const std::string& Messages::locale() const {
    return m->locale_name;
}

struct Collator::Impl {
    std::unique_ptr<icu::Collator> collator;
};

Collator::Collator(const std::string& locale) : m(std::make_unique<Impl>()) {
    UErrorCode status = U_ZERO_ERROR;
    m->collator.reset(icu::Collator::createInstance(icu::Locale(resolve_locale(locale).c_str()), status));
    if (U_FAILURE(status)) m->collator.reset();
}

Collator::~Collator() = default;

bool Collator::less(const std::string& a, const std::string& b) const {
    if (!m->collator) return a < b;
    UErrorCode status = U_ZERO_ERROR;
    return m->collator->compareUTF8(a, b, status) == UCOL_LESS;
}

bool contains_word(const std::string& text, const std::string& word) {
    if (word.empty()) return false;
    icu::UnicodeString t = icu::UnicodeString::fromUTF8(text);
    icu::UnicodeString w = icu::UnicodeString::fromUTF8(word);
    t.foldCase();
    w.foldCase();
    for (int32_t at = t.indexOf(w); at >= 0; at = t.indexOf(w, at + 1)) {
        const int32_t end = at + w.length();
        const bool starts = at == 0 || !u_isalpha(t.char32At(t.moveIndex32(at, -1)));
        const bool ends = end >= t.length() || !u_isalpha(t.char32At(end));
        if (starts && ends) return true;
    }
    return false;
}

}  // namespace muster::i18n
