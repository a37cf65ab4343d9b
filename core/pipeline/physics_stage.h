#pragma once
// The physics stage: the manifest's <ChainPhysics> chains (spines, tails) swing after the body's
// motion and answer hits, then the helper joints react to them.

#include <string>
#include <vector>

#include "pipeline/frame_stage.h"
#include "procedural/chain_physics.h"

namespace rigstage {

class PhysicsStage : public FrameStage {
public:
    static constexpr StageKind kKind = StageKind::Physics;
    struct Chain {
        std::string name;
        ChainPhysics physics;
    };
    explicit PhysicsStage(std::vector<Chain> chains) : FrameStage(kKind), chains_(std::move(chains)) {}
    std::vector<Chain>& chains() { return chains_; }
    bool hasWork() const override { return !chains_.empty(); }
    void run(FrameContext& context) override
    {
        for (Chain& c : chains_) {
            c.physics.run(context.pose, context.dtSeconds);
        }
    }
    void skip(FrameContext& context) override
    {
        for (Chain& c : chains_) {
            c.physics.release(context.pose);
        }
    }

private:
    std::vector<Chain> chains_;
};

}  // namespace rigstage
