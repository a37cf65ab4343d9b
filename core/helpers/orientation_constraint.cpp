#include "helpers/orientation_constraint.h"

#include <algorithm>

namespace rigstage {

bool OrientationConstraint::blend(EvalContext& ctx, glm::quat& out) const
{
    if (targets.empty()) {
        return false;
    }
    float total = 0.0f;
    glm::quat q(1.0f, 0.0f, 0.0f, 0.0f);
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const ConstraintTarget& t = targets[i];
        glm::quat qi = transformRule == TransformRule::WorldToWorld ? ctx.pose.worldRotation(t.bone)
                                                                    : ctx.pose.localSrt(t.bone).rotation;
        const float w = std::max(0.0f, t.weight);
        if (i == 0) {
            q = qi;
            total = w;
            continue;
        }
        if (glm::dot(q, qi) < 0.0f) {
            qi = -qi;  // MakeClosest
        }
        if (w > 0.0f) {
            q = glm::normalize(glm::slerp(q, qi, w / (total + w)));
            total += w;
        }
    }
    out = q;
    return total > 0.0f;
}

void OrientationConstraint::preprocess(EvalContext& bindCtx)
{
    offset_ = glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    glm::quat initial;
    if (keepInitialOffset && blend(bindCtx, initial)) {
        const glm::quat base = transformRule == TransformRule::WorldToWorld ? bindCtx.pose.worldRotation(bindCtx.bone)
                                                                            : bindCtx.pose.localSrt(bindCtx.bone).rotation;
        offset_ = glm::normalize(glm::inverse(initial) * base);
    }
}

glm::quat OrientationConstraint::evaluate(EvalContext& ctx, const glm::quat& incoming)
{
    // No weight: the base rotation (the bind local rotation of an exported rig), used as the
    // blend would be (orientation_cnstrnt.cpp).
    glm::quat q = ctx.pose.framework().bindLocal(ctx.bone).rotation;
    glm::quat blended;
    if (blend(ctx, blended)) {
        q = glm::normalize(blended * offset_);
    }
    if (transformRule == TransformRule::WorldToWorld) {
        // Replaces the world rotation of the running value.
        q = glm::normalize(glm::inverse(ctx.pose.parentWorldRotation(ctx.bone)) * q);
    } else {
        // Local->Local pre-multiplies the running value (PreRotateMatrix), also inside a list.
        q = glm::normalize(incoming * q);
    }
    return q.w < 0.0f ? -q : q;  // MakeClosest(identity)
}

}  // namespace rigstage
