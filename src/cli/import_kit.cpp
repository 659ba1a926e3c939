// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/import_kit.h"

#include "text/import_words.h"
#include "xml/load.h"

namespace muster::cli {

std::unique_ptr<ImportKit> make_import_kit(const Context& ctx) {
    auto kit = std::make_unique<ImportKit>();
    for (const auto& lang : text::bundle_languages(ctx.data_dir / "i18n")) {
        Diagnostics ignored;  // the user's own library already reported any problem
        kit->libraries.push_back(std::make_unique<xml::Library>(xml::Library::load(ctx.data_dir, ignored, lang)));
    }
    kit->words = text::import_words(ctx.data_dir / "i18n");
    for (const auto& list : ctx.library.lists()) {
        text::ListEditions editions{{&list, ctx.library.system(list.system)}};
        for (const auto& lib : kit->libraries)
            if (const ArmyList* l = lib->list(list.id)) editions.push_back({l, lib->system(l->system)});
        kit->lists.push_back(std::move(editions));
    }
    kit->importer = std::make_unique<text::TextImporter>(kit->lists, kit->words);
    return kit;
}

text::ImportResult import_file(const ImportKit& kit, const std::string& file, const std::string& list_id, platform::Links links) {
    text::ImportResult result;
    std::string text;
    if (!xml::read_text_file(file, text, result.findings, links)) return result;
    result = kit.importer->read(text, file, list_id);
    if (result.roster && !result.fingerprint.empty()) {
        const std::string actual = xml::roster_fingerprint(*result.roster);
        if (actual != result.fingerprint) {
            Diagnostic d("import_fingerprint_mismatch");
            d.where.file = file;
            d.where.line = result.fingerprint_line;
            d.arg("stated", result.fingerprint).arg("actual", actual);
            result.findings.push_back(std::move(d));
        }
    }
    sort_diagnostics(result.findings);
    return result;
}

}  // namespace muster::cli
