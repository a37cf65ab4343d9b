#pragma once
// The pose source of one character of a block held in lanes (pose/pose_lanes.h): what
// DirectPoseSource reads of a Pose, read off that character's lane, so the helper joints evaluate
// a character of a block with the bits they give its own Pose. A world transform a helper reads is
// brought up to date for every lane of the block at once.

#include "helpers/pose_source.h"
#include "pose/pose_lanes.h"

namespace rigstage {

class LanePoseSource final : public PoseSource {
public:
    LanePoseSource(PoseLanes& block, int lane) : block_(block), lane_(lane) {}
    const Framework& framework() const override { return block_.framework(); }
    glm::mat4 worldTransform(int bone) override { return block_.worldMatrix(lane_, bone); }
    Srt worldSrt(int bone) override;
    glm::mat4 worldInverse(int bone) override;
    Srt localSrt(int bone) override { return block_.local(lane_, bone); }
    Srt currentLocal(int bone) override { return block_.local(lane_, bone); }
    glm::quat worldRotation(int bone) override { return block_.worldRotation(lane_, bone); }
    glm::quat localRotation(int bone) override { return block_.local(lane_, bone).rotation; }
    glm::vec3 worldTranslation(int bone) override { return block_.worldTranslation(lane_, bone); }

private:
    PoseLanes& block_;
    int lane_;
};

}  // namespace rigstage
