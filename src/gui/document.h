// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop window's document, without wx: the roster being edited with its list and system, the
// verdict after every edit, and what the panels show (group counts, option availability).
#pragma once
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/editing/editor.h"
#include "core/rules/availability.h"
#include "core/rules/ruleset.h"
#include "platform/file.h"
#include "xml/library.h"

namespace muster::gui {

/// What a drag carries from the army list or the roster onto a command: "profile:SW-G1a" or
/// "unit:C:I" (C is -1 for a unit not in a command).
struct Dragged {
    std::string profile;
    std::optional<UnitRef> unit;
};
std::string drag_text(const std::string& profile_id);
std::string drag_text(UnitRef unit);
/// Nothing for text that is not a drag of ours (the drop is refused).
std::optional<Dragged> parse_drag(const std::string& text);

/// The settings of the new-army dialog, turned into a roster by Document::create.
struct NewArmy {
    std::string list;
    int budget = 0;
    std::string name;
    std::optional<int> year;
    std::vector<std::string> optional_rules;
    std::string created;  ///< ISO date
};

class Document {
public:
    explicit Document(const xml::Library& library) : m_library(library) {}

    const xml::Library& library() const { return m_library; }
    bool has_roster() const { return m_editor != nullptr; }

    /// Starts a new army with the system's minimum number of commands. False for an unknown list.
    bool create(const NewArmy& settings);
    /// Opens a roster; false with the reasons in `problems` when it cannot be edited here.
    bool open(const std::filesystem::path& path, Diagnostics& problems);
    /// Saves atomically and marks the document saved. Throws a Failure when it cannot be written (the
    /// finding file_from_newer_version for a file a newer Muster wrote), std::runtime_error otherwise.
    void save(const std::filesystem::path& path);
    /// Writes the roster to a recovery file (atomically) without changing the document's file or
    /// saved state. Throws std::runtime_error like save().
    void autosave(const std::filesystem::path& recovery) const;
    /// Opens `roster` (read from a typed list, called `name`) as a new army that has not been saved yet: Save
    /// asks for a name, closing asks first. False with the reasons in `problems` when it cannot be edited here.
    bool adopt(Roster roster, const std::string& name, Diagnostics& problems);
    /// Opens a recovery file as an army that has not been saved yet, still linked to `origin`, the file
    /// it was opened from or saved to (empty for a new army: Save then asks for a name).
    bool recover(const std::filesystem::path& recovery, Diagnostics& problems, const std::filesystem::path& origin = {});
    /// The roster's file as it is on disk now; differs from what was read or saved when another program
    /// changed (or removed) it meanwhile, the change check the command line's saves use.
    platform::FileStamp on_disk() const;
    bool changed_on_disk() const { return !m_path.empty() && !(on_disk() == m_read); }
    /// Whether there is work not saved to a file: edits, or a recovered army.
    bool modified() const { return m_editor && (m_editor->modified() || m_recovered); }

    /// The file the roster was opened from or saved to; empty for a new army.
    const std::filesystem::path& path() const { return m_path; }
    /// Read-only: every change goes through apply() or undo()/redo(), so the views hear of it.
    const RosterEditor& editor() const { return *m_editor; }
    const Roster& roster() const { return m_editor->roster(); }
    const ArmyList& list() const { return *m_list; }
    const GameSystem& system() const { return *m_system; }
    const Verdict& verdict() const { return m_verdict; }
    /// What the roster is judged by: its list, its system and the event, when one is set.
    Ruleset rules() const { return Ruleset{*m_list, *m_system, m_event ? &*m_event : nullptr}; }
    /// Judges the roster under a tournament's rules from now on (its budget, its own findings), as
    /// `muster check --event` does; none to play without. The listeners are told.
    void set_event(std::optional<Event> event);
    const Event* event() const { return m_event ? &*m_event : nullptr; }

    /// The one way to change the roster: the core's edits (a choice, a finding's fix, a suggestion, a
    /// value typed) as one undo step called `name` (a key of the bundles' edit_* names; empty: the first
    /// edit's step_name); consecutive steps with the same non-empty `merge_key` (one control's clicks)
    /// become one. Then the roster is checked again and the listeners are told, unless nothing changed.
    /// What the editor throws (a place that no longer exists) leaves the roster as it was. Returns
    /// whether the roster changed.
    bool apply(const Edits& edits, const std::string& name = {}, const std::string& merge_key = {});
    bool undo();
    bool redo();
    /// Forgets that there are unsaved changes (the work was given up or kept elsewhere).
    void mark_saved() {
        if (m_editor) m_editor->mark_saved();
        m_recovered = false;
    }
    /// Called after every change of the roster (apply, undo, redo), the verdict already new.
    void on_change(std::function<void()> listener) { m_listeners.push_back(std::move(listener)); }

    std::vector<GroupCount> groups() const;
    /// "What may I take?", from the core's availability query: the only source of what the window
    /// enables, disables and explains.
    UnitChoices unit_choices(UnitRef ref) const { return muster::unit_choices(roster(), ref, *m_list, *m_system); }
    std::vector<Choice> general_choices(int command) const {
        return muster::general_choices(roster(), command, *m_list, *m_system);
    }
    ArmyChoices army_choices() const { return muster::army_choices(roster(), *m_list, *m_system); }
    std::vector<Choice> entry_choices(int command) const { return muster::entry_choices(roster(), command, *m_list, *m_system); }
    /// Where the next unit goes: the command `preferred` when it exists, else the first, else unassigned.
    int target_command(int preferred) const;
    /// Whether armies of this system are sized by points (a budget, point columns and totals) or by units.
    bool counts_points() const { return m_system->counts_points; }
    /// Whether the window offers to attach the command's general to this unit: the system attaches
    /// generals to units and the unit is in a command. (Whether this unit may take him is the verdict's.)
    bool can_attach_general(UnitRef ref) const;
    /// Whether the system counts the figures of units: it has at least one unit rule on figures.
    bool records_figures() const { return m_system && m_system->counts_figures(); }
    /// The rules on figures that apply to the unit as it is now (its profile and options); empty when
    /// none does (e.g. a Medieval unit before its size is chosen).
    std::vector<const UnitRule*> figures_rules(UnitRef ref) const;
    /// The unit of `command` its general is attached to; none when he has joined no unit.
    std::optional<int> attached_unit(int command) const;

private:
    /// Opens the roster at `path` as the roster of `file` (itself, or the file a recovered army belongs to).
    bool read(const std::filesystem::path& path, const std::filesystem::path& file, Diagnostics& problems);
    /// Checks the roster again.
    void refresh();
    /// Checks again and tells the listeners.
    void changed();

    const xml::Library& m_library;
    std::vector<std::function<void()>> m_listeners;
    std::unique_ptr<RosterEditor> m_editor;
    const ArmyList* m_list = nullptr;
    const GameSystem* m_system = nullptr;
    Verdict m_verdict;
    std::optional<Event> m_event;
    std::filesystem::path m_path;
    platform::FileStamp m_read;  ///< the file at m_path as last read or saved: a save refuses to replace another program's change
    bool m_recovered = false;
    std::string m_source;  ///< the text the roster was read from or saved as: its comments are kept on save
};

}  // namespace muster::gui
