#pragma once
// Vertex adjacency of a triangle mesh for the sculpt corrections: each vertex's umbrella (the
// vertices it shares an edge with). Vertices split at UV or normal seams share one position; they
// are welded here so umbrellas and smoothing do not stop at a seam.

#include <cstdint>
#include <span>
#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

class MeshTopology {
public:
    MeshTopology() = default;
    /// Builds the umbrellas from triangles (indices past the vertex count are skipped).
    MeshTopology(const std::vector<glm::vec3>& positions, const std::vector<std::uint32_t>& indices);
    /// The same, taken from the few meshes whose topology was asked for last when one of them has
    /// exactly these positions and indices (a reload whose mesh did not change, and a load's
    /// validation and deformer preparing the same corrections, build it once). Thread-safe.
    static MeshTopology of(const std::vector<glm::vec3>& positions, const std::vector<std::uint32_t>& indices);

    int vertexCount() const { return int(weld_.size()); }
    /// The vertices sharing an edge with vertex v (welded representatives, sorted, no repeats).
    std::span<const std::uint32_t> umbrella(int v) const
    {
        const int w = int(weld_[std::size_t(v)]);
        return {neighbours_.data() + offsets_[std::size_t(w)], offsets_[std::size_t(w) + 1] - offsets_[std::size_t(w)]};
    }
    /// The vertex that stands for all vertices at v's position.
    std::uint32_t welded(int v) const { return weld_[std::size_t(v)]; }
    const std::vector<std::uint32_t>& indices() const { return indices_; }
    /// The triangles (index / 3 into indices()) around a welded vertex, for gathering normals in parallel.
    std::span<const std::uint32_t> triangles(int weldedVertex) const
    {
        const auto w = std::size_t(weldedVertex);
        return {triangles_.data() + triangleOffsets_[w], triangleOffsets_[w + 1] - triangleOffsets_[w]};
    }

private:
    std::vector<std::uint32_t> weld_;
    std::vector<std::uint32_t> offsets_;  // CSR over welded vertices
    std::vector<std::uint32_t> neighbours_;
    std::vector<std::uint32_t> indices_;
    std::vector<std::uint32_t> triangleOffsets_;  // CSR over welded vertices
    std::vector<std::uint32_t> triangles_;
};

}  // namespace rigstage
