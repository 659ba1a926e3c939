// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/layout_template.h"
#include "xml/source.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

#include <pugixml.hpp>

namespace muster::print {

namespace {

constexpr const char* kNs = "urn:muster:template:1";
constexpr double kPointsPerMm = 72.0 / 25.4;

class Reader {
public:
    explicit Reader(const xml::Source& src) : m_src(src) {}

    /// `problem` selects the translated message (the bundles' template_invalid), `args` fill it;
    /// `english` is the same in English for logs.
    [[noreturn]] void fail(const pugi::xml_node& at, const char* problem, Args args, const std::string& english) const {
        throw TemplateError(m_src.file(), m_src.line(at), problem, std::move(args), english);
    }

    double number(pugi::xml_node n, const char* attr, double def, double min, double max) const {
        const pugi::xml_attribute a = n.attribute(attr);
        if (!a) return def;
        const std::string v = a.value();
        double d = 0;
        auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), d);
        if (ec != std::errc() || p != v.data() + v.size() || d < min || d > max) {
            std::ostringstream os;
            os << "<" << n.name() << " " << attr << "=\"" << v << "\">: expected a number from " << min << " to " << max;
            fail(n, "number",
                 {{"element", n.name()},
                  {"attribute", attr},
                  {"value", v},
                  {"min", static_cast<std::int64_t>(min)},
                  {"max", static_cast<std::int64_t>(max)}},
                 os.str());
        }
        return d;
    }

    Color colour(pugi::xml_node n, const char* attr, Color def) const {
        const pugi::xml_attribute a = n.attribute(attr);
        if (!a) return def;
        const std::string v = a.value();
        unsigned rgb = 0;
        auto [p, ec] = v.size() == 7 && v[0] == '#' ? std::from_chars(v.data() + 1, v.data() + 7, rgb, 16)
                                                    : std::from_chars_result{v.data(), std::errc::invalid_argument};
        if (ec != std::errc() || p != v.data() + v.size())
            fail(n, "colour", {{"element", n.name()}, {"attribute", attr}, {"value", v}},
                 "<" + std::string(n.name()) + " " + attr + "=\"" + v + "\">: expected a colour such as #6b1e1e");
        return {((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0};
    }

    void known(pugi::xml_node n, const std::set<std::string>& attrs) const {
        for (const auto& a : n.attributes())
            if (!attrs.count(a.name()) && std::string(a.name()).rfind("xmlns", 0) != 0)
                fail(n, "attribute", {{"element", n.name()}, {"attribute", a.name()}},
                     "<" + std::string(n.name()) + ">: unknown attribute " + a.name());
    }

private:
    const xml::Source& m_src;
};

}  // namespace

TemplateError::TemplateError(const std::string& what)
    : Failure(
          [&] {
              Diagnostic d{"template_invalid"};
              d.arg("problem", std::string("detail")).arg("detail", what);
              return d;
          }(),
          what) {}

TemplateError::TemplateError(const std::string& file, int line, const char* problem, Args args, const std::string& english)
    : Failure(
          [&] {
              Diagnostic d{"template_invalid"};
              d.where.file = file;
              d.where.line = line;
              d.args = std::move(args);
              d.arg("problem", std::string(problem));
              return d;
          }(),
          (line > 0 ? file + ":" + std::to_string(line) : file) + ": " + english) {}

double contrast(Color a, Color b) {
    auto luminance = [](Color c) {
        auto lin = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Paper paper_for_locale(const std::string& locale) {
    // Territories that use US Letter; everything else prints on A4.
    static const std::set<std::string> letter = {"US", "CA", "MX", "PH", "CL", "CO", "VE", "PR",
                                                 "GT", "CR", "SV", "NI", "PA", "DO", "BZ"};
    const auto sep = locale.find_first_of("_-");
    if (sep == std::string::npos) return Paper::A4;
    const std::string territory = locale.substr(sep + 1, 2);
    return letter.count(territory) ? Paper::Letter : Paper::A4;
}

std::pair<double, double> paper_size(Paper p) {
    if (p == Paper::Letter) return {612.0, 792.0};
    return {595.276, 841.89};
}

Template load_template(const std::filesystem::path& file, const std::string& kind) {
    // Read as every other XML file is: capped, UTF-8, bounded depth and size, lines for every node.
    xml::Source src;
    Diagnostics problems;
    if (!src.load(file, problems)) {
        const Diagnostic& d = problems.front();
        const Arg* detail = d.find_arg("problem");
        throw TemplateError(Failure(d, file.string() + (d.where.line > 0 ? ":" + std::to_string(d.where.line) : "") + ": " +
                                           (detail && std::holds_alternative<std::string>(*detail)
                                                ? "not well-formed XML: " + std::get<std::string>(*detail)
                                                : d.code)));
    }
    const Reader r(src);
    const pugi::xml_document& doc = src.doc();
    const pugi::xml_node root = doc.document_element();
    if (std::string(root.name()) != "template" || std::string(root.attribute("xmlns").value()) != kNs)
        r.fail(root, "root", {{"namespace", std::string(kNs)}},
               std::string("expected a <template xmlns=\"") + kNs + "\"> document");
    r.known(root, {"kind"});
    Template t;
    t.file = file.string();
    t.kind = root.attribute("kind").value();
    if (t.kind != kind)
        r.fail(root, "kind", {{"found", t.kind.empty() ? std::string("none") : t.kind}, {"needed", kind}},
               "this is a " + (t.kind.empty() ? std::string("template without a kind") : t.kind + " template") + "; a " + kind +
                   " template is needed here");

    for (pugi::xml_node n : root.children()) {
        if (n.type() != pugi::node_element) continue;
        const std::string name = n.name();
        if (name == "page") {
            r.known(n, {"paper", "margin", "margin-top", "margin-right", "margin-bottom", "margin-left"});
            const std::string paper = n.attribute("paper").as_string("auto");
            if (paper == "a4") t.paper = Paper::A4;
            else if (paper == "letter") t.paper = Paper::Letter;
            else if (paper == "auto") t.paper = Paper::Auto;
            else r.fail(n, "paper", {{"value", paper}}, "<page paper=\"" + paper + "\">: expected a4, letter or auto");
            const double all = r.number(n, "margin", 12, 0, 60);
            t.margin_top = r.number(n, "margin-top", all, 0, 60) * kPointsPerMm;
            t.margin_right = r.number(n, "margin-right", all, 0, 60) * kPointsPerMm;
            t.margin_bottom = r.number(n, "margin-bottom", all, 0, 60) * kPointsPerMm;
            t.margin_left = r.number(n, "margin-left", all, 0, 60) * kPointsPerMm;
        } else if (name == "fonts") {
            r.known(n, {"title", "heading", "body", "small"});
            t.title_size = r.number(n, "title", t.title_size, 4, 72);
            t.heading_size = r.number(n, "heading", t.heading_size, 4, 48);
            t.body_size = r.number(n, "body", t.body_size, 4, 36);
            t.small_size = r.number(n, "small", t.small_size, 4, 36);
        } else if (name == "colours") {
            r.known(n, {"text", "accent", "rule", "fill", "legal", "illegal", "bands"});
            t.text = r.colour(n, "text", t.text);
            t.accent = r.colour(n, "accent", t.accent);
            t.rule = r.colour(n, "rule", t.rule);
            t.fill = r.colour(n, "fill", t.fill);
            t.legal = r.colour(n, "legal", t.legal);
            t.illegal = r.colour(n, "illegal", t.illegal);
            const std::string bands = n.attribute("bands").as_string("filled");
            if (bands != "filled" && bands != "outline")
                r.fail(n, "bands", {{"value", bands}}, "<colours bands=\"" + bands + "\">: expected filled or outline");
            t.filled = bands == "filled";
            // Every pair that carries text must be readable: small print needs a contrast of 4.5:1.
            const Color white{1, 1, 1};
            auto need = [&](const char* attr, Color fg, Color bg, const char* pair, const char* what) {
                const double c = contrast(fg, bg);
                if (c >= 4.5) return;
                char ratio[16];
                std::snprintf(ratio, sizeof ratio, "%.1f", c);
                // In tenths, so the message writes the ratio with the user's decimal mark (1,4 in German).
                const std::int64_t tenths = std::llround(c * 10);
                r.fail(n, "contrast",
                       {{"attribute", attr}, {"value", n.attribute(attr).value()}, {"pair", pair}, {"ratio", tenths}},
                       std::string("<colours ") + attr + "=\"" + n.attribute(attr).value() + "\">: " + what +
                           " has a contrast of only " + ratio + ":1; choose a colour that gives at least 4.5:1");
            };
            need("text", t.text, white, "text", "text on the white paper");
            need("fill", t.text, t.fill, "fill", "text on the fill colour");
            if (t.filled) need("accent", white, t.accent, "accent_filled", "white headings on the accent colour");
            else need("accent", t.accent, white, "accent_outline", "headings in the accent colour on the white paper");
            need("legal", t.legal, white, "legal", "the LEGAL stamp on the white paper");
            need("illegal", t.illegal, white, "illegal", "the NOT LEGAL stamp and errors on the white paper");
        } else if (name == "columns" && kind == "roster") {
            r.known(n, {});
            int stretch = 0;
            for (pugi::xml_node c : n.children("column")) {
                r.known(c, {"id", "width"});
                RosterColumn col;
                col.id = c.attribute("id").value();
                if (col.id.empty())
                    r.fail(c, "column_id", {}, "<column> needs an id (type, unit, stats, a stat id, points, details or losses)");
                if (std::string(c.attribute("width").value()) == "*") ++stretch;
                else col.width = r.number(c, "width", 10, 2, 400) * kPointsPerMm;
                t.columns.push_back(col);
            }
            if (t.columns.empty()) r.fail(n, "no_columns", {}, "<columns> needs at least one <column>");
            if (stretch > 1) r.fail(n, "stretch", {}, "only one <column> may have width=\"*\"");
        } else if (name == "card" && kind == "cards") {
            r.known(n, {"width", "height", "per-page", "cut-marks"});
            t.card_width = r.number(n, "width", 63.5, 30, 200) * kPointsPerMm;
            t.card_height = r.number(n, "height", 88.9, 30, 280) * kPointsPerMm;
            t.per_page = static_cast<int>(r.number(n, "per-page", 9, 1, 30));
            t.cut_marks = std::string(n.attribute("cut-marks").as_string("true")) != "false";
        } else if (name == "sheet" && kind == "sheet") {
            r.known(n, {"columns"});
            t.sheet_columns = static_cast<int>(r.number(n, "columns", 2, 1, 4));
        } else {
            r.fail(n, "misplaced", {{"element", name}, {"kind", kind}},
                   "<" + name + "> does not belong in a " + kind + " template");
        }
    }
    if (kind == "roster" && t.columns.empty()) r.fail(root, "roster_columns", {}, "a roster template needs <columns>");
    return t;
}

}  // namespace muster::print
