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
    void setPlayer(std::unique_ptr<ClipPlayer> player) { player_ = std::move(player); }
    ClipPlayer* player() const { return player_.get(); }
    bool hasWork() const override { return player_ != nullptr; }
    void run(FrameContext& context) override
    {
        if (player_) {
            player_->apply(context.pose, context.frame, context.loop);
        }
    }

private:
    std::unique_ptr<ClipPlayer> player_;
};

}  // namespace rigstage
