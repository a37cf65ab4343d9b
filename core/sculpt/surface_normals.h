#pragma once
// Normals for the sculpt corrections: area-weighted vertex normals, and the seed's "smoothed
// normals of a Laplacian-filtered mesh", which keep the local frames steady where skinning
// creases or stretches the surface. Parallel over vertices with oneTBB.

#include <vector>

#include <glm/glm.hpp>

#include "sculpt/mesh_topology.h"

namespace rigstage {

/// Area-weighted vertex normals of the triangles, shared across welded vertices (unit length;
/// a vertex on no triangle gets +Z).
void vertexNormals(const MeshTopology& topology, const std::vector<glm::vec3>& positions, std::vector<glm::vec3>& normals);

/// Uniform Laplacian smoothing: each pass moves every vertex halfway to the mean of its umbrella.
void laplacianSmooth(const MeshTopology& topology, const std::vector<glm::vec3>& positions, int passes,
                     std::vector<glm::vec3>& smoothed, bool parallel = true);

/// Normals of the mesh after passes of Laplacian smoothing (the frames' Z axes).
class SmoothedNormals {
public:
    void compute(const MeshTopology& topology, const std::vector<glm::vec3>& positions, int passes, bool parallel = true);
    const std::vector<glm::vec3>& normals() const { return normals_; }

private:
    std::vector<glm::vec3> smoothed_;
    std::vector<glm::vec3> normals_;
};

}  // namespace rigstage
