// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/printout.h"

#include <wx/dcmemory.h>

#include <cmath>
#include <algorithm>
#include <map>

#include "gui/text.h"

namespace muster::gui {
namespace {

wxCoord units(double points) {
    return static_cast<wxCoord>(std::lround(points * kUnitsPerPoint));
}

wxColour colour(const print::Color& c) {
    auto byte = [](double v) { return static_cast<unsigned char>(std::lround(std::clamp(v, 0.0, 1.0) * 255)); };
    return {byte(c.r), byte(c.g), byte(c.b)};
}

wxPen pen(const print::Color& c, double width) {
    wxPen p(colour(c), std::max(1, units(width)));
    p.SetCap(wxCAP_BUTT);
    return p;
}

wxFont font(print::Face face, double point_size) {
    return wxFont(wxFontInfo(point_size).FaceName("DejaVu Sans").Bold(face == print::Face::Bold));
}

/// Font points per PDF point of text size on this DC: DCs disagree on what a point is (screen, printer,
/// preview), so the longest run, whose width the layout measured, tells it.
double font_scale(wxDC& dc, const print::Page& page) {
    const print::TextRun* longest = nullptr;
    for (const auto& run : page.texts)
        if (run.width > 0 && (!longest || run.text.size() > longest->text.size())) longest = &run;
    if (!longest) return 1;
    dc.SetFont(font(longest->face, 100));
    const wxCoord measured = dc.GetTextExtent(wx(longest->text)).GetWidth();
    return measured > 0 ? 100 * longest->width * kUnitsPerPoint / measured / longest->size : 1;
}

}  // namespace

void draw_page(wxDC& dc, const print::Page& page) {
    for (const auto& b : page.boxes) {
        dc.SetBrush(b.fill ? wxBrush(colour(*b.fill)) : *wxTRANSPARENT_BRUSH);
        dc.SetPen(b.stroke ? pen(*b.stroke, b.line_width) : *wxTRANSPARENT_PEN);
        dc.DrawRectangle(units(b.x), units(b.y), units(b.w), units(b.h));
    }
    for (const auto& l : page.lines) {
        dc.SetPen(pen(l.color, l.width));
        dc.DrawLine(units(l.x1), units(l.y1), units(l.x2), units(l.y2));
    }
    const double scale = font_scale(dc, page);
    std::map<std::pair<print::Face, double>, wxFont> fonts;  // a page uses a handful of sizes
    for (const auto& run : page.texts) {
        auto [it, fresh] = fonts.try_emplace({run.face, run.size});
        if (fresh) it->second = font(run.face, run.size * scale);
        dc.SetFont(it->second);
        dc.SetTextForeground(colour(run.color));
        const wxString text = wx(run.text);
        wxCoord w = 0, h = 0, descent = 0;
        dc.GetTextExtent(text, &w, &h, &descent);
        // DrawText places the top of the line box; the page model places the baseline.
        dc.DrawText(text, units(run.x), units(run.baseline) - (h - descent));
    }
}

wxBitmap render_page(const print::Document& doc, std::size_t index, int width) {
    const int height = static_cast<int>(std::lround(width * doc.height / doc.width));
    wxBitmap bitmap(width, height, 24);
    {
        wxMemoryDC dc(bitmap);
        dc.SetBackground(*wxWHITE_BRUSH);
        dc.Clear();
        const double scale = width / (doc.width * kUnitsPerPoint);
        dc.SetUserScale(scale, scale);
        if (index < doc.pages.size()) draw_page(dc, doc.pages[index]);
    }
    return bitmap;
}

bool PagesPrintout::OnPrintPage(int page) {
    wxDC* dc = GetDC();
    if (!dc || !HasPage(page)) return false;
    FitThisSizeToPaper(wxSize(units(m_doc.width), units(m_doc.height)));
    draw_page(*dc, m_doc.pages[static_cast<std::size_t>(page - 1)]);
    return true;
}

void PagesPrintout::GetPageInfo(int* min, int* max, int* from, int* to) {
    *min = *from = 1;
    *max = *to = static_cast<int>(m_doc.pages.size());
}

wxPrintData print_data_for(const print::Document& doc) {
    wxPrintData data;
    data.SetPaperId(doc.width > 600 ? wxPAPER_LETTER : wxPAPER_A4);  // Letter is 612 points wide, A4 595
    data.SetOrientation(doc.width > doc.height ? wxLANDSCAPE : wxPORTRAIT);
    return data;
}

}  // namespace muster::gui
