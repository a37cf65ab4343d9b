#include "procedural/locomotion.h"

#include <algorithm>
#include <cmath>

#include <glm/gtc/constants.hpp>

#include "procedural/damp_spring.h"

namespace rigstage {

ProceduralLocomotion::ProceduralLocomotion(const LocomotionSettings& settings)
    : settings_(settings)
{
    reset(glm::vec3(0.0f), 0.0f);
}

void ProceduralLocomotion::reset(const glm::vec3& position, float headingRadians)
{
    position_ = glm::vec3(position.x, position.y, 0.0f);
    velocity_ = velocityRate_ = glm::vec3(0.0f);
    heading_ = headingRadians;
    headingRate_ = 0.0f;
    lean_ = leanRate_ = glm::vec2(0.0f);
    hipDrop_ = hipRoll_ = 0.0f;
    for (int side = 0; side < 2; ++side) {
        Foot& f = feet_[static_cast<std::size_t>(side)];
        f.position = f.from = f.to = footTarget(side);
        f.planted = true;
        f.phase = 0.0f;
    }
}

glm::vec3 ProceduralLocomotion::footTarget(int side) const
{
    // Side 0 is the left foot: to the left of the heading.
    const glm::vec3 left(-std::sin(heading_), std::cos(heading_), 0.0f);
    const float offset = (side == 0 ? 0.5f : -0.5f) * settings_.footSpacing;
    glm::vec3 p = position_ + left * offset + velocity_ * (settings_.stepSeconds * 0.5f);
    p.z = 0.0f;
    return p;
}

void ProceduralLocomotion::update(const glm::vec2& stick, float dt)
{
    if (!(dt > 0.0f)) {
        return;
    }
    // Root motion: the velocity settles on the stick's, faster when speeding up than when stopping.
    glm::vec2 input = stick;
    if (glm::length(input) > 1.0f) {
        input = glm::normalize(input);
    }
    const glm::vec3 target(input * settings_.maxSpeed, 0.0f);
    const glm::vec3 before = velocity_;
    const bool speedingUp = glm::length(target) > glm::length(velocity_);
    dampSpring(velocity_, velocityRate_, target, speedingUp ? settings_.accelSeconds : settings_.decelSeconds, dt);
    position_ += velocity_ * dt;

    // Heading follows the direction of travel, by the shortest turn.
    if (glm::length(glm::vec2(velocity_)) > 1.0f) {
        const float wanted = std::atan2(velocity_.y, velocity_.x);
        float delta = std::remainder(wanted - heading_, 2.0f * glm::pi<float>());
        float h = 0.0f;
        dampSpring(h, headingRate_, delta, settings_.turnSeconds, dt);
        heading_ = std::remainder(heading_ + h, 2.0f * glm::pi<float>());
    }

    // Lean into the acceleration (about the horizontal axis across it), smoothed and limited.
    const glm::vec3 acceleration = (velocity_ - before) / dt;  // cm/s²
    glm::vec2 leanTarget(-acceleration.y, acceleration.x);    // axis across the acceleration, angle by its size
    leanTarget *= settings_.leanDegreesPerMetrePerSecondSquared / 100.0f;
    if (glm::length(leanTarget) > settings_.leanMaxDegrees) {
        leanTarget = glm::normalize(leanTarget) * settings_.leanMaxDegrees;
    }
    dampSpring(lean_, leanRate_, leanTarget, settings_.leanSeconds, dt);
    if (glm::length(lean_) > settings_.leanMaxDegrees) {
        lean_ = glm::normalize(lean_) * settings_.leanMaxDegrees;  // the spring may overshoot a moving target
    }

    // Feet: one in the air at a time; planted feet do not move.
    int swinging = feet_[0].planted ? (feet_[1].planted ? -1 : 1) : 0;
    if (swinging < 0) {
        // The planted foot farthest from where it should be steps, if it is far enough.
        int worst = -1;
        float worstDistance = settings_.stepThreshold;
        for (int side = 0; side < 2; ++side) {
            const float d = glm::length(feet_[static_cast<std::size_t>(side)].position - footTarget(side));
            if (d > worstDistance) {
                worst = side;
                worstDistance = d;
            }
        }
        if (worst >= 0) {
            Foot& f = feet_[static_cast<std::size_t>(worst)];
            f.planted = false;
            f.phase = 0.0f;
            f.from = f.position;
            swinging = worst;
        }
    }
    hipDrop_ = 0.0f;
    hipRoll_ = 0.0f;
    if (swinging >= 0) {
        Foot& f = feet_[static_cast<std::size_t>(swinging)];
        f.phase = std::min(1.0f, f.phase + dt / settings_.stepSeconds);
        f.to = footTarget(swinging);  // keeps tracking turns and speed changes while in the air
        const float s = f.phase * f.phase * (3.0f - 2.0f * f.phase);
        const float arc = std::sin(glm::pi<float>() * f.phase);  // the step arc
        f.position = glm::mix(f.from, f.to, s) + glm::vec3(0.0f, 0.0f, settings_.stepHeight * arc);
        hipDrop_ = settings_.hipBobHeight * arc;
        hipRoll_ = settings_.hipRollDegrees * arc * (swinging == 0 ? -1.0f : 1.0f);  // towards the planted foot
        if (f.phase >= 1.0f) {
            f.position = f.to;
            f.planted = true;
        }
    }
}

}  // namespace rigstage
