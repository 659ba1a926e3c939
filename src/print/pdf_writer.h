// SPDX-License-Identifier: GPL-3.0-or-later
// The libharu backend: draws a page model with embedded TrueType fonts (UTF-8) and writes the PDF.
#pragma once
#include <filesystem>
#include <memory>
#include <string>

#include "print/document.h"

namespace muster::print {

class PdfWriter : public TextMeasure {
public:
    /// Starts a document with a regular and a bold TrueType font (embedded, UTF-8 text), and a font for
    /// the letters they lack (none: those print as boxes). Throws Failure (font_unusable, naming the
    /// font) when one cannot be loaded, and Failure (pdf_failed) when libharu refuses a later step.
    PdfWriter(const std::filesystem::path& regular, const std::filesystem::path& bold,
              const std::filesystem::path& fallback = {});
    ~PdfWriter() override;

    double text_width(Face face, double size, const std::string& utf8) const override;
    /// Draws every page of `doc`; call once per writer.
    void render(const Document& doc);
    /// The finished PDF. The same document always gives the same bytes.
    std::string bytes();
    /// Writes the PDF atomically (temporary file, then rename). Throws Failure (file_unwritable) with the reason.
    void save(const std::filesystem::path& path);

    struct Impl;

private:
    std::unique_ptr<Impl> m;
};

/// Droid Sans Fallback (Japanese, Chinese, Korean) from <data>/fonts or Debian's fonts-droid-fallback;
/// "" when none is found.
std::filesystem::path find_fallback_font(const std::filesystem::path& data_dir);
/// A TrueType font of DejaVu Sans from <data>/fonts or the installed font package; "" when none is found.
std::filesystem::path find_font(const std::filesystem::path& data_dir, bool bold = false);

}  // namespace muster::print
