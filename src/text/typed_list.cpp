// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/typed_list.h"

#include "text/import_words.h"
#include "xml/load.h"

namespace muster::text {

std::unique_ptr<ImportKit> make_import_kit(const xml::Library& library, const std::filesystem::path& data_dir) {
    auto kit = std::make_unique<ImportKit>();
    for (const auto& lang : bundle_languages(data_dir / "i18n")) {
        Diagnostics ignored;  // the user's own library already reported any problem
        kit->libraries.push_back(std::make_unique<xml::Library>(xml::Library::load(data_dir, ignored, lang)));
    }
    kit->words = import_words(data_dir / "i18n");
    for (const auto& list : library.lists()) {
        ListEditions editions{{&list, library.system(list.system)}};
        for (const auto& lib : kit->libraries)
            if (const ArmyList* l = lib->list(list.id)) editions.push_back({l, lib->system(l->system)});
        kit->lists.push_back(std::move(editions));
    }
    kit->importer = std::make_unique<TextImporter>(kit->lists, kit->words);
    return kit;
}

ImportResult import_text(const ImportKit& kit, std::string_view text, const std::string& file, const std::string& list_id) {
    ImportResult result = kit.importer->read(text, file, list_id);
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

ImportResult import_file(const ImportKit& kit, const std::string& file, const std::string& list_id, platform::Links links) {
    ImportResult result;
    std::string text;
    if (!xml::read_text_file(file, text, result.findings, links)) return result;
    return import_text(kit, text, file, list_id);
}

bool opens(const Roster& roster, const std::string& file, Diagnostics& out) {
    const std::string xml = xml::roster_to_xml(roster);
    if (xml.size() > xml::kMaxFileSize) {
        Diagnostic d("import_roster_too_large");
        d.where.file = file;
        d.arg("units", static_cast<std::int64_t>(roster.unit_count()))
            .arg("size", static_cast<std::int64_t>(xml.size()))
            .arg("max", static_cast<std::int64_t>(xml::kMaxFileSize));
        out.push_back(std::move(d));
        return false;
    }
    Diagnostics read;
    const bool ok = xml::parse_roster(xml, file, read) && !has_errors(read);
    if (!ok) out.insert(out.end(), read.begin(), read.end());
    return ok;
}

}  // namespace muster::text
