#pragma once
// The seed's EvaluationOrderBuilder: a pose source that, when a controller asks for a bone driven
// by a helper joint not yet evaluated (the bone itself or, for world transforms, an ancestor),
// evaluates that helper first. Baked and plain bones are available at any time. Asking for a
// helper already being evaluated is a cycle, reported with the path of bones and controllers.

#include <deque>
#include <string>
#include <vector>

#include "diagnostics.h"
#include "helpers/helper_joint.h"
#include "pose/pose.h"

namespace rigstage {

/// How many helper joints may wait on each other in one chain (docs/format.md, Limits).
inline constexpr int kMaxHelperChain = 1000;

class EvaluationOrderBuilder final : public PoseSource {
public:
    /// helperOfBone maps a bone to the index of its helper in joints, or -1.
    EvaluationOrderBuilder(Pose& pose, std::vector<HelperJoint>& joints, const std::vector<int>& helperOfBone,
                           const HelperTime& time, Diagnostics* diagnostics);

    /// Evaluates every helper joint, each after the ones it needs.
    void run();

    /// Helper indices in the order they finished evaluating.
    const std::vector<int>& order() const { return order_; }
    const std::vector<std::vector<int>>& reads() const { return reads_; }
    const std::vector<std::vector<int>>& worldReads() const { return worldReads_; }
    /// The bones whose world rotation (worldSrt, worldRotation) any helper read, without repeats.
    const std::vector<int>& worldRotationReads() const { return worldRotationReads_; }
    bool foundCycle() const { return foundCycle_; }

    const Framework& framework() const override { return pose_.framework(); }
    glm::mat4 worldTransform(int bone) override;
    Srt worldSrt(int bone) override;
    glm::mat4 worldInverse(int bone) override;
    Srt localSrt(int bone) override;
    Srt currentLocal(int bone) override;

private:
    enum class State : unsigned char { Pending, Evaluating, Done };
    void ensureWorld(int bone);
    void ensure(int bone);
    void evaluate(int helper);
    void noteRead(int bone, bool world);

    Pose& pose_;
    std::vector<HelperJoint>& joints_;
    const std::vector<int>& helperOfBone_;
    HelperTime time_;
    Diagnostics* diagnostics_;
    std::vector<State> state_;
    std::vector<int> stack_;           // helpers being evaluated, outermost first
    std::deque<std::string> slots_;    // the controller running in each (a deque: nested pushes keep references valid)
    std::vector<int> order_;
    std::vector<std::vector<int>> reads_;
    std::vector<std::vector<int>> worldReads_;
    std::vector<int> worldRotationReads_;
    bool foundCycle_ = false;
    bool tooDeep_ = false;
};

}  // namespace rigstage
