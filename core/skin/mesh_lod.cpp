#include "skin/mesh_lod.h"

#include <algorithm>
#include <cmath>

#include <meshoptimizer.h>

namespace rigstage {

SkinnedMesh simplifiedMesh(const SkinnedMesh& mesh, float ratio, std::size_t minTriangles)
{
    SkinnedMesh out;
    out.name = mesh.name;
    out.paletteBones = mesh.paletteBones;
    out.inverseBind = mesh.inverseBind;
    out.skinned = mesh.skinned;
    out.node = mesh.node;
    const std::size_t triangles = mesh.indices.size() / 3;
    const std::size_t target =
        std::min(triangles, std::max(minTriangles, std::size_t(std::lround(double(triangles) * double(ratio)))));
    std::vector<std::uint32_t> indices = mesh.indices;
    if (target < triangles && !mesh.positions.empty()) {
        const float* positions = &mesh.positions.front().x;
        std::vector<std::uint32_t> simplified(indices.size());
        // The error bound is relative to the mesh's extent: a crowd copy is small on screen, so a
        // tenth of its size is allowed; the triangle count is what the frame pays for.
        simplified.resize(meshopt_simplify(simplified.data(), indices.data(), indices.size(), positions, mesh.positions.size(),
                                           sizeof(glm::vec3), target * 3, 0.1f, 0, nullptr));
        if (simplified.size() > target * 3 * 3 / 2) {
            // Seams and borders stop the collapses early: the sloppy simplifier reaches the count.
            std::vector<std::uint32_t> sloppy(indices.size());
            sloppy.resize(meshopt_simplifySloppy(sloppy.data(), indices.data(), indices.size(), positions, mesh.positions.size(),
                                                 sizeof(glm::vec3), target * 3, 0.1f, nullptr));
            if (!sloppy.empty()) {
                simplified.swap(sloppy);
            }
        }
        if (!simplified.empty()) {
            indices.swap(simplified);
        }
    }
    // Only the vertices the triangles use, in the order they are first used.
    std::vector<std::uint32_t> remap(mesh.positions.size());
    const std::size_t kept = meshopt_optimizeVertexFetchRemap(remap.data(), indices.data(), indices.size(), mesh.positions.size());
    out.positions.resize(kept);
    out.normals.resize(kept);
    out.joints.resize(kept);
    out.weights.resize(kept);
    for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
        const std::uint32_t to = remap[v];
        if (to == ~0u) {
            continue;
        }
        out.positions[to] = mesh.positions[v];
        out.normals[to] = v < mesh.normals.size() ? mesh.normals[v] : glm::vec3(0.0f, 0.0f, 1.0f);
        if (v < mesh.joints.size()) {
            out.joints[to] = mesh.joints[v];
            out.weights[to] = mesh.weights[v];
        } else {
            out.joints[to] = {};
            out.weights[to] = {};
            out.weights[to][0] = 1.0f;
        }
    }
    out.indices.resize(indices.size());
    for (std::size_t i = 0; i < indices.size(); ++i) {
        out.indices[i] = remap[indices[i]];
    }
    return out;
}

}  // namespace rigstage
