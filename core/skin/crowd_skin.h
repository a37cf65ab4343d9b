#pragma once
// The bodies of a crowd skinned into one shared vertex buffer: each instance wears the meshes of its
// own costume set (the character's, then each worn costume's, as MeshDeformer stacks them) at a
// lower level of detail (mesh_lod.h), bound to its own framework and skinned with the project's
// skinning (skinMatrices + skinMesh) for its own world transforms, the instances spread over the
// cores. One buffer and one index list for the whole crowd: a renderer draws it in one call.

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

#include <glm/glm.hpp>

#include "character/crowd.h"
#include "skin/skinning.h"

namespace rigstage {

class CrowdSkin {
public:
    /// One mesh an instance draws: its level of detail, bound to the instance's framework.
    struct Part {
        const SkinnedMesh* mesh = nullptr;  ///< The simplified mesh (owned by the CrowdSkin).
        SkinBinding binding;
        int layer = 0;                      ///< 0: the character's own meshes; c + 1: costume c's.
        std::size_t firstVertex = 0;        ///< Where its vertices start in vertices() (in vertices).
    };

    /// Binds every instance of crowd to the meshes of data it wears, each simplified to about
    /// detail of its triangles (1: the meshes whole). Palette bones an instance's framework lacks
    /// keep the bind pose for their influence (reported by the character's own MeshDeformer).
    /// data and crowd must outlive the CrowdSkin (until the next bind).
    void bind(const CharacterData& data, const Crowd& crowd, float detail);
    /// Skins every instance: instance i for world[firstBone[i] ...] (its framework's bone count of
    /// world transforms, already placed where it stands), by method. Results do not depend on the
    /// thread count: each vertex is skinned by one skinMesh call, as the instance alone would be.
    void deform(const std::vector<glm::mat4>& world, const std::vector<std::size_t>& firstBone,
                SkinningMethod method = SkinningMethod::Linear);

    int instanceCount() const { return int(parts_.size()); }
    const std::vector<Part>& parts(int instance) const { return parts_[std::size_t(instance)]; }
    /// Position and normal of every vertex (6 floats each), instance after instance, part after part.
    const std::vector<float>& vertices() const { return vertices_; }
    std::size_t vertexCount() const { return vertices_.size() / 6; }
    /// Triangles of the whole crowd, as indices into vertices().
    const std::vector<std::uint32_t>& indices() const { return indices_; }
    /// The layer of each vertex (see Part::layer), for its colour.
    const std::vector<int>& vertexLayers() const { return layers_; }
    /// The first vertex and the vertex count of instance i in vertices().
    std::size_t firstVertex(int instance) const { return firstVertex_[std::size_t(instance)]; }
    std::size_t vertexCount(int instance) const
    {
        return firstVertex_[std::size_t(instance) + 1] - firstVertex_[std::size_t(instance)];
    }
    /// Triangles every instance would draw with its meshes whole (indices() holds those drawn).
    std::size_t sourceTriangles() const { return sourceTriangles_; }

    /// What a ray meets first: the instance, the layer of the mesh (see Part::layer) and how far.
    struct Hit {
        int instance = -1;
        int layer = -1;
        float distance = 0.0f;
    };
    /// The skinned triangle the ray (origin, unit direction) meets first (instance -1: none).
    Hit hitAt(const glm::vec3& origin, const glm::vec3& direction) const;
    /// The instance whose skinned triangles the ray meets first, or -1.
    int instanceAt(const glm::vec3& origin, const glm::vec3& direction) const { return hitAt(origin, direction).instance; }

private:
    std::map<const SkinnedMesh*, std::unique_ptr<SkinnedMesh>> simplified_;  // by the mesh it simplifies
    std::vector<std::vector<Part>> parts_;
    std::vector<std::size_t> firstVertex_;  // per instance, and the total last
    std::vector<std::size_t> firstIndex_;   // per instance, and the total last
    std::vector<float> vertices_;
    std::vector<std::uint32_t> indices_;
    std::vector<int> layers_;
    std::size_t sourceTriangles_ = 0;
    const Crowd* crowd_ = nullptr;
    float detail_ = 0.0f;
};

}  // namespace rigstage
