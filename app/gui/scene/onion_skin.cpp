#include "gui/scene/onion_skin.h"

#include <algorithm>

#include "character/character_instance.h"
#include "gui/document.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"
#include "viewport/mesh_scene.h"
#include "viewport/overlay_meshes.h"
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

void OnionSkin::setMeshView(OverlayMeshes* view)
{
    meshView_ = view;
    meshParts_ = 0;
}

void OnionSkin::setMeshShown(bool shown)
{
    meshShown_ = shown;
}

void OnionSkin::reset()
{
    deformer_ = MeshDeformer();
    deformerBound_ = false;
    if (meshView_ && meshParts_ > 0) {
        meshView_->setParts({}, {});
    }
    meshParts_ = 0;
    ghostPositions_.clear();
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
        updateMeshes(false);
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
        deformerBound_ = false;
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
    updateMeshes(rebuilt || ghosts_.size() != ghostsBefore);
    return rebuilt || ghosts_.size() != ghostsBefore;
}

void OnionSkin::updateMeshes(bool rebuilt)
{
    if (!meshView_) {
        return;
    }
    const CharacterData* data = document_.data();
    if (!meshShown_ || ghosts_.empty() || !instance_ || !data) {
        if (meshParts_ > 0) {
            meshView_->setParts({}, {});
            meshParts_ = 0;
        }
        ghostPositions_.clear();
        return;
    }
    if (!deformerBound_) {
        // The meshes the shown character wears, bound to the ghosts' framework (the same bones).
        Diagnostics ignored;  // the shown character's own binding already reported them
        deformer_ = MeshDeformer();
        // (with the document's sculpt corrections as they are now: bound again when they change)
        deformer_.bind(*data, instance_->framework(), ignored, instance_->costumes());
        deformerBound_ = true;
        rebuilt = true;
    }
    const int meshes = deformer_.meshCount();
    const int parts = meshes * int(ghosts_.size());
    if (rebuilt || parts != meshParts_) {
        std::vector<std::vector<std::uint32_t>> triangles;
        for (std::size_t g = 0; g < ghosts_.size(); ++g) {
            for (int m = 0; m < meshes; ++m) {
                triangles.push_back(deformer_.mesh(m).indices);
            }
        }
        meshView_->setParts(triangles, std::vector<OverlayMeshes::Look>(triangles.size(), OverlayMeshes::Look::Wire));
        // Behind the body by a hundredth of its size: where a ghost lies on the body, the body shows.
        meshView_->setWireBehind(0.01f * characterSize(instance_->framework(), document_.zUp()));
        meshParts_ = parts;
    }
    const int bones = instance_->framework().boneCount();
    const Clip* clip = instance_->clip();
    for (std::size_t g = 0; g < ghosts_.size(); ++g) {
        const auto first = world_.begin() + std::ptrdiff_t(g) * bones;
        const std::vector<glm::mat4> world(first, first + bones);
        const float fromStart = clip ? clipFrame(*clip, ghosts_[g].frame, document_.playback()->loopsPastEnd()) - clip->startFrame : 0.0f;
        deformer_.deform(world, document_.skinningMethod(), clip, fromStart);
        const glm::vec3 colour = tint(ghosts_[g].offset, eachSide_);
        ghostPositions_.resize(std::size_t(parts));
        for (int m = 0; m < meshes; ++m) {
            const SkinOutput& out = deformer_.output(m);
            ghostPositions_[std::size_t(g) * std::size_t(meshes) + std::size_t(m)] = out.positions;
            std::vector<float> vertices = interleaveMeshVertices(out.positions, out.normals, nullptr);
            for (std::size_t i = 6; i + 2 < vertices.size(); i += 9) {
                vertices[i] = colour.x, vertices[i + 1] = colour.y, vertices[i + 2] = colour.z;
            }
            meshView_->setVertices(int(g) * meshes + m, vertices);
        }
    }
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
