#pragma once
// Foot control during a transition (NDC 2018 seed, transitions; used for crossfades and
// inertialization alike): a foot on the ground in both the source and the target pose must not
// slide while the one pose turns into the other. Every foot the target
// plants takes one step (a sine lift) onto where the target puts it, each in its share of the
// blend, one after the other: feet in the air in the source first, then those planted in both, the
// farthest from its target first; until its turn a planted foot stays where the source planted it.
// A foot the target has in the air just blends. The legs reach their feet by the hinge-preserving two-bone IK.

#include <vector>

#include "pose/pose.h"
#include "procedural/two_bone_ik.h"

namespace rigstage {

class TransitionFeet {
public:
    /// The legs (thigh -> calf -> foot), the up axis (1 or 2) and the height under which a foot
    /// counts as on the ground (above the clip's ground at 0), per leg.
    void setLegs(std::vector<TwoBoneIkJob> legs, int up, std::vector<float> groundedBelow);
    bool empty() const { return legs_.empty(); }
    /// Records where the source pose has each foot (call with the source pose, before the switch).
    void start(Pose& source);
    /// The target's feet, read from the pose the clip just wrote (before it is blended).
    void readTarget(Pose& target);
    /// After the blend (progress 0..1 of it): planted feet held, stepped, and reached by IK.
    void apply(Pose& pose, float progress);

private:
    std::vector<TwoBoneIkJob> legs_;
    std::vector<float> groundedBelow_;
    int up_ = 2;
    std::vector<glm::vec3> source_, target_;
    std::vector<bool> sourcePlanted_;
    std::vector<int> order_;  // planted-in-both legs, farthest first; -1 until the first target frame
    bool ordered_ = false;
};

}  // namespace rigstage
