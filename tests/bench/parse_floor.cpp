// SPDX-License-Identifier: GPL-3.0-or-later
// The floor of batch checking: `muster-parse-floor DIR` reads every .muster file of DIR (in name order, as
// `muster check DIR` does) and parses it with pugixml in place, nothing more. tests/bench/instructions.sh
// counts its instructions beside `muster check --summary`.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include <pugixml.hpp>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: muster-parse-floor DIR\n";
        return 2;
    }
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::directory_iterator(argv[1]))
        if (e.path().extension() == ".muster") files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    std::size_t elements = 0;
    std::string text;
    for (const auto& f : files) {
        std::FILE* in = std::fopen(f.c_str(), "rb");
        if (!in) return 1;
        text.resize(static_cast<std::size_t>(std::filesystem::file_size(f)));
        const std::size_t got = std::fread(text.data(), 1, text.size(), in);
        std::fclose(in);
        pugi::xml_document doc;
        if (got != text.size() || !doc.load_buffer_inplace(text.data(), text.size())) return 1;
        // Count the elements (a plain walk, no more), so the parse cannot be skipped.
        for (pugi::xml_node n = doc.first_child(); n;) {
            elements += n.type() == pugi::node_element ? 1 : 0;
            if (n.first_child()) {
                n = n.first_child();
                continue;
            }
            while (n && !n.next_sibling()) n = n.parent();
            if (n) n = n.next_sibling();
        }
    }
    std::cout << files.size() << " files, " << elements << " elements\n";
    return 0;
}
