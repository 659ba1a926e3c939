// SPDX-License-Identifier: GPL-3.0-or-later
// The editing API shared by `muster add/set/remove` and the desktop window: every edit is undoable.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/edit.h"
#include "core/model/roster.h"

namespace muster {

/// Edits a roster through named, undoable steps. Edits never refuse a legal-or-not army (the
/// verdict is the rules engine's job); they throw std::out_of_range only for a place that does not exist.
/// An edit that changes nothing leaves no undo step and does not mark the roster modified.
class RosterEditor {
public:
    explicit RosterEditor(Roster roster = {});

    const Roster& roster() const { return m_roster; }
    RosterUnit& unit(UnitRef ref);
    const RosterUnit& unit(UnitRef ref) const;

    UnitRef add_unit(int command, RosterUnit unit);
    void remove_unit(UnitRef ref);
    UnitRef duplicate_unit(UnitRef ref);
    UnitRef move_unit(UnitRef ref, int to_command);
    void set_profile(UnitRef ref, const std::string& profile);
    void set_option(UnitRef ref, const std::string& option, bool on);
    void set_label(UnitRef ref, const std::string& label);
    /// The player's note on the unit; see set_notes for what is kept of the text.
    void set_unit_note(UnitRef ref, const std::string& note);
    /// Records how many figures the unit has (none: not recorded).
    void set_figures(UnitRef ref, std::optional<int> figures);
    /// Attaches the command's general to this unit (leaving any other unit of the command), or detaches him.
    void attach_general(UnitRef ref, bool on);

    int add_command(const std::string& quality = {});
    /// Removes a command; its units become unassigned so nothing is lost.
    void remove_command(int command);
    void set_command_name(int command, const std::string& name);
    void set_general(int command, const std::string& quality);
    /// The general's own name ("Gustavus Adolphus"), printed under his quality; empty: none.
    void set_general_name(int command, const std::string& name);
    void set_c_in_c(int command);

    void set_name(const std::string& name);
    void set_player(const std::string& player);
    /// The army's notes, as plain text: line breaks become '\n' and the blank space around the text goes
    /// (what the roster file and `muster export` would give back); empty: none. No length is refused here:
    /// a front end says when a note is past limits::kRosterNotes, and a save refuses it.
    void set_notes(const std::string& notes);
    void set_budget(int budget);
    void set_year(std::optional<int> year);
    void set_command_structure(const std::string& level);
    void set_purchase(const std::string& id, int count);
    void set_optional_rule(const std::string& id, bool on);

    /// Runs several edits as one undo step called `name`; nothing is kept when `edits` throws. Consecutive
    /// transactions with the same non-empty `merge_key` (one control's clicks) become one step, until a save.
    /// Returns whether the roster changed (a front end then judges it again and redraws; else nothing to do).
    bool transaction(const std::string& name, const std::function<void()>& edits, const std::string& merge_key = {});

    bool can_undo() const { return !m_undo.empty(); }
    bool can_redo() const { return !m_redo.empty(); }
    /// Name of the edit that undo / redo would revert or repeat, e.g. "add_unit".
    std::string undo_name() const { return m_undo.empty() ? "" : m_undo.back().name; }
    std::string redo_name() const { return m_redo.empty() ? "" : m_redo.back().name; }
    bool undo();
    bool redo();
    /// Counts edits since the last mark_saved(), so a window knows whether to ask before closing.
    bool modified() const { return m_revision != m_saved_revision; }
    void mark_saved() { m_saved_revision = m_revision; }

private:
    struct Step {
        std::string name;
        Roster before;
        long revision;
        std::string merge_key;
    };
    Roster m_roster;
    std::vector<Step> m_undo;
    std::vector<Step> m_redo;
    long m_revision = 0;
    long m_next_revision = 1;
    long m_saved_revision = 0;
    int m_depth = 0;  ///< open transactions: their edits join the outermost step

    /// Applies `change` as the step `name` (or as part of the open transaction); whether the roster changed.
    bool edit(const std::string& name, const std::function<void()>& change, const std::string& merge_key = {});
    std::vector<RosterUnit>& units_of(int command);
    Command& command_at(int command);
};

/// Applies one edit through the editor; throws std::out_of_range for a place that does not exist. A
/// SetFigures edit that is not `on` records no figures.
void apply(RosterEditor& editor, const Edit& edit);
/// Applies all edits as one undoable step called `name` (merged like RosterEditor::transaction); whether
/// the roster changed.
bool apply(RosterEditor& editor, const Edits& edits, const std::string& name, const std::string& merge_key = {});
/// The name of the undo step an edit makes, a key of the bundles' edit_* names: its op_name, except that
/// an option taken or dropped says which ("add_option", "remove_option"), as the editor names that step.
const char* step_name(const Edit& edit);

}  // namespace muster
