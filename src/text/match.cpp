// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/match.h"

#include <algorithm>
#include <cstdint>

namespace muster::text {
namespace {

// Base letters of U+00C0..U+00FF and U+0100..U+017F ('#': a letter spelt with two, see below).
constexpr std::string_view kLatin1 = "aaaaaa#ceeeeiiiidnooooo ouuuuy##aaaaaa#ceeeeiiiidnooooo ouuuuy#y";
constexpr std::string_view kLatinA =
    "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiiijjkkkllllllllllnnnnnnnnnoooooo##rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs";

/// The letters for one code point: ASCII and Latin letters folded, other letters kept, the rest a space.
void fold_code_point(std::uint32_t cp, std::string_view bytes, std::string& out) {
    if (cp < 0x80) {
        const char c = static_cast<char>(cp);
        if (c >= 'A' && c <= 'Z') out += static_cast<char>(c - 'A' + 'a');
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '&') out += c;
        else if (c == '\'' || c == '`') return;
        else out += ' ';
        return;
    }
    if (cp == 0x2019 || cp == 0x2018 || cp == 0xB4) return;  // typographic apostrophes
    char base = 0;
    if (cp >= 0xC0 && cp <= 0xFF) base = kLatin1[cp - 0xC0];
    else if (cp >= 0x100 && cp <= 0x17F) base = kLatinA[cp - 0x100];
    else if (cp >= 0x2000 && cp <= 0x2BFF) {
        out += ' ';
        return;
    }  // dashes, quotes, bullets, arrows
    else if (cp == 0xD7 || cp == 0xF7 || cp == 0xB7 || cp == 0xA0) {
        out += ' ';
        return;
    }
    if (base == ' ') {
        out += ' ';
        return;
    }
    if (base == '#') {
        switch (cp) {
            case 0xC6:
            case 0xE6:
                out += "ae";
                return;
            case 0xDF:
                out += "ss";
                return;
            case 0xDE:
            case 0xFE:
                out += "th";
                return;
            case 0xFF:
                out += 'y';
                return;
            case 0x152:
            case 0x153:
                out += "oe";
                return;
            default:
                out += ' ';
                return;
        }
    }
    if (base) out += base;
    else out.append(bytes);
}

}  // namespace

std::string fold(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
        if (i + len > text.size()) len = 1;
        std::uint32_t cp = len == 1 ? c : c & (0x7F >> len);
        for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        fold_code_point(cp, text.substr(i, len), out);
        i += len;
    }
    // One space between words, none at the ends.
    std::string tidy;
    tidy.reserve(out.size());
    for (char c : out) {
        if (c == ' ' && (tidy.empty() || tidy.back() == ' ')) continue;
        tidy += c;
    }
    if (!tidy.empty() && tidy.back() == ' ') tidy.pop_back();
    return tidy;
}

std::string stem(std::string_view text) {
    std::string f = fold(text);
    std::string out;
    out.reserve(f.size());
    std::size_t start = 0;
    while (start <= f.size()) {
        const std::size_t end = std::min(f.find(' ', start), f.size());
        std::string_view word(f.data() + start, end - start);
        if (word.size() > 3 && word.back() == 's' && word[word.size() - 2] != 's') word.remove_suffix(1);
        if (!out.empty()) out += ' ';
        out.append(word);
        start = end + 1;
    }
    return out;
}

int edit_distance(std::string_view a, std::string_view b, int limit) {
    const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
    if (std::abs(n - m) > limit) return limit + 1;
    // Optimal string alignment: three rows suffice for the swap of two neighbours (reused: this runs
    // for every name of a list on every line read).
    thread_local std::vector<int> prev2, prev, cur;
    prev2.assign(m + 1, 0);
    prev.assign(m + 1, 0);
    cur.assign(m + 1, 0);
    for (int j = 0; j <= m; ++j) prev[j] = j;
    for (int i = 1; i <= n; ++i) {
        cur[0] = i;
        int best = cur[0];
        for (int j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) cur[j] = std::min(cur[j], prev2[j - 2] + 1);
            best = std::min(best, cur[j]);
        }
        if (best > limit) return limit + 1;
        std::swap(prev2, prev);
        std::swap(prev, cur);
    }
    return prev[m];
}

int slips_allowed(std::size_t length) {
    return length <= 4 ? 0 : length <= 8 ? 1 : 2;
}

int name_distance(const std::string& typed, const std::string& name) {
    if (typed == name) return 0;
    const int limit = slips_allowed(std::min(typed.size(), name.size()));
    if (limit == 0 ||
        static_cast<int>(typed.size() > name.size() ? typed.size() - name.size() : name.size() - typed.size()) > limit)
        return -1;
    // Numbers are never a slip of the keyboard: "Exploration dice 6" is not "Exploration dice".
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    for (std::size_t i = 0, j = 0;; ++i, ++j) {
        while (i < typed.size() && !digit(typed[i])) ++i;
        while (j < name.size() && !digit(name[j])) ++j;
        if (i == typed.size() || j == name.size()) {
            if (i != typed.size() || j != name.size()) return -1;
            break;
        }
        if (typed[i] != name[j]) return -1;
    }
    const int d = edit_distance(typed, name, limit);
    return d <= limit ? d : -1;
}

std::vector<std::string> word_list(std::string_view text) {
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        // Kept folded but not stemmed when it holds no letter (w/, +).
        std::string raw(text.substr(start, end - start));
        raw.erase(0, raw.find_first_not_of(' '));
        raw.erase(raw.find_last_not_of(' ') + 1);
        if (!raw.empty()) words.push_back(raw);
        start = end + 1;
    }
    return words;
}

}  // namespace muster::text
