#pragma once
// The locomotion stage (drive mode): the manifest's <Locomotion> moves the root from a stick,
// lowers, rolls and leans the pelvis, and sets the legs onto the stepping feet by IK. Idle unless
// driving.

#include "pipeline/frame_stage.h"
#include "procedural/locomotion.h"
#include "procedural/two_bone_ik.h"

namespace rigstage {

/// The bones drive mode moves, resolved on the current stack.
struct LocomotionRig {
    int root = -1, pelvis = -1;
    TwoBoneIkJob legs[2];
    float ankleHeight[2] = {0.0f, 0.0f};
    float crouch = 0.0f;
};

class LocomotionStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Locomotion;
    LocomotionStage(const LocomotionRig& rig, const ProceduralLocomotion& motion) : FrameStage(kKind), rig_(rig), motion_(motion) {}

    ProceduralLocomotion& motion() { return motion_; }
    /// Takes over another stage's motion, drive state and stick (a costume swap rebuilds the stages).
    void carryFrom(const LocomotionStage& other)
    {
        motion_ = other.motion_;
        driving_ = other.driving_;
        stick_ = other.stick_;
    }
    const LocomotionRig& rig() const { return rig_; }
    /// Turning it on starts from where the root stands in the pose.
    void setDriving(bool on, Pose& pose);
    bool driving() const { return driving_; }
    void setStick(const glm::vec2& stick) { stick_ = stick; }
    bool hasWork() const override { return driving_; }
    void run(FrameContext& context) override;

private:
    LocomotionRig rig_;
    ProceduralLocomotion motion_;
    bool driving_ = false;
    glm::vec2 stick_{0.0f};
    Srt pelvisInput_, pelvisWritten_;
    bool wrotePelvis_ = false;
};

}  // namespace rigstage
