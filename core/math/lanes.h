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
inline float laneSqrt(float a) { return std::sqrt(a); }
inline float laneAcos(float a) { return std::acos(a); }
inline float laneSin(float a) { return std::sin(a); }

#if defined(__SSE2__)

struct Lanes4 {
    __m128 v;

    static Lanes4 splat(float f) { return {_mm_set1_ps(f)}; }
    /// Lane i from values[i] (no alignment needed).
    static Lanes4 load(const float* values) { return {_mm_loadu_ps(values)}; }
    void store(float* values) const { _mm_storeu_ps(values, v); }
};

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
inline Lanes4 laneSqrt(Lanes4 a) { return {_mm_sqrt_ps(a.v)}; }

#else

struct Lanes4 {
    float v[4];

    static Lanes4 splat(float f) { return {{f, f, f, f}}; }
    static Lanes4 load(const float* values) { return {{values[0], values[1], values[2], values[3]}}; }
    void store(float* values) const
    {
        for (int i = 0; i < 4; ++i) {
            values[i] = v[i];
        }
    }
};

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
inline Lanes4 laneSqrt(Lanes4 a) { return eachLane(a, a, [](float x, float) { return std::sqrt(x); }); }

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

/// libm lane by lane: the same bits as the scalar form. (Lane-parallel polynomials were tried in the
/// tenth session of docs/performance.md: no faster for the orientation constraints, and other bits.)
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
