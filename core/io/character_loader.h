#pragma once
// Loads a character: its manifest, every layer's Framework file and every clip, then builds the
// Framework. Every problem in every file is reported; nothing stops at the first error.

#include <memory>
#include <string>
#include <vector>

#include "anim/clip.h"
#include "diagnostics.h"
#include "io/helper_joint_setting_xml.h"
#include "import/model_import.h"
#include "io/manifest_xml.h"
#include "sculpt/correction.h"
#include "skeleton/framework.h"
#include "skeleton/raw_layer.h"

namespace rigstage {

class LoadCache;

/// A costume the character can wear: its layer and, when procedural, its helper joints.
struct CostumeData {
    std::string name;
    RawLayer layer;
    std::optional<HelperJointSetting> helpers;
    std::vector<SkinnedMesh> meshes;  ///< Drawn while it is worn (the manifest's Costume@mesh).
};

/// A costume of the manifest whose files did not load (say, a template folder that is not where
/// the manifest's relative path points): kept so that it can be listed with the reason and loaded
/// from a folder the user locates (locateCostumes).
struct UnavailableCostume {
    ManifestCostume entry;           ///< The manifest's entry: name, the paths as written, its line.
    std::string framework;           ///< The files it asked for, resolved against the manifest.
    std::string helperJoints;        ///< Empty when it names none.
    std::string mesh;                ///< Empty when it names none.
    std::vector<Diagnostic> errors;  ///< Why it did not load, each with its file and line.
};

/// Everything a manifest brings, in editable form plus the built framework.
struct CharacterData {
    CharacterManifest manifest;
    std::vector<RawLayer> layers;                 ///< In stacking order; only the ones that parsed.
    std::vector<Clip> clips;                      ///< Only the ones that parsed.
    std::vector<HelperJointSetting> helperSettings;  ///< Of the procedural layers, in stacking order.
    std::vector<CostumeData> costumes;               ///< Only the ones whose files parsed.
    std::vector<UnavailableCostume> unavailableCostumes;  ///< The others, in manifest order.
    std::shared_ptr<const Framework> framework;   ///< Null when the layers could not be stacked.
    std::vector<SkinnedMesh> meshes;              ///< From the manifest's <Mesh> files, or the model opened.
    std::optional<CorrectionFile> corrections;    ///< The manifest's <Corrections> file, when it names one that parsed.
    /// A model file opened as the character: the centimetres per unit its file counts in (its
    /// lengths are converted to centimetres on import); 0 for a manifest.
    double modelCentimetresPerUnit = 0.0;

    /// Returns the index of the clip with this name, or -1.
    int findClip(const std::string& name) const;
    /// Returns the index of the costume with this name, or -1.
    int findCostume(const std::string& name) const;
};

/// Loads the manifest at path and everything it names. A model file (FBX, glTF, ... see
/// isModelFile) loads as a character of its own: its node hierarchy as the base layer, its meshes
/// and its clips, in centimetres. Returns std::nullopt only when the
/// manifest itself cannot be read; otherwise returns what could be loaded, with the problems
/// in diagnostics (framework stays null if any layer failed). With a cache, the models and clips
/// whose files hold the bytes the cache read last time are taken from it (a reload after a
/// re-export), and the cache keeps what this load read for the next one.
std::optional<CharacterData> loadCharacter(const std::string& path, Diagnostics& diagnostics, LoadCache* cache = nullptr);

/// Reads a costume: its Framework file and, when given, its HelperJointSetting (which must be for
/// the same layer). Returns std::nullopt with the problems in diagnostics.
std::optional<CostumeData> loadCostume(const std::string& name, const std::string& frameworkPath,
                                       const std::string& helpersPath, Diagnostics& diagnostics);

/// Where a file a manifest names (as written, e.g. "../../templates/robe/Robe.Framework.xml") lies
/// in folder: the first of the tails of its path, longest first ("templates/robe/Robe.Framework.xml",
/// "robe/Robe.Framework.xml", "Robe.Framework.xml"), that is a file there. Empty when none is.
std::string findInFolder(const std::string& folder, const std::string& written);

/// Loads the unavailable costume `index` (into data.unavailableCostumes) from folder, each of its
/// files found there by findInFolder, and with it every other unavailable costume whose files are all
/// in folder too. Each one that loads moves from data.unavailableCostumes to the end of
/// data.costumes (the indices of the costumes already there stay); returns their new indices. When
/// the chosen costume does not load from folder nothing changes and diagnostics say why. The
/// manifest is not rewritten: the costumes come from folder until the character is read again.
std::vector<int> locateCostumes(CharacterData& data, int index, const std::string& folder, Diagnostics& diagnostics);

/// The framework of the character's layers with the given costumes (indices into data.costumes)
/// stacked on top, in that order. Null with the problems in diagnostics when they do not stack.
std::shared_ptr<const Framework> buildFramework(const CharacterData& data, const std::vector<int>& costumes,
                                                Diagnostics& diagnostics);

/// Returns path resolved against the folder of the file base (absolute paths pass through).
std::string resolveRelative(const std::string& base, const std::string& path);

}  // namespace rigstage
