#include "procedural/terrain.h"

#include <cmath>

#include <glm/gtc/constants.hpp>

namespace rigstage {

const char* terrainKindName(TerrainKind kind)
{
    switch (kind) {
    case TerrainKind::Flat: return "flat";
    case TerrainKind::Plane: return "plane";
    case TerrainKind::Stairs: return "stairs";
    case TerrainKind::Bumps: return "bumps";
    }
    return "flat";
}

bool terrainKindFromName(const std::string& name, TerrainKind& kind)
{
    for (TerrainKind k : {TerrainKind::Flat, TerrainKind::Plane, TerrainKind::Stairs, TerrainKind::Bumps}) {
        if (name == terrainKindName(k)) {
            kind = k;
            return true;
        }
    }
    return false;
}

std::string validateTerrain(const TerrainSettings& s)
{
    for (float v : {s.height, s.slopeDegrees, s.directionDegrees, s.stepHeight, s.stepDepth, s.bumpHeight, s.bumpWavelength}) {
        if (!std::isfinite(v) || std::abs(v) > 1e6f) {
            return "every terrain number must be finite and within +-1e6";
        }
    }
    if (s.slopeDegrees < -80.0f || s.slopeDegrees > 80.0f) {
        return "slopeDegrees must lie between -80 and 80";
    }
    // At least one unit: the bumps' wave number is 2 pi / wavelength, which a wavelength of 1e-38
    // overflows (and no ground under a character is rougher than that).
    if (!(s.stepDepth >= 1.0f)) {
        return "stepDepth must be at least 1";
    }
    if (!(s.bumpWavelength >= 1.0f)) {
        return "bumpWavelength must be at least 1";
    }
    return {};
}

Terrain::Terrain(const TerrainSettings& settings, int upAxis)
    : settings_(settings)
    , up_(upAxis == 1 ? 1 : 2)
{
    // Right-handed horizontal axes, so directionDegrees turns counter-clockwise seen from above.
    axisA_ = up_ == 2 ? 0 : 2;
    axisB_ = up_ == 2 ? 1 : 0;
    const float a = glm::radians(settings.directionDegrees);
    uphill_ = glm::vec2(std::cos(a), std::sin(a));
    slope_ = std::tan(glm::radians(settings.slopeDegrees));
    if (settings.kind != TerrainKind::Bumps) {
        glm::vec2 g(0.0f);
        height(glm::vec2(0.0f), &g);
        flatNormal_ = glm::normalize(point(-g, 1.0f));
    }
}

glm::vec2 Terrain::horizontal(const glm::vec3& p) const { return {p[axisA_], p[axisB_]}; }

glm::vec3 Terrain::point(const glm::vec2& h, float height) const
{
    glm::vec3 p(0.0f);
    p[axisA_] = h.x;
    p[axisB_] = h.y;
    p[up_] = height;
    return p;
}

glm::vec3 Terrain::up() const
{
    glm::vec3 u(0.0f);
    u[up_] = 1.0f;
    return u;
}

float Terrain::height(const glm::vec2& h, glm::vec2* gradient) const
{
    const TerrainSettings& s = settings_;
    glm::vec2 grad(0.0f);
    float y = s.height;
    switch (s.kind) {
    case TerrainKind::Flat:
        break;
    case TerrainKind::Plane:
        y += slope_ * glm::dot(h, uphill_);
        grad = slope_ * uphill_;
        break;
    case TerrainKind::Stairs:
        // Step k covers along-uphill distances [k depth, (k + 1) depth); treads are flat.
        y += s.stepHeight * std::floor(glm::dot(h, uphill_) / s.stepDepth);
        break;
    case TerrainKind::Bumps: {
        // Smooth egg-crate bumps: sin x sin y, crests one wavelength apart along both axes.
        const float k = 2.0f * glm::pi<float>() / s.bumpWavelength;
        const float sx = std::sin(k * h.x), sy = std::sin(k * h.y);
        y += s.bumpHeight * sx * sy;
        grad = s.bumpHeight * k * glm::vec2(std::cos(k * h.x) * sy, sx * std::cos(k * h.y));
        break;
    }
    }
    if (gradient) {
        *gradient = grad;
    }
    return y;
}

float Terrain::heightAt(const glm::vec3& p) const { return height(horizontal(p), nullptr); }

glm::vec3 Terrain::normalAt(const glm::vec3& p) const
{
    if (settings_.kind != TerrainKind::Bumps) {
        return flatNormal_;
    }
    glm::vec2 g;
    height(horizontal(p), &g);
    // The surface y = f(a, b) has the normal (-df/da, -df/db, 1) in (a, b, up).
    return glm::normalize(point(-g, 1.0f));
}

glm::vec3 Terrain::below(const glm::vec3& p) const
{
    glm::vec3 q = p;
    q[up_] = heightAt(p);
    return q;
}

}  // namespace rigstage
