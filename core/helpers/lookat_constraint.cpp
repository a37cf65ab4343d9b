#include "helpers/lookat_constraint.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <type_traits>

#include "helpers/lane_pose_source.h"
#include "math/lanes8.h"
#include "math/quat_lanes.h"
#include "math/vec3_lanes.h"

namespace rigstage {

namespace {

constexpr float kDegenerate = 1e-6f;

glm::vec3 axisVector(int axis)
{
    glm::vec3 v(0.0f);
    v[axis] = 1.0f;
    return v;
}

// The constraint's arithmetic, written once over the lane type (math/lanes.h): lookAtWorld() runs
// it on one constraint, evaluateBatch() on four side by side, with the same bits.

/// Max's ProjectionOnPerpPlane: the up reference with its component along the unit aim removed.
/// When the two are parallel (|aim x up| < 1e-7, up normalised), lookat_cnstrnt.cpp turns to the
/// world axis of the aim's smallest component e and returns e x aim, normalised.
template <class L>
Vec3Lanes<L> projectionOnPerpendicularPlane(const Vec3Lanes<L>& up, const Vec3Lanes<L>& aim)
{
    const L zero = splatAs<L>(0.0f), one = splatAs<L>(1.0f);
    const L upLength = length(up);
    const Vec3Lanes<L> side = cross(aim, divided(up, upLength));
    const auto usable = both(both(greaterThan(upLength, zero), lessThan(upLength, splatAs<L>(std::numeric_limits<float>::infinity()))),
                             lessEqual(splatAs<L>(1e-7f), length(side)));
    if constexpr (std::is_same_v<L, float>) {
        if (usable) {  // one vector: only the branch it takes
            return normalizeGlm(cross(side, aim));
        }
    }
    // The smallest magnitude (the first of equals, in x, y, z order) picks the axis.
    const L mx = select(lessThan(aim.x, zero), -aim.x, aim.x), my = select(lessThan(aim.y, zero), -aim.y, aim.y),
            mz = select(lessThan(aim.z, zero), -aim.z, aim.z);
    const auto xNotAboveY = lessEqual(mx, my);
    const L ex = select(xNotAboveY, select(lessEqual(mx, mz), one, zero), zero);
    const L ey = select(xNotAboveY, zero, select(lessEqual(my, mz), one, zero));
    const Vec3Lanes<L> axis{ex, ey, one - ex - ey};
    return select(usable, normalizeGlm(cross(side, aim)), normalizeGlm(cross(axis, aim)));
}

/// The world rotation aiming aimAxis from source at target with sourceAxis towards up; aimSign and
/// sourceSign are -1 to flip the axis, else 1. aimed is false (per lane) where the target sits on
/// the source: the rotation there is not to be used.
template <class L, class M>
QuatLanes<L> lookAtRotation(const Vec3Lanes<L>& target, const Vec3Lanes<L>& source, const Vec3Lanes<L>& up,
                            const L& aimSign, const L& sourceSign, int aimAxis, int sourceAxis, M& aimed)
{
    Vec3Lanes<L> aim = target - source;
    const L aimLength = length(aim);
    aimed = lessEqual(splatAs<L>(kDegenerate), aimLength);
    if constexpr (std::is_same_v<L, float>) {
        if (!aimed) {
            return identityLanes<L>();  // not to be used
        }
    }
    aim = scaled(divided(aim, aimLength), aimSign);
    const Vec3Lanes<L> toUp = scaled(projectionOnPerpendicularPlane(up, aim), sourceSign);
    // The third axis completes a right-handed frame: X x Y = Z, Y x Z = X, Z x X = Y.
    Vec3Lanes<L> axes[3];
    axes[aimAxis] = aim;
    axes[sourceAxis] = toUp;
    const int third = 3 - aimAxis - sourceAxis;
    axes[third] = cross(axes[(third + 1) % 3], axes[(third + 2) % 3]);
    const L m[3][3] = {{axes[0].x, axes[0].y, axes[0].z}, {axes[1].x, axes[1].y, axes[1].z}, {axes[2].x, axes[2].y, axes[2].z}};
    return normalizeGlm(quatFromColumns(m));
}

/// From the aimed world rotation to the returned local one: the offset, the parent's world
/// rotation taken off, MakeClosest(identity).
template <class L>
QuatLanes<L> localFromWorld(const QuatLanes<L>& world, const QuatLanes<L>& offset, const QuatLanes<L>& parent)
{
    const QuatLanes<L> q = normalizeGlm(multiply(inverseGlm(parent), multiply(world, offset)));
    return select(lessThan(q.w, splatAs<L>(0.0f)), negate(q), q);
}

/// The bone's world position from its parent and the local position built so far.
glm::vec3 sourcePosition(EvalContext& ctx)
{
    return glm::vec3(ctx.pose.parentWorld(ctx.bone) * glm::vec4(ctx.local.translation, 1.0f));
}

}  // namespace

bool LookAtConstraint::upIsWorld() const
{
    const bool upIsOnlyTarget = targets.size() == 1 && targets.front().bone == upnodeBone;
    return upnodeWorld || upnodeBone < 0 || (upnodeControl == UpnodeControl::LookAt && upIsOnlyTarget);
}

glm::vec3 LookAtConstraint::upReference(EvalContext& ctx, const glm::vec3& sourcePos) const
{
    // The world or a node, "LookAt" (towards it) or "Axis Alignment" (its axis).
    const bool world = upIsWorld();
    if (upnodeControl == UpnodeControl::LookAt) {
        const glm::vec3 upPos = world ? glm::vec3(0.0f) : ctx.pose.worldTranslation(upnodeBone);
        return upPos - sourcePos;  // with a world up node, towards the world origin (as Max does)
    }
    return world ? axisVector(upnodeAxis) : ctx.pose.worldRotation(upnodeBone) * axisVector(upnodeAxis);
}

bool LookAtConstraint::lookAtWorld(EvalContext& ctx, const glm::vec3& sourcePos, glm::quat& out) const
{
    // The weighted target point; Max divides by the weight sum only when it is above 1e-7, so
    // with every weight 0 the bone aims at the world origin (lookat_cnstrnt.cpp).
    glm::vec3 targetPoint(0.0f);
    if (targets.empty()) {
        return false;
    }
    weightedTargetPosition(ctx.pose, targets, targetPoint);
    // Read before any early return, so the evaluation order always sees the dependency.
    const glm::vec3 up = upReference(ctx, sourcePos);
    bool aimed = false;
    const QuatLanes<float> q = lookAtRotation(toLanes(targetPoint), toLanes(sourcePos), toLanes(up),
                                              aimFlip ? -1.0f : 1.0f, sourceFlip ? -1.0f : 1.0f, aimAxis, sourceAxis, aimed);
    out = toGlm(q);
    return aimed;
}

void LookAtConstraint::preprocess(EvalContext& bindCtx)
{
    // lookat_cnstrnt.cpp: baseRotQuatWorld = the value of the controller the constraint was
    // assigned over (the bind local rotation; inside a Rotation List the "Available" slot's
    // identity) times the incoming matrix's rotation at the first evaluation (the parent; inside a
    // list the running matrix: listctrl.cpp). Keep Initial Offset: baseRotQuatWorld * (aim /
    // initial aim).
    baseWorld_ = bindCtx.runningInList
                     ? glm::normalize(bindCtx.pose.parentWorldRotation(bindCtx.bone) * bindCtx.runningInList->rotation)
                     : bindCtx.pose.worldRotation(bindCtx.bone);
    offset_ = glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    glm::quat initial;
    if (keepInitialOffset && lookAtWorld(bindCtx, bindCtx.pose.worldTranslation(bindCtx.bone), initial)) {
        offset_ = glm::normalize(glm::inverse(initial) * baseWorld_);
    }
}

glm::quat LookAtConstraint::evaluate(EvalContext& ctx, const glm::quat& /*incoming*/)
{
    if (targets.empty()) {
        // Max: curRot = baseRotQuatWorld, set as the world rotation: the bone keeps its bind world
        // rotation whatever the parent does.
        return toGlm(localFromWorld(toLanes(baseWorld_), toLanes(glm::quat(1.0f, 0.0f, 0.0f, 0.0f)),
                                    toLanes(ctx.pose.parentWorldRotation(ctx.bone))));
    }
    glm::quat world;
    if (!lookAtWorld(ctx, sourcePosition(ctx), world)) {
        return ctx.previousLocal.rotation;
    }
    return toGlm(localFromWorld(toLanes(world), toLanes(offset_), toLanes(ctx.pose.parentWorldRotation(ctx.bone))));
}

bool LookAtConstraint::batchable() const
{
    return !targets.empty() && aimAxis != sourceAxis && aimAxis >= 0 && aimAxis < 3 && sourceAxis >= 0 && sourceAxis < 3;
}

void LookAtConstraint::evaluateBatch(const LookAtConstraint* const* constraints, const int* bones, int count,
                                     PoseSource& source, glm::quat* out)
{
    // Lane i holds constraint i (lanes past count repeat the first). Each constraint reads its
    // parent, targets, up node and parent rotation as evaluate() does; the rest runs in lanes.
    float target[3][4], from[3][4], up[3][4], aimSign[4], sourceSign[4];
    float offset[4][4], parent[4][4];
    glm::quat previous[4];
    assert(count >= 1 && count <= 4);
    for (int lane = 0; lane < 4; ++lane) {
        const int i = lane < count ? lane : 0;
        const LookAtConstraint& c = *constraints[i];
        assert(c.batchable() && c.aimAxis == constraints[0]->aimAxis && c.sourceAxis == constraints[0]->sourceAxis);
        if (lane >= count) {
            for (int k = 0; k < 3; ++k) {
                target[k][lane] = target[k][0], from[k][lane] = from[k][0], up[k][lane] = up[k][0];
            }
            for (int k = 0; k < 4; ++k) {
                parent[k][lane] = parent[k][0];
            }
        } else {
            EvalContext ctx(source, bones[i]);
            copyByParts(source.currentLocal(bones[i]), ctx.local);
            previous[lane] = ctx.local.rotation;
            const glm::vec3 s = sourcePosition(ctx);
            glm::vec3 t(0.0f);
            weightedTargetPosition(source, c.targets, t);
            const glm::vec3 u = c.upReference(ctx, s);
            const glm::quat p = source.parentWorldRotation(bones[i]);
            for (int k = 0; k < 3; ++k) {
                target[k][lane] = t[k], from[k][lane] = s[k], up[k][lane] = u[k];
            }
            parent[0][lane] = p.w, parent[1][lane] = p.x, parent[2][lane] = p.y, parent[3][lane] = p.z;
        }
        aimSign[lane] = c.aimFlip ? -1.0f : 1.0f;
        sourceSign[lane] = c.sourceFlip ? -1.0f : 1.0f;
        offset[0][lane] = c.offset_.w, offset[1][lane] = c.offset_.x, offset[2][lane] = c.offset_.y, offset[3][lane] = c.offset_.z;
    }
    Lanes4 aimed{};
    const QuatLanes<Lanes4> world = lookAtRotation(loadLanes(target), loadLanes(from), loadLanes(up), Lanes4::load(aimSign),
                                                   Lanes4::load(sourceSign), constraints[0]->aimAxis,
                                                   constraints[0]->sourceAxis, aimed);
    storeLanes(localFromWorld(world, loadLanes(offset), loadLanes(parent)), count, out);
    float ok[4];
    aimed.store(ok);
    for (int lane = 0; lane < count; ++lane) {
        // No aim (the target on the bone): the previous local rotation, as evaluate() keeps it.
        if (ok[lane] == 0.0f) {
            out[lane] = previous[lane];
        }
    }
}

void LookAtConstraint::evaluateAcross(int bone, PoseLanes& block, glm::quat (&out)[kPoseLanes]) const
{
    [[maybe_unused]] const int parent = block.framework().parent(bone);
    assert(batchable() && parent >= 0);
#if defined(__AVX__)
    // What evaluateBatch gathers for one constraint, eight characters a register: the bone's world
    // position (glm's parent world x (local position, 1): (c0 x + c1 y) + (c2 z + c3 w), w 1), the
    // weighted target point (the weights are the same in every lane, so is the branch on their
    // sum), the up reference, the parent's world rotation; then the same kernel.
    const auto load = [](const float (&lanes)[kPoseLanes]) { return Float8{_mm256_load_ps(lanes)}; };
    const auto splat = [](float f) { return splatAs<Float8>(f); };
    const SrtLanes& local = block.locals(bone);
    const MatrixLanes& parentWorld = block.world(parent);
    const auto m = [&](int column, int row) { return load(parentWorld.e[4 * column + row]); };
    const Float8 t[3] = {load(local.e[0]), load(local.e[1]), load(local.e[2])};
    Float8 s[3];
    for (int r = 0; r < 3; ++r) {
        s[r] = (m(0, r) * t[0] + m(1, r) * t[1]) + (m(2, r) * t[2] + m(3, r));
    }
    const Vec3Lanes<Float8> from{s[0], s[1], s[2]};
    Vec3Lanes<Float8> target{splat(0.0f), splat(0.0f), splat(0.0f)};
    float total = 0.0f;
    for (const ConstraintTarget& c : targets) {
        const float w = std::max(0.0f, c.weight);
        if (w > 0.0f) {
            const MatrixLanes& at = block.world(c.bone);
            target = target + scaled(Vec3Lanes<Float8>{load(at.e[12]), load(at.e[13]), load(at.e[14])}, splat(w));
            total += w;
        }
    }
    if (total > 1e-7f) {
        target = divided(target, splat(total));
    }
    Vec3Lanes<Float8> up;
    const bool world = upIsWorld();
    if (upnodeControl == UpnodeControl::LookAt) {
        const Vec3Lanes<Float8> zero{splat(0.0f), splat(0.0f), splat(0.0f)};
        const MatrixLanes* node = world ? nullptr : &block.world(upnodeBone);
        up = (node ? Vec3Lanes<Float8>{load(node->e[12]), load(node->e[13]), load(node->e[14])} : zero) - from;
    } else if (world) {
        const glm::vec3 a = axisVector(upnodeAxis);
        up = {splat(a.x), splat(a.y), splat(a.z)};
    } else {
        alignas(32) float axis[3][kPoseLanes];  // glm's quaternion times vector, lane by lane
        const glm::quat* node = block.worldRotations(upnodeBone);
        for (int k = 0; k < kPoseLanes; ++k) {
            const glm::vec3 a = node[k] * axisVector(upnodeAxis);
            axis[0][k] = a.x, axis[1][k] = a.y, axis[2][k] = a.z;
        }
        up = {load(axis[0]), load(axis[1]), load(axis[2])};
    }
    alignas(32) float parentRotation[4][kPoseLanes];  // w x y z
    const glm::quat* parentRotations = block.worldRotations(parent);
    for (int k = 0; k < kPoseLanes; ++k) {
        const glm::quat p = parentRotations[k];
        parentRotation[0][k] = p.w, parentRotation[1][k] = p.x, parentRotation[2][k] = p.y, parentRotation[3][k] = p.z;
    }
    const QuatLanes<Float8> parentLanes{load(parentRotation[0]), load(parentRotation[1]), load(parentRotation[2]),
                                        load(parentRotation[3])};
    const QuatLanes<Float8> offset{splat(offset_.w), splat(offset_.x), splat(offset_.y), splat(offset_.z)};
    Float8 aimed{};
    const QuatLanes<Float8> aim = lookAtRotation(target, from, up, splat(aimFlip ? -1.0f : 1.0f),
                                                 splat(sourceFlip ? -1.0f : 1.0f), aimAxis, sourceAxis, aimed);
    // No aim (the target on the bone): the previous local rotation, as evaluate() keeps it (SrtLanes
    // holds x y z w).
    const QuatLanes<Float8> previous{load(local.e[6]), load(local.e[3]), load(local.e[4]), load(local.e[5])};
    const QuatLanes<Float8> r = select(aimed, localFromWorld(aim, offset, parentLanes), previous);
    alignas(32) float q[4][kPoseLanes];
    _mm256_store_ps(q[0], r.w.v);
    _mm256_store_ps(q[1], r.x.v);
    _mm256_store_ps(q[2], r.y.v);
    _mm256_store_ps(q[3], r.z.v);
    for (int k = 0; k < kPoseLanes; ++k) {
        out[k] = glm::quat(q[0][k], q[1][k], q[2][k], q[3][k]);
    }
#else
    const LookAtConstraint* self = this;
    for (int k = 0; k < kPoseLanes; ++k) {
        LanePoseSource source(block, k);
        evaluateBatch(&self, &bone, 1, source, &out[k]);
    }
#endif
}

}  // namespace rigstage
