#include "viewport/camera_spec.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/gtc/matrix_transform.hpp>

namespace rigstage {

float CameraSpec::verticalFovDegrees(float aspect) const
{
    const bool horizontal = fovAxis == FovAxis::Horizontal || (fovAxis == FovAxis::Auto && aspect > 1.0f);
    if (!horizontal || !(aspect > 0.0f)) {
        return fovDegrees;
    }
    return glm::degrees(2.0f * std::atan(std::tan(glm::radians(fovDegrees) * 0.5f) / aspect));
}

float CameraSpec::unitsPerPixel(const glm::vec3& point, const QSize& size) const
{
    const float aspect = size.height() > 0 ? float(size.width()) / float(size.height()) : 1.0f;
    const glm::vec3 forward = glm::normalize(target - position);
    const float depth = orthographic ? glm::length(target - position) : std::max(glm::dot(point - position, forward), 1e-3f);
    return 2.0f * depth * std::tan(glm::radians(verticalFovDegrees(aspect)) * 0.5f) / float(std::max(1, size.height()));
}

glm::vec3 CameraSpec::viewDirection(const glm::vec3& point) const
{
    const glm::vec3 toPoint = point - position;
    if (orthographic || glm::length(toPoint) < 1e-6f) {
        return glm::normalize(target - position);
    }
    return glm::normalize(toPoint);
}

void CameraSpec::fitClipPlanes(const std::vector<glm::vec3>& points)
{
    const glm::vec3 forward = glm::normalize(target - position);
    float lo = std::numeric_limits<float>::max(), hi = 0.0f;
    for (const glm::vec3& p : points) {
        const float depth = glm::dot(p - position, forward);
        lo = std::min(lo, depth);
        hi = std::max(hi, depth);
    }
    if (hi <= 0.0f) {
        return;  // everything is behind the camera: nothing to fit
    }
    const float span = std::max(hi - std::max(lo, 0.0f), 1.0f);
    farPlane = hi + span;
    nearPlane = std::max({lo - span, farPlane * 1e-5f, 1e-3f});
}

int CameraSpec::clippedCount(const std::vector<glm::vec3>& points) const
{
    const glm::vec3 forward = glm::normalize(target - position);
    int clipped = 0;
    for (const glm::vec3& p : points) {
        const float depth = glm::dot(p - position, forward);
        clipped += orthographic ? std::abs(depth) > farPlane : depth > 0.0f && (depth < nearPlane || depth > farPlane);
    }
    return clipped;
}

QString CameraSpec::unseenReason(const glm::vec3& lo, const glm::vec3& hi, const QSize& size) const
{
    const glm::vec3 forward = glm::normalize(target - position);
    const glm::mat4 viewProjectionMatrix = viewProjection(size);
    float nearest = std::numeric_limits<float>::max(), farthest = -std::numeric_limits<float>::max();
    // Counts of corners outside each side of the picture: left, right, below, above. A box with all
    // eight corners outside one side is wholly outside it (the side is a plane).
    int outside[4] = {0, 0, 0, 0};
    for (int corner = 0; corner < 8; ++corner) {
        const glm::vec3 p(corner & 1 ? hi.x : lo.x, corner & 2 ? hi.y : lo.y, corner & 4 ? hi.z : lo.z);
        const float depth = glm::dot(p - position, forward);
        nearest = std::min(nearest, depth);
        farthest = std::max(farthest, depth);
        const glm::vec4 clip = viewProjectionMatrix * glm::vec4(p, 1.0f);
        outside[0] += clip.x < -clip.w;
        outside[1] += clip.x > clip.w;
        outside[2] += clip.y < -clip.w;
        outside[3] += clip.y > clip.w;
    }
    const auto distance = [](float d) { return QString::number(double(d), 'g', 4); };
    // Orthographic, depths from -far to far show: there is no near plane, and "behind" means
    // farther behind than far.
    if (orthographic ? farthest < -farPlane : farthest <= 0.0f) {
        return QCoreApplication::translate("CameraSpec", "the character lies behind the camera (%1 to %2 behind it): the camera looks away from it")
            .arg(distance(-farthest), distance(-nearest));
    }
    if (!orthographic && farthest < nearPlane) {
        return QCoreApplication::translate("CameraSpec", "the character (bounds %1 to %2 from the camera) lies nearer than the near plane %3")
            .arg(distance(std::max(nearest, 0.0f)), distance(farthest), distance(nearPlane));
    }
    if (nearest > farPlane) {
        return QCoreApplication::translate("CameraSpec", "the character (bounds %1 to %2 from the camera) lies beyond the far plane %3")
            .arg(distance(nearest), distance(farthest), distance(farPlane));
    }
    const char* sides[4] = {QT_TRANSLATE_NOOP("CameraSpec", "the character lies outside the picture, left of it"),
                            QT_TRANSLATE_NOOP("CameraSpec", "the character lies outside the picture, right of it"),
                            QT_TRANSLATE_NOOP("CameraSpec", "the character lies outside the picture, below it"),
                            QT_TRANSLATE_NOOP("CameraSpec", "the character lies outside the picture, above it")};
    for (int side = 0; side < 4; ++side) {
        if (outside[side] == 8) {
            return QCoreApplication::translate("CameraSpec", sides[side]);
        }
    }
    return {};
}

glm::mat4 CameraSpec::viewProjection(const QSize& size) const
{
    const float aspect = size.height() > 0 ? float(size.width()) / float(size.height()) : 1.0f;
    if (orthographic) {
        const float halfHeight = glm::length(target - position) * std::tan(glm::radians(verticalFovDegrees(aspect)) * 0.5f);
        const float halfWidth = halfHeight * aspect;
        return glm::ortho(-halfWidth, halfWidth, -halfHeight, halfHeight, -farPlane, farPlane) * glm::lookAt(position, target, up);
    }
    return glm::perspective(glm::radians(verticalFovDegrees(aspect)), aspect, nearPlane, farPlane) * glm::lookAt(position, target, up);
}

std::optional<glm::vec2> CameraSpec::project(const glm::vec3& world, const QSize& size) const
{
    const glm::vec4 clip = viewProjection(size) * glm::vec4(world, 1.0f);
    if (clip.w <= 0.0f) {
        return std::nullopt;
    }
    const glm::vec3 ndc = glm::vec3(clip) / clip.w;
    return glm::vec2((ndc.x + 1.0f) * 0.5f * float(size.width()), (1.0f - ndc.y) * 0.5f * float(size.height()));
}

void CameraSpec::ray(const glm::vec2& pixel, const QSize& size, glm::vec3& origin, glm::vec3& direction) const
{
    const glm::mat4 inverse = glm::inverse(viewProjection(size));
    const float x = 2.0f * pixel.x / float(std::max(1, size.width())) - 1.0f;
    const float y = 1.0f - 2.0f * pixel.y / float(std::max(1, size.height()));
    const glm::vec4 nearPoint = inverse * glm::vec4(x, y, -1.0f, 1.0f);
    const glm::vec4 farPoint = inverse * glm::vec4(x, y, 1.0f, 1.0f);
    origin = orthographic ? glm::vec3(nearPoint) / nearPoint.w : position;
    direction = glm::normalize(glm::vec3(farPoint) / farPoint.w - glm::vec3(nearPoint) / nearPoint.w);
}

std::optional<glm::vec3> CameraSpec::onViewPlane(const glm::vec2& pixel, const QSize& size, const glm::vec3& point) const
{
    glm::vec3 origin, direction;
    ray(pixel, size, origin, direction);
    const glm::vec3 normal = glm::normalize(target - position);
    const float denominator = glm::dot(direction, normal);
    if (std::abs(denominator) < 1e-6f) {
        return std::nullopt;
    }
    const float t = glm::dot(point - origin, normal) / denominator;
    if (t <= 0.0f) {
        return std::nullopt;
    }
    return origin + direction * t;
}

std::optional<float> CameraSpec::alongAxis(const glm::vec2& pixel, const QSize& size, const glm::vec3& point,
                                           const glm::vec3& axis) const
{
    // Closest points of two lines: point + axis s and origin + direction t, both directions unit.
    glm::vec3 origin, direction;
    ray(pixel, size, origin, direction);
    const glm::vec3 w = point - origin;
    const float b = glm::dot(axis, direction);
    const float denominator = 1.0f - b * b;
    if (denominator < 1e-4f) {
        return std::nullopt;
    }
    return (b * glm::dot(direction, w) - glm::dot(axis, w)) / denominator;
}

namespace {

bool readVec3(const QJsonObject& o, const char* key, glm::vec3& out, QString* error)
{
    const QJsonArray a = o.value(QLatin1String(key)).toArray();
    if (a.size() != 3) {
        if (error) {
            *error = QCoreApplication::translate("CameraSpec", "\"%1\" must be an array of three numbers").arg(QLatin1String(key));
        }
        return false;
    }
    for (int i = 0; i < 3; ++i) {
        // Bounded so the float conversion is defined and the view and projection stay finite
        // (10,000 km in centimetres; found by fuzz_camera).
        if (!a.at(i).isDouble() || !(std::abs(a.at(i).toDouble()) <= 1e9)) {
            if (error) {
                *error = QCoreApplication::translate("CameraSpec", "\"%1\" must hold finite numbers of at most 1e9 in size").arg(QLatin1String(key));
            }
            return false;
        }
        out[i] = float(a.at(i).toDouble());
    }
    return true;
}

/// A float as the double that prints as the float reads (1.6, not 1.600000023841858).
double tidy(float v)
{
    return QString::number(double(v), 'g', 7).toDouble();
}

QJsonArray toArray(const glm::vec3& v)
{
    return QJsonArray{tidy(v.x), tidy(v.y), tidy(v.z)};
}

}  // namespace

std::optional<CameraSpec> CameraSpec::fromJson(const QByteArray& json, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error) {
            *error = QCoreApplication::translate("CameraSpec", "not a JSON object: %1 (at offset %2)")
                         .arg(parseError.errorString())
                         .arg(parseError.offset);
        }
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    CameraSpec c;
    if (!readVec3(o, "position", c.position, error) || !readVec3(o, "target", c.target, error)) {
        return std::nullopt;
    }
    if (o.contains(QLatin1String("up")) && !readVec3(o, "up", c.up, error)) {
        return std::nullopt;
    }
    if (o.contains(QLatin1String("fovDegrees"))) {
        c.fovDegrees = float(o.value(QLatin1String("fovDegrees")).toDouble(-1.0));
        if (!(c.fovDegrees > 1.0f && c.fovDegrees < 179.0f)) {
            if (error) {
                *error = QCoreApplication::translate("CameraSpec", "\"fovDegrees\" must be a number between 1 and 179");
            }
            return std::nullopt;
        }
    }
    if (o.contains(QLatin1String("fovAxis"))) {
        const QString axis = o.value(QLatin1String("fovAxis")).toString();
        if (axis == QLatin1String("vertical")) {
            c.fovAxis = FovAxis::Vertical;
        } else if (axis == QLatin1String("horizontal")) {
            c.fovAxis = FovAxis::Horizontal;
        } else if (axis == QLatin1String("auto")) {
            c.fovAxis = FovAxis::Auto;
        } else {
            if (error) {
                *error = QCoreApplication::translate("CameraSpec", "\"fovAxis\" must be \"vertical\", \"horizontal\" or \"auto\"");
            }
            return std::nullopt;
        }
    }
    c.clipPlanesGiven = o.contains(QLatin1String("near")) || o.contains(QLatin1String("far"));
    for (const auto& [key, value] : {std::pair{"near", &c.nearPlane}, std::pair{"far", &c.farPlane}}) {
        if (o.contains(QLatin1String(key))) {
            const double v = o.value(QLatin1String(key)).toDouble(-1.0);
            if (!(v > 0.0 && v < 1e12)) {
                if (error) {
                    *error = QCoreApplication::translate("CameraSpec", "\"%1\" must be a positive distance in the rig's units").arg(QLatin1String(key));
                }
                return std::nullopt;
            }
            *value = float(v);
        }
    }
    if (!(c.nearPlane < c.farPlane)) {
        if (error) {
            *error = QCoreApplication::translate("CameraSpec", "\"near\" must be less than \"far\"");
        }
        return std::nullopt;
    }
    if (o.contains(QLatin1String("projection"))) {
        const QString projection = o.value(QLatin1String("projection")).toString();
        if (projection != QLatin1String("perspective") && projection != QLatin1String("orthographic")) {
            if (error) {
                *error = QCoreApplication::translate("CameraSpec", "\"projection\" must be \"perspective\" or \"orthographic\"");
            }
            return std::nullopt;
        }
        c.orthographic = projection == QLatin1String("orthographic");
    }
    if (glm::length(c.target - c.position) < 1e-6f || glm::length(glm::cross(c.target - c.position, c.up)) < 1e-9f) {
        if (error) {
            *error = QCoreApplication::translate("CameraSpec", "position, target and up must not be degenerate (target on the camera, or up along the view)");
        }
        return std::nullopt;
    }
    return c;
}

QByteArray CameraSpec::toJson() const
{
    QJsonObject o{{QStringLiteral("position"), toArray(position)},
                  {QStringLiteral("target"), toArray(target)},
                  {QStringLiteral("up"), toArray(up)},
                  {QStringLiteral("fovDegrees"), tidy(fovDegrees)},
                  {QStringLiteral("fovAxis"), fovAxis == FovAxis::Horizontal ? QStringLiteral("horizontal")
                                              : fovAxis == FovAxis::Auto     ? QStringLiteral("auto")
                                                                             : QStringLiteral("vertical")},
                  {QStringLiteral("near"), tidy(nearPlane)},
                  {QStringLiteral("far"), tidy(farPlane)}};
    if (orthographic) {
        o.insert(QStringLiteral("projection"), QStringLiteral("orthographic"));  // perspective is the default: files stay as they were
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

CameraSpec CameraSpec::framing(const glm::vec3& lo, const glm::vec3& hi, bool zUp, float fovDegrees)
{
    CameraSpec c;
    c.fovDegrees = fovDegrees;
    const glm::vec3 centre = (lo + hi) * 0.5f;
    const float radius = std::max(1.0f, glm::length(hi - lo) * 0.5f);
    const float distance = radius / std::sin(glm::radians(fovDegrees) * 0.5f) * 1.05f;
    c.target = centre;
    c.up = zUp ? glm::vec3(0, 0, 1) : glm::vec3(0, 1, 0);
    // Front view, slightly from above and the side, as a DCC's perspective view opens.
    const glm::vec3 back = zUp ? glm::vec3(0.35f, -1.0f, 0.25f) : glm::vec3(0.35f, 0.25f, 1.0f);
    c.position = centre + glm::normalize(back) * distance;
    c.nearPlane = std::max(0.01f, distance * 0.01f);
    c.farPlane = distance * 20.0f;
    return c;
}

std::optional<CameraSpec> CameraSpec::framing(const glm::vec3& lo, const glm::vec3& hi, bool zUp, const std::string& view,
                                              float fovDegrees)
{
    CameraSpec c = framing(lo, hi, zUp, fovDegrees);
    // Directions from the target to the camera. Z up: faces -Y, its left is +X. Y up: faces +Z, its left is +X.
    glm::vec3 direction;
    if (view == "perspective") {
        return c;
    } else if (view == "front") {
        direction = zUp ? glm::vec3(0, -1, 0) : glm::vec3(0, 0, 1);
    } else if (view == "back") {
        direction = zUp ? glm::vec3(0, 1, 0) : glm::vec3(0, 0, -1);
    } else if (view == "left") {
        direction = glm::vec3(1, 0, 0);
    } else if (view == "right") {
        direction = glm::vec3(-1, 0, 0);
    } else if (view == "top") {
        direction = zUp ? glm::vec3(0, 0, 1) : glm::vec3(0, 1, 0);
        c.up = zUp ? glm::vec3(0, 1, 0) : glm::vec3(0, 0, -1);
    } else {
        return std::nullopt;
    }
    c.position = c.target + direction * glm::length(c.position - c.target);
    return c;
}

}  // namespace rigstage
