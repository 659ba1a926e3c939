// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/event.h"

#include <algorithm>
#include <cctype>

namespace muster {

int compare_versions(const std::string& a, const std::string& b) {
    std::size_t i = 0, j = 0;
    while (i < a.size() || j < b.size()) {
        long x = 0, y = 0;
        while (i < a.size() && std::isdigit(static_cast<unsigned char>(a[i]))) x = x * 10 + (a[i++] - '0');
        while (j < b.size() && std::isdigit(static_cast<unsigned char>(b[j]))) y = y * 10 + (b[j++] - '0');
        if (x != y) return x < y ? -1 : 1;
        if (i < a.size()) ++i;
        if (j < b.size()) ++j;
    }
    return 0;
}

void check_event(const Roster& roster, const Event& event, const ArmyList* list, const Summary* summary, Diagnostics& out) {
    auto emit = [&](Code code, const std::string& key, std::optional<int> command = std::nullopt) -> Diagnostic& {
        Diagnostic d(code);
        d.where.file = roster.file;
        d.where.command = command;
        d.where.constraint = key;
        const auto t = event.texts.find(key);
        d.rule = event.name;
        if (t != event.texts.end()) {
            if (!t->second.section.empty()) d.rule += (d.rule.empty() ? "" : " ") + t->second.section;
            d.message = t->second.message;
        }
        out.push_back(std::move(d));
        return out.back();
    };
    auto listed = [](const std::vector<std::string>& v, const std::string& s) {
        return v.empty() || std::find(v.begin(), v.end(), s) != v.end();
    };
    if (event.budget && roster.budget != *event.budget)
        emit("event_budget", "budget").arg("event_budget", *event.budget).arg("budget", roster.budget);
    if (!listed(event.systems, roster.system)) emit("event_system_not_allowed", "systems").arg("system", roster.system);
    if (!listed(event.lists, roster.list)) emit("event_list_not_allowed", "lists").arg("list", roster.list);
    if (list && !event.sources.empty() && std::none_of(event.sources.begin(), event.sources.end(), [&](const std::string& s) {
            return list->source.find(s) != std::string::npos;
        }))
        emit("event_source_not_allowed", "sources").arg("list", list->name).arg("source", list->source);
    if (event.year_from || event.year_to) {
        const int from = event.year_from.value_or(-100000), to = event.year_to.value_or(100000);
        if (!roster.year) emit("event_year_missing", "years").arg("from", from).arg("to", to);
        else if (*roster.year < from || *roster.year > to)
            emit("event_year_outside", "years").arg("year", *roster.year).arg("from", from).arg("to", to);
    }
    if ((!event.data_version_min.empty() && compare_versions(roster.data_version, event.data_version_min) < 0) ||
        (!event.data_version_max.empty() && compare_versions(roster.data_version, event.data_version_max) > 0))
        emit("event_data_version", "data_version")
            .arg("version", roster.data_version.empty() ? std::string("?") : roster.data_version)
            .arg("min", event.data_version_min.empty() ? std::string("-") : event.data_version_min)
            .arg("max", event.data_version_max.empty() ? std::string("-") : event.data_version_max);
    for (const auto& [rule, use] : event.rules) {
        if (use == RuleUse::Forbidden && roster.has_rule(rule))
            emit("event_rule_forbidden", "rule:" + rule).arg("optional_rule", rule);
        if (use == RuleUse::Required && !roster.has_rule(rule))
            emit("event_rule_required", "rule:" + rule).arg("optional_rule", rule);
    }
    const int n = static_cast<int>(roster.commands.size());
    if (event.commands_min && n < *event.commands_min)
        emit("event_too_few_commands", "commands").arg("count", n).arg("min", *event.commands_min);
    if (event.commands_max && n > *event.commands_max)
        emit("event_too_many_commands", "commands").arg("count", n).arg("max", *event.commands_max);
    for (std::size_t c = 0; c < roster.commands.size(); ++c)
        for (const auto& q : event.forbidden_qualities)
            if (roster.commands[c].general.quality == q)
                emit("event_quality_forbidden", "quality:" + q, static_cast<int>(c))
                    .arg("command", static_cast<std::int64_t>(c + 1))
                    .arg("quality", q);
    for (const auto& p : event.purchases) {
        const int have = roster.purchase(p.id);
        if (p.max && have > *p.max)
            emit("event_purchase_above", "purchase:" + p.id).arg("purchase", p.id).arg("count", have).arg("max", *p.max);
        if (p.min && have < *p.min)
            emit("event_purchase_below", "purchase:" + p.id).arg("purchase", p.id).arg("count", have).arg("min", *p.min);
    }
    if (summary && event.largest_command && summary->values.count(event.largest_command->of)) {
        const auto& lc = *event.largest_command;
        const int army = summary->values.at(lc.of);
        // At most share x army value, in whole points of break value: 60 % of 24 is 14.4, so 14.
        const int limit = apply(lc.share, army, Rounding::Down);
        for (const auto& c : summary->commands) {
            const auto v = c.values.find(lc.value);
            if (v != c.values.end() && v->second > limit)
                emit("event_largest_command", "largest_command", c.index)
                    .arg("command", static_cast<std::int64_t>(c.index + 1))
                    .arg("value", v->second)
                    .arg("army", army)
                    .arg("limit", limit)
                    .arg("percent", static_cast<std::int64_t>(lc.share.num * 100 / std::max<std::int64_t>(1, lc.share.den)));
        }
    }
}

}  // namespace muster
