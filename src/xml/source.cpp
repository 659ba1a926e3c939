// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/source.h"
#include "xml/bounds.h"
#include "xml/translate.h"
#include "core/model/number.h"
#include "platform/file.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstring>

namespace muster::xml {

/// Where `s` stops being UTF-8 (npos when it is): overlong forms, surrogates and code points beyond
/// U+10FFFF count as invalid, as they do for every other program that reads the file after us.
static std::size_t first_invalid_utf8(std::string_view s) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    for (std::size_t i = 0; i < n;) {
        // Plain ASCII, the usual case, is skipped 32 bytes at a time, then eight.
        if (i + 32 <= n) {
            std::uint64_t words[4];
            std::memcpy(words, p + i, 32);
            if (((words[0] | words[1] | words[2] | words[3]) & 0x8080808080808080ULL) == 0) {
                i += 32;
                continue;
            }
        }
        if (i + 8 <= n) {
            std::uint64_t word;
            std::memcpy(&word, p + i, 8);
            if ((word & 0x8080808080808080ULL) == 0) {
                i += 8;
                continue;
            }
        }
        const unsigned char c = p[i];
        const std::size_t len = c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2 : (c >> 4) == 0xE ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
        if (len == 0 || i + len > n) return i;
        std::uint32_t cp = len == 1 ? c : len == 2 ? (c & 0x1Fu) : len == 3 ? (c & 0x0Fu) : (c & 0x07u);
        for (std::size_t k = 1; k < len; ++k) {
            if ((p[i + k] >> 6) != 0x2) return i;
            cp = (cp << 6) | (p[i + k] & 0x3Fu);
        }
        const std::uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < least[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return i;
        i += len;
    }
    return std::string::npos;
}

/// Why an XML text is not well-formed, as a word the message bundles translate (pugixml's descriptions are English).
static const char* xml_parse_status_id(pugi::xml_parse_status status) {
    // In the order of pugixml's enum xml_parse_status (unchanged since pugixml 1.0).
    static constexpr const char* ids[] = {"ok",
                                          "file_not_found",
                                          "io_error",
                                          "out_of_memory",
                                          "internal_error",
                                          "unrecognized_tag",
                                          "bad_pi",
                                          "bad_comment",
                                          "bad_cdata",
                                          "bad_doctype",
                                          "bad_pcdata",
                                          "bad_start_element",
                                          "bad_attribute",
                                          "bad_end_element",
                                          "end_element_mismatch",
                                          "append_invalid_root",
                                          "no_document_element"};
    const auto i = static_cast<std::size_t>(status);
    return i < sizeof ids / sizeof *ids ? ids[i] : "other";
}

bool Source::load(const std::filesystem::path& path, Diagnostics& out, platform::Links links) {
    m_file = path.string();
    std::string text;
    try {
        text = platform::read_file(path, kMaxFileSize, links);
    } catch (const Failure& f) {
        out.push_back(f.diagnostic());
        return false;
    }
    return load_text(std::move(text), m_file, out);
}

bool Source::load_data(const std::filesystem::path& path, const std::string& language, Diagnostics& out) {
    m_language = &language;
    const bool loaded = load(path, out);
    m_language = nullptr;
    return loaded;
}

bool Source::load_text(std::string text, std::string file_name, Diagnostics& out) {
    m_file = std::move(file_name);
    m_text = std::move(text);
    // Room for a line every 24 bytes at once (Muster's rosters have one about every 30, its lists every 50),
    // rather than the six or seven times the vector would otherwise grow for each roster read.
    m_line_starts.reserve(m_text.size() / 24 + 1);
    m_line_starts.assign(1, 0);
    m_line_hint = 0;
    for (const char* nl = static_cast<const char*>(std::memchr(m_text.data(), '\n', m_text.size())); nl;
         nl = static_cast<const char*>(
             std::memchr(nl + 1, '\n', m_text.size() - static_cast<std::size_t>(nl + 1 - m_text.data()))))
        m_line_starts.push_back(static_cast<std::size_t>(nl - m_text.data()) + 1);

    // Muster files are UTF-8; a file saved as Latin-1 or UTF-16 by another editor gets a clear message.
    const bool utf16 =
        m_text.size() >= 2 && ((m_text[0] == '\xFF' && m_text[1] == '\xFE') || (m_text[0] == '\xFE' && m_text[1] == '\xFF'));
    const std::size_t bad = utf16 ? 0 : first_invalid_utf8(m_text);
    if (utf16 || bad != std::string::npos) {
        Diagnostic d{"invalid_encoding"};
        d.where = at_offset(static_cast<std::ptrdiff_t>(bad));
        out.push_back(std::move(d));
        return false;
    }

    // Where the text ends but for trailing blanks: an error there is a file cut short (parsing in place
    // writes into the text, so this is measured first).
    const std::size_t content_end = m_text.find_last_not_of(" \t\r\n") + 1;
    const bool char_refs = m_text.find("&#") != std::string::npos;
    // And where its last tag ends: an error in a tag that never ends is a cut too ("</comm" at the end).
    const std::size_t last_tag_end = m_text.rfind('>');
    // Most rosters are shown to be within every bound by their bytes, which costs less than walking their tree.
    const bool walk = char_refs || m_language || !Bounds::cleared(m_text);
    // Measured before the parse, which writes into the text (and turns "&lt;" into '<').
    const bool short_texts = walk && Bounds::short_texts(m_text);
    // Parsed in place: the text lives as long as the document, and offsets still map to lines.
    const auto result = m_doc.load_buffer_inplace(m_text.data(), m_text.size(), pugi::parse_default | pugi::parse_declaration,
                                                  pugi::encoding_utf8);
    if (!result) {
        Diagnostic d{"xml_malformed"};
        // Stopped at the very end with elements still open, or in a tag that the text ends before closing:
        // the file was cut short (an interrupted save or copy). Said at its last line, where it ends.
        const auto at = static_cast<std::size_t>(std::max<std::ptrdiff_t>(result.offset, 0));
        const bool cut_short = result.status != pugi::status_no_document_element && result.offset >= 0 &&
                               (at >= content_end || last_tag_end == std::string::npos || at >= last_tag_end);
        d.where = at_offset(cut_short ? static_cast<std::ptrdiff_t>(content_end) : result.offset);
        d.arg("problem", std::string(result.description()))
            .arg("status", cut_short ? std::string("cut_short") : std::string(xml_parse_status_id(result.status)));
        out.push_back(std::move(d));
        return false;
    }
    return !walk || check_tree(out, char_refs, short_texts);
}

namespace {

/// Source::check_tree's walk, in document order: pugixml's own traversal makes one virtual call a node, where
/// stepping with first_child(), next_sibling() and parent() makes several calls into the library.
class TreeCheck final : public pugi::xml_tree_walker {
public:
    TreeCheck(const Source& src, Bounds& bounds, bool char_refs, Translation* translation, Diagnostics& out)
        : m_src(src),
          m_bounds(bounds),
          m_count(bounds.needed()),
          m_char_refs(char_refs),
          m_translation(translation),
          m_out(out) {}

    /// Checks `node`, `depth` elements deep (the root is 1); false, with a finding, when the walk must stop.
    bool check(const pugi::xml_node& node, int depth) {
        if (depth > kMaxDepth) {
            m_src.report(m_out, node, "xml_too_deep").arg("max", static_cast<std::int64_t>(kMaxDepth));
            return m_ok = false;
        }
        if (m_char_refs) {
            bool valid = first_invalid_utf8(node.value()) == std::string::npos;
            for (auto a = node.first_attribute(); valid && a; a = a.next_attribute())
                valid = first_invalid_utf8(a.value()) == std::string::npos;
            if (!valid) {
                m_src.report(m_out, node.type() == pugi::node_element ? node : node.parent(), "invalid_encoding");
                return m_ok = false;
            }
        }
        if (m_count) m_bounds.count(node);
        if (m_translation) m_translation->visit(node, depth);
        return true;
    }
    /// The root's descendants: depth() is 0 for its children.
    bool for_each(pugi::xml_node& node) override { return check(node, depth() + 2); }
    bool ok() const { return m_ok; }

private:
    const Source& m_src;
    Bounds& m_bounds;
    const bool m_count;  ///< whether m_bounds counts anything: a call a node otherwise spent on nothing
    const bool m_char_refs;
    Translation* const m_translation;
    Diagnostics& m_out;
    bool m_ok = true;
};

}  // namespace

bool Source::check_tree(Diagnostics& out, bool char_refs, bool short_texts) {
    // One walk in document order: nesting beyond kMaxDepth is refused before any reader recurses into it. The
    // file's bytes are valid UTF-8 already, and the only text the parser makes that is not a copy of them comes
    // from character references (&#x110000;): only when the file holds one must every value be checked again.
    // The same walk counts the file against its bounds; one past a bound is still walked to its end, since
    // nesting too deep or a bad character anywhere in it is the finding it gets. A data file's translations
    // are found on the way and put in once the file has passed: each node is checked as the file has it.
    pugi::xml_node root = m_doc.document_element();
    Bounds bounds(root, m_text.size(), short_texts);
    std::optional<Translation> translation;
    if (m_language) translation.emplace(*m_language);
    TreeCheck walk(*this, bounds, char_refs, translation ? &*translation : nullptr, out);
    if (!walk.check(root, 1)) return false;
    root.traverse(walk);
    if (!walk.ok() || !bounds.report(*this, out)) return false;
    if (translation) translation->apply();
    return true;
}

bool read_text_file(const std::filesystem::path& path, std::string& text, Diagnostics& out, platform::Links links) {
    const std::string file = path.string();
    try {
        text = platform::read_file(path, kMaxFileSize, links);
    } catch (const Failure& f) {
        out.push_back(f.diagnostic());
        return false;
    }
    if (text.size() >= 3 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);  // a byte order mark
    // Text, not a word processor's or a picture's bytes: valid UTF-8 without NUL characters.
    std::size_t bad = first_invalid_utf8(text);
    bad = std::min(bad, text.find('\0'));
    if (bad != std::string::npos) {
        Diagnostic d("invalid_encoding");
        d.where.file = file;
        d.where.line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n'));
        out.push_back(std::move(d));
        return false;
    }
    return true;
}

Location Source::at_offset(std::ptrdiff_t offset) const {
    Location loc;
    loc.file = m_file;
    if (offset < 0) return loc;
    auto it = std::upper_bound(m_line_starts.begin(), m_line_starts.end(), static_cast<std::size_t>(offset));
    const std::size_t line = static_cast<std::size_t>(it - m_line_starts.begin());
    loc.line = static_cast<int>(line);
    loc.column = static_cast<int>(static_cast<std::size_t>(offset) - m_line_starts[line - 1]) + 1;
    return loc;
}

int Source::line(const pugi::xml_node& node) const {
    // An element's offset is where its name lies in the text parsed in place, as offset_debug() has it; a name
    // elsewhere (made after the parse) or a node of another kind asks offset_debug(), which says when none is known.
    const auto name = reinterpret_cast<std::uintptr_t>(node.name());
    const auto text = reinterpret_cast<std::uintptr_t>(m_text.data());
    const std::ptrdiff_t offset =
        name >= text && name - text < m_text.size() ? static_cast<std::ptrdiff_t>(name - text) : node.offset_debug();
    if (offset < 0 || m_line_starts.empty()) return 0;  // as at(): no line known
    const auto at = static_cast<std::size_t>(offset);
    // From the line found last, a few steps forward; otherwise a search of the lines between.
    std::size_t i = m_line_hint < m_line_starts.size() ? m_line_hint : 0;
    if (at < m_line_starts[i]) {
        i = static_cast<std::size_t>(
                std::upper_bound(m_line_starts.begin(), m_line_starts.begin() + static_cast<std::ptrdiff_t>(i), at) -
                m_line_starts.begin()) -
            1;
    } else {
        for (int step = 0; step < 8 && i + 1 < m_line_starts.size() && m_line_starts[i + 1] <= at; ++step) ++i;
        if (i + 1 < m_line_starts.size() && m_line_starts[i + 1] <= at)
            i = static_cast<std::size_t>(
                    std::upper_bound(m_line_starts.begin() + static_cast<std::ptrdiff_t>(i) + 1, m_line_starts.end(), at) -
                    m_line_starts.begin()) -
                1;
    }
    m_line_hint = i;
    return static_cast<int>(i) + 1;
}

Location Source::at(const pugi::xml_node& node) const {
    // offset_debug points just after '<'; the column names the '<'.
    Location loc = at_offset(node.offset_debug());
    if (loc.column > 1 && node.type() == pugi::node_element) --loc.column;
    return loc;
}

Diagnostic& Source::report(Diagnostics& out, const pugi::xml_node& node, Code code) const {
    Diagnostic d(code);
    d.where = at(node);
    out.push_back(std::move(d));
    return out.back();
}

bool Source::expect_root(const char* name, const char* ns, Diagnostics& out) const {
    const pugi::xml_node root = m_doc.document_element();
    // Compared where they lie: the namespace is longer than a string keeps without allocating.
    const std::string_view found = root.name();
    if (found != name || std::string_view(root.attribute("xmlns").as_string()) != ns) {
        report(out, root, "wrong_document_kind")
            .arg("expected", std::string(name))
            .arg("found", found.empty() ? std::string("nothing") : std::string(found))
            .arg("namespace", std::string(ns));
        return false;
    }
    return true;
}

std::optional<std::string> Source::required(const pugi::xml_node& n, const char* attr, Diagnostics& out) const {
    return required(n, n.attribute(attr), attr, out);
}

std::optional<std::string> Source::required(const pugi::xml_node& n, const pugi::xml_attribute& a, const char* attr,
                                            Diagnostics& out) const {
    if (!a || !*a.value()) {
        report(out, n, "missing_attribute").arg("element", std::string(n.name())).arg("attribute", std::string(attr));
        return std::nullopt;
    }
    return std::string(a.value());
}

std::optional<int> Source::integer(const pugi::xml_node& n, const char* attr, Diagnostics& out, bool is_required) const {
    return integer(n, n.attribute(attr), attr, out, is_required);
}

std::optional<int> Source::integer(const pugi::xml_node& n, const pugi::xml_attribute& a, const char* attr, Diagnostics& out,
                                   bool is_required) const {
    if (!a) {
        if (is_required)
            report(out, n, "missing_attribute").arg("element", std::string(n.name())).arg("attribute", std::string(attr));
        return std::nullopt;
    }
    // Absurd values (beyond the one range of docs/reliability.md) are almost certainly typing mistakes.
    const auto v = number::parse(a.value());
    if (!v)
        report(out, n, "invalid_number")
            .arg("element", std::string(n.name()))
            .arg("attribute", std::string(attr))
            .arg("value", std::string(a.value()));
    return v;
}

std::string text_of(const pugi::xml_node& n) {
    // Most elements hold one piece of text or none: it is trimmed where it lies, and only pieces around child
    // elements (<text>a<b/>c</text>) are joined into a string first.
    std::string_view text;
    std::string joined;
    int pieces = 0;
    for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
        const pugi::xml_node_type type = c.type();
        if (type != pugi::node_pcdata && type != pugi::node_cdata) continue;
        const std::string_view piece = c.value();
        if (++pieces == 1) {
            text = piece;
            continue;
        }
        if (pieces == 2) joined = text;
        joined += piece;
    }
    if (pieces > 1) text = joined;
    const auto b = text.find_first_not_of(" \n\t\r");
    if (b == std::string_view::npos) return {};
    const auto e = text.find_last_not_of(" \n\t\r");
    return std::string(text.substr(b, e - b + 1));
}

std::vector<std::string> split_words(const char* text) {
    std::vector<std::string> words;
    if (!text) return words;
    // The blanks of the classic locale, the one in which a string stream split these before (a stream costs more
    // to build than the few words it reads).
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; };
    for (const char* p = text; *p;) {
        while (blank(*p)) ++p;
        const char* const start = p;
        while (*p && !blank(*p)) ++p;
        if (p != start) words.emplace_back(start, p);
    }
    return words;
}

}  // namespace muster::xml
