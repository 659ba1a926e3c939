// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/fraction.h"
#include "xml/load.h"
#include "xml/source.h"

namespace muster::xml {
namespace {

/// The rule's section and its own message in `language` (else the one without xml:lang).
EventText text_of_rule(const pugi::xml_node& n, const std::string& language) {
    EventText t;
    t.section = n.attribute("section").value();
    std::string fallback;
    const std::string lang = language.substr(0, language.find_first_of("_-."));
    for (auto m : n.children("message")) {
        const std::string tag = m.attribute("xml:lang").value();
        if (tag.empty()) fallback = m.child_value();
        else if (!lang.empty() && tag.substr(0, tag.find_first_of("_-")) == lang) t.message = m.child_value();
    }
    if (t.message.empty()) t.message = fallback;
    return t;
}

std::optional<Rounding> rounding_of(const std::string& s) {
    if (s == "up") return Rounding::Up;
    if (s == "down") return Rounding::Down;
    if (s == "nearest") return Rounding::Nearest;
    return std::nullopt;
}

}  // namespace

std::optional<Event> load_event(const std::filesystem::path& path, Diagnostics& out, const std::string& language) {
    Source src;
    if (!src.load(path, out) || !src.expect_root("event", kEventNs, out)) return std::nullopt;
    const auto root = src.doc().document_element();
    Event e;
    e.file = src.file();
    e.name = root.attribute("name").value();
    e.budget = src.integer(root, "budget", out, false);
    auto invalid = [&](const pugi::xml_node& n, const char* attribute, const std::string& expected) {
        src.report(out, n, "invalid_value")
            .arg("element", std::string(n.name()))
            .arg("attribute", std::string(attribute))
            .arg("value", std::string(n.attribute(attribute).value()))
            .arg("expected", expected);
    };
    if (root.attribute("budget")) e.texts["budget"] = text_of_rule(root, language);
    for (auto a : root.children("allow")) {
        if (auto s = a.attribute("system")) e.systems.push_back(s.value()), e.texts["systems"] = text_of_rule(a, language);
        if (auto l = a.attribute("list")) e.lists.push_back(l.value()), e.texts["lists"] = text_of_rule(a, language);
        if (auto s = a.attribute("source")) e.sources.push_back(s.value()), e.texts["sources"] = text_of_rule(a, language);
    }
    for (auto r : root.children("optional-rule")) {
        const std::string use = r.attribute("use").as_string("allowed");
        const std::string id = src.required(r, "id", out).value_or("");
        if (use == "forbidden") e.rules[id] = RuleUse::Forbidden;
        else if (use == "required") e.rules[id] = RuleUse::Required;
        else if (use == "allowed") e.rules[id] = RuleUse::Allowed;
        else invalid(r, "use", "allowed, forbidden or required");
        e.texts["rule:" + id] = text_of_rule(r, language);
    }
    if (auto c = root.child("commands")) {
        e.commands_min = src.integer(c, "min", out, false);
        e.commands_max = src.integer(c, "max", out, false);
        e.texts["commands"] = text_of_rule(c, language);
    }
    if (auto l = root.child("limits")) {
        SizeBand band;
        for (const char* side : {"min", "max"}) {
            const std::string scale = l.attribute((std::string(side) + "-scale").c_str()).as_string("1");
            const std::string rounding =
                l.attribute((std::string(side) + "-rounding").c_str()).as_string(side == std::string("min") ? "up" : "down");
            const auto f = parse_fraction(scale);
            const auto r = rounding_of(rounding);
            if (!f) invalid(l, side == std::string("min") ? "min-scale" : "max-scale", "a fraction such as 1/2");
            if (!r) invalid(l, side == std::string("min") ? "min-rounding" : "max-rounding", "up, down or nearest");
            (side == std::string("min") ? band.min_scale : band.max_scale) = f.value_or(Fraction{1, 1});
            (side == std::string("min") ? band.min_rounding : band.max_rounding) = r.value_or(Rounding::Down);
        }
        e.texts["limits"] = text_of_rule(l, language);
        band.rule = e.name + (e.texts["limits"].section.empty() ? "" : " " + e.texts["limits"].section);
        e.limits = band;
    }
    if (auto y = root.child("years")) {
        e.year_from = src.integer(y, "from", out, false);
        e.year_to = src.integer(y, "to", out, false);
        e.texts["years"] = text_of_rule(y, language);
    }
    if (auto d = root.child("data-version")) {
        e.data_version_min = d.attribute("min").value();
        e.data_version_max = d.attribute("max").value();
        e.texts["data_version"] = text_of_rule(d, language);
    }
    if (auto c = root.child("largest-command")) {
        LargestCommand lc;
        lc.value = src.required(c, "value", out).value_or("");
        lc.of = src.required(c, "of", out).value_or("");
        const auto f = parse_fraction(c.attribute("share").as_string(""));
        if (!f) invalid(c, "share", "a fraction such as 60/100");
        lc.share = f.value_or(Fraction{1, 1});
        e.largest_command = lc;
        e.texts["largest_command"] = text_of_rule(c, language);
    }
    for (auto f : root.children("forbid")) {
        const std::string q = src.required(f, "quality", out).value_or("");
        e.forbidden_qualities.push_back(q);
        e.texts["quality:" + q] = text_of_rule(f, language);
    }
    for (auto p : root.children("purchase")) {
        PurchaseLimit pl;
        pl.id = src.required(p, "id", out).value_or("");
        pl.min = src.integer(p, "min", out, false);
        pl.max = src.integer(p, "max", out, false);
        e.texts["purchase:" + pl.id] = text_of_rule(p, language);
        e.purchases.push_back(std::move(pl));
    }
    return e;
}

}  // namespace muster::xml
