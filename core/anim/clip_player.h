#pragma once
// A clip player drives the baked bones of one layer from one clip. Several players (one per
// layer with baked animation) write into the one Pose, each matching its clip's bones by name.

#include <memory>
#include <span>
#include <vector>

#include "anim/clip.h"
#include "anim/dense_clip.h"
#include "diagnostics.h"
#include "pose/pose.h"

namespace rigstage {

class ClipPlayer {
public:
    /// Binds a clip to a framework. Tracks are matched to bones by full name, then by the part
    /// after '#'; tracks that match no bone of the clip's layer are reported once, here, as one
    /// warning listing all of them. The clip must outlive the player.
    /// Plays through the clip's dense keys when it has them (or builds them); perTrack forces the
    /// per-track slerp sampler (the reference the dense one is tested and benchmarked against).
    ClipPlayer(const Framework& framework, const Clip& clip, Diagnostics& diagnostics, bool perTrack = false);

    /// Writes the sampled local transforms into the pose and invalidates its world cache.
    void apply(Pose& pose, float frame, bool loop = true) const;

    const Clip& clip() const { return *clip_; }
    /// Returns how many tracks found their bone.
    int boundTrackCount() const { return static_cast<int>(trackOfBinding_.size()); }
    /// Returns the names of the tracks that found no bone.
    const std::vector<std::string>& unmatchedTracks() const { return unmatched_; }
    /// The dense keys it plays through (null: the per-track sampler), and each bound track with its
    /// bone, for the player of eight characters at once (anim/clip_lanes.h).
    const DenseClipKeys* denseKeys() const { return dense_.get(); }
    /// The bone count of the framework the tracks were bound to.
    int frameworkBoneCount() const { return frameworkBoneCount_; }
    std::span<const int> boundTracks() const { return trackOfBinding_; }
    std::span<const int> boundBones() const { return boneOfBinding_; }

private:
    void writeDense(Pose& pose, const float* block) const;

    const Clip* clip_;
    std::shared_ptr<const DenseClipKeys> dense_;  // the clip's, or built here; null: per-track sampling
    // Each bound track and its bone, as two arrays (the dense copy loop reads them as such).
    std::vector<int> trackOfBinding_;
    std::vector<int> boneOfBinding_;
    std::vector<std::string> unmatched_;
    int frameworkBoneCount_ = 0;
};

}  // namespace rigstage
