#pragma once
// Reading a model file with Assimp in this process (assimp_scene.cpp): what importModel runs in
// its bounded child, or here when no child can be started. Internal to core/import.

#include <optional>
#include <string>

#include "diagnostics.h"
#include "import/model_import.h"

namespace rigstage {

/// Reads the model at path with Assimp (counted by assimpRunsInThisProcess). Nullopt, with an
/// import.failed error naming the file, when Assimp rejects it.
std::optional<ImportedModel> importWithAssimp(const std::string& path, Diagnostics& diagnostics);

}  // namespace rigstage
