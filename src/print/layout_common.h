// SPDX-License-Identifier: GPL-3.0-or-later
// What the roster, card and sheet layouts share: labels from the "print" table, styles from the template.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "i18n/messages.h"
#include "print/flow.h"
#include "print/layout_template.h"
#include "print/table.h"

namespace muster::print {

using LabelArgs = std::vector<std::pair<std::string, Arg>>;

inline std::int64_t num(int v) {
    return static_cast<std::int64_t>(v);
}

/// Strings of the "print" table of the message bundles.
class Labels {
public:
    explicit Labels(const i18n::Messages& m) : m_msg(m) {}
    std::string operator()(const char* key, const LabelArgs& args = {}) const { return m_msg.get("print", key, args); }
    /// A number as the language writes it (1,406; 1.406), as in the labels' own {points}.
    std::string number(int v) const { return m_msg.number(v); }
    /// The language of the labels as a BCP 47 tag ("de", "pt-BR"), for the PDF's /Lang.
    std::string language() const;

private:
    const i18n::Messages& m_msg;
};

TableStyle table_style(const Template& t);
/// The text colour, lightened: for footers and explanations.
Color muted(const Template& t);
/// A band of the accent colour across the column, a bold title on the left (wrapping when it must) and
/// a note on the right.
void heading_band(Flow& f, const Template& t, const std::string& left, const std::string& right);
/// How tall heading_band() draws that band in a column `width` points wide.
double heading_band_height(const TextMeasure& tm, const Template& t, double width, const std::string& left,
                           const std::string& right);
/// The content area of a page of `t` with room for the footer line below it.
Rect content_area(const Document& doc, const Template& t);
/// "page N of M" and `left` at the foot of every page, after `mark` in bold in `mark_color` when there
/// is one (NOT LEGAL on every page of an illegal roster).
void page_footers(Document& doc, const Template& t, const TextMeasure& tm, const Labels& L, const std::string& left,
                  const std::string& mark = {}, Color mark_color = {});
/// A rule reference as the data writes it, its page numbers in the reader's words ("p. 46": "S. 46").
std::string rule_reference(const Labels& L, const std::string& rule);

}  // namespace muster::print
