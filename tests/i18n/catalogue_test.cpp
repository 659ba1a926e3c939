// SPDX-License-Identifier: GPL-3.0-or-later
// The message catalogue: every finding has an English message, every translated key exists in English,
// and every pattern of every language compiles and formats with the English pattern's arguments.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <boost/test/unit_test.hpp>
#include <unicode/msgfmt.h>

#include "core/diagnostic.h"
#include "i18n/bundles.h"

using namespace muster;
using namespace muster::test;

namespace {

std::map<std::string, icu::UnicodeString> by_path(const std::vector<Entry>& entries) {
    std::map<std::string, icu::UnicodeString> out;
    for (const auto& e : entries) out[e.path] = e.pattern;
    return out;
}

/// Formats `pattern` for `locale` with a sample value for each argument; numbers take the value `n`.
std::string format_sample(const icu::UnicodeString& pattern, const std::string& locale,
                          const std::map<std::string, UMessagePatternArgType>& args, int n, UErrorCode& status) {
    icu::MessageFormat fmt(pattern, icu::Locale(icu_locale(locale)), status);
    if (U_FAILURE(status)) return {};
    std::vector<icu::UnicodeString> names;
    std::vector<icu::Formattable> values;
    for (const auto& [name, use] : args) {
        names.push_back(icu::UnicodeString::fromUTF8(name));
        if (is_number(use)) values.emplace_back(static_cast<int32_t>(n));
        else values.emplace_back(icu::UnicodeString(u"sample"));
    }
    icu::UnicodeString out;
    fmt.format(names.data(), values.data(), static_cast<int32_t>(names.size()), out, status);
    return utf8(out);
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_locale_is_compiled) {
    const auto locs = locales();
    BOOST_TEST_REQUIRE(locs.front() == "root");
    for (const auto& loc : {"it", "de", "fr", "es"})
        BOOST_TEST((std::find(locs.begin(), locs.end(), loc) != locs.end()), loc << " is in i18n/LOCALES");
    for (const auto& loc : locs) BOOST_CHECK_NO_THROW(open_bundle(loc));
}

BOOST_AUTO_TEST_CASE(every_code_has_an_english_message) {
    const auto root = by_path(entries("root"));
    for (const auto& code : all_codes())
        BOOST_TEST(root.count("diag/" + code) == 1u, "no message diag/" << code << " in root.txt");
    // And the other way: a message nobody emits is a code missing from core/codes.def or a leftover.
    const auto all = all_codes();
    const std::set<std::string> codes(all.begin(), all.end());
    for (const auto& [path, pattern] : root)
        if (path.rfind("diag/", 0) == 0)
            BOOST_TEST(codes.count(path.substr(5)) == 1u, path << " is not a code of core/codes.def");
}

BOOST_AUTO_TEST_CASE(codes_with_a_hint_have_one_and_no_others) {
    const auto root = by_path(entries("root"));
    for (const auto& c : kCodes)
        BOOST_TEST(root.count("hint/" + std::string(c.id)) == (c.hint ? 1u : 0u),
                   c.id << (c.hint ? " has no hint" : " has a hint it does not say"));
    for (const auto& [path, pattern] : root)
        if (path.rfind("hint/", 0) == 0) BOOST_TEST(Code::find(path.substr(5)), path << " is not a code of core/codes.def");
}

BOOST_AUTO_TEST_CASE(every_translated_key_exists_in_english) {
    const auto root = by_path(entries("root"));
    for (const auto& loc : locales()) {
        if (loc == "root") continue;
        const auto own = entries(loc);
        BOOST_TEST(!own.empty(), loc << " has no messages");
        for (const auto& e : own) BOOST_TEST(root.count(e.path) == 1u, loc << ": " << e.path << " is not a key of root.txt");
    }
}

BOOST_AUTO_TEST_CASE(every_pattern_compiles_for_its_locale) {
    for (const auto& loc : locales())
        for (const auto& e : entries(loc)) {
            UErrorCode status = U_ZERO_ERROR;
            UParseError where{};
            icu::MessageFormat fmt(e.pattern, icu::Locale(icu_locale(loc)), where, status);
            BOOST_TEST(U_SUCCESS(status), loc << ": " << e.path << " does not compile (" << u_errorName(status) << " at offset "
                                              << where.offset << ")");
        }
}

BOOST_AUTO_TEST_CASE(translations_use_the_english_argument_names) {
    const auto root = by_path(entries("root"));
    for (const auto& loc : locales()) {
        if (loc == "root") continue;
        for (const auto& e : entries(loc)) {
            const auto it = root.find(e.path);
            if (it == root.end()) continue;  // reported by every_translated_key_exists_in_english
            const auto english = arguments(it->second);
            for (const auto& [name, use] : arguments(e.pattern))
                BOOST_TEST(english.count(name) == 1u, loc << ": " << e.path << " uses {" << name << "}, which root.txt does not");
        }
    }
}

BOOST_AUTO_TEST_CASE(every_pattern_formats_with_the_english_arguments) {
    const auto root = by_path(entries("root"));
    for (const auto& loc : locales())
        for (const auto& e : entries(loc)) {
            // The code supplies the English pattern's arguments; a translation may use them as numbers.
            auto args = arguments(root.count(e.path) ? root.at(e.path) : e.pattern);
            for (const auto& [name, use] : arguments(e.pattern))
                if (use != UMSGPAT_ARG_TYPE_NONE) args[name] = use;
            for (int n : {0, 1, 2, 5, 1000}) {
                UErrorCode status = U_ZERO_ERROR;
                const std::string text = format_sample(e.pattern, loc, args, n, status);
                BOOST_TEST(U_SUCCESS(status),
                           loc << ": " << e.path << " fails to format with " << n << ": " << u_errorName(status));
                BOOST_TEST(text.find_first_of("{}") == std::string::npos,
                           loc << ": " << e.path << " leaves a placeholder: " << text);
                BOOST_TEST(text.find('\'') == std::string::npos,
                           loc << ": " << e.path << " has a plain apostrophe (write ’): " << text);
            }
        }
}

BOOST_AUTO_TEST_CASE(every_key_the_program_asks_for_exists_in_english) {
    // A key missing from root.txt would show as itself in every language; find the literal ones in the sources.
    struct Use {
        const char* folder;
        std::regex pattern;
        const char* table;  ///< nullptr: the pattern captures the table too
    };
    const Use uses[] = {
        {"src", std::regex(R"re(\bget\("([a-z]+)", "([a-z_0-9]+)")re"), nullptr},
        {"src/cli", std::regex(R"re(\busage_message\(ctx, "([a-z_0-9]+)")re"), "usage"},
        {"src/gui", std::regex(R"re(\bm_t\("([a-z_0-9]+)")re"), "gui"},
        {"src/print", std::regex(R"re(\bL\("([a-z_0-9]+)")re"), "print"},
    };
    const auto root = by_path(entries("root"));
    int found = 0;
    for (const auto& use : uses)
        for (const auto& f : std::filesystem::recursive_directory_iterator(std::string(MUSTER_SOURCE_DIR) + "/" + use.folder)) {
            const auto ext = f.path().extension();
            if (ext != ".cpp" && ext != ".h") continue;
            std::ifstream in(f.path());
            std::stringstream text;
            text << in.rdbuf();
            const std::string source = text.str();
            for (std::sregex_iterator m(source.begin(), source.end(), use.pattern), end; m != end; ++m) {
                const std::string path =
                    use.table ? std::string(use.table) + "/" + (*m)[1].str() : (*m)[1].str() + "/" + (*m)[2].str();
                ++found;
                BOOST_TEST(root.count(path) == 1u, f.path().filename().string()
                                                       << " asks for " << path << ", which root.txt lacks");
            }
        }
    BOOST_TEST(found > 100, "the source scan found only " << found << " message keys; has the code changed its helpers?");
}
