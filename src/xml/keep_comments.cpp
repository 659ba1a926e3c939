// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/keep_comments.h"

#include <pugixml.hpp>

#include <sstream>
#include <utility>
#include <vector>

namespace muster::xml {
namespace {

/// Where a node is: from the document down, each element's name and its place among same-named siblings.
using Path = std::vector<std::pair<std::string, int>>;

Path path_of(pugi::xml_node n) {
    Path path;
    for (; n && n.type() == pugi::node_element; n = n.parent()) {
        int index = 0;
        for (auto s = n.previous_sibling(n.name()); s; s = s.previous_sibling(n.name())) ++index;
        path.insert(path.begin(), {n.name(), index});
    }
    return path;
}

/// The node at `path` in `doc`, or the deepest one of its ancestors that is there (`found` false then).
pugi::xml_node find(pugi::xml_document& doc, const Path& path, bool& found) {
    pugi::xml_node at = doc;
    found = true;
    for (const auto& [name, index] : path) {
        pugi::xml_node next = at.child(name.c_str());
        for (int i = 0; next && i < index; ++i) next = next.next_sibling(name.c_str());
        if (!next) {
            found = false;
            return at;
        }
        at = next;
    }
    return at;
}

}  // namespace

std::string keep_comments(const std::string& fresh, const std::string& original) {
    if (original.find("<!--") == std::string::npos) return fresh;
    const unsigned options = pugi::parse_default | pugi::parse_declaration | pugi::parse_comments;
    pugi::xml_document old_doc, doc;
    if (!old_doc.load_buffer(original.data(), original.size(), options) || !doc.load_buffer(fresh.data(), fresh.size(), options))
        return fresh;
    // Each comment with the element it stood before (none: it ended its parent), found again in the new text.
    struct Kept {
        std::string text;
        Path parent, before;
    };
    std::vector<Kept> kept;
    auto collect = [&](auto&& self, pugi::xml_node parent) -> void {
        for (pugi::xml_node n = parent.first_child(); n; n = n.next_sibling()) {
            if (n.type() == pugi::node_comment) {
                pugi::xml_node next = n.next_sibling();
                while (next && next.type() != pugi::node_element) next = next.next_sibling();
                kept.push_back({n.value(), path_of(parent), next ? path_of(next) : Path{}});
            } else if (n.type() == pugi::node_element) {
                self(self, n);
            }
        }
    };
    collect(collect, old_doc);
    if (kept.empty()) return fresh;
    for (const auto& k : kept) {
        bool parent_found = false, before_found = false;
        pugi::xml_node parent = find(doc, k.parent, parent_found);
        pugi::xml_node before = k.before.empty() ? pugi::xml_node() : find(doc, k.before, before_found);
        if (before_found) before.parent().insert_child_before(pugi::node_comment, before).set_value(k.text.c_str());
        else parent.append_child(pugi::node_comment).set_value(k.text.c_str());
    }
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

}  // namespace muster::xml
