#include "validate/pose_compare.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include <glm/gtc/quaternion.hpp>

namespace rigstage {

namespace {

/// The rotation of an affine matrix, its axes' lengths taken out.
glm::quat rotationOf(const glm::mat4& m)
{
    glm::mat3 r(m);
    for (int c = 0; c < 3; ++c) {
        const float l = glm::length(r[c]);
        r[c] = l > 0.0f ? r[c] / l : r[c];
    }
    return glm::normalize(glm::quat_cast(r));
}

BoneDivergence measure(int bone, const glm::mat4& a, const glm::mat4& b)
{
    BoneDivergence d;
    d.bone = bone;
    d.distance = glm::distance(glm::vec3(a[3]), glm::vec3(b[3]));
    // The angle from the relative rotation's vector part: precise for small angles, unlike acos.
    const glm::quat rel = glm::conjugate(rotationOf(a)) * rotationOf(b);
    d.degrees = glm::degrees(2.0f * std::atan2(glm::length(glm::vec3(rel.x, rel.y, rel.z)), std::abs(rel.w)));
    for (int c = 0; c < 3; ++c) {
        const float la = glm::length(glm::vec3(a[c])), lb = glm::length(glm::vec3(b[c]));
        d.scale = std::max(d.scale, std::abs(la - lb) / std::max(1e-6f, std::max(la, lb)));
    }
    return d;
}

}  // namespace

glm::mat4 toRigUnits(const glm::mat4& reference, const DumpUnits& units)
{
    glm::mat4 m = reference;
    for (int c = 0; c < 3; ++c) {
        m[c] = glm::vec4(glm::vec3(m[c]) * units.axes, m[c].w);
    }
    m[3] = glm::vec4(glm::vec3(m[3]) * units.position, m[3].w);
    return m;
}

int bonesWithAxisRatio(const std::vector<glm::mat4>& world, const std::vector<std::optional<glm::mat4>>& reference, float axes,
                       const PoseTolerance& tolerance)
{
    int count = 0;
    for (std::size_t b = 0; b < std::min(world.size(), reference.size()); ++b) {
        if (!reference[b]) {
            continue;
        }
        bool agrees = true;
        for (int c = 0; c < 3; ++c) {
            const float ours = glm::length(glm::vec3(world[b][c])), theirs = axes * glm::length(glm::vec3((*reference[b])[c]));
            agrees = agrees && std::abs(ours - theirs) <= tolerance.scale * std::max(1e-6f, std::max(ours, theirs));
        }
        count += agrees ? 1 : 0;
    }
    return count;
}

float modelAxisFactor(double dumpCm, double rigCm, double modelCm)
{
    const bool sameUnit = std::abs(dumpCm - rigCm) <= 1e-9 * std::max(dumpCm, rigCm);
    return modelCm > 0.0 && !sameUnit ? float(dumpCm / modelCm) : 1.0f;
}

DumpUnits chooseDumpUnits(double dumpCm, double rigCm, float axisFactor, const std::vector<glm::mat4>& world,
                          const std::vector<std::optional<glm::mat4>>& firstFrame, const PoseTolerance& tolerance)
{
    DumpUnits units;
    units.position = float(dumpCm / rigCm);
    if (axisFactor == 1.0f) {
        return units;
    }
    std::vector<std::optional<glm::mat4>> inRigUnits(firstFrame.size());
    for (std::size_t b = 0; b < firstFrame.size(); ++b) {
        if (firstFrame[b]) {
            inRigUnits[b] = toRigUnits(*firstFrame[b], units);
        }
    }
    if (bonesWithAxisRatio(world, inRigUnits, axisFactor, tolerance) > bonesWithAxisRatio(world, inRigUnits, 1.0f, tolerance)) {
        units.axes = axisFactor;
    }
    return units;
}

std::optional<float> uniformPositionRatio(const std::vector<glm::mat4>& world, const std::vector<std::optional<glm::mat4>>& reference,
                                          const PoseTolerance& tolerance)
{
    // Least squares: r = sum(ours . theirs) / sum(theirs . theirs), in double (positions of a
    // large scene squared and summed lose float's digits).
    double dot = 0.0, norm = 0.0, farthest = 0.0;
    int offOrigin = 0;
    const std::size_t n = std::min(world.size(), reference.size());
    for (std::size_t b = 0; b < n; ++b) {
        if (reference[b]) {
            const glm::dvec3 ours(world[b][3]), theirs((*reference[b])[3]);
            dot += glm::dot(ours, theirs);
            norm += glm::dot(theirs, theirs);
            farthest = std::max(farthest, glm::length(ours));
            offOrigin += glm::length(theirs) > 0.0 ? 1 : 0;
        }
    }
    if (offOrigin < 2 || !(norm > 0.0) || !std::isfinite(dot / norm) || !(dot / norm > 0.0)) {
        return std::nullopt;
    }
    const double r = dot / norm;
    const double allowed = std::max(double(tolerance.distance), 1e-3 * farthest);
    for (std::size_t b = 0; b < n; ++b) {
        if (reference[b] && glm::length(glm::dvec3(world[b][3]) - r * glm::dvec3((*reference[b])[3])) > allowed) {
            return std::nullopt;
        }
    }
    return float(r);
}

std::vector<int> evaluationRanks(const Framework& framework, const HelperJointSystem* helpers)
{
    const int n = framework.boneCount();
    // (stage, index): stage 0 for the clip's pass, 1 + k for the k-th helper and the bones under it.
    std::vector<int> stage(static_cast<std::size_t>(n), 0);
    if (helpers) {
        const auto& order = helpers->order();
        for (std::size_t k = 0; k < order.size(); ++k) {
            stage[static_cast<std::size_t>(helpers->joints()[static_cast<std::size_t>(order[k])].bone)] = 1 + static_cast<int>(k);
        }
    }
    for (int b = 0; b < n; ++b) {  // parents come first: a bone under a helper follows it
        const int p = framework.parent(b);
        if (p >= 0 && stage[std::size_t(b)] == 0) {
            stage[std::size_t(b)] = stage[std::size_t(p)];
        }
    }
    std::vector<int> byOrder(static_cast<std::size_t>(n));
    std::iota(byOrder.begin(), byOrder.end(), 0);
    std::stable_sort(byOrder.begin(), byOrder.end(),
                     [&](int a, int b) { return stage[std::size_t(a)] < stage[std::size_t(b)]; });
    std::vector<int> rank(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
        rank[std::size_t(byOrder[std::size_t(r)])] = r;
    }
    return rank;
}

PoseComparison comparePose(const Framework& framework, const HelperJointSystem* helpers,
                           const std::vector<glm::mat4>& world, const std::vector<std::optional<glm::mat4>>& reference,
                           const PoseTolerance& tolerance)
{
    PoseComparison out;
    const int n = std::min<int>(framework.boneCount(), static_cast<int>(std::min(world.size(), reference.size())));
    std::vector<char> diverges(static_cast<std::size_t>(framework.boneCount()), 0);
    for (int b = 0; b < n; ++b) {
        if (!reference[std::size_t(b)]) {
            continue;
        }
        ++out.compared;
        const BoneDivergence d = measure(b, world[std::size_t(b)], *reference[std::size_t(b)]);
        out.largest.distance = std::max(out.largest.distance, d.distance);
        out.largest.degrees = std::max(out.largest.degrees, d.degrees);
        out.largest.scale = std::max(out.largest.scale, d.scale);
        // Not-a-number in either side diverges too (no comparison with NaN is true).
        if (!(d.distance <= tolerance.distance && d.degrees <= tolerance.degrees && d.scale <= tolerance.scale)) {
            out.diverging.push_back(d);
            diverges[std::size_t(b)] = 1;
        }
    }
    const std::vector<int> rank = evaluationRanks(framework, helpers);
    std::sort(out.diverging.begin(), out.diverging.end(),
              [&](const BoneDivergence& a, const BoneDivergence& b) { return rank[std::size_t(a.bone)] < rank[std::size_t(b.bone)]; });
    // The culprit: the first whose parent and whose helper's reads all agree.
    for (std::size_t i = 0; i < out.diverging.size() && out.culprit < 0; ++i) {
        const int bone = out.diverging[i].bone;
        bool explained = framework.parent(bone) >= 0 && diverges[std::size_t(framework.parent(bone))];
        if (helpers && !explained) {
            if (const int h = helpers->helperOf(bone); h >= 0) {
                for (int read : helpers->reads()[std::size_t(h)]) {
                    explained = explained || (read != bone && diverges[std::size_t(read)]);
                }
            }
        }
        if (!explained) {
            out.culprit = static_cast<int>(i);
        }
    }
    if (out.culprit < 0 && !out.diverging.empty()) {
        out.culprit = 0;
    }
    return out;
}

}  // namespace rigstage
