#pragma once
// The clip stage: the active clip writes its baked bones.

#include <memory>

#include "anim/clip_player.h"
#include "pipeline/frame_stage.h"

namespace rigstage {

class ClipStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Clip;
    ClipStage() : FrameStage(kKind) {}
    /// The player is read-only while it plays, so instances of a crowd can share one.
    void setPlayer(std::shared_ptr<const ClipPlayer> player) { player_ = std::move(player); }
    const ClipPlayer* player() const { return player_.get(); }
    const std::shared_ptr<const ClipPlayer>& sharedPlayer() const { return player_; }
    bool hasWork() const override { return player_ != nullptr; }
    void run(FrameContext& context) override
    {
        if (player_) {
            player_->apply(context.pose, context.frame, context.loop);
        }
    }

private:
    std::shared_ptr<const ClipPlayer> player_;
};

}  // namespace rigstage
