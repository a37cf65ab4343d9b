#include "procedural/chain_physics.h"

#include <algorithm>
#include <cmath>

#include <glm/gtc/constants.hpp>

#include "procedural/suspension_spring.h"

namespace rigstage {

namespace {

glm::quat arc(const glm::vec3& from, const glm::vec3& to)
{
    const float lf = glm::length(from), lt = glm::length(to);
    if (lf < 1e-8f || lt < 1e-8f) {
        return glm::quat(1, 0, 0, 0);
    }
    const glm::vec3 a = from / lf, b = to / lt;
    const float c = glm::dot(a, b);
    if (c < -0.99999f) {
        return glm::quat(1, 0, 0, 0);  // never asked: swings are limited below 180 degrees
    }
    const glm::vec3 axis = glm::cross(a, b);
    return glm::normalize(glm::quat(1.0f + c, axis.x, axis.y, axis.z));
}

glm::vec3 position(Pose& pose, int bone) { return glm::vec3(pose.world(bone)[3]); }

}  // namespace

std::optional<ChainPhysics> ChainPhysics::create(const ChainPhysicsSettings& settings, const Framework& fw, std::string& error)
{
    if (settings.bones.size() < 2) {
        error = "a chain needs at least two joints";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < settings.bones.size(); ++i) {
        const int b = settings.bones[i];
        if (b < 0 || b >= fw.boneCount()) {
            error = "a joint of the chain is not in the stack";
            return std::nullopt;
        }
        if (i > 0 && fw.parent(b) != settings.bones[i - 1]) {
            error = "'" + fw.boneName(b) + "' is not the child of '" + fw.boneName(settings.bones[i - 1]) + "'";
            return std::nullopt;
        }
    }
    ChainPhysics c;
    c.settings_ = settings;
    const std::size_t n = settings.bones.size();
    c.x_.resize(n);
    c.v_.resize(n);
    c.target_.resize(n);
    c.targetBefore_.resize(n);
    c.inputLocals_.resize(n - 1);
    c.writtenLocals_.resize(n - 1);
    return c;
}

bool ChainPhysics::contains(int bone) const
{
    return std::find(settings_.bones.begin(), settings_.bones.end(), bone) != settings_.bones.end();
}

bool ChainPhysics::applyImpulse(int bone, const glm::vec3& impulse)
{
    const auto it = std::find(settings_.bones.begin(), settings_.bones.end(), bone);
    if (it == settings_.bones.end() || !std::isfinite(impulse.x + impulse.y + impulse.z)) {
        return false;
    }
    const std::size_t i = std::max<std::size_t>(1, static_cast<std::size_t>(it - settings_.bones.begin()));
    v_[i] += impulse / std::max(settings_.mass, 1e-6f);
    return true;
}

void ChainPhysics::release(Pose& pose)
{
    if (!wrote_) {
        return;
    }
    for (std::size_t i = 0; i + 1 < settings_.bones.size(); ++i) {
        if (pose.local(settings_.bones[i]) == writtenLocals_[i]) {
            pose.setLocal(settings_.bones[i], inputLocals_[i]);
        }
    }
    wrote_ = false;
    reset_ = true;
}

float ChainPhysics::energy() const
{
    const float w = 2.0f * glm::pi<float>() * settings_.frequencyHz;
    float e = 0.0f;
    for (std::size_t i = 1; i < x_.size(); ++i) {
        e += 0.5f * glm::dot(v_[i], v_[i]) + 0.5f * w * w * glm::dot(x_[i] - target_[i], x_[i] - target_[i]);
    }
    return e;
}

void ChainPhysics::run(Pose& pose, float dt)
{
    const std::vector<int>& bones = settings_.bones;
    const std::size_t n = bones.size();
    // The animated input (restored where the pose still holds our output).
    for (std::size_t i = 0; i + 1 < n; ++i) {
        if (wrote_ && pose.local(bones[i]) == writtenLocals_[i]) {
            pose.setLocal(bones[i], inputLocals_[i]);
        }
        inputLocals_[i] = pose.local(bones[i]);
    }
    for (std::size_t i = 0; i < n; ++i) {
        target_[i] = position(pose, bones[i]);
    }
    const glm::quat anchorRotation = pose.worldRotation(bones[0]);
    chainLength_ = 0.0f;
    for (std::size_t i = 1; i < n; ++i) {
        chainLength_ += glm::length(target_[i] - target_[i - 1]);
    }
    const bool teleported = glm::length(target_[0] - anchorBefore_) > 10.0f * std::max(chainLength_, 1e-3f);
    if (reset_ || !(dt > 0.0f) || teleported) {
        x_ = target_;
        targetBefore_ = target_;
        std::fill(v_.begin(), v_.end(), glm::vec3(0.0f));
        anchorBefore_ = target_[0];
        anchorRotationBefore_ = anchorRotation;
        reset_ = false;
        wrote_ = false;
        return;  // the pose stays animated
    }
    // The world-space trick: the bodies take (1 - worldMotion) of the anchor's motion as given,
    // and feel the rest as inertia.
    const float given = 1.0f - glm::clamp(settings_.worldMotion, 0.0f, 1.0f);
    const glm::quat turn = anchorRotation * glm::inverse(anchorRotationBefore_);
    targetBefore_[0] = glm::mix(targetBefore_[0], target_[0], given);
    for (std::size_t i = 1; i < n; ++i) {
        const glm::vec3 carried = target_[0] + turn * (x_[i] - anchorBefore_);  // moved rigidly with the anchor
        x_[i] = glm::mix(x_[i], carried, given);
        // The last frame's targets, carried the same way, so the sub-steps sweep from them to this frame's.
        targetBefore_[i] = glm::mix(targetBefore_[i], target_[0] + turn * (targetBefore_[i] - anchorBefore_), given);
    }
    anchorBefore_ = target_[0];
    anchorRotationBefore_ = anchorRotation;

    const double w = 2.0 * glm::pi<double>() * std::max(0.0f, settings_.frequencyHz);
    const double zeta = std::max(0.0f, settings_.dampingRatio);
    const int steps = std::clamp(static_cast<int>(std::ceil(dt * std::max(settings_.substepHz, 1.0f))), 1, 64);
    const float h = dt / float(steps);
    const float cosLimit = std::cos(glm::radians(glm::clamp(settings_.maxAngleDegrees, 0.0f, 179.0f)));
    bool targetsHeld = true;
    for (std::size_t i = 0; i < n; ++i) {
        targetsHeld = targetsHeld && glm::length(targetBefore_[i] - target_[i]) < 1e-6f;
    }
    std::vector<glm::vec3>& goal = targetBefore_;  // this sub-step's targets, swept towards target_
    from_ = targetBefore_;
    const std::vector<glm::vec3>& from = from_;
    const float w2 = float(w * w);
    auto potential = [&](const std::vector<glm::vec3>& at) {
        float p = 0.0f;
        for (std::size_t i = 1; i < n; ++i) {
            p += 0.5f * w2 * glm::dot(x_[i] - at[i], x_[i] - at[i]);
        }
        return p;
    };
    auto kinetic = [&] {
        float e = 0.0f;
        for (std::size_t i = 1; i < n; ++i) {
            e += 0.5f * glm::dot(v_[i], v_[i]);
        }
        return e;
    };
    for (int s = 0; s < steps; ++s) {
        const float k = float(s + 1) / float(steps);
        const float energyBefore = kinetic() + potential(goal);  // against the targets the bodies had
        for (std::size_t i = 0; i < n; ++i) {
            goal[i] = glm::mix(from[i], target_[i], k);
        }
        x_[0] = goal[0];
        for (std::size_t i = 1; i < n; ++i) {
            const glm::vec3 before = x_[i];
            // The spring acts on the offset from the target and its rate, the target moving at its
            // frame's velocity: a chain carried at constant velocity comes to rest relative to it.
            const glm::vec3 targetVelocity = (target_[i] - from[i]) / dt;
            const glm::vec3 start = glm::mix(from[i], target_[i], float(s) / float(steps));
            glm::vec3 e = x_[i] - start;
            glm::vec3 v = v_[i] - targetVelocity;
            if (w > 0.0) {
                dampedSpringStep(e, v, w, zeta, double(h));
            } else {
                e += v * h;
            }
            v += targetVelocity;
            glm::vec3 p = goal[i] + e;
            // The bone keeps its length: p goes onto the sphere around its (already solved) parent.
            const float length = glm::length(target_[i] - target_[i - 1]);
            glm::vec3 dir = p - x_[i - 1];
            const float d = glm::length(dir);
            dir = d > 1e-8f ? dir / d : glm::normalize(goal[i] - goal[i - 1] + glm::vec3(1e-9f));
            // ... within its swing limit around the direction the animation gives it.
            const glm::vec3 restDir = goal[i] - goal[i - 1];
            const glm::vec3 rest = glm::length(restDir) > 1e-8f ? glm::normalize(restDir) : dir;
            const float c = glm::dot(dir, rest);
            if (c < cosLimit) {
                const glm::vec3 side = dir - rest * c;
                const float sl = glm::length(side);
                if (sl > 1e-8f) {
                    dir = rest * cosLimit + side / sl * std::sqrt(std::max(0.0f, 1.0f - cosLimit * cosLimit));
                }
            }
            x_[i] = x_[i - 1] + dir * length;
            // The velocity the projected motion implies (never more than the spring's own).
            v_[i] = (x_[i] - before) / h;
            if (glm::dot(v_[i], v_[i]) > glm::dot(v, v)) {
                v_[i] = glm::length(v) / std::max(glm::length(v_[i]), 1e-12f) * v_[i];
            }
        }
        // The projection onto the bone lengths can move a body away from its own rest point by a
        // hair; take that out of the velocities so no sub-step adds energy (with the targets held).
        if (targetsHeld) {
            const float p = potential(goal), kin = kinetic();
            if (p + kin > energyBefore && kin > 0.0f) {
                const float scale = std::sqrt(std::max(0.0f, energyBefore - p) / kin);
                for (std::size_t i = 1; i < n; ++i) {
                    v_[i] *= scale;
                }
            }
        }
    }
    // Each joint turns so its child lands on its body (parents first, so each sees its parent's turn).
    for (std::size_t i = 0; i + 1 < n; ++i) {
        const glm::vec3 at = position(pose, bones[i]);
        const glm::vec3 child = position(pose, bones[i + 1]);
        const glm::quat delta = arc(child - at, x_[i + 1] - at);
        const int parent = pose.framework().parent(bones[i]);
        Srt local = pose.local(bones[i]);
        const glm::quat world = delta * pose.worldRotation(bones[i]);
        local.rotation = glm::normalize(parent >= 0 ? glm::inverse(pose.worldRotation(parent)) * world : world);
        pose.setLocal(bones[i], local);
        writtenLocals_[i] = local;
    }
    wrote_ = true;
}

}  // namespace rigstage
