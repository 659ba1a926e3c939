// SPDX-License-Identifier: GPL-3.0-or-later
// Translated names and texts in game-system and army-list files (xml:lang variants), chosen at load time.
#pragma once
#include <array>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include <pugixml.hpp>

namespace muster::xml {

/// Puts a data document into a language ("it", "de_AT"; empty = as written). An element's translation is a
/// child with an xml:lang attribute: <name xml:lang="it">…</name>, <title>, <label> and <source> replace
/// the element's attribute of that name, <text xml:lang="it">…</text> its own text. The most specific
/// match wins (de_AT, then de); without one the original stays. Every such child is removed afterwards, so
/// readers see the document as if it had been written in that language. Ids and troop-type codes are never
/// translated.
///
/// The translations are found in the walk that checks a file's depth and bounds (Source::load_data): visit()
/// is shown every node below the root in document order, apply() then changes the document.
class Translation {
public:
    explicit Translation(const std::string& language);
    /// Looks at `node`, `depth` elements deep (the root is 1). Nodes are shown in document order.
    void visit(const pugi::xml_node& node, int depth);
    /// Puts in the best translation of each element's texts and removes every translation seen.
    void apply();

private:
    static constexpr std::size_t kKindCount = 9;
    /// The translations of one element.
    struct Group {
        pugi::xml_node element;
        pugi::xml_node best[kKindCount];  ///< the best fitting translation of each kind
        int fit[kKindCount] = {};         ///< and how well it fits
    };
    int fit_of(const char* tag);
    /// fit_of() of a tag not seen before, or of other than two letters.
    int first_fit_of(const char* tag);

    std::string m_language;
    std::array<signed char, 26 * 26> m_two_letters;   ///< how well each tag of two letters fits, -1 until seen
    std::vector<std::pair<std::string, int>> m_fits;  ///< how well each other xml:lang tag seen fits
    std::vector<Group> m_groups;
    std::vector<std::pair<std::size_t, pugi::xml_node>> m_variants;  ///< each translation and its group
    std::vector<std::size_t> m_open;  ///< by depth: 1 + the group of the element last seen there, or 0
    int m_skip_below = 0;             ///< inside a translation (not translated itself) when deeper than this
};

}  // namespace muster::xml
