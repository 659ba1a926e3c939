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

bool is_translation(const pugi::xml_node& n) {
    static const char* const kinds[] = {"name", "title", "label", "text"};
    return n.type() == pugi::node_element && n.attribute("xml:lang") &&
           std::any_of(std::begin(kinds), std::end(kinds), [&](const char* k) { return std::strcmp(n.name(), k) == 0; });
}

void set_text(pugi::xml_node element, const char* text) {
    std::vector<pugi::xml_node> old;
    for (auto c : element.children())
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) old.push_back(c);
    // The new text takes the place of the first old one, so readers that stop at the first text still see it.
    pugi::xml_node fresh = old.empty() ? element.append_child(pugi::node_pcdata) : element.insert_child_before(pugi::node_pcdata, old.front());
    fresh.set_value(text);
    for (auto c : old) element.remove_child(c);
}

void translate(pugi::xml_node element, const std::string& wanted) {
    struct Best {
        pugi::xml_node node;
        int fit = 0;
    };
    Best name, title, label, text;
    std::vector<pugi::xml_node> variants;
    for (auto c : element.children()) {
        if (!is_translation(c)) {
            if (c.type() == pugi::node_element) translate(c, wanted);
            continue;
        }
        variants.push_back(c);
        Best& best = c.name()[0] == 'n' ? name : c.name()[0] == 'l' ? label : c.name()[1] == 'i' ? title : text;
        if (const int f = fit(normal(c.attribute("xml:lang").value()), wanted); f > best.fit) best = {c, f};
    }
    if (name.node && element.attribute("name")) element.attribute("name").set_value(name.node.child_value());
    if (title.node && element.attribute("title")) element.attribute("title").set_value(title.node.child_value());
    if (label.node && element.attribute("label")) element.attribute("label").set_value(label.node.child_value());
    if (text.node) set_text(element, text.node.child_value());
    for (auto v : variants) element.remove_child(v);
}

}  // namespace

void apply_language(pugi::xml_node root, const std::string& language) {
    if (root) translate(root, normal(language));
}

}  // namespace muster::xml
