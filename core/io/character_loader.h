#pragma once
// Loads a character: its manifest, every layer's Framework file and every clip, then builds the
// Framework. Every problem in every file is reported; nothing stops at the first error.

#include <memory>
#include <string>
#include <vector>

#include "anim/clip.h"
#include "diagnostics.h"
#include "io/helper_joint_setting_xml.h"
#include "io/manifest_xml.h"
#include "skeleton/framework.h"
#include "skeleton/raw_layer.h"

namespace rigstage {

/// Everything a manifest brings, in editable form plus the built framework.
struct CharacterData {
    CharacterManifest manifest;
    std::vector<RawLayer> layers;                 ///< In stacking order; only the ones that parsed.
    std::vector<Clip> clips;                      ///< Only the ones that parsed.
    std::vector<HelperJointSetting> helperSettings;  ///< Of the procedural layers, in stacking order.
    std::shared_ptr<const Framework> framework;   ///< Null when the layers could not be stacked.

    /// Returns the index of the clip with this name, or -1.
    int findClip(const std::string& name) const;
};

/// Loads the manifest at path and everything it names. Returns std::nullopt only when the
/// manifest itself cannot be read; otherwise returns what could be loaded, with the problems
/// in diagnostics (framework stays null if any layer failed).
std::optional<CharacterData> loadCharacter(const std::string& path, Diagnostics& diagnostics);

/// Returns path resolved against the folder of the file base (absolute paths pass through).
std::string resolveRelative(const std::string& base, const std::string& path);

}  // namespace rigstage
