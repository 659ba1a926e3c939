// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/bounds.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "core/model/limits.h"
#include "xml/source.h"

namespace muster::xml {
namespace {

/// The name after the first colon, or all of it. Measured and searched in one look at its characters: every
/// element of a roster is asked, and a strlen and a memchr call each cost more than the short names themselves.
std::string_view local_name(const pugi::xml_node& n) {
    const char* const name = n.name();
    const char* start = name;
    const char* p = name;
    for (; *p; ++p)
        if (*p == ':' && start == name) start = p + 1;
    return {start, static_cast<std::size_t>(p - start)};
}

/// True only when no two `c` in a row in `text` are more than `gap` bytes apart, though not always then (a file not
/// cleared is walked): each block of (`gap` + 1) / 2 bytes from the first `c` on holds one, up to the last
/// `c` (a longer run between two would hold a whole block). A few memchr calls where `c` is dense, not one each.
bool close_enough(std::string_view text, char c, std::size_t gap) {
    const char* const end = text.data() + text.size();
    const char* p = static_cast<const char*>(std::memchr(text.data(), c, text.size()));
    if (!p) return true;
    const std::size_t block = (gap + 1) / 2;
    for (const char* at = p + 1; static_cast<std::size_t>(end - at) >= block; at += block)
        if (!std::memchr(at, c, block)) return !std::memchr(at + block, c, static_cast<std::size_t>(end - at) - block);
    return true;
}

/// How many `c` `text` holds, or some number past `most` once it holds more. Counted 16 bytes at a time in the lanes
/// of a vector, each lane up to 127 so that its signed byte never wraps, where the compiler has vectors (GCC and
/// Clang), else byte by byte: a memchr call for each '<' of a roster cost more than looking at all its bytes.
std::size_t count_past(std::string_view text, char c, std::size_t most) {
    const char* p = text.data();
    const char* const end = p + text.size();
    std::size_t count = 0;
#if defined(__GNUC__)
    using Bytes = signed char __attribute__((vector_size(16)));
    const auto wanted = static_cast<signed char>(c);
    while (end - p >= 16 && count <= most) {
        Bytes lanes = {};
        const auto blocks = std::min<std::size_t>(static_cast<std::size_t>(end - p) / 16, 127);
        for (std::size_t b = 0; b < blocks; ++b, p += 16) {
            Bytes v;
            std::memcpy(&v, p, 16);
            lanes -= v == wanted;  // -1 in each lane that holds `c`
        }
        for (int i = 0; i < 16; ++i) count += static_cast<unsigned char>(lanes[i]);
    }
#endif
    for (; p < end && count <= most; ++p) count += *p == c;
    return count;
}

/// True when no run of bytes in `text` without a `c` is as long as `longest`: each block of `longest` / 2 bytes holds
/// a `c` (a run that long would hold a whole block), a few memchr calls for a file of a few hundred kilobytes.
bool no_long_runs(std::string_view text, char c, std::size_t longest) {
    const std::size_t block = longest / 2;
    for (std::size_t at = 0; at + block <= text.size(); at += block)
        if (!std::memchr(text.data() + at, c, block)) return false;
    return true;
}

}  // namespace

bool Bounds::short_texts(std::string_view text) {
    // No text has more characters than the bytes it lies in (an entity or character reference is longer than what
    // it stands for). An element's text lies in a run without '<', an attribute's value in one without '"' or one
    // without '\'', and only a CDATA section may hold all three (a file without a '[' has none).
    constexpr auto most = static_cast<std::size_t>(limits::kDataText);
    return text.size() <= most || (no_long_runs(text, '<', most) && no_long_runs(text, '"', most) &&
                                   no_long_runs(text, '\'', most) && text.find('[') == std::string_view::npos);
}

bool Bounds::cleared(std::string_view text) {
    // Each element begins with a '<': a count past its bound takes more of them than the least count bound, and a
    // node deeper than kMaxDepth lies inside kMaxDepth elements, each begun and ended by one.
    constexpr int most_tags =
        std::min({limits::kRosterCommands, limits::kRosterUnits, limits::kRosterOptions, limits::kUnitOptions,
                  limits::kRosterOptionalRules, limits::kRosterPurchases, limits::kDataElements, 2 * kMaxDepth - 1});
    // An element's text lies between two '<' in a row, an attribute's value between two '"' or two '\'', and has
    // no more characters than those bytes (an entity or character reference is longer than what it stands for).
    // Only a CDATA section may hold all three, and a file without a '[' has none ("<![CDATA[").
    constexpr auto least_text =
        static_cast<std::size_t>(std::min({limits::kRosterText, limits::kRosterNotes, limits::kDataText}));
    return count_past(text, '<', static_cast<std::size_t>(most_tags)) <= static_cast<std::size_t>(most_tags) &&
           close_enough(text, '<', least_text) && close_enough(text, '"', least_text) && close_enough(text, '\'', least_text) &&
           text.find('[') == std::string_view::npos;
}

Bounds::Bounds(const pugi::xml_node& root, std::size_t bytes, bool short_texts) : m_roster(local_name(root) == "roster") {
    // A data file's bounds are far above its bytes: no element takes fewer than four ("<a/>"), and its texts may
    // be shown short by its bytes. A file so shown needs no counting (all of Muster's own do not).
    m_needed = m_roster || !short_texts || bytes / 4 > static_cast<std::size_t>(limits::kDataElements);
    using namespace std::string_view_literals;
    if (m_roster) {
        m_counted = {{"command"sv, "commands", limits::kRosterCommands},
                     {"unit"sv, "units", limits::kRosterUnits},
                     {"option"sv, "options", limits::kRosterOptions},
                     {"optional-rule"sv, "optional_rules", limits::kRosterOptionalRules},
                     {"purchase"sv, "purchases", limits::kRosterPurchases}};
    } else {
        m_counted = {{{}, "elements", limits::kDataElements}};
    }
    m_least = static_cast<std::size_t>(m_roster ? limits::kRosterText : limits::kDataText);
}

void Bounds::over(const pugi::xml_node& at, const char* what, int max) {
    m_over = at;
    m_what = what;
    m_max = max;
}

/// The bound `text` of `element` is past, or 0.
int Bounds::text_over(const pugi::xml_node& element, std::string_view text) const {
    if (text.size() <= m_least) return 0;  // all but a few texts
    // The army's notes and a unit's note have the longer bound.
    const int max = !m_roster                                                         ? limits::kDataText
                    : local_name(element) == "notes" || local_name(element) == "note" ? limits::kRosterNotes
                                                                                      : limits::kRosterText;
    // Bytes bound characters from above: most texts need no counting.
    return text.size() > static_cast<std::size_t>(max) && limits::characters(text) > static_cast<std::size_t>(max) ? max : 0;
}

void Bounds::count(const pugi::xml_node& n) {
    if (m_over || !m_needed) return;
    using namespace std::string_view_literals;
    const pugi::xml_node_type type = n.type();
    if (type == pugi::node_element) {
        const std::string_view name = local_name(n);
        for (auto& c : m_counted)
            if ((c.element.empty() || name == c.element) && ++c.seen > c.max) return over(n, c.what, c.max);
        if (m_roster && name == "unit") {
            int options = 0;
            for (auto o = n.first_child(); o; o = o.next_sibling())
                if (local_name(o) == "option"sv && ++options > limits::kUnitOptions)
                    return over(n, "unit_options", limits::kUnitOptions);
        }
        for (auto a = n.first_attribute(); a; a = a.next_attribute())
            if (const int max = text_over(n, a.value())) return over(n, "text", max);
    } else if (type == pugi::node_pcdata || type == pugi::node_cdata) {
        if (const int max = text_over(n.parent(), n.value())) return over(n.parent(), "text", max);
    }
}

bool Bounds::report(const Source& src, Diagnostics& out) const {
    if (!m_over) return true;
    src.report(out, m_over, "file_over_limit").arg("what", std::string(m_what)).arg("max", static_cast<std::int64_t>(m_max));
    return false;
}

}  // namespace muster::xml
