#include "viewport/rotate_manipulator.h"

#include <cmath>
#include <limits>

#include <glm/gtc/constants.hpp>

namespace rigstage {

namespace {

/// The two axes spanning ring axis's plane, in cyclic order so that angle follows the right-hand rule.
void planeAxes(const glm::mat3& axes, int axis, glm::vec3& u, glm::vec3& v)
{
    u = axes[(axis + 1) % 3];
    v = axes[(axis + 2) % 3];
}

float distanceToSegment(const glm::vec2& p, const glm::vec2& a, const glm::vec2& b)
{
    const glm::vec2 ab = b - a;
    const float len2 = glm::dot(ab, ab);
    const float t = len2 > 0.0f ? glm::clamp(glm::dot(p - a, ab) / len2, 0.0f, 1.0f) : 0.0f;
    return glm::length(p - (a + ab * t));
}

}  // namespace

glm::vec3 RotateManipulator::ringPoint(int axis, float angle) const
{
    glm::vec3 u, v;
    planeAxes(axes, axis, u, v);
    return centre + radius * (std::cos(angle) * u + std::sin(angle) * v);
}

int RotateManipulator::ringAt(const CameraSpec& camera, const QSize& size, const glm::vec2& cursor, float tolerance) const
{
    int best = -1;
    float bestDistance = tolerance;
    for (int axis = 0; axis < 3; ++axis) {
        std::optional<glm::vec2> previous;
        for (int i = 0; i <= kSegments; ++i) {
            const auto p = camera.project(ringPoint(axis, glm::two_pi<float>() * float(i) / float(kSegments)), size);
            if (p && previous) {
                const float d = distanceToSegment(cursor, *previous, *p);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = axis;
                }
            }
            previous = p;
        }
    }
    return best;
}

RotateManipulator::Method RotateManipulator::methodFor(const CameraSpec& camera, int axis) const
{
    // A ring seen nearly edge-on: its plane meets the cursor's ray far away or not at all.
    const glm::vec3 view = camera.viewDirection(centre);
    return std::abs(glm::dot(view, glm::normalize(axes[axis]))) < 0.2f ? Method::Screen : Method::Plane;
}

std::optional<float> RotateManipulator::angleAt(const CameraSpec& camera, const QSize& size, int axis, Method method,
                                                const glm::vec2& cursor) const
{
    const glm::vec3 n = glm::normalize(axes[axis]);
    if (method == Method::Plane) {
        glm::vec3 origin, direction;
        camera.ray(cursor, size, origin, direction);
        const float facing = glm::dot(direction, n);
        if (std::abs(facing) < 1e-6f) {
            return std::nullopt;
        }
        const float t = glm::dot(centre - origin, n) / facing;
        if (!(t > 0.0f)) {
            return std::nullopt;
        }
        glm::vec3 u, v;
        planeAxes(axes, axis, u, v);
        const glm::vec3 w = origin + direction * t - centre;
        return std::atan2(glm::dot(w, v), glm::dot(w, u));
    }
    const auto c = camera.project(centre, size);
    if (!c || glm::length(cursor - *c) < 1.0f) {
        return std::nullopt;
    }
    // Screen y grows downwards: counter-clockwise on screen is atan2(-dy, dx). An axis pointing at
    // the camera turns counter-clockwise for a positive angle.
    const float screen = std::atan2(-(cursor.y - c->y), cursor.x - c->x);
    const bool towardsCamera = glm::dot(n, camera.viewDirection(centre)) < 0.0f;
    return towardsCamera ? screen : -screen;
}

std::vector<MarkerStyle> RotateManipulator::markers(float thickness, int highlight) const
{
    const glm::vec3 colours[3] = {{0.95f, 0.25f, 0.25f}, {0.35f, 0.9f, 0.3f}, {0.3f, 0.5f, 1.0f}};
    std::vector<MarkerStyle> out;
    out.reserve(3 * kSegments);
    for (int axis = 0; axis < 3; ++axis) {
        const glm::vec3 colour = axis == highlight ? glm::vec3(1.0f, 0.9f, 0.2f) : colours[axis];
        for (int i = 1; i <= kSegments; ++i) {
            const float a0 = glm::two_pi<float>() * float(i - 1) / float(kSegments);
            const float a1 = glm::two_pi<float>() * float(i) / float(kSegments);
            out.push_back({ringPoint(axis, a1), colour, thickness, ringPoint(axis, a0)});
        }
    }
    return out;
}

bool MoveManipulator::usable(const CameraSpec& camera, int axis) const
{
    return std::abs(glm::dot(camera.viewDirection(centre), glm::normalize(axes[axis]))) < 0.95f;
}

int MoveManipulator::arrowAt(const CameraSpec& camera, const QSize& size, const glm::vec2& cursor, float tolerance) const
{
    int best = -1;
    float bestDistance = tolerance;
    const auto c = camera.project(centre, size);
    for (int axis = 0; axis < 3; ++axis) {
        const auto t = camera.project(tip(axis), size);
        if (!usable(camera, axis) || !c || !t) {
            continue;
        }
        // The tip counts double: prefer it where two shafts pass near each other at the centre.
        const float d = std::min(glm::length(cursor - *t) * 0.5f, distanceToSegment(cursor, glm::mix(*c, *t, 0.25f), *t));
        if (d < bestDistance) {
            bestDistance = d;
            best = axis;
        }
    }
    return best;
}

std::optional<float> MoveManipulator::distanceAt(const CameraSpec& camera, const QSize& size, int axis, const glm::vec2& cursor) const
{
    // The cursor's foot on the arrow as drawn, then the point of the axis under that foot: the
    // bone stays under the cursor's projection onto the drawn line.
    const glm::vec3 dir = glm::normalize(axes[axis]);
    const auto a = camera.project(centre, size);
    const auto b = camera.project(centre + dir, size);
    if (!a || !b || glm::length(*b - *a) < 1e-3f) {
        return std::nullopt;
    }
    const glm::vec2 d = glm::normalize(*b - *a);
    const glm::vec2 foot = *a + d * glm::dot(cursor - *a, d);
    return camera.alongAxis(foot, size, centre, dir);
}

std::vector<MarkerStyle> MoveManipulator::markers(float size, int highlight) const
{
    const glm::vec3 colours[3] = {{0.95f, 0.25f, 0.25f}, {0.35f, 0.9f, 0.3f}, {0.3f, 0.5f, 1.0f}};
    std::vector<MarkerStyle> out;
    for (int axis = 0; axis < 3; ++axis) {
        out.push_back({tip(axis), axis == highlight ? glm::vec3(1.0f, 0.9f, 0.2f) : colours[axis], size, centre});
    }
    return out;
}

float unwrappedStep(float from, float to)
{
    float step = to - from;
    while (step > glm::pi<float>()) {
        step -= glm::two_pi<float>();
    }
    while (step <= -glm::pi<float>()) {
        step += glm::two_pi<float>();
    }
    return step;
}

}  // namespace rigstage
