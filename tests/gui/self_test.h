// SPDX-License-Identifier: GPL-3.0-or-later
// The window test's scripted session (tests/gui/window_test.cpp runs it): builds a legal Swedish army through
// the window's own commands.
#pragma once
#include <filesystem>
#include <functional>
#include <memory>

class wxTimer;

namespace muster::gui {

class MainFrame;
class ScriptedPrompter;

/// Starts the scripted session on a shown window, one step per timer tick so that the window paints
/// between steps; `prompter` is the window's, which the session tells how to answer. Writes gui-*.png and
/// the roster to `out_dir`. Calls `done` with 0 when every check
/// passed, 1 otherwise (the failures are printed on stderr).
/// The returned timer drives the session; keep it until the program ends.
std::unique_ptr<wxTimer> start_self_test(MainFrame& frame, ScriptedPrompter& prompter, const std::filesystem::path& out_dir,
                                         std::function<void(int)> done);

}  // namespace muster::gui
