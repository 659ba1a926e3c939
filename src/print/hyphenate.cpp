// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/hyphenate.h"

#include <algorithm>
#include <cctype>

namespace muster::print {

namespace {

thread_local std::string t_language = "en";

std::size_t utf8_len(unsigned char c) {
    if (c >= 0xF0) return 4;
    if (c >= 0xE0) return 3;
    if (c >= 0xC0) return 2;
    return 1;
}

enum class Kind { Vowel, Consonant, Other };

/// Vowels with or without accents (the Latin-1 and Latin Extended-A letters the five languages use).
Kind kind(const std::string& ch) {
    if (ch.size() == 1) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(ch[0])));
        if (std::string("aeiouy").find(c) != std::string::npos) return Kind::Vowel;
        return std::isalpha(static_cast<unsigned char>(c)) ? Kind::Consonant : Kind::Other;
    }
    static const std::string vowels = "àáâãäåæèéêëìíîïòóôõöøùúûüýÿœÀÁÂÃÄÅÆÈÉÊËÌÍÎÏÒÓÔÕÖØÙÚÛÜÝŒ";
    if (vowels.find(ch) != std::string::npos) return Kind::Vowel;
    static const std::string consonants = "çñßÇÑčšžłńśźżćČŠŽŁŃŚŹŻĆ";
    return consonants.find(ch) != std::string::npos ? Kind::Consonant : Kind::Other;
}

std::string lower(std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

/// Two consonants that begin a syllable together, so the break goes before both.
bool onset(const std::string& a, const std::string& b, bool spanish) {
    const std::string p = lower(a) + lower(b);
    static const std::vector<std::string> together = {"ch", "ck", "ph", "sh", "th", "qu", "gn"};
    if (std::find(together.begin(), together.end(), p) != together.end()) return true;
    if (spanish && (p == "ll" || p == "rr")) return true;
    const std::string second = lower(b);
    return (second == "l" || second == "r") && std::string("bcdfgkpt").find(lower(a)) != std::string::npos;
}

}  // namespace

BreakPoints hyphenation_points(const std::string& word, const std::string& language) {
    std::vector<std::string> chars;
    std::vector<std::size_t> offset;
    for (std::size_t i = 0; i < word.size();) {
        const std::size_t n = std::min(utf8_len(static_cast<unsigned char>(word[i])), word.size() - i);
        offset.push_back(i);
        chars.push_back(word.substr(i, n));
        i += n;
    }
    const bool spanish = language.rfind("es", 0) == 0;
    const std::size_t n = chars.size();
    std::vector<bool> allowed(n + 1, false), hyphen(n + 1, true);
    for (std::size_t i = 0; i < n; ++i)
        if ((chars[i] == "-" || chars[i] == "/") && i + 1 < n) allowed[i + 1] = true, hyphen[i + 1] = false;
    // Syllables: between two vowels, the consonants go to the next syllable, all but the first of a
    // cluster (or all of an onset pair).
    for (std::size_t v = 0; v < n; ++v) {
        if (kind(chars[v]) != Kind::Vowel) continue;
        std::size_t c = v + 1;
        while (c < n && kind(chars[c]) == Kind::Consonant) ++c;
        if (c >= n || kind(chars[c]) != Kind::Vowel) continue;
        const std::size_t count = c - v - 1;
        if (count == 0) continue;
        auto is = [&](std::size_t i, const char* text) { return i > v && i < c && lower(chars[i]) == text; };
        std::size_t at = c - 1;
        if (count >= 2 && onset(chars[c - 2], chars[c - 1], spanish)) at = c - 2;
        // chr, phr, thr: the digraph goes with the l or r after it; sch and schr stay whole.
        if (at == c - 1 && count >= 3 && (is(c - 1, "r") || is(c - 1, "l")) && is(c - 2, "h") &&
            (is(c - 3, "c") || is(c - 3, "p") || is(c - 3, "t")))
            at = c - 3;
        if (at == c - 2 && is(c - 2, "c") && is(c - 1, "h") && is(c - 3, "s")) at = c - 3;
        if (at == c - 3 && is(c - 3, "c") && is(c - 4, "s")) at = c - 4;
        allowed[at] = true;
    }
    BreakPoints out;
    auto letter = [&](std::size_t i) { return kind(chars[i]) != Kind::Other; };
    for (std::size_t i = 2; i + 2 <= n; ++i) {
        if (!allowed[i]) continue;
        // Two letters at least on either side of a break the rule makes (not of an existing hyphen).
        if (hyphen[i] && !(letter(i - 1) && letter(i - 2) && letter(i) && letter(i + 1))) continue;
        out.at.push_back(offset[i]);
        out.hyphen.push_back(hyphen[i]);
    }
    return out;
}

HyphenationLanguage::HyphenationLanguage(std::string language) : m_previous(t_language) {
    t_language = std::move(language);
}
HyphenationLanguage::~HyphenationLanguage() {
    t_language = m_previous;
}
const std::string& HyphenationLanguage::current() {
    return t_language;
}

}  // namespace muster::print
