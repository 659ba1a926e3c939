// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/translate.h"

#include <algorithm>
#include <cctype>
#include <cstring>
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

/// The children that translate: each replaces the attribute of its name, except <text>, the element's text.
constexpr const char* kKinds[] = {"name",        "title",       "label",    "source",  "text",
                                  "min-message", "max-message", "min-hint", "max-hint"};
constexpr std::size_t kKindCount = std::size(kKinds);

/// Which of kKinds a child is, or kKindCount when it is no translation.
std::size_t kind_of(const pugi::xml_node& n) {
    if (n.type() != pugi::node_element || !n.attribute("xml:lang")) return kKindCount;
    return static_cast<std::size_t>(
        std::find_if(std::begin(kKinds), std::end(kKinds), [&](const char* k) { return std::strcmp(n.name(), k) == 0; }) -
        std::begin(kKinds));
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

void translate(pugi::xml_node element, const std::string& wanted) {
    struct Best {
        pugi::xml_node node;
        int fit = 0;
    };
    Best best[kKindCount];
    std::vector<pugi::xml_node> variants;
    for (auto c : element.children()) {
        const std::size_t kind = kind_of(c);
        if (kind == kKindCount) {
            if (c.type() == pugi::node_element) translate(c, wanted);
            continue;
        }
        variants.push_back(c);
        if (const int f = fit(normal(c.attribute("xml:lang").value()), wanted); f > best[kind].fit) best[kind] = {c, f};
    }
    for (std::size_t k = 0; k < kKindCount; ++k) {
        if (!best[k].node) continue;
        if (std::strcmp(kKinds[k], "text") == 0) set_text(element, best[k].node.child_value());
        else if (auto a = element.attribute(kKinds[k])) a.set_value(best[k].node.child_value());
    }
    for (auto v : variants) element.remove_child(v);
}

}  // namespace

void apply_language(pugi::xml_node root, const std::string& language) {
    if (root) translate(root, normal(language));
}

}  // namespace muster::xml
