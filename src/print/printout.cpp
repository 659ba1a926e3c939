// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/printout.h"

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace muster::print {

const char* kind_name(Printout what) {
    return what == Printout::Roster ? "roster" : what == Printout::Cards ? "cards" : "sheet";
}

Paper paper_from_environment() {
    const char* lc_paper = std::getenv("LC_PAPER");
    return paper_for_locale(lc_paper && *lc_paper ? lc_paper : i18n::resolve_locale(""));
}

Template printout_template(Printout what, const std::filesystem::path& data_dir, const PrintOptions& options) {
    const std::string kind = kind_name(what);
    Template t =
        load_template(options.template_file.empty() ? data_dir / "templates" / (kind + ".xml") : options.template_file, kind);
    if (options.paper) t.paper = *options.paper;
    if (t.paper == Paper::Auto) t.paper = paper_from_environment();
    return t;
}

std::unique_ptr<PdfWriter> pdf_writer(const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    const auto regular = find_font(data_dir), bold = find_font(data_dir, true);
    if (regular.empty() || bold.empty())
        throw std::runtime_error(messages.get("print", "no_font", {{"dir", (data_dir / "fonts").string()}}));
    return std::make_unique<PdfWriter>(regular, bold, find_fallback_font(data_dir));
}

Document make_printout(Printout what, const RosterInput* roster, const GameSystem& system, const Template& layout,
                       const TextMeasure& measure, const i18n::Messages& messages) {
    if (what == Printout::Sheet) return layout_sheet(system, layout, measure, messages);
    if (!roster) throw std::invalid_argument("a roster printout without a roster");
    return what == Printout::Roster ? layout_roster(*roster, layout, measure, messages)
                                    : layout_cards(*roster, layout, measure, messages);
}

int write_printout(Printout what, const RosterInput* roster, const GameSystem& system, const Template& layout,
                   const std::filesystem::path& data_dir, const i18n::Messages& messages, const std::filesystem::path& out) {
    const auto writer = pdf_writer(data_dir, messages);
    const Document pages = make_printout(what, roster, system, layout, *writer, messages);
    writer->render(pages);
    writer->save(out);
    return static_cast<int>(pages.pages.size());
}

}  // namespace muster::print
