#pragma once
// Pose: the local SRT of every bone of one character instance, plus a cache of world transforms
// with a dirty bit per bone and a non-trivial-scale bit per bone (the seed's "Optimization" part).
//
// Invariant: when a bone's world transform is valid, so are its ancestors'. Setting a local
// transform therefore invalidates the bone and its descendants, and reading a world transform
// recomputes only the dirty ancestors, root first.

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "math/srt.h"
#include "skeleton/framework.h"

namespace rigstage {

class Pose {
public:
    /// Creates the bind pose of the framework. The framework must outlive the pose.
    explicit Pose(std::shared_ptr<const Framework> framework);

    const Framework& framework() const { return *framework_; }
    const std::shared_ptr<const Framework>& frameworkPtr() const { return framework_; }
    int boneCount() const { return static_cast<int>(locals_.size()); }

    /// Returns the local transform of a bone (relative to its parent).
    const Srt& local(int bone) const { return locals_[bone]; }
    /// True when every bone's local translation, rotation and scale are finite numbers.
    bool localsFinite() const;
    /// Sets the local transform of a bone and invalidates the world transforms below it.
    void setLocal(int bone, const Srt& local);
    void setLocalTranslation(int bone, const glm::vec3& t);
    void setLocalRotation(int bone, const glm::quat& r);
    void setLocalScale(int bone, const glm::vec3& s);
    /// setLocal from the three parts, inline: a helper's result goes from registers to the array.
    void setLocal(int bone, const glm::vec3& t, const glm::quat& r, const glm::vec3& s)
    {
        Srt& out = locals_[bone];
        out.translation = t;
        out.rotation = r;
        out.scale = s;
        localScaled_[bone] = isTrivialScale(s) ? 0 : 1;
        invalidateBelow(bone);
    }

    /// Writes local transforms without touching the cache; call invalidateAll() afterwards.
    /// Meant for clip players that overwrite most bones at once.
    void setLocalUnchecked(int bone, const Srt& local)
    {
        locals_[bone] = local;
        localScaled_[bone] = isTrivialScale(local.scale) ? 0 : 1;
    }
    /// The same for a transform known to carry no scale (a clip without scale keys).
    void setLocalUncheckedUnscaled(int bone, const Srt& local)
    {
        locals_[bone] = local;
        localScaled_[bone] = 0;
    }
    /// The arrays setLocalUnchecked writes, for a clip player writing a whole layer in one loop
    /// (through restrict-qualified pointers the compiler need not reload anything between bones;
    /// through the vectors it must, as the scale bytes may alias anything). Call invalidateAll()
    /// afterwards.
    struct LocalArrays {
        Srt* locals;
        std::uint8_t* scaled;  ///< 1 when the local scale is not (1,1,1): keep it in step.
    };
    LocalArrays localArraysUnchecked() { return {locals_.data(), localScaled_.data()}; }
    /// Marks every world transform dirty.
    void invalidateAll();
    /// Puts every bone back to its bind pose.
    void resetToBind();

    /// Returns the world transform of a bone, computing the dirty ancestors first.
    const glm::mat4& world(int bone)
    {
        if (!worldValid_[bone]) {
            computeDirtyChain(bone);
        }
        return world_[bone];
    }
    /// Brings the world transforms of bones up to date in one loop. Quickest when bones lists every
    /// ancestor of each of its bones too, parents first (bone order): each dirty one is then
    /// computed from a parent already valid. Any list gives the right transforms.
    void updateWorld(std::span<const int> bones);
    /// Reads the world rotations of bones (whose world transforms are up to date) off their
    /// matrices and keeps them, as worldRotation() does, in one loop of independent conversions.
    void updateWorldRotations(std::span<const int> bones);
    /// Returns the inverse of the world transform: a transpose when the bone carries no scale.
    glm::mat4 worldInverse(int bone);
    /// Returns the world transform as SRT: a cheap decomposition when the bone carries no scale.
    Srt worldSrt(int bone);
    /// worldSrt(bone).rotation, without building the Srt: the caller gets it in registers (a field
    /// read right after a 40-byte Srt was stored spans two stores, which the CPU cannot forward).
    /// Inline, read from the kept rotations: a quaternion returned from a call comes back in two
    /// halves that the caller joined through the stack with a 16-byte load the CPU could not
    /// forward from the two 8-byte stores either.
    glm::quat worldRotation(int bone)
    {
        if (worldValid_[bone] != kRotationValid) {
            readWorldRotation(bone);
        }
        return worldRotation_[bone];
    }
    /// Returns true when this bone or one of its ancestors has a non-trivial local scale.
    bool hasWorldScale(int bone);
    /// Returns true when the cached world transform is up to date (for tests and benchmarks).
    bool isWorldValid(int bone) const { return worldValid_[bone] != 0; }

    /// Recomputes every world transform in bone order, ignoring the dirty bits (the reference
    /// the cache is checked and benchmarked against).
    void computeAllWorld();

    /// Returns the world transforms, all brought up to date.
    const std::vector<glm::mat4>& allWorld();
    /// allWorld() for each of poses, those of one framework several at a time in lanes
    /// (pose/world_lanes.h): the bits each pose's own allWorld() gives.
    static void allWorldAcross(std::span<Pose* const> poses);

    /// Asks the memory system to bring this pose's arrays towards the cache without waiting for
    /// them (a hint; nothing changes). A crowd calls it for the next character while it evaluates
    /// this one, so the next pose is there when its frame starts. keptRotations false leaves the
    /// kept world rotations out, for a pass that neither reads nor writes them (PoseLanes::store).
    void prefetch(bool keptRotations = true) const;

private:
    friend class PoseLanes;  // moves characters' poses into lanes and back (PoseLanes::load, store)
    static constexpr std::uint8_t kWorldValid = 1;
    static constexpr std::uint8_t kRotationValid = 2;

    void invalidateBelow(int bone);
    /// The rotation of bone's unscaled world transform w, read off w once and kept.
    glm::quat rigidWorldRotation(int bone, const glm::mat4& w);
    /// Brings the world transform up to date and puts its rotation in worldRotation_[bone]: kept
    /// (kRotationValid) without scale, decomposed again on every read with it.
    void readWorldRotation(int bone);
    void computeDirtyChain(int bone);
    void computeWorld(int bone);

    std::shared_ptr<const Framework> framework_;
    std::vector<Srt> locals_;
    std::vector<glm::mat4> world_;
    std::vector<glm::quat> worldRotation_;   // the world rotation read off world_, kept once read
    // The seed's dirty mask: 0 dirty, kWorldValid when world_ is up to date, kRotationValid when
    // worldRotation_ is too (helpers read the same bones' world rotations many times a frame; only
    // a bone without world scale gets it, so worldRotation() returns a kept rotation as it is).
    std::vector<std::uint8_t> worldValid_;
    std::vector<std::uint8_t> localScaled_;  // 1 when the local scale is not (1,1,1)
    std::vector<std::uint8_t> worldScaled_;  // 1 when the bone or an ancestor is scaled
    // True from invalidateAll() until a world transform is next computed: allWorld() then takes the
    // batch pass (pose/world_batch.h) instead of one bone at a time.
    bool allDirty_ = true;
};

}  // namespace rigstage
