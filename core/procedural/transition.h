#pragma once
// Handing one clip over to another (NDC 2018 seed, "animation transitions"), two ways:
// - Crossfade: the source pose is snapshotted when the transition starts and blended, in local
//   transforms, into the target pose as it keeps moving, over the blend time (smoothstep weight).
// - Inertialization (Bollo, GDC 2018 "Inertialization: High-Performance Animation Transitions in
//   Gears of War"; the seed's future work): the target plays at once and the offset from the
//   source (per bone: translation and rotation, with the source's velocity) decays to zero by a
//   quintic that starts with the offset's value and velocity and ends at rest, so there is no pop
//   and no blending of two poses each frame.
// Only baked bones (what clips drive) are transitioned; the stages after derive the rest.
// Not done: the seed's foot control during a crossfade (a planted foot stepping to its target with
// a sine lift, airborne feet first); feet may slide during a crossfade.

#include <vector>

#include "pose/pose.h"

namespace rigstage {

enum class TransitionMode { Crossfade, Inertialize };

class PoseTransition {
public:
    /// Starts from the pose as it stands (its locals now and one frame of dtSeconds earlier, for
    /// the velocity inertialization carries over); the target plays from the next frame.
    void start(const Pose& source, const std::vector<Srt>& sourceBefore, float dtSeconds, float seconds, TransitionMode mode);
    bool active() const { return active_; }
    TransitionMode mode() const { return mode_; }
    float seconds() const { return seconds_; }
    /// Applies the transition onto the target pose the clip just wrote, elapsed seconds after the
    /// start; ends itself (and leaves the target untouched) once elapsed reaches the blend time.
    void apply(Pose& pose, float elapsed);
    void stop() { active_ = false; }

private:
    struct Offset {
        glm::vec3 axis{0.0f};   // unit direction (translation) or rotation axis
        float x0 = 0.0f, v0 = 0.0f, a0 = 0.0f, t1 = 0.0f;  // Bollo's quintic, in length or radians
        float value(float t) const;
    };
    std::vector<Srt> snapshot_;
    std::vector<Offset> translation_, rotation_;
    std::vector<glm::quat> sourceRotation_;
    bool active_ = false;
    TransitionMode mode_ = TransitionMode::Crossfade;
    float seconds_ = 0.0f;
    bool offsetsReady_ = false;
    std::vector<Srt> sourceVelocityFrom_;
    float dt_ = 0.0f;
};

}  // namespace rigstage
