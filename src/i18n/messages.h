// SPDX-License-Identifier: GPL-3.0-or-later
// Text for people: diagnostics and interface strings from ICU resource bundles, in the user's language.
#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/diagnostic.h"

namespace muster::i18n {

class Messages {
public:
    /// Opens the bundles in `bundle_dir` for `locale` ("de", "it_IT"; empty = the environment's),
    /// falling back to English. Throws std::runtime_error when no bundle at all can be opened.
    Messages(const std::filesystem::path& bundle_dir, const std::string& locale);
    ~Messages();
    Messages(Messages&&) noexcept;
    Messages& operator=(Messages&&) noexcept;

    /// The diagnostic's message in this language; never a raw key (an unknown code is named as such).
    std::string text(const Diagnostic& d) const;
    /// The fix hint, or "" when the diagnostic has none.
    std::string hint(const Diagnostic& d) const;
    /// What a fix-it does, e.g. "remove Finnish Hakkapelitta from command 1".
    std::string fix(const Fix& f) const;
    /// A string from a table ("cli", "gui", "print"), formatted with named arguments.
    std::string get(const char* table, const char* key, const std::vector<std::pair<std::string, Arg>>& args = {}) const;
    /// Whether the key exists in the language or its fallbacks.
    bool has(const char* table, const char* key) const;

    std::string number(std::int64_t n) const;
    /// An ISO date ("2026-11-30") as this language writes it ("30.11.2026"); other text unchanged.
    std::string date(const std::string& iso) const;
    const std::string& locale() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

/// Locale name from a --lang value or, when empty, from LC_ALL / LC_MESSAGES / LANG.
std::string resolve_locale(const std::string& requested);

/// Whether `text` holds `word` as a whole word, whatever the case ("General" in "Army general"), so a
/// label does not repeat a word the data's name already says ("General general").
bool contains_word(const std::string& text, const std::string& word);

/// Compares two strings the way a reader of the language sorts them.
class Collator {
public:
    explicit Collator(const std::string& locale);
    ~Collator();
    bool less(const std::string& a, const std::string& b) const;

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

}  // namespace muster::i18n
