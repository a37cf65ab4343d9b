#pragma once
// Hands an imported model and its findings from the import guard's child process back to the
// process that asked for it (core/import/import_guard.h), so that Assimp never reads a file in the
// window's or the command's own process: a file on which Assimp reads out of bounds without
// crashing would otherwise be imported a second time there (docs/reliability.md).
//
// The bytes only travel between a process and its own fork, never to a file: the format is the
// machine's native layout and carries no compatibility promise. Reading still checks every count
// against what is left, so a cut-off or damaged transfer is an error, never a crash.

#include <string>
#include <string_view>

#include "diagnostics.h"
#include "import/model_import.h"

namespace rigstage {

/// Writes the model and the findings made while importing it.
std::string encodeImportedModel(const ImportedModel& model, const Diagnostics& findings);

/// Reads what encodeImportedModel wrote. Returns false, leaving model and findings unspecified,
/// when the bytes are not exactly one whole transfer.
bool decodeImportedModel(std::string_view bytes, ImportedModel& model, Diagnostics& findings);

}  // namespace rigstage
