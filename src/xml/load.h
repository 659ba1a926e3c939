// SPDX-License-Identifier: GPL-3.0-or-later
// Files to model: game systems, army lists and rosters. Problems become diagnostics, never exceptions.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/diagnostic.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "core/rules/event.h"
#include "platform/file.h"

namespace muster::xml {

inline constexpr const char* kSystemNs = "urn:muster:system:1";
inline constexpr const char* kListNs = "urn:muster:armylist:1";
inline constexpr const char* kRosterNs = "urn:muster:roster:1";
inline constexpr const char* kEventNs = "urn:muster:event:1";
/// The largest data or roster file Muster reads; anything bigger is refused with a clear error.
inline constexpr std::size_t kMaxFileSize = 16 * 1024 * 1024;
/// The newest roster format this version reads and writes (2: a unit may have a note); it writes the
/// oldest format that holds the roster (roster_to_xml). Newer files are read but never overwritten.
inline constexpr int kRosterFormat = 2;

/// `language` ("it"; empty = as written) picks the file's translated names and texts where it has them.
std::optional<GameSystem> load_system(const std::filesystem::path& path, Diagnostics& out, const std::string& language = {});

/// Loads a list; with a system, also checks every troop type, stat, characteristic and level it names.
std::optional<ArmyList> load_army_list(const std::filesystem::path& path, const GameSystem* system, Diagnostics& out,
                                       const std::string& language = {});

/// A tournament event file (schema/tournament.xsd); `language` picks each rule's own message.
std::optional<Event> load_event(const std::filesystem::path& path, Diagnostics& out, const std::string& language = {});

/// With Links::Refuse (a file found in a submissions folder), a symbolic link is a finding, never read.
std::optional<Roster> load_roster(const std::filesystem::path& path, Diagnostics& out,
                                  platform::Links links = platform::Links::Follow);
std::optional<Roster> parse_roster(const std::string& text, const std::string& file_name, Diagnostics& out);

/// Reads a text file (a list typed by a player): at most the size Muster reads, UTF-8, no NUL bytes.
bool read_text_file(const std::filesystem::path& path, std::string& text, Diagnostics& out,
                    platform::Links links = platform::Links::Follow);

/// The canonical XML text of a roster: the same roster always gives the same bytes.
std::string roster_to_xml(const Roster& roster);

/// The first 8 hex digits of the 64-bit FNV-1a hash of `canonical`.
std::string fingerprint(std::string_view canonical);
/// A roster's short fingerprint, of its canonical XML: printed and reported so that an organiser can
/// match a printout, a typed list or a report row to a file.
std::string roster_fingerprint(const Roster& roster);

/// Writes a roster through platform::write_file (atomic; mode, owner and links kept). Throws Failure with
/// the reason when the file cannot be written, was written by a newer version of Muster, or, with
/// `expected`, is no longer the file that was read. `comments_from`, the text the roster was read from,
/// gives the comments to keep (xml/keep_comments.h).
void save_roster(const Roster& roster, const std::filesystem::path& path, const platform::FileStamp* expected = nullptr,
                 const std::string& comments_from = {});

/// The format of the roster at `path` (0 when there is none or it cannot be read).
int roster_format_on_disk(const std::filesystem::path& path);

}  // namespace muster::xml
