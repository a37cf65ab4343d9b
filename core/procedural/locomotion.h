#pragma once
// Procedural locomotion (little-polygon's "Locomotion" posts): the root moves from a stick input
// with acceleration, deceleration and turn damping; the body leans into acceleration; the hips bob
// and roll at the step frequency; feet stay pinned to the world while planted and step one at a
// time to targets extrapolated from the velocity, along the post's step arc. Parameters are in
// units a person understands: centimetres, seconds, degrees. Z is up.

#include <array>

#include <glm/glm.hpp>

namespace rigstage {

struct LocomotionSettings {
    float maxSpeed = 150.0f;          ///< cm/s at full stick.
    float accelSeconds = 0.5f;        ///< Time to settle on a faster speed.
    float decelSeconds = 0.25f;       ///< Time to settle on a slower one.
    float turnSeconds = 0.15f;        ///< Time to settle on a new heading.
    float leanMaxDegrees = 10.0f;     ///< The lean never exceeds this.
    float leanDegreesPerMetrePerSecondSquared = 4.0f;  ///< How far the body leans per m/s² of acceleration.
    float leanSeconds = 0.2f;         ///< Smoothing of the lean.
    float stepSeconds = 0.3f;         ///< Duration of one step (a foot in the air).
    float stepHeight = 8.0f;          ///< Height of the step arc, cm.
    float footSpacing = 18.0f;        ///< Distance between the feet, side to side, cm.
    float stepThreshold = 3.0f;       ///< A planted foot this far (cm) from where it should be takes a step.
    float hipBobHeight = 1.5f;        ///< The hips drop this much (cm) mid-step.
    float hipRollDegrees = 3.0f;      ///< The hips roll towards the planted foot.
};

class ProceduralLocomotion {
public:
    struct Foot {
        glm::vec3 position{0.0f};
        bool planted = true;
        float phase = 0.0f;          ///< 0..1 through the step while in the air.
        glm::vec3 from{0.0f}, to{0.0f};
    };

    explicit ProceduralLocomotion(const LocomotionSettings& settings = {});

    /// Puts the character at rest at a position (on the ground, z = 0) and heading.
    void reset(const glm::vec3& position, float headingRadians);
    /// Advances by dt seconds with a stick (x, y in the world plane, length up to 1).
    void update(const glm::vec2& stick, float dt);

    LocomotionSettings& settings() { return settings_; }
    const glm::vec3& position() const { return position_; }
    const glm::vec3& velocity() const { return velocity_; }
    /// Heading in radians about +Z (0 = moving along +X).
    float heading() const { return heading_; }
    /// The lean as a rotation vector: axis times angle in degrees (horizontal axis).
    const glm::vec2& lean() const { return lean_; }
    float leanDegrees() const { return glm::length(lean_); }
    float hipDrop() const { return hipDrop_; }
    float hipRollDegrees() const { return hipRoll_; }
    const Foot& foot(int side) const { return feet_[static_cast<std::size_t>(side)]; }
    /// Where a foot should stand now: under its hip, ahead by the velocity over half a step.
    glm::vec3 footTarget(int side) const;

private:
    LocomotionSettings settings_;
    glm::vec3 position_{0.0f};
    glm::vec3 velocity_{0.0f};
    glm::vec3 velocityRate_{0.0f};
    float heading_ = 0.0f;
    float headingRate_ = 0.0f;
    glm::vec2 lean_{0.0f};
    glm::vec2 leanRate_{0.0f};
    float hipDrop_ = 0.0f;
    float hipRoll_ = 0.0f;
    std::array<Foot, 2> feet_{};
};

}  // namespace rigstage
