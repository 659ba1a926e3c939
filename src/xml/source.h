// SPDX-License-Identifier: GPL-3.0-or-later
// A parsed XML file that knows where each node came from, so every problem names file:line:column.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <pugixml.hpp>

#include "core/diagnostic.h"
#include "xml/load.h"

namespace muster::xml {

class Source {
public:
    /// Reads and parses a file; problems (unreadable, too large, bad encoding, malformed) go to `out`.
    /// Returns false when there is no usable document.
    bool load(const std::filesystem::path& path, Diagnostics& out, platform::Links links = platform::Links::Follow);
    bool load_text(std::string text, std::string file_name, Diagnostics& out);
    /// Reads a game-system or army-list file as load() does and puts it into `language` (see translate.h): the
    /// walk that checks its depth and bounds finds its xml:lang variants too.
    bool load_data(const std::filesystem::path& path, const std::string& language, Diagnostics& out);

    const pugi::xml_document& doc() const { return m_doc; }
    const std::string& file() const { return m_file; }
    Location at(const pugi::xml_node& node) const;
    /// The node's line alone (no Location, so no copy of the file name): readers record it for every element.
    int line(const pugi::xml_node& node) const;

    /// Adds a finding located at `node`.
    Diagnostic& report(Diagnostics& out, const pugi::xml_node& node, Code code) const;

    /// Checks the root element and namespace; reports wrong_document_kind otherwise.
    bool expect_root(const char* name, const char* ns, Diagnostics& out) const;

    // Attribute readers: report and return nullopt when missing or malformed.
    std::optional<std::string> required(const pugi::xml_node& n, const char* attr, Diagnostics& out) const;
    std::optional<int> integer(const pugi::xml_node& n, const char* attr, Diagnostics& out, bool required = true) const;
    /// The same for the attribute `a` named `attr` of `n`, found by the caller (empty when `n` has none): a reader that
    /// looks at an element's attributes in one pass spares a search by name for each.
    std::optional<std::string> required(const pugi::xml_node& n, const pugi::xml_attribute& a, const char* attr,
                                        Diagnostics& out) const;
    std::optional<int> integer(const pugi::xml_node& n, const pugi::xml_attribute& a, const char* attr, Diagnostics& out,
                               bool required = true) const;

private:
    std::string m_file;
    std::string m_text;
    std::vector<std::size_t> m_line_starts;
    /// The index in m_line_starts of the line line() last found: readers ask in document order, so the next line
    /// is usually this one or a few after it. Only a cache (a Source is read by one thread).
    mutable std::size_t m_line_hint = 0;
    pugi::xml_document m_doc;
    const std::string* m_language = nullptr;  ///< while load_data() runs
    Location at_offset(std::ptrdiff_t offset) const;
    bool check_tree(Diagnostics& out, bool char_refs, bool short_texts);
};

/// Splits a space-separated attribute value.
std::vector<std::string> split_words(const char* text);

/// An element's own text, trimmed: the text pieces around its child elements joined.
std::string text_of(const pugi::xml_node& n);

/// The deepest nesting of elements Muster reads; Muster's own files go about ten deep.
constexpr int kMaxDepth = 100;

}  // namespace muster::xml
