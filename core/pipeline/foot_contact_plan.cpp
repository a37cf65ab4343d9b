#include "pipeline/foot_contact_plan.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "anim/clip_player.h"

namespace rigstage {

void FootContactPlan::clear()
{
    player_ = nullptr;
    feet_ = samples_ = cycle_ = 0;
    positions_.clear();
    planted_.clear();
}

void FootContactPlan::build(const ClipPlayer& player, const std::shared_ptr<const Framework>& framework, const std::vector<int>& feet,
                            const std::vector<float>& grounded, int up)
{
    clear();
    player_ = &player;
    const Clip& clip = player.clip();
    first_ = std::ceil(clip.startFrame);
    if (!(clip.endFrame >= first_) || feet.empty()) {
        return;
    }
    feet_ = int(feet.size());
    samples_ = int(std::floor(clip.endFrame - first_)) + 1;
    // A looping clip's last frame is its first again: one pass is the samples before the end.
    cycle_ = clip.endFrame > clip.startFrame && first_ + float(samples_ - 1) >= clip.endFrame ? std::max(1, samples_ - 1) : samples_;
    positions_.resize(std::size_t(feet_) * std::size_t(samples_));
    planted_.assign(positions_.size(), 0);
    Pose pose(framework);
    int root = 0;
    while (root < framework->boneCount() && framework->parent(root) >= 0) {
        ++root;
    }
    glm::vec3 rootFirst(0.0f), rootEnd(0.0f);
    for (int k = 0; k < samples_; ++k) {
        pose.resetToBind();
        player.apply(pose, first_ + float(k), false);
        for (int f = 0; f < feet_; ++f) {
            positions_[index(f, k)] = glm::vec3(pose.world(feet[std::size_t(f)])[3]);
        }
        if (root < framework->boneCount()) {
            if (k == 0) {
                rootFirst = glm::vec3(pose.world(root)[3]);
            }
            if (k == cycle_) {
                rootEnd = glm::vec3(pose.world(root)[3]);
            }
        }
    }
    loopShift_ = cycle_ < samples_ ? rootEnd - rootFirst : glm::vec3(0.0f);
    loopShift_[up] = 0.0f;
    for (int f = 0; f < feet_; ++f) {
        float lowest = std::numeric_limits<float>::max();
        for (int k = 0; k < samples_; ++k) {
            lowest = std::min(lowest, positions_[index(f, k)][up]);
        }
        const float below = lowest + (std::size_t(f) < grounded.size() ? grounded[std::size_t(f)] : 0.0f);
        for (int k = 0; k < samples_; ++k) {
            planted_[index(f, k)] = positions_[index(f, k)][up] <= below ? 1 : 0;
        }
    }
}

void FootContactPlan::stepsAt(float frame, bool loop, std::vector<FootStep>& steps) const
{
    steps.assign(std::size_t(feet_), FootStep{});
    if (samples_ == 0 || !player_) {
        return;
    }
    const float f = clipFrame(player_->clip(), frame, loop) - first_;
    const int before = int(std::floor(f));
    const int after = float(before) == f ? before : before + 1;
    // A sample by its index on the timeline (past either end: the clip's next or previous pass
    // when looping, shifted by the root's travel; none otherwise).
    auto at = [&](int foot, int v, glm::vec3* position) -> int {
        int base = v;
        float passes = 0.0f;
        if (v < 0 || v >= (loop ? cycle_ : samples_)) {
            if (!loop) {
                return -1;
            }
            passes = std::floor(float(v) / float(cycle_));
            base = v - int(passes) * cycle_;
        }
        if (position) {
            *position = positions_[index(foot, base)] + loopShift_ * passes;
        }
        return planted_[index(foot, base)];
    };
    for (int foot = 0; foot < feet_; ++foot) {
        const int a = at(foot, before, nullptr), b = at(foot, after, nullptr);
        if (a != 0 && b != 0) {
            continue;  // standing (or past the end of a clip that does not loop)
        }
        FootStep& step = steps[std::size_t(foot)];
        int left = -1, lands = -1;
        for (int v = before; v > before - cycle_ - 1 && left < 0; --v) {
            if (at(foot, v, nullptr) == 1) {
                left = v;
            } else if (at(foot, v, nullptr) < 0) {
                break;
            }
        }
        for (int v = after; v < after + cycle_ + 1 && lands < 0; ++v) {
            if (at(foot, v, nullptr) == 1) {
                lands = v;
            } else if (at(foot, v, nullptr) < 0) {
                break;
            }
        }
        if (lands < 0) {
            continue;  // never lands again: nothing to look ahead to
        }
        at(foot, lands, &step.contact);
        at(foot, left >= 0 ? left : after, &step.liftOff);  // no stand before: the way starts about here
        step.inAir = true;
    }
}

}  // namespace rigstage
