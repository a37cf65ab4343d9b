#include "anim/clip_player.h"

namespace rigstage {

ClipPlayer::ClipPlayer(const Framework& framework, const Clip& clip, Diagnostics& diagnostics, bool perTrack)
    : clip_(&clip), dense_(perTrack ? nullptr : clip.dense ? clip.dense : buildDenseClipKeys(clip))
{
    const int layer = framework.findLayer(clip.layer);
    if (layer < 0) {
        diagnostics.error("clip.unknown-layer", clip.file, 0,
                          "clip '" + clip.name + "' drives layer '" + clip.layer + "', which is not stacked", {},
                          "Stack that layer in the manifest or fix the clip's layer attribute.");
    }
    std::vector<int> lines;
    for (int t = 0; t < static_cast<int>(clip.tracks.size()); ++t) {
        const ClipTrack& track = clip.tracks[t];
        int bone = framework.findBone(track.bone);
        if (bone < 0) {
            bone = framework.findBoneByShortName(shortNameOf(track.bone));
        }
        if (bone >= 0 && framework.layerOf(bone) == layer) {
            bindings_.push_back({t, bone});
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

void ClipPlayer::apply(Pose& pose, float frame, bool loop) const
{
    const float f = clipFrame(*clip_, frame, loop);
    if (dense_) {
        // One working block per thread, not per instance: a crowd's instances then carry no copy of
        // it through the cache (it is written and read back within this call).
        thread_local std::vector<float> scratch;
        const float* block = sampleDense(*dense_, f, scratch);
        if (dense_->hasScale) {
            for (const Binding& b : bindings_) {
                pose.setLocalUnchecked(b.bone, denseValue(*dense_, block, b.track));
            }
        } else {
            for (const Binding& b : bindings_) {
                pose.setLocalUncheckedUnscaled(b.bone, denseValue(*dense_, block, b.track));
            }
        }
        pose.invalidateAll();
        return;
    }
    for (const Binding& b : bindings_) {
        pose.setLocalUnchecked(b.bone, sampleTrack(clip_->tracks[b.track], f));
    }
    pose.invalidateAll();
}

}  // namespace rigstage
