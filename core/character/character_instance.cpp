#include "character/character_instance.h"

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

std::unique_ptr<CharacterInstance> CharacterInstance::create(const CharacterData& data, Diagnostics& diagnostics,
                                                             const std::vector<int>& costumes)
{
    if (!data.framework) {
        return nullptr;
    }
    std::unique_ptr<CharacterInstance> instance(new CharacterInstance(data));
    instance->framework_ = data.framework;
    instance->pose_ = std::make_unique<Pose>(data.framework);
    if (!instance->setCostumes(costumes, diagnostics)) {
        return nullptr;
    }
    return instance;
}

bool CharacterInstance::setCostumes(const std::vector<int>& costumes, Diagnostics& diagnostics)
{
    for (int c : costumes) {
        if (c < 0 || c >= static_cast<int>(data_->costumes.size())) {
            diagnostics.error("costume.unknown", data_->manifest.file, 0, "no costume number " + std::to_string(c), {},
                              "Pick one of the manifest's costumes.");
            return false;
        }
    }
    std::shared_ptr<const Framework> framework = costumes.empty() ? data_->framework : buildFramework(*data_, costumes, diagnostics);
    if (!framework) {
        return false;
    }
    auto helpers = buildHelperJoints(*data_, framework, costumes, diagnostics);
    if (!helpers) {
        return false;
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
    std::unique_ptr<ClipPlayer> player;
    if (clip_ >= 0) {
        player = std::make_unique<ClipPlayer>(*framework, data_->clips[static_cast<std::size_t>(clip_)], diagnostics);
    }
    framework_ = std::move(framework);
    pose_ = std::move(pose);
    helpers_ = std::move(helpers);
    player_ = std::move(player);
    costumes_ = costumes;
    return true;
}

void CharacterInstance::setClip(int clip, Diagnostics& diagnostics)
{
    player_.reset();
    clip_ = clip >= 0 && clip < static_cast<int>(data_->clips.size()) ? clip : -1;
    if (clip_ >= 0) {
        player_ = std::make_unique<ClipPlayer>(*framework_, data_->clips[static_cast<std::size_t>(clip_)], diagnostics);
    }
    pose_->resetToBind();
}

void CharacterInstance::evaluate(float frame, bool loop)
{
    HelperTime time;
    if (player_) {
        const Clip& c = player_->clip();
        player_->apply(*pose_, frame, loop);
        time = HelperTime::atFrame(clipFrame(c, frame, loop), c.frameRate, c.startFrame, c.endFrame);
    } else {
        time = HelperTime::atFrame(frame, 30.0, 0.0, 0.0);
    }
    helpers_->evaluate(*pose_, time);
}

}  // namespace rigstage
