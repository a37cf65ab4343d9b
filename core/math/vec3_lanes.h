#pragma once
// Three-vectors whose numbers are lane types (math/lanes.h), with glm's vector operations repeated
// in glm's order (see math/quat_lanes.h): one vector when L is float, four side by side when L is
// Lanes4, with glm's bits either way (tests/core/test_srt.cpp compares them).

#include <glm/vec3.hpp>

#include "math/lanes.h"

namespace rigstage {

template <class L>
struct Vec3Lanes {
    L x, y, z;
};

/// One glm vector as the one-float form.
inline Vec3Lanes<float> toLanes(const glm::vec3& v)
{
    return {v.x, v.y, v.z};
}

/// Four vectors gathered as numbers[x y z][lane].
inline Vec3Lanes<Lanes4> loadLanes(const float (&numbers)[3][4])
{
    return {Lanes4::load(numbers[0]), Lanes4::load(numbers[1]), Lanes4::load(numbers[2])};
}

template <class L>
[[gnu::always_inline]] inline Vec3Lanes<L> operator+(const Vec3Lanes<L>& a, const Vec3Lanes<L>& b)
{
    return {a.x + b.x, a.y + b.y, a.z + b.z};
}

template <class L>
[[gnu::always_inline]] inline Vec3Lanes<L> operator-(const Vec3Lanes<L>& a, const Vec3Lanes<L>& b)
{
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}

template <class L>
[[gnu::always_inline]] inline Vec3Lanes<L> scaled(const Vec3Lanes<L>& v, const L& s)
{
    return {v.x * s, v.y * s, v.z * s};
}

template <class L>
[[gnu::always_inline]] inline Vec3Lanes<L> divided(const Vec3Lanes<L>& v, const L& s)
{
    return {v.x / s, v.y / s, v.z / s};
}

template <class L, class M>
[[gnu::always_inline]] inline Vec3Lanes<L> select(const M& mask, const Vec3Lanes<L>& a, const Vec3Lanes<L>& b)
{
    return {select(mask, a.x, b.x), select(mask, a.y, b.y), select(mask, a.z, b.z)};
}

/// glm::dot: x x + y y + z z, left to right.
template <class L>
[[gnu::always_inline]] inline L dot(const Vec3Lanes<L>& a, const Vec3Lanes<L>& b)
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

/// glm::length: the square root of the dot product.
template <class L>
[[gnu::always_inline]] inline L length(const Vec3Lanes<L>& v)
{
    return laneSqrt(dot(v, v));
}

/// glm::normalize: times one over the square root of the dot product.
template <class L>
[[gnu::always_inline]] inline Vec3Lanes<L> normalizeGlm(const Vec3Lanes<L>& v)
{
    return scaled(v, splatAs<L>(1.0f) / laneSqrt(dot(v, v)));
}

/// glm::cross.
template <class L>
[[gnu::always_inline]] inline Vec3Lanes<L> cross(const Vec3Lanes<L>& a, const Vec3Lanes<L>& b)
{
    return {a.y * b.z - b.y * a.z, a.z * b.x - b.z * a.x, a.x * b.y - b.x * a.y};
}

}  // namespace rigstage
