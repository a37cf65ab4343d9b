#include "helpers/orientation_constraint.h"

#include <algorithm>
#include <cassert>

#include "math/lanes8.h"
#include "math/quat_lanes.h"

namespace rigstage {

namespace {

// The constraint's arithmetic, written once over the lane type (math/lanes.h): evaluate() runs it on
// one constraint, evaluateWorldBatch() on four side by side, with the same bits.

/// The first target: its rotation, and its weight clamped at 0 (std::max(0, w)) as the total.
template <class L>
void blendFirst(QuatLanes<L>& q, L& total, const QuatLanes<L>& rotation, const L& weight)
{
    const L zero = splatAs<L>(0.0f);
    q = rotation;
    total = select(lessThan(zero, weight), weight, zero);
}

/// A further target: MakeClosest, then a slerp towards it by its share of the running weight.
template <class L>
void blendNext(QuatLanes<L>& q, L& total, const QuatLanes<L>& rotation, const L& weight)
{
    const L zero = splatAs<L>(0.0f);
    const QuatLanes<L> qi = select(lessThan(dot(q, rotation), zero), negate(rotation), rotation);
    const L w = select(lessThan(zero, weight), weight, zero);
    const auto used = greaterThan(w, zero);
    q = select(used, normalizeGlm(slerpGlm(q, qi, w / (total + w))), q);
    total = select(used, total + w, total);
}

/// From the blend to the returned local rotation: the offset (or the base rotation without weight),
/// then the parent's world rotation taken off (World->World) or the incoming value in front
/// (Local->Local), and MakeClosest(identity).
template <class L>
QuatLanes<L> finish(const QuatLanes<L>& blended, const L& total, const QuatLanes<L>& base,
                    const QuatLanes<L>& offset, const QuatLanes<L>& left, bool worldToWorld)
{
    const L zero = splatAs<L>(0.0f);
    QuatLanes<L> q = select(greaterThan(total, zero), normalizeGlm(multiply(blended, offset)), base);
    q = normalizeGlm(multiply(worldToWorld ? inverseGlm(left) : left, q));
    return select(lessThan(q.w, zero), negate(q), q);
}

}  // namespace

bool OrientationConstraint::blend(EvalContext& ctx, glm::quat& out) const
{
    if (targets.empty()) {
        return false;
    }
    QuatLanes<float> q{};
    float total = 0.0f;
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const ConstraintTarget& t = targets[i];
        const glm::quat qi = transformRule == TransformRule::WorldToWorld ? ctx.pose.worldRotation(t.bone)
                                                                          : ctx.pose.localRotation(t.bone);
        if (i == 0) {
            blendFirst(q, total, toLanes(qi), t.weight);
        } else {
            blendNext(q, total, toLanes(qi), t.weight);
        }
    }
    out = toGlm(q);
    return total > 0.0f;
}

void OrientationConstraint::preprocess(EvalContext& bindCtx)
{
    // orientation_cnstrnt.cpp: baseRotQuatLocal is the value of the controller the constraint was
    // assigned over (Copy); baseRotQuatWorld = baseRotQuatLocal * the incoming matrix's rotation
    // at the first evaluation (Max's row order; here parent * local). At the top of a bone: the
    // bind local rotation under the parent. In a Rotation List: the "Available" slot's identity
    // under the running matrix (listctrl.cpp), so the world base is the list's running rotation.
    const bool inList = bindCtx.runningInList != nullptr;
    baseLocal_ = inList ? glm::quat(1.0f, 0.0f, 0.0f, 0.0f) : bindCtx.pose.framework().bindLocal(bindCtx.bone).rotation;
    const glm::quat baseWorld =
        inList ? glm::normalize(bindCtx.pose.parentWorldRotation(bindCtx.bone) * bindCtx.runningInList->rotation)
               : bindCtx.pose.worldRotation(bindCtx.bone);
    offset_ = glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    glm::quat initial;
    if (keepInitialOffset && blend(bindCtx, initial)) {
        const glm::quat base = transformRule == TransformRule::WorldToWorld ? baseWorld : baseLocal_;
        offset_ = glm::normalize(glm::inverse(initial) * base);
    }
}

glm::quat OrientationConstraint::evaluate(EvalContext& ctx, const glm::quat& incoming)
{
    // No weight: the base rotation (the bind local rotation of an exported rig, identity inside a
    // list), used as the blend would be (orientation_cnstrnt.cpp).
    glm::quat blended(1.0f, 0.0f, 0.0f, 0.0f);
    const float total = blend(ctx, blended) ? 1.0f : 0.0f;
    const bool worldToWorld = transformRule == TransformRule::WorldToWorld;
    // World->World replaces the world rotation of the running value; Local->Local pre-multiplies
    // the running value (PreRotateMatrix), also inside a list.
    const glm::quat left = worldToWorld ? ctx.pose.parentWorldRotation(ctx.bone) : incoming;
    return toGlm(finish(toLanes(blended), total, toLanes(baseLocal_), toLanes(offset_), toLanes(left), worldToWorld));
}

bool OrientationConstraint::worldBatchable() const
{
    return transformRule == TransformRule::WorldToWorld && !targets.empty() && targets.size() <= kMaxBatchTargets;
}

void OrientationConstraint::evaluateWorldBatch(const OrientationConstraint* const* constraints, const int* bones,
                                               int count, PoseSource& source, glm::quat* out)
{
    // Lane i holds constraint i; lanes past count repeat the first, and a lane with fewer targets
    // than the most has zero weights after its own, which blendNext leaves alone. Each constraint
    // reads its targets and then its parent, as evaluate() does.
    float rotations[kMaxBatchTargets][4][4];  // [target][w x y z][lane]
    float weights[kMaxBatchTargets][4];
    float base[4][4], offset[4][4], parent[4][4];
    assert(count >= 1 && count <= 4);
    std::size_t most = 1;
    for (int lane = 0; lane < 4; ++lane) {
        const int from = lane < count ? lane : 0;
        const OrientationConstraint& c = *constraints[from];
        assert(c.worldBatchable());
        most = std::max(most, c.targets.size());
        const auto put = [lane](float (&to)[4][4], const glm::quat& q) {
            to[0][lane] = q.w;
            to[1][lane] = q.x;
            to[2][lane] = q.y;
            to[3][lane] = q.z;
        };
        for (std::size_t t = 0; t < kMaxBatchTargets; ++t) {
            const bool has = t < c.targets.size();
            // A lane past count reads nothing: it copies the first lane's values.
            const glm::quat q = !has ? glm::quat(1.0f, 0.0f, 0.0f, 0.0f)
                                : lane < count ? source.worldRotation(c.targets[t].bone)
                                               : glm::quat(rotations[t][0][0], rotations[t][1][0], rotations[t][2][0],
                                                           rotations[t][3][0]);
            put(rotations[t], q);
            weights[t][lane] = has ? c.targets[t].weight : 0.0f;
        }
        put(base, c.baseLocal_);
        put(offset, c.offset_);
        put(parent, lane < count ? source.parentWorldRotation(bones[from])
                                 : glm::quat(parent[0][0], parent[1][0], parent[2][0], parent[3][0]));
    }
    QuatLanes<Lanes4> q{};
    Lanes4 total{};
    blendFirst(q, total, loadLanes(rotations[0]), Lanes4::load(weights[0]));
    for (std::size_t t = 1; t < most; ++t) {
        blendNext(q, total, loadLanes(rotations[t]), Lanes4::load(weights[t]));
    }
    const QuatLanes<Lanes4> r = finish(q, total, loadLanes(base), loadLanes(offset), loadLanes(parent), true);
    storeLanes(r, count, out);
}

void OrientationConstraint::evaluateWorldAcross(int bone, PoseLanes& block, glm::quat (&out)[kPoseLanes]) const
{
    assert(worldBatchable());
    const int parent = block.framework().parent(bone);
    // evaluate()'s steps over a lane type: its targets' world rotations, then its parent's.
    const auto evaluateOver = [&](auto splat, auto rotationsOf) {
        decltype(rotationsOf(0)) q{};
        decltype(splat(0.0f)) total{};
        blendFirst(q, total, rotationsOf(targets[0].bone), splat(targets[0].weight));
        for (std::size_t t = 1; t < targets.size(); ++t) {
            blendNext(q, total, rotationsOf(targets[t].bone), splat(targets[t].weight));
        }
        const auto constant = [&](const glm::quat& c) {
            return decltype(q){splat(c.w), splat(c.x), splat(c.y), splat(c.z)};
        };
        return finish(q, total, constant(baseLocal_), constant(offset_), rotationsOf(parent), true);
    };
#if defined(__AVX__)
    // Eight characters a register: each lane's rotations as evaluate() reads them (the block keeps
    // them, every lane's read at once), the same operations lane by lane.
    const auto rotationsOf = [&](int b) {
        alignas(32) float q[4][kPoseLanes];  // w x y z
        const glm::quat* all = b >= 0 ? block.worldRotations(b) : nullptr;
        for (int k = 0; k < kPoseLanes; ++k) {
            const glm::quat r = all ? all[k] : glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
            q[0][k] = r.w, q[1][k] = r.x, q[2][k] = r.y, q[3][k] = r.z;
        }
        return QuatLanes<Float8>{{_mm256_load_ps(q[0])}, {_mm256_load_ps(q[1])}, {_mm256_load_ps(q[2])}, {_mm256_load_ps(q[3])}};
    };
    const QuatLanes<Float8> r = evaluateOver([](float f) { return splatAs<Float8>(f); }, rotationsOf);
    alignas(32) float w[kPoseLanes], x[kPoseLanes], y[kPoseLanes], z[kPoseLanes];
    _mm256_store_ps(w, r.w.v);
    _mm256_store_ps(x, r.x.v);
    _mm256_store_ps(y, r.y.v);
    _mm256_store_ps(z, r.z.v);
    for (int k = 0; k < kPoseLanes; ++k) {
        out[k] = glm::quat(w[k], x[k], y[k], z[k]);
    }
#else
    for (int k = 0; k < kPoseLanes; ++k) {
        const auto rotationOf = [&](int b) {
            return toLanes(b >= 0 ? block.worldRotation(k, b) : glm::quat(1.0f, 0.0f, 0.0f, 0.0f));
        };
        out[k] = toGlm(evaluateOver([](float f) { return f; }, rotationOf));
    }
#endif
}

}  // namespace rigstage
