#include "helpers/lookat_constraint.h"

#include <algorithm>
#include <cmath>

namespace rigstage {

namespace {

constexpr float kDegenerate = 1e-6f;

glm::vec3 axisVector(int axis)
{
    glm::vec3 v(0.0f);
    v[axis] = 1.0f;
    return v;
}

/// Max's ProjectionOnPerpPlane: the up reference with its component along the unit aim removed.
/// When the two are parallel (|aim x up| < 1e-7, up normalised), lookat_cnstrnt.cpp turns to the
/// world axis of the aim's smallest component e and returns e x aim, normalised.
glm::vec3 projectionOnPerpendicularPlane(const glm::vec3& up, const glm::vec3& aim)
{
    const float upLength = glm::length(up);
    if (upLength > 0.0f && std::isfinite(upLength)) {
        const glm::vec3 side = glm::cross(aim, up / upLength);
        if (glm::length(side) >= 1e-7f) {
            return glm::normalize(glm::cross(side, aim));
        }
    }
    const glm::vec3 magnitude = glm::abs(aim);
    const int smallest = magnitude.x <= magnitude.y ? (magnitude.x <= magnitude.z ? 0 : 2) : (magnitude.y <= magnitude.z ? 1 : 2);
    return glm::normalize(glm::cross(axisVector(smallest), aim));
}

/// The bone's world position from its parent and the local position built so far.
glm::vec3 sourcePosition(EvalContext& ctx)
{
    return glm::vec3(ctx.pose.parentWorld(ctx.bone) * glm::vec4(ctx.local.translation, 1.0f));
}

}  // namespace

bool LookAtConstraint::lookAtWorld(EvalContext& ctx, const glm::vec3& sourcePos, glm::quat& out) const
{
    // The weighted target point; Max divides by the weight sum only when it is above 1e-7, so
    // with every weight 0 the bone aims at the world origin (lookat_cnstrnt.cpp).
    glm::vec3 targetPoint(0.0f);
    if (targets.empty()) {
        return false;
    }
    weightedTargetPosition(ctx.pose, targets, targetPoint);
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
    glm::vec3 aim = targetPoint - sourcePos;
    const float aimLength = glm::length(aim);
    if (aimLength < kDegenerate) {
        return false;
    }
    aim /= aimLength;
    if (aimFlip) {
        aim = -aim;
    }
    glm::vec3 source = projectionOnPerpendicularPlane(up, aim);
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
    if (targets.empty()) {
        return ctx.pose.framework().bindLocal(ctx.bone).rotation;  // Max: the base rotation
    }
    glm::quat world;
    if (!lookAtWorld(ctx, sourcePosition(ctx), world)) {
        return ctx.previousLocal.rotation;
    }
    glm::quat q = glm::normalize(glm::inverse(ctx.pose.parentWorldRotation(ctx.bone)) * (world * offset_));
    return q.w < 0.0f ? -q : q;
}

}  // namespace rigstage
