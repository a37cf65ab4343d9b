#pragma once
// How a character's bones are drawn, from its framework and helper joints: layer colours, helper
// markers, hidden bones. Shared by the window and `rigstage-cli render`.

#include <set>
#include <vector>

#include "helpers/helper_joint_system.h"
#include "viewport/skeleton_mesh.h"

namespace rigstage {

/// One style per bone: the parent, the layer's colour, helper joints (procedural bones with
/// controllers, or non-baked bones of procedural layers) as markers, and hidden bones.
std::vector<BoneStyle> boneStyles(const Framework& framework, const HelperJointSystem* helpers,
                                  const std::set<int>& hidden = {});

/// Height of the character at its bind pose along the up axis (at least 1), for marker sizes.
float characterSize(const Framework& framework, bool zUp);

}  // namespace rigstage
