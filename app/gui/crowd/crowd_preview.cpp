#include "gui/crowd/crowd_preview.h"
#include "gui/playback/playback_model.h"

#include <chrono>
#include <cmath>

#include "gui/document.h"
#include "gui/stages/stages_model.h"
#include "viewport/skeleton_styles.h"

namespace rigstage {

CrowdPreview::CrowdPreview(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
}

CrowdPreview::~CrowdPreview() = default;

void CrowdPreview::setSize(int count)
{
    const int before = size();
    if (count == before || (count <= 1 && before == 0)) {
        return;
    }
    reset();
    const CharacterData* data = document_.data();
    if (count > 1 && document_.isOpen()) {
        // Plain and in every costume in turn, so a crowd shows the templates side by side.
        std::vector<std::vector<int>> costumes{{}};
        for (int c = 0; c < static_cast<int>(data->costumes.size()); ++c) {
            costumes.push_back({c});
        }
        Diagnostics d;
        crowd_ = Crowd::create(*data, count - 1, document_.playback()->clip() >= 0 ? document_.playback()->clip() : -1, 5.0f, d, costumes);
        document_.addMessages(d);
        if (crowd_) {
            applyTerrain();
            if (bodies_) {
                skin_.bind(*data, *crowd_, kBodyDetail);
            }
        }
    }
    document_.evaluate();
    if (size() != before) {
        Q_EMIT sizeChanged(size());
        Q_EMIT bodiesChanged();
    }
}

void CrowdPreview::setBodies(bool on)
{
    if (on == bodies_) {
        return;
    }
    bodies_ = on;
    if (bodies_ && crowd_) {
        skin_.bind(*document_.data(), *crowd_, kBodyDetail);
        document_.evaluate();
    }
    Q_EMIT bodiesChanged();
}

int CrowdPreview::copyAt(const glm::vec3& origin, const glm::vec3& direction) const
{
    return bodies() ? skin_.instanceAt(origin, direction) : -1;
}

bool CrowdPreview::openCopy(int copy)
{
    if (!crowd_ || copy < 0 || copy >= crowd_->size()) {
        return false;
    }
    const std::vector<int> costumes = crowd_->instance(copy).costumes();
    float frame = crowd_->frameOf(copy, float(document_.playback()->frame()));
    const CharacterData* data = document_.data();
    const int clip = document_.playback()->clip();
    if (clip >= 0 && clip < int(data->clips.size())) {
        // The copy loops through the clip: the same place within it.
        frame = clipFrame(data->clips[std::size_t(clip)], frame, true);
    }
    setSize(0);
    if (costumes != document_.costumes() && !document_.wearCostumes(costumes)) {
        return false;
    }
    document_.playback()->setFrame(frame);
    return true;
}

int CrowdPreview::size() const
{
    return crowd_ ? crowd_->size() + 1 : 0;
}

void CrowdPreview::reset()
{
    crowd_.reset();
    world_.clear();
    firstBone_.clear();
    skin_ = CrowdSkin();
    micros_ = 0.0;
    bodyMicros_ = 0.0;
    frameMs_ = 0.0;
}

void CrowdPreview::applyTerrain()
{
    terrain_ = document_.stages()->terrain();
    for (int i = 0; i < crowd_->size(); ++i) {
        crowd_->instance(i).setTerrain(terrain_);
    }
}

void CrowdPreview::evaluate(float dt)
{
    if (!crowd_ || !document_.data()) {
        return;
    }
    if (document_.stages()->terrain() != terrain_) {
        applyTerrain();  // the ground changed since the copies were made
    }
    const auto start = std::chrono::steady_clock::now();
    crowd_->evaluate(float(document_.playback()->frame()), dt);
    micros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    const bool zUp = document_.zUp();
    const int columns = static_cast<int>(std::ceil(std::sqrt(double(crowd_->size() + 1))));
    const float spacing = 1.5f * characterSize(*document_.data()->framework, zUp);
    world_.clear();
    firstBone_.clear();
    const int up = zUp ? 2 : 1;
    std::optional<Terrain> ground;
    if (terrain_) {
        ground.emplace(*terrain_, up);
    }
    for (int i = 0; i < crowd_->size(); ++i) {
        const int cell = i + 1;
        const float across = spacing * float(cell % columns);
        const float back = spacing * float(cell / columns);
        glm::vec4 offset = zUp ? glm::vec4(across, back, 0.0f, 0.0f) : glm::vec4(across, 0.0f, -back, 0.0f);
        const std::vector<glm::mat4>& copy = crowd_->instance(i).pose().allWorld();
        if (ground && !copy.empty()) {
            // Each copy was fitted to the ground where it was evaluated, at the character's own
            // place; moved to its cell it rises or sinks with the ground between the two, under its
            // root (on a plane this is exactly the fit at the cell: the plane's height is linear).
            const glm::vec3 root(copy.front()[3]);
            offset[up] += ground->heightAt(root + glm::vec3(offset)) - ground->heightAt(root);
        }
        firstBone_.push_back(world_.size());
        for (glm::mat4 m : copy) {
            m[3] += offset;
            world_.push_back(m);
        }
    }
    if (bodies_) {
        const auto skinStart = std::chrono::steady_clock::now();
        skin_.deform(world_, firstBone_, document_.skinningMethod());
        bodyMicros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - skinStart).count();
    }
}

}  // namespace rigstage
