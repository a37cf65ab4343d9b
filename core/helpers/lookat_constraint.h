#pragma once
// LookAt Constraint (3ds Max lookat_cnstrnt): points an axis of the bone at the weighted average
// of its targets, with the source axis turned towards an up reference.

#include "helpers/controller.h"
#include "pose/pose_lanes.h"

namespace rigstage {

enum class UpnodeControl { LookAt, AxisAlignment };

class LookAtConstraint final : public RotationController {
public:
    std::vector<ConstraintTarget> targets;
    int aimAxis = 0;                 ///< target_axis: 0 X (Max's default), 1 Y, 2 Z.
    bool aimFlip = false;            ///< target_axisFlip: point the negative axis at the target.
    bool upnodeWorld = true;         ///< upnode_world (default): the world is the up node.
    int upnodeBone = -1;             ///< pickUpNode, used when upnodeWorld is false.
    UpnodeControl upnodeControl = UpnodeControl::AxisAlignment;  ///< upnode_ctrl, Max's default 1.
    int upnodeAxis = 2;              ///< upnode_axis: the up node's axis used by Axis Alignment (default Z).
    int sourceAxis = 2;              ///< StoUP_axis: the bone's axis turned towards the up reference (default Z).
    bool sourceFlip = false;         ///< StoUP_axisFlip.
    bool keepInitialOffset = false;  ///< relative.

    void preprocess(EvalContext& bindCtx) override;
    /// Returns the local rotation. All-zero weights aim at the world origin and an up reference
    /// parallel to the aim falls back to the world axis of the aim's smallest component, as Max
    /// does; no target keeps the base rotation in the world (the bind world rotation); a target on
    /// the bone itself (no aim at all) keeps the bone's previous local rotation instead of NaN (our
    /// choice: Max normalises a zero vector).
    glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) override;
    const char* typeName() const override { return "LookAtConstraint"; }

    /// The world rotation the constraint aims for, false without a target or an aim.
    bool lookAtWorld(EvalContext& ctx, const glm::vec3& sourcePos, glm::quat& out) const;

    /// True when evaluateBatch can evaluate this constraint: a target, and two different axes.
    bool batchable() const;
    /// Evaluates one to four batchable() constraints with the same aim and source axes side by side
    /// (SSE2 lanes), constraint i driving bones[i] whose local position is its current one (no
    /// position controller): out[i] is what evaluate() returns for it, bit for bit. The constraints
    /// must not read each other's bones (nor bones below them).
    static void evaluateBatch(const LookAtConstraint* const* constraints, const int* bones, int count,
                              PoseSource& source, glm::quat* out);
    /// Evaluates this batchable() constraint for bone (a bone with a parent, whose local position is
    /// its current one) for the eight characters of a block at once (AVX lanes, one a character):
    /// out[k] is what evaluateBatch gives character k, bit for bit. Without AVX, one lane after the
    /// other.
    void evaluateAcross(int bone, PoseLanes& block, glm::quat (&out)[kPoseLanes]) const;

private:
    /// The up reference: towards the up node or the world origin, or the up node's (world) axis.
    glm::vec3 upReference(EvalContext& ctx, const glm::vec3& sourcePos) const;
    /// Whether the world stands for the up node (no node picked, or the node is the only target).
    bool upIsWorld() const;

    glm::quat baseWorld_{1.0f, 0.0f, 0.0f, 0.0f};  // Max's baseRotQuatWorld
    glm::quat offset_{1.0f, 0.0f, 0.0f, 0.0f};     // Initial^-1 * baseWorld_ (Keep Initial Offset)
};

}  // namespace rigstage
