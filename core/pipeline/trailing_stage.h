#pragma once
// The trailing-joint stage: each trailing joint swings after its damped particle.

#include <vector>

#include "pipeline/frame_stage.h"
#include "procedural/trailing_joint.h"

namespace rigstage {

class TrailingStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Trailing;
    explicit TrailingStage(std::vector<TrailingJoint> joints) : FrameStage(kKind), joints_(std::move(joints)) {}
    std::vector<TrailingJoint>& joints() { return joints_; }
    bool hasWork() const override { return !joints_.empty(); }
    void run(FrameContext& context) override
    {
        for (TrailingJoint& joint : joints_) {
            if (context.dtSeconds <= 0.0f) {
                joint.reset();
            }
            joint.update(context.pose, context.dtSeconds);
        }
    }

private:
    std::vector<TrailingJoint> joints_;
};

}  // namespace rigstage
