// SPDX-License-Identifier: GPL-3.0-or-later
// The libharu backend: pages, embedded TrueType text in UTF-8, lines and boxes.
#pragma once
#include <filesystem>
#include <memory>
#include <string>

namespace muster::print {

class PdfWriter {
public:
    /// Starts a document whose text uses the TrueType font at `font` (embedded, UTF-8).
    explicit PdfWriter(const std::filesystem::path& font);
    ~PdfWriter();

    void add_page(double width_pt, double height_pt);
    void text(double x, double y, double size, const std::string& utf8);
    double text_width(double size, const std::string& utf8) const;
    /// Writes the document. Throws std::runtime_error with libharu's error on failure.
    void save(const std::filesystem::path& path);

    struct Impl;

private:
    std::unique_ptr<Impl> m;
};

/// A TrueType font from the installed font package (DejaVu Sans), or "" when none is found.
std::filesystem::path find_font(const std::filesystem::path& data_dir, bool bold = false);

}  // namespace muster::print
