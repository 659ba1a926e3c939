// SPDX-License-Identifier: GPL-3.0-or-later
// Translated names and texts in game-system and army-list files (xml:lang variants), chosen at load time.
#pragma once
#include <string>

#include <pugixml.hpp>

namespace muster::xml {

/// Puts a data document into `language` ("it", "de_AT"; empty = as written). An element's translation is a
/// child with an xml:lang attribute: <name xml:lang="it">…</name>, <title>, <label> and <source> replace
/// the element's attribute of that name, <text xml:lang="it">…</text> its own text. The most specific
/// match wins (de_AT, then de); without one the original stays. Every such child is removed afterwards, so
/// readers see the document as if it had been written in that language. Ids and troop-type codes are never
/// translated.
void apply_language(pugi::xml_node root, const std::string& language);

}  // namespace muster::xml
