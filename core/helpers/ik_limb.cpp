#include "helpers/ik_limb.h"

namespace rigstage {

glm::quat IkLimbSolver::solveRoot(EvalContext& ctx) const
{
    // The chain as it stands: the parent's world transform (its helpers evaluated first), the
    // root's local transform as built so far, the middle and end bones' current local transforms
    // (read without evaluating them: this solver drives them).
    const Srt& rootLocal = ctx.local;
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
        ctx.pose.dropHandOver(job.mid);  // the middle keeps its input, not an earlier solve's
        return rootLocal.rotation;
    }
    ctx.pose.keepHandOver(job.mid, result.midLocal);
    return result.rootLocal;
}

glm::quat IkLimbRootRotation::evaluate(EvalContext& ctx, const glm::quat& /*incoming*/)
{
    return solver_->solveRoot(ctx);
}

glm::quat IkLimbMidRotation::evaluate(EvalContext& ctx, const glm::quat& /*incoming*/)
{
    ctx.pose.localSrt(solver_->job.root);  // the root's helper (the solve) runs first
    const glm::quat* solved = ctx.pose.handOver(solver_->job.mid);
    return solved ? *solved : ctx.local.rotation;
}

}  // namespace rigstage
