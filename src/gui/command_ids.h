// SPDX-License-Identifier: GPL-3.0-or-later
// The ids of the window's commands, shared by the menus, the panes' buttons and their context menus.
#pragma once
#include <wx/defs.h>

namespace muster::gui {

/// Menu and button ids of the editing commands.
enum MenuId {
    kAddUnit = wxID_HIGHEST + 1,
    kDuplicate,
    kRemoveUnit,
    kAddCommand,
    kRemoveCommand,
    kExportRoster,
    kExportCards,
    kExportSheet,
    kPreviewRoster,                     ///< then cards and sheet, in Printout's order
    kPrintRoster = kPreviewRoster + 3,  ///< then cards and sheet
    kAttachGeneral,                     ///< the roster row's context menu: the general with this unit
    kMoveFirst,                         ///< "Move unit to": one entry per command, then "not in a command"
    kMoveLast = kMoveFirst + 40,
    kFix,            ///< the selected finding's first fix
    kCopyText,       ///< Edit > Copy as text
    kSuggest,        ///< the points bar's Suggest (the advisor's completions)
    kUserGuide,      ///< Help › User guide
    kPasteTyped,     ///< Edit › Paste typed list
    kCopyUnits,      ///< Edit › Copy units: the selected units, for any open army
    kPasteUnits,     ///< Edit › Paste units: into the selected command
    kCloseArmy,      ///< File › Close army: its tab
    kImportTyped,    ///< File › Import typed list
    kLanguageFirst,  ///< Edit > Language: the system's language, then each bundle's language
    kLanguageLast = kLanguageFirst + 5,
};

}  // namespace muster::gui
