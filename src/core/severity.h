// SPDX-License-Identifier: GPL-3.0-or-later
// How serious a finding is: the one word the model's data (a constraint, a unit rule) and the findings share.
#pragma once

namespace muster {

enum class Severity { Note, Warning, Error };

/// "note", "warning" or "error": the word used in every output format.
const char* severity_name(Severity s);

}  // namespace muster
