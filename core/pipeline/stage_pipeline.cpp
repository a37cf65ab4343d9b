#include "pipeline/stage_pipeline.h"

#include "support/timed_region.h"

namespace rigstage {

void StagePipeline::add(std::unique_ptr<FrameStage> stage, bool listed)
{
    if (listed) {
        order_.push_back(stage.get());
    }
    stages_.push_back(std::move(stage));
}

void StagePipeline::run(FrameContext& context, bool procedural)
{
    firstNonFinite_.reset();
    for (FrameStage* stage : order_) {
        if (!stage->enabled() || (!procedural && isProceduralStage(stage->kind()))) {
            stage->skip(context);
        } else if (!measuring_) {
            stage->run(context);
        } else {
            const auto start = ProfileClock::now();
            stage->run(context);
            stage->recordCost(regionNanoseconds(start, ProfileClock::now()) / 1000.0);
        }
        if (watchingFinite_ && !firstNonFinite_ && !context.pose.localsFinite()) {
            firstNonFinite_ = stage->kind();
        }
    }
}

FrameStage* StagePipeline::find(StageKind kind) const
{
    for (const auto& stage : stages_) {
        if (stage->kind() == kind) {
            return stage.get();
        }
    }
    return nullptr;
}

}  // namespace rigstage
