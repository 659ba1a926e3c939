// SPDX-License-Identifier: GPL-3.0-or-later
// Where a word too long for its line may be broken with a hyphen: a small syllable rule for the
// project's languages (en, it, de, fr, es), since ICU breaks lines between words but never inside one.
#pragma once
#include <string>
#include <vector>

namespace muster::print {

/// Byte offsets inside `word` (UTF-8) where it may be broken, in order. `hyphen[i]` says whether a
/// hyphen is added there (not after a hyphen or a slash the word already has). At least two letters
/// stay on either side; a break goes before the consonant that starts a syllable (Be-rit-te-ne,
/// Dis-zi-plin), never inside ch, ck, ph, sh, th, qu, gn, nor before l or r after a stop (Dou-ble);
/// Spanish keeps ll and rr together (Ama-ri-llo), other languages split them (Yel-low).
struct BreakPoints {
    std::vector<std::size_t> at;
    std::vector<bool> hyphen;
};
BreakPoints hyphenation_points(const std::string& word, const std::string& language);

/// The language whose rules wrap() follows on this thread while the object lives (a layout sets it).
class HyphenationLanguage {
public:
    explicit HyphenationLanguage(std::string language);
    ~HyphenationLanguage();
    HyphenationLanguage(const HyphenationLanguage&) = delete;
    HyphenationLanguage& operator=(const HyphenationLanguage&) = delete;
    static const std::string& current();

private:
    std::string m_previous;
};

}  // namespace muster::print
