// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/event.h"

#include <algorithm>

namespace muster {

void check_event(const Roster& roster, const Event& event, Diagnostics& out) {
    auto emit = [&](Code code) -> Diagnostic& {
        Diagnostic d(code);
        d.where.file = roster.file;
        d.rule = event.name;
        out.push_back(std::move(d));
        return out.back();
    };
    auto listed = [](const std::vector<std::string>& v, const std::string& s) { return v.empty() || std::find(v.begin(), v.end(), s) != v.end(); };
    if (event.budget && roster.budget != *event.budget)
        emit("event_budget").arg("event_budget", *event.budget).arg("budget", roster.budget);
    if (!listed(event.systems, roster.system)) emit("event_system_not_allowed").arg("system", roster.system);
    if (!listed(event.lists, roster.list)) emit("event_list_not_allowed").arg("list", roster.list);
    for (const auto& [rule, use] : event.rules) {
        if (use == RuleUse::Forbidden && roster.has_rule(rule)) emit("event_rule_forbidden").arg("optional_rule", rule);
        if (use == RuleUse::Required && !roster.has_rule(rule)) emit("event_rule_required").arg("optional_rule", rule);
    }
    const int n = static_cast<int>(roster.commands.size());
    if (event.commands_min && n < *event.commands_min) emit("event_too_few_commands").arg("count", n).arg("min", *event.commands_min);
    if (event.commands_max && n > *event.commands_max) emit("event_too_many_commands").arg("count", n).arg("max", *event.commands_max);
}

}  // namespace muster
