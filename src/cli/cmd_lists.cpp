// SPDX-License-Identifier: GPL-3.0-or-later
// `muster lists` and `muster show LIST`: what can be built, as readable tables.
#include <algorithm>
#include <iomanip>
#include <map>
#include <ostream>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/text.h"
#include "core/model/resolve.h"

namespace muster::cli {

int cmd_lists(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {});
    args.allow({});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    const i18n::Collator collator(ctx.messages.locale());
    for (const auto& sys : ctx.library.systems()) {
        ctx.out << sys.name << " (" << sys.id << ")\n";
        std::vector<const ArmyList*> lists;
        for (const auto& l : ctx.library.lists())
            if (l.system == sys.id) lists.push_back(&l);
        std::sort(lists.begin(), lists.end(),
                  [&](const ArmyList* a, const ArmyList* b) { return collator.less(a->name, b->name); });
        for (const auto* l : lists)
            ctx.out << "  " << std::left << std::setw(20) << l->id << ' ' << pad(l->name, 28) << ' ' << l->from_year << "–"
                    << l->to_year << "  v" << l->data_version << '\n';
    }
    for (const auto& d : ctx.library_problems) print_diagnostic(ctx, d, ctx.err);
    return ctx.library_problems.empty() ? kLegal : kUnreadable;
}

static std::string limit_text(const Context& ctx, const Option& o) {
    const auto& m = ctx.messages;
    switch (o.limit.kind) {
        case LimitKind::One:
            return m.get("cli", "limit_one");
        case LimitKind::UpTo:
            return m.get("cli", "limit_up_to", {{"n", static_cast<std::int64_t>(o.limit.n)}});
        case LimitKind::Fraction:
            return m.get("cli", "limit_fraction",
                         {{"fraction", std::to_string(o.limit.fraction.num) + "/" + std::to_string(o.limit.fraction.den)},
                          {"rounding", std::string(rounding_name(o.limit.rounding))}});
        case LimitKind::OneOrMore:
            return m.get("cli", "limit_one_or_more");
        case LimitKind::Any:
            return m.get("cli", "limit_any");
    }
    return {};
}

/// Column widths of `muster show`, wide enough for the longest entry in the user's language.
struct ShowWidths {
    std::size_t range = 6, id = 8, type = 4, name = 20, option = 20;
    std::map<std::string, std::size_t> stat;  ///< widest value of each stat
};

static ShowWidths show_widths(const ArmyList& list) {
    ShowWidths w;
    for (const auto& g : list.groups)
        for (const auto& p : g.profiles) {
            w.id = std::max(w.id, width_of(p.id));
            w.type = std::max(w.type, width_of(p.type));
            w.name = std::max(w.name, width_of(p.name));
            for (const auto& [id, value] : p.stats) w.stat[id] = std::max(w.stat[id], width_of(value));
        }
    for (const auto& o : list.options) {
        w.id = std::max(w.id, width_of(o.id));
        w.option = std::max(w.option, width_of(o.name));
    }
    return w;
}

static void print_profile(const Context& ctx, const GameSystem& sys, const Profile& p, const std::string& range,
                          const ShowWidths& w, std::ostream& os) {
    os << "  " << pad(range, w.range) << pad(p.id, w.id + 1) << pad(p.type, w.type + 1) << pad(p.name, w.name + 2);
    for (const auto& s : sys.stats) {
        const auto it = w.stat.find(s.id);
        os << s.heading() << ' ' << pad(p.stat(s.id), (it == w.stat.end() ? 0 : it->second) + 2);
    }
    if (sys.counts_points) os << std::right << std::setw(4) << p.cost;
    os << "  ";
    std::string traits;
    for (const auto& t : p.traits) traits += (traits.empty() ? "" : ", ") + trait_text(t, sys);
    os << traits;
    if (p.until_year) os << "  " << ctx.messages.get("cli", "until_year", {{"year", std::to_string(*p.until_year)}});
    os << '\n';
    if (!p.reading.empty()) os << std::string(2 + w.range + w.id + 1, ' ') << p.reading << '\n';
}

int cmd_show(Context& ctx, const std::vector<std::string>& argv) {
    Args args(argv, {});
    args.allow({});
    if (!args.errors().empty()) return usage_error(ctx, args.errors().front());
    if (args.positional().size() != 1) return usage_message(ctx, "show_needs_list");
    const ArmyList* list = ctx.library.list(args.positional()[0]);
    if (!list) return usage_message(ctx, "no_list", {{"list", args.positional()[0]}});
    const GameSystem& sys = *ctx.library.system(list->system);
    const auto& m = ctx.messages;
    auto& os = ctx.out;
    os << list->name << " (" << list->from_year << "–" << list->to_year << ") — " << sys.name << ", "
       << m.get("cli", "data_version") << ' ' << list->data_version << '\n';
    std::string sc;
    for (const auto& id : list->command_structures)
        if (const auto* l = sys.command_structure(id))
            sc += (sc.empty() ? "" : ", ") + l->name + " (" + std::to_string(l->cost) + ")";
    if (!sc.empty()) os << m.get("cli", "command_structures") << ": " << sc << '\n';
    os << '\n';
    ShowWidths w = show_widths(*list);
    const std::string alternative = "  " + m.get("cli", "show_or");
    w.range = std::max(w.range, width_of(alternative) + 1);
    for (const auto& g : list->groups) {
        for (std::size_t i = 0; i < g.profiles.size(); ++i)
            print_profile(ctx, sys, g.profiles[i], i == 0 ? std::to_string(g.min) + "-" + std::to_string(g.max) : alternative, w,
                          os);
    }
    os << '\n' << m.get("cli", "options") << ":\n";
    for (const auto& o : list->options) {
        std::string targets;
        for (const auto& t : o.targets)
            if (const Profile* p = list->profile(t)) targets += (targets.empty() ? "" : ", ") + p->id;
        os << "  " << pad(o.id, w.id + 1) << pad(o.name, w.option + 2);
        if (!sys.counts_points) os << "  ";
        else if (o.alt_profile)
            os << std::right << std::setw(4) << o.alt_profile->cost << " " << pad(m.get("cli", "points_total"), 6);
        else
            os << std::right << std::setw(+4) << (o.cost > 0 ? "+" + std::to_string(o.cost) : std::to_string(o.cost)) << " "
               << pad(m.get("cli", "points_each"), 6);
        os << pad(limit_text(ctx, o), 40) << targets;
        if (o.from_year || o.until_year)
            os << "  "
               << m.get("cli", "period",
                        {{"from", std::to_string(o.from_year.value_or(0))},  // years are never grouped
                         {"until", std::to_string(o.until_year.value_or(0))},
                         {"bounds", std::string(o.from_year && o.until_year ? "both"
                                                : o.from_year               ? "from"
                                                                            : "until")}});
        os << '\n';
        if (!o.reading.empty()) os << std::string(3 + w.id, ' ') << o.reading << '\n';
    }
    return kLegal;
}

}  // namespace muster::cli
