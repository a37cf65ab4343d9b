#include "helpers/ik_limb.h"

#include <vector>

namespace rigstage {

namespace {

struct MidResult {
    glm::quat rotation{1.0f, 0.0f, 0.0f, 0.0f};
    bool solved = false;
};

/// This thread's last solve per middle bone (see IkLimbSolver).
MidResult& midResult(int midBone)
{
    thread_local std::vector<MidResult> results;
    if (static_cast<std::size_t>(midBone) >= results.size()) {
        results.resize(static_cast<std::size_t>(midBone) + 1);
    }
    return results[static_cast<std::size_t>(midBone)];
}

}  // namespace

const glm::quat* IkLimbSolver::solvedMid() const
{
    const MidResult& r = midResult(job.mid);
    return r.solved ? &r.rotation : nullptr;
}

glm::quat IkLimbSolver::solveRoot(EvalContext& ctx) const
{
    MidResult& mid = midResult(job.mid);
    mid.solved = false;
    // The chain as it stands: the parent's world transform (its helpers evaluated first), the
    // root's local transform as built so far, the middle and end bones' current local transforms
    // (read without evaluating them: this solver drives them).
    const Srt rootLocal = ctx.local;
    const Srt midLocal = ctx.pose.currentLocal(job.mid);
    const Srt endLocal = ctx.pose.currentLocal(job.end);
    TwoBoneIkChain chain;
    chain.parentWorld = ctx.pose.parentWorld(job.root);
    affineTimesSrt(chain.parentWorld, rootLocal, chain.rootWorld);
    affineTimesSrt(chain.rootWorld, midLocal, chain.midWorld);
    chain.endWorld[3] = chain.midWorld * glm::vec4(endLocal.translation, 1.0f);  // the solve reads the end's position only
    chain.rootLocal = rootLocal.rotation;
    chain.midLocal = midLocal.rotation;
    const glm::mat3 p(chain.parentWorld);
    chain.scaled = !isTrivialScale(glm::vec3(glm::length(p[0]), glm::length(p[1]), glm::length(p[2])))
                   || !isTrivialScale(rootLocal.scale) || !isTrivialScale(midLocal.scale);
    TwoBoneIkJob frame = job;  // this frame's goal and pole: the settings stay untouched
    frame.target = ctx.pose.worldTranslation(goal);
    frame.pole.reset();
    if (pole >= 0) {
        frame.pole = ctx.pose.worldTranslation(pole);
    }
    TwoBoneIkResult result;
    if (!frame.solve(chain, result)) {
        return rootLocal.rotation;
    }
    mid.rotation = result.midLocal;
    mid.solved = true;
    return result.rootLocal;
}

glm::quat IkLimbRootRotation::evaluate(EvalContext& ctx, const glm::quat& /*incoming*/)
{
    return solver_->solveRoot(ctx);
}

glm::quat IkLimbMidRotation::evaluate(EvalContext& ctx, const glm::quat& /*incoming*/)
{
    ctx.pose.localSrt(solver_->job.root);  // the root's helper (the solve) runs first
    const glm::quat* solved = solver_->solvedMid();
    return solved ? *solved : ctx.local.rotation;
}

}  // namespace rigstage
