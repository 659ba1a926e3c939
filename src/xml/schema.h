// SPDX-License-Identifier: GPL-3.0-or-later
// Validation against the XSDs of schema/ in process (libxml2), so `muster lint` needs no other program.
#pragma once
#include <filesystem>
#include <string>

#include "core/diagnostic.h"

namespace muster::xml {

/// What a file is before it is loaded: its root element and, for a list, the system it names.
struct FileKind {
    std::string root;  ///< empty when the file cannot be read or parsed; `out` then says why
    std::string system;
};

/// Reads a file as every loader does (size cap, UTF-8, nesting limit) and says what it is.
FileKind peek_file(const std::filesystem::path& file, Diagnostics& out);

/// Validates `file` against the schema `xsd`; each violation becomes a schema_invalid finding with its line.
void validate_schema(const std::filesystem::path& file, const std::filesystem::path& xsd, Diagnostics& out);

}  // namespace muster::xml
