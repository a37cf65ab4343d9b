#pragma once
// Reads and writes the character manifest: which layers stack, in which order, and which clips
// come with them. Format: docs/format.md.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics.h"

namespace rigstage {

/// One <Layer> of a manifest.
struct ManifestLayer {
    std::string framework;   ///< Framework file, as written (relative to the manifest's folder).
    std::string helperJoints;  ///< HelperJointSetting file of a procedural layer; empty when none.
    int line = 0;
};

/// One <Costume> of a manifest: a layer (and its helper joints) the character may wear.
struct ManifestCostume {
    std::string name;          ///< Shown in the costume menu; unique within the character.
    std::string framework;     ///< Framework file of the costume layer.
    std::string helperJoints;  ///< Its HelperJointSetting file; empty when none.
    int line = 0;
};

/// One <Clip> of a manifest.
struct ManifestClip {
    std::string file;        ///< Animation file, as written (relative to the manifest's folder).
    int line = 0;
};

/// A character: the layers to stack (lowest first) and the clips that play on them.
struct CharacterManifest {
    std::string name;
    std::string upAxis = "Z";    ///< "Z" (3ds Max) or "Y" (glTF).
    std::string unit = "cm";     ///< Length unit of the files: "cm", "m", "mm" or "in".
    std::vector<ManifestLayer> layers;
    std::vector<ManifestClip> clips;
    std::vector<ManifestCostume> costumes;  ///< Costumes that can be worn on top of the layers.
    std::string file;            ///< Where it was read from.
};

/// Parses a Character document; reports every problem and returns std::nullopt on any error.
std::optional<CharacterManifest> parseManifestXml(std::string_view text, const std::string& file,
                                                  Diagnostics& diagnostics);

/// Writes a manifest; parsing the result gives the same manifest back.
std::string writeManifestXml(const CharacterManifest& manifest);

}  // namespace rigstage
