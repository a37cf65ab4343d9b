#include "helpers/lane_pose_source.h"

namespace rigstage {

// Each read as Pose answers it (pose/pose.cpp): a decomposition where the bone carries scale in
// this lane, the rigid matrix's rotation (kept by the block, as Pose keeps it) where not.

Srt LanePoseSource::worldSrt(int bone)
{
    const glm::mat4 w = block_.worldMatrix(lane_, bone);
    if (block_.hasWorldScale(lane_, bone)) {
        return fromMatrix(w);
    }
    Srt out;
    out.translation = glm::vec3(w[3]);
    out.rotation = block_.worldRotation(lane_, bone);
    return out;
}

glm::mat4 LanePoseSource::worldInverse(int bone)
{
    const glm::mat4 w = block_.worldMatrix(lane_, bone);
    return block_.hasWorldScale(lane_, bone) ? inverseAffine(w) : inverseRigid(w);
}

}  // namespace rigstage
