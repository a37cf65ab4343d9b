#pragma once
// Two-bone IK (little-polygon's "Inverse Kinematics" post): the law of cosines places the middle
// joint, a pole decides which way the chain bends, and the result is written back as local
// rotations so helper joints downstream react, as the GDC 2011 talk shows them reacting to IK.
// An ozz-style job: plain inputs, validate(), run(); no allocation.

#include <optional>

#include "pose/pose.h"

namespace rigstage {

/// What a solve reads of the chain: world transforms of the root's parent (identity for a root
/// bone) and of the three joints, and the local rotations of root and mid. run() gathers it from a
/// pose; a caller holding world matrices already (like ozz's job) can solve() directly.
struct TwoBoneIkChain {
    glm::mat4 parentWorld{1.0f};
    glm::mat4 rootWorld{1.0f};
    glm::mat4 midWorld{1.0f};
    glm::mat4 endWorld{1.0f};
    glm::quat rootLocal{1.0f, 0.0f, 0.0f, 0.0f};
    glm::quat midLocal{1.0f, 0.0f, 0.0f, 0.0f};
    bool scaled = false;  ///< Some scale above or on the root or mid: rotations go through decomposition.
};

/// The solve's answer: new local rotations of root and mid, and the factor by which the local
/// translations of mid and end lengthen (1 without stretch).
struct TwoBoneIkResult {
    glm::quat rootLocal{1.0f, 0.0f, 0.0f, 0.0f};
    glm::quat midLocal{1.0f, 0.0f, 0.0f, 0.0f};
    float translationScale = 1.0f;
};

struct TwoBoneIkJob {
    int root = -1;  ///< e.g. the thigh or upper arm
    int mid = -1;   ///< its child: the calf or forearm
    int end = -1;   ///< its child: the foot or hand, which should land on the target
    glm::vec3 target{0.0f};            ///< World position for the end joint.
    std::optional<glm::vec3> pole;     ///< World position the middle joint bends towards (a knee / elbow target).
    /// Bend direction in the root bone's local frame, used without a pole when the chain is straight
    /// (e.g. taken from the bind pose's bend plane by bendHintFromBindPose).
    glm::vec3 bendHintLocal{0.0f, 1.0f, 0.0f};
    float weight = 1.0f;        ///< 0 keeps the input pose, 1 applies the solve fully.
    float reachRatio = 0.9999f; ///< The chain extends at most to this fraction of its length (no snapping straight).
    float maxStretch = 1.0f;    ///< Above 1, bones may lengthen up to this factor to reach.

    /// Returns true when the three bones form a parent -> child -> grandchild chain of the pose and
    /// every number is finite.
    bool validate(const Pose& pose) const;
    /// Solves and writes the local rotations of root and mid (and, when stretching, the local
    /// translations of mid and end). Returns false (pose untouched) when validate() fails or a bone
    /// has zero length. Never writes NaN.
    bool run(Pose& pose) const;
    /// The solve alone, on a gathered chain (weight applied). False, result untouched, when a bone
    /// has zero length or a number is not finite.
    bool solve(const TwoBoneIkChain& chain, TwoBoneIkResult& result) const;
};

/// The bend direction of a chain at its bind pose, in the root bone's local frame: the middle
/// joint's offset from the root -> end line. Falls back to the root's local +Y when straight.
glm::vec3 bendHintFromBindPose(const Framework& framework, int root, int mid, int end);

}  // namespace rigstage
