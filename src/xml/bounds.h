// SPDX-License-Identifier: GPL-3.0-or-later
// The bounds of core/model/limits.h, checked on a parsed file before any reader or checker works on it.
#pragma once
#include <cstddef>
#include <string_view>
#include <vector>

#include <pugixml.hpp>

#include "core/diagnostic.h"

namespace muster::xml {

class Source;

/// Counts a parsed file node by node, in document order, as Source's one walk of it meets them: rosters'
/// commands, units, options and texts; other files' elements and texts.
class Bounds {
public:
    /// `bytes` is the size of the file's text, `short_texts` what short_texts() said of it before the parse.
    Bounds(const pugi::xml_node& root, std::size_t bytes, bool short_texts);
    /// Counts `node`. The first node past a bound is kept for report(), and nothing is counted after it.
    void count(const pugi::xml_node& node);
    /// False when no node need be counted: a data file whose bytes show it within its bounds.
    bool needed() const { return m_needed; }
    /// Reports file_over_limit at the first node past a bound and returns false; true when there was none.
    bool report(const Source& src, Diagnostics& out) const;
    /// True when a file's text, before it is parsed, shows that no node of it can pass a bound or lie deeper than
    /// kMaxDepth: its tree needs no walk. A file not cleared may still be within them; it is walked.
    static bool cleared(std::string_view text);
    /// True when a file's text, before it is parsed (the parse writes into it), shows that none of its texts is
    /// longer than the bound on a data file's texts: a data file's texts then need no counting.
    static bool short_texts(std::string_view text);

private:
    struct Counted {
        std::string_view element;  ///< the element counted; every element when empty
        const char* what;          ///< the limit's name in the message
        int max;
        int seen = 0;
    };
    void over(const pugi::xml_node& at, const char* what, int max);
    int text_over(const pugi::xml_node& element, std::string_view text) const;

    bool m_roster = false;
    bool m_needed = true;     ///< false for a data file whose bytes show it within its bounds
    std::size_t m_least = 0;  ///< every limit on a text is at least this many characters
    std::vector<Counted> m_counted;
    pugi::xml_node m_over;  ///< the first node past a bound
    const char* m_what = nullptr;
    int m_max = 0;
};

}  // namespace muster::xml
