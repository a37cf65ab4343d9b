#pragma once
// The seed's EvaluationOrderBuilder: a pose source that, when a controller asks for a bone driven
// by a helper joint not yet evaluated (the bone itself or, for world transforms, an ancestor),
// evaluates that helper first. Baked and plain bones are available at any time. Asking for a
// helper already being evaluated is a cycle, reported with the path of bones and controllers.
//
// The walk keeps its own stack on the heap, not the call stack: the rig decides how deep helpers
// wait on each other. A helper that asks for one not yet evaluated is set aside (an exception out
// of its controllers), that one evaluated, and the first run again from its start. It sees what
// it saw the first time: what it read before asking was a helper already done, or one evaluated
// further out (a cycle), neither of which changes meanwhile, or a bone as it stood (currentLocal),
// which is kept for it. The order, the reads and the cycles found are those of a recursive walk.

#include <cstddef>
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
    /// A helper being evaluated (or set aside until the one it asked for is done).
    struct Frame {
        int helper = -1;
        std::size_t keptBegin = 0;  ///< where its kept reads start in kept_
        std::string slot;           ///< the controller running; while set aside, the one that asked
    };
    /// A bone as it stood when a helper read it without evaluating it (currentLocal): the helpers
    /// evaluated while it is set aside may change it, so running again it is given this.
    struct Kept {
        int bone;
        Srt local;
    };
    /// Thrown out of a helper's controllers when they ask for a helper not yet evaluated.
    struct NeedsHelper {
        int helper;
    };

    /// Evaluates helper and, first, every helper it waits on.
    void walkFrom(int helper);
    void push(int helper);
    void ensureWorld(int bone);
    void ensure(int bone);
    void noteRead(int bone, bool world);

    Pose& pose_;
    std::vector<HelperJoint>& joints_;
    const std::vector<int>& helperOfBone_;
    HelperTime time_;
    Diagnostics* diagnostics_;
    std::vector<State> state_;
    std::vector<Frame> stack_;  // helpers being evaluated, outermost first
    std::vector<Kept> kept_;    // each frame's currentLocal reads in turn, the innermost frame's last
    std::size_t keptAt_ = 0;    // the innermost frame's next one to give back again
    std::vector<int> order_;
    std::vector<std::vector<int>> reads_;
    std::vector<std::vector<int>> worldReads_;
    std::vector<int> worldRotationReads_;
    bool foundCycle_ = false;
    bool tooDeep_ = false;
};

}  // namespace rigstage
