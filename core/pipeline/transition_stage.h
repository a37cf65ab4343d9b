#pragma once
// The transition stage: right after the clip, a crossfade or inertialization from the pose the
// previous clip left (CharacterInstance::transitionTo) onto the new clip's pose.

#include "pipeline/frame_stage.h"
#include "procedural/transition.h"

namespace rigstage {

class TransitionStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Transition;
    TransitionStage() : FrameStage(kKind) {}
    PoseTransition& transition() { return transition_; }
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
        transition_.apply(context.pose, elapsed_);
    }
    void skip(FrameContext&) override { transition_.stop(); }

private:
    PoseTransition transition_;
    float elapsed_ = 0.0f;
};

}  // namespace rigstage
