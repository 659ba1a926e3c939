// SPDX-License-Identifier: GPL-3.0-or-later
// A missing translation falls back to English, never to a raw key; a missing language is English.
#include <boost/test/unit_test.hpp>

#include "core/diagnostic.h"
#include "i18n/bundles.h"
#include "i18n/messages.h"

using namespace muster;
using namespace muster::test;

namespace {

/// A diagnostic with a sample value for every argument its messages and hint use in any language: a number
/// where some language counts it (plural), a neutral word otherwise.
Diagnostic sample(const std::string& code) {
    static const auto all = [] {
        std::vector<std::vector<Entry>> out;
        for (const auto& loc : locales()) out.push_back(entries(loc));
        return out;
    }();
    Diagnostic d;
    d.code = code;
    std::map<std::string, UMessagePatternArgType> args;
    for (const auto& bundle : all)
        for (const auto& e : bundle) {
            if (e.path != "diag/" + code && e.path != "hint/" + code) continue;
            if (e.path[0] == 'h') d.hint = code;
            for (const auto& [name, use] : arguments(e.pattern))
                if (auto& known = args.try_emplace(name, use).first->second; use != UMSGPAT_ARG_TYPE_NONE) known = use;
        }
    for (const auto& [name, use] : args) {
        if (is_number(use)) d.arg(name, std::int64_t{2});
        else d.arg(name, name == "more_needed" ? std::string("0") : std::string("Sample"));
    }
    return d;
}

Diagnostic over_budget() {
    Diagnostic d;
    d.code = "points_over_budget";
    d.arg("points", std::int64_t{612}).arg("budget", std::int64_t{600});
    return d;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_key_missing_in_the_language_comes_from_english) {
    // The partial bundle translates cli/verdict_legal and diag/points_over_budget only; it_CH falls to it, then root.
    const i18n::Messages partial(MUSTER_PARTIAL_BUNDLES, "it_CH");
    BOOST_TEST(partial.get("cli", "verdict_legal") == "REGOLARE");
    BOOST_TEST(partial.get("cli", "verdict_illegal") == "NOT LEGAL");
    BOOST_TEST(partial.text(over_budget()) == "612 punti spesi; il budget è 600");
    Diagnostic spare;
    spare.code = "points_spare";
    spare.arg("spare", std::int64_t{1}).arg("points", std::int64_t{599}).arg("budget", std::int64_t{600});
    BOOST_TEST(partial.text(spare) == "1 point left to spend (599 of 600)");
    // A translation that cannot be formatted gives way to English rather than showing its pattern.
    Diagnostic loose;
    loose.code = "unit_not_in_command";
    loose.arg("unit", std::string("Swedish Foot"));
    BOOST_TEST(partial.text(loose) == "Swedish Foot is not in any command");

    const i18n::Messages english(MUSTER_PARTIAL_BUNDLES, "root");
    for (const auto& code : all_codes()) {
        if (code == "points_over_budget") continue;
        const Diagnostic d = sample(code);
        BOOST_TEST(partial.text(d) == english.text(d), code);
        BOOST_TEST(partial.hint(d) == english.hint(d), code);
    }
}

BOOST_AUTO_TEST_CASE(english_text_keeps_english_plurals) {
    // French counts 0 as singular; an English sentence standing in for a French one must not.
    const i18n::Messages partial(MUSTER_PARTIAL_BUNDLES, "fr");
    Diagnostic spare;
    spare.code = "points_spare";
    spare.arg("spare", std::int64_t{0}).arg("points", std::int64_t{600}).arg("budget", std::int64_t{600});
    BOOST_TEST(partial.get("cli", "verdict_legal") == "VALIDE");
    BOOST_TEST(partial.text(spare) == "0 points left to spend (600 of 600)");
}

BOOST_AUTO_TEST_CASE(a_language_without_a_bundle_is_english) {
    const i18n::Messages portuguese(bundle_dir(), "pt_BR");
    const i18n::Messages english(bundle_dir(), "root");
    for (const auto& code : all_codes()) {
        const Diagnostic d = sample(code);
        const std::string text = portuguese.text(d);
        BOOST_TEST(text == english.text(d), code);
        BOOST_TEST(text != code, code << " came out as its key");
        BOOST_TEST(text.find('{') == std::string::npos, code << ": " << text);
        BOOST_TEST(portuguese.hint(d) == english.hint(d), code);
    }
    BOOST_TEST(portuguese.get("cli", "verdict_illegal") == "NOT LEGAL");
}

BOOST_AUTO_TEST_CASE(every_code_reads_as_prose_in_every_language) {
    for (const auto& loc : locales()) {
        const i18n::Messages m(bundle_dir(), loc);
        for (const auto& code : all_codes()) {
            const Diagnostic d = sample(code);
            const std::string text = m.text(d);
            BOOST_TEST(!text.empty(), loc << ": " << code);
            BOOST_TEST(text.find(code) == std::string::npos, loc << ": " << code << " shows its key: " << text);
            BOOST_TEST(text.find_first_of("{}") == std::string::npos, loc << ": " << code << ": " << text);
            if (!d.hint.empty()) BOOST_TEST(!m.hint(d).empty(), loc << ": hint " << code);
        }
    }
}

BOOST_AUTO_TEST_CASE(an_unknown_code_is_named_not_shown_raw) {
    Diagnostic d;
    d.code = "no_such_finding";
    BOOST_TEST(i18n::Messages(bundle_dir(), "root").text(d) == "(no message for the finding ‘no_such_finding’)");
    BOOST_TEST(i18n::Messages(bundle_dir(), "it").text(d) == "(nessun messaggio per il rilievo ‘no_such_finding’)");
}

BOOST_AUTO_TEST_CASE(locale_names_from_the_environment_are_understood) {
    BOOST_TEST(i18n::resolve_locale("it_IT.UTF-8") == "it_IT");
    BOOST_TEST(i18n::resolve_locale("de_DE@euro") == "de_DE");
    BOOST_TEST(i18n::resolve_locale("C") == "root");
    BOOST_TEST(i18n::Messages(bundle_dir(), "de_AT.UTF-8").get("cli", "verdict_legal") == "GÜLTIG");
}

BOOST_AUTO_TEST_CASE(no_bundles_is_a_clear_error) {
    BOOST_CHECK_THROW(i18n::Messages("/nonexistent/muster/i18n", "it"), std::runtime_error);
}
