#pragma once
// Eight floats in one AVX register, one character a lane: the arithmetic type of the passes that
// run several characters at once, and the moves of eight rows of eight floats to eight columns and
// back. Each operator is one IEEE operation per lane and the moves are shuffles only, so every lane
// gets the bits the one-float forms give.

#if defined(__AVX__)
#include <immintrin.h>

#include "math/lanes.h"

namespace rigstage {

/// Eight floats, one a lane (a lane type for templates such as scaledRotationColumns).
struct Float8 {
    __m256 v;
    Float8 operator*(Float8 o) const { return {_mm256_mul_ps(v, o.v)}; }
    Float8 operator+(Float8 o) const { return {_mm256_add_ps(v, o.v)}; }
    Float8 operator-(Float8 o) const { return {_mm256_sub_ps(v, o.v)}; }
};

// Lanes4's operations (math/lanes.h) that the kernels run over eight characters use (quat_lanes.h's
// quatFromColumns, the orientation constraint's blend, the look-at's aim): IEEE operations lane by lane, comparisons
// giving masks that select() reads, libm lane by lane. Add the others as kernels need them.
inline Float8 operator/(Float8 a, Float8 b) { return {_mm256_div_ps(a.v, b.v)}; }
inline Float8 operator-(Float8 a) { return {_mm256_xor_ps(a.v, _mm256_set1_ps(-0.0f))}; }
inline Float8 lessThan(Float8 a, Float8 b) { return {_mm256_cmp_ps(a.v, b.v, _CMP_LT_OQ)}; }
inline Float8 greaterThan(Float8 a, Float8 b) { return {_mm256_cmp_ps(a.v, b.v, _CMP_GT_OQ)}; }
inline Float8 lessEqual(Float8 a, Float8 b) { return {_mm256_cmp_ps(a.v, b.v, _CMP_LE_OQ)}; }
inline Float8 select(Float8 mask, Float8 a, Float8 b) { return {_mm256_blendv_ps(b.v, a.v, mask.v)}; }
inline Float8 both(Float8 a, Float8 b) { return {_mm256_and_ps(a.v, b.v)}; }
inline Float8 laneSqrt(Float8 a) { return {_mm256_sqrt_ps(a.v)}; }
template <>
inline Float8 splatAs<Float8>(float f)
{
    return {_mm256_set1_ps(f)};
}
/// libm lane by lane, as for Lanes4: the bits of the one-float form.
template <class F>
Float8 libmEachLane(Float8 a, F f)
{
    alignas(32) float values[8];
    _mm256_store_ps(values, a.v);
    for (float& x : values) {
        x = f(x);
    }
    return {_mm256_load_ps(values)};
}
inline Float8 laneAcos(Float8 a) { return libmEachLane(a, [](float x) { return std::acos(x); }); }
inline Float8 laneSin(Float8 a) { return libmEachLane(a, [](float x) { return std::sin(x); }); }

/// Transposes the 8x8 block in[0..7] into out[0..7] (which may be in): out[j] holds entry j of
/// every input row, row k in lane k.
inline void transpose8x8(const __m256* in, __m256* out)
{
    const __m256 r0 = in[0], r1 = in[1], r2 = in[2], r3 = in[3], r4 = in[4], r5 = in[5], r6 = in[6], r7 = in[7];
    const __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1);
    const __m256 t2 = _mm256_unpacklo_ps(r2, r3), t3 = _mm256_unpackhi_ps(r2, r3);
    const __m256 t4 = _mm256_unpacklo_ps(r4, r5), t5 = _mm256_unpackhi_ps(r4, r5);
    const __m256 t6 = _mm256_unpacklo_ps(r6, r7), t7 = _mm256_unpackhi_ps(r6, r7);
    const __m256 u0 = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(1, 0, 1, 0));
    const __m256 u1 = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(3, 2, 3, 2));
    const __m256 u2 = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(1, 0, 1, 0));
    const __m256 u3 = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(3, 2, 3, 2));
    const __m256 u4 = _mm256_shuffle_ps(t4, t6, _MM_SHUFFLE(1, 0, 1, 0));
    const __m256 u5 = _mm256_shuffle_ps(t4, t6, _MM_SHUFFLE(3, 2, 3, 2));
    const __m256 u6 = _mm256_shuffle_ps(t5, t7, _MM_SHUFFLE(1, 0, 1, 0));
    const __m256 u7 = _mm256_shuffle_ps(t5, t7, _MM_SHUFFLE(3, 2, 3, 2));
    out[0] = _mm256_permute2f128_ps(u0, u4, 0x20);
    out[1] = _mm256_permute2f128_ps(u1, u5, 0x20);
    out[2] = _mm256_permute2f128_ps(u2, u6, 0x20);
    out[3] = _mm256_permute2f128_ps(u3, u7, 0x20);
    out[4] = _mm256_permute2f128_ps(u0, u4, 0x31);
    out[5] = _mm256_permute2f128_ps(u1, u5, 0x31);
    out[6] = _mm256_permute2f128_ps(u2, u6, 0x31);
    out[7] = _mm256_permute2f128_ps(u3, u7, 0x31);
}

/// Eight rows of four floats (rows[k] for lane k) to four registers: out[j] holds entry j of every
/// row, row k in lane k.
inline void transpose8x4(const __m128 (&rows)[8], __m256 (&out)[4])
{
    // Rows k and k + 4 share a register, so a four-by-four transpose in each half puts lane k in
    // place.
    const __m256 r0 = _mm256_set_m128(rows[4], rows[0]), r1 = _mm256_set_m128(rows[5], rows[1]);
    const __m256 r2 = _mm256_set_m128(rows[6], rows[2]), r3 = _mm256_set_m128(rows[7], rows[3]);
    const __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1);
    const __m256 t2 = _mm256_unpacklo_ps(r2, r3), t3 = _mm256_unpackhi_ps(r2, r3);
    out[0] = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(1, 0, 1, 0));
    out[1] = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(3, 2, 3, 2));
    out[2] = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(1, 0, 1, 0));
    out[3] = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(3, 2, 3, 2));
}

}  // namespace rigstage
#endif
