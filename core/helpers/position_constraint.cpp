#include "helpers/position_constraint.h"

namespace rigstage {

bool PositionConstraint::average(EvalContext& ctx, glm::vec3& localOut) const
{
    glm::vec3 world;
    if (!weightedTargetPosition(ctx.pose, targets, world)) {
        return false;  // the caller keeps the incoming value
    }
    localOut = glm::vec3(ctx.pose.parentWorldInverse(ctx.bone) * glm::vec4(world, 1.0f));
    return true;
}

void PositionConstraint::preprocess(EvalContext& bindCtx)
{
    offset_ = glm::vec3(0.0f);
    glm::vec3 atBind;
    if (keepInitialOffset && average(bindCtx, atBind)) {
        offset_ = bindCtx.pose.framework().bindLocal(bindCtx.bone).translation - atBind;
    }
}

glm::vec3 PositionConstraint::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    glm::vec3 p;
    return average(ctx, p) ? p + offset_ : incoming;
}

}  // namespace rigstage
