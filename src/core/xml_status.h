// SPDX-License-Identifier: GPL-3.0-or-later
// Why an XML text is not well-formed, as a word the message bundles translate (pugixml's descriptions
// are English). Here because both the data loaders and the print templates parse XML.
#pragma once

namespace muster {

/// The id of a pugi::xml_parse_status, passed as its number: "unclosed_tag" … ("other" when unknown).
inline const char* xml_parse_status_id(int status) {
    // In the order of pugixml's enum xml_parse_status (unchanged since pugixml 1.0).
    static constexpr const char* ids[] = {"ok", "file_not_found", "io_error", "out_of_memory", "internal_error",
                                          "unrecognized_tag", "bad_pi", "bad_comment", "bad_cdata", "bad_doctype",
                                          "bad_pcdata", "bad_start_element", "bad_attribute", "bad_end_element",
                                          "end_element_mismatch", "append_invalid_root", "no_document_element"};
    return status >= 0 && status < static_cast<int>(sizeof ids / sizeof *ids) ? ids[status] : "other";
}

}  // namespace muster
