// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <optional>
#include <sstream>
#include <utility>

#include "core/model/number.h"
#include "xml/keep_comments.h"
#include "xml/load.h"
#include "xml/source.h"

namespace muster::xml {
namespace {

/// Whether the C string `s` is `name`, compared in line: a call to strcmp costs more than the few letters of a name.
/// Stops at the first byte that differs, so never reads past the end of `s`.
template <std::size_t N, std::size_t... I>
[[gnu::always_inline]] inline bool is(const char* s, const char (&name)[N], std::index_sequence<I...>) {
    return ((s[I] == name[I]) && ...);  // unrolled: a compare with a constant per letter
}
template <std::size_t N>
[[gnu::always_inline]] inline bool is(const char* s, const char (&name)[N]) {
    return is(s, name, std::make_index_sequence<N>());
}

/// The element's first attribute named `name`, as attribute() finds it, without its call to strcmp for each.
template <std::size_t N>
pugi::xml_attribute attribute(const pugi::xml_node& n, const char (&name)[N]) {
    pugi::xml_attribute a = n.first_attribute();
    while (a && !is(a.name(), name)) a = a.next_attribute();
    return a;
}

/// A node or attribute found, or an empty one (made only then: an empty handle and each test of one are calls into
/// pugixml, so the walks below keep what they find in optionals).
template <class Handle>
Handle or_empty(const std::optional<Handle>& found) {
    return found ? *found : Handle();
}

/// Reads a unit into `u`, its place in the roster: a unit read apart and then moved there costs a move of each
/// member (commands are read in their place too).
/// `ids` is room for the option ids, kept from unit to unit: they are gathered first so that the unit's vector of
/// them is allocated once at its size (grown from nothing it took the slow path of emplace_back for each unit).
void read_unit(const Source& src, const pugi::xml_node& n, Diagnostics& out, RosterUnit& u, std::vector<const char*>& ids) {
    // A roster is mostly units: each one's attributes are looked at in one pass, not searched for by name
    // one by one; the first of a name counts, as with attribute(). Only a missing profile or a figures
    // attribute asks Source, which reports what is wrong with them.
    // Kept as their values, or as attributes in optionals: an empty xml_attribute and its test are each a call into
    // pugixml, four of each a unit.
    const char* profile = nullptr;
    const char* label = nullptr;
    std::optional<pugi::xml_attribute> general, figures;
    for (auto a = n.first_attribute(); a; a = a.next_attribute()) {
        const char* name = a.name();
        if (!profile && is(name, "profile")) profile = a.value();
        else if (!label && is(name, "label")) label = a.value();
        else if (!general && is(name, "general")) general = a;
        else if (!figures && is(name, "figures")) figures = a;
    }
    if (profile && *profile) u.profile = profile;
    else u.profile = src.required(n, "profile", out).value_or("");
    // A unit in place starts with no label and no note: most have neither, and are left so without a copy.
    if (label) u.label = label;
    u.general = general && general->as_bool();
    if (figures) u.figures = src.integer(n, *figures, "figures", out, false);
    u.line = src.line(n);
    // Its children (its options and its note) are looked at once too.
    std::optional<pugi::xml_node> note;
    for (auto c = n.first_child(); c; c = c.next_sibling()) {
        const char* name = c.name();
        if (is(name, "option")) {
            const pugi::xml_attribute id = attribute(c, "id");
            const char* const value = id.value();  // "" when missing, which required() reports
            if (!*value) src.required(c, id, "id", out);
            ids.push_back(value);
        } else if (!note && is(name, "note")) {
            note = c;
        }
    }
    if (!ids.empty()) {
        u.options.assign(ids.begin(), ids.end());
        ids.clear();
    }
    if (note) u.note = note->child_value();
}

std::optional<Roster> read_roster(const Source& src, Diagnostics& out) {
    if (!src.expect_root("roster", kRosterNs, out)) return std::nullopt;
    const auto root = src.doc().document_element();
    // The root's attributes are looked at in one pass, told apart by their first letter, and read in the order
    // they always were, so findings keep theirs; the first of a name counts, as with attribute().
    std::optional<pugi::xml_attribute> format, system, list, data_version, budget, year, created;
    for (auto a = root.first_attribute(); a; a = a.next_attribute()) {
        const char* name = a.name();
        switch (name[0]) {
            case 'f':
                if (!format && is(name, "format")) format = a;
                break;
            case 's':
                if (!system && is(name, "system")) system = a;
                break;
            case 'l':
                if (!list && is(name, "list")) list = a;
                break;
            case 'd':
                if (!data_version && is(name, "data-version")) data_version = a;
                break;
            case 'b':
                if (!budget && is(name, "budget")) budget = a;
                break;
            case 'y':
                if (!year && is(name, "year")) year = a;
                break;
            case 'c':
                if (!created && is(name, "created")) created = a;
                break;
            default:
                break;
        }
    }
    Roster r;
    r.file = src.file();
    r.format_version = src.integer(root, or_empty(format), "format", out, false).value_or(1);
    if (r.format_version > kRosterFormat) {
        src.report(out, root, "roster_from_newer_version").arg("format", r.format_version).arg("supported", kRosterFormat);
    }
    // A value there is copied once; only a missing one goes through required(), which reports it.
    if (const char* v = or_empty(system).value(); *v) r.system = v;
    else r.system = src.required(root, or_empty(system), "system", out).value_or("");
    if (const char* v = or_empty(list).value(); *v) r.list = v;
    else r.list = src.required(root, or_empty(list), "list", out).value_or("");
    if (data_version) r.data_version = data_version->value();
    r.budget = src.integer(root, or_empty(budget), "budget", out).value_or(0);
    r.year = src.integer(root, or_empty(year), "year", out, false);
    if (created) r.created = created->value();
    // The root's children are sorted out in one pass instead of being searched for by name eight times (each
    // search a walk of them all); each kind is then read in the order it always was, so findings keep theirs.
    // Names are compared as child() and children() compare them.
    enum Kind { Rule, Cmd, Purchase };
    std::vector<std::pair<Kind, pugi::xml_node>> kids;
    kids.reserve(8);  // room for a roster's commands and purchases at once, not grown three times
    std::optional<pugi::xml_node> name, player, notes, structure, unassigned;
    for (auto c = root.first_child(); c; c = c.next_sibling()) {
        const char* e = c.name();
        if (is(e, "command")) kids.emplace_back(Cmd, c);
        else if (is(e, "purchase")) kids.emplace_back(Purchase, c);
        else if (is(e, "optional-rule")) kids.emplace_back(Rule, c);
        else if (!name && is(e, "name")) name = c;
        else if (!player && is(e, "player")) player = c;
        else if (!notes && is(e, "notes")) notes = c;
        else if (!structure && is(e, "command-structure")) structure = c;
        else if (!unassigned && is(e, "unassigned")) unassigned = c;
    }
    if (name) r.name = name->child_value();
    if (player) r.player = player->child_value();
    if (notes) r.notes = notes->child_value();
    if (structure) r.command_structure = attribute(*structure, "level").value();
    for (const auto& [kind, n] : kids)
        if (kind == Rule) r.optional_rules.push_back(src.required(n, attribute(n, "id"), "id", out).value_or(""));
    r.commands.reserve(
        static_cast<std::size_t>(std::count_if(kids.begin(), kids.end(), [](const auto& k) { return k.first == Cmd; })));
    // A command's units, found in the one walk of its children that finds its general: they are counted before
    // they are read, so that the command has room for them at once.
    std::vector<pugi::xml_node> units;
    std::vector<const char*> ids;
    const auto find_units = [&units](const pugi::xml_node& parent, std::optional<pugi::xml_node>* general) {
        units.clear();
        for (auto c = parent.first_child(); c; c = c.next_sibling()) {
            const char* e = c.name();
            if (is(e, "unit")) units.push_back(c);
            else if (general && !*general && is(e, "general")) *general = c;
        }
    };
    const auto read_units = [&](std::vector<RosterUnit>& into) {
        into.reserve(units.size());
        for (const auto& u : units) read_unit(src, u, out, into.emplace_back(), ids);
    };
    for (const auto& [kind, c] : kids) {
        if (kind != Cmd) continue;
        Command& cmd = r.commands.emplace_back();
        cmd.name = attribute(c, "name").value();
        cmd.line = src.line(c);
        std::optional<pugi::xml_node> g;
        find_units(c, &g);
        if (g) {
            std::optional<pugi::xml_attribute> quality, c_in_c, general_name;
            for (auto a = g->first_attribute(); a; a = a.next_attribute()) {
                const char* e = a.name();
                if (!quality && is(e, "quality")) quality = a;
                else if (!c_in_c && is(e, "c-in-c")) c_in_c = a;
                else if (!general_name && is(e, "name")) general_name = a;
            }
            if (quality) cmd.general.quality = quality->value();
            cmd.general.c_in_c = c_in_c && c_in_c->as_bool();
            if (general_name) cmd.general.name = general_name->value();
            cmd.general.line = src.line(*g);
        }
        read_units(cmd.units);
    }
    if (unassigned) {
        find_units(*unassigned, nullptr);
        read_units(r.unassigned);
    }
    for (const auto& [kind, p] : kids) {
        if (kind != Purchase) continue;
        std::optional<pugi::xml_attribute> id_attr, count;
        for (auto a = p.first_attribute(); a; a = a.next_attribute()) {
            const char* e = a.name();
            if (!id_attr && is(e, "id")) id_attr = a;
            else if (!count && is(e, "count")) count = a;
        }
        std::string id = src.required(p, or_empty(id_attr), "id", out).value_or("");
        const int n = src.integer(p, or_empty(count), "count", out, false).value_or(1);
        // The id becomes the key (moved: a purchase's id is often too long to be kept without an allocation).
        const auto [it, fresh] = r.purchases.try_emplace(std::move(id), 0);
        if (!fresh) src.report(out, p, "duplicate_id").arg("kind", std::string("purchase")).arg("id", it->first);
        it->second = number::add(it->second, n);
    }
    return r;
}

void write_unit(pugi::xml_node parent, const RosterUnit& u) {
    auto n = parent.append_child("unit");
    n.append_attribute("profile") = u.profile.c_str();
    if (!u.label.empty()) n.append_attribute("label") = u.label.c_str();
    if (u.general) n.append_attribute("general") = "true";
    if (u.figures) n.append_attribute("figures") = *u.figures;
    for (const auto& o : u.options) n.append_child("option").append_attribute("id") = o.c_str();
    if (!u.note.empty()) n.append_child("note").text() = u.note.c_str();
}

/// The format a roster is written in: the oldest that holds all it has, so that a roster without a unit's
/// note stays what Muster wrote before (format 1) and one with a note (format 2) is refused by an older
/// Muster as a newer file, not as a broken one.
int format_of(const Roster& r) {
    auto noted = [](const std::vector<RosterUnit>& units) {
        return std::any_of(units.begin(), units.end(), [](const RosterUnit& u) { return !u.note.empty(); });
    };
    const bool notes = noted(r.unassigned) ||
                       std::any_of(r.commands.begin(), r.commands.end(), [&](const Command& c) { return noted(c.units); });
    return notes ? 2 : 1;
}

}  // namespace

std::optional<Roster> load_roster(const std::filesystem::path& path, Diagnostics& out, platform::Links links) {
    Source src;
    if (!src.load(path, out, links)) return std::nullopt;
    return read_roster(src, out);
}

std::optional<Roster> parse_roster(const std::string& text, const std::string& file_name, Diagnostics& out) {
    Source src;
    if (!src.load_text(text, file_name, out)) return std::nullopt;
    return read_roster(src, out);
}

std::string roster_to_xml(const Roster& r) {
    pugi::xml_document doc;
    auto decl = doc.append_child(pugi::node_declaration);
    decl.append_attribute("version") = "1.0";
    decl.append_attribute("encoding") = "UTF-8";
    auto root = doc.append_child("roster");
    root.append_attribute("xmlns") = kRosterNs;
    root.append_attribute("format") = format_of(r);
    root.append_attribute("system") = r.system.c_str();
    root.append_attribute("list") = r.list.c_str();
    if (!r.data_version.empty()) root.append_attribute("data-version") = r.data_version.c_str();
    root.append_attribute("budget") = r.budget;
    if (r.year) root.append_attribute("year") = *r.year;
    if (!r.created.empty()) root.append_attribute("created") = r.created.c_str();
    if (!r.name.empty()) root.append_child("name").text() = r.name.c_str();
    if (!r.player.empty()) root.append_child("player").text() = r.player.c_str();
    if (!r.command_structure.empty())
        root.append_child("command-structure").append_attribute("level") = r.command_structure.c_str();
    for (const auto& o : r.optional_rules) root.append_child("optional-rule").append_attribute("id") = o.c_str();
    for (const auto& c : r.commands) {
        auto cn = root.append_child("command");
        if (!c.name.empty()) cn.append_attribute("name") = c.name.c_str();
        auto g = cn.append_child("general");
        g.append_attribute("quality") = c.general.quality.c_str();
        if (c.general.c_in_c) g.append_attribute("c-in-c") = "true";
        if (!c.general.name.empty()) g.append_attribute("name") = c.general.name.c_str();
        for (const auto& u : c.units) write_unit(cn, u);
    }
    if (!r.unassigned.empty()) {
        auto un = root.append_child("unassigned");
        for (const auto& u : r.unassigned) write_unit(un, u);
    }
    for (const auto& [id, n] : r.purchases) {
        auto p = root.append_child("purchase");
        p.append_attribute("id") = id.c_str();
        p.append_attribute("count") = n;
    }
    if (!r.notes.empty()) root.append_child("notes").text() = r.notes.c_str();
    std::ostringstream s;
    doc.save(s, "  ", pugi::format_default, pugi::encoding_utf8);
    return s.str();
}

void save_roster(const Roster& roster, const std::filesystem::path& path, const platform::FileStamp* expected,
                 const std::string& comments_from) {
    // Never replace a file a newer Muster wrote: this version would drop what it does not understand.
    if (const int format = roster_format_on_disk(path); format > kRosterFormat) {
        Diagnostic d{"file_from_newer_version"};
        d.where.file = path.string();
        d.arg("format", format);
        throw Failure(std::move(d), path.string() + " was written by a newer version of Muster (roster format " +
                                        std::to_string(format) + "); save under another name instead");
    }
    // Nor write one that Muster would then refuse to open (an edit past a bound of core/model/limits.h).
    const std::string text = keep_comments(roster_to_xml(roster), comments_from);
    Source check;
    Diagnostics problems;
    if (!check.load_text(text, path.string(), problems))
        for (auto& d : problems)
            if (d.is("file_over_limit")) {
                d.where = {};  // a line of the text not written would mislead
                d.where.file = path.string();
                throw Failure(std::move(d), path.string() + ": the roster is past one of Muster's bounds");
            }
    platform::write_file(path, text, expected);
}

int roster_format_on_disk(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return 0;
    Source src;
    Diagnostics ignored;
    if (!src.load(path, ignored)) return 0;
    return src.doc().document_element().attribute("format").as_int(1);
}

std::string fingerprint(std::string_view canonical) {
    std::uint64_t h = 14695981039346656037ull;
    for (unsigned char c : canonical) {
        h ^= c;
        h *= 1099511628211ull;
    }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return std::string(buf, 8);
}

std::string roster_fingerprint(const Roster& roster) {
    return fingerprint(roster_to_xml(roster));
}

}  // namespace muster::xml
