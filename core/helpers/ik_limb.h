#pragma once
// 3ds Max's IK Limb solver as a controller of the HelperJointSetting, so it is evaluated where
// Max evaluates it: after whatever drives its goal, its pole and the bones above its chain, and
// before the helpers that read the chain. Its goal may be a constrained helper, its pole a helper,
// its chain may hang under a helper. The solve is the hinge-preserving two-bone IK (two_bone_ik.h)
// with Max's exact reach clamp [|L1 - L2|, L1 + L2].
//
// One <IkLimb> drives two bones, so it compiles into two helper joints: the chain's root, whose
// rotation controller solves (reading the goal, the pole and the chain's current local transforms)
// and the middle bone, whose rotation controller takes the solve's second rotation. The middle one
// reads the root first, so the evaluation order always runs the root's before it.

#include <memory>

#include "helpers/controller.h"
#include "procedural/two_bone_ik.h"

namespace rigstage {

/// What both controllers of one IK Limb share: the settings. Read-only while evaluating, so a
/// crowd's instances can share them: the solve's second rotation is handed from the root's helper to
/// the middle's through the helper pass's pose source (one character's, so characters evaluated
/// step by step together keep theirs apart), keyed by the middle bone, which only one IK Limb can
/// drive.
struct IkLimbSolver {
    int goal = -1;             ///< The end reaches this bone's world position.
    int pole = -1;             ///< The middle joint bends towards it (-1: none; the swivel decides).
    TwoBoneIkJob job;          ///< root, mid, end, hinge, weight, swivel; reachRatio 1 as in Max.

    /// Solves for the root bone's helper: returns the root's local rotation and hands the middle's
    /// over through the pass's pose source (PoseSource::keepHandOver, keyed by the middle bone).
    glm::quat solveRoot(EvalContext& ctx) const;
    /// solveRoot for up to four IK Limbs side by side (solveTwoBoneIkBatch), with solveRoot's bits:
    /// solvers[i]'s root, whose local transform is rootLocals[i], solved into rotations[i].
    static void solveRootBatch(const IkLimbSolver* const* solvers, const Srt* rootLocals, int count, PoseSource& source,
                               glm::quat* rotations);

private:
    /// Reads the chain as it stands and this frame's goal and pole.
    void gather(PoseSource& source, const Srt& rootLocal, TwoBoneIkChain& chain, TwoBoneIkJob& frame) const;
    /// Hands the middle's rotation over (or drops an earlier one) and returns the root's.
    glm::quat handOverSolve(PoseSource& source, bool solved, const TwoBoneIkResult& result, const Srt& rootLocal) const;
};

/// The chain root's rotation controller: runs the solve.
class IkLimbRootRotation final : public RotationController {
public:
    explicit IkLimbRootRotation(std::shared_ptr<IkLimbSolver> solver) : solver_(std::move(solver)) {}
    glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) override;
    const char* typeName() const override { return "IkLimb"; }
    const IkLimbSolver& solver() const { return *solver_; }

private:
    std::shared_ptr<IkLimbSolver> solver_;
};

/// The middle bone's rotation controller: the solve's second rotation (its input when it failed).
class IkLimbMidRotation final : public RotationController {
public:
    explicit IkLimbMidRotation(std::shared_ptr<IkLimbSolver> solver) : solver_(std::move(solver)) {}
    glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) override;
    const char* typeName() const override { return "IkLimb"; }
    const IkLimbSolver& solver() const { return *solver_; }

private:
    std::shared_ptr<IkLimbSolver> solver_;
};

}  // namespace rigstage
