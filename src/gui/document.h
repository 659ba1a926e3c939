// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop window's document, without wx: the roster being edited with its list and system, the
// verdict after every edit, and what the panels show (group counts, option availability).
#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/editor.h"
#include "core/validate.h"
#include "platform/file.h"
#include "xml/library.h"

namespace muster::gui {

/// A group of the army list with how many units of it the roster holds, against the limits for its budget.
struct GroupStatus {
    const Group* group = nullptr;
    int taken = 0;
    int min = 0;
    int max = 0;
};

/// Why an option cannot be switched on for a unit.
enum class OptionBlock { None, LimitReached, Exclusive };

struct OptionState {
    const Option* option = nullptr;
    bool on = false;
    bool applicable = true;     ///< false for an option the unit carries but its profile cannot take
    int cost = 0;               ///< what it changes on this unit's cost (alternative profiles: the difference)
    int taken = 0;              ///< units of the army carrying it
    std::optional<int> limit;   ///< how many units may carry it; none when unlimited
    OptionBlock block = OptionBlock::None;
    std::string other;          ///< for Exclusive: the name of the option already taken
};

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

/// Document::save refused to overwrite a file that a newer Muster wrote (roster format `format`).
struct NewerFileError : std::runtime_error {
    NewerFileError(const std::filesystem::path& file, int format);
    int format;
};

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
    /// Saves atomically and marks the document saved. Throws NewerFileError for a file written by a
    /// newer Muster, std::runtime_error with the reason when it cannot be written.
    void save(const std::filesystem::path& path);
    /// Writes the roster to a recovery file (atomically) without changing the document's file or
    /// saved state. Throws std::runtime_error like save().
    void autosave(const std::filesystem::path& recovery) const;
    /// Opens a recovery file as a new army that has not been saved yet.
    bool recover(const std::filesystem::path& recovery, Diagnostics& problems);
    /// The roster's file as it is on disk now; differs from what was read or saved when another program
    /// changed (or removed) it meanwhile, the change check the command line's saves use.
    platform::FileStamp on_disk() const;
    bool changed_on_disk() const { return !m_path.empty() && !(on_disk() == m_read); }
    /// Whether there is work not saved to a file: edits, or a recovered army.
    bool modified() const { return m_editor && (m_editor->modified() || m_recovered); }

    /// The file the roster was opened from or saved to; empty for a new army.
    const std::filesystem::path& path() const { return m_path; }
    RosterEditor& editor() { return *m_editor; }
    const Roster& roster() const { return m_editor->roster(); }
    const ArmyList& list() const { return *m_list; }
    const GameSystem& system() const { return *m_system; }
    const Verdict& verdict() const { return m_verdict; }

    /// Checks the roster again; call after every edit.
    void refresh();

    std::vector<GroupStatus> groups() const;
    /// The options a unit's profile can take, then any it carries that do not apply.
    std::vector<OptionState> options_for(UnitRef ref) const;
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
    const xml::Library& m_library;
    std::unique_ptr<RosterEditor> m_editor;
    const ArmyList* m_list = nullptr;
    const GameSystem* m_system = nullptr;
    Verdict m_verdict;
    std::filesystem::path m_path;
    platform::FileStamp m_read;  ///< the file at m_path as last read or saved: a save refuses to replace another program's change
    bool m_recovered = false;
};

}  // namespace muster::gui
