#include "anim/clip.h"

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
    const auto next = std::upper_bound(keys.begin(), keys.end(), frame,
                                       [](float f, const ClipKey& k) { return f < k.frame; });
    const ClipKey& b = *next;
    const ClipKey& a = *(next - 1);
    const float t = (frame - a.frame) / (b.frame - a.frame);
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

}  // namespace rigstage
