// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/editing/editor.h"

#include <algorithm>
#include <stdexcept>

namespace muster {

namespace {

/// A note as it is kept: "\r\n" and "\r" as "\n", no blank space around it (an XML file gives back
/// neither, nor a note of blanks only).
std::string plain_note(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r') out += text[i];
        else if (i + 1 >= text.size() || text[i + 1] != '\n') out += '\n';
    }
    const auto first = out.find_first_not_of(" \t\n");
    if (first == std::string::npos) return {};
    return out.substr(first, out.find_last_not_of(" \t\n") + 1 - first);
}

}  // namespace

RosterEditor::RosterEditor(Roster roster) : m_roster(std::move(roster)) {}

// Undo keeps whole snapshots: rosters are a few kilobytes, and a snapshot can never be undone wrongly.
bool RosterEditor::edit(const std::string& name, const std::function<void()>& change, const std::string& merge_key) {
    if (m_depth > 0) {
        change();
        return true;  // the outermost step says whether anything changed
    }
    Roster before = m_roster;
    ++m_depth;
    try {
        change();
    } catch (...) {
        --m_depth;
        m_roster = std::move(before);
        throw;
    }
    --m_depth;
    const bool changed = !(m_roster == before);
    const bool merges = !merge_key.empty() && !m_undo.empty() && m_undo.back().merge_key == merge_key && m_redo.empty() &&
                        m_revision != m_saved_revision;
    if (merges) {
        // The merged step still starts from the roster before the first click; back there, it goes.
        if (m_roster == m_undo.back().before) {
            m_revision = m_undo.back().revision;
            m_undo.pop_back();
        } else {
            m_revision = m_next_revision++;
        }
        return changed;
    }
    if (!changed) return false;
    m_undo.push_back({name, std::move(before), m_revision, merge_key});
    m_redo.clear();
    m_revision = m_next_revision++;
    return true;
}

bool RosterEditor::transaction(const std::string& name, const std::function<void()>& edits, const std::string& merge_key) {
    return edit(name, edits, merge_key);
}

std::vector<RosterUnit>& RosterEditor::units_of(int command) {
    return command < 0 ? m_roster.unassigned : command_at(command).units;
}

Command& RosterEditor::command_at(int command) {
    if (command < 0 || command >= static_cast<int>(m_roster.commands.size()))
        throw std::out_of_range("no command " + std::to_string(command + 1));
    return m_roster.commands[command];
}

RosterUnit& RosterEditor::unit(UnitRef ref) {
    auto& units = units_of(ref.command);
    if (ref.index < 0 || ref.index >= static_cast<int>(units.size()))
        throw std::out_of_range("no unit " + unit_path(ref.command, ref.index));
    return units[ref.index];
}

const RosterUnit& RosterEditor::unit(UnitRef ref) const {
    return const_cast<RosterEditor*>(this)->unit(ref);
}

UnitRef RosterEditor::add_unit(int command, RosterUnit u) {
    units_of(command);  // checks the command before anything changes
    u.line = 0;
    UnitRef ref{command, static_cast<int>(units_of(command).size())};
    edit("add_unit", [&] { units_of(command).push_back(std::move(u)); });
    return ref;
}

void RosterEditor::remove_unit(UnitRef ref) {
    unit(ref);
    edit("remove_unit", [&] {
        auto& units = units_of(ref.command);
        units.erase(units.begin() + ref.index);
    });
}

UnitRef RosterEditor::duplicate_unit(UnitRef ref) {
    RosterUnit copy = unit(ref);
    copy.line = 0;
    edit("duplicate_unit", [&] {
        auto& units = units_of(ref.command);
        units.insert(units.begin() + ref.index + 1, copy);
    });
    return {ref.command, ref.index + 1};
}

UnitRef RosterEditor::move_unit(UnitRef ref, int to_command) {
    RosterUnit moved = unit(ref);
    units_of(to_command);
    if (to_command == ref.command) return ref;
    edit("move_unit", [&] {
        auto& from = units_of(ref.command);
        from.erase(from.begin() + ref.index);
        units_of(to_command).push_back(std::move(moved));
    });
    return {to_command, static_cast<int>(units_of(to_command).size()) - 1};
}

void RosterEditor::set_profile(UnitRef ref, const std::string& profile) {
    unit(ref);
    edit("set_profile", [&] { unit(ref).profile = profile; });
}

void RosterEditor::set_option(UnitRef ref, const std::string& option, bool on) {
    auto& opts = unit(ref).options;
    const bool has = std::find(opts.begin(), opts.end(), option) != opts.end();
    if (has == on) return;
    edit(on ? "add_option" : "remove_option", [&] {
        auto& o = unit(ref).options;
        if (on) o.push_back(option);
        else o.erase(std::remove(o.begin(), o.end(), option), o.end());
    });
}

void RosterEditor::set_label(UnitRef ref, const std::string& label) {
    unit(ref);
    edit("set_label", [&] { unit(ref).label = label; });
}

void RosterEditor::set_unit_note(UnitRef ref, const std::string& note) {
    unit(ref);
    edit("set_unit_note", [&] { unit(ref).note = plain_note(note); });
}

void RosterEditor::set_figures(UnitRef ref, std::optional<int> figures) {
    if (unit(ref).figures == figures) return;
    edit("set_figures", [&] { unit(ref).figures = figures; });
}

void RosterEditor::attach_general(UnitRef ref, bool on) {
    unit(ref);
    edit("attach_general", [&] {
        if (on)
            for (auto& u : units_of(ref.command)) u.general = false;
        unit(ref).general = on;
    });
}

int RosterEditor::add_command(const std::string& quality) {
    Command c;
    c.general.quality = quality;
    // The first command's general is the C-in-C until the player says otherwise.
    c.general.c_in_c = m_roster.commands.empty();
    edit("add_command", [&] { m_roster.commands.push_back(std::move(c)); });
    return static_cast<int>(m_roster.commands.size()) - 1;
}

void RosterEditor::remove_command(int command) {
    command_at(command);
    edit("remove_command", [&] {
        auto& units = m_roster.commands[command].units;
        m_roster.unassigned.insert(m_roster.unassigned.end(), units.begin(), units.end());
        m_roster.commands.erase(m_roster.commands.begin() + command);
    });
}

void RosterEditor::set_command_name(int command, const std::string& name) {
    command_at(command);
    edit("set_command_name", [&] { command_at(command).name = name; });
}

void RosterEditor::set_general(int command, const std::string& quality) {
    command_at(command);
    edit("set_general", [&] { command_at(command).general.quality = quality; });
}

void RosterEditor::set_general_name(int command, const std::string& name) {
    command_at(command);
    edit("set_general_name", [&] { command_at(command).general.name = name; });
}

void RosterEditor::set_c_in_c(int command) {
    command_at(command);
    edit("set_c_in_c", [&] {
        for (int i = 0; i < static_cast<int>(m_roster.commands.size()); ++i) m_roster.commands[i].general.c_in_c = i == command;
    });
}

void RosterEditor::set_name(const std::string& name) {
    edit("set_name", [&] { m_roster.name = name; });
}

void RosterEditor::set_player(const std::string& player) {
    edit("set_player", [&] { m_roster.player = player; });
}

void RosterEditor::set_notes(const std::string& notes) {
    edit("set_notes", [&] { m_roster.notes = plain_note(notes); });
}

void RosterEditor::set_budget(int budget) {
    edit("set_budget", [&] { m_roster.budget = budget; });
}

void RosterEditor::set_year(std::optional<int> year) {
    edit("set_year", [&] { m_roster.year = year; });
}

void RosterEditor::set_command_structure(const std::string& level) {
    edit("set_command_structure", [&] { m_roster.command_structure = level; });
}

void RosterEditor::set_purchase(const std::string& id, int count) {
    edit("set_purchase", [&] {
        if (count == 0) m_roster.purchases.erase(id);
        else m_roster.purchases[id] = count;
    });
}

void RosterEditor::set_optional_rule(const std::string& id, bool on) {
    auto& rules = m_roster.optional_rules;
    const bool has = std::find(rules.begin(), rules.end(), id) != rules.end();
    if (has == on) return;
    edit("set_optional_rule", [&] {
        if (on) rules.push_back(id);
        else rules.erase(std::remove(rules.begin(), rules.end(), id), rules.end());
    });
}

bool RosterEditor::undo() {
    if (m_undo.empty()) return false;
    Step step = std::move(m_undo.back());
    m_undo.pop_back();
    m_redo.push_back({step.name, std::move(m_roster), m_revision, {}});
    m_roster = std::move(step.before);
    m_revision = step.revision;
    return true;
}

bool RosterEditor::redo() {
    if (m_redo.empty()) return false;
    Step step = std::move(m_redo.back());
    m_redo.pop_back();
    m_undo.push_back({step.name, std::move(m_roster), m_revision, {}});
    m_roster = std::move(step.before);
    m_revision = step.revision;
    return true;
}

void apply(RosterEditor& ed, const Edit& e) {
    switch (e.op) {
        case Edit::Op::AddUnit: {
            RosterUnit u;
            u.profile = e.id;
            ed.add_unit(e.command, std::move(u));
            return;
        }
        case Edit::Op::RemoveUnit:
            ed.remove_unit(e.unit);
            return;
        case Edit::Op::MoveUnit:
            ed.move_unit(e.unit, e.command);
            return;
        case Edit::Op::SetProfile:
            ed.set_profile(e.unit, e.id);
            return;
        case Edit::Op::SetOption:
            ed.set_option(e.unit, e.id, e.on);
            return;
        case Edit::Op::SetFigures:
            ed.set_figures(e.unit, e.on ? std::optional<int>(e.count) : std::nullopt);
            return;
        case Edit::Op::AttachGeneral:
            ed.attach_general(e.unit, e.on);
            return;
        case Edit::Op::AddCommand:
            ed.add_command(e.id);
            return;
        case Edit::Op::RemoveCommand:
            ed.remove_command(e.command);
            return;
        case Edit::Op::SetGeneral:
            ed.set_general(e.command, e.id);
            return;
        case Edit::Op::SetCInC:
            ed.set_c_in_c(e.command);
            return;
        case Edit::Op::SetCommandStructure:
            ed.set_command_structure(e.id);
            return;
        case Edit::Op::SetPurchase:
            ed.set_purchase(e.id, e.count);
            return;
        case Edit::Op::SetOptionalRule:
            ed.set_optional_rule(e.id, e.on);
            return;
        case Edit::Op::SetBudget:
            ed.set_budget(e.count);
            return;
        case Edit::Op::DuplicateUnit:
            ed.duplicate_unit(e.unit);
            return;
        case Edit::Op::SetLabel:
            ed.set_label(e.unit, e.id);
            return;
        case Edit::Op::SetCommandName:
            ed.set_command_name(e.command, e.id);
            return;
        case Edit::Op::SetGeneralName:
            ed.set_general_name(e.command, e.id);
            return;
        case Edit::Op::SetName:
            ed.set_name(e.id);
            return;
        case Edit::Op::SetPlayer:
            ed.set_player(e.id);
            return;
        case Edit::Op::SetNotes:
            ed.set_notes(e.id);
            return;
        case Edit::Op::SetUnitNote:
            ed.set_unit_note(e.unit, e.id);
            return;
        case Edit::Op::SetYear:
            ed.set_year(e.on ? std::optional<int>(e.count) : std::nullopt);
            return;
    }
}

const char* step_name(const Edit& e) {
    if (e.op == Edit::Op::SetOption) return e.on ? "add_option" : "remove_option";
    return op_name(e.op);
}

bool apply(RosterEditor& ed, const Edits& edits, const std::string& name, const std::string& merge_key) {
    return ed.transaction(
        name,
        [&] {
            for (const auto& e : edits) apply(ed, e);
        },
        merge_key);
}

}  // namespace muster
