#pragma once
// The slope stage: the manifest's <SlopeAdaptation> turns the spine's segments to the terrain, lifts
// the body over it through the suspension springs and plants the feet on it. Idle on the clip's own
// flat ground (no terrain set). Its look-ahead knows where a foot in the air lands from drive mode's
// step, else from the playing clip's contacts (sampled once per clip).

#include <optional>

#include "pipeline/clip_stage.h"
#include "pipeline/foot_contact_plan.h"
#include "pipeline/frame_stage.h"
#include "procedural/slope_adaptation.h"

namespace rigstage {

class SlopeStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Slope;
    /// clip: the pipeline's clip stage, whose clip the look-ahead reads (null: none).
    SlopeStage(std::optional<SlopeAdaptation> adaptation, const ClipStage* clip)
        : FrameStage(kKind), adaptation_(std::move(adaptation)), clip_(clip)
    {
    }
    SlopeAdaptation* adaptation() { return adaptation_ ? &*adaptation_ : nullptr; }
    /// The clip's contacts as the look-ahead reads them (built on the first run of a clip).
    const FootContactPlan& contactPlan() const { return plan_; }
    bool hasWork() const override { return adaptation_.has_value(); }
    void run(FrameContext& context) override;
    void skip(FrameContext& context) override
    {
        if (adaptation_) {
            adaptation_->release(context.pose);
        }
    }

private:
    std::optional<SlopeAdaptation> adaptation_;
    const ClipStage* clip_;
    FootContactPlan plan_;
    std::vector<FootStep> steps_;
};

}  // namespace rigstage
