#include "character/crowd_block.h"

#include <algorithm>
#include <cassert>

#include "anim/clip_lanes.h"
#include "pipeline/clip_stage.h"
#include "pipeline/helper_stage.h"
#include "pipeline/ik_stage.h"
#include "pipeline/slope_stage.h"

namespace rigstage {

namespace {

/// Whether the pipeline runs stage this frame (StagePipeline::run's test).
bool runs(const FrameStage& stage, bool procedural)
{
    return stage.enabled() && (procedural || !isProceduralStage(stage.kind()));
}

/// Whether the block runs stage (the clip, IK, helpers) or it does nothing this frame, run or
/// skipped: no work, or a slope adaptation off the terrain (runAlike asks for none) holding no
/// output, which only releases what it wrote.
bool laneOrIdle(FrameStage& stage)
{
    if (!stage.hasWork()) {
        return true;
    }
    switch (stage.kind()) {
    case StageKind::Clip:
    case StageKind::Ik:
    case StageKind::Helpers:
        return true;
    case StageKind::Slope:
        return !static_cast<SlopeStage&>(stage).adaptation()->holdsOutput();
    default:
        return false;
    }
}

/// The stages the block runs.
bool laneStage(StageKind kind)
{
    return kind == StageKind::Clip || kind == StageKind::Ik || kind == StageKind::Helpers;
}

}  // namespace

bool CrowdBlock::runAlike(std::span<CharacterInstance* const> characters)
{
    if (characters.empty() || characters.size() > static_cast<std::size_t>(kPoseLanes)) {
        return false;
    }
    CharacterInstance& first = *characters.front();
    const StagePipeline& pipeline = first.pipeline();
    const ClipStage* clip = pipeline.find<ClipStage>();
    const HelperStage* helpers = pipeline.find<HelperStage>();
    const IkStage* ik = pipeline.find<IkStage>();
    if (pipeline.measuring() || pipeline.watchingFinite() || first.terrain() || (helpers && helpers->helpers()
                                                                                 && helpers->helpers()->profile())) {
        return false;
    }
    for (FrameStage* stage : pipeline.stages()) {
        if (!laneOrIdle(*stage)) {
            return false;
        }
    }
    for (CharacterInstance* other : characters.subspan(1)) {
        const StagePipeline& p = other->pipeline();
        if (&other->framework() != &first.framework() || other->terrain() || p.measuring() || p.watchingFinite()
            || p.stages().size() != pipeline.stages().size()) {
            return false;
        }
        for (std::size_t s = 0; s < p.stages().size(); ++s) {
            const FrameStage& a = *pipeline.stages()[s];
            const FrameStage& b = *p.stages()[s];
            if (a.kind() != b.kind() || a.hasWork() != b.hasWork() || !laneOrIdle(*p.stages()[s])
                || (a.hasWork() && runs(a, first.proceduralEnabled()) != runs(b, other->proceduralEnabled()))) {
                return false;
            }
        }
        const ClipStage* otherClip = p.find<ClipStage>();
        const HelperStage* otherHelpers = p.find<HelperStage>();
        const IkStage* otherIk = p.find<IkStage>();
        if ((clip ? clip->player() : nullptr) != (otherClip ? otherClip->player() : nullptr)
            || (helpers ? helpers->helpers() : nullptr) != (otherHelpers ? otherHelpers->helpers() : nullptr)
            || (ik == nullptr) != (otherIk == nullptr) || (ik && !ik->runsAlike(*otherIk))) {
            return false;
        }
    }
    return true;
}

void CrowdBlock::evaluate(std::span<CharacterInstance* const> characters, std::span<const float> frames, bool loop,
                          PoseLanes& block)
{
    assert(runAlike(characters) && frames.size() == characters.size());
    assert(&block.framework() == &characters.front()->framework());
    const int count = static_cast<int>(characters.size());
    const auto characterOf = [&](int lane) { return characters[static_cast<std::size_t>(lane < count ? lane : 0)]; };
    float laneFrames[kPoseLanes];
    HelperTime times[kPoseLanes];
    IkStage* ikStages[kPoseLanes];
    const Pose* poses[kPoseLanes];
    for (int k = 0; k < kPoseLanes; ++k) {
        CharacterInstance& c = *characterOf(k);
        laneFrames[k] = frames[static_cast<std::size_t>(k < count ? k : 0)];
        times[k] = helperTimeAt(c.clip(), laneFrames[k], loop);
        ikStages[k] = c.pipeline().find<IkStage>();
        poses[k] = &c.pose();
        c.pipeline().clearFirstNonFinite();  // what run() does first; nothing watches here (runAlike)
    }
    CharacterInstance& first = *characters.front();
    // The first character's stages in its pipeline's order (the others' are alike).
    const auto running = [&](const FrameStage* stage) {
        // The others idle (laneOrIdle); skip() does nothing for the clip, IK and helpers.
        return stage->hasWork() && runs(*stage, first.proceduralEnabled()) && laneStage(stage->kind());
    };
    const auto& stages = first.pipeline().stages();
    const auto firstRunning = std::find_if(stages.begin(), stages.end(), running);
    // A clip running first writes its bound bones' whole locals before anything reads them: those
    // are not read from the poses (most of a rig's bones; memory a crowd streams every frame).
    const bool clipFirst = firstRunning != stages.end() && (*firstRunning)->kind() == StageKind::Clip;
    block.load(poses, clipFirst ? static_cast<ClipStage*>(*firstRunning)->player()->boundBones() : std::span<const int>{});
    for (FrameStage* stage : stages) {
        if (!running(stage)) {
            continue;
        }
        switch (stage->kind()) {
        case StageKind::Clip:
            applyClipInLanes(*static_cast<ClipStage*>(stage)->player(), block, laneFrames, loop);
            break;
        case StageKind::Ik:
            static_cast<IkStage*>(stage)->runLanes(block, nullptr, ikStages);
            break;
        case StageKind::Helpers:
            static_cast<HelperStage*>(stage)->helpers()->evaluateLanes(block, times);
            break;
        default:
            break;
        }
    }
    block.computeWorld();
    Pose* out[kPoseLanes];
    for (int k = 0; k < count; ++k) {
        out[k] = &characters[static_cast<std::size_t>(k)]->pose();
    }
    block.store(std::span<Pose* const>(out, static_cast<std::size_t>(count)));
}

}  // namespace rigstage
