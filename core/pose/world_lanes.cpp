#include "pose/world_lanes.h"

#include <algorithm>
#include <cstddef>
#include <vector>

#include "math/transpose8.h"

namespace rigstage {

namespace {

#if defined(__AVX__)

// Written with AVX intrinsics for the reason world_batch.cpp gives: GCC 12 does not vectorise
// loads of ten-float records. Each operator is one IEEE operation per lane, as in the SSE forms.
struct V8 {
    __m256 v;
    V8 operator*(V8 o) const { return {_mm256_mul_ps(v, o.v)}; }
    V8 operator+(V8 o) const { return {_mm256_add_ps(v, o.v)}; }
    V8 operator-(V8 o) const { return {_mm256_sub_ps(v, o.v)}; }
};

// Srt read as ten floats: translation, rotation x y z w, scale.
static_assert(sizeof(Srt) == 10 * sizeof(float) && offsetof(Srt, rotation) == 3 * sizeof(float)
              && offsetof(Srt, scale) == 7 * sizeof(float));
static_assert(sizeof(glm::mat4) == 16 * sizeof(float));

/// Up to eight poses (lanes past `lanes` repeat the first pose's arrays and are never stored).
void eightAcross(const WorldPassArrays* poses, int lanes)
{
    const int count = poses[0].count;
    const int* const parents = poses[0].parents;
    const float* locals[kWorldLanes];
    float* world[kWorldLanes];
    const std::uint8_t* localScaled[kWorldLanes];
    std::uint8_t* worldScaled[kWorldLanes];
    std::uint8_t* valid[kWorldLanes];
    for (int k = 0; k < kWorldLanes; ++k) {
        const WorldPassArrays& p = poses[k < lanes ? k : 0];
        locals[k] = &p.locals[0].translation.x;
        world[k] = &p.world[0][0][0];
        localScaled[k] = p.localScaled;
        worldScaled[k] = p.worldScaled;
        valid[k] = p.worldValid;
    }
    // Per thread, as the single pass's columns: each bone's sixteen entries for every lane, kept
    // for its children. A bone is computed for every lane when any lane needs it, so its entries
    // here are every lane's (a lane where it was up to date computes the bits it holds).
    struct Entries {
        __m256 e[16];
    };
    thread_local std::vector<Entries> entries;
    thread_local std::vector<std::uint8_t> held;
    entries.resize(static_cast<std::size_t>(count));
    held.assign(static_cast<std::size_t>(count), 0);
    const V8 one{_mm256_set1_ps(1.0f)}, two{_mm256_set1_ps(2.0f)};
    for (int i = 0; i < count; ++i) {
        unsigned dirty = 0;
        for (int k = 0; k < lanes; ++k) {
            dirty |= static_cast<unsigned>(valid[k][i] == 0) << k;
        }
        if (dirty == 0) {
            continue;
        }
        const int p = parents[i];
        if (p < 0) {
            for (int k = 0; k < lanes; ++k) {
                if (dirty >> k & 1u) {
                    reinterpret_cast<glm::mat4*>(world[k])[i] = toMatrix(reinterpret_cast<const Srt*>(locals[k])[i]);
                    worldScaled[k][i] = localScaled[k][i];
                    valid[k][i] = 1;
                }
            }
            continue;
        }
        // The parent's entries: computed above for every lane, or else up to date in every pose.
        __m256 gathered[16];
        const __m256* parent = entries[static_cast<std::size_t>(p)].e;
        if (!held[static_cast<std::size_t>(p)]) {
            __m256 rows[16];
            for (int k = 0; k < kWorldLanes; ++k) {
                const float* m = world[k] + 16 * static_cast<std::ptrdiff_t>(p);
                rows[k] = _mm256_loadu_ps(m);
                rows[8 + k] = _mm256_loadu_ps(m + 8);
            }
            transpose8x8(rows, gathered);
            transpose8x8(rows + 8, gathered + 8);
            parent = gathered;
        }
        // The local transforms: floats 0-7 (translation, rotation x y z w, scale x) and 6-9 (rotation w,
        // scale), both inside the Srt.
        __m256 local[8];
        __m128 tail[8];
        for (int k = 0; k < kWorldLanes; ++k) {
            const float* l = locals[k] + 10 * static_cast<std::ptrdiff_t>(i);
            local[k] = _mm256_loadu_ps(l);
            tail[k] = _mm_loadu_ps(l + 6);
        }
        transpose8x8(local, local);
        __m256 scale[4];
        transpose8x4(tail, scale);
        const ScaledColumns<V8> c = scaledRotationColumns<V8>({local[3]}, {local[4]}, {local[5]}, {local[6]}, {scale[1]},
                                                              {scale[2]}, {scale[3]}, one, two);
        // Entry r of column j: (p0 * a + p1 * b) + p2 * d, and the translation's plus p3, as
        // affineTimesSrt adds them. Kept for the children.
        __m256* out = entries[static_cast<std::size_t>(i)].e;
        const auto column = [&](int j, V8 a, V8 b, V8 d) {
            for (int r = 0; r < 4; ++r) {
                const V8 sum = V8{parent[r]} * a + V8{parent[4 + r]} * b + V8{parent[8 + r]} * d;
                out[4 * j + r] = sum.v;
            }
        };
        column(0, c.c00, c.c01, c.c02);
        column(1, c.c10, c.c11, c.c12);
        column(2, c.c20, c.c21, c.c22);
        column(3, {local[0]}, {local[1]}, {local[2]});
        for (int r = 0; r < 4; ++r) {
            out[12 + r] = _mm256_add_ps(out[12 + r], parent[12 + r]);
        }
        held[static_cast<std::size_t>(i)] = 1;
        __m256 low[8], high[8];
        transpose8x8(out, low);
        transpose8x8(out + 8, high);
        for (int k = 0; k < lanes; ++k) {
            if (dirty >> k & 1u) {
                float* m = world[k] + 16 * static_cast<std::ptrdiff_t>(i);
                _mm256_storeu_ps(m, low[k]);
                _mm256_storeu_ps(m + 8, high[k]);
                worldScaled[k][i] = localScaled[k][i] | worldScaled[k][p];
                valid[k][i] = 1;
            }
        }
    }
}

#endif

}  // namespace

void computeDirtyWorldAcross(std::span<const WorldPassArrays> poses)
{
    std::size_t start = 0;
#if defined(__AVX__)
    for (; start + 1 < poses.size(); start += kWorldLanes) {
        eightAcross(poses.data() + start, static_cast<int>(std::min<std::size_t>(kWorldLanes, poses.size() - start)));
    }
#endif
    for (; start < poses.size(); ++start) {
        computeDirtyWorldInOrder(poses[start]);
    }
}

}  // namespace rigstage
