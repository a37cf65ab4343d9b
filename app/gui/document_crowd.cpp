// The crowd preview: copies of the character in mixed costumes, each at its own place in the clip,
// on a grid beside it, evaluated with it every frame over the cores (core/character/crowd.h). What
// a game's crowd of this rig looks like and costs; the copies read the rig as loaded.
#include "gui/document.h"

#include <chrono>
#include <cmath>

#include "viewport/skeleton_styles.h"

namespace rigstage {

void Document::setCrowdSize(int count)
{
    if (count == crowdSize()) {
        return;
    }
    crowd_.reset();
    crowdWorld_.clear();
    crowdMicros_ = 0.0;
    if (count > 1 && instance_) {
        // Plain and in every costume in turn, so a crowd shows the templates side by side.
        std::vector<std::vector<int>> costumes{{}};
        for (int c = 0; c < static_cast<int>(data_->costumes.size()); ++c) {
            costumes.push_back({c});
        }
        Diagnostics d;
        crowd_ = Crowd::create(*data_, count - 1, clip_ >= 0 ? clip_ : -1, 5.0f, d, costumes);
        addMessages(d);
        if (crowd_) {
            for (int i = 0; i < crowd_->size(); ++i) {
                crowd_->instance(i).setTerrain(terrain_);
            }
        }
    }
    evaluate();
    Q_EMIT stagesChanged();
}

int Document::crowdSize() const
{
    return crowd_ ? crowd_->size() + 1 : 0;
}

void Document::evaluateCrowd(float dt)
{
    if (!crowd_) {
        return;
    }
    const auto start = std::chrono::steady_clock::now();
    crowd_->evaluate(float(frame_), dt);
    crowdMicros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    // A square grid, this character in the first cell; cells a character's height and a half apart,
    // across (X) and back (away from the front view: +Y when Z is up, -Z when Y is up).
    const int columns = static_cast<int>(std::ceil(std::sqrt(double(crowd_->size() + 1))));
    const float spacing = 1.5f * characterSize(*data_->framework, zUp());
    crowdWorld_.clear();
    for (int i = 0; i < crowd_->size(); ++i) {
        const int cell = i + 1;
        const float across = spacing * float(cell % columns);
        const float back = spacing * float(cell / columns);
        const glm::vec4 offset = zUp() ? glm::vec4(across, back, 0.0f, 0.0f) : glm::vec4(across, 0.0f, -back, 0.0f);
        for (glm::mat4 m : crowd_->instance(i).pose().allWorld()) {
            m[3] += offset;
            crowdWorld_.push_back(m);
        }
    }
}

}  // namespace rigstage
