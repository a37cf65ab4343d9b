#pragma once
// A lower level of detail of a skinned mesh, for characters drawn small (a crowd seen from afar):
// fewer triangles over a subset of the mesh's own vertices, simplified by meshoptimizer.

#include <cstddef>

#include "import/model_import.h"

namespace rigstage {

/// About ratio of mesh's triangles (never fewer than minTriangles, never more than it has),
/// simplified by meshoptimizer (edge collapses that keep the shape, then, where those stop short
/// of the target, its sloppy simplifier). The vertices kept are the mesh's own, unchanged
/// (position, normal, joints, weights) and the palette is the mesh's, so skinning the result
/// equals skinning those vertices of the mesh. Morph targets and UVs are left out. A mesh at or
/// under the target comes back whole (less its morphs and UVs).
SkinnedMesh simplifiedMesh(const SkinnedMesh& mesh, float ratio, std::size_t minTriangles = 64);

}  // namespace rigstage
