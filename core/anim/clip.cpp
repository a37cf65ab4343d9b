#include "anim/clip.h"

#include "anim/dense_clip.h"

#include <algorithm>
#include <cmath>

namespace rigstage {

namespace {

/// The cubic Hermite segment from key a to key b at t (glTF 2.0, Appendix C), tangents pre-scaled.
glm::vec4 hermite(const ClipCubicKey& a, const ClipCubicKey& b, float t)
{
    const float t2 = t * t, t3 = t2 * t;
    return (2.0f * t3 - 3.0f * t2 + 1.0f) * a.value + (t3 - 2.0f * t2 + t) * a.out + (-2.0f * t3 + 3.0f * t2) * b.value
           + (t3 - t2) * b.in;
}

glm::vec3 sampleVectorPart(ClipInterpolation mode, const std::vector<ClipCubicKey>& cubic, std::size_t keyCount, std::size_t i,
                           const glm::vec3& a, const glm::vec3& b, float t)
{
    if (mode == ClipInterpolation::Step) {
        return a;
    }
    if (mode == ClipInterpolation::CubicSpline && cubic.size() == keyCount) {
        return glm::vec3(hermite(cubic[i], cubic[i + 1], t));
    }
    return glm::mix(a, b, t);
}

glm::quat slerpShortest(const glm::quat& a, glm::quat b, float t)
{
    if (glm::dot(a, b) < 0.0f) {
        b = -b;
    }
    return glm::normalize(glm::slerp(a, b, t));
}

/// A segment of a track with a step or cubic part (i: the key before frame, t in (0, 1)).
Srt sampleSegment(const ClipTrack& track, std::size_t i, float t)
{
    const std::size_t n = track.keys.size();
    const Srt& a = track.keys[i].value;
    const Srt& b = track.keys[i + 1].value;
    Srt out;
    out.translation = sampleVectorPart(track.translationInterpolation, track.translationCubic, n, i, a.translation, b.translation, t);
    out.scale = sampleVectorPart(track.scaleInterpolation, track.scaleCubic, n, i, a.scale, b.scale, t);
    if (track.rotationInterpolation == ClipInterpolation::Step) {
        out.rotation = a.rotation;
    } else if (track.rotationInterpolation == ClipInterpolation::CubicSpline && track.rotationCubic.size() == n) {
        const glm::vec4 q = hermite(track.rotationCubic[i], track.rotationCubic[i + 1], t);
        const float length = glm::length(q);
        // A spline through the origin has no direction there: the key before holds.
        out.rotation = length > 1e-20f && std::isfinite(length) ? glm::quat(q.w / length, q.x / length, q.y / length, q.z / length) : a.rotation;
    } else {
        out.rotation = slerpShortest(a.rotation, b.rotation, t);
    }
    return out;
}

}  // namespace

Srt sampleTrack(const ClipTrack& track, float frame)
{
    const auto& keys = track.keys;
    if (keys.empty()) {
        return {};
    }
    if (frame <= keys.front().frame) {
        return keys.front().value;
    }
    if (frame >= keys.back().frame) {
        return keys.back().value;
    }
    // Baked exports key every frame; then the key index follows from the frame directly.
    std::size_t hi = static_cast<std::size_t>(frame - keys.front().frame) + 1;
    if (hi >= keys.size() || !(keys[hi - 1].frame <= frame && frame < keys[hi].frame)) {
        hi = static_cast<std::size_t>(std::upper_bound(keys.begin(), keys.end(), frame,
                                                       [](float f, const ClipKey& k) { return f < k.frame; })
                                      - keys.begin());
    }
    const ClipKey& b = keys[hi];
    const ClipKey& a = keys[hi - 1];
    const float t = (frame - a.frame) / (b.frame - a.frame);
    if (t == 0.0f) {
        return a.value;  // on a key: exact, and no slerp to pay for
    }
    if (!track.allLinear()) {
        return sampleSegment(track, hi - 1, t);
    }
    Srt out;
    out.translation = glm::mix(a.value.translation, b.value.translation, t);
    out.scale = glm::mix(a.value.scale, b.value.scale, t);
    glm::quat qb = b.value.rotation;
    if (glm::dot(a.value.rotation, qb) < 0.0f) {
        qb = -qb;
    }
    out.rotation = glm::normalize(glm::slerp(a.value.rotation, qb, t));
    return out;
}

void prepareClipSampling(Clip& clip)
{
    clip.dense = buildDenseClipKeys(clip);
}

float clipFrame(const Clip& clip, float frame, bool loop)
{
    const float length = clip.lengthFrames();
    if (length <= 0.0f) {
        return clip.startFrame;
    }
    if (!loop) {
        return std::clamp(frame, clip.startFrame, clip.endFrame);
    }
    float f = std::fmod(frame - clip.startFrame, length);
    if (f < 0.0f) {
        f += length;
    }
    return clip.startFrame + f;
}

std::optional<float> toClipFrame(double frame, std::optional<double> fps, double clipRate)
{
    const double f = fps ? frame / *fps * clipRate : frame;
    if (!std::isfinite(f) || std::abs(f) > kMaxFrameMagnitude) {
        return std::nullopt;
    }
    return float(f);
}

std::vector<float> sampleMorphTrack(const ClipMorphTrack& track, float frameFromStart)
{
    if (track.weights.empty()) {
        return {};
    }
    const float last = float(track.weights.size() - 1);
    const float f = std::clamp(frameFromStart, 0.0f, last);
    const std::size_t i = std::size_t(f);
    const std::size_t j = std::min(i + 1, track.weights.size() - 1);
    const float t = f - float(i);
    std::vector<float> out(track.weights[i].size());
    for (std::size_t k = 0; k < out.size(); ++k) {
        const float b = k < track.weights[j].size() ? track.weights[j][k] : track.weights[i][k];
        out[k] = track.weights[i][k] + (b - track.weights[i][k]) * t;
    }
    return out;
}

}  // namespace rigstage
