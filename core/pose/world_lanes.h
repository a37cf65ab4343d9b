#pragma once
// The world-transform pass of several characters of one skeleton at once, one character an AVX
// lane, eight a step: a crowd's characters share their hierarchy, so each bone's product is one
// set of vector operations for all of them, where one character fills only the three or four
// lanes of a matrix column. Each lane performs the operations of affineTimesSrt in its order, so
// every character gets the bits its own pass gives it (test_pose compares them).

#include <span>

#include "math/lanes8.h"
#include "pose/world_batch.h"

namespace rigstage {

#if defined(__AVX__)
/// parent x toMatrix(local) for eight characters, one a lane: parent and out hold sixteen entries
/// (entry 4 c + r is row r of column c), local ten (translation, rotation x y z w, scale). Each
/// lane performs affineTimesSrt's operations in its order, so it gets that function's bits.
inline void affineTimesSrtInLanes(const __m256* parent, const __m256* local, __m256* out)
{
    const Float8 one{_mm256_set1_ps(1.0f)}, two{_mm256_set1_ps(2.0f)};
    const ScaledColumns<Float8> c = scaledRotationColumns<Float8>({local[3]}, {local[4]}, {local[5]}, {local[6]},
                                                                  {local[7]}, {local[8]}, {local[9]}, one, two);
    // Entry r of column j: (p0 * a + p1 * b) + p2 * d, and the translation's plus p3.
    const auto column = [&](int j, Float8 a, Float8 b, Float8 d) {
        for (int r = 0; r < 4; ++r) {
            out[4 * j + r] = (Float8{parent[r]} * a + Float8{parent[4 + r]} * b + Float8{parent[8 + r]} * d).v;
        }
    };
    column(0, c.c00, c.c01, c.c02);
    column(1, c.c10, c.c11, c.c12);
    column(2, c.c20, c.c21, c.c22);
    column(3, {local[0]}, {local[1]}, {local[2]});
    for (int r = 0; r < 4; ++r) {
        out[12 + r] = _mm256_add_ps(out[12 + r], parent[12 + r]);
    }
}
#endif

/// The most poses one step of computeDirtyWorldAcross takes.
inline constexpr int kWorldLanes = 8;

/// computeDirtyWorldInOrder for every pose in poses, which share one hierarchy (the same parents
/// and count): in AVX lanes, eight poses a step, where the build has AVX; else one pose after the
/// other. A bone is computed for all eight lanes when any needs it, so each pose must keep the
/// pose's invariant: a world transform marked valid is the product of the current locals (every
/// write through setLocalUnchecked followed by invalidateAll()), which recomputing gives again.
void computeDirtyWorldAcross(std::span<const WorldPassArrays> poses);

}  // namespace rigstage
