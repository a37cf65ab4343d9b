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
    return pose_.local(bone);
}

Srt DirectPoseSource::currentLocal(int bone)
{
    return pose_.local(bone);
}

}  // namespace rigstage
