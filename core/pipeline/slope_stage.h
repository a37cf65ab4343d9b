#pragma once
// The slope stage: the manifest's <SlopeAdaptation> turns the spine's segments to the terrain, lifts
// the body over it through the suspension springs and plants the feet on it. Idle on the clip's own
// flat ground (no terrain set).

#include <optional>

#include "pipeline/frame_stage.h"
#include "procedural/slope_adaptation.h"

namespace rigstage {

class SlopeStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Slope;
    explicit SlopeStage(std::optional<SlopeAdaptation> adaptation) : FrameStage(kKind), adaptation_(std::move(adaptation)) {}
    SlopeAdaptation* adaptation() { return adaptation_ ? &*adaptation_ : nullptr; }
    bool hasWork() const override { return adaptation_.has_value(); }
    void run(FrameContext& context) override
    {
        if (adaptation_ && context.terrain) {
            adaptation_->run(context.pose, *context.terrain, context.dtSeconds);
        } else {
            skip(context);
        }
    }
    void skip(FrameContext& context) override
    {
        if (adaptation_) {
            adaptation_->release(context.pose);
        }
    }

private:
    std::optional<SlopeAdaptation> adaptation_;
};

}  // namespace rigstage
