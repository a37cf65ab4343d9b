#pragma once
// Two-bone IK that keeps the hinge, as 3ds Max's IK Limb solver and Blender's IK do: the middle
// joint turns only about its hinge axis (the chain-plane normal, fixed in the root bone's frame),
// and the root turns rigidly to aim the chain at the target and the bend plane at the pole. So
// neither bone twists about itself (which would candy-wrap a skinned elbow or knee). The result is
// written back as local rotations so helper joints downstream react, as the GDC 2011 talk shows.
// An ozz-style job: plain inputs, validate(), run(); no allocation.

#include <optional>

#include "pose/pose.h"
#include "pose/pose_lanes.h"

namespace rigstage {

/// What a solve reads of the chain: world transforms of the root's parent (identity for a root
/// bone) and of the three joints (of the end, only its position), and the local rotations of
/// root and mid. run() gathers it from a
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
    /// The hinge axis in the root bone's local frame: the elbow / knee bends positively about it
    /// (hingeFromBindPose takes it from the bind pose's bend plane). Used when the current chain is
    /// (nearly) straight, and to tell a natural bend from a hyperextended one.
    glm::vec3 hingeLocal{0.0f, 0.0f, 1.0f};
    float weight = 1.0f;        ///< 0 keeps the input pose, 1 applies the solve fully.
    /// The chain extends at most to this fraction of its length. 1 is Max's IK Limb (the reach is
    /// clamped to exactly [|L1 - L2|, L1 + L2]); the manifest's modules use 0.9999 so a limb
    /// chasing a target never snaps straight.
    float reachRatio = 0.9999f;
    float maxStretch = 1.0f;    ///< Above 1, bones may lengthen up to this factor to reach.
    /// Max's swivel angle (radians): turns the bend plane about the root -> target line, after the
    /// pole (or, without one, the plane the chain had) placed it.
    float swivel = 0.0f;

    /// Returns true when the three bones form a parent -> child -> grandchild chain of the pose and
    /// every number is finite.
    bool validate(const Pose& pose) const { return validate(pose.framework()); }
    bool validate(const Framework& framework) const;
    /// Solves and writes the local rotations of root and mid (and, when stretching, the local
    /// translations of mid and end). Returns false (pose untouched) when validate() fails or a bone
    /// has zero length. Never writes NaN.
    bool run(Pose& pose) const;
    /// What run() writes of a solve's result, into one character of a block held in lanes (the IK
    /// stage over a block gathers, solves and writes each lane as run() does its Pose).
    void write(PoseLane lane, const TwoBoneIkResult& result) const;
    /// The chain as pose holds it now (its world transforms brought up to date), for solve(); the
    /// bones must make a chain of the pose (validate()).
    void gather(Pose& pose, TwoBoneIkChain& chain) const;
    /// gather() from one character of a block held in lanes.
    void gather(PoseLane lane, TwoBoneIkChain& chain) const;
    /// The solve alone, on a gathered chain (weight applied). False, result untouched, when a bone
    /// has zero length or a number is not finite.
    bool solve(const TwoBoneIkChain& chain, TwoBoneIkResult& result) const;
};

/// Solves up to four jobs, job i on chains[i] into results[i], each with the bits its solve() gives;
/// the common case (procedural/two_bone_ik_lanes.h) four side by side. Returns bit i set where job i
/// solved (where solve() would return true); results of the others are untouched.
int solveTwoBoneIkBatch(const TwoBoneIkJob* const* jobs, const TwoBoneIkChain* chains, int count, TwoBoneIkResult* results);

/// The hinge axis of a chain at its bind pose, in the root bone's local frame: the normal of the
/// plane of root, mid and end, oriented so the bind bend is positive about it. A straight bind
/// chain bends towards the root's local +Y (hinge = +Y x bone direction).
glm::vec3 hingeFromBindPose(const Framework& framework, int root, int mid, int end);

}  // namespace rigstage
