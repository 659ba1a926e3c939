// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/lint_event.h"

#include <algorithm>
#include <functional>

#include "xml/load.h"
#include "xml/source.h"

namespace muster::xml {

void lint_event_ids(const std::filesystem::path& path, const Library& library, Diagnostics& out) {
    Source src;
    Diagnostics ignored;  // read problems are load_event's to report
    if (!src.load(path, ignored) || !src.expect_root("event", kEventNs, ignored)) return;
    const auto root = src.doc().document_element();
    // The systems whose data the pack's other ids must come from.
    std::vector<const GameSystem*> systems;
    for (auto a : root.children("allow"))
        if (auto s = a.attribute("system"))
            if (const GameSystem* g = library.system(s.value())) systems.push_back(g);
    if (systems.empty())
        for (const auto& g : library.systems()) systems.push_back(&g);
    auto known_in = [&](const std::function<bool(const GameSystem&)>& has) {
        return std::any_of(systems.begin(), systems.end(), [&](const GameSystem* g) { return has(*g); });
    };
    auto unknown = [&](const pugi::xml_node& n, const char* kind, const std::string& id) {
        src.report(out, n, "event_unknown_id").arg("kind", std::string(kind)).arg("id", id);
    };
    auto has_value = [](const GameSystem& g, const std::string& id, Scope scope) {
        return std::any_of(g.derived.begin(), g.derived.end(),
                           [&](const DerivedValue& d) { return d.id == id && d.scope == scope; });
    };
    for (auto a : root.children("allow")) {
        if (auto s = a.attribute("system"); s && !library.system(s.value())) unknown(a, "system", s.value());
        if (auto l = a.attribute("list"); l && !library.list(l.value())) unknown(a, "list", l.value());
    }
    for (auto r : root.children("optional-rule")) {
        const std::string id = r.attribute("id").value();
        if (!id.empty() && !known_in([&](const GameSystem& g) { return g.optional_rule(id) != nullptr; }))
            unknown(r, "optional_rule", id);
    }
    for (auto f : root.children("forbid")) {
        const std::string id = f.attribute("quality").value();
        if (!id.empty() && !known_in([&](const GameSystem& g) { return g.quality(id) != nullptr; })) unknown(f, "quality", id);
    }
    for (auto p : root.children("purchase")) {
        const std::string id = p.attribute("id").value();
        if (!id.empty() && !known_in([&](const GameSystem& g) { return g.purchase(id) != nullptr; })) unknown(p, "purchase", id);
    }
    if (auto c = root.child("largest-command")) {
        const std::string value = c.attribute("value").value(), of = c.attribute("of").value();
        if (!value.empty() && !known_in([&](const GameSystem& g) { return has_value(g, value, Scope::Command); }))
            unknown(c, "value", value);
        if (!of.empty() && !known_in([&](const GameSystem& g) { return has_value(g, of, Scope::Army); })) unknown(c, "value", of);
    }
}

}  // namespace muster::xml
