#pragma once
// Four floats computed side by side (SSE2 lanes, or a plain array where SSE2 is missing), with the
// same operations on one float, so a kernel written once as a template over the lane type gives
// one item's result or four items' results with the same bits: +, -, *, / and the square root are
// IEEE operations lane by lane, and the arc cosine and sine call libm for each lane, as the scalar
// form does. Comparisons give a mask (bool for one float) that select() reads.

#include <cmath>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rigstage {

// One float: the scalar instantiation of the kernels.
inline float select(bool mask, float a, float b) { return mask ? a : b; }
inline bool lessThan(float a, float b) { return a < b; }
inline bool greaterThan(float a, float b) { return a > b; }
inline bool lessEqual(float a, float b) { return a <= b; }
inline bool both(bool a, bool b) { return a && b; }
inline bool butNot(bool a, bool b) { return a && !b; }
inline int maskBits(bool mask) { return mask ? 1 : 0; }
inline float laneSqrt(float a) { return std::sqrt(a); }
inline float laneAbs(float a) { return std::abs(a); }
inline bool laneFinite(float a) { return std::isfinite(a); }
inline float laneAcos(float a) { return std::acos(a); }
inline float laneSin(float a) { return std::sin(a); }

#if defined(__SSE2__)

struct Lanes4 {
    __m128 v;

    static Lanes4 splat(float f) { return {_mm_set1_ps(f)}; }
    static Lanes4 of(float a, float b, float c, float d) { return {_mm_setr_ps(a, b, c, d)}; }
    /// Lane i from values[i] (no alignment needed).
    static Lanes4 load(const float* values) { return {_mm_loadu_ps(values)}; }
    void store(float* values) const { _mm_storeu_ps(values, v); }
};

/// Four rows of four floats (no alignment needed) turned into lanes: lane i of out[k] is rows[i][k].
inline void transposeRows(const float* r0, const float* r1, const float* r2, const float* r3, Lanes4 (&out)[4])
{
    __m128 a = _mm_loadu_ps(r0), b = _mm_loadu_ps(r1), c = _mm_loadu_ps(r2), d = _mm_loadu_ps(r3);
    _MM_TRANSPOSE4_PS(a, b, c, d);
    out[0].v = a;
    out[1].v = b;
    out[2].v = c;
    out[3].v = d;
}

/// The way back: rows[i][k] from lane i of in[k].
inline void storeTransposed(const Lanes4 (&in)[4], float* r0, float* r1, float* r2, float* r3)
{
    __m128 a = in[0].v, b = in[1].v, c = in[2].v, d = in[3].v;
    _MM_TRANSPOSE4_PS(a, b, c, d);
    _mm_storeu_ps(r0, a);
    _mm_storeu_ps(r1, b);
    _mm_storeu_ps(r2, c);
    _mm_storeu_ps(r3, d);
}

inline Lanes4 operator+(Lanes4 a, Lanes4 b) { return {_mm_add_ps(a.v, b.v)}; }
inline Lanes4 operator-(Lanes4 a, Lanes4 b) { return {_mm_sub_ps(a.v, b.v)}; }
inline Lanes4 operator*(Lanes4 a, Lanes4 b) { return {_mm_mul_ps(a.v, b.v)}; }
inline Lanes4 operator/(Lanes4 a, Lanes4 b) { return {_mm_div_ps(a.v, b.v)}; }
inline Lanes4 operator-(Lanes4 a) { return {_mm_xor_ps(a.v, _mm_set1_ps(-0.0f))}; }
/// A mask: every bit of a lane set where the comparison holds (false for a NaN, as in C++).
inline Lanes4 lessThan(Lanes4 a, Lanes4 b) { return {_mm_cmplt_ps(a.v, b.v)}; }
inline Lanes4 greaterThan(Lanes4 a, Lanes4 b) { return {_mm_cmpgt_ps(a.v, b.v)}; }
inline Lanes4 lessEqual(Lanes4 a, Lanes4 b) { return {_mm_cmple_ps(a.v, b.v)}; }
/// Where both masks are set.
inline Lanes4 both(Lanes4 a, Lanes4 b) { return {_mm_and_ps(a.v, b.v)}; }
/// a where the mask is set, b elsewhere.
inline Lanes4 select(Lanes4 mask, Lanes4 a, Lanes4 b)
{
    return {_mm_or_ps(_mm_and_ps(mask.v, a.v), _mm_andnot_ps(mask.v, b.v))};
}
/// Where a is set and b is not.
inline Lanes4 butNot(Lanes4 a, Lanes4 b) { return {_mm_andnot_ps(b.v, a.v)}; }
/// Bit i set where lane i of the mask is.
inline int maskBits(Lanes4 mask) { return _mm_movemask_ps(mask.v); }
inline Lanes4 laneSqrt(Lanes4 a) { return {_mm_sqrt_ps(a.v)}; }
/// std::abs: the sign bit cleared.
inline Lanes4 laneAbs(Lanes4 a) { return {_mm_andnot_ps(_mm_set1_ps(-0.0f), a.v)}; }
/// A mask of the finite lanes: a - a is 0 for them, NaN for infinities and NaN.
inline Lanes4 laneFinite(Lanes4 a) { return lessEqual(a - a, Lanes4::splat(0.0f)); }

#else

struct Lanes4 {
    float v[4];

    static Lanes4 splat(float f) { return {{f, f, f, f}}; }
    static Lanes4 of(float a, float b, float c, float d) { return {{a, b, c, d}}; }
    static Lanes4 load(const float* values) { return {{values[0], values[1], values[2], values[3]}}; }
    void store(float* values) const
    {
        for (int i = 0; i < 4; ++i) {
            values[i] = v[i];
        }
    }
};

inline void transposeRows(const float* r0, const float* r1, const float* r2, const float* r3, Lanes4 (&out)[4])
{
    const float* rows[4] = {r0, r1, r2, r3};
    for (int k = 0; k < 4; ++k) {
        out[k] = Lanes4::of(rows[0][k], rows[1][k], rows[2][k], rows[3][k]);
    }
}

inline void storeTransposed(const Lanes4 (&in)[4], float* r0, float* r1, float* r2, float* r3)
{
    float* rows[4] = {r0, r1, r2, r3};
    for (int k = 0; k < 4; ++k) {
        for (int i = 0; i < 4; ++i) {
            rows[i][k] = in[k].v[i];
        }
    }
}

template <class F>
Lanes4 eachLane(Lanes4 a, Lanes4 b, F f)
{
    Lanes4 r;
    for (int i = 0; i < 4; ++i) {
        r.v[i] = f(a.v[i], b.v[i]);
    }
    return r;
}
inline Lanes4 operator+(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x + y; }); }
inline Lanes4 operator-(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x - y; }); }
inline Lanes4 operator*(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x * y; }); }
inline Lanes4 operator/(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x / y; }); }
inline Lanes4 operator-(Lanes4 a) { return eachLane(a, a, [](float x, float) { return -x; }); }
// A mask lane is 1 where the comparison holds, 0 elsewhere.
inline Lanes4 lessThan(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x < y ? 1.0f : 0.0f; }); }
inline Lanes4 greaterThan(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x > y ? 1.0f : 0.0f; }); }
inline Lanes4 lessEqual(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x <= y ? 1.0f : 0.0f; }); }
inline Lanes4 both(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x != 0.0f && y != 0.0f ? 1.0f : 0.0f; }); }
inline Lanes4 select(Lanes4 mask, Lanes4 a, Lanes4 b)
{
    Lanes4 r;
    for (int i = 0; i < 4; ++i) {
        r.v[i] = mask.v[i] != 0.0f ? a.v[i] : b.v[i];
    }
    return r;
}
inline Lanes4 butNot(Lanes4 a, Lanes4 b) { return eachLane(a, b, [](float x, float y) { return x != 0.0f && y == 0.0f ? 1.0f : 0.0f; }); }
inline int maskBits(Lanes4 mask)
{
    return (mask.v[0] != 0.0f ? 1 : 0) | (mask.v[1] != 0.0f ? 2 : 0) | (mask.v[2] != 0.0f ? 4 : 0) | (mask.v[3] != 0.0f ? 8 : 0);
}
inline Lanes4 laneSqrt(Lanes4 a) { return eachLane(a, a, [](float x, float) { return std::sqrt(x); }); }
inline Lanes4 laneAbs(Lanes4 a) { return eachLane(a, a, [](float x, float) { return std::abs(x); }); }
inline Lanes4 laneFinite(Lanes4 a) { return eachLane(a, a, [](float x, float) { return std::isfinite(x) ? 1.0f : 0.0f; }); }

#endif

/// A constant in every lane.
template <class L>
L splatAs(float f);
template <>
inline float splatAs<float>(float f)
{
    return f;
}
template <>
inline Lanes4 splatAs<Lanes4>(float f)
{
    return Lanes4::splat(f);
}

/// libm lane by lane: the same bits as the scalar form. (Lane-parallel polynomials measure no faster
/// for the orientation constraints and give other bits: docs/performance.md.)
template <class F>
Lanes4 libmEachLane(Lanes4 a, F f)
{
    float values[4];
    a.store(values);
    for (float& x : values) {
        x = f(x);
    }
    return Lanes4::load(values);
}
inline Lanes4 laneAcos(Lanes4 a) { return libmEachLane(a, [](float x) { return std::acos(x); }); }
inline Lanes4 laneSin(Lanes4 a) { return libmEachLane(a, [](float x) { return std::sin(x); }); }

}  // namespace rigstage
