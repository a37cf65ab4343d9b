#pragma once
// One character playing: its stack of layers (the character's own plus any costumes worn), its
// pose, the clip player of the active clip, and the helper joints of every procedural layer,
// evaluated in the order the EvaluationOrderBuilder found. Costumes can be swapped while it plays.

#include <memory>
#include <optional>
#include <vector>

#include "anim/clip_player.h"
#include "diagnostics.h"
#include "helpers/helper_joint_system.h"
#include "io/character_loader.h"
#include "pipeline/ik_stage.h"
#include "pipeline/stage_pipeline.h"
#include "pose/pose.h"
#include "procedural/chain_physics.h"
#include "procedural/locomotion.h"
#include "procedural/slope_adaptation.h"
#include "procedural/terrain.h"
#include "procedural/trailing_joint.h"
#include "procedural/transition.h"

namespace rigstage {

class ClipStage;
class HelperStage;
class IkStage;
class LocomotionStage;
class PhysicsStage;
class PoseEditStage;
class SlopeStage;
class TrailingStage;
class TransitionStage;

/// The read-only parts of an instance that others wearing the same costumes can use.
struct CharacterSharedParts {
    std::shared_ptr<const Framework> framework;
    std::shared_ptr<HelperJointSystem> helpers;
};

class CharacterInstance {
public:
    /// Stacks the character's layers and the given costumes (indices into data.costumes), compiles
    /// every helper joint, builds their order and the frame's stages. Returns null (with the
    /// problems in diagnostics) when the layers do not stack or a helper or module fails. data must
    /// outlive the instance.
    /// shared, when given, holds what another instance of the same data wearing the same costumes
    /// built (sharedParts()): a crowd builds them once per costume set and its instances use them
    /// read-only instead of each building its own.
    static std::unique_ptr<CharacterInstance> create(const CharacterData& data, Diagnostics& diagnostics,
                                                     const std::vector<int>& costumes = {},
                                                     const CharacterSharedParts* shared = nullptr);
    ~CharacterInstance();

    /// Wears these costumes instead (stacked in this order), rebuilding the framework, the helper
    /// joints and the stages. The animation keeps playing: bones that exist before and after keep
    /// their local transforms and the clip keeps its place; stage switches, IK targets and drive
    /// mode carry over. On failure nothing changes.
    bool setCostumes(const std::vector<int>& costumes, Diagnostics& diagnostics,
                     const CharacterSharedParts* shared = nullptr);
    /// What instances wearing the same costumes can share: the stacked framework and the compiled
    /// helper joints (read-only while evaluating; their profile is only for one instance at a time).
    CharacterSharedParts sharedParts() const;
    const std::vector<int>& costumes() const { return costumes_; }

    /// Plays a clip (index into data.clips, -1 for none) and puts the pose back to bind.
    void setClip(int clip, Diagnostics& diagnostics);
    /// The same, playing other's clip through other's clip player (read-only, so shared) instead of
    /// building one: a crowd's instances wearing the same costumes then read one set of track
    /// bindings, not one each. False, with nothing changed, when other wears another framework.
    bool setClipAs(const CharacterInstance& other);
    /// Hands over to another clip from the pose as it stands (the playing clip at sourceFrame):
    /// crossfade or inertialization over seconds, as the frames that follow advance (evaluate with
    /// the new clip's frames and a time step; a step of 0 ends the transition).
    void transitionTo(int clip, float sourceFrame, float seconds, TransitionMode mode, Diagnostics& diagnostics);
    int clipIndex() const { return clip_; }
    /// Evaluates a frame: the stages of the pipeline run in order (by default the clip writes its
    /// baked bones, drive mode moves the body, the slope stage fits it to the terrain, the IK modules
    /// bend their limbs, the helper joints run so they react to all that, then the trailing joints
    /// advance by dtSeconds; 0 snaps springs and particles to rest, e.g. when scrubbing).
    void evaluate(float frame, bool loop = true, float dtSeconds = 0.0f);

    /// Off: evaluate() runs the clip and helper-joint stages only (no IK, slope, trailing joints or
    /// drive), to compare a rig against what the DCC baked. On by default.
    void setProceduralEnabled(bool on) { procedural_ = on; }
    bool proceduralEnabled() const { return procedural_; }

    /// The frame's stages, in the order they run (toggle, time and tune them here).
    StagePipeline& pipeline() { return pipeline_; }

    /// The ground the character stands on; none (the default) is the clip's own flat ground at 0.
    void setTerrain(const std::optional<TerrainSettings>& terrain);
    const Terrain* terrain() const { return terrain_ ? &*terrain_ : nullptr; }
    /// The slope adaptation of the manifest, or null when it has none.
    SlopeAdaptation* slopeAdaptation();

    /// A hit: adds an impulse (world; mass x length / s) to the physics chain holding this bone.
    /// False when no <ChainPhysics> chain holds it.
    bool applyImpulse(int bone, const glm::vec3& impulse);
    /// The chain holding a bone, or null.
    ChainPhysics* chainOf(int bone);

    /// Pose by hand: a rotation (in the bone's own frame, after the clip's) and a move of a bone's
    /// local translation, applied every frame by the pose stage; none clears it. Kept by bone name
    /// across costume swaps.
    void setPoseEdit(int bone, const std::optional<Srt>& edit);
    std::optional<Srt> poseEdit(int bone) const;

    using Ik = IkModule;
    std::vector<Ik>& iks();
    /// Sets (or clears) the world target of the IK module with this name; false when there is none.
    bool setIkTarget(const std::string& name, std::optional<glm::vec3> target);
    std::vector<TrailingJoint>& trailingJoints();

    /// Drive mode: the manifest's <Locomotion> moves the root from a stick (world XY, up to 1),
    /// lowers, rolls and leans the pelvis, and sets the legs onto the stepping feet by IK. False
    /// when the character has no locomotion. Turning it on starts from where the root stands.
    bool setDriving(bool on);
    bool isDriving() const;
    void setStick(const glm::vec2& stick);
    ProceduralLocomotion* locomotion();

    Pose& pose() { return *pose_; }
    const Framework& framework() const { return *framework_; }
    const std::shared_ptr<const Framework>& frameworkPtr() const { return framework_; }
    HelperJointSystem* helpers();
    const HelperJointSystem* helpers() const;
    const Clip* clip() const;

private:
    explicit CharacterInstance(const CharacterData& data);
    std::unique_ptr<ClipPlayer> makePlayer(const Framework& framework, Diagnostics& diagnostics) const;
    void startClip(int clip, std::shared_ptr<const ClipPlayer> player);

    const CharacterData* data_;
    std::shared_ptr<const Framework> framework_;
    std::unique_ptr<Pose> pose_;
    int clip_ = -1;
    std::vector<int> costumes_;
    StagePipeline pipeline_;
    // The stages by kind (owned by pipeline_; present even when the pipeline does not list them).
    ClipStage* clipStage_ = nullptr;
    HelperStage* helperStage_ = nullptr;
    IkStage* ikStage_ = nullptr;
    TrailingStage* trailingStage_ = nullptr;
    LocomotionStage* locomotionStage_ = nullptr;  // null without <Locomotion>
    SlopeStage* slopeStage_ = nullptr;
    PhysicsStage* physicsStage_ = nullptr;
    TransitionStage* transitionStage_ = nullptr;
    PoseEditStage* poseEditStage_ = nullptr;
    std::optional<Terrain> terrain_;
    bool procedural_ = true;
};

/// The helper joints' time at frame of clip, looping or held as the clip stage plays it (a 30 fps
/// timeline from 0 without a clip): what evaluate() gives its helpers.
HelperTime helperTimeAt(const Clip* clip, float frame, bool loop);

/// Compiles the helper settings of data's layers and of the given costumes against framework and
/// builds the helper-joint system (null on errors).
std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, std::shared_ptr<const Framework> framework,
                                                     const std::vector<int>& costumes, Diagnostics& diagnostics);

/// The same for the character's own layers only, against data.framework.
std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, Diagnostics& diagnostics);

}  // namespace rigstage
