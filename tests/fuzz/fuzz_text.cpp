// SPDX-License-Identifier: GPL-3.0-or-later
// A typed list from any bytes: read in every language of the data, and the army read checked by the rules.
#include <memory>

#include "fuzz_common.h"
#include "text/import.h"
#include "text/import_words.h"

namespace {

/// The data in every language and the reader over it, built once.
const muster::text::TextImporter& importer() {
    using namespace muster;
    static std::vector<std::unique_ptr<xml::Library>> libraries;
    static std::vector<text::ListEditions> lists;
    static text::ImportWords words;
    static const auto reader = [] {
        for (const auto& lang : text::bundle_languages(std::string(MUSTER_DATA_DIR) + "/i18n")) {
            Diagnostics ignored;
            libraries.push_back(std::make_unique<xml::Library>(xml::Library::load(MUSTER_DATA_DIR, ignored, lang)));
        }
        words = text::import_words(std::string(MUSTER_DATA_DIR) + "/i18n");
        for (const auto& l : libraries.front()->lists()) {
            text::ListEditions e;
            for (const auto& lib : libraries)
                if (const ArmyList* x = lib->list(l.id)) e.push_back({x, lib->system(x->system)});
            lists.push_back(std::move(e));
        }
        return std::make_unique<text::TextImporter>(lists, words);
    }();
    return *reader;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace muster;
    const auto result = importer().read(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.txt");
    if (!result.roster) return 0;
    const ArmyList* list = fuzz::library().list(result.roster->list);
    const GameSystem* system = list ? fuzz::library().system(list->system) : nullptr;
    if (list && system) check(*result.roster, *list, *system);
    return 0;
}
