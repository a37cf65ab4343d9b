#pragma once
// Eight characters of one skeleton held in lanes: each entry of a bone's local transform and world
// matrix is eight floats, one character a lane (structure of arrays across characters). It is the
// block a crowd's stages are to run over in the lane design (docs/performance.md, "Lanes across
// characters"): one set of vector operations serves eight characters, with no rows moved between
// a pose's records and the lanes. Every operation on it is the one-character form's, lane by lane,
// so a lane holds the bits that character's Pose would hold (test_pose_lanes).
//
// Plain floats here, so any file may read lanes; the passes over it are vectorised in
// pose_lanes.cpp and clip_lanes.cpp (AVX where core is built for x86-64-v3).

#include <memory>
#include <vector>

#include "math/srt.h"
#include "skeleton/framework.h"

namespace rigstage {

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

    SrtLanes& locals(int bone) { return locals_[static_cast<std::size_t>(bone)]; }
    const SrtLanes& locals(int bone) const { return locals_[static_cast<std::size_t>(bone)]; }
    const MatrixLanes& world(int bone) const { return world_[static_cast<std::size_t>(bone)]; }

    /// Character lane's local transform of bone.
    Srt local(int lane, int bone) const;
    void setLocal(int lane, int bone, const Srt& local);
    /// Character lane's world matrix of bone, as computeWorld() last left it.
    glm::mat4 worldMatrix(int lane, int bone) const;

    /// Every bone's world matrix of every lane from the local transforms, parents first: the
    /// operations of Pose's world pass (toMatrix for a root, affineTimesSrt below it), eight lanes a
    /// step.
    void computeWorld();

private:
    std::shared_ptr<const Framework> framework_;
    std::vector<SrtLanes> locals_;
    std::vector<MatrixLanes> world_;
};

}  // namespace rigstage
