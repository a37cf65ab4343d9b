#include "pose/world_batch.h"

#include <cstddef>
#include <vector>

#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

namespace rigstage {

namespace {

// Srt read as ten floats: translation, rotation x y z w, scale.
static_assert(sizeof(Srt) == 10 * sizeof(float) && offsetof(Srt, rotation) == 3 * sizeof(float)
              && offsetof(Srt, scale) == 7 * sizeof(float) && sizeof(glm::quat) == 4 * sizeof(float));

void storeColumns(const ScaledColumns<float>& c, float* out, int count, int i)
{
    const float values[9] = {c.c00, c.c01, c.c02, c.c10, c.c11, c.c12, c.c20, c.c21, c.c22};
    for (int k = 0; k < 9; ++k) {
        out[k * count + i] = values[k];
    }
}

// Every bone's columns into out (entry k of bone i at k x count + i). Written with SSE2 intrinsics:
// GCC 12 leaves the plain loop scalar (it cannot vectorise loads grouped ten floats apart), and
// glm's own SIMD paths only serve its aligned types, which Srt is not. Four bones a step: their
// rotations and scales are loaded as rows and transposed into lanes.
void columnsOfEveryBone(const Srt* locals, int count, float* out)
{
    const float* f = &locals[0].translation.x;
    int i = 0;
#if defined(__SSE2__)
    const __m128 one = _mm_set1_ps(1.0f), two = _mm_set1_ps(2.0f);
    struct V {
        __m128 v;
        V operator*(V o) const { return {_mm_mul_ps(v, o.v)}; }
        V operator+(V o) const { return {_mm_add_ps(v, o.v)}; }
        V operator-(V o) const { return {_mm_sub_ps(v, o.v)}; }
    };
    // The last bone's scale row reads one float past its Srt: stop a bone early for it.
    for (; i + 4 < count; i += 4) {
        const float* b = f + 10 * static_cast<std::ptrdiff_t>(i);
        __m128 q0 = _mm_loadu_ps(b + 3), q1 = _mm_loadu_ps(b + 13), q2 = _mm_loadu_ps(b + 23),
               q3 = _mm_loadu_ps(b + 33);
        __m128 s0 = _mm_loadu_ps(b + 7), s1 = _mm_loadu_ps(b + 17), s2 = _mm_loadu_ps(b + 27),
               s3 = _mm_loadu_ps(b + 37);
        _MM_TRANSPOSE4_PS(q0, q1, q2, q3);  // now x, y, z, w of the four bones
        _MM_TRANSPOSE4_PS(s0, s1, s2, s3);  // now sx, sy, sz (and the next translations' x)
        const ScaledColumns<V> c = scaledRotationColumns<V>({q0}, {q1}, {q2}, {q3}, {s0}, {s1}, {s2}, {one}, {two});
        const __m128 values[9] = {c.c00.v, c.c01.v, c.c02.v, c.c10.v, c.c11.v, c.c12.v, c.c20.v, c.c21.v, c.c22.v};
        for (int k = 0; k < 9; ++k) {
            _mm_storeu_ps(out + k * count + i, values[k]);
        }
    }
#endif
    for (; i < count; ++i) {
        const float* l = f + 10 * static_cast<std::ptrdiff_t>(i);
        storeColumns(scaledRotationColumns<float>(l[3], l[4], l[5], l[6], l[7], l[8], l[9], 1.0f, 2.0f), out, count, i);
    }
}

}  // namespace

void computeDirtyWorldInOrder(const WorldPassArrays& pose)
{
    // Every array in a local: the byte stores below may alias anything, so fields read through
    // `pose` would be reloaded for each bone.
    const Srt* const locals = pose.locals;
    const std::uint8_t* const localScaled = pose.localScaled;
    const int* const parents = pose.parents;
    const std::ptrdiff_t count = pose.count;
    glm::mat4* const world = pose.world;
    std::uint8_t* const worldScaled = pose.worldScaled;
    std::uint8_t* const worldValid = pose.worldValid;
    // Per thread, not per pose: a crowd's poses then carry no copy of it (written and read here).
    // Nine column entries per bone, one array per entry (entry k of bone i at k x count + i), so
    // the first loop writes them with vector stores.
    thread_local std::vector<float> columns;
    columns.resize(static_cast<std::size_t>(count) * 9);
    columnsOfEveryBone(locals, static_cast<int>(count), columns.data());
    // One pointer per entry, so a bone's nine reads need no index arithmetic.
    const float* const c = columns.data();
    const float *const c0 = c, *const c1 = c0 + count, *const c2 = c1 + count, *const c3 = c2 + count,
                       *const c4 = c3 + count, *const c5 = c4 + count, *const c6 = c5 + count, *const c7 = c6 + count,
                       *const c8 = c7 + count;
    for (std::ptrdiff_t i = 0; i < count; ++i) {
        if (worldValid[i]) {
            continue;
        }
        worldValid[i] = 1;
        const int p = parents[i];
        if (p < 0) {
            world[i] = toMatrix(locals[i]);
            worldScaled[i] = localScaled[i];
            continue;
        }
        worldScaled[i] = localScaled[i] | worldScaled[p];
        const glm::vec3& t = locals[i].translation;
#if defined(__SSE2__)
        // Written out for the same reason as above: GCC took the glm form apart into scalar code.
        const float* m = &world[p][0][0];
        const __m128 p0 = _mm_loadu_ps(m), p1 = _mm_loadu_ps(m + 4), p2 = _mm_loadu_ps(m + 8), p3 = _mm_loadu_ps(m + 12);
        const auto column = [&](float a, float b, float d) {
            return _mm_add_ps(_mm_add_ps(_mm_mul_ps(p0, _mm_set1_ps(a)), _mm_mul_ps(p1, _mm_set1_ps(b))),
                              _mm_mul_ps(p2, _mm_set1_ps(d)));
        };
        float* o = &world[i][0][0];
        _mm_storeu_ps(o, column(c0[i], c1[i], c2[i]));
        _mm_storeu_ps(o + 4, column(c3[i], c4[i], c5[i]));
        _mm_storeu_ps(o + 8, column(c6[i], c7[i], c8[i]));
        _mm_storeu_ps(o + 12, _mm_add_ps(column(t.x, t.y, t.z), p3));
#else
        // Read the parent's columns before writing: world[i] and world[p] are one array.
        const glm::mat4& parent = world[p];
        const glm::vec4 p0 = parent[0], p1 = parent[1], p2 = parent[2], p3 = parent[3];
        glm::mat4& out = world[i];
        out[0] = p0 * c0[i] + p1 * c1[i] + p2 * c2[i];
        out[1] = p0 * c3[i] + p1 * c4[i] + p2 * c5[i];
        out[2] = p0 * c6[i] + p1 * c7[i] + p2 * c8[i];
        out[3] = p0 * t.x + p1 * t.y + p2 * t.z + p3;
#endif
    }
}

}  // namespace rigstage
