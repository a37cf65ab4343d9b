#pragma once
// Skinning on the CPU: linear blend (LBS) and dual-quaternion (DQS), positions and normals,
// parallel over vertices with oneTBB. The output feeds the viewport and the sculpt corrections.

#include <vector>

#include <glm/glm.hpp>

#include "import/model_import.h"

namespace rigstage {

enum class SkinningMethod { Linear, DualQuaternion };

/// A skin resolved against a framework: for each palette entry, the bone index (-1 when the
/// framework has no such bone: that entry keeps the bind pose).
struct SkinBinding {
    std::vector<int> paletteToBone;
};

/// Matches the mesh's palette bones to framework bones by full name, then by the convention's
/// #Name part. Unmatched bones are listed in missing.
class Framework;
SkinBinding bindSkin(const SkinnedMesh& mesh, const Framework& framework, std::vector<std::string>& missing);

/// Skin matrices for a pose: world(bone) * inverseBind per palette entry (identity for unmatched).
void skinMatrices(const SkinnedMesh& mesh, const SkinBinding& binding, const std::vector<glm::mat4>& world,
                  std::vector<glm::mat4>& out);

struct SkinOutput {
    std::vector<glm::vec3> positions;
    std::vector<glm::vec3> normals;
};

/// Deforms the mesh (with morph weights, one per morph target, or none) by the skin matrices.
/// parallel = false runs on the calling thread only (for the single-thread benchmark).
void skinMesh(const SkinnedMesh& mesh, const std::vector<glm::mat4>& skin, SkinningMethod method, SkinOutput& out,
              bool parallel = true, const std::vector<float>& morphWeights = {});

}  // namespace rigstage
