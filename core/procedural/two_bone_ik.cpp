#include "procedural/two_bone_ik.h"
#include "procedural/two_bone_ik_lanes.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include <glm/gtc/constants.hpp>

namespace rigstage {

namespace {

constexpr float kEpsilon = 1e-6f;

// The quaternion helpers below are forced inline: this file builds -O2 (core/CMakeLists.txt), where
// GCC called them, and a quaternion returned from a call comes back split over two registers that
// the caller took apart through the stack.

bool finite(const glm::vec3& v)
{
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

/// Shortest-arc rotation taking direction from onto direction to (both non-zero), given
/// lengths = |from| |to|, as a positive multiple of the unit quaternion: the half-way form
/// (|f||t| + f.t, f x t), normalised once by the caller, instead of normalising both inputs first
/// (square roots and divisions are most of a solve's time).
[[gnu::always_inline]] inline glm::quat scaledRotationBetween(const glm::vec3& from, const glm::vec3& to, float lengths)
{
    const float d = glm::dot(from, to);
    const glm::vec3 axis = glm::cross(from, to);
    if (d >= 0.0f) {
        // Up to a quarter turn: the half-way form (|f||t| + f.t, f x t) is well conditioned.
        return glm::quat(lengths + d, axis.x, axis.y, axis.z);
    }
    // Beyond: |f||t| + f.t cancels, so use (|f x t|, (|f||t| - f.t) * unit axis), the same
    // rotation scaled by 2 sin(angle / 2) |f||t|.
    const float sine = std::sqrt(glm::dot(axis, axis));
    if (sine < 1e-6f * lengths) {
        // Opposite: half a turn about any axis perpendicular to from.
        glm::vec3 side = glm::cross(from, glm::vec3(1, 0, 0));
        if (glm::dot(side, side) < 1e-8f * glm::dot(from, from)) {
            side = glm::cross(from, glm::vec3(0, 1, 0));
        }
        return glm::angleAxis(glm::pi<float>(), glm::normalize(side));
    }
    return glm::quat(sine, axis * ((lengths - d) / sine));
}

/// The rotation by the angle whose cosine and sine are given, about unit axis, without
/// trigonometry, as a positive multiple of the unit quaternion: (1 + cos, sin * axis) is the half
/// angle's quaternion scaled by 2 cos(angle / 2), (sin, (1 - cos) * axis) the same scaled by
/// 2 sin(angle / 2); each is taken where it is well conditioned (a half-angle from
/// sqrt((1 - cos) / 2) loses 1e-4 rad near zero in floats).
[[gnu::always_inline]] inline glm::quat scaledRotationAbout(const glm::vec3& axis, float cosAngle, float sinAngle)
{
    return cosAngle > -0.5f ? glm::quat(1.0f + cosAngle, axis * sinAngle) : glm::quat(sinAngle, axis * (1.0f - cosAngle));
}

/// scaledRotationAbout normalised (identity where that has no length or is not a number: a zero
/// axis at half a turn, NaN input).
[[gnu::always_inline]] inline glm::quat rotationAbout(const glm::vec3& axis, float cosAngle, float sinAngle)
{
    const glm::quat q = scaledRotationAbout(axis, cosAngle, sinAngle);
    const float length = std::sqrt(glm::dot(q, q));
    return length > 0.0f ? q * (1.0f / length) : glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
}

/// The rotation of unit-axis quaternion q expressed in the frame whose rotation is `frame`: same
/// angle, axis mapped by frame's transpose. Each entry is glm's transpose(frame) * axis (the same
/// products summed in the same order) without building the transpose; inline, so the quaternion
/// stays in registers (called, GCC passed the matrix through the stack and took the result apart
/// through integer registers).
[[gnu::always_inline]] inline glm::quat withAxisInFrameOf(const glm::quat& q, const glm::mat3& frame)
{
    const glm::vec3 v(q.x, q.y, q.z);
    return glm::quat(q.w, frame[0][0] * v.x + frame[0][1] * v.y + frame[0][2] * v.z,
                     frame[1][0] * v.x + frame[1][1] * v.y + frame[1][2] * v.z,
                     frame[2][0] * v.x + frame[2][1] * v.y + frame[2][2] * v.z);
}

/// Whether solveBentChain may take the job (its settings; the chain's shape it checks itself): no
/// scale on or above the chain, full weight, no stretch, no swivel.
bool inCommonCase(const TwoBoneIkJob& job, const TwoBoneIkChain& chain)
{
    return !chain.scaled && job.weight >= 1.0f && !(job.maxStretch > 1.0f) && job.swivel == 0.0f;
}

/// Four chains' common-case inputs side by side, lane i from jobs[i] and chains[i] (lanes past
/// count repeat the first): the matrices' columns and the quaternions transposed four at a time.
TwoBoneIkLanes<Lanes4> laneInputOf(const TwoBoneIkJob* const* jobs, const TwoBoneIkChain* chains, int count)
{
    const TwoBoneIkJob* job[4];
    const TwoBoneIkChain* chain[4];
    for (int lane = 0; lane < 4; ++lane) {
        job[lane] = jobs[lane < count ? lane : 0];
        chain[lane] = &chains[lane < count ? lane : 0];
    }
    Lanes4 t[4];
    const auto column = [&](glm::mat4 TwoBoneIkChain::*matrix, int c) {
        transposeRows(&((*chain[0]).*matrix)[c][0], &((*chain[1]).*matrix)[c][0], &((*chain[2]).*matrix)[c][0],
                      &((*chain[3]).*matrix)[c][0], t);
    };
    const auto vec3Of = [&](const auto& get) {
        return Vec3Lanes<Lanes4>{Lanes4::of(get(0).x, get(1).x, get(2).x, get(3).x), Lanes4::of(get(0).y, get(1).y, get(2).y, get(3).y),
                                 Lanes4::of(get(0).z, get(1).z, get(2).z, get(3).z)};
    };
    TwoBoneIkLanes<Lanes4> in;
    for (int c = 0; c < 3; ++c) {
        column(&TwoBoneIkChain::rootWorld, c);
        in.rootFrame[c][0] = t[0], in.rootFrame[c][1] = t[1], in.rootFrame[c][2] = t[2];
        column(&TwoBoneIkChain::parentWorld, c);
        in.parentFrame[c][0] = t[0], in.parentFrame[c][1] = t[1], in.parentFrame[c][2] = t[2];
    }
    column(&TwoBoneIkChain::rootWorld, 3);
    in.root = {t[0], t[1], t[2]};
    column(&TwoBoneIkChain::midWorld, 3);
    in.mid = {t[0], t[1], t[2]};
    column(&TwoBoneIkChain::endWorld, 3);
    in.end = {t[0], t[1], t[2]};
    static_assert(offsetof(glm::quat, x) == 0 && offsetof(glm::quat, w) == 3 * sizeof(float));  // x y z w
    transposeRows(&chain[0]->rootLocal.x, &chain[1]->rootLocal.x, &chain[2]->rootLocal.x, &chain[3]->rootLocal.x, t);
    in.rootLocal = {t[3], t[0], t[1], t[2]};
    transposeRows(&chain[0]->midLocal.x, &chain[1]->midLocal.x, &chain[2]->midLocal.x, &chain[3]->midLocal.x, t);
    in.midLocal = {t[3], t[0], t[1], t[2]};
    in.target = vec3Of([&](int lane) -> const glm::vec3& { return job[lane]->target; });
    in.hingeLocal = vec3Of([&](int lane) -> const glm::vec3& { return job[lane]->hingeLocal; });
    in.pole = vec3Of([&](int lane) {  // no pole side: no turn towards it
        return job[lane]->pole ? *job[lane]->pole : glm::vec3(chain[lane]->rootWorld[3]);
    });
    in.reachRatio = Lanes4::of(job[0]->reachRatio, job[1]->reachRatio, job[2]->reachRatio, job[3]->reachRatio);
    return in;
}

}  // namespace

int solveTwoBoneIkBatch(const TwoBoneIkJob* const* jobs, const TwoBoneIkChain* chains, int count, TwoBoneIkResult* results)
{
    int common = 0;
    for (int lane = 0; lane < count; ++lane) {
        if (inCommonCase(*jobs[lane], chains[lane])) {
            common |= 1 << lane;
        }
    }
    TwoBoneIkLanesResult<Lanes4> out;
    const int solvedInLanes = common ? maskBits(solveBentChain(laneInputOf(jobs, chains, count), out)) & common : 0;
    glm::quat rootLocals[4], midLocals[4];
    if (solvedInLanes) {
        const Lanes4 root[4] = {out.rootLocal.x, out.rootLocal.y, out.rootLocal.z, out.rootLocal.w};
        const Lanes4 mid[4] = {out.midLocal.x, out.midLocal.y, out.midLocal.z, out.midLocal.w};
        storeTransposed(root, &rootLocals[0].x, &rootLocals[1].x, &rootLocals[2].x, &rootLocals[3].x);
        storeTransposed(mid, &midLocals[0].x, &midLocals[1].x, &midLocals[2].x, &midLocals[3].x);
    }
    int solvedBits = 0;
    for (int lane = 0; lane < count; ++lane) {
        if (solvedInLanes & (1 << lane)) {
            results[lane].rootLocal = rootLocals[lane];
            results[lane].midLocal = midLocals[lane];
            results[lane].translationScale = 1.0f;
            solvedBits |= 1 << lane;
        } else if (jobs[lane]->solve(chains[lane], results[lane])) {  // outside the common case
            solvedBits |= 1 << lane;
        }
    }
    return solvedBits;
}

bool TwoBoneIkJob::validate(const Framework& fw) const
{
    const int n = fw.boneCount();
    return root >= 0 && mid >= 0 && end >= 0 && root < n && mid < n && end < n && fw.parent(mid) == root
        && fw.parent(end) == mid && finite(target) && (!pole || finite(*pole)) && finite(hingeLocal)
        && std::isfinite(weight) && std::isfinite(reachRatio) && std::isfinite(maxStretch) && std::isfinite(swivel);
}

bool TwoBoneIkJob::run(Pose& pose) const
{
    if (!validate(pose)) {
        return false;
    }
    if (weight <= 0.0f) {
        return true;
    }
    TwoBoneIkChain chain;
    gather(pose, chain);
    TwoBoneIkResult result;
    if (!solve(chain, result)) {
        return false;
    }
    if (result.translationScale != 1.0f) {
        pose.setLocalTranslation(mid, pose.local(mid).translation * result.translationScale);
        pose.setLocalTranslation(end, pose.local(end).translation * result.translationScale);
    }
    pose.setLocalRotation(root, result.rootLocal);
    pose.setLocalRotation(mid, result.midLocal);
    return true;
}

void TwoBoneIkJob::gather(Pose& pose, TwoBoneIkChain& chain) const
{
    const int parent = pose.framework().parent(root);
    chain.parentWorld = parent >= 0 ? pose.world(parent) : glm::mat4(1.0f);
    chain.rootWorld = pose.world(root);
    chain.midWorld = pose.world(mid);
    chain.endWorld = pose.world(end);
    chain.rootLocal = pose.local(root).rotation;
    chain.midLocal = pose.local(mid).rotation;
    chain.scaled = pose.hasWorldScale(mid);
}

void TwoBoneIkJob::write(PoseLane lane, const TwoBoneIkResult& result) const
{
    // What run(Pose&) writes, through the lane's locals (their scales, and so their scale bits, kept).
    Srt midLocal = lane.local(mid);
    if (result.translationScale != 1.0f) {
        Srt endLocal = lane.local(end);
        lane.setLocal(end, endLocal.translation * result.translationScale, endLocal.rotation, endLocal.scale);
        midLocal.translation = midLocal.translation * result.translationScale;
    }
    const Srt rootLocal = lane.local(root);
    lane.setLocal(root, rootLocal.translation, result.rootLocal, rootLocal.scale);
    lane.setLocal(mid, midLocal.translation, result.midLocal, midLocal.scale);
}

void TwoBoneIkJob::gather(PoseLane lane, TwoBoneIkChain& chain) const
{
    PoseLanes& block = lane.block;
    const int parent = block.framework().parent(root);
    chain.parentWorld = parent >= 0 ? block.worldMatrix(lane.lane, parent) : glm::mat4(1.0f);
    chain.rootWorld = block.worldMatrix(lane.lane, root);
    chain.midWorld = block.worldMatrix(lane.lane, mid);
    chain.endWorld = block.worldMatrix(lane.lane, end);
    chain.rootLocal = lane.local(root).rotation;
    chain.midLocal = lane.local(mid).rotation;
    chain.scaled = block.hasWorldScale(lane.lane, mid);
}

bool TwoBoneIkJob::solve(const TwoBoneIkChain& chain, TwoBoneIkResult& result) const
{
    const float w = std::clamp(weight, 0.0f, 1.0f);
    const glm::vec3 a(chain.rootWorld[3]);
    const glm::vec3 upper = glm::vec3(chain.midWorld[3]) - a;
    const glm::vec3 lower = glm::vec3(chain.endWorld[3]) - glm::vec3(chain.midWorld[3]);
    float lab = glm::length(upper);
    float lbc = glm::length(lower);
    if (lab < kEpsilon || lbc < kEpsilon || !finite(a) || !finite(upper) || !finite(lower)) {
        return false;  // zero-length bone: no defined bend
    }

    // Optional stretch: lengthen both bones by the same factor, up to maxStretch.
    const glm::vec3 toTarget = target - a;
    const float distance = glm::length(toTarget);
    float stretch = 1.0f;
    if (maxStretch > 1.0f && distance > (lab + lbc) * reachRatio) {
        stretch = std::min(maxStretch, distance / ((lab + lbc) * reachRatio));
    }
    const glm::vec3 wv = upper * stretch;  // root -> mid
    const glm::vec3 vv = lower * stretch;  // mid -> end
    lab *= stretch;
    lbc *= stretch;

    // Root frame: a rotation matrix without scale, the decomposed rotation with it.
    glm::mat3 rootRotation(chain.rootWorld);
    glm::mat3 parentRotation(chain.parentWorld);
    if (chain.scaled) {
        rootRotation = glm::mat3_cast(fromMatrix(chain.rootWorld).rotation);
        parentRotation = glm::mat3_cast(fromMatrix(chain.parentWorld).rotation);
    }

    // The hinge: the current bend plane's normal, oriented like the bind hinge (so a
    // hyperextended limb bends back the natural way); the bind hinge itself when straight.
    // (Square roots are most of a solve's time: lengths are compared squared where they can be.)
    const glm::vec3 bindHinge = rootRotation * hingeLocal;
    const glm::vec3 planeNormal = glm::cross(wv, vv);
    const float planeNormalSquared = glm::dot(planeNormal, planeNormal);
    const float lengths = lab * lbc;
    const float maxReach = (lab + lbc) * reachRatio;
    const float minReach = std::abs(lab - lbc);
    const float reach = std::clamp(distance, minReach, maxReach);
    const float dotTarget = 0.5f * (reach * reach - lab * lab - lbc * lbc);  // w . v once bent
    glm::vec3 hinge;
    float cos0, sin0, cos1;
    const bool inPlane = planeNormalSquared > 1e-8f * lengths * lengths;
    if (inPlane) {
        // Flip only when clearly opposite (more than 120 degrees): a straight bind chain's hinge
        // is a guess (+Y bend) and may lie across the real one, which the clip's bend then tells.
        const float planeNormalLength = std::sqrt(planeNormalSquared);
        const float agreement = glm::dot(planeNormal, bindHinge);
        const bool flip = agreement < 0.0f && agreement * agreement > 0.25f * planeNormalSquared * glm::dot(bindHinge, bindHinge);
        hinge = planeNormal * ((flip ? -1.0f : 1.0f) / planeNormalLength);
        // Both bones lie in the plane: the bend angle's cosine and sine come straight from them.
        const float inverseLengths = 1.0f / lengths;
        cos0 = glm::dot(wv, vv) * inverseLengths;
        sin0 = (flip ? -planeNormalLength : planeNormalLength) * inverseLengths;
        cos1 = dotTarget * inverseLengths;
    } else {
        // Straight (or folded): the bind hinge, with the parts of the bones along it set aside:
        // |w|^2 + |v|^2 + 2 (k + p cos t1) = reach^2, k the hinge-parallel part of w . v.
        const float hingeSquared = glm::dot(bindHinge, bindHinge);
        if (!(hingeSquared > kEpsilon)) {
            return false;
        }
        hinge = bindHinge * (1.0f / std::sqrt(hingeSquared));
        const float wn = glm::dot(wv, hinge), vn = glm::dot(vv, hinge);
        const glm::vec3 wp = wv - hinge * wn, vp = vv - hinge * vn;
        const float p = std::sqrt(glm::dot(wp, wp) * glm::dot(vp, vp));
        if (!(p > kEpsilon)) {
            return false;  // a bone along the hinge: no bend can change the reach
        }
        cos0 = glm::dot(wp, vp) / p;
        sin0 = glm::dot(hinge, glm::cross(wp, vp)) / p;
        cos1 = (dotTarget - wn * vn) / p;
    }
    // The middle joint turns about the hinge from bend angle t0 to t1, bending positively. At the
    // reach's ends the chain is exactly straight or folded (iklimb.cpp puts the wrist at L1 + L2 or
    // |L1 - L2| on the goal line): the cosine computed there falls short of 1 by a rounding or a
    // few, which the sine's square root would turn into a bend of about 5e-4 radians. So the ends
    // of the reach give exactly 1 and -1, and so does a cosine within 4 roundings of them (a
    // distance that differs from the end of the reach by less than its own rounding).
    // Selects, not branches: goals swing in and out of reach from frame to frame.
    constexpr float kNearOne = 1.0f - 2.4e-7f;
    cos1 = reach >= lab + lbc ? 1.0f : cos1;
    cos1 = reach <= minReach ? -1.0f : cos1;
    cos1 = cos1 > kNearOne ? 1.0f : cos1;
    cos1 = cos1 < -kNearOne ? -1.0f : cos1;
    const float sin1 = std::sqrt(std::max(0.0f, 1.0f - cos1 * cos1));
    const float cosBend = cos1 * cos0 + sin1 * sin0, sinBend = sin1 * cos0 - cos1 * sin0;
    const glm::quat bendWorld = rotationAbout(hinge, cosBend, sinBend);
    // The bent lower bone by Rodrigues' formula on the angle's cosine and sine, so the root's aim
    // need not wait for the bend quaternion's normalisation (a square root and a division).
    const glm::vec3 reachNow = wv + vv * cosBend + glm::cross(hinge, vv) * sinBend + hinge * (glm::dot(hinge, vv) * (1.0f - cosBend));

    // The root turns rigidly: the shortest arc aims the chain at the target, then a turn about
    // the target line puts the middle joint on the pole's side.
    // The turn is built unnormalised (its squared length in turnSquared) and normalised once, on
    // the root's rotation at the end: everything after it is linear in it.
    glm::quat turn(1.0f, 0.0f, 0.0f, 0.0f);
    float turnSquared = 1.0f;
    glm::vec3 dir;
    if (distance > kEpsilon) {
        // In the plane the bend makes |reachNow| the reach exactly; off it, it is measured.
        const float reachLength = inPlane ? reach : glm::length(reachNow);
        turn = scaledRotationBetween(reachNow, toTarget, reachLength * distance);
        turnSquared = glm::dot(turn, turn);
        dir = toTarget * (1.0f / distance);
    } else {
        dir = glm::normalize(reachNow);
    }
    if (pole) {
        // The turn about the target line that faces the bend plane to the pole, as Max's IK Limb
        // builds its root frame from the goal axis and the swivel plane's normal at every reach
        // (iklimb.cpp): the hinge, once turned, is made normal to the (root, goal, pole) plane,
        // along poleSide x dir (a chain bent positively about its hinge has its middle joint on
        // dir x hinge's side). Read off the hinge, not the middle joint, it is defined on a straight
        // or folded chain too, so the roll stays continuous as the goal crosses the reach clamp.
        // Square roots and divisions are kept off the chain of steps that depend on each other:
        // - the hinge is turned by the turn's unnormalised quaternion q: a rotation by q/|q| moves
        //   v by 2/|q|^2 (w (u x v) + u x (u x v)), which needs a division, not a square root;
        // - the turn about dir from the hinge's part across dir, h, to poleSide x dir has cosine
        //   h . (poleSide x dir) and sine (h x (poleSide x dir)) . dir = -h . poleSide, each over
        //   |h| |poleSide|; dir's part of the turned hinge drops out of both dot products, and
        //   |h|^2 is the turned hinge's squared length less that part's;
        // - the pole's turn is unnormalised too, its squared length multiplying turnSquared.
        // A pole on the target line (within 1e-6 of its distance) faces no plane: the turn is
        // left out, as without a pole (our choice; iklimb.cpp falls back to its default swivel
        // plane only when the pole's part across the line is exactly zero).
        const glm::vec3 toPole = *pole - a;
        const glm::vec3 poleSide = toPole - dir * glm::dot(toPole, dir);
        const glm::vec3 u(turn.x, turn.y, turn.z);
        const glm::vec3 uh = glm::cross(u, hinge);
        const glm::vec3 turnedHinge = hinge + (uh * turn.w + glm::cross(u, uh)) * (2.0f / turnSquared);
        const float hingeAlong = glm::dot(turnedHinge, dir);
        const float poleSideSquared = glm::dot(poleSide, poleSide);
        const float sides = (glm::dot(turnedHinge, turnedHinge) - hingeAlong * hingeAlong) * poleSideSquared;
        if (poleSideSquared > 1e-12f * glm::dot(toPole, toPole) && sides > 1e-30f) {
            const float inverse = 1.0f / std::sqrt(sides);
            const glm::vec3 poleAcross = glm::cross(poleSide, dir);
            const glm::quat poleTurn = scaledRotationAbout(dir, glm::dot(turnedHinge, poleAcross) * inverse,
                                                           -glm::dot(turnedHinge, poleSide) * inverse);
            turnSquared *= glm::dot(poleTurn, poleTurn);
            turn = poleTurn * turn;
        }
    }
    if (swivel != 0.0f) {
        turn = glm::angleAxis(swivel, dir) * turn;
    }

    // Back to local rotations: the world turn in the parent's frame on the root; the hinge turn
    // in the root's frame on the middle joint (the root's turn cancels out below it).
    // Products of unit quaternions (axes mapped by rotation matrices) stay unit to float precision;
    // the scaled path's decomposed frames are renormalised.
    glm::quat rootSolved = withAxisInFrameOf(turn, parentRotation) * chain.rootLocal * (1.0f / std::sqrt(turnSquared));
    glm::quat midSolved = withAxisInFrameOf(bendWorld, rootRotation) * chain.midLocal;
    if (chain.scaled) {
        rootSolved = glm::normalize(rootSolved);
        midSolved = glm::normalize(midSolved);
    }
    if (w < 1.0f) {
        const glm::quat& r0 = chain.rootLocal;
        const glm::quat& m0 = chain.midLocal;
        rootSolved = glm::normalize(glm::slerp(r0, glm::dot(r0, rootSolved) < 0 ? -rootSolved : rootSolved, w));
        midSolved = glm::normalize(glm::slerp(m0, glm::dot(m0, midSolved) < 0 ? -midSolved : midSolved, w));
    }
    if (!std::isfinite(rootSolved.w) || !std::isfinite(midSolved.w) || !std::isfinite(rootSolved.x)
        || !std::isfinite(midSolved.x)) {
        return false;
    }
    result.rootLocal = rootSolved;
    result.midLocal = midSolved;
    result.translationScale = 1.0f + (stretch - 1.0f) * w;
    return true;
}

glm::vec3 hingeFromBindPose(const Framework& framework, int root, int mid, int end)
{
    const glm::quat rootRotation = fromMatrix(framework.bindWorld(root)).rotation;
    const glm::mat3 toRoot = glm::mat3_cast(glm::inverse(rootRotation));
    const glm::vec3 a(framework.bindWorld(root)[3]);
    const glm::vec3 b(framework.bindWorld(mid)[3]);
    const glm::vec3 c(framework.bindWorld(end)[3]);
    const glm::vec3 upper = toRoot * (b - a), lower = toRoot * (c - b);
    const float lengths = glm::length(upper) * glm::length(lower);
    glm::vec3 n = glm::cross(upper, lower);
    if (glm::length(n) > 1e-4f * lengths) {
        return glm::normalize(n);
    }
    for (const glm::vec3 bend : {glm::vec3(0, 1, 0), glm::vec3(0, 0, 1)}) {  // straight: bend towards +Y
        n = glm::cross(bend, upper);
        if (glm::length(n) > 1e-3f * glm::length(upper)) {
            return glm::normalize(n);
        }
    }
    return glm::vec3(0.0f, 0.0f, 1.0f);
}

}  // namespace rigstage
