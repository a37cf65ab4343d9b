#pragma once
// The transition stage: right after the clip, a crossfade or inertialization from the pose the
// previous clip left (CharacterInstance::transitionTo) onto the new clip's pose.

#include <algorithm>

#include "pipeline/frame_stage.h"
#include "procedural/transition.h"
#include "procedural/transition_feet.h"

namespace rigstage {

class TransitionStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Transition;
    TransitionStage() : FrameStage(kKind) {}
    PoseTransition& transition() { return transition_; }
    /// The legs whose planted feet a crossfade keeps from sliding (none: no foot control).
    TransitionFeet& feet() { return feet_; }
    /// Restarts the clock: the next frame is the first of the new clip.
    void started() { elapsed_ = 0.0f; }
    float elapsed() const { return elapsed_; }
    bool hasWork() const override { return transition_.active(); }
    void run(FrameContext& context) override
    {
        if (!transition_.active()) {
            return;
        }
        if (!(context.dtSeconds > 0.0f)) {
            transition_.stop();  // a scrub or a jump: the new clip as it is
            return;
        }
        elapsed_ += context.dtSeconds;
        const bool feet = !feet_.empty();
        if (feet) {
            feet_.readTarget(context.pose);
        }
        transition_.apply(context.pose, elapsed_);
        if (feet && transition_.active()) {
            // The steps end a frame before the blend does, so the last blended frame has every
            // foot on its target already (the frame after is the target alone).
            const float span = std::max(transition_.seconds() - context.dtSeconds, 1e-4f);
            feet_.apply(context.pose, glm::clamp(elapsed_ / span, 0.0f, 1.0f));
        }
    }
    void skip(FrameContext&) override { transition_.stop(); }

private:
    PoseTransition transition_;
    TransitionFeet feet_;
    float elapsed_ = 0.0f;
};

}  // namespace rigstage
