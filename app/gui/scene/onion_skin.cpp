#include "gui/scene/onion_skin.h"

#include <algorithm>

#include "character/character_instance.h"
#include "gui/document.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"
#include "viewport/skeleton_styles.h"

namespace rigstage {

namespace {

// Hues no layer, helper, selection or gizmo colour has: violet before, lime after.
const glm::vec3 kBefore(0.6f, 0.4f, 1.0f);
const glm::vec3 kAfter(0.6f, 1.0f, 0.2f);
const glm::vec3 kBackground(38.0f / 255.0f, 40.0f / 255.0f, 46.0f / 255.0f);  // the viewport's clear colour

}  // namespace

OnionSkin::OnionSkin(const Document& document)
    : document_(document)
{
}

OnionSkin::~OnionSkin() = default;

void OnionSkin::setEnabled(bool on)
{
    enabled_ = on;
}

void OnionSkin::setGhosts(int eachSide, int step)
{
    eachSide_ = std::max(1, eachSide);
    step_ = std::max(1, step);
}

void OnionSkin::reset()
{
    instance_.reset();
    framework_ = nullptr;
    helpers_ = nullptr;
    clip_ = -2;
    ghosts_.clear();
    world_.clear();
}

glm::vec3 OnionSkin::tint(int offset, int eachSide)
{
    // The nearest ghost a fifth of the way to the background, the furthest a little over half.
    const int k = std::abs(offset);
    const float fade = 0.2f + 0.55f * float(k - 1) / float(std::max(1, eachSide));
    return glm::mix(offset < 0 ? kBefore : kAfter, kBackground, fade);
}

bool OnionSkin::update()
{
    CharacterInstance* shown = document_.instance();
    const std::size_t ghostsBefore = ghosts_.size();
    if (!enabled_ || !shown || !document_.data() || document_.playback()->isDriving()) {
        ghosts_.clear();
        world_.clear();
        return ghostsBefore != 0;
    }
    bool rebuilt = false;
    const CharacterSharedParts parts = shown->sharedParts();
    if (!instance_ || framework_ != parts.framework.get() || helpers_ != parts.helpers.get()) {
        // Another character, other costumes or helper joints rebuilt by an edit: a new instance
        // sharing the shown one's framework and helpers, so edits to them show in the ghosts.
        Diagnostics d;
        instance_ = CharacterInstance::create(*document_.data(), d, shown->costumes(), &parts);
        framework_ = parts.framework.get();
        helpers_ = parts.helpers.get();
        clip_ = -2;
        rebuilt = true;
        if (!instance_) {
            reset();
            return ghostsBefore != 0;
        }
    }
    if (clip_ != shown->clipIndex()) {
        instance_->setClipAs(*shown);
        clip_ = shown->clipIndex();
    }
    // The shown character's ground, stage switches, hand poses and IK targets.
    document_.stages()->applyTo(*instance_, false);
    const int bones = instance_->framework().boneCount();
    for (int b = 0; b < bones; ++b) {
        instance_->setPoseEdit(b, shown->poseEdit(b));
    }
    for (const auto& [name, target] : document_.posing()->ikTargets()) {
        instance_->setIkTarget(name, document_.posing()->ikOverride(name));
    }

    ghosts_.clear();
    for (int k = 1; k <= eachSide_; ++k) {
        ghosts_.push_back({float(document_.playback()->frame()) - float(k * step_), -k});
    }
    for (int k = 1; k <= eachSide_; ++k) {
        ghosts_.push_back({float(document_.playback()->frame()) + float(k * step_), k});
    }
    // The shown character's helper joints time into the profiler's profile: not the ghosts.
    HelperJointSystem* helpers = instance_->helpers();
    ControllerProfile* profile = helpers ? helpers->profile() : nullptr;
    if (helpers) {
        helpers->setProfile(nullptr);
    }
    world_.clear();
    world_.reserve(ghosts_.size() * std::size_t(bones));
    for (const Ghost& ghost : ghosts_) {
        instance_->evaluate(ghost.frame, document_.playback()->loopsPastEnd(), 0.0f);  // 0: springs at rest
        const std::vector<glm::mat4>& world = instance_->pose().allWorld();
        world_.insert(world_.end(), world.begin(), world.end());
    }
    if (helpers) {
        helpers->setProfile(profile);
    }
    return rebuilt || ghosts_.size() != ghostsBefore;
}

std::vector<BoneStyle> OnionSkin::styles(int first) const
{
    std::vector<BoneStyle> styles;
    if (ghosts_.empty() || !instance_) {
        return styles;
    }
    const std::vector<BoneStyle> ghost = boneStyles(instance_->framework(), instance_->helpers(), document_.visibility()->bonesNotDrawn());
    const int n = int(ghost.size());
    for (std::size_t g = 0; g < ghosts_.size(); ++g) {
        const glm::vec3 colour = tint(ghosts_[g].offset, eachSide_);
        const int shift = first + int(g) * n;
        for (BoneStyle style : ghost) {
            style.parent = style.parent >= 0 ? style.parent + shift : -1;
            style.colour = colour;
            style.ghost = true;
            styles.push_back(style);
        }
    }
    return styles;
}

}  // namespace rigstage
