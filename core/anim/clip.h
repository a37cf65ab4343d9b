#pragma once
// Baked clips: local SRT keys per bone, as the 3ds Max exporter writes them layer by layer.

#include <cstdint>
#include <memory>
#include <optional>
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

/// How one part of a track (its translation, rotation or scale) goes from a key to the next.
enum class ClipInterpolation : std::uint8_t {
    Linear,       ///< Linear translation and scale; shortest-path slerp for rotation.
    Step,         ///< The key's value holds until the next key (glTF's STEP).
    CubicSpline,  ///< Cubic Hermite per component, rotation normalised after (glTF's CUBICSPLINE).
};

/// One key of a cubic part: the spline's value there (x y z, and w for a rotation, which need not be
/// of unit length: keys[].value holds it normalised) and its tangents, each already multiplied by
/// the length of its segment (incoming: the segment ending at the key; outgoing: the one starting
/// there), so the segment from key a to key b at t in [0, 1] is
/// h00(t) a.value + h10(t) a.out + h01(t) b.value + h11(t) b.in, whatever the unit of its frames.
struct ClipCubicKey {
    glm::vec4 value{0.0f};
    glm::vec4 in{0.0f};
    glm::vec4 out{0.0f};

    bool operator==(const ClipCubicKey&) const = default;
};

/// All keys of one bone, sorted by frame.
struct ClipTrack {
    std::string bone;            ///< Full bone name as written in the file.
    std::vector<ClipKey> keys;   ///< Strictly increasing frames; at least one key.
    int line = 0;                ///< Line of the Track element, for diagnostics.
    /// Each part's interpolation (rig XML clips: linear; imported glTF clips: the file's samplers').
    ClipInterpolation translationInterpolation = ClipInterpolation::Linear;
    ClipInterpolation rotationInterpolation = ClipInterpolation::Linear;
    ClipInterpolation scaleInterpolation = ClipInterpolation::Linear;
    /// One per key for a CubicSpline part, empty otherwise (linear tracks carry nothing more). A
    /// cubic part whose list does not match the keys plays linear.
    std::vector<ClipCubicKey> translationCubic;
    std::vector<ClipCubicKey> rotationCubic;
    std::vector<ClipCubicKey> scaleCubic;

    /// True when every part is linear: the track plays as rig XML clips do (and the fast sampler may take it).
    bool allLinear() const
    {
        return translationInterpolation == ClipInterpolation::Linear && rotationInterpolation == ClipInterpolation::Linear
               && scaleInterpolation == ClipInterpolation::Linear;
    }

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

/// Samples a track at a frame, each part by its interpolation (linear: translation and scale
/// linearly, rotation by shortest-path slerp); a frame on a key gives that key, frames outside the
/// keys hold the first / last key.
Srt sampleTrack(const ClipTrack& track, float frame);

/// A morph track's weights at a (clip-range) frame, linear between whole frames.
std::vector<float> sampleMorphTrack(const ClipMorphTrack& track, float frameFromStart);

/// Builds clip.dense when its keys allow the fast sampler (every whole frame keyed, every part linear).
void prepareClipSampling(Clip& clip);

/// Maps a frame into the clip's range: wrapped when looping, clamped otherwise (held: the playback
/// rule of every command and the window unless asked to loop).
float clipFrame(const Clip& clip, float frame, bool loop);

/// The largest frame magnitude taken anywhere (the importer's bound on a clip's first frame): past
/// it a float frame no longer counts single frames, and a time times a rate can overflow.
inline constexpr double kMaxFrameMagnitude = 1e7;

/// A frame counted at fps (when given; a time in seconds is a frame at 1 fps) as the frame of a
/// clip at clipRate that is the same instant (frame f is at f / rate seconds); nothing when it is
/// not finite or lies beyond kMaxFrameMagnitude.
std::optional<float> toClipFrame(double frame, std::optional<double> fps, double clipRate);

}  // namespace rigstage
