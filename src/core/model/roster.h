// SPDX-License-Identifier: GPL-3.0-or-later
// The user's document: an army built from one list, by command.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace muster {

struct RosterUnit {
    std::string profile;
    std::vector<std::string> options;
    std::string label;           ///< the player's own name for the unit, optional
    int line = 0;                ///< where it was read from, 0 when made by an edit
    bool general = false;        ///< the command's general is attached to this unit
    std::optional<int> figures;  ///< the models (castings, crew) the unit has, where the system counts them
    std::string note;            ///< the player's note on the unit (plain text, lines apart by '\n'), optional
    bool operator==(const RosterUnit& o) const {
        return profile == o.profile && options == o.options && label == o.label && general == o.general && figures == o.figures &&
               note == o.note;
    }
};

struct General {
    std::string quality;
    bool c_in_c = false;
    std::string name;
    int line = 0;
    bool operator==(const General& o) const { return quality == o.quality && c_in_c == o.c_in_c && name == o.name; }
};

struct Command {
    std::string name;
    General general;
    std::vector<RosterUnit> units;
    int line = 0;
    bool operator==(const Command& o) const { return name == o.name && general == o.general && units == o.units; }
};

/// The most commands a roster may have: more than any rulebook allows, few enough to stay quick to edit.
inline constexpr int kMaxCommands = 20;

struct Roster {
    std::string name;
    std::string player;  ///< who brings the army to the table (printed as the PDF's author, shown in event reports)
    std::string system;
    std::string list;
    std::string data_version;
    int budget = 0;
    std::optional<int> year;
    std::string command_structure;
    std::vector<std::string> optional_rules;
    std::vector<Command> commands;
    std::vector<RosterUnit> unassigned;  ///< units not yet given to a command
    std::map<std::string, int> purchases;
    std::string created;  ///< ISO date, fixed at creation (printed, keeps PDFs reproducible)
    std::string notes;    ///< the player's notes on the army (plain text, lines apart by '\n'), optional
    std::string file;
    int format_version = 1;

    bool operator==(const Roster& o) const;
    int unit_count() const;
    bool has_rule(std::string_view id) const;
    int purchase(std::string_view id) const;
};

/// Path of a unit as said in messages: "command[2]/unit[3]", "unassigned/unit[1]".
std::string unit_path(int command_index, int unit_index);

}  // namespace muster
