#include "helpers/ik_limb.h"

namespace rigstage {

glm::quat IkLimbSolver::solveRoot(EvalContext& ctx)
{
    solved = false;
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
    job.target = ctx.pose.worldTranslation(goal);
    job.pole.reset();
    if (pole >= 0) {
        job.pole = ctx.pose.worldTranslation(pole);
    }
    TwoBoneIkResult result;
    if (!job.solve(chain, result)) {
        return rootLocal.rotation;
    }
    midSolved = result.midLocal;
    solved = true;
    return result.rootLocal;
}

glm::quat IkLimbRootRotation::evaluate(EvalContext& ctx, const glm::quat& /*incoming*/)
{
    return solver_->solveRoot(ctx);
}

glm::quat IkLimbMidRotation::evaluate(EvalContext& ctx, const glm::quat& /*incoming*/)
{
    ctx.pose.localSrt(solver_->job.root);  // the root's helper (the solve) runs first
    return solver_->solved ? solver_->midSolved : ctx.local.rotation;
}

}  // namespace rigstage
