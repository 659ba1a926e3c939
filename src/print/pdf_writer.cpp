// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/pdf_writer.h"

#include <cstdio>
#include <cstring>
#include <optional>
#include <utility>
#include <vector>

#include <hpdf.h>

#include "core/diagnostic.h"
#include "platform/file.h"

namespace muster::print {

namespace {

/// The code point of the UTF-8 sequence at `i`, and its length in bytes.
std::pair<unsigned, std::size_t> decode(const std::string& s, std::size_t i) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = std::min<std::size_t>(c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1, s.size() - i);
    unsigned cp = n == 1 ? c : c & (0x3Fu >> (n - 1));
    for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
    return {cp, n};
}

/// libharu refused a step: a finding in the reader's language (pdf_failed), English for logs.
[[noreturn]] void pdf_failed(const std::string& stage, const std::string& english, const std::string& detail) {
    Diagnostic d("pdf_failed");
    d.arg("stage", stage).arg("detail", detail);
    throw Failure(std::move(d), english + (detail.empty() ? "" : ": " + detail));
}

}  // namespace

struct PdfWriter::Impl {
    HPDF_Doc doc = nullptr;
    // Freed here, not in ~PdfWriter: a constructor that throws (a font refused) runs no destructor of its own.
    ~Impl() {
        if (doc) HPDF_Free(doc);
    }
    struct Loaded {
        HPDF_Font font = nullptr;
        HPDF_FontDef def = nullptr;
        bool has(unsigned cp) const { return cp < 0x10000 && HPDF_TTFontDef_GetGlyphid(def, static_cast<HPDF_UINT16>(cp)) != 0; }
    };
    Loaded regular, bold;
    std::filesystem::path fallback_file;
    std::optional<Loaded> fallback;  ///< loaded on the first letter DejaVu lacks, so other PDFs stay as they were
    std::string error;

    const Loaded& font(Face f) const { return f == Face::Bold ? bold : regular; }
    Loaded load(const std::filesystem::path& file) {
        const char* name = HPDF_LoadTTFontFromFile(doc, file.c_str(), HPDF_TRUE);
        if (!name) {
            Diagnostic d("font_unusable");
            d.where.file = file.string();
            d.arg("detail", error);
            throw Failure(std::move(d), "cannot load the font " + file.string() + ": " + error);
        }
        return {HPDF_GetFont(doc, name, "UTF-8"), HPDF_GetFontDef(doc, name)};
    }
    /// `utf8` in pieces, each with the font to set it in: DejaVu, or for letters it lacks (Japanese,
    /// Chinese, Korean) the fallback font when there is one; a letter neither has stays with DejaVu.
    std::vector<std::pair<HPDF_Font, std::string>> pieces(Face f, const std::string& utf8) {
        std::vector<std::pair<HPDF_Font, std::string>> out;
        const Loaded& main = font(f);
        for (std::size_t i = 0; i < utf8.size();) {
            const auto [cp, n] = decode(utf8, i);
            HPDF_Font use = main.font;
            if (cp >= 0x80 && !main.has(cp) && !fallback_file.empty()) {
                if (!fallback) fallback = load(fallback_file);
                if (fallback->has(cp)) use = fallback->font;
            }
            if (out.empty() || out.back().first != use) out.emplace_back(use, std::string());
            out.back().second.append(utf8, i, n);
            i += n;
        }
        return out;
    }
};

static void on_error(HPDF_STATUS error, HPDF_STATUS detail, void* data) {
    auto* impl = static_cast<PdfWriter::Impl*>(data);
    impl->error = "libharu error 0x" +
                  [](unsigned v) {
                      char buf[16];
                      std::snprintf(buf, sizeof buf, "%04X", v);
                      return std::string(buf);
                  }(static_cast<unsigned>(error)) +
                  " (detail " + std::to_string(detail) + ")";
}

PdfWriter::PdfWriter(const std::filesystem::path& regular, const std::filesystem::path& bold,
                     const std::filesystem::path& fallback)
    : m(std::make_unique<Impl>()) {
    m->doc = HPDF_New(on_error, m.get());
    if (!m->doc) pdf_failed("start", "cannot start a PDF document", {});
    HPDF_UseUTFEncodings(m->doc);
    HPDF_SetCompressionMode(m->doc, HPDF_COMP_ALL);
    m->regular = m->load(regular);
    m->bold = m->load(bold);
    m->fallback_file = fallback;
}

PdfWriter::~PdfWriter() = default;

double PdfWriter::text_width(Face face, double size, const std::string& utf8) const {
    double width = 0;
    for (const auto& [font, text] : m->pieces(face, utf8)) {
        const HPDF_TextWidth w =
            HPDF_Font_TextWidth(font, reinterpret_cast<const HPDF_BYTE*>(text.data()), static_cast<HPDF_UINT>(text.size()));
        width += w.width * size / 1000.0;
    }
    return width;
}

static HPDF_REAL r(double v) {
    return static_cast<HPDF_REAL>(v);
}

static void set_date(HPDF_Doc doc, const std::string& iso) {
    // "YYYY-MM-DD" from the roster: a fixed date keeps the bytes reproducible. Anything else is left out.
    int y = 0, mo = 0, d = 0;
    if (iso.size() != 10 || std::sscanf(iso.c_str(), "%4d-%2d-%2d", &y, &mo, &d) != 3) return;
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1000 || mo < 1 || mo > 12 || d < 1 || d > kDays[mo - 1]) return;
    const bool leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    if (mo == 2 && d == 29 && !leap) return;  // libharu refuses it and then refuses every page
    HPDF_Date date{y, mo, d, 0, 0, 0, 'Z', 0, 0};
    HPDF_SetInfoDateAttr(doc, HPDF_INFO_CREATION_DATE, date);
    HPDF_SetInfoDateAttr(doc, HPDF_INFO_MOD_DATE, date);
}

void PdfWriter::render(const Document& doc) {
    // Info strings are written through the current encoder: UTF-8 in, UTF-16 in the file.
    HPDF_SetCurrentEncoder(m->doc, "UTF-8");
    HPDF_SetInfoAttr(m->doc, HPDF_INFO_CREATOR, "Muster");
    if (!doc.title.empty()) HPDF_SetInfoAttr(m->doc, HPDF_INFO_TITLE, doc.title.c_str());
    if (!doc.author.empty()) HPDF_SetInfoAttr(m->doc, HPDF_INFO_AUTHOR, doc.author.c_str());
    if (!doc.subject.empty()) HPDF_SetInfoAttr(m->doc, HPDF_INFO_SUBJECT, doc.subject.c_str());
    // The document's language for screen readers and text extraction: the catalogue's /Lang, which
    // libharu has no call for, so it is added to the catalogue dictionary directly.
    if (!doc.language.empty())
        HPDF_Dict_Add(m->doc->catalog, "Lang", HPDF_String_New(m->doc->mmgr, doc.language.c_str(), nullptr));
    set_date(m->doc, doc.created);
    // Info libharu refuses (a title it cannot encode) is left out rather than failing the document: its error would
    // otherwise stick and refuse every page.
    if (!m->error.empty()) {
        HPDF_ResetError(m->doc);
        m->error.clear();
    }
    for (const Page& p : doc.pages) {
        HPDF_Page page = HPDF_AddPage(m->doc);
        if (!page) pdf_failed("page", "cannot add a page to the PDF", m->error);
        HPDF_Page_SetWidth(page, r(doc.width));
        HPDF_Page_SetHeight(page, r(doc.height));
        const double H = doc.height;
        for (const Box& b : p.boxes) {
            HPDF_Page_SetLineWidth(page, r(b.line_width));
            if (b.fill) HPDF_Page_SetRGBFill(page, r(b.fill->r), r(b.fill->g), r(b.fill->b));
            if (b.stroke) HPDF_Page_SetRGBStroke(page, r(b.stroke->r), r(b.stroke->g), r(b.stroke->b));
            HPDF_Page_Rectangle(page, r(b.x), r(H - b.y - b.h), r(b.w), r(b.h));
            if (b.fill && b.stroke) HPDF_Page_FillStroke(page);
            else if (b.fill) HPDF_Page_Fill(page);
            else if (b.stroke) HPDF_Page_Stroke(page);
            else HPDF_Page_EndPath(page);
        }
        for (const Line& l : p.lines) {
            HPDF_Page_SetLineWidth(page, r(l.width));
            HPDF_Page_SetRGBStroke(page, r(l.color.r), r(l.color.g), r(l.color.b));
            HPDF_Page_MoveTo(page, r(l.x1), r(H - l.y1));
            HPDF_Page_LineTo(page, r(l.x2), r(H - l.y2));
            HPDF_Page_Stroke(page);
        }
        if (p.texts.empty()) continue;
        HPDF_Page_BeginText(page);
        for (const TextRun& t : p.texts) {
            HPDF_Page_SetRGBFill(page, r(t.color.r), r(t.color.g), r(t.color.b));
            double x = t.x;
            for (const auto& [font, text] : m->pieces(t.face, t.text)) {
                HPDF_Page_SetFontAndSize(page, font, r(t.size));
                HPDF_Page_TextOut(page, r(x), r(H - t.baseline), text.c_str());
                const HPDF_TextWidth w = HPDF_Font_TextWidth(font, reinterpret_cast<const HPDF_BYTE*>(text.data()),
                                                             static_cast<HPDF_UINT>(text.size()));
                x += w.width * t.size / 1000.0;
            }
        }
        HPDF_Page_EndText(page);
    }
    if (!m->error.empty()) pdf_failed("draw", "cannot draw the PDF", m->error);
}

std::string PdfWriter::bytes() {
    if (HPDF_SaveToStream(m->doc) != HPDF_OK) pdf_failed("finish", "cannot finish the PDF", m->error);
    std::string out(HPDF_GetStreamSize(m->doc), '\0');
    HPDF_UINT32 size = static_cast<HPDF_UINT32>(out.size());
    HPDF_ResetStream(m->doc);
    HPDF_ReadFromStream(m->doc, reinterpret_cast<HPDF_BYTE*>(out.data()), &size);
    if (size != out.size()) pdf_failed("read_back", "cannot read the PDF back", m->error);
    return out;
}

void PdfWriter::save(const std::filesystem::path& path) {
    // Atomic, through links, never over a device or a pipe (platform/file.h).
    platform::write_file(path, bytes());
}

std::filesystem::path find_fallback_font(const std::filesystem::path& data_dir) {
    // Our own data folder first, then Debian's fonts-droid-fallback (Japanese, Chinese, Korean).
    for (const auto& file : {data_dir / "fonts" / "DroidSansFallbackFull.ttf",
                             std::filesystem::path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")})
        if (std::filesystem::exists(file)) return file;
    return {};
}

std::filesystem::path find_font(const std::filesystem::path& data_dir, bool bold) {
    const char* file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf";
    // Our own data folder first, then where Debian, Fedora, Arch and BSD font packages put DejaVu.
    for (const auto& dir :
         {data_dir / "fonts", std::filesystem::path("/usr/share/fonts/truetype/dejavu"),
          std::filesystem::path("/usr/share/fonts/dejavu-sans-fonts"), std::filesystem::path("/usr/share/fonts/TTF"),
          std::filesystem::path("/usr/local/share/fonts/dejavu")})
        if (std::filesystem::exists(dir / file)) return dir / file;
    return {};
}

}  // namespace muster::print
