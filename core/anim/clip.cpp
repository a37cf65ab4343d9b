#include "anim/clip.h"

#include "anim/dense_clip.h"

#include <algorithm>
#include <cmath>

namespace rigstage {

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
