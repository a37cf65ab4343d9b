#include "character/character_instance.h"

#include "pipeline/build_stages.h"
#include "pipeline/clip_stage.h"
#include "pipeline/helper_stage.h"
#include "pipeline/locomotion_stage.h"
#include "pipeline/physics_stage.h"
#include "pipeline/pose_edit_stage.h"
#include "pipeline/slope_stage.h"
#include "pipeline/trailing_stage.h"
#include "pipeline/transition_stage.h"

namespace rigstage {

std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, std::shared_ptr<const Framework> framework,
                                                     const std::vector<int>& costumes, Diagnostics& diagnostics)
{
    const std::size_t mark = diagnostics.size();
    std::vector<const HelperJointSetting*> settings;
    for (const HelperJointSetting& s : data.helperSettings) {
        settings.push_back(&s);
    }
    for (int c : costumes) {
        if (const auto& helpers = data.costumes.at(static_cast<std::size_t>(c)).helpers) {
            settings.push_back(&*helpers);
        }
    }
    std::vector<HelperJoint> joints;
    for (const HelperJointSetting* setting : settings) {
        for (HelperJoint& j : compileHelperJoints(*setting, *framework, diagnostics)) {
            joints.push_back(std::move(j));
        }
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return nullptr;
    }
    return HelperJointSystem::build(std::move(framework), std::move(joints), diagnostics);
}

std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, Diagnostics& diagnostics)
{
    return data.framework ? buildHelperJoints(data, data.framework, {}, diagnostics) : nullptr;
}

CharacterInstance::CharacterInstance(const CharacterData& data)
    : data_(&data)
{
}

CharacterInstance::~CharacterInstance() = default;

std::unique_ptr<CharacterInstance> CharacterInstance::create(const CharacterData& data, Diagnostics& diagnostics,
                                                             const std::vector<int>& costumes,
                                                             const CharacterSharedParts* shared)
{
    if (!data.framework) {
        return nullptr;
    }
    std::unique_ptr<CharacterInstance> instance(new CharacterInstance(data));
    instance->framework_ = data.framework;
    instance->pose_ = std::make_unique<Pose>(data.framework);
    if (!instance->setCostumes(costumes, diagnostics, shared)) {
        return nullptr;
    }
    return instance;
}

std::unique_ptr<ClipPlayer> CharacterInstance::makePlayer(const Framework& framework, Diagnostics& diagnostics) const
{
    if (clip_ < 0) {
        return nullptr;
    }
    return std::make_unique<ClipPlayer>(framework, data_->clips[static_cast<std::size_t>(clip_)], diagnostics);
}

bool CharacterInstance::setCostumes(const std::vector<int>& costumes, Diagnostics& diagnostics,
                                    const CharacterSharedParts* shared)
{
    for (int c : costumes) {
        if (c < 0 || c >= static_cast<int>(data_->costumes.size())) {
            diagnostics.error("costume.unknown", data_->manifest.file, 0, "no costume number " + std::to_string(c), {},
                              "Pick one of the manifest's costumes.");
            return false;
        }
    }
    std::shared_ptr<const Framework> framework = costumes.empty() ? data_->framework
                                                 : shared && shared->framework ? shared->framework
                                                                               : buildFramework(*data_, costumes, diagnostics);
    if (!framework) {
        return false;
    }
    std::shared_ptr<HelperJointSystem> helpers =
        shared && shared->helpers ? shared->helpers : std::shared_ptr<HelperJointSystem>(buildHelperJoints(*data_, framework, costumes, diagnostics));
    if (!helpers) {
        return false;
    }
    auto pipeline = buildStages(*data_, *framework, std::move(helpers), diagnostics);
    if (!pipeline) {
        return false;
    }
    // What the user set carries over: stage switches and timing, IK targets, drive mode, slope tuning.
    pipeline->setMeasuring(pipeline_.measuring());
    for (FrameStage* stage : pipeline->stages()) {
        if (const FrameStage* old = pipeline_.find(stage->kind())) {
            stage->setEnabled(old->enabled());
        }
    }
    for (IkModule& ik : pipeline->find<IkStage>()->modules()) {
        for (const IkModule& old : ikStage_ ? ikStage_->modules() : std::vector<IkModule>{}) {
            if (old.name == ik.name) {
                ik.override = old.override;
            }
        }
    }
    if (poseEditStage_) {  // hand edits follow their bones by name
        for (const auto& [bone, edit] : poseEditStage_->edits()) {
            const int now = framework->findBone(framework_->boneName(bone));
            if (now >= 0) {
                pipeline->find<PoseEditStage>()->edits()[now] = edit;
            }
        }
    }
    auto* locomotion = pipeline->find<LocomotionStage>();
    if (locomotion && locomotionStage_) {
        locomotion->carryFrom(*locomotionStage_);
    }
    SlopeAdaptation* slope = pipeline->find<SlopeStage>()->adaptation();
    if (slope && slopeStage_ && slopeStage_->adaptation()) {
        const SlopeAdaptationSettings& tuned = slopeStage_->adaptation()->settings();
        SlopeAdaptationSettings& s = slope->settings();
        s.alignment = tuned.alignment;
        s.toleranceDegrees = tuned.toleranceDegrees;
        s.maxIterations = tuned.maxIterations;
        s.probe = tuned.probe;
        s.alignFeet = tuned.alignFeet;
        s.heightSpring = tuned.heightSpring;
        s.pitchSpring = tuned.pitchSpring;
        s.roll = tuned.roll;
        s.maxRollDegrees = tuned.maxRollDegrees;
        s.lookAhead = tuned.lookAhead;
    }
    // Carry the pose over by bone name, so playback goes on without a hitch.
    auto pose = std::make_unique<Pose>(framework);
    for (int b = 0; b < framework->boneCount(); ++b) {
        const int old = framework_->findBone(framework->boneName(b));
        if (old >= 0) {
            pose->setLocalUnchecked(b, pose_->local(old));
        }
    }
    pose->invalidateAll();
    auto* clipStage = pipeline->find<ClipStage>();
    clipStage->setPlayer(makePlayer(*framework, diagnostics));
    framework_ = std::move(framework);
    pose_ = std::move(pose);
    costumes_ = costumes;
    pipeline_ = std::move(*pipeline);
    clipStage_ = clipStage;
    helperStage_ = pipeline_.find<HelperStage>();
    ikStage_ = pipeline_.find<IkStage>();
    trailingStage_ = pipeline_.find<TrailingStage>();
    locomotionStage_ = locomotion;
    slopeStage_ = pipeline_.find<SlopeStage>();
    physicsStage_ = pipeline_.find<PhysicsStage>();
    transitionStage_ = pipeline_.find<TransitionStage>();
    poseEditStage_ = pipeline_.find<PoseEditStage>();
    return true;
}

void CharacterInstance::setClip(int clip, Diagnostics& diagnostics)
{
    clip_ = clip >= 0 && clip < static_cast<int>(data_->clips.size()) ? clip : -1;
    startClip(clip_, makePlayer(*framework_, diagnostics));
}

bool CharacterInstance::setClipAs(const CharacterInstance& other)
{
    if (other.framework_ != framework_ || other.data_ != data_) {
        return false;
    }
    startClip(other.clip_, other.clipStage_->sharedPlayer());
    return true;
}

void CharacterInstance::startClip(int clip, std::shared_ptr<const ClipPlayer> player)
{
    clip_ = clip;
    clipStage_->setPlayer(std::move(player));
    transitionStage_->transition().stop();
    pose_->resetToBind();
    if (SlopeAdaptation* slope = slopeAdaptation()) {
        slope->reset();
    }
}

void CharacterInstance::transitionTo(int clip, float sourceFrame, float seconds, TransitionMode mode, Diagnostics& diagnostics)
{
    // The source's velocity: its clip one frame earlier, on a copy of the pose.
    std::vector<Srt> before;
    float dt = 0.0f;
    if (const ClipPlayer* player = clipStage_->player()) {
        Pose previous = *pose_;
        dt = 1.0f / float(player->clip().frameRate > 0.0 ? player->clip().frameRate : 30.0);
        player->apply(previous, sourceFrame - 1.0f, true);
        before.resize(std::size_t(previous.boneCount()));
        for (int b = 0; b < previous.boneCount(); ++b) {
            before[std::size_t(b)] = previous.local(b);
        }
    }
    transitionStage_->transition().start(*pose_, before, dt, seconds, mode);
    transitionStage_->feet().start(*pose_);
    transitionStage_->started();
    clip_ = clip >= 0 && clip < static_cast<int>(data_->clips.size()) ? clip : -1;
    clipStage_->setPlayer(makePlayer(*framework_, diagnostics));  // the pose stays: the transition starts from it
}

const Clip* CharacterInstance::clip() const { return clipStage_->player() ? &clipStage_->player()->clip() : nullptr; }
HelperJointSystem* CharacterInstance::helpers() { return helperStage_->helpers(); }
CharacterSharedParts CharacterInstance::sharedParts() const { return {framework_, helperStage_->sharedHelpers()}; }
const HelperJointSystem* CharacterInstance::helpers() const { return helperStage_->helpers(); }
std::vector<IkModule>& CharacterInstance::iks() { return ikStage_->modules(); }
std::vector<TrailingJoint>& CharacterInstance::trailingJoints() { return trailingStage_->joints(); }
SlopeAdaptation* CharacterInstance::slopeAdaptation() { return slopeStage_->adaptation(); }
bool CharacterInstance::isDriving() const { return locomotionStage_ && locomotionStage_->driving(); }
ProceduralLocomotion* CharacterInstance::locomotion() { return locomotionStage_ ? &locomotionStage_->motion() : nullptr; }

void CharacterInstance::setStick(const glm::vec2& stick)
{
    if (locomotionStage_) {
        locomotionStage_->setStick(stick);
    }
}

void CharacterInstance::setTerrain(const std::optional<TerrainSettings>& terrain)
{
    const int up = data_->manifest.upAxis == "Y" ? 1 : 2;
    terrain_.reset();
    if (terrain) {
        terrain_.emplace(*terrain, up);
    }
    // The springs are not reset: a terrain edited while playing is met through the suspension.
}

void CharacterInstance::setPoseEdit(int bone, const std::optional<Srt>& edit)
{
    if (bone < 0 || bone >= framework_->boneCount()) {
        return;
    }
    if (edit) {
        poseEditStage_->edits()[bone] = *edit;
    } else {
        poseEditStage_->edits().erase(bone);
    }
}

std::optional<Srt> CharacterInstance::poseEdit(int bone) const
{
    const auto it = poseEditStage_->edits().find(bone);
    return it == poseEditStage_->edits().end() ? std::nullopt : std::optional<Srt>(it->second);
}

ChainPhysics* CharacterInstance::chainOf(int bone)
{
    for (PhysicsStage::Chain& c : physicsStage_->chains()) {
        if (c.physics.contains(bone)) {
            return &c.physics;
        }
    }
    return nullptr;
}

bool CharacterInstance::applyImpulse(int bone, const glm::vec3& impulse)
{
    ChainPhysics* chain = chainOf(bone);
    return chain && chain->applyImpulse(bone, impulse);
}

bool CharacterInstance::setIkTarget(const std::string& name, std::optional<glm::vec3> target)
{
    for (IkModule& ik : iks()) {
        if (ik.name == name) {
            ik.override = target;
            return true;
        }
    }
    return false;
}

bool CharacterInstance::setDriving(bool on)
{
    if (!locomotionStage_) {
        return !on;
    }
    locomotionStage_->setDriving(on, *pose_);
    return true;
}

void CharacterInstance::evaluate(float frame, bool loop, float dtSeconds)
{
    FrameContext context{*pose_, frame, loop, dtSeconds, helperTimeAt(clip(), frame, loop), terrain(), false, 0, {}};
    pipeline_.run(context, procedural_);
}

HelperTime helperTimeAt(const Clip* clip, float frame, bool loop)
{
    if (!clip) {
        return HelperTime::atFrame(frame, 30.0, 0.0, 0.0);
    }
    return HelperTime::atFrame(clipFrame(*clip, frame, loop), clip->frameRate, clip->startFrame, clip->endFrame);
}

}  // namespace rigstage
