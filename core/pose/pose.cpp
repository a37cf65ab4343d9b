#include "pose/pose.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include "pose/world_batch.h"
#include "pose/world_lanes.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rigstage {

Pose::Pose(std::shared_ptr<const Framework> framework)
    : framework_(std::move(framework))
{
    const int n = framework_->boneCount();
    locals_.resize(n);
    world_.resize(n, glm::mat4(1.0f));
    worldRotation_.resize(n, glm::quat(1.0f, 0.0f, 0.0f, 0.0f));
    worldValid_.assign(n, 0);
    localScaled_.assign(n, 0);
    worldScaled_.assign(n, 0);
    resetToBind();
}

void Pose::resetToBind()
{
    for (int i = 0; i < boneCount(); ++i) {
        setLocalUnchecked(i, framework_->bindLocal(i));
    }
    invalidateAll();
}

void Pose::invalidateBelow(int bone)
{
    // A dirty bone already has dirty descendants (see the invariant in pose.h).
    if (!worldValid_[bone]) {
        return;
    }
    // Through a pointer held here: a byte store through the vector may alias the vector itself, and
    // the compiler reloaded its data pointer for every descendant.
    std::uint8_t* valid = worldValid_.data();
    valid[bone] = 0;
    // Four at a time: a pelvis has most of the body below it, and a stage that moves it does so
    // more than once a frame (the loop one at a time was 5 instructions a bone).
    const std::span<const int> below = framework_->descendants(bone);
    const int* d = below.data();
    const int* const end = d + below.size();
    for (; end - d >= 4; d += 4) {
        valid[d[0]] = 0;
        valid[d[1]] = 0;
        valid[d[2]] = 0;
        valid[d[3]] = 0;
    }
    for (; d < end; ++d) {
        valid[*d] = 0;
    }
}

void Pose::setLocal(int bone, const Srt& local)
{
    setLocal(bone, local.translation, local.rotation, local.scale);
}

void Pose::setLocalTranslation(int bone, const glm::vec3& t)
{
    locals_[bone].translation = t;
    invalidateBelow(bone);
}

void Pose::setLocalRotation(int bone, const glm::quat& r)
{
    locals_[bone].rotation = r;
    invalidateBelow(bone);
}

void Pose::setLocalScale(int bone, const glm::vec3& s)
{
    locals_[bone].scale = s;
    localScaled_[bone] = isTrivialScale(s) ? 0 : 1;
    invalidateBelow(bone);
}

namespace {

// Stores a quaternion with one 16-byte store: worldRotation() reads it back with one 16-byte load,
// which the CPU forwards from a store of the same size only (the call's two halves were stored 8
// bytes at a time).
inline void storeQuat(const glm::quat& q, glm::quat& out)
{
#if defined(__SSE2__)
    static_assert(offsetof(glm::quat, x) == 0 && offsetof(glm::quat, w) == 3 * sizeof(float));  // x y z w
    _mm_storeu_ps(&out.x, _mm_setr_ps(q.x, q.y, q.z, q.w));
#else
    out = q;
#endif
}

// rotationOfRigidMatrix (math/srt.h) inline, the same operations: called, it returned the
// quaternion in two halves that were joined through the stack.
[[gnu::always_inline]] inline glm::quat rigidRotation(const glm::mat4& w)
{
    return safeNormalize(glm::quat_cast(glm::mat3(w)));
}

// How many of n bytes are 0, sixteen at a time in SSE2 (GCC left std::count a byte at a time:
// about 540 instructions for a 190-bone pose, at the end of every frame).
int countZeroBytes(const std::uint8_t* bytes, int n)
{
    int i = 0;
    int count = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1);
    __m128i sums = zero;  // two 64-bit sums
    for (; i + 16 <= n; i += 16) {
        const __m128i isZero = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + i)), zero);
        sums = _mm_add_epi64(sums, _mm_sad_epu8(_mm_and_si128(isZero, one), zero));
    }
    count = _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_unpackhi_epi64(sums, sums));
#endif
    for (; i < n; ++i) {
        count += bytes[i] == 0 ? 1 : 0;
    }
    return count;
}

// Touches every cache line of an array with a prefetch: the loads go out side by side, where the
// frame's own first reads would each wait for theirs in turn.
template <typename T>
void prefetchArray(const std::vector<T>& values)
{
#if defined(__GNUC__)
    const char* begin = reinterpret_cast<const char*>(values.data());
    const char* end = begin + values.size() * sizeof(T);
    for (const char* line = begin; line < end; line += 64) {
        __builtin_prefetch(line, 1, 3);
    }
#else
    (void)values;
#endif
}

}  // namespace

void Pose::prefetch(bool keptRotations) const
{
    prefetchArray(locals_);
    prefetchArray(world_);
    if (keptRotations) {
        prefetchArray(worldRotation_);
    }
    prefetchArray(worldValid_);
    prefetchArray(localScaled_);
    prefetchArray(worldScaled_);
}

void Pose::invalidateAll()
{
    std::fill(worldValid_.begin(), worldValid_.end(), 0);
    allDirty_ = true;
}

void Pose::computeWorld(int bone)
{
    const int p = framework_->parent(bone);
    if (p < 0) {
        world_[bone] = toMatrix(locals_[bone]);
        worldScaled_[bone] = localScaled_[bone];
    } else {
        affineTimesSrt(world_[p], locals_[bone], world_[bone]);
        worldScaled_[bone] = localScaled_[bone] | worldScaled_[p];
    }
    worldValid_[bone] = kWorldValid;
}

void Pose::computeDirtyChain(int bone)
{
    // Cleared here, not per bone in computeWorld: a bool store there may alias every array the
    // loop reads, which made the compiler reload them for each bone (0.8x on a full recompute).
    allDirty_ = false;
    // The dirty ancestors are the ones just above the bone (a valid bone's ancestors are valid,
    // pose.h): count them up the parents, then compute them root first from the ancestor list,
    // rather than test every ancestor down from the root (helpers read bones eight or more deep
    // whose parent is most often valid already).
    const int* parents = framework_->parentIndices();
    const std::uint8_t* valid = worldValid_.data();
    std::size_t dirtyAbove = 0;
    for (int p = parents[bone]; p >= 0 && !valid[p]; p = parents[p]) {
        ++dirtyAbove;
    }
    if (dirtyAbove > 0) {
        const std::span<const int> chain = framework_->ancestors(bone);
        for (std::size_t k = chain.size() - dirtyAbove; k < chain.size(); ++k) {
            computeWorld(chain[k]);
        }
    }
    computeWorld(bone);
}

void Pose::updateWorld(std::span<const int> bones)
{
    // Through computeDirtyChain, not computeWorld alone: with the list ancestor-closed and parents
    // first its walk up stops at the first parent (already valid); a list that is not still gives
    // right transforms, only slower.
    for (const int bone : bones) {
        if (!worldValid_[bone]) {
            computeDirtyChain(bone);
        }
    }
}

void Pose::updateWorldRotations(std::span<const int> bones)
{
    // One by one: four in lanes (quatFromColumns, the same bits) measured 0.99x on the game rig.
    for (const int bone : bones) {
        // The world transform first: the scale bit of a dirty bone is its last computation's, and
        // a rotation kept for a bone that is scaled now would be read as its rotation.
        const glm::mat4& w = world(bone);
        if (!worldScaled_[bone]) {
            rigidWorldRotation(bone, w);
        }
    }
}

glm::mat4 Pose::worldInverse(int bone)
{
    const glm::mat4& w = world(bone);
    return worldScaled_[bone] ? inverseAffine(w) : inverseRigid(w);
}

Srt Pose::worldSrt(int bone)
{
    const glm::mat4& w = world(bone);
    if (worldScaled_[bone]) {
        return fromMatrix(w);
    }
    Srt out;
    out.translation = glm::vec3(w[3]);
    out.rotation = rigidWorldRotation(bone, w);
    return out;
}

void Pose::readWorldRotation(int bone)
{
    const glm::mat4& w = world(bone);
    if (worldScaled_[bone]) {
        storeQuat(fromMatrix(w).rotation, worldRotation_[bone]);
    } else {
        rigidWorldRotation(bone, w);
    }
}

glm::quat Pose::rigidWorldRotation(int bone, const glm::mat4& w)
{
    if (worldValid_[bone] != kRotationValid) {
        storeQuat(rigidRotation(w), worldRotation_[bone]);
        worldValid_[bone] = kRotationValid;
    }
    return worldRotation_[bone];
}

bool Pose::hasWorldScale(int bone)
{
    world(bone);
    return worldScaled_[bone] != 0;
}

void Pose::computeAllWorld()
{
    allDirty_ = false;
    for (int i = 0; i < boneCount(); ++i) {
        computeWorld(i);
    }
}

const std::vector<glm::mat4>& Pose::allWorld()
{
    // Many dirty bones (a clip's frame, a pelvis moved): the batch pass; a few: one at a time, as
    // the batch pass converts every bone's rotation whether dirty or not.
    const int n = boneCount();
    const int dirty = allDirty_ ? n : countZeroBytes(worldValid_.data(), n);
    if (dirty >= n / 4 && dirty > 0) {
        static_assert(kWorldValid == 1, "the batch pass marks computed bones 1");
        computeDirtyWorldInOrder({locals_.data(), localScaled_.data(), framework_->parentIndices(), n, world_.data(),
                                  worldScaled_.data(), worldValid_.data()});
        allDirty_ = false;
        return world_;
    }
    for (int i = 0; i < boneCount(); ++i) {
        if (!worldValid_[i]) {
            computeWorld(i);  // parents come first, so they are valid by now
        }
    }
    return world_;
}

void Pose::allWorldAcross(std::span<Pose* const> poses)
{
    // Poses of one framework share a hierarchy: each group of up to eight is one lane pass. A
    // crowd wearing several costume sets interleaves frameworks, so poses are grouped, not taken in
    // runs; a pose alone takes its own pass (one bone at a time when few are dirty).
    struct Group {
        const Framework* framework = nullptr;
        std::array<Pose*, kWorldLanes> members{};
        std::size_t size = 0;
    };
    std::array<Group, kWorldLanes> groups;
    const auto flush = [](Group& g) {
        if (g.size == 1) {
            g.members[0]->allWorld();
        } else if (g.size > 1) {
            std::array<WorldPassArrays, kWorldLanes> arrays;
            for (std::size_t k = 0; k < g.size; ++k) {
                Pose& p = *g.members[k];
                arrays[k] = {p.locals_.data(), p.localScaled_.data(), p.framework_->parentIndices(), p.boneCount(),
                             p.world_.data(), p.worldScaled_.data(), p.worldValid_.data()};
                p.allDirty_ = false;
            }
            computeDirtyWorldAcross(std::span<const WorldPassArrays>(arrays.data(), g.size));
        }
        g = Group{};
    };
    for (Pose* pose : poses) {
        const Framework* framework = pose->framework_.get();
        Group* group = nullptr;
        for (Group& g : groups) {
            if (g.size > 0 && g.framework == framework) {
                group = &g;
                break;
            }
        }
        if (!group) {
            // A free group, or else the fullest one passed now to make room.
            auto slot = std::find_if(groups.begin(), groups.end(), [](const Group& g) { return g.size == 0; });
            if (slot == groups.end()) {
                slot = std::max_element(groups.begin(), groups.end(), [](const Group& a, const Group& b) { return a.size < b.size; });
                flush(*slot);
            }
            group = &*slot;
            group->framework = framework;
        }
        group->members[group->size++] = pose;
        if (group->size == kWorldLanes) {
            flush(*group);
        }
    }
    for (Group& g : groups) {
        flush(g);
    }
}

bool Pose::localsFinite() const
{
    return std::all_of(locals_.begin(), locals_.end(), [](const Srt& l) { return isFinite(l); });
}

}  // namespace rigstage
