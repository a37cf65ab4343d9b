#pragma once
// The ground a character stands on in a preview: flat, a plane of some slope and direction, a flight
// of stairs, or a bumpy height field. A height function over the horizontal plane (whichever two
// axes are not up), with its normal; lengths in the character's units, angles in degrees.

#include <string>

#include <glm/glm.hpp>

namespace rigstage {

enum class TerrainKind { Flat, Plane, Stairs, Bumps };

struct TerrainSettings {
    TerrainKind kind = TerrainKind::Flat;
    float height = 0.0f;             ///< Height at the origin (all kinds).
    float slopeDegrees = 0.0f;       ///< Plane: steepness, below 80 degrees.
    float directionDegrees = 0.0f;   ///< Plane and stairs: the uphill direction, from the first horizontal axis towards the second.
    float stepHeight = 15.0f;        ///< Stairs: rise of each step.
    float stepDepth = 30.0f;         ///< Stairs: run of each step (above 0).
    float bumpHeight = 10.0f;        ///< Bumps: amplitude (half the peak-to-trough height).
    float bumpWavelength = 120.0f;   ///< Bumps: distance between two crests (above 0).

    bool operator==(const TerrainSettings&) const = default;
};

/// Returns "flat", "plane", "stairs" or "bumps"; terrainKindFromName gives false for other names.
const char* terrainKindName(TerrainKind kind);
bool terrainKindFromName(const std::string& name, TerrainKind& kind);

/// Returns an empty string when the settings are usable, or what is wrong with them (a sentence
/// naming the field).
std::string validateTerrain(const TerrainSettings& settings);

class Terrain {
public:
    /// upAxis: 1 (Y up, glTF) or 2 (Z up, 3ds Max).
    Terrain(const TerrainSettings& settings, int upAxis);

    const TerrainSettings& settings() const { return settings_; }
    int upAxis() const { return up_; }
    /// The ground's height under (or over) a point.
    float heightAt(const glm::vec3& point) const;
    /// The ground's unit normal under a point (up on the treads of stairs).
    glm::vec3 normalAt(const glm::vec3& point) const;
    /// The point on the ground straight below (or above) a point.
    glm::vec3 below(const glm::vec3& point) const;
    /// A point's height above the ground.
    float clearance(const glm::vec3& point) const { return point[up_] - heightAt(point); }

    /// The two horizontal coordinates of a point (first, second horizontal axis).
    glm::vec2 horizontal(const glm::vec3& point) const;
    /// The world point with these horizontal coordinates and height.
    glm::vec3 point(const glm::vec2& horizontal, float height) const;
    /// The world up vector.
    glm::vec3 up() const;

private:
    /// Height and gradient (d height / d horizontal) at horizontal coordinates.
    float height(const glm::vec2& h, glm::vec2* gradient) const;

    TerrainSettings settings_;
    int up_;
    int axisA_, axisB_;    // the horizontal axes: X and Y for Z up, Z and X for Y up (right-handed)
    glm::vec2 uphill_;     // unit, for plane and stairs
    float slope_ = 0.0f;   // tan of the plane's slope
    glm::vec3 flatNormal_{0.0f};  // the normal where it is the same everywhere (flat, plane, stairs)
};

}  // namespace rigstage
