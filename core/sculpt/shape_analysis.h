#pragma once
// Shape analysis (the Dynasculpt seed): how similar the current shape is to the reference shape a
// correction was made for, from the angular variation of every pair of analysed vertices.
//
// For a pair (i, j) three angles describe the surface around it: between the normals Ni and Nj,
// between Ni and the direction to Vj, and between Nj and the direction to Vi. None changes under
// a rigid motion. The variation of a pair is the mean change of its three angles (radians) from
// the reference; d is the power mean of the variations over all pairs (power p >= 1 lets the
// pairs that changed most dominate), and the similarity is exp(-s d) with the scale factor s:
// 1 at the reference shape, falling towards 0 as the shape moves away.

#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

struct ShapeAnalysisSettings {
    float power = 2.0f;     ///< p, the power mean's exponent (>= 1).
    float scale = 4.0f;     ///< s, per radian of mean angular variation.
    int gridCells = 8;      ///< The 3D grid that decimates the analysed vertices: cells along the longest side.
    int maxVertices = 32;   ///< At most this many analysed vertices (pairs grow with its square).
};

class ShapeAnalysis {
public:
    ShapeAnalysis() = default;
    /// Picks the analysed vertices among candidates (the vertices the correction moves and its
    /// recognition zone), one per cell of a 3D grid over them in the reference shape, and stores
    /// the reference's pair angles.
    ShapeAnalysis(const std::vector<std::uint32_t>& candidates, const std::vector<glm::vec3>& referencePositions,
                  const std::vector<glm::vec3>& referenceNormals, const ShapeAnalysisSettings& settings);

    /// The similarity of the current shape (same vertex order) to the reference, in [0, 1].
    float similarity(const std::vector<glm::vec3>& positions, const std::vector<glm::vec3>& normals) const;
    /// The power mean of the pairs' angular variations (radians) behind similarity.
    float variation(const std::vector<glm::vec3>& positions, const std::vector<glm::vec3>& normals) const;

    const std::vector<std::uint32_t>& vertices() const { return vertices_; }
    const ShapeAnalysisSettings& settings() const { return settings_; }

private:
    std::vector<std::uint32_t> vertices_;
    std::vector<glm::vec3> referenceAngles_;  // per pair (i < j): the three angles
    ShapeAnalysisSettings settings_;
};

}  // namespace rigstage
