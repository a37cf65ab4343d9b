#pragma once
// One character playing: its stack of layers (the character's own plus any costumes worn), its
// pose, the clip player of the active clip, and the helper joints of every procedural layer,
// evaluated in the order the EvaluationOrderBuilder found. Costumes can be swapped while it plays.

#include <memory>
#include <vector>

#include "anim/clip_player.h"
#include "diagnostics.h"
#include "helpers/helper_joint_system.h"
#include "io/character_loader.h"
#include "pose/pose.h"
#include "procedural/locomotion.h"
#include "procedural/trailing_joint.h"
#include "procedural/two_bone_ik.h"

namespace rigstage {

class CharacterInstance {
public:
    /// Stacks the character's layers and the given costumes (indices into data.costumes), compiles
    /// every helper joint and builds their order. Returns null (with the problems in diagnostics)
    /// when the layers do not stack or a helper fails. data must outlive the instance.
    static std::unique_ptr<CharacterInstance> create(const CharacterData& data, Diagnostics& diagnostics,
                                                     const std::vector<int>& costumes = {});

    /// Wears these costumes instead (stacked in this order), rebuilding the framework, the helper
    /// joints and their order. The animation keeps playing: bones that exist before and after keep
    /// their local transforms and the clip keeps its place. On failure nothing changes.
    bool setCostumes(const std::vector<int>& costumes, Diagnostics& diagnostics);
    const std::vector<int>& costumes() const { return costumes_; }

    /// Plays a clip (index into data.clips, -1 for none) and puts the pose back to bind.
    void setClip(int clip, Diagnostics& diagnostics);
    int clipIndex() const { return clip_; }
    /// Evaluates a frame: the clip writes its baked bones, the IK modules bend their limbs, the
    /// helper joints run (so they react to IK), then the trailing joints advance by dtSeconds
    /// (0 snaps them to rest, e.g. when scrubbing).
    void evaluate(float frame, bool loop = true, float dtSeconds = 0.0f);

    /// Off: evaluate() plays the clip and the helper joints only (no IK, trailing joints or drive),
    /// to compare a rig against what the DCC baked. On by default.
    void setProceduralEnabled(bool on) { procedural_ = on; }
    bool proceduralEnabled() const { return procedural_; }

    /// One IK module of the manifest, resolved on the current stack.
    struct Ik {
        std::string name;
        TwoBoneIkJob job;
        int targetBone = -1;
        int poleBone = -1;
        bool ground = false;
        float groundHeight = 0.0f;
        float endBindHeight = 0.0f;     ///< The end joint's height at the bind pose (which stands on 0).
        std::optional<glm::vec3> override;  ///< A target set by the user (the viewport gizmo).
    };
    std::vector<Ik>& iks() { return iks_; }
    /// Sets (or clears) the world target of the IK module with this name; false when there is none.
    bool setIkTarget(const std::string& name, std::optional<glm::vec3> target);
    std::vector<TrailingJoint>& trailingJoints() { return trails_; }

    /// Drive mode: the manifest's <Locomotion> moves the root from a stick (world XY, up to 1),
    /// lowers, rolls and leans the pelvis, and sets the legs onto the stepping feet by IK. False
    /// when the character has no locomotion. Turning it on starts from where the root stands.
    bool setDriving(bool on);
    bool isDriving() const { return driving_; }
    void setStick(const glm::vec2& stick) { stick_ = stick; }
    ProceduralLocomotion* locomotion() { return locomotion_ ? &locomotion_->motion : nullptr; }

    Pose& pose() { return *pose_; }
    const Framework& framework() const { return *framework_; }
    const std::shared_ptr<const Framework>& frameworkPtr() const { return framework_; }
    HelperJointSystem* helpers() { return helpers_.get(); }
    const Clip* clip() const { return player_ ? &player_->clip() : nullptr; }

private:
    explicit CharacterInstance(const CharacterData& data);

    const CharacterData* data_;
    std::shared_ptr<const Framework> framework_;
    std::unique_ptr<Pose> pose_;
    int clip_ = -1;
    std::unique_ptr<ClipPlayer> player_;
    std::unique_ptr<HelperJointSystem> helpers_;
    std::vector<int> costumes_;
    std::vector<Ik> iks_;
    std::vector<TrailingJoint> trails_;

    struct LocomotionRig {
        int root = -1, pelvis = -1;
        TwoBoneIkJob legs[2];
        float ankleHeight[2] = {0.0f, 0.0f};
        float crouch = 0.0f;
        ProceduralLocomotion motion;
        Srt pelvisInput, pelvisWritten;
        bool wrotePelvis = false;
    };
    void applyLocomotion(float dtSeconds);
    std::optional<LocomotionRig> locomotion_;
    bool driving_ = false;
    bool procedural_ = true;
    glm::vec2 stick_{0.0f};
};

/// Compiles the helper settings of data's layers and of the given costumes against framework and
/// builds the helper-joint system (null on errors).
std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, std::shared_ptr<const Framework> framework,
                                                     const std::vector<int>& costumes, Diagnostics& diagnostics);

/// The same for the character's own layers only, against data.framework.
std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, Diagnostics& diagnostics);

}  // namespace rigstage
