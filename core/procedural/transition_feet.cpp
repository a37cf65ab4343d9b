#include "procedural/transition_feet.h"

#include <algorithm>
#include <cmath>

#include <glm/gtc/constants.hpp>

namespace rigstage {

void TransitionFeet::setLegs(std::vector<TwoBoneIkJob> legs, int up, std::vector<float> groundedBelow)
{
    legs_ = std::move(legs);
    up_ = up;
    groundedBelow_ = std::move(groundedBelow);
}

void TransitionFeet::start(Pose& source)
{
    source_.resize(legs_.size());
    sourcePlanted_.resize(legs_.size());
    for (std::size_t l = 0; l < legs_.size(); ++l) {
        source_[l] = glm::vec3(source.world(legs_[l].end)[3]);
        sourcePlanted_[l] = source_[l][up_] <= groundedBelow_[l];
    }
    ordered_ = false;
}

void TransitionFeet::readTarget(Pose& target)
{
    target_.resize(legs_.size());
    for (std::size_t l = 0; l < legs_.size(); ++l) {
        target_[l] = glm::vec3(target.world(legs_[l].end)[3]);
    }
    if (!ordered_) {
        // Every foot the target plants steps onto its place, one after the other: those in the
        // air in the source first, then those planted in both, the farthest from its target first.
        order_.clear();
        auto distance = [&](int l) { return glm::length(target_[std::size_t(l)] - source_[std::size_t(l)]); };
        for (const bool planted : {false, true}) {
            const std::size_t first = order_.size();
            for (std::size_t l = 0; l < legs_.size(); ++l) {
                if (sourcePlanted_[l] == planted && target_[l][up_] <= groundedBelow_[l]) {
                    order_.push_back(static_cast<int>(l));
                }
            }
            std::sort(order_.begin() + std::ptrdiff_t(first), order_.end(), [&](int a, int b) { return distance(a) > distance(b); });
        }
        ordered_ = true;
    }
}

void TransitionFeet::apply(Pose& pose, float progress)
{
    const float k = float(order_.size());
    for (std::size_t j = 0; j < order_.size(); ++j) {
        const std::size_t l = std::size_t(order_[j]);
        // This foot's share of the blend: [j / k, (j + 1) / k].
        const float u = glm::clamp(progress * k - float(j), 0.0f, 1.0f);
        const glm::vec3 from = source_[l], to = target_[l];
        // Up first, across while lifted, then down: the foot moves sideways only in the middle
        // three fifths of its step, so it never drags along the ground.
        const float across = glm::clamp((u - 0.2f) / 0.6f, 0.0f, 1.0f);
        const float s = across * across * (3.0f - 2.0f * across);
        glm::vec3 at = glm::mix(from, to, s);
        // The lift: a tenth of the step's length, at least 2 units, as a sine over the step.
        at[up_] += std::max(2.0f, 0.1f * glm::length(to - from)) * std::sin(glm::pi<float>() * u);
        TwoBoneIkJob job = legs_[l];
        job.target = at;
        job.pole.reset();
        job.run(pose);
    }
}

}  // namespace rigstage
