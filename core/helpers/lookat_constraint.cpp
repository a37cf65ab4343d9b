#include "helpers/lookat_constraint.h"

#include <algorithm>

namespace rigstage {

namespace {

constexpr float kDegenerate = 1e-6f;

glm::vec3 axisVector(int axis)
{
    glm::vec3 v(0.0f);
    v[axis] = 1.0f;
    return v;
}

/// The bone's world position from its parent and the local position built so far.
glm::vec3 sourcePosition(EvalContext& ctx)
{
    return glm::vec3(ctx.pose.parentWorld(ctx.bone) * glm::vec4(ctx.local.translation, 1.0f));
}

}  // namespace

bool LookAtConstraint::lookAtWorld(EvalContext& ctx, const glm::vec3& sourcePos, glm::quat& out) const
{
    glm::vec3 targetPoint;
    const bool anyWeight = weightedTargetPosition(ctx.pose, targets, targetPoint);
    // The up reference: the world or a node, "LookAt" (towards it) or "Axis Alignment" (its axis).
    // Read before any early return, so the evaluation order always sees the dependency.
    const bool upIsOnlyTarget = targets.size() == 1 && targets.front().bone == upnodeBone;
    const bool world = upnodeWorld || upnodeBone < 0 || (upnodeControl == UpnodeControl::LookAt && upIsOnlyTarget);
    glm::vec3 up;
    if (upnodeControl == UpnodeControl::LookAt) {
        const glm::vec3 upPos = world ? glm::vec3(0.0f) : ctx.pose.worldTranslation(upnodeBone);
        up = upPos - sourcePos;  // with a world up node, towards the world origin (as Max does)
    } else {
        up = world ? axisVector(upnodeAxis) : ctx.pose.worldRotation(upnodeBone) * axisVector(upnodeAxis);
    }
    if (!anyWeight) {
        return false;
    }
    glm::vec3 aim = targetPoint - sourcePos;
    const float aimLength = glm::length(aim);
    if (aimLength < kDegenerate) {
        return false;
    }
    aim /= aimLength;
    if (aimFlip) {
        aim = -aim;
    }
    // ProjectionOnPerpPlane: the up reference with its component along the aim removed.
    glm::vec3 source = up - aim * glm::dot(up, aim);
    const float sourceLength = glm::length(source);
    if (sourceLength < kDegenerate * std::max(1.0f, glm::length(up))) {
        return false;
    }
    source /= sourceLength;
    if (sourceFlip) {
        source = -source;
    }

    // The third axis completes a right-handed frame: X x Y = Z, Y x Z = X, Z x X = Y.
    glm::vec3 axes[3];
    axes[aimAxis] = aim;
    axes[sourceAxis] = source;
    const int third = 3 - aimAxis - sourceAxis;
    axes[third] = glm::cross(axes[(third + 1) % 3], axes[(third + 2) % 3]);
    out = glm::normalize(glm::quat_cast(glm::mat3(axes[0], axes[1], axes[2])));
    return true;
}

void LookAtConstraint::preprocess(EvalContext& bindCtx)
{
    offset_ = glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    glm::quat initial;
    if (keepInitialOffset && lookAtWorld(bindCtx, bindCtx.pose.worldTranslation(bindCtx.bone), initial)) {
        offset_ = glm::normalize(glm::inverse(initial) * bindCtx.pose.worldRotation(bindCtx.bone));
    }
}

glm::quat LookAtConstraint::evaluate(EvalContext& ctx, const glm::quat& /*incoming*/)
{
    glm::quat world;
    if (!lookAtWorld(ctx, sourcePosition(ctx), world)) {
        return ctx.previousLocal.rotation;
    }
    glm::quat q = glm::normalize(glm::inverse(ctx.pose.parentWorldRotation(ctx.bone)) * (world * offset_));
    return q.w < 0.0f ? -q : q;
}

}  // namespace rigstage
