// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/import_words.h"

#include <algorithm>

#include "text/match.h"
#include "i18n/messages.h"

namespace muster::text {
namespace {

void add_words(std::vector<std::string>& into, const std::string& comma_list) {
    for (const auto& w : word_list(comma_list))
        if (std::find(into.begin(), into.end(), w) == into.end()) into.push_back(w);
}

}  // namespace

std::vector<std::string> bundle_languages(const std::filesystem::path& bundle_dir) {
#ifdef __EMSCRIPTEN__
    const char* kBundleExtension = ".txt";  // the web build reads the bundle sources (docs/web.md)
#else
    const char* kBundleExtension = ".res";
#endif
    std::vector<std::string> langs;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(bundle_dir, ec))
        if (e.path().extension() == kBundleExtension)
            langs.push_back(e.path().stem() == "root" ? "en" : e.path().stem().string());
    std::sort(langs.begin(), langs.end());
    return langs;
}

ImportWords import_words(const std::filesystem::path& bundle_dir) {
    ImportWords words;
    for (const auto& lang : bundle_languages(bundle_dir)) {
        const i18n::Messages m(bundle_dir, lang);
        auto text = [&](const std::string& key) { return m.get("text", key.c_str()); };
        static const char* kKeys[] = {"list",    "player",      "budget", "year",       "created",           "data_version",
                                      "general", "command",     "c_in_c", "unassigned", "command_structure", "optional_rules",
                                      "total",   "fingerprint", "notes",  "unit_note"};
        for (const char* key : kKeys) add_words(words.keys[key], text("key_" + std::string(key)));
        add_words(words.keys["list"], text("words_list"));
        add_words(words.keys["budget"], text("words_budget"));
        add_words(words.keys["command_structure"], text("words_command_structure"));
        add_words(words.command, text("words_command"));
        add_words(words.general, text("words_general"));
        add_words(words.c_in_c, text("words_c_in_c"));
        add_words(words.c_in_c, text("key_c_in_c"));
        add_words(words.points, text("words_points"));
        add_words(words.with, text("words_with"));
        add_words(words.and_, text("words_and"));
        add_words(words.figures, text("words_figures"));
        add_words(words.of, text("words_of"));
        add_words(words.verdicts, m.get("cli", "verdict_legal"));
        add_words(words.verdicts, m.get("cli", "verdict_illegal"));
        words.ordinals.push_back(word_list(text("words_ordinal")));
        words.numbers.push_back(word_list(text("words_numbers")));
        add_words(words.of_them, text("words_of_them"));
    }
    return words;
}

}  // namespace muster::text
