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
    bool hasWork() const override { return !edits_.empty() || !applied_.empty(); }
    void run(FrameContext& context) override
    {
        // An edit taken away puts back the base of a bone nothing else writes.
        for (auto it = applied_.begin(); it != applied_.end();) {
            if (!edits_.count(it->first)) {
                if (it->first < context.pose.boneCount()) {
                    context.pose.setLocal(it->first, unedited(context.pose.local(it->first), it->second));
                }
                it = applied_.erase(it);
            } else {
                ++it;
            }
        }
        for (const auto& [bone, edit] : edits_) {
            if (bone < 0 || bone >= context.pose.boneCount()) {
                continue;
            }
            // A bone the clip has no track for (a control bone, a helper's free channel) is not
            // written again each frame: where it still holds what this stage wrote last time, the
            // edit goes on the base it went on then, not on top of itself frame after frame.
            Srt base = context.pose.local(bone);
            if (const auto it = applied_.find(bone); it != applied_.end()) {
                base = unedited(base, it->second);
            }
            Srt local = base;
            local.rotation = glm::normalize(local.rotation * edit.rotation);
            local.translation += edit.translation;
            context.pose.setLocal(bone, local);
            applied_[bone] = {base, local};
        }
    }

private:
    /// current with each part (rotation, translation) that still holds the last result put back
    /// to the base it was made from; parts written since (by the clip, a controller) stay.
    static Srt unedited(Srt current, const std::pair<Srt, Srt>& applied)
    {
        if (current.rotation == applied.second.rotation) {
            current.rotation = applied.first.rotation;
        }
        if (current.translation == applied.second.translation) {
            current.translation = applied.first.translation;
        }
        return current;
    }

    std::map<int, Srt> edits_;
    std::map<int, std::pair<Srt, Srt>> applied_;  // per bone: the base the edit went on last, and the result
};

}  // namespace rigstage
