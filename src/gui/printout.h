// SPDX-License-Identifier: GPL-3.0-or-later
// Print preview and printing: the PDF page model drawn on a wx printer, preview or memory DC.
#pragma once
#include <wx/bitmap.h>
#include <wx/print.h>

#include "print/document.h"

namespace muster::gui {

/// Logical DC units per PDF point: finer than a point, so half-point rules and positions survive
/// wxDC's integer coordinates and pen widths.
inline constexpr int kUnitsPerPoint = 10;

/// Draws one page on `dc`, whose logical units must be kUnitsPerPoint to the PDF point (the caller scales).
void draw_page(wxDC& dc, const print::Page& page);

/// Page `index` (from 0) of `doc` as a bitmap `width` pixels wide on white, for the window test.
wxBitmap render_page(const print::Document& doc, std::size_t index, int width);

/// The pages of a laid-out roster, cards or sheet for wxPrintPreview and wxPrinter.
class PagesPrintout : public wxPrintout {
public:
    PagesPrintout(print::Document doc, const wxString& title) : wxPrintout(title), m_doc(std::move(doc)) {}
    bool OnPrintPage(int page) override;
    bool HasPage(int page) override { return page >= 1 && page <= static_cast<int>(m_doc.pages.size()); }
    void GetPageInfo(int* min, int* max, int* from, int* to) override;

private:
    print::Document m_doc;
};

/// The paper the page model was laid out for (A4 or Letter), so that the printer uses it too.
wxPrintData print_data_for(const print::Document& doc);

}  // namespace muster::gui
