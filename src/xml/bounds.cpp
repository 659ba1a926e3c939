// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/bounds.h"

#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#include "core/model/limits.h"

namespace muster::xml {
namespace {

std::string_view local_name(const pugi::xml_node& n) {
    const std::string_view name = n.name();
    const auto colon = name.find(':');
    return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

struct Counted {
    std::string_view element;  ///< the element counted; every element when empty
    const char* what;          ///< the limit's name in the message
    int max;
    int seen = 0;
};

}  // namespace

bool within_bounds(const Source& src, std::size_t bytes, Diagnostics& out) {
    const pugi::xml_node root = src.doc().document_element();
    const bool roster = local_name(root) == "roster";
    // A data file's bounds are far above its bytes: no text has more characters than the file has bytes, and
    // no element takes fewer than four ("<a/>"). A file that small needs no walk (all of Muster's own do not).
    if (!roster && bytes <= static_cast<std::size_t>(limits::kDataText) &&
        bytes / 4 <= static_cast<std::size_t>(limits::kDataElements))
        return true;
    using namespace std::string_view_literals;
    std::vector<Counted> counted;
    if (roster) {
        counted = {{"command"sv, "commands", limits::kRosterCommands},
                   {"unit"sv, "units", limits::kRosterUnits},
                   {"option"sv, "options", limits::kRosterOptions},
                   {"optional-rule"sv, "optional_rules", limits::kRosterOptionalRules},
                   {"purchase"sv, "purchases", limits::kRosterPurchases}};
    } else {
        counted = {{{}, "elements", limits::kDataElements}};
    }
    auto over = [&](const pugi::xml_node& at, const char* what, int max) {
        src.report(out, at, "file_over_limit").arg("what", std::string(what)).arg("max", static_cast<std::int64_t>(max));
        return false;
    };
    // Every limit on a text is at least this many characters, so shorter texts (all but a few) need no look.
    const std::size_t least = static_cast<std::size_t>(roster ? limits::kRosterText : limits::kDataText);
    auto text_over = [&](const pugi::xml_node& element, std::string_view text) {
        if (text.size() <= least) return 0;
        // The army's notes and a unit's note have the longer bound.
        const int max = !roster                                                           ? limits::kDataText
                        : local_name(element) == "notes" || local_name(element) == "note" ? limits::kRosterNotes
                                                                                          : limits::kRosterText;
        // Bytes bound characters from above: most texts need no counting.
        return text.size() > static_cast<std::size_t>(max) && limits::characters(text) > static_cast<std::size_t>(max) ? max : 0;
    };
    // Document order, without recursion (Source has bounded the depth already).
    for (pugi::xml_node n = root; n;) {
        const pugi::xml_node_type type = n.type();
        if (type == pugi::node_element) {
            const std::string_view name = local_name(n);
            for (auto& c : counted)
                if ((c.element.empty() || name == c.element) && ++c.seen > c.max) return over(n, c.what, c.max);
            if (roster && name == "unit") {
                int options = 0;
                for (auto o = n.first_child(); o; o = o.next_sibling())
                    if (local_name(o) == "option"sv && ++options > limits::kUnitOptions)
                        return over(n, "unit_options", limits::kUnitOptions);
            }
            for (auto a = n.first_attribute(); a; a = a.next_attribute())
                if (const int max = text_over(n, a.value())) return over(n, "text", max);
        } else if (type == pugi::node_pcdata || type == pugi::node_cdata) {
            if (const int max = text_over(n.parent(), n.value())) return over(n.parent(), "text", max);
        }
        if (const pugi::xml_node child = n.first_child()) {
            n = child;
            continue;
        }
        while (n != root && !n.next_sibling()) n = n.parent();
        n = n == root ? pugi::xml_node() : n.next_sibling();
    }
    return true;
}

}  // namespace muster::xml
