// SPDX-License-Identifier: GPL-3.0-or-later
// A streaming JSON writer: enough for reports, with correct escaping and commas.
#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "cli/text.h"

namespace muster::cli {

class Json {
public:
    explicit Json(std::ostream& os) : m_os(os) {}
    Json& begin_object() { return open('{'); }
    Json& end_object() { return close('}'); }
    Json& begin_array() { return open('['); }
    Json& end_array() { return close(']'); }
    Json& key(const std::string& k) {
        separate();
        string(k);
        m_os << ':';
        m_after_key = true;
        return *this;
    }
    Json& value(const std::string& s) {
        separate();
        string(s);
        return *this;
    }
    Json& value(const char* s) { return value(std::string(s)); }
    Json& value(int n) {
        separate();
        m_os << n;
        return *this;
    }
    Json& value(bool b) {
        separate();
        m_os << (b ? "true" : "false");
        return *this;
    }

private:
    std::ostream& m_os;
    std::vector<bool> m_first;
    bool m_after_key = false;

    void separate() {
        if (m_after_key) {
            m_after_key = false;
            return;
        }
        if (!m_first.empty()) {
            if (!m_first.back()) m_os << ',';
            m_first.back() = false;
        }
    }
    Json& open(char c) {
        separate();
        m_os << c;
        m_first.push_back(true);
        return *this;
    }
    Json& close(char c) {
        m_first.pop_back();
        m_os << c;
        return *this;
    }
    void string(const std::string& raw) {
        // A file name may hold any bytes; JSON text must be UTF-8.
        const std::string s = valid_utf8(raw);
        m_os << '"';
        for (unsigned char c : s) {
            if (c == '"' || c == '\\') m_os << '\\' << c;
            else if (c == '\n') m_os << "\\n";
            else if (c < 0x20) {
                const char* hex = "0123456789abcdef";
                m_os << "\\u00" << hex[c >> 4] << hex[c & 15];
            } else m_os << c;
        }
        m_os << '"';
    }
};

}  // namespace muster::cli
