#include "helpers/position_constraint.h"

#include <algorithm>
#include <cassert>

#include "math/lanes8.h"

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

void PositionConstraint::evaluateAcross(int bone, PoseLanes& block, glm::vec3 (&out)[kPoseLanes]) const
{
    const int parent = block.framework().parent(bone);
    assert(parent >= 0 && block.worldScaledLanes(parent) == 0);
    // evaluate()'s operations over a lane type, entry(row) reading one entry of a world matrix:
    // weightedTargetPosition (the weights are the same in every lane, so is the branch on their
    // sum), then inverseRigid(parent world) times the point as glm computes both (mat3 * vec3 left
    // to right; mat4 * vec4 as (c0 x + c1 y) + (c2 z + c3 w), with w 1).
    const auto evaluateOver = [&](auto splat, auto entry) {
        using L = decltype(splat(0.0f));
        L world[3] = {splat(0.0f), splat(0.0f), splat(0.0f)};
        float total = 0.0f;
        for (const ConstraintTarget& t : targets) {
            const float w = std::max(0.0f, t.weight);
            if (w > 0.0f) {
                const MatrixLanes& target = block.world(t.bone);
                for (int i = 0; i < 3; ++i) {
                    world[i] = world[i] + splat(w) * entry(target.e[12 + i]);
                }
                total += w;
            }
        }
        for (int i = 0; i < 3; ++i) {
            world[i] = total <= 1e-7f ? splat(baseWorld_[i]) : world[i] / splat(total) + splat(offsetWorld_[i]);
        }
        const MatrixLanes& p = block.world(parent);
        const auto m = [&](int column, int row) { return entry(p.e[4 * column + row]); };
        struct Result {
            L v[3];
        } result;
        for (int i = 0; i < 3; ++i) {
            // Row i of the rigid inverse: column i of the rotation; its translation -(rt * t)[i].
            const L moved = -(m(i, 0) * m(3, 0) + m(i, 1) * m(3, 1) + m(i, 2) * m(3, 2));
            result.v[i] = (m(i, 0) * world[0] + m(i, 1) * world[1]) + (m(i, 2) * world[2] + moved);
        }
        return result;
    };
#if defined(__AVX__)
    const auto r = evaluateOver([](float f) { return splatAs<Float8>(f); },
                                [](const float (&lanes)[kPoseLanes]) { return Float8{_mm256_load_ps(lanes)}; });
    alignas(32) float v[3][kPoseLanes];
    for (int i = 0; i < 3; ++i) {
        _mm256_store_ps(v[i], r.v[i].v);
    }
    for (int k = 0; k < kPoseLanes; ++k) {
        out[k] = glm::vec3(v[0][k], v[1][k], v[2][k]);
    }
#else
    for (int k = 0; k < kPoseLanes; ++k) {
        const auto r = evaluateOver([](float f) { return f; }, [k](const float (&lanes)[kPoseLanes]) { return lanes[k]; });
        out[k] = glm::vec3(r.v[0], r.v[1], r.v[2]);
    }
#endif
}

}  // namespace rigstage
