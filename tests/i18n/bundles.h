// SPDX-License-Identifier: GPL-3.0-or-later
// The compiled message bundles as the tests see them: the locales of i18n/LOCALES and every string of a bundle.
#pragma once
#include <fstream>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <unicode/messagepattern.h>
#include <unicode/unistr.h>
#include <unicode/ures.h>

namespace muster::test {

inline std::string bundle_dir() {
    return std::string(MUSTER_DATA_DIR) + "/i18n";
}

/// The languages the build compiles, root first.
inline std::vector<std::string> locales() {
    std::ifstream in(std::string(MUSTER_SOURCE_DIR) + "/i18n/LOCALES");
    if (!in) throw std::runtime_error("cannot read i18n/LOCALES");
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) out.push_back(line);
    return out;
}

/// The locale whose plural rules and number formats a bundle uses (root is English).
inline const char* icu_locale(const std::string& bundle) {
    return bundle == "root" ? "en" : bundle.c_str();
}

struct Entry {
    std::string path;  ///< "diag/points_spare"; nested tables add more parts
    icu::UnicodeString pattern;
};

struct BundleCloser {
    void operator()(UResourceBundle* b) const { ures_close(b); }
};
using Bundle = std::unique_ptr<UResourceBundle, BundleCloser>;

/// Opens exactly this locale's bundle, without falling back to its parents.
inline Bundle open_bundle(const std::string& locale) {
    UErrorCode status = U_ZERO_ERROR;
    const std::string dir = bundle_dir() + "/";
    Bundle b(ures_openDirect(dir.c_str(), locale.c_str(), &status));
    if (U_FAILURE(status))
        throw std::runtime_error("cannot open the bundle " + locale + " in " + dir + ": " + u_errorName(status));
    return b;
}

inline void collect(UResourceBundle* table, const std::string& prefix, std::vector<Entry>& out) {
    ures_resetIterator(table);
    while (ures_hasNext(table)) {
        UErrorCode status = U_ZERO_ERROR;
        Bundle item(ures_getNextResource(table, nullptr, &status));
        if (U_FAILURE(status)) throw std::runtime_error("cannot read " + prefix + ": " + u_errorName(status));
        const std::string path = prefix.empty() ? ures_getKey(item.get()) : prefix + "/" + ures_getKey(item.get());
        if (ures_getType(item.get()) == URES_TABLE) {
            collect(item.get(), path, out);
        } else {
            int32_t len = 0;
            const UChar* s = ures_getString(item.get(), &len, &status);
            if (U_FAILURE(status)) throw std::runtime_error(path + " is not a string");
            out.push_back({path, icu::UnicodeString(s, len)});
        }
    }
}

/// Every string of the locale's own bundle.
inline std::vector<Entry> entries(const std::string& locale) {
    Bundle b = open_bundle(locale);
    std::vector<Entry> out;
    collect(b.get(), "", out);
    return out;
}

inline std::string utf8(const icu::UnicodeString& s) {
    std::string out;
    s.toUTF8String(out);
    return out;
}

/// The named arguments of a pattern and how it uses each: plural (a number), select or plain.
/// An argument used both plainly and as plural/select keeps the stronger use.
inline std::map<std::string, UMessagePatternArgType> arguments(const icu::UnicodeString& pattern) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError where;
    icu::MessagePattern mp(pattern, &where, status);
    if (U_FAILURE(status)) throw std::runtime_error("cannot parse the pattern " + utf8(pattern) + ": " + u_errorName(status));
    std::map<std::string, UMessagePatternArgType> out;
    for (int32_t i = 0; i + 1 < mp.countParts(); ++i) {
        const icu::MessagePattern::Part& part = mp.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        auto& use = out.try_emplace(utf8(mp.getSubstring(mp.getPart(i + 1))), UMSGPAT_ARG_TYPE_NONE).first->second;
        if (part.getArgType() != UMSGPAT_ARG_TYPE_NONE) use = part.getArgType();
    }
    return out;
}

inline bool is_number(UMessagePatternArgType use) {
    return use == UMSGPAT_ARG_TYPE_PLURAL || use == UMSGPAT_ARG_TYPE_SELECTORDINAL || use == UMSGPAT_ARG_TYPE_SIMPLE;
}

}  // namespace muster::test
