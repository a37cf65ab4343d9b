#pragma once
// Authoring helper bones: the checks a new name must pass as it is typed, where a new bone's bind
// goes, what depends on a bone before it is renamed or deleted, and the edits on the editable
// forms (RawLayer, the HelperJointSetting documents). The caller rebuilds the character.

#include <string>
#include <string_view>
#include <vector>

#include "authoring/xml_tree_edit.h"
#include "io/character_loader.h"
#include "math/srt.h"
#include "skeleton/framework.h"

namespace rigstage {

/// Why name cannot be a new bone of layer (empty when it can): it must follow the naming
/// convention with the layer's level and name (_1Muscle{D}#Name for level 1 layer Muscle) and be
/// new to the stacked framework and to the layer.
std::string newBoneNameProblem(const RawLayer& layer, const Framework& stacked, std::string_view name);

/// Where a new bone's bind goes: on its parent, on a picked bone, or half way between two picked
/// bones (oriented as the first, as a twist bone between a joint and the next).
enum class BindPlacement { AtParent, AtBone, BetweenBones };

/// The new bone's bind transform relative to parent for a placement (first / second: the picked
/// bones, unused for AtParent), from the framework's bind world transforms.
Srt placedBindLocal(const Framework& framework, int parent, BindPlacement placement, int first = -1, int second = -1);

/// Something that names a bone: a child bone, a controller element, a manifest module, a mesh's
/// skin. own marks the bone's own Helper element (deleted with it).
struct BoneDependent {
    std::string file;
    int line = 0;
    std::string what;
    bool own = false;
};

/// Everything in the character's files that names bone: children in every layer and costume,
/// elements of every HelperJointSetting (attributes naming it: targets, inputs, up nodes, IK
/// chains, expose TMs, variables), the manifest's modules (read from its file, for the lines)
/// and the meshes it skins.
std::vector<BoneDependent> dependentsOf(const CharacterData& data, std::string_view bone);

/// The Helper element that drives bone in setting, or null.
tinyxml2::XMLElement* helperElementOf(const HelperJointSetting& setting, std::string_view bone);

/// Renames bone in setting's document: every attribute naming it (whole, or as one word of a
/// list) is rewritten through edit.
void renameInSetting(XmlTreeEdit& edit, std::string_view from, const std::string& to);

/// Renames a bone of layer and the parent names of its children there.
void renameInLayer(RawLayer& layer, std::string_view from, const std::string& to);

}  // namespace rigstage
