// Importing a model: the checks a file passes before any importer sees it, and the guarded read
// (Assimp in a bounded child, its model handed back; assimp_scene.cpp reads the file).

#include "import/model_import.h"

#include <algorithm>
#include <filesystem>

#include <assimp/Importer.hpp>

#include "import/assimp_scene.h"
#include "import/gltf_references.h"
#include "import/import_guard.h"
#include "import/imported_model_transfer.h"
#include "io/xml_support.h"

namespace rigstage {

bool isModelFile(const std::string& path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    if (ext.empty()) {
        return false;
    }
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (ext == ".xml") {
        return false;
    }
    Assimp::Importer importer;
    return importer.IsExtensionSupported(ext);
}

std::optional<ImportedModel> importModel(const std::string& path, Diagnostics& diagnostics)
{
    if (!xml::checkRegularFile(path, diagnostics)) {
        return std::nullopt;  // Assimp's read of a FIFO or a device blocks for ever
    }
    std::uintmax_t externalBytes = 0;
    if (!checkGltfReferences(path, diagnostics, externalBytes)) {
        return std::nullopt;  // the same for a glTF's buffer or picture
    }
    if (importGuardEnabled()) {
        // Try it in a bounded child first: what crashes, exhausts memory or hangs there never
        // reaches this process (the window, the command).
        std::error_code ec;
        const ImportLimits limits = importLimitsFor(std::filesystem::file_size(path, ec) + externalBytes);
        const ChildResult trial = runBoundedInChild(
            [&path](std::string& message, std::string& payload) {
                Diagnostics found;
                const std::optional<ImportedModel> model = importWithAssimp(path, found);
                for (const Diagnostic& d : found.items()) {
                    if (d.severity == Severity::Error && message.empty()) {
                        message = d.message;
                    }
                }
                if (model) {
                    payload = encodeImportedModel(*model, found);
                }
                return model.has_value();
            },
            limits);
        if (trial.outcome == ChildOutcome::Succeeded) {
            // The child's model, handed back: Assimp never reads the file in this process.
            ImportedModel model;
            Diagnostics found;
            if (decodeImportedModel(trial.payload, model, found)) {
                diagnostics.append(found);
                return model;
            }
            diagnostics.error("import.failed", path, 0, "the importer's result did not come back whole; nothing of it was loaded", {},
                              "Try again; if it persists, report it with the file.");
            return std::nullopt;
        }
        if (trial.outcome == ChildOutcome::Failed) {
            // An ordinary failure, the same in-process: report it without paying for it twice.
            diagnostics.error("import.failed", path, 0, trial.message.empty() ? "the model could not be read" : trial.message, {},
                              "Check that the file is complete and in a format Assimp reads (FBX, glTF, COLLADA, ...).");
            return std::nullopt;
        }
        if (trial.outcome == ChildOutcome::Crashed || trial.outcome == ChildOutcome::OutOfMemory
            || trial.outcome == ChildOutcome::TimedOut) {
            diagnostics.error(trial.outcome == ChildOutcome::TimedOut ? "import.timeout" : "import.crashed", path, 0,
                              describeChildResult(trial, limits) + "; nothing of it was loaded", {},
                              "Check that the file is complete (re-export it); $RIGSTAGE_IMPORT_MEMORY_MB and "
                              "$RIGSTAGE_IMPORT_SECONDS raise the bounds for a model that is genuinely large.");
            return std::nullopt;
        }
    }
    // No child could be started (or the guard is off): import here.
    return importWithAssimp(path, diagnostics);
}

}  // namespace rigstage
