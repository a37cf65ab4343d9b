#include "procedural/two_bone_ik.h"

#include <algorithm>
#include <cmath>

#include <glm/gtc/constants.hpp>

namespace rigstage {

namespace {

constexpr float kEpsilon = 1e-6f;

bool finite(const glm::vec3& v)
{
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

/// Shortest-arc rotation taking direction from onto direction to (both non-zero). The half-way
/// form (|f||t| + f.t, f x t), normalised once: two square roots instead of normalising both
/// inputs first (square roots and divisions are most of a solve's time).
glm::quat rotationBetween(const glm::vec3& from, const glm::vec3& to)
{
    const float lengths = std::sqrt(glm::dot(from, from) * glm::dot(to, to));
    const float d = glm::dot(from, to);
    if (d > lengths * (1.0f - 1e-7f)) {
        return glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    }
    if (d < -lengths * (1.0f - 1e-7f)) {
        // Opposite: any axis perpendicular to from.
        glm::vec3 axis = glm::cross(from, glm::vec3(1, 0, 0));
        if (glm::dot(axis, axis) < 1e-8f * glm::dot(from, from)) {
            axis = glm::cross(from, glm::vec3(0, 1, 0));
        }
        return glm::angleAxis(glm::pi<float>(), glm::normalize(axis));
    }
    const glm::vec3 axis = glm::cross(from, to);
    const glm::quat q(lengths + d, axis.x, axis.y, axis.z);
    return q * (1.0f / std::sqrt(glm::dot(q, q)));
}

/// The part of v perpendicular to unit direction n, normalised; false when v is (nearly) along n.
bool perpendicular(const glm::vec3& v, const glm::vec3& n, glm::vec3& out)
{
    const glm::vec3 p = v - n * glm::dot(v, n);
    const float squared = glm::dot(p, p);
    if (squared < 1e-10f * std::max(1.0f, glm::dot(v, v))) {  // (1e-5 of the length)^2
        return false;
    }
    out = p * (1.0f / std::sqrt(squared));
    return true;
}

}  // namespace

bool TwoBoneIkJob::validate(const Pose& pose) const
{
    const Framework& fw = pose.framework();
    const int n = fw.boneCount();
    return root >= 0 && mid >= 0 && end >= 0 && root < n && mid < n && end < n && fw.parent(mid) == root
        && fw.parent(end) == mid && finite(target) && (!pole || finite(*pole)) && finite(bendHintLocal)
        && std::isfinite(weight) && std::isfinite(reachRatio) && std::isfinite(maxStretch);
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
    const int parent = pose.framework().parent(root);
    if (parent >= 0) {
        chain.parentWorld = pose.world(parent);
    }
    chain.rootWorld = pose.world(root);
    chain.midWorld = pose.world(mid);
    chain.endWorld = pose.world(end);
    chain.rootLocal = pose.local(root).rotation;
    chain.midLocal = pose.local(mid).rotation;
    chain.scaled = pose.hasWorldScale(mid);
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

bool TwoBoneIkJob::solve(const TwoBoneIkChain& chain, TwoBoneIkResult& result) const
{
    const float w = std::clamp(weight, 0.0f, 1.0f);
    const glm::vec3 a(chain.rootWorld[3]);
    const glm::vec3 b(chain.midWorld[3]);
    const glm::vec3 c(chain.endWorld[3]);
    float lab = glm::length(b - a);
    float lbc = glm::length(c - b);
    if (lab < kEpsilon || lbc < kEpsilon || !finite(a) || !finite(b) || !finite(c)) {
        return false;  // zero-length bone: no defined bend
    }

    // Optional stretch: lengthen both bones by the same factor, up to maxStretch.
    const glm::vec3 toTarget = target - a;
    const float distance = glm::length(toTarget);
    float stretch = 1.0f;
    if (maxStretch > 1.0f && distance > (lab + lbc) * reachRatio) {
        stretch = std::min(maxStretch, distance / ((lab + lbc) * reachRatio));
        lab *= stretch;
        lbc *= stretch;
    }

    // Direction to the target; with the target on the root, keep the current reach direction.
    glm::vec3 dir = distance > kEpsilon ? toTarget / distance : glm::normalize(c - a);
    if (!finite(dir) || glm::length(dir) < 0.5f) {
        dir = glm::normalize(b - a);
    }
    const float maxReach = (lab + lbc) * reachRatio;
    const float minReach = std::abs(lab - lbc) * 1.0001f + kEpsilon;
    const float reach = std::clamp(distance, minReach, maxReach);

    // Bend direction: towards the pole, else the current bend, else the hint.
    glm::vec3 bend;
    if (!(pole && perpendicular(*pole - a, dir, bend)) && !perpendicular(b - a, dir, bend)
        && !perpendicular(glm::mat3(chain.rootWorld) * bendHintLocal, dir, bend) && !perpendicular(glm::vec3(0, 0, 1), dir, bend)) {
        perpendicular(glm::vec3(1, 0, 0), dir, bend);
    }

    // Law of cosines: the angle at the root between the reach line and the first bone.
    const float cosA = std::clamp((lab * lab + reach * reach - lbc * lbc) / (2.0f * lab * reach), -1.0f, 1.0f);
    const float sinA = std::sqrt(std::max(0.0f, 1.0f - cosA * cosA));
    const glm::vec3 bNew = a + (dir * cosA + bend * sinA) * lab;
    const glm::vec3 cNew = a + dir * reach;

    // Rotate the root so the middle joint lands on bNew, then the middle so the end lands on cNew.
    // Each rotation is found between directions expressed in the frame it applies in, so no
    // matrix-to-quaternion conversion is needed when the chain carries no scale.
    const glm::quat d0 = rotationBetween(b - a, bNew - a);
    glm::quat rootSolved, midSolved;
    if (!chain.scaled) {
        const glm::mat3 parentInverse = glm::transpose(glm::mat3(chain.parentWorld));
        const glm::mat3 rootInverse = glm::transpose(glm::mat3(chain.rootWorld));
        rootSolved = glm::normalize(rotationBetween(parentInverse * (b - a), parentInverse * (bNew - a)) * chain.rootLocal);
        const glm::vec3 from = rootInverse * (c - b);
        const glm::vec3 to = rootInverse * (glm::conjugate(d0) * (cNew - bNew));
        midSolved = glm::normalize(rotationBetween(from, to) * chain.midLocal);
    } else {
        const Srt rootWorld = fromMatrix(chain.rootWorld);
        const Srt midWorld = fromMatrix(chain.midWorld);
        const glm::vec3 midToEnd = d0 * (c - b);
        const glm::quat d1 = rotationBetween(midToEnd, cNew - bNew);
        const glm::quat rootWorldNew = glm::normalize(d0 * rootWorld.rotation);
        const glm::quat midWorldNew = glm::normalize(d1 * d0 * midWorld.rotation);
        const glm::quat parentRotation = fromMatrix(chain.parentWorld).rotation;
        rootSolved = glm::normalize(glm::inverse(parentRotation) * rootWorldNew);
        midSolved = glm::normalize(glm::inverse(rootWorldNew) * midWorldNew);
    }
    if (w < 1.0f) {
        const glm::quat& r0 = chain.rootLocal;
        const glm::quat& m0 = chain.midLocal;
        rootSolved = glm::normalize(glm::slerp(r0, glm::dot(r0, rootSolved) < 0 ? -rootSolved : rootSolved, w));
        midSolved = glm::normalize(glm::slerp(m0, glm::dot(m0, midSolved) < 0 ? -midSolved : midSolved, w));
    }
    if (!std::isfinite(rootSolved.w) || !std::isfinite(midSolved.w)) {
        return false;
    }
    result.rootLocal = rootSolved;
    result.midLocal = midSolved;
    result.translationScale = 1.0f + (stretch - 1.0f) * w;
    return true;
}

glm::vec3 bendHintFromBindPose(const Framework& framework, int root, int mid, int end)
{
    const glm::vec3 a(framework.bindWorld(root)[3]);
    const glm::vec3 b(framework.bindWorld(mid)[3]);
    const glm::vec3 c(framework.bindWorld(end)[3]);
    glm::vec3 bend;
    const glm::vec3 line = c - a;
    if (glm::length(line) < kEpsilon || !perpendicular(b - a, glm::normalize(line), bend)) {
        return glm::vec3(0.0f, 1.0f, 0.0f);
    }
    const glm::quat rootRotation = fromMatrix(framework.bindWorld(root)).rotation;
    return glm::normalize(glm::inverse(rootRotation) * bend);
}

}  // namespace rigstage
