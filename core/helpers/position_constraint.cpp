#include "helpers/position_constraint.h"

#include <algorithm>

namespace rigstage {

bool PositionConstraint::average(EvalContext& ctx, glm::vec3& localOut) const
{
    glm::vec3 sum(0.0f);
    float total = 0.0f;
    for (const ConstraintTarget& t : targets) {
        const float w = std::max(0.0f, t.weight);
        if (w > 0.0f) {
            sum += w * ctx.pose.worldTranslation(t.bone);
            total += w;
        }
    }
    if (total <= 0.0f) {
        return false;  // Max divides by zero here; we keep the incoming value instead
    }
    localOut = glm::vec3(ctx.pose.parentWorldInverse(ctx.bone) * glm::vec4(sum / total, 1.0f));
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
