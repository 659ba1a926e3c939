// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/printout.h"

#include <cstdlib>

#include "platform/file.h"

namespace muster::print {

const char* kind_name(Kind kind) {
    switch (kind) {
    case Kind::Roster: return "roster";
    case Kind::Cards: return "cards";
    case Kind::Sheet: return "sheet";
    }
    return "roster";
}

Paper locale_paper() {
    const char* lc_paper = std::getenv("LC_PAPER");
    return paper_for_locale(lc_paper && *lc_paper ? lc_paper : i18n::resolve_locale(""));
}

Template printout_template(Kind kind, const std::filesystem::path& data_dir, const PrintOptions& options) {
    const std::string name = kind_name(kind);
    Template t = load_template(options.template_file.empty() ? data_dir / "templates" / (name + ".xml") : options.template_file, name);
    if (options.paper) t.paper = *options.paper;
    if (t.paper == Paper::Auto) t.paper = locale_paper();
    if (options.per_page) t.per_page = *options.per_page;
    return t;
}

std::string Printout::bytes() {
    writer->render(pages);
    return writer->bytes();
}

void Printout::save(const std::filesystem::path& path) { platform::write_file(path, bytes()); }

namespace {

/// The writer with the fonts of `data_dir`; it also measures text for the layouts.
std::unique_ptr<PdfWriter> make_writer(const std::filesystem::path& data_dir) {
    const auto regular = find_font(data_dir), bold = find_font(data_dir, true);
    if (regular.empty() || bold.empty()) {
        const std::string dir = (data_dir / "fonts").string();
        throw Failure(Diagnostic("font_missing").arg("dir", dir), "no DejaVu Sans font found in " + dir + " or the system's fonts");
    }
    return std::make_unique<PdfWriter>(regular, bold);
}

}  // namespace

Printout make_printout(const Template& t, const RosterInput& in, const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    if (t.kind == "sheet") return make_sheet(t, in.system, data_dir, messages);
    Printout out{make_writer(data_dir), {}};
    out.pages = t.kind == "cards" ? layout_cards(in, t, *out.writer, messages) : layout_roster(in, t, *out.writer, messages);
    return out;
}

Printout make_sheet(const Template& t, const GameSystem& system, const std::filesystem::path& data_dir, const i18n::Messages& messages) {
    Printout out{make_writer(data_dir), {}};
    out.pages = layout_sheet(system, t, *out.writer, messages);
    return out;
}

}  // namespace muster::print
