#pragma once
// Baked clips laid out for sampling many tracks at once (ozz-animation's idea, done our way): when
// every track keys every whole frame (what a DCC bake writes) the keys of one frame are stored as
// structure-of-arrays blocks (all tracks' x, then all y, ...), so one loop over the tracks
// interpolates every channel with vector instructions, and the rotation is a corrected nlerp
// instead of a slerp (no acos or sin). Built once per clip when the character loads and shared
// read-only by every instance playing it.
//
// The corrected nlerp: nlerp(a, b, t') with t' = t + t (t - 1/2) (t - 1) k(d), d = |a . b|,
// k = (1 - d) (0.666419 + 0.185923 (1 - d)), fitted here (scripts-free: see docs/performance.md)
// to make the nlerp's angle t x the slerp's; within 7.3e-6 rad of the slerp for keys up to 51.7
// degrees apart (d >= 0.9), 3e-8 below 16 degrees. Clips with keys further apart than that, or not
// keyed on every whole frame, or with a step or cubic part (glTF's STEP, CUBICSPLINE), keep the
// per-track sampler (sampleTrack).

#include <memory>
#include <vector>

#include "anim/clip.h"

namespace rigstage {

struct DenseClipKeys {
    float firstFrame = 0.0f;
    int frameCount = 0;  ///< Keys per track: frames firstFrame .. firstFrame + frameCount - 1.
    int trackCount = 0;  ///< Every track of the clip, in the clip's order.
    bool hasScale = false;  ///< False when every scale key is exactly (1, 1, 1): scale is not stored.
    int stride = 0;         ///< Floats per frame: trackCount x (7 or 10).
    std::vector<float> values;  ///< [frame][channel tx ty tz qx qy qz qw (sx sy sz)][track]
};

/// The dense layout of a clip, or null when its keys do not allow it (see above) or it would take
/// more than 64 MiB.
std::shared_ptr<const DenseClipKeys> buildDenseClipKeys(const Clip& clip);

/// Samples every track at a frame of the clip's keys (already mapped into the clip's range), with
/// sampleTrack's rules: frames outside the keys hold the first / last key, a frame on a key returns
/// that key exactly, rotations stay in the first key's hemisphere. Returns the sampled channels in
/// the keys' per-frame layout (a key block itself, or scratch, which is reused between calls); read
/// a track's value with denseValue.
const float* sampleDense(const DenseClipKeys& keys, float frame, std::vector<float>& scratch);

/// Track i's transform from a block sampleDense returned.
inline Srt denseValue(const DenseClipKeys& keys, const float* block, int i)
{
    const int n = keys.trackCount;
    Srt s;
    s.translation = glm::vec3(block[i], block[n + i], block[2 * n + i]);
    s.rotation = glm::quat(block[6 * n + i], block[3 * n + i], block[4 * n + i], block[5 * n + i]);
    s.scale = keys.hasScale ? glm::vec3(block[7 * n + i], block[8 * n + i], block[9 * n + i]) : glm::vec3(1.0f);
    return s;
}

}  // namespace rigstage
