#include "procedural/transition.h"

#include <algorithm>
#include <cmath>

namespace rigstage {

namespace {

/// An offset decaying from x0 with velocity v0 to rest at 0 by t1 <= seconds (Bollo's quintic).
void fitQuintic(float x0, float v0, float seconds, float& a0, float& t1)
{
    // Velocity away from zero is dropped (it would overshoot); a fast approach shortens the time.
    if (x0 > 0.0f && v0 > 0.0f) {
        v0 = 0.0f;
    }
    t1 = seconds;
    if (v0 < 0.0f && x0 > 0.0f) {
        t1 = std::min(t1, -5.0f * x0 / v0);
    }
    t1 = std::max(t1, 1e-4f);
    a0 = std::max(0.0f, (-8.0f * v0 * t1 - 20.0f * x0) / (t1 * t1));
}

}  // namespace

float PoseTransition::Offset::value(float t) const
{
    if (t >= t1 || x0 == 0.0f) {
        return 0.0f;
    }
    const float v = std::min(v0, 0.0f);
    const float t2 = t1 * t1, t3 = t2 * t1, t4 = t3 * t1, t5 = t4 * t1;
    const float a = -(a0 * t2 + 6.0f * v * t1 + 12.0f * x0) / (2.0f * t5);
    const float b = (3.0f * a0 * t2 + 16.0f * v * t1 + 30.0f * x0) / (2.0f * t4);
    const float c = -(3.0f * a0 * t2 + 12.0f * v * t1 + 20.0f * x0) / (2.0f * t3);
    return (((((a * t + b) * t + c) * t + 0.5f * a0) * t + v) * t) + x0;
}

void PoseTransition::start(const Pose& source, const std::vector<Srt>& sourceBefore, float dtSeconds, float seconds,
                           TransitionMode mode)
{
    const int n = source.boneCount();
    snapshot_.resize(static_cast<std::size_t>(n));
    for (int b = 0; b < n; ++b) {
        snapshot_[static_cast<std::size_t>(b)] = source.local(b);
    }
    sourceVelocityFrom_ = sourceBefore.size() == snapshot_.size() ? sourceBefore : snapshot_;
    dt_ = dtSeconds;
    mode_ = mode;
    seconds_ = std::max(seconds, 0.0f);
    active_ = seconds_ > 0.0f;
    offsetsReady_ = false;  // inertialization measures the offsets against the first target frame
}

void PoseTransition::apply(Pose& pose, float elapsed)
{
    if (!active_) {
        return;
    }
    const int n = std::min(pose.boneCount(), static_cast<int>(snapshot_.size()));
    if (elapsed >= seconds_) {
        active_ = false;
        return;
    }
    if (mode_ == TransitionMode::Crossfade) {
        const float s = glm::clamp(elapsed / seconds_, 0.0f, 1.0f);
        const float w = s * s * (3.0f - 2.0f * s);
        for (int b = 0; b < n; ++b) {
            const Srt& from = snapshot_[static_cast<std::size_t>(b)];
            Srt to = pose.local(b);
            if (!pose.framework().isBaked(b) || from == to) {
                continue;  // only what clips drive; the stages after derive the rest
            }
            to.translation = glm::mix(from.translation, to.translation, w);
            to.rotation = glm::slerp(from.rotation, to.rotation, w);
            to.scale = glm::mix(from.scale, to.scale, w);
            pose.setLocalUnchecked(b, to);
        }
        pose.invalidateAll();
        return;
    }
    if (!offsetsReady_) {
        // The offsets from the target's first frame to the source, and the source's velocity
        // along them (from its last two frames).
        translation_.assign(static_cast<std::size_t>(n), {});
        rotation_.assign(static_cast<std::size_t>(n), {});
        for (int b = 0; b < n; ++b) {
            const std::size_t i = static_cast<std::size_t>(b);
            if (!pose.framework().isBaked(b)) {
                continue;  // only what clips drive; the stages after derive the rest
            }
            const Srt& src = snapshot_[i];
            const Srt& before = sourceVelocityFrom_[i];
            const Srt& target = pose.local(b);
            Offset& t = translation_[i];
            const glm::vec3 d = src.translation - target.translation;
            t.x0 = glm::length(d);
            if (t.x0 > 1e-6f) {
                t.axis = d / t.x0;
                t.v0 = dt_ > 0.0f ? glm::dot((src.translation - before.translation) / dt_, t.axis) : 0.0f;
                fitQuintic(t.x0, t.v0, seconds_, t.a0, t.t1);
            } else {
                t.x0 = 0.0f;
            }
            Offset& r = rotation_[i];
            glm::quat q = src.rotation * glm::inverse(target.rotation);
            if (q.w < 0.0f) {
                q = -q;
            }
            r.x0 = 2.0f * std::acos(glm::clamp(q.w, -1.0f, 1.0f));
            if (r.x0 > 1e-6f) {
                r.axis = glm::normalize(glm::vec3(q.x, q.y, q.z));
                glm::quat dq = src.rotation * glm::inverse(before.rotation);  // the source's turn over one frame
                if (dq.w < 0.0f) {
                    dq = -dq;
                }
                const float turn = 2.0f * std::acos(glm::clamp(dq.w, -1.0f, 1.0f));
                const glm::vec3 turnAxis = turn > 1e-6f ? glm::normalize(glm::vec3(dq.x, dq.y, dq.z)) : glm::vec3(0.0f);
                r.v0 = dt_ > 0.0f ? turn / dt_ * glm::dot(turnAxis, r.axis) : 0.0f;
                fitQuintic(r.x0, r.v0, seconds_, r.a0, r.t1);
            } else {
                r.x0 = 0.0f;
            }
        }
        offsetsReady_ = true;
    }
    for (int b = 0; b < n; ++b) {
        const std::size_t i = static_cast<std::size_t>(b);
        const float dx = translation_[i].value(elapsed), dr = rotation_[i].value(elapsed);
        if (dx == 0.0f && dr == 0.0f) {
            continue;
        }
        Srt local = pose.local(b);
        local.translation += translation_[i].axis * dx;
        local.rotation = glm::normalize(glm::angleAxis(dr, rotation_[i].axis) * local.rotation);
        pose.setLocalUnchecked(b, local);
    }
    pose.invalidateAll();
}

}  // namespace rigstage
