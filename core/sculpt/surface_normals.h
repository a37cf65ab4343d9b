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

/// Smoothed normals on a region only: the vertices the corrections read (moved and analysed).
/// Smoothing pass k needs one more ring than pass k + 1, so the region is grown by passes + 1
/// rings once, and each frame smooths only those rings: the cost follows the corrections' size,
/// not the mesh's. Gives the same normals as SmoothedNormals on the region.
class RegionNormals {
public:
    /// region: vertex indices; passes: Laplacian passes (as SmoothedNormals).
    void build(const MeshTopology& topology, const std::vector<std::uint32_t>& region, int passes);
    /// Writes the smoothed normals of the region's vertices into normals (sized to the mesh; the
    /// other entries are left as they were).
    void compute(const MeshTopology& topology, const std::vector<glm::vec3>& positions, std::vector<glm::vec3>& normals);

private:
    std::vector<std::vector<std::uint32_t>> rings_;  // rings_[k]: welded vertices within k rings of the region
    std::vector<std::uint32_t> region_;              // the region's vertices (all copies)
    std::vector<glm::vec3> a_, b_;                   // smoothing scratch, mesh-sized
    std::vector<std::uint32_t> faces_;               // the triangles around the region's vertices
    std::vector<glm::vec3> faceNormals_;             // their area normals (triangle-sized; valid on faces_)
};

/// The geometric (area-weighted) normal at vertex v of positions.
glm::vec3 geometricNormal(const MeshTopology& topology, const std::vector<glm::vec3>& positions, std::uint32_t v);

}  // namespace rigstage
