#pragma once
// Spine and tail chain physics (NDC 2018 seed, second half): a chain of bodies, one per joint,
// anchored at the chain's first joint, held at their bone lengths (distance constraints solved
// parent first, so bones never stretch), limited in swing, and pulled back to the animated pose
// by a damped restoring spring. The seed's world-space trick: the chain is simulated in world space
// but feels only `worldMotion` of the anchor's world motion (the rest is applied to it as an input
// delta), so a running character's tail swings without trailing a metre behind. The result goes to
// the bones as each joint's change of rotation (the shortest turn from where the animation puts
// the next joint to where the body is), so lengths never change. Sub-stepped at a fixed rate;
// each sub-step advances the springs exactly (as the suspension does; the targets sweep from the
// last frame's to this one's), then projects the constraints and takes the velocity from the
// projected motion; with the targets held, a sub-step that would end with more energy than it began
// with has its velocities scaled back, so a hit's energy only ever decays.
// Written by hand: the chain is a few particles with distance and cone constraints; Debian's
// rigid-body libraries (Bullet, ODE) would add a world, bodies and joints to tune for this.

#include <optional>
#include <string>
#include <vector>

#include "pose/pose.h"

namespace rigstage {

struct ChainPhysicsSettings {
    std::vector<int> bones;         ///< Joints root-most first, each the child of the one before; the first is the anchor.
    float frequencyHz = 2.0f;       ///< Restoring spring towards the animated pose.
    float dampingRatio = 0.4f;
    float worldMotion = 0.5f;       ///< 0..1: how much of the anchor's world motion the chain feels as inertia.
    float maxAngleDegrees = 60.0f;  ///< The largest swing of a bone away from its animated direction.
    float substepHz = 240.0f;       ///< Internal rate; a frame takes ceil(dt x rate) equal sub-steps.
    float mass = 1.0f;              ///< Of each body (an impulse of J changes its velocity by J / mass).
};

class ChainPhysics {
public:
    /// Checks the chain on the framework (at least two joints, each the child of the one before).
    static std::optional<ChainPhysics> create(const ChainPhysicsSettings& settings, const Framework& framework, std::string& error);

    /// The next run starts at the animated pose, at rest (scrub, clip change, teleport).
    void reset() { reset_ = true; }
    /// Adds an impulse (world, mass x length / s) to the body of a bone of the chain (the anchor's
    /// goes to the next one). False when the bone is not in the chain.
    bool applyImpulse(int bone, const glm::vec3& impulse);
    bool contains(int bone) const;
    /// Advances dt seconds and writes the chain's rotations into the pose (animated on input).
    /// dt <= 0 resets; so does an anchor that jumped further than ten chain lengths in one frame.
    void run(Pose& pose, float dt);
    /// Gives the bones back their animated input where they still hold what run() wrote.
    void release(Pose& pose);

    /// Kinetic energy plus the restoring springs' potential energy (per unit mass), for tests.
    float energy() const;
    const std::vector<glm::vec3>& bodies() const { return x_; }
    const ChainPhysicsSettings& settings() const { return settings_; }
    ChainPhysicsSettings& settings() { return settings_; }

private:
    ChainPhysicsSettings settings_;
    std::vector<glm::vec3> x_, v_, target_;  // per joint: body position, velocity, animated position
    std::vector<glm::vec3> targetBefore_;    // the animated positions of the last frame (sub-steps move from them)
    std::vector<glm::vec3> from_;            // scratch
    glm::vec3 anchorBefore_{0.0f};
    glm::quat anchorRotationBefore_{1.0f, 0.0f, 0.0f, 0.0f};
    float chainLength_ = 0.0f;
    bool reset_ = true;
    // What run() wrote (each joint but the last), for release() and for restoring the input.
    std::vector<Srt> inputLocals_, writtenLocals_;
    bool wrote_ = false;
};

}  // namespace rigstage
