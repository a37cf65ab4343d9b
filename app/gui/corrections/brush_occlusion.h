#pragma once
// Which of the vertices under a brush the user sees: a vertex a nearer triangle of the mesh covers on
// screen (the hip behind a hand held in front of it) is hidden, whatever way its normal faces. The
// screen positions and camera depths are the caller's projection; only triangles whose screen box
// meets the brush are looked at, so a dab costs a few hundred triangle tests, not the mesh's.
// Written here rather than through Qt3D's ray casters: those answer a frame later, and a stroke's
// dabs are decided as the mouse moves.

#include <cstdint>
#include <optional>
#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

struct ProjectedVertex {
    glm::vec2 screen{0.0f};  ///< pixels
    float depth = 0.0f;      ///< distance in front of the camera along its view direction (> 0)
    bool onScreen = false;   ///< false: behind the camera, nothing to cover or be covered
};

/// The candidates (indices into vertices) that no triangle (three indices each) covers with a depth
/// nearer than theirs by more than tolerance (a fraction of the vertex's depth); triangles holding
/// the candidate do not count. Depths are interpolated across a triangle as a perspective camera
/// sees them (in 1 / depth) unless orthographic. brushCentre and brushRadius bound the triangles looked at.
std::vector<std::uint32_t> visibleUnderBrush(const std::vector<ProjectedVertex>& vertices,
                                             const std::vector<std::uint32_t>& triangles,
                                             const std::vector<std::uint32_t>& candidates, glm::vec2 brushCentre,
                                             float brushRadius, bool orthographic, float tolerance = 0.01f);

}  // namespace rigstage
