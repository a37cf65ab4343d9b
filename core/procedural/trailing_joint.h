#pragma once
// Trailing joints (little-polygon's "Trailing Joints" post): a particle sits at a rest offset from
// a joint; when the joint moves, the particle follows through the closed-form critically damped
// spring, and the joint swings towards it. An angle limit (cancelling velocity into the limit) and
// a distance clamp keep violent motion in check. Time in seconds, angles in degrees.

#include "pose/pose.h"

namespace rigstage {

struct TrailingJointSettings {
    int bone = -1;
    glm::vec3 restOffset{10.0f, 0.0f, 0.0f};  ///< Where the particle rests, in the bone's own frame (rig units).
    float dampSeconds = 0.2f;                 ///< Time the particle takes to settle.
    float angleLimitDegrees = 30.0f;          ///< Largest swing away from the animated pose.
    float minDistanceRatio = 0.666f;          ///< Particle distance clamp, as fractions of |restOffset|.
    float maxDistanceRatio = 1.333f;
};

class TrailingJoint {
public:
    explicit TrailingJoint(const TrailingJointSettings& settings);

    /// The next update snaps the particle to its rest position (teleports, clip changes).
    void reset() { reset_ = true; }
    /// Advances by dt seconds and writes the bone's swung local rotation into the pose. The pose's
    /// local rotation of the bone is taken as the animated input, unless it still holds what the
    /// last update wrote (nothing animated it since), in which case the last input is reused.
    void update(Pose& pose, float dt);

    const TrailingJointSettings& settings() const { return settings_; }
    /// Tuning while playing: the next update uses the new values.
    TrailingJointSettings& settings() { return settings_; }
    const glm::vec3& particle() const { return position_; }
    /// The swing of the last update, in degrees.
    float swingDegrees() const { return swingDegrees_; }

private:
    TrailingJointSettings settings_;
    glm::vec3 position_{0.0f};
    glm::vec3 velocity_{0.0f};
    glm::quat input_{1.0f, 0.0f, 0.0f, 0.0f};
    glm::quat written_{1.0f, 0.0f, 0.0f, 0.0f};
    bool reset_ = true;
    bool wrote_ = false;
    float swingDegrees_ = 0.0f;
};

}  // namespace rigstage
