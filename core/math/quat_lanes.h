#pragma once
// Quaternions whose four numbers are lane types (math/lanes.h): one quaternion when L is float,
// four side by side when L is Lanes4. Each operation repeats glm's own (the same products and sums
// in the same order, glm 0.9.9 as Debian 12 ships it), so a kernel that uses them gives glm's bits
// in either form; tests/core/test_srt.cpp compares them with glm bit for bit.

#include <type_traits>

#include <glm/gtc/quaternion.hpp>

#include "math/lanes.h"

namespace rigstage {

template <class L>
struct QuatLanes {
    L w, x, y, z;
};

/// One glm quaternion as the one-float form, and back.
inline QuatLanes<float> toLanes(const glm::quat& q)
{
    return {q.w, q.x, q.y, q.z};
}
inline glm::quat toGlm(const QuatLanes<float>& q)
{
    return glm::quat(q.w, q.x, q.y, q.z);
}

/// Four quaternions gathered as numbers[w x y z][lane].
inline QuatLanes<Lanes4> loadLanes(const float (&numbers)[4][4])
{
    return {Lanes4::load(numbers[0]), Lanes4::load(numbers[1]), Lanes4::load(numbers[2]), Lanes4::load(numbers[3])};
}

/// Lanes 0 to count - 1 as glm quaternions.
inline void storeLanes(const QuatLanes<Lanes4>& q, int count, glm::quat* out)
{
    float w[4], x[4], y[4], z[4];
    q.w.store(w);
    q.x.store(x);
    q.y.store(y);
    q.z.store(z);
    for (int lane = 0; lane < count; ++lane) {
        out[lane] = glm::quat(w[lane], x[lane], y[lane], z[lane]);
    }
}

template <class L>
[[gnu::always_inline]] inline QuatLanes<L> identityLanes()
{
    return {splatAs<L>(1.0f), splatAs<L>(0.0f), splatAs<L>(0.0f), splatAs<L>(0.0f)};
}

template <class L>
[[gnu::always_inline]] inline QuatLanes<L> negate(const QuatLanes<L>& q)
{
    return {-q.w, -q.x, -q.y, -q.z};
}

/// Per lane: a where the mask is set, b elsewhere.
template <class L, class M>
[[gnu::always_inline]] inline QuatLanes<L> select(const M& mask, const QuatLanes<L>& a, const QuatLanes<L>& b)
{
    return {select(mask, a.w, b.w), select(mask, a.x, b.x), select(mask, a.y, b.y), select(mask, a.z, b.z)};
}

/// glm::dot: (w w + x x) + (y y + z z).
template <class L>
[[gnu::always_inline]] inline L dot(const QuatLanes<L>& a, const QuatLanes<L>& b)
{
    return (a.w * b.w + a.x * b.x) + (a.y * b.y + a.z * b.z);
}

/// glm's quaternion product p * q.
template <class L>
[[gnu::always_inline]] inline QuatLanes<L> multiply(const QuatLanes<L>& p, const QuatLanes<L>& q)
{
    return {p.w * q.w - p.x * q.x - p.y * q.y - p.z * q.z, p.w * q.x + p.x * q.w + p.y * q.z - p.z * q.y,
            p.w * q.y + p.y * q.w + p.z * q.x - p.x * q.z, p.w * q.z + p.z * q.w + p.x * q.y - p.y * q.x};
}

template <class L>
[[gnu::always_inline]] inline QuatLanes<L> scaled(const QuatLanes<L>& q, const L& s)
{
    return {q.w * s, q.x * s, q.y * s, q.z * s};
}

template <class L>
[[gnu::always_inline]] inline QuatLanes<L> divided(const QuatLanes<L>& q, const L& s)
{
    return {q.w / s, q.x / s, q.y / s, q.z / s};
}

/// glm::normalize: times one over the length; identity where the length is not above 0.
template <class L>
[[gnu::always_inline]] inline QuatLanes<L> normalizeGlm(const QuatLanes<L>& q)
{
    const L len = laneSqrt(dot(q, q));
    const L oneOverLen = splatAs<L>(1.0f) / len;
    return select(lessEqual(len, splatAs<L>(0.0f)), identityLanes<L>(), scaled(q, oneOverLen));
}

/// glm::inverse: the conjugate divided by the squared length.
template <class L>
[[gnu::always_inline]] inline QuatLanes<L> inverseGlm(const QuatLanes<L>& q)
{
    const L d = dot(q, q);
    return divided(QuatLanes<L>{q.w, -q.x, -q.y, -q.z}, d);
}

/// glm::slerp(x, y, a): the shorter way round, and glm::mix where the two are within epsilon.
template <class L>
[[gnu::always_inline]] inline QuatLanes<L> slerpGlm(const QuatLanes<L>& x, const QuatLanes<L>& y, const L& a)
{
    const L zero = splatAs<L>(0.0f), one = splatAs<L>(1.0f);
    const L nearlyOne = one - splatAs<L>(glm::epsilon<float>());
    L cosTheta = dot(x, y);
    const auto flip = lessThan(cosTheta, zero);
    const QuatLanes<L> z = select(flip, negate(y), y);
    cosTheta = select(flip, -cosTheta, cosTheta);
    const L oneMinusA = one - a;
    const QuatLanes<L> mixed{x.w * oneMinusA + z.w * a, x.x * oneMinusA + z.x * a, x.y * oneMinusA + z.y * a,
                             x.z * oneMinusA + z.z * a};
    if constexpr (std::is_same_v<L, float>) {
        if (cosTheta > nearlyOne) {
            return mixed;  // one quaternion: skip the sines it would not use
        }
    }
    const L angle = laneAcos(cosTheta);
    const L s0 = laneSin(oneMinusA * angle), s1 = laneSin(a * angle), s = laneSin(angle);
    const QuatLanes<L> sx = scaled(x, s0), sz = scaled(z, s1);
    const QuatLanes<L> arc = divided(QuatLanes<L>{sx.w + sz.w, sx.x + sz.x, sx.y + sz.y, sx.z + sz.z}, s);
    return select(greaterThan(cosTheta, nearlyOne), mixed, arc);
}

/// glm::quat_cast of the rotation matrix whose columns are c0, c1, c2 (given as their nine entries,
/// m[column][row]): the largest of 4w^2-1, 4x^2-1, 4y^2-1, 4z^2-1 picks the formula, as in glm.
template <class L>
[[gnu::always_inline]] inline QuatLanes<L> quatFromColumns(const L (&m)[3][3])
{
    const L fourX = m[0][0] - m[1][1] - m[2][2];
    const L fourY = m[1][1] - m[0][0] - m[2][2];
    const L fourZ = m[2][2] - m[0][0] - m[1][1];
    const L fourW = m[0][0] + m[1][1] + m[2][2];
    // Which is biggest, in glm's order (a later one must be strictly bigger).
    const auto xBigger = greaterThan(fourX, fourW);
    L biggest = select(xBigger, fourX, fourW);
    const auto yBigger = greaterThan(fourY, biggest);
    biggest = select(yBigger, fourY, biggest);
    const auto zBigger = greaterThan(fourZ, biggest);
    biggest = select(zBigger, fourZ, biggest);
    const L biggestVal = laneSqrt(biggest + splatAs<L>(1.0f)) * splatAs<L>(0.5f);
    const L mult = splatAs<L>(0.25f) / biggestVal;
    if constexpr (std::is_same_v<L, float>) {  // one matrix: only the formula it takes
        if (zBigger) {
            return {(m[0][1] - m[1][0]) * mult, (m[2][0] + m[0][2]) * mult, (m[1][2] + m[2][1]) * mult, biggestVal};
        }
        if (yBigger) {
            return {(m[2][0] - m[0][2]) * mult, (m[0][1] + m[1][0]) * mult, biggestVal, (m[1][2] + m[2][1]) * mult};
        }
        if (xBigger) {
            return {(m[1][2] - m[2][1]) * mult, biggestVal, (m[0][1] + m[1][0]) * mult, (m[2][0] + m[0][2]) * mult};
        }
        return {biggestVal, (m[1][2] - m[2][1]) * mult, (m[2][0] - m[0][2]) * mult, (m[0][1] - m[1][0]) * mult};
    }
    const QuatLanes<L> fromW{biggestVal, (m[1][2] - m[2][1]) * mult, (m[2][0] - m[0][2]) * mult, (m[0][1] - m[1][0]) * mult};
    const QuatLanes<L> fromX{(m[1][2] - m[2][1]) * mult, biggestVal, (m[0][1] + m[1][0]) * mult, (m[2][0] + m[0][2]) * mult};
    const QuatLanes<L> fromY{(m[2][0] - m[0][2]) * mult, (m[0][1] + m[1][0]) * mult, biggestVal, (m[1][2] + m[2][1]) * mult};
    const QuatLanes<L> fromZ{(m[0][1] - m[1][0]) * mult, (m[2][0] + m[0][2]) * mult, (m[1][2] + m[2][1]) * mult, biggestVal};
    return select(zBigger, fromZ, select(yBigger, fromY, select(xBigger, fromX, fromW)));
}

}  // namespace rigstage
