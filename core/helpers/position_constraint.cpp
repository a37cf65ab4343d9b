#include "helpers/position_constraint.h"

namespace rigstage {

void PositionConstraint::preprocess(EvalContext& bindCtx)
{
    // position_cnstrnt.cpp: basePointWorld = basePointLocal * the incoming matrix, at the first
    // evaluation; the offset is basePointWorld - InitialPosition, both taken then.
    const glm::vec3 baseLocal = bindCtx.runningInList ? bindCtx.runningInList->translation
                                                      : bindCtx.pose.framework().bindLocal(bindCtx.bone).translation;
    baseWorld_ = glm::vec3(bindCtx.pose.parentWorld(bindCtx.bone) * glm::vec4(baseLocal, 1.0f));
    offsetWorld_ = glm::vec3(0.0f);
    glm::vec3 atBind;
    if (keepInitialOffset && weightedTargetPosition(bindCtx.pose, targets, atBind)) {
        offsetWorld_ = baseWorld_ - atBind;
    }
}

glm::vec3 PositionConstraint::evaluate(EvalContext& ctx, const glm::vec3& /*incoming*/)
{
    glm::vec3 world;
    if (!weightedTargetPosition(ctx.pose, targets, world)) {
        world = baseWorld_;  // Max: the base point, in the world
    } else {
        world += offsetWorld_;
    }
    return glm::vec3(ctx.pose.parentWorldInverse(ctx.bone) * glm::vec4(world, 1.0f));
}

}  // namespace rigstage
