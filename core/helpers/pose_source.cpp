#include "helpers/pose_source.h"

#include "helpers/controller.h"
#include "pose/pose.h"

#include <algorithm>

namespace rigstage {

glm::mat4 PoseSource::parentWorld(int bone)
{
    const int p = framework().parent(bone);
    return p < 0 ? glm::mat4(1.0f) : worldTransform(p);
}

glm::quat PoseSource::parentWorldRotation(int bone)
{
    const int p = framework().parent(bone);
    return p < 0 ? glm::quat(1.0f, 0.0f, 0.0f, 0.0f) : worldRotation(p);
}

glm::mat4 PoseSource::parentWorldInverse(int bone)
{
    const int p = framework().parent(bone);
    return p < 0 ? glm::mat4(1.0f) : worldInverse(p);
}

bool weightedTargetPosition(PoseSource& pose, const std::vector<ConstraintTarget>& targets, glm::vec3& out)
{
    glm::vec3 sum(0.0f);
    float total = 0.0f;
    for (const ConstraintTarget& t : targets) {
        const float w = std::max(0.0f, t.weight);
        if (w > 0.0f) {
            sum += w * pose.worldTranslation(t.bone);
            total += w;
        }
    }
    if (total <= 1e-7f) {
        out = sum;  // Max divides only above 1e-7: all-zero weights leave the origin
        return false;
    }
    out = sum / total;
    return true;
}

const PoseSource::HandOver* PoseSource::findHandOver(int bone) const
{
    for (int i = 0; i < inlineCount_; ++i) {
        if (inlineHandOvers_[static_cast<std::size_t>(i)].bone == bone) {
            return &inlineHandOvers_[static_cast<std::size_t>(i)];
        }
    }
    for (const HandOver& h : moreHandOvers_) {
        if (h.bone == bone) {
            return &h;
        }
    }
    return nullptr;
}

void PoseSource::keepHandOver(int bone, const glm::quat& rotation)
{
    // The one search, written for reading: the entry it finds is this object's own.
    if (HandOver* h = const_cast<HandOver*>(findHandOver(bone))) {
        h->rotation = rotation;
    } else if (inlineCount_ < kInlineHandOvers) {
        inlineHandOvers_[static_cast<std::size_t>(inlineCount_++)] = {bone, rotation};
    } else {
        moreHandOvers_.push_back({bone, rotation});
    }
}

void PoseSource::dropHandOver(int bone)
{
    // Removed, not marked: a pass that solves and drops over and over (a benchmark, a scrub) keeps
    // only what it holds. The last entry takes the freed place; an overflow entry moves inline.
    for (int i = 0; i < inlineCount_; ++i) {
        if (inlineHandOvers_[static_cast<std::size_t>(i)].bone == bone) {
            inlineHandOvers_[static_cast<std::size_t>(i)] = inlineHandOvers_[static_cast<std::size_t>(--inlineCount_)];
            if (!moreHandOvers_.empty()) {
                inlineHandOvers_[static_cast<std::size_t>(inlineCount_++)] = moreHandOvers_.back();
                moreHandOvers_.pop_back();
            }
            return;
        }
    }
    for (HandOver& h : moreHandOvers_) {
        if (h.bone == bone) {
            h = moreHandOvers_.back();
            moreHandOvers_.pop_back();
            return;
        }
    }
}

std::size_t PoseSource::handOverCount() const
{
    return static_cast<std::size_t>(inlineCount_) + moreHandOvers_.size();
}

const glm::quat* PoseSource::handOver(int bone) const
{
    const HandOver* h = findHandOver(bone);
    return h ? &h->rotation : nullptr;
}

DirectPoseSource::DirectPoseSource(Pose& pose)
    : pose_(pose)
{
}

const Framework& DirectPoseSource::framework() const
{
    return pose_.framework();
}

glm::mat4 DirectPoseSource::worldTransform(int bone)
{
    return pose_.world(bone);
}

Srt DirectPoseSource::worldSrt(int bone)
{
    return pose_.worldSrt(bone);
}

glm::mat4 DirectPoseSource::worldInverse(int bone)
{
    return pose_.worldInverse(bone);
}

Srt DirectPoseSource::localSrt(int bone)
{
    Srt out;
    copyByParts(pose_.local(bone), out);  // the caller reads its parts at once
    return out;
}

Srt DirectPoseSource::currentLocal(int bone)
{
    return localSrt(bone);  // a pose holds no helper that has yet to run: both are the stored local
}

glm::quat DirectPoseSource::worldRotation(int bone)
{
    return pose_.worldRotation(bone);
}

glm::vec3 DirectPoseSource::worldTranslation(int bone)
{
    return glm::vec3(pose_.world(bone)[3]);
}

glm::quat DirectPoseSource::localRotation(int bone)
{
    return pose_.local(bone).rotation;
}

}  // namespace rigstage
