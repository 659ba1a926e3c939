// SPDX-License-Identifier: GPL-3.0-or-later
// The 7 Baroque lists load with exactly the numbers of domain/baroque.md §4: every group, profile and
// option. The tables below were derived from the §4.9 JSON extract of that document (targets given
// there as groups are spelled out as the groups' profiles; "G2a" is the list's "GC-G2a").
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include <boost/test/unit_test.hpp>

#include "xml/paths.h"

namespace muster::test {
namespace {

const char* const kLists[] = {"german-catholic", "swedish",           "royalist",    "parliamentarian",
                              "ottoman",         "later-imperialist", "later-polish"};

struct GroupRow {
    const char* list;
    const char* id;
    int min, max;
    const char* profiles;  // in the printed order
};

const GroupRow kGroups[] = {
    {"german-catholic", "G1", 1, 6, "GC-G1a"},
    {"german-catholic", "G2", 1, 4, "GC-G2a GC-G2b"},
    {"german-catholic", "G3", 0, 3, "GC-G3a"},
    {"german-catholic", "G4", 0, 2, "GC-G4a"},
    {"german-catholic", "G5", 2, 8, "GC-G5a GC-G5b"},
    {"german-catholic", "G6", 0, 4, "GC-G6a"},
    {"german-catholic", "G7", 0, 1, "GC-G7a"},
    {"german-catholic", "G8", 0, 2, "GC-G8a"},
    {"german-catholic", "G9", 1, 3, "GC-G9a GC-G9b"},
    {"german-catholic", "G10", 0, 2, "GC-G10a GC-G10b GC-G10c"},
    {"swedish", "G1", 1, 6, "SW-G1a"},
    {"swedish", "G2", 0, 1, "SW-G2a"},
    {"swedish", "G3", 0, 1, "SW-G3a"},
    {"swedish", "G4", 1, 4, "SW-G4a SW-G4b"},
    {"swedish", "G5", 0, 1, "SW-G5a"},
    {"swedish", "G6", 2, 10, "SW-G6a SW-G6b"},
    {"swedish", "G7", 0, 6, "SW-G7a"},
    {"swedish", "G8", 1, 4, "SW-G8a SW-G8b"},
    {"royalist", "G1", 0, 2, "RO-G1a"},
    {"royalist", "G2", 0, 6, "RO-G2a RO-G2b RO-G2c RO-G2d"},
    {"royalist", "G3", 0, 2, "RO-G3a"},
    {"royalist", "G4", 2, 12, "RO-G4a RO-G4b"},
    {"royalist", "G5", 0, 2, "RO-G5a"},
    {"royalist", "G6", 0, 2, "RO-G6a"},
    {"royalist", "G7", 0, 1, "RO-G7a"},
    {"royalist", "G8", 0, 1, "RO-G8a RO-G8b"},
    {"parliamentarian", "G1", 0, 1, "PA-G1a PA-G1b"},
    {"parliamentarian", "G2", 0, 3, "PA-G2a"},
    {"parliamentarian", "G3", 2, 8, "PA-G3a PA-G3b"},
    {"parliamentarian", "G4", 0, 2, "PA-G4a"},
    {"parliamentarian", "G5", 2, 10, "PA-G5a PA-G5b"},
    {"parliamentarian", "G6", 0, 2, "PA-G6a"},
    {"parliamentarian", "G7", 0, 2, "PA-G7a"},
    {"parliamentarian", "G8", 0, 1, "PA-G8a"},
    {"parliamentarian", "G9", 0, 2, "PA-G9a"},
    {"parliamentarian", "G10", 0, 2, "PA-G10a PA-G10b"},
    {"ottoman", "G1", 1, 2, "OT-G1a"},
    {"ottoman", "G2", 3, 12, "OT-G2a OT-G2b"},
    {"ottoman", "G3", 0, 4, "OT-G3a OT-G3b"},
    {"ottoman", "G4", 1, 4, "OT-G4a"},
    {"ottoman", "G5", 0, 2, "OT-G5a"},
    {"ottoman", "G6", 0, 1, "OT-G6a"},
    {"ottoman", "G7", 0, 6, "OT-G7a"},
    {"ottoman", "G8", 1, 3, "OT-G8a OT-G8b"},
    {"ottoman", "G9", 0, 2, "OT-G9a OT-G9b OT-G9c"},
    {"later-imperialist", "G1", 0, 2, "LI-G1a"},
    {"later-imperialist", "G2", 2, 10, "LI-G2a"},
    {"later-imperialist", "G3", 0, 3, "LI-G3a"},
    {"later-imperialist", "G4", 0, 2, "LI-G4a"},
    {"later-imperialist", "G5", 2, 10, "LI-G5a LI-G5b"},
    {"later-imperialist", "G6", 0, 4, "LI-G6a LI-G6b"},
    {"later-imperialist", "G7", 0, 1, "LI-G7a"},
    {"later-imperialist", "G8", 1, 3, "LI-G8a LI-G8b"},
    {"later-imperialist", "G9", 0, 2, "LI-G9a LI-G9b LI-G9c"},
    {"later-polish", "G1", 1, 3, "LP-G1a"},
    {"later-polish", "G2", 2, 6, "LP-G2a LP-G2b"},
    {"later-polish", "G3", 1, 4, "LP-G3a LP-G3b"},
    {"later-polish", "G4", 0, 1, "LP-G4a"},
    {"later-polish", "G5", 0, 4, "LP-G5a"},
    {"later-polish", "G6", 1, 4, "LP-G6a LP-G6b"},
    {"later-polish", "G7", 0, 1, "LP-G7a"},
    {"later-polish", "G8", 0, 2, "LP-G8a"},
    {"later-polish", "G9", 1, 3, "LP-G9a LP-G9b"},
};

struct ProfileRow {
    const char* list;
    const char* id;
    const char* type;
    const char* M;
    int VBU, I;
    const char* D;
    int VD, cost;
    int traits;  // special characteristics and weapons printed on the row
};

const ProfileRow kProfiles[] = {
    {"german-catholic", "GC-G1a", "TR", "2S", 6, 2, "B", 3, 50, 2},
    {"german-catholic", "GC-G2a", "RE", "2", 5, 1, "B", 2, 43, 2},
    {"german-catholic", "GC-G2b", "TR", "2", 5, 1, "B", 2, 39, 1},
    {"german-catholic", "GC-G3a", "CL", "2F", 4, 1, "B", 2, 34, 1},
    {"german-catholic", "GC-G4a", "DR", "2", 5, 1, "B", 2, 57, 1},
    {"german-catholic", "GC-G5a", "LTE", "1S", 7, 2, "B", 3, 75, 3},
    {"german-catholic", "GC-G5b", "ETE", "1S", 8, 2, "B", 4, 91, 3},
    {"german-catholic", "GC-G6a", "LTE", "1S", 6, 1, "C", 3, 53, 3},
    {"german-catholic", "GC-G7a", "S", "2", 3, 0, "B", 1, 43, 1},
    {"german-catholic", "GC-G8a", "T", "1", 4, 0, "B", 2, 42, 1},
    {"german-catholic", "GC-G9a", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"german-catholic", "GC-G9b", "ART", "1", 1, 0, "B", 1, 10, 1},
    {"german-catholic", "GC-G10a", "ART", "1S", 1, 0, "B", 1, 20, 1},
    {"german-catholic", "GC-G10b", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"german-catholic", "GC-G10c", "ART", "1S", 1, 0, "B", 1, 10, 1},
    {"swedish", "SW-G1a", "TR", "2", 6, 3, "B", 3, 51, 1},
    {"swedish", "SW-G2a", "GA", "2", 6, 4, "B", 3, 51, 0},
    {"swedish", "SW-G3a", "TR", "2S", 6, 3, "B", 3, 52, 2},
    {"swedish", "SW-G4a", "RE", "2", 5, 1, "B", 2, 43, 2},
    {"swedish", "SW-G4b", "TR", "2", 5, 1, "B", 2, 39, 1},
    {"swedish", "SW-G5a", "DR", "2", 5, 1, "B", 2, 57, 1},
    {"swedish", "SW-G6a", "P&M", "1", 6, 2, "B", 3, 64, 3},
    {"swedish", "SW-G6b", "P&M", "1", 6, 2, "A", 3, 76, 4},
    {"swedish", "SW-G7a", "P&M", "1", 6, 2, "B", 3, 62, 2},
    {"swedish", "SW-G8a", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"swedish", "SW-G8b", "ART", "1", 1, 0, "B", 1, 10, 1},
    {"royalist", "RO-G1a", "GA", "2", 7, 4, "B", 3, 59, 0},
    {"royalist", "RO-G2a", "GA", "2", 6, 4, "B", 3, 51, 0},
    {"royalist", "RO-G2b", "GA", "2", 5, 2, "C", 2, 34, 0},
    {"royalist", "RO-G2c", "TR", "2", 6, 3, "B", 3, 51, 1},
    {"royalist", "RO-G2d", "TR", "2", 5, 1, "B", 2, 39, 1},
    {"royalist", "RO-G3a", "DR", "2", 5, 1, "B", 2, 57, 1},
    {"royalist", "RO-G4a", "P&M", "1", 6, 2, "B", 3, 62, 2},
    {"royalist", "RO-G4b", "P&M", "1", 5, 1, "C", 2, 47, 2},
    {"royalist", "RO-G5a", "P&M", "1", 6, 2, "A", 3, 69, 2},
    {"royalist", "RO-G6a", "T", "1", 4, 0, "B", 2, 42, 1},
    {"royalist", "RO-G7a", "S", "2", 3, 0, "B", 1, 43, 1},
    {"royalist", "RO-G8a", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"royalist", "RO-G8b", "ART", "1", 1, 0, "B", 1, 10, 1},
    {"parliamentarian", "PA-G1a", "TR", "2S", 6, 2, "B", 3, 50, 2},
    {"parliamentarian", "PA-G1b", "TR", "2", 6, 3, "B", 3, 51, 1},
    {"parliamentarian", "PA-G2a", "TR", "2", 6, 3, "B", 3, 51, 1},
    {"parliamentarian", "PA-G3a", "RE", "2", 5, 1, "B", 2, 43, 2},
    {"parliamentarian", "PA-G3b", "RE", "2", 5, 1, "C", 2, 38, 2},
    {"parliamentarian", "PA-G4a", "DR", "2", 5, 1, "B", 2, 57, 1},
    {"parliamentarian", "PA-G5a", "P&M", "1", 6, 2, "B", 3, 62, 2},
    {"parliamentarian", "PA-G5b", "P&M", "1", 5, 1, "C", 2, 47, 2},
    {"parliamentarian", "PA-G6a", "P&M", "1", 6, 2, "A", 3, 74, 3},
    {"parliamentarian", "PA-G7a", "T", "1", 4, 0, "B", 2, 42, 1},
    {"parliamentarian", "PA-G8a", "S", "2", 3, 0, "B", 1, 43, 1},
    {"parliamentarian", "PA-G9a", "WB", "1", 4, 1, "C", 1, 35, 1},
    {"parliamentarian", "PA-G10a", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"parliamentarian", "PA-G10b", "ART", "1", 1, 0, "B", 1, 10, 1},
    {"ottoman", "OT-G1a", "SP", "2", 6, 3, "A", 3, 60, 1},
    {"ottoman", "OT-G2a", "SP", "2", 5, 1, "B", 2, 41, 1},
    {"ottoman", "OT-G2b", "SP", "2", 6, 2, "B", 3, 51, 1},
    {"ottoman", "OT-G3a", "CL", "2F", 4, 1, "B", 2, 34, 1},
    {"ottoman", "OT-G3b", "CL", "2F", 4, 1, "B", 2, 30, 0},
    {"ottoman", "OT-G4a", "T", "1", 6, 3, "B", 3, 62, 2},
    {"ottoman", "OT-G5a", "S", "2", 3, 0, "B", 1, 43, 1},
    {"ottoman", "OT-G6a", "DR", "2", 5, 1, "B", 2, 57, 1},
    {"ottoman", "OT-G7a", "WB", "1S", 4, 1, "C", 1, 18, 2},  // Massed and its MM2 (docs/decisions.md, U-25 Azabs)
    {"ottoman", "OT-G8a", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"ottoman", "OT-G8b", "ART", "1", 1, 0, "B", 1, 10, 1},
    {"ottoman", "OT-G9a", "ART", "1S", 1, 0, "B", 1, 20, 1},
    {"ottoman", "OT-G9b", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"ottoman", "OT-G9c", "ART", "1S", 1, 0, "B", 1, 10, 1},
    {"later-imperialist", "LI-G1a", "TR", "2S", 6, 3, "B", 3, 52, 2},
    {"later-imperialist", "LI-G2a", "RE", "2", 6, 1, "B", 3, 51, 2},
    {"later-imperialist", "LI-G3a", "CL", "2F", 4, 1, "B", 2, 34, 1},
    {"later-imperialist", "LI-G4a", "DR", "2", 5, 1, "B", 2, 57, 1},
    {"later-imperialist", "LI-G5a", "P&M", "1", 6, 2, "B", 3, 62, 2},
    {"later-imperialist", "LI-G5b", "P&M", "1", 6, 1, "B", 3, 62, 2},
    {"later-imperialist", "LI-G6a", "P&M", "1", 6, 2, "A", 3, 74, 3},
    {"later-imperialist", "LI-G6b", "P&M", "1", 6, 1, "A", 3, 74, 3},
    {"later-imperialist", "LI-G7a", "S", "2", 3, 0, "B", 1, 43, 1},
    {"later-imperialist", "LI-G8a", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"later-imperialist", "LI-G8b", "ART", "1", 1, 0, "B", 1, 10, 1},
    {"later-imperialist", "LI-G9a", "ART", "1S", 1, 0, "B", 1, 20, 1},
    {"later-imperialist", "LI-G9b", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"later-imperialist", "LI-G9c", "ART", "1S", 1, 0, "B", 1, 10, 1},
    {"later-polish", "LP-G1a", "GA", "2", 6, 4, "B", 3, 53, 1},
    {"later-polish", "LP-G2a", "SP", "2", 6, 2, "B", 3, 51, 1},
    {"later-polish", "LP-G2b", "SP", "2", 5, 1, "B", 2, 41, 1},
    {"later-polish", "LP-G3a", "CL", "2F", 4, 1, "B", 2, 34, 1},
    {"later-polish", "LP-G3b", "CL", "2F", 4, 1, "B", 2, 30, 0},
    {"later-polish", "LP-G4a", "RE", "2", 5, 1, "B", 2, 43, 2},
    {"later-polish", "LP-G5a", "SP", "2", 5, 1, "C", 2, 32, 0},
    {"later-polish", "LP-G6a", "P&M", "1", 6, 2, "B", 3, 62, 2},
    {"later-polish", "LP-G6b", "P&M", "1", 6, 1, "B", 3, 62, 2},
    {"later-polish", "LP-G7a", "T", "1", 6, 3, "B", 3, 58, 1},
    {"later-polish", "LP-G8a", "DR", "2", 5, 1, "B", 2, 57, 1},
    {"later-polish", "LP-G9a", "ART", "1S", 1, 0, "B", 1, 15, 1},
    {"later-polish", "LP-G9b", "ART", "1", 1, 0, "B", 1, 10, 1},
};

using K = LimitKind;
enum CostKind { Cost, Alt };  // a cost per unit, or an alternative profile whose cost replaces the unit's

struct OptionRow {
    const char* list;
    const char* id;
    const char* targets;  // profile ids
    LimitKind limit;
    int n;
    const char* fraction;  // of the deployed targets, rounded down
    CostKind cost_kind;
    int cost;
};

const OptionRow kOptions[] = {
    {"german-catholic", "GC-O1", "GC-G1a", K::Fraction, 0, "1/2", Alt, 51},
    {"german-catholic", "GC-O2", "GC-G1a", K::Fraction, 0, "1/3", Cost, 7},
    {"german-catholic", "GC-O3", "GC-G1a", K::Fraction, 0, "1/3", Cost, 6},
    {"german-catholic", "GC-O4", "GC-G1a", K::One, 0, "", Cost, 7},
    {"german-catholic", "GC-O5", "GC-G1a", K::One, 0, "", Cost, 2},
    {"german-catholic", "GC-O6", "GC-G2a", K::Any, 0, "", Cost, 0},
    {"german-catholic", "GC-O7", "GC-G5a GC-G5b", K::Fraction, 0, "1/3", Cost, 5},
    {"german-catholic", "GC-O8", "GC-G5a GC-G5b", K::Fraction, 0, "1/3", Cost, 5},
    {"german-catholic", "GC-O9", "GC-G6a", K::OneOrMore, 0, "", Cost, -5},
    {"german-catholic", "GC-O10", "GC-G9a GC-G9b GC-G10a GC-G10b GC-G10c", K::One, 0, "", Cost, 5},
    {"swedish", "SW-O1", "SW-G1a", K::Fraction, 0, "1/2", Alt, 64},
    {"swedish", "SW-O2", "SW-G1a", K::One, 0, "", Cost, 7},
    {"swedish", "SW-O3", "SW-G1a", K::One, 0, "", Cost, 6},
    {"swedish", "SW-O4", "SW-G2a", K::One, 0, "", Cost, 7},
    {"swedish", "SW-O5", "SW-G4a", K::Any, 0, "", Cost, 0},
    {"swedish", "SW-O6", "SW-G6a SW-G6b", K::Fraction, 0, "1/2", Cost, 3},
    {"swedish", "SW-O7", "SW-G6a SW-G6b", K::Fraction, 0, "1/3", Cost, 5},
    {"swedish", "SW-O8", "SW-G7a", K::OneOrMore, 0, "", Cost, -5},
    {"swedish", "SW-O9", "SW-G8a SW-G8b", K::Fraction, 0, "1/2", Alt, 20},
    {"swedish", "SW-O10", "SW-G8a SW-G8b", K::One, 0, "", Cost, 5},
    {"swedish", "SW-O11", "SW-G6a SW-G6b", K::Fraction, 0, "1/2", Cost, 4},
    {"royalist", "RO-O1", "RO-G1a", K::OneOrMore, 0, "", Cost, 7},
    {"royalist", "RO-O2", "RO-G2a RO-G2b RO-G2c RO-G2d", K::One, 0, "", Cost, 6},
    {"royalist", "RO-O3", "RO-G5a", K::OneOrMore, 0, "", Cost, 5},
    {"royalist", "RO-O4", "RO-G5a", K::OneOrMore, 0, "", Cost, 7},
    {"royalist", "RO-O5", "RO-G4a RO-G4b RO-G5a", K::Fraction, 0, "1/3", Cost, 5},
    {"royalist", "RO-O6", "RO-G6a RO-G7a", K::Any, 0, "", Cost, 6},
    {"royalist", "RO-O7", "RO-G8a RO-G8b", K::One, 0, "", Cost, 5},
    {"parliamentarian", "PA-O1", "PA-G1b PA-G2a", K::UpTo, 2, "", Cost, 7},
    {"parliamentarian", "PA-O2", "PA-G1b PA-G2a", K::OneOrMore, 0, "", Cost, 6},
    {"parliamentarian", "PA-O3", "PA-G3a PA-G3b", K::Any, 0, "", Cost, 0},
    {"parliamentarian", "PA-O4", "PA-G5a PA-G5b", K::Fraction, 0, "1/3", Cost, 0},
    {"parliamentarian", "PA-O5", "PA-G5a PA-G5b PA-G6a", K::Fraction, 0, "1/3", Cost, 5},
    {"parliamentarian", "PA-O6", "PA-G7a PA-G8a", K::Any, 0, "", Cost, 6},
    {"parliamentarian", "PA-O7", "PA-G9a", K::OneOrMore, 0, "", Cost, -10},
    {"parliamentarian", "PA-O8", "PA-G10a PA-G10b", K::One, 0, "", Cost, 5},
    {"ottoman", "OT-O1", "OT-G1a OT-G2a OT-G2b", K::Fraction, 0, "1/3", Cost, 6},
    {"ottoman", "OT-O2", "OT-G4a", K::OneOrMore, 0, "", Cost, 7},
    {"ottoman", "OT-O3", "OT-G7a", K::OneOrMore, 0, "", Cost, -10},
    {"ottoman", "OT-O4", "OT-G2a OT-G2b OT-G3a OT-G3b OT-G4a", K::Any, 0, "", Cost, 0},
    {"ottoman", "OT-O5", "OT-G8a OT-G8b OT-G9a OT-G9b OT-G9c", K::One, 0, "", Cost, 5},
    {"later-imperialist", "LI-O1", "LI-G1a LI-G2a", K::Fraction, 0, "1/2", Cost, 7},
    {"later-imperialist", "LI-O2", "LI-G1a LI-G2a", K::Fraction, 0, "1/3", Cost, 6},
    {"later-imperialist", "LI-O3", "LI-G1a", K::One, 0, "", Cost, 7},
    {"later-imperialist", "LI-O4", "LI-G2a", K::Any, 0, "", Cost, 0},
    {"later-imperialist", "LI-O5", "LI-G5a LI-G5b LI-G6a LI-G6b", K::Fraction, 0, "1/3", Cost, 5},
    {"later-imperialist", "LI-O6", "LI-G8a LI-G8b LI-G9a LI-G9b LI-G9c", K::One, 0, "", Cost, 5},
    {"later-imperialist", "LI-O7", "LI-G5a LI-G5b LI-G6a LI-G6b", K::Fraction, 0, "1/2", Cost, 4},
    {"later-polish", "LP-O1", "LP-G1a", K::OneOrMore, 0, "", Cost, 7},
    {"later-polish", "LP-O2", "LP-G1a", K::One, 0, "", Cost, 7},
    {"later-polish", "LP-O3", "LP-G2a LP-G2b", K::Fraction, 0, "1/3", Cost, 6},
    {"later-polish", "LP-O4", "LP-G5a", K::OneOrMore, 0, "", Cost, -10},
    {"later-polish", "LP-O5", "LP-G4a LP-G3a LP-G3b", K::Any, 0, "", Cost, 0},
    {"later-polish", "LP-O6", "LP-G9a LP-G9b", K::Fraction, 0, "1/2", Alt, 20},
    {"later-polish", "LP-O7", "LP-G9a LP-G9b", K::One, 0, "", Cost, 5},
};

std::vector<std::string> words(const char* s) {
    std::istringstream in(s);
    std::vector<std::string> w;
    for (std::string x; in >> x;) w.push_back(x);
    return w;
}

std::string joined(std::vector<std::string> v, bool sort) {
    if (sort) std::sort(v.begin(), v.end());
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
    return s;
}

struct Loaded {
    std::map<std::string, ArmyList> lists;
    Diagnostics problems;
    Loaded() {
        for (const char* id : kLists) {
            auto l = xml::load_army_list(baroque_dir() / (std::string(id) + ".xml"), &baroque_system(), problems);
            if (l) lists.emplace(id, std::move(*l));
        }
    }
};

const Loaded& loaded() {
    static const Loaded l;
    return l;
}

const ArmyList& list(const char* id) {
    const auto it = loaded().lists.find(id);
    if (it == loaded().lists.end()) throw std::runtime_error(std::string("list not loaded: ") + id);
    return it->second;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(baroque_data)

BOOST_AUTO_TEST_CASE(the_tables_hold_94_profiles_and_55_options) {
    BOOST_TEST(std::size(kProfiles) == 94u);
    BOOST_TEST(std::size(kOptions) == 55u);
}

BOOST_AUTO_TEST_CASE(all_seven_lists_load_without_findings) {
    BOOST_TEST(loaded().lists.size() == 7u);
    for (const auto& d : loaded().problems) BOOST_TEST_ERROR(d.where.file << ":" << d.where.line << ": " << d.code);
}

BOOST_AUTO_TEST_CASE(groups_have_the_printed_limits_and_alternatives) {
    std::size_t groups = 0;
    for (const char* id : kLists) groups += list(id).groups.size();
    BOOST_TEST(groups == std::size(kGroups));
    for (const auto& row : kGroups) {
        BOOST_TEST_CONTEXT(row.list << " " << row.id) {
            const auto& groups_of = list(row.list).groups;
            const auto g = std::find_if(groups_of.begin(), groups_of.end(), [&](const Group& x) { return x.id == row.id; });
            BOOST_TEST_REQUIRE((g != groups_of.end()));
            BOOST_TEST(g->min == row.min);
            BOOST_TEST(g->max == row.max);
            std::vector<std::string> ids;
            for (const auto& p : g->profiles) ids.push_back(p.id);
            BOOST_TEST(joined(ids, false) == row.profiles);
        }
    }
}

BOOST_AUTO_TEST_CASE(every_profile_has_the_printed_stats_and_cost) {
    std::size_t profiles = 0;
    for (const char* id : kLists)
        for (const auto& g : list(id).groups) profiles += g.profiles.size();
    BOOST_TEST(profiles == std::size(kProfiles));
    for (const auto& row : kProfiles) {
        BOOST_TEST_CONTEXT(row.id) {
            const Profile* p = list(row.list).profile(row.id);
            BOOST_TEST_REQUIRE(p);
            BOOST_TEST(p->type == row.type);
            BOOST_TEST(p->stat("M") == row.M);
            BOOST_TEST(p->stat_int("VBU") == row.VBU);
            BOOST_TEST(p->stat_int("I") == row.I);
            BOOST_TEST(p->stat("D") == row.D);
            BOOST_TEST(p->stat_int("VD") == row.VD);
            BOOST_TEST(p->cost == row.cost);
            BOOST_TEST(p->traits.size() == static_cast<std::size_t>(row.traits));
        }
    }
}

BOOST_AUTO_TEST_CASE(every_option_has_the_printed_targets_limit_and_cost) {
    std::size_t options = 0;
    for (const char* id : kLists) options += list(id).options.size();
    BOOST_TEST(options == std::size(kOptions));
    for (const auto& row : kOptions) {
        BOOST_TEST_CONTEXT(row.id) {
            const Option* o = list(row.list).option(row.id);
            BOOST_TEST_REQUIRE(o);
            BOOST_TEST(joined(o->targets, true) == joined(words(row.targets), true));
            BOOST_TEST((o->limit.kind == row.limit));
            if (row.limit == K::UpTo) BOOST_TEST(o->limit.n == row.n);
            if (row.limit == K::Fraction) {
                const auto f = parse_fraction(row.fraction);
                BOOST_TEST_REQUIRE(f.has_value());
                BOOST_TEST(o->limit.fraction.num == f->num);
                BOOST_TEST(o->limit.fraction.den == f->den);
                BOOST_TEST((o->limit.rounding == Rounding::Down));
            }
            if (row.cost_kind == Alt) {
                BOOST_TEST_REQUIRE(o->alt_profile.has_value());
                BOOST_TEST(o->alt_profile->cost == row.cost);
            } else {
                BOOST_TEST(!o->alt_profile.has_value());
                BOOST_TEST(o->cost == row.cost);
                BOOST_TEST(o->downgrade == (row.cost < 0));
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace muster::test
