#pragma once
// The rotate manipulator: three rings around a bone, one per axis of the chosen space (the bone's
// own, its parent's or the world's), X red, Y green, Z blue, as in every DCC. Dragging along a
// ring turns the bone about that ring's axis; the angle is where the cursor's ray meets the ring's
// plane, or, for a ring seen edge-on, the cursor's angle around the ring's centre on screen.
// Geometry and picking only: the viewport draws the markers and the window applies the turn.

#include <optional>
#include <vector>

#include <QSize>

#include <glm/glm.hpp>

#include "viewport/camera_spec.h"
#include "viewport/skeleton_mesh.h"

namespace rigstage {

struct RotateManipulator {
    glm::vec3 centre{0.0f};
    glm::mat3 axes{1.0f};  ///< Columns: the rings' axes (unit, right-handed).
    float radius = 10.0f;
    static constexpr int kSegments = 48;

    /// The point of ring axis at angle (radians); a positive angle turns about the axis by the
    /// right-hand rule.
    glm::vec3 ringPoint(int axis, float angle) const;
    /// The ring drawn nearest the cursor within tolerance pixels, or -1.
    int ringAt(const CameraSpec& camera, const QSize& size, const glm::vec2& cursor, float tolerance) const;
    /// How the angle under the cursor is measured for a ring, chosen when a drag starts and kept.
    enum class Method { Plane, Screen };
    Method methodFor(const CameraSpec& camera, int axis) const;
    /// The cursor's angle about the ring's axis (radians, any origin: drags use differences).
    std::optional<float> angleAt(const CameraSpec& camera, const QSize& size, int axis, Method method, const glm::vec2& cursor) const;
    /// The rings as marker segments; highlight (an axis, or -1) is drawn yellow.
    std::vector<MarkerStyle> markers(float thickness, int highlight) const;
};

/// The move manipulator: three arrows from a bone along the axes of the chosen space, a cube at
/// each tip; dragging a tip moves the bone along that axis, the cursor's foot on the drawn arrow
/// giving the distance.
struct MoveManipulator {
    glm::vec3 centre{0.0f};
    glm::mat3 axes{1.0f};  ///< Columns: the arrows' directions (unit).
    float length = 10.0f;

    glm::vec3 tip(int axis) const { return centre + glm::normalize(axes[axis]) * length; }
    /// The arrow whose tip (or shaft) is nearest the cursor within tolerance pixels, or -1. An
    /// arrow pointing at the camera is left out: it could not be dragged sensibly.
    int arrowAt(const CameraSpec& camera, const QSize& size, const glm::vec2& cursor, float tolerance) const;
    /// Where along arrow axis (from the centre, rig units) the cursor puts the bone.
    std::optional<float> distanceAt(const CameraSpec& camera, const QSize& size, int axis, const glm::vec2& cursor) const;
    bool usable(const CameraSpec& camera, int axis) const;
    std::vector<MarkerStyle> markers(float size, int highlight) const;
};

/// Turns accumulated around a ring: each new angle's step from the last, wrapped to (-pi, pi], so
/// a drag may go round more than half a turn.
float unwrappedStep(float from, float to);

}  // namespace rigstage
