#pragma once
// The two-bone solve's common case four chains side by side (solveTwoBoneIkBatch, which the IK Limbs
// of a helper pass use): a chain with no scale on or above it, at full weight, without stretch or
// swivel, whose bones are not in line, with its target away from the root. Each step repeats the
// operations of TwoBoneIkJob::solve's general path (two_bone_ik.cpp, where the reasons are given)
// in the same order, so a chain gets the same bits either way; test_two_bone_ik compares the two
// on random chains. Where the returned mask is clear, solve() takes the chain.
//
// Written over the lane type like the other lane kernels, but one chain does not run it: its
// one-float form measured 0.91x the general path's speed (BM_TwoBoneIk_Solve; more values live at
// once, and both sides of each choice computed), so solve() keeps its own code.

#include "math/quat_lanes.h"
#include "math/vec3_lanes.h"

namespace rigstage {

/// What the common case reads of a chain (see TwoBoneIkChain), one number per lane.
template <class L>
struct TwoBoneIkLanes {
    Vec3Lanes<L> root, mid, end;  ///< world positions of the three joints
    Vec3Lanes<L> target;          ///< where the end should land
    Vec3Lanes<L> pole;            ///< where the middle joint bends towards; the root's position for no pole
    L rootFrame[3][3];            ///< the root's world rotation, [column][row]
    L parentFrame[3][3];          ///< the world rotation of the root's parent
    Vec3Lanes<L> hingeLocal;
    L reachRatio;
    QuatLanes<L> rootLocal, midLocal;
};

template <class L>
struct TwoBoneIkLanesResult {
    QuatLanes<L> rootLocal, midLocal;
};

namespace ik_lanes {

template <class L>
[[gnu::always_inline]] inline auto finite(const Vec3Lanes<L>& v)
{
    return both(both(laneFinite(v.x), laneFinite(v.y)), laneFinite(v.z));
}

/// std::max(0, x) and std::max(1, x): x where the constant is less, else the constant.
template <class L>
[[gnu::always_inline]] inline L atLeast(float floor, const L& x)
{
    return select(lessThan(splatAs<L>(floor), x), x, splatAs<L>(floor));
}

/// glm's mat3 * vec3.
template <class L>
[[gnu::always_inline]] inline Vec3Lanes<L> times(const L (&m)[3][3], const Vec3Lanes<L>& v)
{
    return {m[0][0] * v.x + m[1][0] * v.y + m[2][0] * v.z, m[0][1] * v.x + m[1][1] * v.y + m[2][1] * v.z,
            m[0][2] * v.x + m[1][2] * v.y + m[2][2] * v.z};
}

/// q's rotation expressed in frame f: its axis mapped by f's transpose (glm's transpose(f) * axis).
template <class L>
[[gnu::always_inline]] inline QuatLanes<L> axisInFrameOf(const QuatLanes<L>& q, const L (&f)[3][3])
{
    return {q.w, f[0][0] * q.x + f[0][1] * q.y + f[0][2] * q.z, f[1][0] * q.x + f[1][1] * q.y + f[1][2] * q.z,
            f[2][0] * q.x + f[2][1] * q.y + f[2][2] * q.z};
}

/// The turn by the angle of the given cosine and sine about a unit axis, as a positive multiple of
/// the unit quaternion (two_bone_ik.cpp's scaledRotationAbout).
template <class L>
[[gnu::always_inline]] inline QuatLanes<L> scaledRotationAbout(const Vec3Lanes<L>& axis, const L& cosAngle, const L& sinAngle)
{
    const L one = splatAs<L>(1.0f), versine = one - cosAngle;
    const QuatLanes<L> fromCosine{one + cosAngle, axis.x * sinAngle, axis.y * sinAngle, axis.z * sinAngle};
    const QuatLanes<L> fromSine{sinAngle, axis.x * versine, axis.y * versine, axis.z * versine};
    return select(greaterThan(cosAngle, splatAs<L>(-0.5f)), fromCosine, fromSine);
}

/// The shortest arc from one direction to another as a positive multiple of the unit quaternion
/// (two_bone_ik.cpp's scaledRotationBetween), and a mask clear where the two are opposite (any
/// perpendicular axis would do: the general path picks one).
template <class L>
[[gnu::always_inline]] inline QuatLanes<L> scaledRotationBetween(const Vec3Lanes<L>& from, const Vec3Lanes<L>& to, const L& lengths,
                                   decltype(lessThan(L(), L()))& defined)
{
    const L d = dot(from, to);
    const Vec3Lanes<L> axis = cross(from, to);
    const auto beyondQuarter = lessThan(d, splatAs<L>(0.0f));
    const L sine = laneSqrt(dot(axis, axis));
    defined = butNot(defined, both(beyondQuarter, lessThan(sine, splatAs<L>(1e-6f) * lengths)));
    const L k = (lengths - d) / sine;
    const QuatLanes<L> beyond{sine, axis.x * k, axis.y * k, axis.z * k};
    const QuatLanes<L> within{lengths + d, axis.x, axis.y, axis.z};
    return select(beyondQuarter, beyond, within);
}

}  // namespace ik_lanes

/// The common case of TwoBoneIkJob::solve: writes the chain's new local rotations and returns a
/// mask set where the lane is in the common case and its result finite (only there is out defined).
template <class L>
[[gnu::always_inline]] inline auto solveBentChain(const TwoBoneIkLanes<L>& in, TwoBoneIkLanesResult<L>& out)
{
    using namespace ik_lanes;
    const L zero = splatAs<L>(0.0f), one = splatAs<L>(1.0f), epsilon = splatAs<L>(1e-6f);
    const Vec3Lanes<L>& a = in.root;
    const Vec3Lanes<L> upper = in.mid - a;    // root -> mid (no stretch)
    const Vec3Lanes<L> lower = in.end - in.mid;  // mid -> end
    const L lab = length(upper), lbc = length(lower);
    const Vec3Lanes<L> toTarget = in.target - a;
    const L distance = length(toTarget);
    auto ok = both(both(lessEqual(epsilon, lab), lessEqual(epsilon, lbc)), greaterThan(distance, epsilon));
    ok = both(ok, both(finite(a), both(finite(upper), finite(lower))));

    // The hinge from the bend plane, and the bend's cosine and sine before and after.
    const Vec3Lanes<L> bindHinge = times(in.rootFrame, in.hingeLocal);
    const Vec3Lanes<L> planeNormal = cross(upper, lower);
    const L planeNormalSquared = dot(planeNormal, planeNormal);
    const L lengths = lab * lbc;
    const L maxReach = (lab + lbc) * in.reachRatio;
    const L minReach = laneAbs(lab - lbc);
    const L reach = select(lessThan(distance, minReach), minReach, select(lessThan(maxReach, distance), maxReach, distance));
    const L dotTarget = splatAs<L>(0.5f) * (reach * reach - lab * lab - lbc * lbc);
    ok = both(ok, greaterThan(planeNormalSquared, splatAs<L>(1e-8f) * lengths * lengths));  // else in line
    const L planeNormalLength = laneSqrt(planeNormalSquared);
    const L agreement = dot(planeNormal, bindHinge);
    const auto flip = both(lessThan(agreement, zero),
                           greaterThan(agreement * agreement, splatAs<L>(0.25f) * planeNormalSquared * dot(bindHinge, bindHinge)));
    const Vec3Lanes<L> hinge = scaled(planeNormal, select(flip, -one, one) / planeNormalLength);
    const L inverseLengths = one / lengths;
    const L cos0 = dot(upper, lower) * inverseLengths;
    const L sin0 = select(flip, -planeNormalLength, planeNormalLength) * inverseLengths;
    L cos1 = dotTarget * inverseLengths;
    cos1 = select(lessEqual(lab + lbc, reach), one, select(lessEqual(reach, minReach), -one, cos1));  // straight, folded
    const L nearOne = splatAs<L>(1.0f - 2.4e-7f);
    cos1 = select(lessThan(nearOne, cos1), one, select(lessThan(cos1, -nearOne), -one, cos1));  // and within 4 roundings
    const L sin1 = laneSqrt(atLeast(0.0f, one - cos1 * cos1));
    const L cosBend = cos1 * cos0 + sin1 * sin0, sinBend = sin1 * cos0 - cos1 * sin0;
    QuatLanes<L> bendWorld = scaledRotationAbout(hinge, cosBend, sinBend);
    const L bendLength = laneSqrt(dot(bendWorld, bendWorld));
    bendWorld = select(greaterThan(bendLength, zero), scaled(bendWorld, one / bendLength), identityLanes<L>());
    const Vec3Lanes<L> reachNow = upper + scaled(lower, cosBend) + scaled(cross(hinge, lower), sinBend)
                                  + scaled(hinge, dot(hinge, lower) * (one - cosBend));

    // The root's turn onto the target, then about the target line towards the pole; unnormalised.
    QuatLanes<L> turn = scaledRotationBetween(reachNow, toTarget, reach * distance, ok);
    L turnSquared = dot(turn, turn);
    const Vec3Lanes<L> dir = scaled(toTarget, one / distance);
    const Vec3Lanes<L> toPole = in.pole - a;
    const Vec3Lanes<L> poleSide = toPole - scaled(dir, dot(toPole, dir));
    const Vec3Lanes<L> u{turn.x, turn.y, turn.z};
    const Vec3Lanes<L> uh = cross(u, hinge);
    const Vec3Lanes<L> turnedHinge = hinge + scaled(scaled(uh, turn.w) + cross(u, uh), splatAs<L>(2.0f) / turnSquared);
    const L hingeAlong = dot(turnedHinge, dir);
    const L poleSideSquared = dot(poleSide, poleSide);
    const L sides = (dot(turnedHinge, turnedHinge) - hingeAlong * hingeAlong) * poleSideSquared;
    const auto towardsPole = both(greaterThan(poleSideSquared, splatAs<L>(1e-12f) * dot(toPole, toPole)),
                                  greaterThan(sides, splatAs<L>(1e-30f)));
    const L inverse = one / laneSqrt(sides);
    const Vec3Lanes<L> poleAcross = cross(poleSide, dir);
    const QuatLanes<L> poleTurn = scaledRotationAbout(dir, dot(turnedHinge, poleAcross) * inverse, -dot(turnedHinge, poleSide) * inverse);
    const L poleTurnSquared = turnSquared * dot(poleTurn, poleTurn);
    turn = select(towardsPole, multiply(poleTurn, turn), turn);
    turnSquared = select(towardsPole, poleTurnSquared, turnSquared);

    // Back to local rotations (see the general path).
    out.rootLocal = scaled(multiply(axisInFrameOf(turn, in.parentFrame), in.rootLocal), one / laneSqrt(turnSquared));
    out.midLocal = multiply(axisInFrameOf(bendWorld, in.rootFrame), in.midLocal);
    return both(ok, both(both(laneFinite(out.rootLocal.w), laneFinite(out.midLocal.w)),
                         both(laneFinite(out.rootLocal.x), laneFinite(out.midLocal.x))));
}

}  // namespace rigstage
