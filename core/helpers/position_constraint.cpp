#include "helpers/position_constraint.h"

namespace rigstage {

void PositionConstraint::preprocess(EvalContext& bindCtx)
{
    offsetWorld_ = glm::vec3(0.0f);
    glm::vec3 atBind;
    if (keepInitialOffset && weightedTargetPosition(bindCtx.pose, targets, atBind)) {
        // position_cnstrnt.cpp: basePointWorld - InitialPosition, both at the first evaluation.
        const glm::vec3 bindLocal = bindCtx.pose.framework().bindLocal(bindCtx.bone).translation;
        const glm::vec3 boneWorld(bindCtx.pose.parentWorld(bindCtx.bone) * glm::vec4(bindLocal, 1.0f));
        offsetWorld_ = boneWorld - atBind;
    }
}

glm::vec3 PositionConstraint::evaluate(EvalContext& ctx, const glm::vec3& /*incoming*/)
{
    glm::vec3 world;
    if (!weightedTargetPosition(ctx.pose, targets, world)) {
        return ctx.pose.framework().bindLocal(ctx.bone).translation;  // Max: the original position
    }
    return glm::vec3(ctx.pose.parentWorldInverse(ctx.bone) * glm::vec4(world + offsetWorld_, 1.0f));
}

}  // namespace rigstage
