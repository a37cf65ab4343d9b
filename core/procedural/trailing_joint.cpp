#include "procedural/trailing_joint.h"

#include <algorithm>
#include <cmath>

#include "procedural/damp_spring.h"

namespace rigstage {

TrailingJoint::TrailingJoint(const TrailingJointSettings& settings)
    : settings_(settings)
{
}

void TrailingJoint::update(Pose& pose, float dt)
{
    const int bone = settings_.bone;
    if (bone < 0 || bone >= pose.boneCount() || glm::dot(settings_.restOffset, settings_.restOffset) < 1e-8f) {
        return;
    }
    // The animated input: what the pose holds, unless it is still our own output from last time.
    const glm::quat current = pose.local(bone).rotation;
    if (!(wrote_ && current == written_)) {
        input_ = current;
    }
    pose.setLocalRotation(bone, input_);
    const Srt world = pose.worldSrt(bone);
    const glm::vec3 joint = world.translation;
    const glm::vec3 target = joint + world.rotation * settings_.restOffset;

    if (reset_) {
        position_ = target;
        velocity_ = glm::vec3(0.0f);
        reset_ = false;
    } else if (dt > 1e-5f) {
        dampSpring(position_, velocity_, target, settings_.dampSeconds, dt);
    }

    const glm::vec3 targetOffset = target - joint;
    glm::vec3 currentOffset = position_ - joint;
    glm::quat swing(1.0f, 0.0f, 0.0f, 0.0f);
    const float lengths = glm::length(targetOffset) * glm::length(currentOffset);
    if (lengths > 1e-8f) {
        const glm::vec3 axisRaw = glm::cross(targetOffset, currentOffset);
        const float sinAngle = glm::length(axisRaw) / lengths;
        const float cosAngle = glm::dot(targetOffset, currentOffset) / lengths;
        const float angle = std::atan2(sinAngle, cosAngle);
        if (sinAngle > 1e-7f) {
            const glm::vec3 axis = axisRaw / glm::length(axisRaw);
            const float limit = glm::radians(settings_.angleLimitDegrees);
            float applied = angle;
            if (angle > limit) {
                // Pull the particle back onto the limit and cancel the velocity that pushes past it.
                const glm::quat fixup = glm::angleAxis(limit - angle, axis);
                const glm::vec3 fixupPosition = joint + fixup * currentOffset;
                const glm::vec3 fixupOffset = fixupPosition - position_;
                if (glm::dot(fixupOffset, velocity_) < 0.0f && glm::dot(fixupOffset, fixupOffset) > 1e-12f) {
                    velocity_ -= fixupOffset * (glm::dot(velocity_, fixupOffset) / glm::dot(fixupOffset, fixupOffset));
                }
                position_ = fixupPosition;
                applied = limit;
            }
            swing = glm::angleAxis(applied, axis);
            swingDegrees_ = glm::degrees(applied);
        } else {
            swingDegrees_ = cosAngle < 0.0f ? 180.0f : 0.0f;
        }
    }
    // Keep the particle between the distance limits, so fast motion cannot leave it stuck.
    currentOffset = position_ - joint;
    const float distSq = glm::dot(currentOffset, currentOffset);
    const float restSq = glm::dot(settings_.restOffset, settings_.restOffset);
    if (distSq > 1e-10f) {
        const float minSq = settings_.minDistanceRatio * settings_.minDistanceRatio * restSq;
        const float maxSq = settings_.maxDistanceRatio * settings_.maxDistanceRatio * restSq;
        if (distSq < minSq) {
            position_ = joint + currentOffset * std::sqrt(minSq / distSq);
        } else if (distSq > maxSq) {
            position_ = joint + currentOffset * std::sqrt(maxSq / distSq);
        }
    }

    const int parent = pose.framework().parent(bone);
    const glm::quat parentRotation = parent >= 0 ? pose.worldRotation(parent) : glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    written_ = glm::normalize(glm::inverse(parentRotation) * (swing * world.rotation));
    pose.setLocalRotation(bone, written_);
    wrote_ = true;
}

}  // namespace rigstage
