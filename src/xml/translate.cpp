// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/translate.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string_view>
#include <utility>
#include <vector>

namespace muster::xml {
namespace {

/// "de-AT", "de_AT.UTF-8" -> "de_at": xml:lang uses BCP 47 hyphens, locale names underscores and suffixes.
std::string normal(std::string tag) {
    tag = tag.substr(0, tag.find_first_of(".@"));
    std::replace(tag.begin(), tag.end(), '-', '_');
    std::transform(tag.begin(), tag.end(), tag.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return tag;
}

/// How well a variant's tag fits the wanted language: 2 exact, 1 the same language, 0 not at all.
int fit(const std::string& tag, const std::string& wanted) {
    if (tag.empty() || wanted.empty()) return 0;
    if (tag == wanted) return 2;
    const std::string lang = wanted.substr(0, wanted.find('_'));
    return tag == lang ? 1 : 0;
}

/// The children that translate: each replaces the attribute of its name, except <text>, the element's text. Views,
/// so that most names are told apart by their length.
constexpr std::string_view kKinds[] = {"name",        "title",       "label",    "source",  "text",
                                       "min-message", "max-message", "min-hint", "max-hint"};
constexpr std::size_t kKindCount = std::size(kKinds);
static_assert(kKindCount == 9, "Translation::kKindCount");

/// True when the C string `name` is `word`: compared in line and stopping at the first difference, as most names
/// differ from most words in their first character and no length need be measured.
bool is(const char* name, std::string_view word) {
    for (const char c : word)
        if (*name++ != c) return false;
    return *name == '\0';
}

/// Which of kKinds an element's name is, or kKindCount. Told apart by the first letter, which most elements' names
/// share with none of them, then compared with the one or few that begin with it.
static_assert(kKinds[0] == "name" && kKinds[1] == "title" && kKinds[2] == "label" && kKinds[3] == "source" &&
                  kKinds[4] == "text" && kKinds[5] == "min-message" && kKinds[6] == "max-message" && kKinds[7] == "min-hint" &&
                  kKinds[8] == "max-hint",
              "kind_of() names kinds by their place");
std::size_t kind_of(const char* name) {
    const auto one_of = [name](std::initializer_list<std::size_t> kinds) {
        for (const std::size_t k : kinds)
            if (is(name, kKinds[k])) return k;
        return kKindCount;
    };
    switch (*name) {
        case 'n':
            return one_of({0});
        case 't':
            return one_of({4, 1});
        case 'l':
            return one_of({2});
        case 's':
            return one_of({3});
        case 'm':
            return one_of({5, 6, 7, 8});
        default:
            return kKindCount;
    }
}

/// A tag of two small letters ("it") as its place in Translation::m_two_letters, or -1.
int two_letters(const char* tag) {
    const auto letter = [](char c) { return c >= 'a' && c <= 'z'; };
    if (!letter(tag[0]) || !letter(tag[1]) || tag[2] != '\0') return -1;
    return (tag[0] - 'a') * 26 + (tag[1] - 'a');
}

void set_text(pugi::xml_node element, const char* text) {
    std::vector<pugi::xml_node> old;
    for (auto c : element.children())
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) old.push_back(c);
    // The new text takes the place of the first old one, so readers that stop at the first text still see it.
    pugi::xml_node fresh =
        old.empty() ? element.append_child(pugi::node_pcdata) : element.insert_child_before(pugi::node_pcdata, old.front());
    fresh.set_value(text);
    for (auto c : old) element.remove_child(c);
}

}  // namespace

Translation::Translation(const std::string& language) : m_language(normal(language)) {
    m_two_letters.fill(-1);
}

int Translation::fit_of(const char* tag) {
    // Most tags are a language's two letters ("it"): their fits are kept in a table by those letters, and only a tag
    // not seen before is worked out.
    if (const int two = two_letters(tag); two >= 0)
        if (const signed char f = m_two_letters[static_cast<std::size_t>(two)]; f >= 0) return f;
    return first_fit_of(tag);
}

int Translation::first_fit_of(const char* tag) {
    if (const int two = two_letters(tag); two >= 0)
        return m_two_letters[static_cast<std::size_t>(two)] = static_cast<signed char>(fit(normal(tag), m_language));
    for (const auto& [seen, f] : m_fits)
        if (is(tag, seen)) return f;
    return m_fits.emplace_back(tag, fit(normal(tag), m_language)).second;
}

void Translation::visit(const pugi::xml_node& node, int depth) {
    if (m_skip_below) {
        if (depth > m_skip_below) return;  // a translation's own content
        m_skip_below = 0;
    }
    const auto level = static_cast<std::size_t>(depth);
    if (level >= m_open.size()) m_open.resize(level + 1);
    m_open[level] = 0;  // a new element at this depth: none of its children seen yet
    // The root is translated, never a translation. A translation is an element of one of kKinds' names with an
    // xml:lang attribute: the name is looked at first, as most elements are of other names and have attributes.
    // Its type need not be asked: text has no name, and a processing instruction (<?name …?>, kept only when
    // parsed with parse_pi, which Source does not ask for) has no attributes.
    if (depth < 2) return;
    const std::size_t kind = kind_of(node.name());
    if (kind == kKindCount) return;
    const pugi::xml_attribute lang = node.attribute("xml:lang");
    if (!lang) return;
    m_skip_below = depth;
    // Its element is the one last seen a level up, in document order.
    std::size_t& open = m_open[level - 1];
    if (!open) {
        m_groups.push_back({node.parent(), {}, {}});
        open = m_groups.size();
    }
    Group& group = m_groups[open - 1];
    if (const int f = fit_of(lang.value()); f > group.fit[kind]) {
        group.best[kind] = node;
        group.fit[kind] = f;
    }
    m_variants.emplace_back(open - 1, node);
}

void Translation::apply() {
    for (auto& group : m_groups)
        for (std::size_t k = 0; k < kKindCount; ++k) {
            if (!group.fit[k]) continue;
            if (kKinds[k] == "text") set_text(group.element, group.best[k].child_value());
            else if (auto a = group.element.attribute(kKinds[k].data())) a.set_value(group.best[k].child_value());
        }
    for (const auto& [group, variant] : m_variants) m_groups[group].element.remove_child(variant);
}

}  // namespace muster::xml
