#pragma once
// The IK stage: the manifest's two-bone IK modules, each reaching for a bone, a target the user set
// (the viewport gizmo), or keeping its end above the ground (foot IK; the terrain's when one is set).

#include <optional>
#include <string>
#include <vector>

#include "pipeline/frame_stage.h"
#include "procedural/two_bone_ik.h"

namespace rigstage {

/// One IK module of the manifest, resolved on the current stack.
struct IkModule {
    std::string name;
    TwoBoneIkJob job;
    int targetBone = -1;
    int poleBone = -1;
    bool ground = false;
    float groundHeight = 0.0f;
    float endBindHeight = 0.0f;     ///< The end joint's height at the bind pose (which stands on 0).
    std::optional<glm::vec3> override;  ///< A target set by the user (the viewport gizmo).
};

class IkStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Ik;
    IkStage(std::vector<IkModule> modules, int upAxis) : FrameStage(kKind), modules_(std::move(modules)), up_(upAxis) {}
    std::vector<IkModule>& modules() { return modules_; }
    bool hasWork() const override { return !modules_.empty(); }
    void run(FrameContext& context) override;
    /// run() for the eight characters of a block held in lanes (each with these modules and
    /// settings, on terrain or the flat ground): each lane gets the bits run() gives that
    /// character's Pose. run() keeps each module's last target and pole (for the gizmo): given
    /// laneStages (one a lane, each runsAlike() this one, this one among them or not), lane k's are
    /// kept in laneStages[k]'s modules; without, no module's are.
    void runLanes(PoseLanes& block, const Terrain* terrain, IkStage* const* laneStages = nullptr) const;
    /// True when other's modules have the same settings and user targets as these (the per-frame
    /// targets and poles aside) and it works along the same up axis: run() gives both the same bits.
    bool runsAlike(const IkStage& other) const;

private:
    std::vector<IkModule> modules_;
    int up_;
};

}  // namespace rigstage
