#include "anim/dense_clip.h"

#include <cmath>

namespace rigstage {

namespace {

constexpr int kChannelsWithScale = 10;
constexpr int kChannelsNoScale = 7;
constexpr float kMinKeyCosine = 0.9f;  // the correction's fitted range: keys at most 51.7 degrees apart
constexpr std::size_t kMaxDenseFloats = std::size_t(64) << 20 >> 2;  // 64 MiB of floats

bool keyedOnEveryFrame(const ClipTrack& track, float first, int count)
{
    if (track.keys.size() == 1) {
        return true;  // a constant track: repeated on every frame
    }
    if (static_cast<int>(track.keys.size()) != count) {
        return false;
    }
    for (int j = 0; j < count; ++j) {
        if (track.keys[static_cast<std::size_t>(j)].frame != first + static_cast<float>(j)) {
            return false;
        }
    }
    return true;
}

/// The rotation channels of n tracks (x block, then y, z, w), blended by the corrected nlerp with b
/// taken into a's hemisphere. Branch-free, and restrict-qualified parameters: with 8 input and 4
/// output streams GCC would need more run-time alias checks than it allows and leave the loop scalar.
void correctedNlerp(const float* __restrict a, const float* __restrict b, float* __restrict o, int n, float t)
{
    const float shape = t * (t - 0.5f) * (t - 1.0f);
    for (int i = 0; i < n; ++i) {
        const float ax = a[i], ay = a[n + i], az = a[2 * n + i], aw = a[3 * n + i];
        const float bx = b[i], by = b[n + i], bz = b[2 * n + i], bw = b[3 * n + i];
        const float dot = ax * bx + ay * by + az * bz + aw * bw;
        const float sign = dot < 0.0f ? -1.0f : 1.0f;
        const float e = 1.0f - dot * sign;
        const float u = t + shape * e * (0.666419f + 0.185923f * e);
        const float wa = 1.0f - u;
        const float wb = u * sign;
        const float x = wa * ax + wb * bx;
        const float y = wa * ay + wb * by;
        const float z = wa * az + wb * bz;
        const float w = wa * aw + wb * bw;
        const float inv = 1.0f / std::sqrt(x * x + y * y + z * z + w * w);
        o[i] = x * inv;
        o[n + i] = y * inv;
        o[2 * n + i] = z * inv;
        o[3 * n + i] = w * inv;
    }
}

}  // namespace

std::shared_ptr<const DenseClipKeys> buildDenseClipKeys(const Clip& clip)
{
    if (clip.tracks.empty()) {
        return nullptr;
    }
    // The frames: those of the first track keyed more than once (all must agree).
    float first = 0.0f;
    int count = 1;
    for (const ClipTrack& track : clip.tracks) {
        if (track.keys.empty() || !track.allLinear()) {
            return nullptr;  // step and cubic parts: the per-track sampler plays them
        }
        if (track.keys.size() > 1) {
            first = track.keys.front().frame;
            count = static_cast<int>(track.keys.size());
            break;
        }
    }
    if (count == 1) {
        first = clip.tracks.front().keys.front().frame;
    }
    bool hasScale = false;
    for (const ClipTrack& track : clip.tracks) {
        if (!keyedOnEveryFrame(track, first, count)) {
            return nullptr;
        }
        for (std::size_t j = 0; j < track.keys.size(); ++j) {
            const ClipKey& key = track.keys[j];
            hasScale = hasScale || key.value.scale != glm::vec3(1.0f);
            if (j > 0 && std::abs(glm::dot(track.keys[j - 1].value.rotation, key.value.rotation)) < kMinKeyCosine) {
                return nullptr;
            }
        }
    }
    const int tracks = static_cast<int>(clip.tracks.size());
    const int channels = hasScale ? kChannelsWithScale : kChannelsNoScale;
    if (static_cast<std::size_t>(tracks) * channels * static_cast<std::size_t>(count) > kMaxDenseFloats) {
        return nullptr;
    }
    auto dense = std::make_shared<DenseClipKeys>();
    dense->firstFrame = first;
    dense->frameCount = count;
    dense->trackCount = tracks;
    dense->hasScale = hasScale;
    dense->stride = tracks * channels;
    dense->values.resize(static_cast<std::size_t>(dense->stride) * static_cast<std::size_t>(count));
    for (int k = 0; k < count; ++k) {
        float* block = dense->values.data() + static_cast<std::size_t>(k) * static_cast<std::size_t>(dense->stride);
        for (int i = 0; i < tracks; ++i) {
            const auto& keys = clip.tracks[static_cast<std::size_t>(i)].keys;
            const Srt& v = keys[keys.size() == 1 ? 0 : static_cast<std::size_t>(k)].value;
            const float channel[kChannelsWithScale] = {v.translation.x, v.translation.y, v.translation.z,
                                                       v.rotation.x,    v.rotation.y,    v.rotation.z,
                                                       v.rotation.w,    v.scale.x,       v.scale.y,
                                                       v.scale.z};
            for (int c = 0; c < channels; ++c) {
                block[c * tracks + i] = channel[c];
            }
        }
    }
    return dense;
}

const float* sampleDense(const DenseClipKeys& keys, float frame, std::vector<float>& scratch)
{
    const int n = keys.trackCount;
    const float local = frame - keys.firstFrame;
    int k = 0;
    float t = 0.0f;
    if (local >= static_cast<float>(keys.frameCount - 1)) {
        k = keys.frameCount - 1;
    } else if (local > 0.0f) {
        k = static_cast<int>(local);
        t = local - static_cast<float>(k);
    }
    const float* a = keys.values.data() + static_cast<std::size_t>(k) * static_cast<std::size_t>(keys.stride);
    const float* src = a;
    if (t > 0.0f) {
        const float* b = a + keys.stride;
        scratch.resize(static_cast<std::size_t>(keys.stride));
        float* o = scratch.data();
        // Translation (and scale): plain lerps over contiguous channels.
        for (int i = 0; i < 3 * n; ++i) {
            o[i] = a[i] + (b[i] - a[i]) * t;
        }
        if (keys.hasScale) {
            for (int i = 7 * n; i < 10 * n; ++i) {
                o[i] = a[i] + (b[i] - a[i]) * t;
            }
        }
        correctedNlerp(a + 3 * n, b + 3 * n, o + 3 * n, n, t);
        src = o;
    }
    return src;
}

}  // namespace rigstage
