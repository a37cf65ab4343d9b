#pragma once
// A character whose first clip keys every bone of the clip's layer at every whole frame, as a DCC
// export usually bakes it: the same motion (each key is the local transform the original clip gives
// that bone at that frame), so against the original the difference is the clip stage's width alone.
// Shared by the benchmarks (the fully keyed game rig) and test_crowd (its crowd equals single
// evaluations too). No Qt: the benchmarks link core only.

#include <vector>

#include "anim/clip_player.h"
#include "io/character_loader.h"

namespace rigstage::test {

/// data with its first clip keyed on every bone of the clip's layer; the clip is prepared for
/// sampling again (clips.front().dense tells whether the dense sampler takes it).
inline CharacterData keyedOnEveryBone(CharacterData data)
{
    Clip& clip = data.clips.front();
    Diagnostics d;
    const ClipPlayer player(*data.framework, clip, d);
    const Framework& fw = *data.framework;
    const int layer = fw.findLayer(clip.layer);
    std::vector<ClipTrack> tracks;
    for (int bone = 0; bone < fw.boneCount(); ++bone) {
        if (fw.layerOf(bone) == layer) {
            tracks.push_back({});
            tracks.back().bone = fw.boneName(bone);
        }
    }
    for (float f = clip.startFrame; f <= clip.endFrame; f += 1.0f) {
        Pose pose(data.framework);
        player.apply(pose, f, false);
        std::size_t t = 0;
        for (int bone = 0; bone < fw.boneCount(); ++bone) {
            if (fw.layerOf(bone) == layer) {
                tracks[t++].keys.push_back({f, pose.local(bone)});
            }
        }
    }
    clip.tracks = std::move(tracks);
    prepareClipSampling(clip);
    return data;
}

}  // namespace rigstage::test
