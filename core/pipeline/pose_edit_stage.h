#pragma once
// The pose-by-hand stage: right after the clip (and a transition), the rotations and moves a user
// added to bones in the window, on top of what the clip says, so IK, physics and the helper joints
// after it react to them.

#include <map>

#include "pipeline/frame_stage.h"

namespace rigstage {

class PoseEditStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::PoseEdit;
    PoseEditStage() : FrameStage(kKind) {}
    /// Per bone: a rotation applied in the bone's own frame after the animated one, and a move of
    /// its local translation.
    std::map<int, Srt>& edits() { return edits_; }
    bool hasWork() const override { return !edits_.empty(); }
    void run(FrameContext& context) override
    {
        for (const auto& [bone, edit] : edits_) {
            if (bone < 0 || bone >= context.pose.boneCount()) {
                continue;
            }
            Srt local = context.pose.local(bone);
            local.rotation = glm::normalize(local.rotation * edit.rotation);
            local.translation += edit.translation;
            context.pose.setLocal(bone, local);
        }
    }

private:
    std::map<int, Srt> edits_;
};

}  // namespace rigstage
