#include "character/character_instance.h"

namespace rigstage {

std::unique_ptr<HelperJointSystem> buildHelperJoints(const CharacterData& data, Diagnostics& diagnostics)
{
    const std::size_t mark = diagnostics.size();
    std::vector<HelperJoint> joints;
    for (const HelperJointSetting& setting : data.helperSettings) {
        for (HelperJoint& j : compileHelperJoints(setting, *data.framework, diagnostics)) {
            joints.push_back(std::move(j));
        }
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return nullptr;
    }
    return HelperJointSystem::build(data.framework, std::move(joints), diagnostics);
}

CharacterInstance::CharacterInstance(const CharacterData& data)
    : data_(&data), pose_(data.framework)
{
}

std::unique_ptr<CharacterInstance> CharacterInstance::create(const CharacterData& data, Diagnostics& diagnostics)
{
    if (!data.framework) {
        return nullptr;
    }
    std::unique_ptr<CharacterInstance> instance(new CharacterInstance(data));
    instance->helpers_ = buildHelperJoints(data, diagnostics);
    if (!instance->helpers_) {
        return nullptr;
    }
    return instance;
}

void CharacterInstance::setClip(int clip, Diagnostics& diagnostics)
{
    player_.reset();
    if (clip >= 0 && clip < static_cast<int>(data_->clips.size())) {
        player_ = std::make_unique<ClipPlayer>(*data_->framework, data_->clips[clip], diagnostics);
    }
    pose_.resetToBind();
}

void CharacterInstance::evaluate(float frame, bool loop)
{
    HelperTime time;
    if (player_) {
        const Clip& c = player_->clip();
        player_->apply(pose_, frame, loop);
        time = HelperTime::atFrame(clipFrame(c, frame, loop), c.frameRate, c.startFrame, c.endFrame);
    } else {
        time = HelperTime::atFrame(frame, 30.0, 0.0, 0.0);
    }
    helpers_->evaluate(pose_, time);
}

}  // namespace rigstage
