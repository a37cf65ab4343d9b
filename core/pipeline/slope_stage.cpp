#include "pipeline/slope_stage.h"

#include "procedural/terrain.h"

namespace rigstage {

namespace {

/// A foot counts as standing within this share of its leg's length above its lowest in the clip.
constexpr float kGroundedShareOfLeg = 0.05f;

}  // namespace

void SlopeStage::run(FrameContext& context)
{
    if (!adaptation_ || !context.terrain) {
        skip(context);
        return;
    }
    const SlopeAdaptationSettings& s = adaptation_->settings();
    const std::vector<FootStep>* steps = nullptr;
    if (s.lookAhead && context.stepsKnown) {
        steps_.assign(s.legs.size(), FootStep{});
        for (int i = 0; i < context.stepCount; ++i) {
            for (std::size_t l = 0; l < s.legs.size(); ++l) {
                if (s.legs[l].end == context.steps[i].foot) {
                    steps_[l] = {true, context.steps[i].liftOff, context.steps[i].contact};
                }
            }
        }
        steps = &steps_;
    } else if (s.lookAhead && clip_ && clip_->player()) {
        if (plan_.player() != clip_->player()) {
            const Framework& fw = context.pose.framework();
            std::vector<int> feet;
            std::vector<float> grounded;
            for (const TwoBoneIkJob& leg : s.legs) {
                feet.push_back(leg.end);
                const float l1 = glm::length(glm::vec3(fw.bindWorld(leg.mid)[3] - fw.bindWorld(leg.root)[3]));
                const float l2 = glm::length(glm::vec3(fw.bindWorld(leg.end)[3] - fw.bindWorld(leg.mid)[3]));
                grounded.push_back(kGroundedShareOfLeg * (l1 + l2));
            }
            plan_.build(*clip_->player(), context.pose.frameworkPtr(), feet, grounded, context.terrain->upAxis());
        }
        plan_.stepsAt(context.frame, context.loop, steps_);
        steps = &steps_;
    }
    adaptation_->run(context.pose, *context.terrain, context.dtSeconds, steps);
}

}  // namespace rigstage
