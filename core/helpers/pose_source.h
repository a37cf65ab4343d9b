#pragma once
// IHelperJointPoseSource from the GDC 2011 source: the only way a controller reads other bones.
// Because every read goes through it, the EvaluationOrderBuilder can find the evaluation order
// by evaluating once with a pose source that evaluates a driven bone the first time it is asked for.

#include <array>
#include <vector>

#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

#include "math/srt.h"
#include "skeleton/framework.h"

namespace rigstage {

class Pose;

class PoseSource {
public:
    virtual ~PoseSource() = default;

    virtual const Framework& framework() const = 0;
    /// Returns the world transform of a bone, with its ancestors' helper joints already applied.
    virtual glm::mat4 worldTransform(int bone) = 0;
    /// Returns the world transform as SRT (cheap when the bone carries no scale).
    virtual Srt worldSrt(int bone) = 0;
    /// Returns the inverse world transform (a transpose when the bone carries no scale).
    virtual glm::mat4 worldInverse(int bone) = 0;
    /// Returns the local transform of a bone, its own helper joint already applied.
    virtual Srt localSrt(int bone) = 0;
    /// Returns the local transform of a bone as it stands, without evaluating its helper joint
    /// first: for a solver that itself drives the bone (the IK Limb reads its chain this way).
    virtual Srt currentLocal(int bone) = 0;

    /// worldSrt(bone).rotation and localSrt(bone).rotation: a source that holds them returns them
    /// alone, in registers (a field read right after a returned Srt was stored, in pieces that do
    /// not match the field's, waits for the stores to reach the cache).
    virtual glm::quat worldRotation(int bone) { return worldSrt(bone).rotation; }
    virtual glm::quat localRotation(int bone) { return localSrt(bone).rotation; }

    /// worldTransform(bone)'s translation: a source that holds the matrix reads the three floats
    /// alone (constraints read many targets' positions a frame, never their whole matrices).
    virtual glm::vec3 worldTranslation(int bone) { return glm::vec3(worldTransform(bone)[3]); }
    /// Returns the parent's world transform, or identity for a root.
    glm::mat4 parentWorld(int bone);
    /// Returns the parent's world rotation, or identity for a root.
    glm::quat parentWorldRotation(int bone);
    /// Returns the inverse of the parent's world transform, or identity for a root.
    glm::mat4 parentWorldInverse(int bone);

    /// A rotation one helper solved for another bone's helper, handed over within this pass (the
    /// IK Limb's root solves its middle bone too). It lives with the pass, so with the one
    /// character the pass evaluates: several characters' passes may interleave on one thread.
    void keepHandOver(int bone, const glm::quat& rotation);
    /// Forgets the rotation kept for bone (a solve that failed).
    void dropHandOver(int bone);
    /// The rotation kept for bone in this pass, or null.
    const glm::quat* handOver(int bone) const;
    /// How many rotations the pass holds.
    std::size_t handOverCount() const;

private:
    struct HandOver {
        int bone;
        glm::quat rotation;
    };
    const HandOver* findHandOver(int bone) const;
    // One per IK Limb, so a few: searched in a line, the first ones held inline so that a pass
    // allocates nothing.
    static constexpr int kInlineHandOvers = 8;
    std::array<HandOver, kInlineHandOvers> inlineHandOvers_;
    int inlineCount_ = 0;
    std::vector<HandOver> moreHandOvers_;
};

/// Reads a Pose directly: what the replayed evaluation order uses every frame.
class DirectPoseSource final : public PoseSource {
public:
    explicit DirectPoseSource(Pose& pose);
    const Framework& framework() const override;
    glm::mat4 worldTransform(int bone) override;
    Srt worldSrt(int bone) override;
    glm::mat4 worldInverse(int bone) override;
    Srt localSrt(int bone) override;
    Srt currentLocal(int bone) override;
    glm::quat worldRotation(int bone) override;
    glm::quat localRotation(int bone) override;
    glm::vec3 worldTranslation(int bone) override;

private:
    Pose& pose_;
};

}  // namespace rigstage
