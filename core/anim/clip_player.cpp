#include "anim/clip_player.h"

#include <cstddef>
#include <unordered_map>

#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

namespace rigstage {

namespace {

/// The clip's layer in framework; -1, with clip.unknown-layer at the Animation element's line,
/// when it is not stacked.
int layerOfClip(const Framework& framework, const Clip& clip, Diagnostics& diagnostics)
{
    const int layer = framework.findLayer(clip.layer);
    if (layer >= 0) {
        return layer;
    }
    diagnostics.error("clip.unknown-layer", clip.file, clip.line,
                      "clip '" + clip.name + "' drives layer '" + clip.layer + "', which is not stacked", {},
                      "Stack that layer in the manifest or fix the clip's layer attribute.");
    return -1;
}

}  // namespace

ClipPlayer::ClipPlayer(const Framework& framework, const Clip& clip, Diagnostics& diagnostics, bool perTrack)
    : clip_(&clip), dense_(perTrack ? nullptr : clip.dense ? clip.dense : buildDenseClipKeys(clip)),
      frameworkBoneCount_(framework.boneCount())
{
    const int layer = layerOfClip(framework, clip, diagnostics);
    std::vector<int> lines;
    std::unordered_map<int, int> trackOfBone;  // the first track bound to each bone
    for (int t = 0; t < static_cast<int>(clip.tracks.size()); ++t) {
        const ClipTrack& track = clip.tracks[t];
        int bone = framework.findBone(track.bone);
        if (bone < 0) {
            bone = framework.findBoneByShortName(shortNameOf(track.bone));
        }
        if (bone >= 0 && framework.layerOf(bone) == layer) {
            // One bone tracked twice under two names (its short name and its full one): which
            // track plays would depend on their order, so the second is refused.
            if (const auto [first, added] = trackOfBone.emplace(bone, t); !added) {
                const ClipTrack& earlier = clip.tracks[static_cast<std::size_t>(first->second)];
                diagnostics.error("clip.duplicate-track", clip.file, track.line,
                                  "track '" + track.bone + "' drives bone '" + framework.boneName(bone) + "', as track '"
                                      + earlier.bone + "' (line " + std::to_string(earlier.line) + ") already does",
                                  {framework.boneName(bone)}, "Merge the two tracks into one.");
                continue;
            }
            trackOfBinding_.push_back(t);
            boneOfBinding_.push_back(bone);
        } else {
            unmatched_.push_back(track.bone);
            lines.push_back(track.line);
        }
    }
    if (!unmatched_.empty() && layer >= 0) {
        diagnostics.warning("clip.unmatched-tracks", clip.file, lines.front(),
                            std::to_string(unmatched_.size()) + " track(s) of clip '" + clip.name
                                + "' match no bone of layer '" + clip.layer + "' and are ignored",
                            unmatched_, "Rename the tracks to the framework's bone names or re-export the clip.");
    }
}

namespace {

// Copies the sampled channels (one array per channel, track-indexed) into the bound bones' local
// transforms. Restrict-qualified so the loop keeps every pointer in registers; written apart from
// the scale bytes, whose char type would otherwise make every store a possible alias of the rest.
struct DenseChannels {
    const float* __restrict tx;
    const float* __restrict ty;
    const float* __restrict tz;
    const float* __restrict qx;
    const float* __restrict qy;
    const float* __restrict qz;
    const float* __restrict qw;
};

void copyRigidScalar(const DenseChannels c, int t, Srt& s)
{
    s.translation = glm::vec3(c.tx[t], c.ty[t], c.tz[t]);
    s.rotation = glm::quat(c.qw[t], c.qx[t], c.qy[t], c.qz[t]);
    s.scale = glm::vec3(1.0f);
}

void copyRigid(const DenseChannels c, const int* __restrict tracks, const int* __restrict bones, int count,
               Srt* __restrict locals)
{
    int i = 0;
#if defined(__SSE2__)
    // Four tracks in a row (the usual case: bindings follow the clip's track order) are read as one
    // vector per channel and transposed into the bones' Srt layout (translation, rotation x y z w,
    // scale): a third of the instructions of copying float by float, the same bits.
    static_assert(sizeof(Srt) == 10 * sizeof(float) && offsetof(Srt, rotation) == 3 * sizeof(float)
                  && offsetof(Srt, scale) == 7 * sizeof(float));
    const __m128 ones = _mm_set1_ps(1.0f);
    for (; i + 4 <= count; i += 4) {
        const int t = tracks[i];
        if (tracks[i + 1] != t + 1 || tracks[i + 2] != t + 2 || tracks[i + 3] != t + 3) {
            for (int k = i; k < i + 4; ++k) {
                copyRigidScalar(c, tracks[k], locals[bones[k]]);
            }
            continue;
        }
        __m128 a0 = _mm_loadu_ps(c.tx + t), a1 = _mm_loadu_ps(c.ty + t), a2 = _mm_loadu_ps(c.tz + t),
               a3 = _mm_loadu_ps(c.qx + t);
        __m128 b0 = _mm_loadu_ps(c.qy + t), b1 = _mm_loadu_ps(c.qz + t), b2 = _mm_loadu_ps(c.qw + t), b3 = ones;
        _MM_TRANSPOSE4_PS(a0, a1, a2, a3);  // bone k: tx ty tz qx
        _MM_TRANSPOSE4_PS(b0, b1, b2, b3);  // bone k: qy qz qw 1 (the scale's x)
        // Written out four times, not looped over arrays: GCC kept such arrays on the stack.
        const auto store = [&](int bone, __m128 first, __m128 second) {
            float* d = &locals[bone].translation.x;
            _mm_storeu_ps(d, first);
            _mm_storeu_ps(d + 4, second);
            _mm_storel_pi(reinterpret_cast<__m64*>(d + 8), ones);  // the scale's y and z
        };
        store(bones[i], a0, b0);
        store(bones[i + 1], a1, b1);
        store(bones[i + 2], a2, b2);
        store(bones[i + 3], a3, b3);
    }
#endif
    for (; i < count; ++i) {
        copyRigidScalar(c, tracks[i], locals[bones[i]]);
    }
}

}  // namespace

void ClipPlayer::writeDense(Pose& pose, const float* block) const
{
    const DenseClipKeys& keys = *dense_;
    const int n = keys.trackCount;
    const Pose::LocalArrays out = pose.localArraysUnchecked();
    const int count = static_cast<int>(trackOfBinding_.size());
    copyRigid({block, block + n, block + 2 * n, block + 3 * n, block + 4 * n, block + 5 * n, block + 6 * n},
              trackOfBinding_.data(), boneOfBinding_.data(), count, out.locals);
    const int* bones = boneOfBinding_.data();  // held here: the byte stores below may alias the vector
    if (!keys.hasScale) {
        for (int i = 0; i < count; ++i) {
            out.scaled[bones[i]] = 0;
        }
        return;
    }
    const float* sx = block + 7 * n;
    const float* sy = block + 8 * n;
    const float* sz = block + 9 * n;
    for (int i = 0; i < count; ++i) {
        const int t = trackOfBinding_[i];
        const glm::vec3 s(sx[t], sy[t], sz[t]);
        out.locals[bones[i]].scale = s;
        out.scaled[bones[i]] = isTrivialScale(s) ? 0 : 1;
    }
}

void ClipPlayer::apply(Pose& pose, float frame, bool loop) const
{
    const float f = clipFrame(*clip_, frame, loop);
    if (dense_) {
        // One working block per thread, not per instance: a crowd's instances then carry no copy of
        // it through the cache (it is written and read back within this call).
        thread_local std::vector<float> scratch;
        const float* block = sampleDense(*dense_, f, scratch);
        writeDense(pose, block);
        pose.invalidateAll();
        return;
    }
    for (std::size_t i = 0; i < trackOfBinding_.size(); ++i) {
        pose.setLocalUnchecked(boneOfBinding_[i], sampleTrack(clip_->tracks[std::size_t(trackOfBinding_[i])], f));
    }
    pose.invalidateAll();
}

}  // namespace rigstage
