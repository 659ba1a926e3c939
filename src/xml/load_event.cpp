// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/load.h"
#include "xml/source.h"

namespace muster::xml {

std::optional<Event> load_event(const std::filesystem::path& path, Diagnostics& out) {
    Source src;
    if (!src.load(path, out) || !src.expect_root("event", kEventNs, out)) return std::nullopt;
    const auto root = src.doc().document_element();
    Event e;
    e.file = src.file();
    e.name = root.attribute("name").value();
    e.budget = src.integer(root, "budget", out, false);
    for (auto a : root.children("allow")) {
        if (auto s = a.attribute("system")) e.systems.push_back(s.value());
        if (auto l = a.attribute("list")) e.lists.push_back(l.value());
    }
    for (auto r : root.children("optional-rule")) {
        const std::string use = r.attribute("use").as_string("allowed");
        const std::string id = src.required(r, "id", out).value_or("");
        if (use == "forbidden") e.rules[id] = RuleUse::Forbidden;
        else if (use == "required") e.rules[id] = RuleUse::Required;
        else if (use == "allowed") e.rules[id] = RuleUse::Allowed;
        else src.report(out, r, "invalid_value").arg("element", std::string("optional-rule")).arg("attribute", std::string("use"))
                 .arg("value", use).arg("expected", std::string("allowed, forbidden or required"));
    }
    if (auto c = root.child("commands")) {
        e.commands_min = src.integer(c, "min", out, false);
        e.commands_max = src.integer(c, "max", out, false);
    }
    return e;
}

}  // namespace muster::xml
