#include "helpers/ik_limb.h"

#include <cassert>

namespace rigstage {

void IkLimbSolver::gather(PoseSource& source, const Srt& rootLocal, TwoBoneIkChain& chain, TwoBoneIkJob& frame) const
{
    // The chain as it stands: the parent's world transform (its helpers evaluated first), the
    // root's local transform as built so far, the middle and end bones' current local transforms
    // (read without evaluating them: this solver drives them).
    const Srt midLocal = source.currentLocal(job.mid);
    const Srt endLocal = source.currentLocal(job.end);
    chain.parentWorld = source.parentWorld(job.root);
    affineTimesSrt(chain.parentWorld, rootLocal, chain.rootWorld);
    affineTimesSrt(chain.rootWorld, midLocal, chain.midWorld);
    chain.endWorld[3] = chain.midWorld * glm::vec4(endLocal.translation, 1.0f);  // the solve reads the end's position only
    chain.rootLocal = rootLocal.rotation;
    chain.midLocal = midLocal.rotation;
    const glm::mat3 p(chain.parentWorld);
    chain.scaled = !isTrivialScale(glm::vec3(glm::length(p[0]), glm::length(p[1]), glm::length(p[2])))
                   || !isTrivialScale(rootLocal.scale) || !isTrivialScale(midLocal.scale);
    frame = job;  // this frame's goal and pole: the settings stay untouched
    frame.target = source.worldTranslation(goal);
    frame.pole.reset();
    if (pole >= 0) {
        frame.pole = source.worldTranslation(pole);
    }
}

glm::quat IkLimbSolver::handOverSolve(PoseSource& source, bool solved, const TwoBoneIkResult& result,
                                      const Srt& rootLocal) const
{
    if (!solved) {
        source.dropHandOver(job.mid);  // the middle keeps its input, not an earlier solve's
        return rootLocal.rotation;
    }
    source.keepHandOver(job.mid, result.midLocal);
    return result.rootLocal;
}

glm::quat IkLimbSolver::solveRoot(EvalContext& ctx) const
{
    TwoBoneIkChain chain;
    TwoBoneIkJob frame;
    gather(ctx.pose, ctx.local, chain, frame);
    TwoBoneIkResult result;
    const bool solved = frame.solve(chain, result);
    return handOverSolve(ctx.pose, solved, result, ctx.local);
}

void IkLimbSolver::solveRootBatch(const IkLimbSolver* const* solvers, const Srt* rootLocals, int count, PoseSource& source,
                                  glm::quat* rotations)
{
    // Each limb reads its chain, goal and pole as solveRoot does, one limb after the other; the
    // members of a batch never read what another writes (HelperJointSystem::buildFrameSchedule).
    // Per thread and kept, not locals: gather overwrites what it reads, and as locals the four
    // chains' identity matrices (1.2 KB) were written anew at every call (a rep stos perf put a
    // third of this function's time on).
    thread_local struct {
        TwoBoneIkChain chains[4];
        TwoBoneIkJob frames[4];
        TwoBoneIkResult results[4];
    } scratch;
    TwoBoneIkChain* const chains = scratch.chains;
    TwoBoneIkResult* const results = scratch.results;
    const TwoBoneIkJob* jobs[4] = {};
    assert(count >= 1 && count <= 4);
    for (int i = 0; i < count; ++i) {
        solvers[i]->gather(source, rootLocals[i], chains[i], scratch.frames[i]);
        jobs[i] = &scratch.frames[i];
    }
    const int solved = solveTwoBoneIkBatch(jobs, chains, count, results);
    for (int i = 0; i < count; ++i) {
        rotations[i] = solvers[i]->handOverSolve(source, (solved >> i & 1) != 0, results[i], rootLocals[i]);
    }
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
