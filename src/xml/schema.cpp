// SPDX-License-Identifier: GPL-3.0-or-later
#include "xml/schema.h"

#include <map>
#include <memory>

#include <libxml/parser.h>
#include <libxml/xmlschemas.h>

#include "platform/file.h"
#include "xml/source.h"

namespace muster::xml {
namespace {

/// Where libxml2's findings go while one file is validated.
struct Findings {
    std::string file;
    std::string schema;
    Diagnostics* out;
};

void on_error(void* context, xmlErrorPtr e) {
    if (!context || !e) return;
    auto* f = static_cast<Findings*>(context);
    std::string problem = e->message ? e->message : "";
    while (!problem.empty() && (problem.back() == '\n' || problem.back() == ' ')) problem.pop_back();
    Diagnostic d{"schema_invalid"};
    d.where.file = f->file;
    d.where.line = e->line;
    d.arg("schema", f->schema).arg("problem", problem);
    f->out->push_back(std::move(d));
}

/// Parsed schemas, kept for the run: lint validates many files against the same five.
xmlSchemaPtr schema_of(const std::filesystem::path& xsd) {
    struct Free {
        void operator()(xmlSchema* s) const { xmlSchemaFree(s); }
    };
    static std::map<std::filesystem::path, std::unique_ptr<xmlSchema, Free>> cache;
    auto it = cache.find(xsd);
    if (it != cache.end()) return it->second.get();
    xmlSchemaParserCtxtPtr parser = xmlSchemaNewParserCtxt(xsd.c_str());
    if (!parser) return nullptr;
    xmlSchemaSetParserStructuredErrors(parser, on_error, nullptr);
    xmlSchemaPtr schema = xmlSchemaParse(parser);
    xmlSchemaFreeParserCtxt(parser);
    return cache.emplace(xsd, std::unique_ptr<xmlSchema, Free>(schema)).first->second.get();
}

}  // namespace

FileKind peek_file(const std::filesystem::path& file, Diagnostics& out) {
    Source src;
    if (!src.load(file, out)) return {};
    const auto root = src.doc().document_element();
    return {root.name(), root.attribute("system").value()};
}

void validate_schema(const std::filesystem::path& file, const std::filesystem::path& xsd, Diagnostics& out) {
    xmlSchemaPtr schema = schema_of(xsd);
    if (!schema) return;
    std::string text;
    try {
        text = platform::read_file(file, kMaxFileSize);
    } catch (const Failure&) {
        return;  // the loaders have said why already
    }
    Findings findings{file.string(), xsd.filename().string(), &out};
    // No network, no entity expansion: the file is only checked, and only against our schema.
    xmlParserCtxtPtr parser = xmlNewParserCtxt();
    if (!parser) throw std::bad_alloc();
    xmlDocPtr doc = xmlCtxtReadMemory(parser, text.data(), static_cast<int>(text.size()), findings.file.c_str(), nullptr,
                                      XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    xmlFreeParserCtxt(parser);
    if (!doc) return;
    xmlSchemaValidCtxtPtr valid = xmlSchemaNewValidCtxt(schema);
    if (valid) {
        xmlSchemaSetValidStructuredErrors(valid, on_error, &findings);
        xmlSchemaValidateDoc(valid, doc);
        xmlSchemaFreeValidCtxt(valid);
    }
    xmlFreeDoc(doc);
}

}  // namespace muster::xml
