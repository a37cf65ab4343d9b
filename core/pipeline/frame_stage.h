#pragma once
// One stage of a character's frame (ozz-style: settings checked when the stage is built, then a run
// on the pose). The frame is the ordered list of stages the manifest's <Pipeline> names (or the
// default order), so a new module is a new stage, not another branch in CharacterInstance.

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "helpers/helper_joint.h"
#include "pose/pose.h"

namespace rigstage {

class Terrain;

enum class StageKind { Clip, Transition, PoseEdit, Locomotion, Slope, Ik, Physics, Helpers, Trailing };

/// The stage's name in the manifest and the CLI: "clip", "transition", "pose", "locomotion", "slope",
/// "ik", "physics", "helpers", "trailing".
const char* stageName(StageKind kind);
std::optional<StageKind> stageFromName(std::string_view name);
/// clip, transition, pose, locomotion, slope, ik, physics, helpers, trailing: what a manifest
/// without <Pipeline> runs.
const std::vector<StageKind>& defaultStageOrder();
/// Procedural stages are skipped when the character is evaluated as the DCC baked it (clip and helpers only).
bool isProceduralStage(StageKind kind);

/// What every stage of one frame sees.
struct FrameContext {
    Pose& pose;
    float frame = 0.0f;      ///< The frame asked for (the clip's own frames).
    bool loop = true;
    float dtSeconds = 0.0f;  ///< Time since the last frame; 0 snaps springs and particles (scrubbing, teleports).
    HelperTime time;         ///< The helper joints' time, from the clip.
    const Terrain* terrain = nullptr;  ///< The ground; null is the clip's own flat ground at height 0.
    /// Drive mode's steps, for the slope stage's look-ahead: the foot bone in the air, where it left
    /// the ground and where it lands (world). stepsKnown: a stage placed the feet itself this frame
    /// (the clip's contacts do not apply); a foot not listed stands.
    struct Step {
        int foot = -1;
        glm::vec3 liftOff{0.0f}, contact{0.0f};
    };
    bool stepsKnown = false;
    int stepCount = 0;
    Step steps[4];
};

class FrameStage {
public:
    explicit FrameStage(StageKind kind) : kind_(kind) {}
    virtual ~FrameStage() = default;
    FrameStage(const FrameStage&) = delete;
    FrameStage& operator=(const FrameStage&) = delete;

    StageKind kind() const { return kind_; }
    const char* name() const { return stageName(kind_); }
    /// A disabled stage does not run: the pose stays as the stage before it wrote it.
    bool enabled() const { return enabled_; }
    void setEnabled(bool on) { enabled_ = on; }
    /// False when the character configures nothing for this stage (it is listed but has no work).
    virtual bool hasWork() const { return true; }
    virtual void run(FrameContext& context) = 0;
    /// Called instead of run() while the stage is switched off, so a stage can take back what it
    /// wrote into bones nothing else animates (otherwise its last output would stay).
    virtual void skip(FrameContext&) {}

    /// The stage's cost, smoothed over recent frames, while the pipeline measures (microseconds).
    double microseconds() const { return micros_; }
    /// The mean cost over every measured run since the last reset (microseconds), and the run count.
    double meanMicroseconds() const { return runs_ > 0 ? totalMicros_ / static_cast<double>(runs_) : 0.0; }
    long long measuredRuns() const { return runs_; }
    void recordCost(double micros)
    {
        micros_ = micros_ <= 0.0 ? micros : 0.9 * micros_ + 0.1 * micros;
        totalMicros_ += micros;
        ++runs_;
    }
    void resetCost()
    {
        micros_ = totalMicros_ = 0.0;
        runs_ = 0;
    }

private:
    StageKind kind_;
    bool enabled_ = true;
    double micros_ = 0.0;
    double totalMicros_ = 0.0;
    long long runs_ = 0;
};

}  // namespace rigstage
