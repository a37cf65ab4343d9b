#pragma once
// A camera as riggers and QA pass it around: position, target, up, field of view and clipping
// planes, in the rig's units and up axis. Stored as JSON {"position": [x,y,z], "target": [x,y,z],
// "up": [x,y,z], "fovDegrees": 45, "fovAxis": "vertical", "near": 1, "far": 10000}. fovAxis says
// which side of the image fovDegrees spans: "vertical" (default), "horizontal" (3ds Max's FOV) or
// "auto" (the longer side: Blender's sensor fit Auto). "projection": "orthographic" (written only
// then; "perspective" is the default) draws parallel rays along the view, spanning the height the
// perspective camera shows at the target's distance. The projection here is the one the viewport
// renders with, so tests and picking can find where a joint lands on screen.

#include <optional>
#include <vector>

#include <QString>
#include <QSize>

#include <glm/glm.hpp>

namespace rigstage {

struct CameraSpec {
    glm::vec3 position{0.0f, -400.0f, 120.0f};
    glm::vec3 target{0.0f, 0.0f, 90.0f};
    glm::vec3 up{0.0f, 0.0f, 1.0f};
    enum class FovAxis { Vertical, Horizontal, Auto };
    float fovDegrees = 45.0f;
    FovAxis fovAxis = FovAxis::Vertical;
    float nearPlane = 1.0f;
    float farPlane = 10000.0f;
    /// False when a camera file gave neither near nor far: whoever renders fits them to the scene.
    bool clipPlanesGiven = true;
    /// Parallel rays along the view (a DCC's front, side and top views). The picture spans the
    /// height the perspective camera shows at the target's distance, so zooming moves the camera
    /// as in perspective and switching back keeps the framing at the target. Everything within
    /// farPlane of the camera's plane shows, in front of it or behind it: zooming in never clips.
    bool orthographic = false;

    /// The vertical field of view (degrees) for an image of this aspect (width / height).
    float verticalFovDegrees(float aspect) const;
    /// World units one pixel spans at a point (at its depth; the same everywhere when orthographic).
    float unitsPerPixel(const glm::vec3& point, const QSize& size) const;
    /// The unit direction the view looks at a point along: from the camera to it, or the view's
    /// direction when orthographic.
    glm::vec3 viewDirection(const glm::vec3& point) const;
    /// Near and far fitted around the points (view depths with a margin), keeping near > 0.
    void fitClipPlanes(const std::vector<glm::vec3>& points);
    /// How many of the points fall outside near..far (in front of the camera).
    int clippedCount(const std::vector<glm::vec3>& points) const;
    /// Why nothing inside the box [lo, hi] can show in an image of this size: the whole box lies
    /// behind the camera, nearer than near, beyond far, or beside one edge of the picture (the
    /// message names which, with the box's distances from the camera). An empty string when some of
    /// it may show.
    QString unseenReason(const glm::vec3& lo, const glm::vec3& hi, const QSize& size) const;

    /// Returns the view-projection matrix for a viewport of this size.
    glm::mat4 viewProjection(const QSize& size) const;
    /// Returns the pixel (origin top left) where a world point lands, or nullopt behind the camera.
    std::optional<glm::vec2> project(const glm::vec3& world, const QSize& size) const;

    /// The world-space ray through a pixel (unit direction; origin at the camera, or when
    /// orthographic on the plane farthest behind it that still shows).
    void ray(const glm::vec2& pixel, const QSize& size, glm::vec3& origin, glm::vec3& direction) const;
    /// Where the ray through a pixel meets the plane through point facing the camera (screen-plane
    /// dragging); nullopt when the plane is edge-on or behind.
    std::optional<glm::vec3> onViewPlane(const glm::vec2& pixel, const QSize& size, const glm::vec3& point) const;
    /// The parameter s of the point + axis * s (axis of unit length) nearest to the ray through a
    /// pixel (axis-handle dragging); nullopt when the axis points along the ray.
    std::optional<float> alongAxis(const glm::vec2& pixel, const QSize& size, const glm::vec3& point, const glm::vec3& axis) const;

    /// Reads the JSON form; on failure returns nullopt and sets error (naming what is wrong).
    static std::optional<CameraSpec> fromJson(const QByteArray& json, QString* error);
    QByteArray toJson() const;

    /// A camera in front of the bounding box [lo, hi] (looking along +Y for Z up, -Z for Y up)
    /// that shows all of it.
    static CameraSpec framing(const glm::vec3& lo, const glm::vec3& hi, bool zUp, float fovDegrees = 45.0f);
    /// The same from a named side: "front", "back", "left", "right", "top" or "perspective" (the
    /// default above). Front is where the character faces: -Y with Z up (3ds Max), +Z with Y up
    /// (glTF); left is the character's left. Nullopt for an unknown name.
    static std::optional<CameraSpec> framing(const glm::vec3& lo, const glm::vec3& hi, bool zUp, const std::string& view,
                                             float fovDegrees = 45.0f);
};

}  // namespace rigstage
