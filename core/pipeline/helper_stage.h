#pragma once
// The helper-joint stage: every helper joint of the worn layers, in the order the
// EvaluationOrderBuilder found.

#include <memory>

#include "helpers/helper_joint_system.h"
#include "pipeline/frame_stage.h"

namespace rigstage {

class HelperStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Helpers;
    explicit HelperStage(std::shared_ptr<HelperJointSystem> helpers) : FrameStage(kKind), helpers_(std::move(helpers)) {}
    HelperJointSystem* helpers() const { return helpers_.get(); }
    const std::shared_ptr<HelperJointSystem>& sharedHelpers() const { return helpers_; }
    bool hasWork() const override { return helpers_ && !helpers_->joints().empty(); }
    void run(FrameContext& context) override { helpers_->evaluate(context.pose, context.time); }

private:
    std::shared_ptr<HelperJointSystem> helpers_;
};

}  // namespace rigstage
