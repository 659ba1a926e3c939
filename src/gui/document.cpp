// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/document.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "core/model/constraint.h"
#include "core/model/resolve.h"
#include "xml/load.h"

namespace muster::gui {
namespace {

/// The text of a roster file, for the comments a save keeps; empty when it cannot be read.
std::string text_of(const std::filesystem::path& path) {
    try {
        return platform::read_file(path, std::size_t{64} << 20);
    } catch (const std::exception&) { return {}; }
}

template <typename F>
void for_each_unit(const Roster& r, F f) {
    for (const auto& c : r.commands)
        for (const auto& u : c.units) f(u);
    for (const auto& u : r.unassigned) f(u);
}

}  // namespace

std::string drag_text(const std::string& profile_id) {
    return "profile:" + profile_id;
}

std::string drag_text(UnitRef unit) {
    return "unit:" + std::to_string(unit.command) + ":" + std::to_string(unit.index);
}

std::optional<Dragged> parse_drag(const std::string& text) {
    Dragged d;
    if (text.rfind("profile:", 0) == 0) {
        d.profile = text.substr(8);
        return d.profile.empty() ? std::nullopt : std::optional<Dragged>(d);
    }
    if (text.rfind("unit:", 0) != 0) return std::nullopt;
    const char* p = text.data() + 5;
    const char* end = text.data() + text.size();
    UnitRef ref;
    auto [after_command, ec1] = std::from_chars(p, end, ref.command);
    if (ec1 != std::errc() || after_command == end || *after_command != ':' || ref.command < -1) return std::nullopt;
    auto [after_index, ec2] = std::from_chars(after_command + 1, end, ref.index);
    if (ec2 != std::errc() || after_index != end || ref.index < 0) return std::nullopt;
    d.unit = ref;
    return d;
}

bool Document::create(const NewArmy& s) {
    const ArmyList* list = m_library.list(s.list);
    const GameSystem* system = list ? m_library.system(list->system) : nullptr;
    if (!system) return false;
    Roster r;
    r.system = system->id;
    r.list = list->id;
    r.data_version = list->data_version;
    r.budget = system->counts_points ? s.budget : 0;  // an army sized by units has no budget
    r.name = s.name.empty() ? list->name : s.name;
    r.year = s.year;
    r.optional_rules = s.optional_rules;
    r.created = s.created;
    RosterEditor setup(r);
    for (int i = 0; i < system->commands_min; ++i) setup.add_command();
    // The starting commands are part of the new army, not an edit to undo.
    m_editor = std::make_unique<RosterEditor>(setup.roster());
    m_list = list;
    m_system = system;
    m_path.clear();
    m_source.clear();
    m_recovered = false;
    refresh();
    return true;
}

bool Document::open(const std::filesystem::path& path, Diagnostics& problems) {
    return read(path, path, problems);
}

bool Document::read(const std::filesystem::path& path, const std::filesystem::path& file, Diagnostics& problems) {
    const platform::FileStamp stamp = platform::stamp(platform::link_target(file));
    xml::OpenRoster opened = m_library.open_roster(path);
    problems.insert(problems.end(), opened.problems.begin(), opened.problems.end());
    if (!opened.usable()) return false;
    opened.roster.file = file.string();
    m_source = text_of(path);
    m_editor = std::make_unique<RosterEditor>(std::move(opened.roster));
    m_list = opened.list;
    m_system = opened.system;
    m_path = file;
    m_read = stamp;
    m_recovered = false;
    refresh();
    return true;
}

bool Document::adopt(Roster roster, const std::string& name, Diagnostics& problems) {
    xml::OpenRoster opened = m_library.open(std::move(roster), name);
    problems.insert(problems.end(), opened.problems.begin(), opened.problems.end());
    if (!opened.usable()) return false;
    opened.roster.file.clear();
    m_editor = std::make_unique<RosterEditor>(std::move(opened.roster));
    m_list = opened.list;
    m_system = opened.system;
    m_path.clear();
    m_read = {};
    m_source.clear();
    m_recovered = true;  // work not in any file yet, as a recovered army's
    refresh();
    return true;
}

bool Document::recover(const std::filesystem::path& recovery, Diagnostics& problems, const std::filesystem::path& origin) {
    if (!read(recovery, origin, problems)) return false;
    m_recovered = true;
    return true;
}

void Document::autosave(const std::filesystem::path& recovery) const {
    Roster r = roster();
    r.file = recovery.string();
    xml::save_roster(r, recovery, nullptr, m_source);
}

platform::FileStamp Document::on_disk() const {
    return platform::stamp(platform::link_target(m_path));
}

void Document::save(const std::filesystem::path& path) {
    // xml::save_roster refuses a file a newer Muster wrote (a Failure the window says in the user's language).
    std::error_code ec;
    Roster r = roster();
    r.file = path.string();
    // Saving over the file it was opened from: only if no other program changed it meanwhile.
    const bool same =
        !m_path.empty() && std::filesystem::weakly_canonical(path, ec) == std::filesystem::weakly_canonical(m_path, ec);
    xml::save_roster(r, path, same ? &m_read : nullptr, m_source);
    m_read = platform::stamp(platform::link_target(path));
    m_source = text_of(path);  // the comments where they are now
    m_path = path;
    m_editor->mark_saved();
    m_recovered = false;
}

void Document::refresh() {
    if (!m_editor) return;
    m_verdict =
        rules().judge(roster(), {.budget = std::nullopt, .fixes = true});  // the findings panel offers each one's first fix
}

void Document::set_event(std::optional<Event> event) {
    m_event = std::move(event);
    if (!m_editor) return;
    refresh();
    for (const auto& listener : m_listeners) listener();
}

void Document::changed() {
    refresh();
    for (const auto& listener : m_listeners) listener();
}

bool Document::apply(const Edits& edits, const std::string& name, const std::string& merge_key) {
    if (!m_editor || edits.empty()) return false;
    // The editor says whether anything changed: nothing changed, no new verdict and nothing for the views to redo.
    if (!muster::apply(*m_editor, edits, name.empty() ? step_name(edits.front()) : name, merge_key)) return false;
    changed();
    return true;
}

bool Document::undo() {
    if (!m_editor || !m_editor->undo()) return false;
    changed();
    return true;
}

bool Document::redo() {
    if (!m_editor || !m_editor->redo()) return false;
    changed();
    return true;
}

std::vector<GroupCount> Document::groups() const {
    return group_counts(roster(), *m_list, *m_system);
}

int Document::target_command(int preferred) const {
    const int n = static_cast<int>(roster().commands.size());
    if (preferred >= 0 && preferred < n) return preferred;
    return n > 0 ? 0 : -1;
}

bool Document::can_attach_general(UnitRef ref) const {
    if (!m_editor || m_system->attachment.mode == Attachment::Mode::None || ref.command < 0) return false;
    const Roster& r = roster();
    return ref.command < static_cast<int>(r.commands.size()) && ref.index >= 0 &&
           ref.index < static_cast<int>(r.commands[static_cast<std::size_t>(ref.command)].units.size());
}

std::vector<const UnitRule*> Document::figures_rules(UnitRef ref) const {
    std::vector<const UnitRule*> out;
    if (!m_editor || !records_figures()) return out;
    const RosterUnit& unit = m_editor->unit(ref);
    const ResolvedUnit resolved = resolve_unit(unit, *m_list);
    if (!resolved.base) return out;
    const UnitView view = view_of(unit, resolved, *m_system);  // the unit as the checker sees it
    for (const auto& r : m_system->unit_rules)
        if (r.measure == UnitRule::Measure::Figures && selects(r.when, view)) out.push_back(&r);
    return out;
}

std::optional<int> Document::attached_unit(int command) const {
    if (!m_editor || command < 0 || command >= static_cast<int>(roster().commands.size())) return std::nullopt;
    const auto& units = roster().commands[static_cast<std::size_t>(command)].units;
    for (std::size_t i = 0; i < units.size(); ++i)
        if (units[i].general) return static_cast<int>(i);
    return std::nullopt;
}

}  // namespace muster::gui
