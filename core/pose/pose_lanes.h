#pragma once
// Eight characters of one skeleton held in lanes: each entry of a bone's local transform and world
// matrix is eight floats, one character a lane (structure of arrays across characters). It is the
// block a crowd's stages run over in the lane design (docs/performance.md, "Lanes across
// characters"): one set of vector operations serves eight characters, with no rows moved between
// a pose's records and the lanes. Every operation on it is the one-character form's, lane by lane,
// so a lane holds the bits that character's Pose would hold (test_pose_lanes).
//
// Like Pose, a cache of world transforms with a dirty byte per bone, shared by the eight lanes:
// the characters of a block run the same stages, so they write the same bones, and a bone is
// computed for all eight at once when any lane reads it. Recomputing a lane whose local did not
// change gives the bits it held, so a lane never sees another's writes. Invariant as in Pose: a
// valid bone's ancestors are valid.
//
// Plain floats here, so any file may read lanes; the passes over it are vectorised in
// pose_lanes.cpp and clip_lanes.cpp (AVX where core is built for x86-64-v3).

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "math/srt.h"
#include "skeleton/framework.h"

namespace rigstage {

class Pose;

inline constexpr int kPoseLanes = 8;

/// One bone's local transforms of eight characters: entry 0-2 translation, 3-6 rotation x y z w,
/// 7-9 scale; lane k of each entry is character k's.
struct alignas(32) SrtLanes {
    float e[10][kPoseLanes];
};
/// One bone's world matrices of eight characters: entry 4 c + r is row r of column c.
struct alignas(32) MatrixLanes {
    float e[16][kPoseLanes];
};

class PoseLanes {
public:
    /// Eight characters of framework in its bind pose. The framework must outlive the block.
    explicit PoseLanes(std::shared_ptr<const Framework> framework);

    const Framework& framework() const { return *framework_; }
    int boneCount() const { return static_cast<int>(locals_.size()); }

    const SrtLanes& locals(int bone) const { return locals_[static_cast<std::size_t>(bone)]; }
    /// Character lane's local transform of bone.
    Srt local(int lane, int bone) const;
    /// Sets character lane's local transform of bone and marks the world transforms below it
    /// dirty (every lane's: they are recomputed alike).
    void setLocal(int lane, int bone, const glm::vec3& t, const glm::quat& r, const glm::vec3& s);
    void setLocal(int lane, int bone, const Srt& local) { setLocal(lane, bone, local.translation, local.rotation, local.scale); }
    /// New parts of a bone's local transform for the eight lanes, lane k's at [k] (translations at
    /// [axis][k]); a part left null keeps each lane's own.
    struct LocalParts {
        const float (*translations)[kPoseLanes] = nullptr;
        const glm::quat* rotations = nullptr;
        const glm::vec3* scales = nullptr;
    };
    /// Gives bone the parts in each lane k whose local transform stays finite with them (the rest
    /// keep theirs, as a helper's result that is not a number does: setLocal lane by lane where
    /// isFinite holds, in one pass); marks the world transforms below it dirty once. Returns the
    /// lanes written, bit k for lane k.
    std::uint8_t setFiniteLocals(int bone, const LocalParts& parts);
    std::uint8_t setFiniteLocalTranslations(int bone, const float (&translations)[3][kPoseLanes])
    {
        return setFiniteLocals(bone, {.translations = translations});
    }

    /// The arrays a clip player writes a whole layer through; call invalidateAll() afterwards.
    struct LocalArrays {
        SrtLanes* locals;
        std::uint8_t* scaled;  ///< Per bone, bit k set when lane k's local scale is not (1,1,1).
    };
    LocalArrays localArraysUnchecked() { return {locals_.data(), localScaled_.data()}; }
    /// Marks every world transform dirty.
    void invalidateAll();
    /// Character k takes poses[k]'s local transforms (poses of this block's framework; one pose
    /// may fill several lanes) and scale flags, every bone but those listed in overwritten, and
    /// every world transform is marked dirty: a crowd's characters brought in for their frame. The
    /// locals of the bones listed are left as they are: for bones the caller writes whole before
    /// anything reads them (the clip's bound bones when the clip runs first), which need not be
    /// read from memory.
    void load(const Pose* const (&poses)[kPoseLanes], std::span<const int> overwritten = {});
    /// Hands lane k's local and world transforms (brought up to date first) to poses[k], for the
    /// first poses.size() lanes, as though each pose had computed them: every bone valid, with the
    /// lane's scale bits. The poses must be of this block's framework.
    void store(std::span<Pose* const> poses);

    /// Bone's world matrices of every lane, computing the dirty ancestors first.
    const MatrixLanes& world(int bone)
    {
        if (!valid_[static_cast<std::size_t>(bone)]) {
            computeDirtyChain(bone);
        }
        return world_[static_cast<std::size_t>(bone)];
    }
    /// Character lane's world matrix of bone, brought up to date.
    glm::mat4 worldMatrix(int lane, int bone);
    /// Character lane's world translation of bone (worldMatrix's fourth column), brought up to date.
    glm::vec3 worldTranslation(int lane, int bone)
    {
        const auto& e = world(bone).e;
        return {e[12][lane], e[13][lane], e[14][lane]};
    }
    /// True when bone or one of its ancestors has a non-trivial local scale in lane.
    bool hasWorldScale(int lane, int bone);
    /// Bit k set when hasWorldScale(k, bone).
    std::uint8_t worldScaledLanes(int bone)
    {
        world(bone);
        return worldScaled_[static_cast<std::size_t>(bone)];
    }
    /// Character lane's world rotation of bone, as Pose::worldRotation gives it: read off the
    /// matrix and kept until the bone is recomputed (helpers read the same bones' rotations many
    /// times a frame), or decomposed on every read where the lane carries scale.
    glm::quat worldRotation(int lane, int bone);
    /// Every lane's worldRotation(lane, bone), lane k's at [k], valid until the next call on the
    /// block: one call where a step reads the bone's rotation in all eight lanes.
    const glm::quat* worldRotations(int bone)
    {
        const std::size_t at = static_cast<std::size_t>(bone);
        if (valid_[at] && rotationKept_[at] == 0xFF) {
            return &worldRotation_[at * kPoseLanes];
        }
        return computeWorldRotations(bone);
    }
    bool isWorldValid(int bone) const { return valid_[static_cast<std::size_t>(bone)] != 0; }
    /// Brings the world transforms of bones up to date (quickest with ancestors listed first).
    void updateWorld(std::span<const int> bones);
    /// Brings every world transform up to date, parents first: the operations of Pose's world pass
    /// (toMatrix for a root, affineTimesSrt below it), eight lanes a step.
    void computeWorld();

private:
    void invalidateBelow(int bone);
    void computeDirtyChain(int bone);
    void computeBone(int bone);
    const glm::quat* computeWorldRotations(int bone);

    std::shared_ptr<const Framework> framework_;
    std::vector<SrtLanes> locals_;
    std::vector<MatrixLanes> world_;
    std::vector<std::uint8_t> valid_;        // 1 when every lane's world transform is up to date
    std::vector<std::uint8_t> localScaled_;  // bit k: lane k's local scale is not (1,1,1)
    std::vector<std::uint8_t> worldScaled_;  // bit k: lane k's bone or an ancestor is scaled
    std::vector<glm::quat> worldRotation_;   // [bone][lane]: kept where rotationKept_ says
    std::vector<std::uint8_t> rotationKept_;  // bit k: lane k's rotation is kept (cleared on recompute)
    std::vector<std::uint8_t> notLoaded_;     // load()'s overwritten bones, 1 each while it runs
};

/// One character of a block, read and written as a Pose is by the helper joints: its locals, and
/// setting one (helpers/helper_joint.h evaluates through it).
struct PoseLane {
    PoseLanes& block;
    int lane;
    Srt local(int bone) const { return block.local(lane, bone); }
    void setLocal(int bone, const glm::vec3& t, const glm::quat& r, const glm::vec3& s) { block.setLocal(lane, bone, t, r, s); }
};

}  // namespace rigstage
