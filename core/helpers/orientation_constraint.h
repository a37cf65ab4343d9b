#pragma once
// Orientation Constraint: Max's sequential slerp of the targets' rotations with running weights
// (target order matters), World->World or Local->Local.

#include "helpers/controller.h"
#include "pose/pose_lanes.h"

namespace rigstage {

enum class TransformRule { WorldToWorld, LocalToLocal };

class OrientationConstraint final : public RotationController {
public:
    std::vector<ConstraintTarget> targets;
    TransformRule transformRule = TransformRule::WorldToWorld;
    bool keepInitialOffset = false;

    void preprocess(EvalContext& bindCtx) override;
    /// Returns the local rotation. World->World replaces the running value's world rotation with
    /// the blend; Local->Local pre-multiplies the running value by it (also inside a Rotation
    /// List). With no weight the base rotation stands in for the blend: the bind local rotation,
    /// identity inside a list (Max's baseRotQuatLocal).
    glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) override;
    const char* typeName() const override { return "OrientationConstraint"; }

    /// The blend alone (world or local rotation by the rule), false when every weight is 0.
    bool blend(EvalContext& ctx, glm::quat& out) const;

    /// The most targets a constraint evaluated in a batch may have.
    static constexpr std::size_t kMaxBatchTargets = 4;
    /// True when evaluateWorldBatch can evaluate this constraint: World->World, with 1 to
    /// kMaxBatchTargets targets.
    bool worldBatchable() const;
    /// Evaluates one to four worldBatchable() constraints side by side (SSE2 lanes), constraint i
    /// driving bones[i] with an identity incoming value: out[i] is what evaluate() returns for it,
    /// bit for bit. The constraints must not read each other's bones (nor bones below them).
    static void evaluateWorldBatch(const OrientationConstraint* const* constraints, const int* bones, int count,
                                   PoseSource& source, glm::quat* out);
    /// Evaluates this worldBatchable() constraint, driving bone, for the eight characters of a block
    /// held in lanes at once (AVX lanes, one a character): out[k] is what evaluate() returns for
    /// character k, bit for bit. Without AVX, one lane after the other.
    void evaluateWorldAcross(int bone, PoseLanes& block, glm::quat (&out)[kPoseLanes]) const;

private:
    glm::quat baseLocal_{1.0f, 0.0f, 0.0f, 0.0f};  // Max's baseRotQuatLocal
    glm::quat offset_{1.0f, 0.0f, 0.0f, 0.0f};     // Initial^-1 * base (Keep Initial Offset)
};

}  // namespace rigstage
