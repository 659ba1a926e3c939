// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/translate.h"

#include <algorithm>
#include <cctype>
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

/// Which of kKinds an element's name is, or kKindCount.
std::size_t kind_of(std::string_view name) {
    return static_cast<std::size_t>(std::find(std::begin(kKinds), std::end(kKinds), name) - std::begin(kKinds));
}

/// The language wanted, and how well each xml:lang tag seen fits it: a file's variants share a few tags.
struct Wanted {
    std::string language;
    std::vector<std::pair<std::string, int>> fits;

    int fit_of(const char* tag) {
        for (const auto& [seen, f] : fits)
            if (seen == tag) return f;
        return fits.emplace_back(tag, fit(normal(tag), language)).second;
    }
};

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

void translate(pugi::xml_node element, Wanted& wanted) {
    struct Best {
        std::size_t variant = 0;  ///< in `variants`
        int fit = 0;
    };
    Best best[kKindCount];
    std::vector<pugi::xml_node> variants;
    for (auto c : element.children()) {
        if (c.type() != pugi::node_element) continue;
        // A translation is a child of one of kKinds' names with an xml:lang attribute: the name is looked at first,
        // as most elements are of other names and have attributes to search.
        const std::size_t kind = kind_of(c.name());
        const pugi::xml_attribute lang = kind < kKindCount ? c.attribute("xml:lang") : pugi::xml_attribute();
        if (!lang) {
            translate(c, wanted);
            continue;
        }
        if (const int f = wanted.fit_of(lang.value()); f > best[kind].fit) best[kind] = {variants.size(), f};
        variants.push_back(c);
    }
    if (variants.empty()) return;  // most elements
    for (std::size_t k = 0; k < kKindCount; ++k) {
        if (!best[k].fit) continue;
        const pugi::xml_node chosen = variants[best[k].variant];
        if (kKinds[k] == "text") set_text(element, chosen.child_value());
        else if (auto a = element.attribute(kKinds[k].data())) a.set_value(chosen.child_value());
    }
    for (auto v : variants) element.remove_child(v);
}

}  // namespace

void apply_language(pugi::xml_node root, const std::string& language) {
    Wanted wanted{normal(language), {}};
    if (root) translate(root, wanted);
}

}  // namespace muster::xml
