// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/pdf_writer.h"

#include <stdexcept>

#include <hpdf.h>

namespace muster::print {

struct PdfWriter::Impl {
    HPDF_Doc doc = nullptr;
    HPDF_Page page = nullptr;
    HPDF_Font font = nullptr;
    std::string error;
};

static void on_error(HPDF_STATUS error, HPDF_STATUS detail, void* data) {
    auto* impl = static_cast<PdfWriter::Impl*>(data);
    impl->error = "libharu error " + std::to_string(error) + " (detail " + std::to_string(detail) + ")";
}

PdfWriter::PdfWriter(const std::filesystem::path& font) : m(std::make_unique<Impl>()) {
    m->doc = HPDF_New(on_error, m.get());
    if (!m->doc) throw std::runtime_error("cannot start a PDF document");
    HPDF_UseUTFEncodings(m->doc);
    HPDF_SetCompressionMode(m->doc, HPDF_COMP_ALL);
    const char* name = HPDF_LoadTTFontFromFile(m->doc, font.c_str(), HPDF_TRUE);
    if (!name) throw std::runtime_error("cannot load the font " + font.string() + ": " + m->error);
    m->font = HPDF_GetFont(m->doc, name, "UTF-8");
}

PdfWriter::~PdfWriter() {
    if (m->doc) HPDF_Free(m->doc);
}

void PdfWriter::add_page(double width_pt, double height_pt) {
    m->page = HPDF_AddPage(m->doc);
    HPDF_Page_SetWidth(m->page, static_cast<HPDF_REAL>(width_pt));
    HPDF_Page_SetHeight(m->page, static_cast<HPDF_REAL>(height_pt));
}

void PdfWriter::text(double x, double y, double size, const std::string& utf8) {
    HPDF_Page_BeginText(m->page);
    HPDF_Page_SetFontAndSize(m->page, m->font, static_cast<HPDF_REAL>(size));
    HPDF_Page_TextOut(m->page, static_cast<HPDF_REAL>(x), static_cast<HPDF_REAL>(y), utf8.c_str());
    HPDF_Page_EndText(m->page);
}

double PdfWriter::text_width(double size, const std::string& utf8) const {
    const HPDF_TextWidth w = HPDF_Font_TextWidth(m->font, reinterpret_cast<const HPDF_BYTE*>(utf8.c_str()), static_cast<HPDF_UINT>(utf8.size()));
    return w.width * size / 1000.0;
}

void PdfWriter::save(const std::filesystem::path& path) {
    if (HPDF_SaveToFile(m->doc, path.c_str()) != HPDF_OK)
        throw std::runtime_error("cannot write " + path.string() + ": " + m->error);
}

std::filesystem::path find_font(const std::filesystem::path& data_dir, bool bold) {
    const char* file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf";
    for (const auto& dir : {data_dir / "fonts", std::filesystem::path("/usr/share/fonts/truetype/dejavu")})
        if (std::filesystem::exists(dir / file)) return dir / file;
    return {};
}

}  // namespace muster::print
