#pragma once
// Eight vec3s as stored (24 floats one after another) and the same eight as one AVX2 register per
// component, both ways: the shuffles shared by the eight-at-a-time loops (skinning, sculpt
// restoring). Data movement only, so every float keeps its bits.

#if defined(__AVX2__)
#include <immintrin.h>

namespace rigstage {

/// The 24 floats of eight vec3s, in three registers, to one register per component.
inline void deinterleaveVec3x8(__m256 m0, __m256 m1, __m256 m2, __m256& x, __m256& y, __m256& z)
{
    // Vector k's x sits at float 3k: lanes 0, 3, 6 of m0, 1, 4, 7 of m1, 2, 5 of m2 (and so on).
    const __m256 xs = _mm256_blend_ps(_mm256_blend_ps(m0, m1, 0b10010010), m2, 0b00100100);
    const __m256 ys = _mm256_blend_ps(_mm256_blend_ps(m0, m1, 0b00100100), m2, 0b01001001);
    const __m256 zs = _mm256_blend_ps(_mm256_blend_ps(m0, m1, 0b01001001), m2, 0b10010010);
    x = _mm256_permutevar8x32_ps(xs, _mm256_setr_epi32(0, 3, 6, 1, 4, 7, 2, 5));
    y = _mm256_permutevar8x32_ps(ys, _mm256_setr_epi32(1, 4, 7, 2, 5, 0, 3, 6));
    z = _mm256_permutevar8x32_ps(zs, _mm256_setr_epi32(2, 5, 0, 3, 6, 1, 4, 7));
}

/// Eight vec3s read from in (24 floats) to one register per component.
inline void deinterleaveVec3x8(const float* in, __m256& x, __m256& y, __m256& z)
{
    deinterleaveVec3x8(_mm256_loadu_ps(in), _mm256_loadu_ps(in + 8), _mm256_loadu_ps(in + 16), x, y, z);
}

/// The inverse: one register per component to eight vec3s written to out (24 floats).
inline void interleaveVec3x8(__m256 x, __m256 y, __m256 z, float* out)
{
    const __m256 xs = _mm256_permutevar8x32_ps(x, _mm256_setr_epi32(0, 3, 6, 1, 4, 7, 2, 5));
    const __m256 ys = _mm256_permutevar8x32_ps(y, _mm256_setr_epi32(5, 0, 3, 6, 1, 4, 7, 2));
    const __m256 zs = _mm256_permutevar8x32_ps(z, _mm256_setr_epi32(2, 5, 0, 3, 6, 1, 4, 7));
    _mm256_storeu_ps(out, _mm256_blend_ps(_mm256_blend_ps(xs, ys, 0b10010010), zs, 0b00100100));
    _mm256_storeu_ps(out + 8, _mm256_blend_ps(_mm256_blend_ps(xs, ys, 0b00100100), zs, 0b01001001));
    _mm256_storeu_ps(out + 16, _mm256_blend_ps(_mm256_blend_ps(xs, ys, 0b01001001), zs, 0b10010010));
}

}  // namespace rigstage
#endif
