// SPDX-License-Identifier: GPL-3.0-or-later
// The parse floor of a batch check: `muster-parse-floor FILE...` reads and parses each file with pugixml
// and nothing else, so tests/bench/instructions.sh can hold `muster check` against it.
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include <pugixml.hpp>

int main(int argc, char** argv) {
    std::size_t nodes = 0;
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        pugi::xml_document doc;
        if (!doc.load_buffer_inplace(bytes.data(), bytes.size())) return 1;
        for (pugi::xml_node n = doc.first_child(); n; n = n.next_sibling()) ++nodes;
    }
    std::printf("%zu documents parsed\n", nodes);
    return 0;
}
