#pragma once
// Sculpt wrapping (the Dynasculpt seed): a corrective sculpt stored as deltas in local frames of
// the surface, so it follows the surface wherever skinning puts it.
//
// Multiple deltas (the seed's method): one frame per edge of the vertex's umbrella (Z = the
// smoothed normal, X = the edge projected on the tangent plane); restoring maps each local delta
// back, averages them and rescales the average to the stored length. Single delta (the classic
// method, kept to compare): one frame from the first edge only.

#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "sculpt/mesh_topology.h"

namespace rigstage {

enum class WrapMethod { MultipleDeltas, SingleDelta };

struct SculptDeltas {
    WrapMethod method = WrapMethod::MultipleDeltas;
    std::vector<std::uint32_t> vertices;    ///< The vertices the sculpt moves.
    std::vector<std::uint32_t> localBegin;  ///< Per moved vertex, its first local delta (one past the end last).
    std::vector<glm::vec3> local;           ///< Local deltas; (0,0,0) marks an edge along the normal (skipped).
    std::vector<float> length;              ///< Per moved vertex, the sculpt's displacement length.
};

/// The deltas that take reference to corrected (same vertex order), in frames built on the
/// reference with its smoothed normals. Vertices that move less than minMove are left out.
SculptDeltas captureSculpt(const MeshTopology& topology, const std::vector<glm::vec3>& reference,
                           const std::vector<glm::vec3>& referenceNormals, const std::vector<glm::vec3>& corrected,
                           WrapMethod method, float minMove = 1e-5f);

/// Adds weight times the restored sculpt to out, with frames built on current (the skinned mesh,
/// before any correction, so corrections add up in any order) and its smoothed normals.
void addSculpt(const MeshTopology& topology, const SculptDeltas& deltas, const std::vector<glm::vec3>& current,
               const std::vector<glm::vec3>& currentNormals, float weight, std::vector<glm::vec3>& out);

/// The restored world delta of moved vertex i of deltas (for heat maps and tests).
glm::vec3 restoredDelta(const MeshTopology& topology, const SculptDeltas& deltas, std::size_t i,
                        const std::vector<glm::vec3>& current, const std::vector<glm::vec3>& currentNormals);

/// The edge frames of one moved vertex's umbrella on current, built once and shared by every
/// sculpt that moves the vertex (restoredDelta builds them again for each). Multiple deltas only.
class UmbrellaFrames {
public:
    static constexpr std::size_t kMaxEdges = 16;
    /// Builds the frames of vertex v; false when its umbrella has more than kMaxEdges edges.
    bool build(const MeshTopology& topology, std::uint32_t v, const std::vector<glm::vec3>& current,
               const std::vector<glm::vec3>& currentNormals);
    /// restoredDelta(topology, deltas, i, current, currentNormals) for moved vertex i of deltas
    /// (the built vertex; deltas.method MultipleDeltas): the same bits.
    glm::vec3 restoredDelta(const SculptDeltas& deltas, std::size_t i) const;

private:
    // Per edge, structure of arrays (eight edges fill one AVX2 register): the frame's tangent and
    // bitangent columns, and all ones where the edge has a tangent direction.
    alignas(32) float tx_[kMaxEdges], ty_[kMaxEdges], tz_[kMaxEdges];
    alignas(32) float bx_[kMaxEdges], by_[kMaxEdges], bz_[kMaxEdges];
    alignas(32) std::uint32_t valid_[kMaxEdges];
    glm::vec3 normal_{0.0f};
    std::size_t edges_ = 0;
};

}  // namespace rigstage
