#pragma once
// What a re-export changed: the files a character is read from (to watch them), and the
// difference between two loads of it, by name (bones, controllers, clips, costumes), so a window
// reloading after a DCC's re-export can say what changed.

#include <string>
#include <vector>

#include "io/character_loader.h"

namespace rigstage {

/// Every file the character at manifestPath is read from: the manifest itself, then each layer's
/// Framework and HelperJointSetting, the clips, the costumes' files, the meshes and the
/// corrections, resolved to absolute paths, each once, in that order; a model file is followed by
/// the files it names that exist (a glTF's buffers and images: modelFiles).
std::vector<std::string> characterFiles(const CharacterManifest& manifest, const std::string& manifestPath);

/// Names added, removed and changed between two loads of a character.
struct CharacterChanges {
    std::vector<std::string> bonesAdded, bonesRemoved;
    std::vector<std::string> bonesMoved;           ///< Bind pose or parent changed.
    std::vector<std::string> controllersAdded, controllersRemoved, controllersChanged;  ///< Helper bones, IkLimb ends, ExposeTm names.
    std::vector<std::string> clipsAdded, clipsRemoved, clipsChanged;
    std::vector<std::string> costumesAdded, costumesRemoved;
    bool modulesChanged = false;  ///< The manifest's IK, locomotion, physics ... or its pipeline.
    bool meshesChanged = false;   ///< Mesh count, names or vertex counts.

    bool empty() const;
};

CharacterChanges diffCharacters(const CharacterData& before, const CharacterData& after);

}  // namespace rigstage
