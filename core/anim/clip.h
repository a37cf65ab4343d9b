#pragma once
// Baked clips: local SRT keys per bone, as the 3ds Max exporter writes them layer by layer.

#include <memory>
#include <string>
#include <vector>

#include "math/srt.h"

namespace rigstage {

/// One key of a track: the bone's local transform at a frame.
/// The longest clip Rigstage reads, in frames (docs/format.md, Limits): 2^20, about 9.7 hours at
/// 30 fps; past 2^24 a float frame counter stops advancing.
inline constexpr float kMaxClipFrames = 1048576.0f;

struct ClipKey {
    float frame = 0.0f;
    Srt value;

    bool operator==(const ClipKey&) const = default;
};

/// All keys of one bone, sorted by frame.
struct ClipTrack {
    std::string bone;            ///< Full bone name as written in the file.
    std::vector<ClipKey> keys;   ///< Strictly increasing frames; at least one key.
    int line = 0;                ///< Line of the Track element, for diagnostics.

    bool operator==(const ClipTrack&) const = default;
};

/// Morph-target weights of the meshes on one node, one row per whole frame from startFrame (models
/// imported from DCC files; rig XML clips have none).
struct ClipMorphTrack {
    std::string node;
    std::vector<std::vector<float>> weights;  ///< [frame - startFrame][target]

    bool operator==(const ClipMorphTrack&) const = default;
};

struct DenseClipKeys;

/// A baked clip for one layer.
struct Clip {
    std::string name;
    std::string layer;           ///< Layer whose bones the clip drives.
    float frameRate = 30.0f;     ///< Frames per second.
    float startFrame = 0.0f;
    float endFrame = 0.0f;       ///< Inclusive; a looping clip's last frame repeats its first.
    std::vector<ClipTrack> tracks;
    std::vector<ClipMorphTrack> morphTracks;
    std::string file;            ///< Where it was read from; used in diagnostics.
    int line = 0;                ///< Line of the Animation element (its name and layer), for diagnostics.
    /// The keys laid out for fast sampling (anim/dense_clip.h), shared by every player of the clip;
    /// set by prepareClipSampling when the character loads. Rebuild it after editing the keys.
    std::shared_ptr<const DenseClipKeys> dense;

    /// Returns the length in frames (endFrame - startFrame).
    float lengthFrames() const { return endFrame - startFrame; }

    bool operator==(const Clip&) const = default;  ///< dense compares by identity
};

/// Samples a track at a frame: translation and scale linearly, rotation by shortest-path slerp;
/// frames outside the keys hold the first / last key.
Srt sampleTrack(const ClipTrack& track, float frame);

/// A morph track's weights at a (clip-range) frame, linear between whole frames.
std::vector<float> sampleMorphTrack(const ClipMorphTrack& track, float frameFromStart);

/// Builds clip.dense when its keys allow the fast sampler (every whole frame keyed).
void prepareClipSampling(Clip& clip);

/// Maps a frame into the clip's range: wrapped when looping, clamped otherwise.
float clipFrame(const Clip& clip, float frame, bool loop);

}  // namespace rigstage
