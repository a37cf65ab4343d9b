#include "pose/pose_lanes.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>
#include <utility>

#include "math/lanes8.h"
#include "math/quat_lanes.h"
#include "pose/pose.h"
#include "pose/world_lanes.h"

namespace rigstage {

PoseLanes::PoseLanes(std::shared_ptr<const Framework> framework)
    : framework_(std::move(framework)),
      locals_(static_cast<std::size_t>(framework_->boneCount())),
      world_(static_cast<std::size_t>(framework_->boneCount())),
      valid_(static_cast<std::size_t>(framework_->boneCount()), 0),
      localScaled_(static_cast<std::size_t>(framework_->boneCount()), 0),
      worldScaled_(static_cast<std::size_t>(framework_->boneCount()), 0),
      worldRotation_(static_cast<std::size_t>(framework_->boneCount()) * kPoseLanes),
      rotationKept_(static_cast<std::size_t>(framework_->boneCount()), 0),
      notLoaded_(static_cast<std::size_t>(framework_->boneCount()), 0)
{
    for (int bone = 0; bone < boneCount(); ++bone) {
        for (int lane = 0; lane < kPoseLanes; ++lane) {
            setLocal(lane, bone, framework_->bindLocal(bone));
        }
    }
    invalidateAll();
}

Srt PoseLanes::local(int lane, int bone) const
{
    const auto& e = locals(bone).e;
    Srt s;
    s.translation = glm::vec3(e[0][lane], e[1][lane], e[2][lane]);
    s.rotation = glm::quat(e[6][lane], e[3][lane], e[4][lane], e[5][lane]);
    s.scale = glm::vec3(e[7][lane], e[8][lane], e[9][lane]);
    return s;
}

void PoseLanes::setLocal(int lane, int bone, const glm::vec3& t, const glm::quat& r, const glm::vec3& s)
{
    const float parts[10] = {t.x, t.y, t.z, r.x, r.y, r.z, r.w, s.x, s.y, s.z};
    auto& e = locals_[static_cast<std::size_t>(bone)].e;
    for (int i = 0; i < 10; ++i) {
        e[i][lane] = parts[i];
    }
    const auto bit = static_cast<std::uint8_t>(1u << lane);
    std::uint8_t& scaled = localScaled_[static_cast<std::size_t>(bone)];
    scaled = static_cast<std::uint8_t>(isTrivialScale(s) ? scaled & ~bit : scaled | bit);
    invalidateBelow(bone);
}

std::uint8_t PoseLanes::setFiniteLocals(int bone, const LocalParts& parts)
{
    // Lane by lane as setLocal would be called where isFinite holds, without a call per lane: the
    // kept parts read straight from the entries, the scale bits changed only where a scale is given.
    auto& e = locals_[static_cast<std::size_t>(bone)].e;
    std::uint8_t& scaled = localScaled_[static_cast<std::size_t>(bone)];
#if defined(__AVX__)
    // The eight lanes a register: the new parts over the kept entries, isFinite's x - x summed
    // over the ten (0 exactly when every one is finite), isTrivialScale's test on the new scales.
    __m256 kept[10], next[10];
    for (int i = 0; i < 10; ++i) {
        kept[i] = next[i] = _mm256_load_ps(e[i]);
    }
    if (parts.translations) {
        for (int c = 0; c < 3; ++c) {
            next[c] = _mm256_loadu_ps(parts.translations[c]);
        }
    }
    __m128 rows[kPoseLanes];
    __m256 columns[4];
    if (parts.rotations) {
        for (int k = 0; k < kPoseLanes; ++k) {
            const glm::quat& r = parts.rotations[k];
            rows[k] = _mm_set_ps(r.w, r.z, r.y, r.x);
        }
        transpose8x4(rows, columns);
        for (int c = 0; c < 4; ++c) {
            next[3 + c] = columns[c];
        }
    }
    if (parts.scales) {
        for (int k = 0; k < kPoseLanes; ++k) {
            const glm::vec3& v = parts.scales[k];
            rows[k] = _mm_set_ps(0.0f, v.z, v.y, v.x);
        }
        transpose8x4(rows, columns);
        for (int c = 0; c < 3; ++c) {
            next[7 + c] = columns[c];
        }
    }
    __m256 sum = _mm256_sub_ps(next[0], next[0]);
    for (int i = 1; i < 10; ++i) {
        sum = _mm256_add_ps(sum, _mm256_sub_ps(next[i], next[i]));
    }
    const __m256 finite = _mm256_cmp_ps(sum, _mm256_setzero_ps(), _CMP_EQ_OQ);
    const auto written = static_cast<std::uint8_t>(_mm256_movemask_ps(finite));
    if (!written) {
        return 0;
    }
    for (int i = 0; i < 10; ++i) {
        _mm256_store_ps(e[i], _mm256_blendv_ps(kept[i], next[i], finite));
    }
    if (parts.scales) {
        const __m256 one = _mm256_set1_ps(1.0f), epsilon = _mm256_set1_ps(kTrivialScaleEpsilon);
        const __m256 sign = _mm256_set1_ps(-0.0f);
        __m256 trivial = _mm256_cmp_ps(one, one, _CMP_EQ_OQ);
        for (int c = 0; c < 3; ++c) {
            const __m256 off = _mm256_andnot_ps(sign, _mm256_sub_ps(next[7 + c], one));
            trivial = _mm256_and_ps(trivial, _mm256_cmp_ps(off, epsilon, _CMP_LE_OQ));
        }
        const auto nontrivial = static_cast<std::uint8_t>(~_mm256_movemask_ps(trivial));
        scaled = static_cast<std::uint8_t>((scaled & ~written) | (nontrivial & written));
    }
    invalidateBelow(bone);
    return written;
#else
    std::uint8_t written = 0;
    for (int k = 0; k < kPoseLanes; ++k) {
        const glm::vec3 t = parts.translations
                                ? glm::vec3(parts.translations[0][k], parts.translations[1][k], parts.translations[2][k])
                                : glm::vec3(e[0][k], e[1][k], e[2][k]);
        const glm::quat r = parts.rotations ? parts.rotations[k] : glm::quat(e[6][k], e[3][k], e[4][k], e[5][k]);
        const glm::vec3 s = parts.scales ? parts.scales[k] : glm::vec3(e[7][k], e[8][k], e[9][k]);
        if (!(isFinite(t) & isFinite(r) & isFinite(s))) {
            continue;
        }
        e[0][k] = t.x, e[1][k] = t.y, e[2][k] = t.z;
        e[3][k] = r.x, e[4][k] = r.y, e[5][k] = r.z, e[6][k] = r.w;
        e[7][k] = s.x, e[8][k] = s.y, e[9][k] = s.z;
        const auto bit = static_cast<std::uint8_t>(1u << k);
        if (parts.scales) {
            scaled = static_cast<std::uint8_t>(isTrivialScale(s) ? scaled & ~bit : scaled | bit);
        }
        written = static_cast<std::uint8_t>(written | bit);
    }
    if (written) {
        invalidateBelow(bone);
    }
    return written;
#endif
}

void PoseLanes::invalidateAll()
{
    std::fill(valid_.begin(), valid_.end(), 0);
}

void PoseLanes::load(const Pose* const (&poses)[kPoseLanes], std::span<const int> overwritten)
{
    static_assert(sizeof(Srt) == 10 * sizeof(float), "Srt is its ten entries in SrtLanes' order");
    // Each pose's arrays read through plain pointers held here, so the compiler keeps them in
    // registers (a byte read through a pose's vector could otherwise alias its pointers).
    const float* from[kPoseLanes];
    const std::uint8_t* scaledFrom[kPoseLanes];
    for (int k = 0; k < kPoseLanes; ++k) {
        assert(&poses[k]->framework() == framework_.get());
        from[k] = &poses[k]->locals_.data()->translation.x;
        scaledFrom[k] = poses[k]->localScaled_.data();
    }
    const int n = boneCount();
    for (const int bone : overwritten) {
        if (bone < 0 || bone >= n) {  // refused before any bone is marked, so none stays marked
            throw std::out_of_range("PoseLanes::load: an overwritten bone is not one of the block's");
        }
    }
    for (const int bone : overwritten) {
        notLoaded_[static_cast<std::size_t>(bone)] = 1;
    }
    for (int bone = 0; bone < n; ++bone) {
        const std::size_t at = static_cast<std::size_t>(bone);
        if (notLoaded_[at]) {
            notLoaded_[at] = 0;  // cleared for the next load
            continue;
        }
        auto& e = locals_[at].e;
#if defined(__AVX__)
        // An Srt's first eight floats are entries 0-7: eight rows, one 8x8 transpose.
        __m256 rows[kPoseLanes];
        for (int k = 0; k < kPoseLanes; ++k) {
            rows[k] = _mm256_loadu_ps(from[k] + 10 * at);
        }
        transpose8x8(rows, rows);
        for (int i = 0; i < 8; ++i) {
            _mm256_store_ps(e[i], rows[i]);
        }
        for (int k = 0; k < kPoseLanes; ++k) {
            e[8][k] = from[k][10 * at + 8];
            e[9][k] = from[k][10 * at + 9];
        }
#else
        for (int k = 0; k < kPoseLanes; ++k) {
            for (int i = 0; i < 10; ++i) {
                e[i][k] = from[k][10 * at + static_cast<std::size_t>(i)];
            }
        }
#endif
    }
    // Pose's own scale flags (0 or 1 a bone), so each lane sees the scale exactly as its pose does.
    std::uint8_t* scaled = localScaled_.data();
    int bone = 0;
#if defined(__AVX2__)
    for (; bone + 32 <= n; bone += 32) {  // 32 bones a step: lane k's flags moved to bit k
        __m256i bits = _mm256_setzero_si256();
        for (int k = 0; k < kPoseLanes; ++k) {
            const __m256i flags = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(scaledFrom[k] + bone));
            bits = _mm256_or_si256(bits, _mm256_and_si256(_mm256_slli_epi16(flags, k), _mm256_set1_epi8(static_cast<char>(1 << k))));
        }
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(scaled + bone), bits);
    }
#endif
    for (; bone < n; ++bone) {
        unsigned bits = 0;
        for (int k = 0; k < kPoseLanes; ++k) {
            bits |= scaledFrom[k][bone] ? 1u << k : 0u;
        }
        scaled[bone] = static_cast<std::uint8_t>(bits);
    }
    invalidateAll();
}

void PoseLanes::store(std::span<Pose* const> poses)
{
    assert(poses.size() <= static_cast<std::size_t>(kPoseLanes));
    const int count = static_cast<int>(poses.size());
    const int n = boneCount();
    for (int bone = 0; bone < n; ++bone) {
        world(bone);  // every bone up to date (a no-op after computeWorld)
    }
    // Each pose's arrays written through plain pointers held here (see load()).
    float* worldTo[kPoseLanes];
    float* localTo[kPoseLanes];
    for (int k = 0; k < count; ++k) {
        Pose& pose = *poses[static_cast<std::size_t>(k)];
        assert(&pose.framework() == framework_.get());
        worldTo[k] = &pose.world_.data()[0][0][0];
        localTo[k] = &pose.locals_.data()->translation.x;
    }
    for (int bone = 0; bone < n; ++bone) {
        const std::size_t at = static_cast<std::size_t>(bone);
        const auto& w = world_[at].e;
        const auto& e = locals_[at].e;
#if defined(__AVX__)
        // Three 8x8 transposes: the matrix's entries 0-7 and 8-15, the local's 0-7.
        __m256 first[kPoseLanes], second[kPoseLanes], local[kPoseLanes];
        for (int i = 0; i < 8; ++i) {
            first[i] = _mm256_load_ps(w[i]);
            second[i] = _mm256_load_ps(w[8 + i]);
            local[i] = _mm256_load_ps(e[i]);
        }
        transpose8x8(first, first);
        transpose8x8(second, second);
        transpose8x8(local, local);
        for (int k = 0; k < count; ++k) {
            _mm256_storeu_ps(worldTo[k] + 16 * at, first[k]);
            _mm256_storeu_ps(worldTo[k] + 16 * at + 8, second[k]);
            _mm256_storeu_ps(localTo[k] + 10 * at, local[k]);
            localTo[k][10 * at + 8] = e[8][k];
            localTo[k][10 * at + 9] = e[9][k];
        }
#else
        for (int k = 0; k < count; ++k) {
            for (int i = 0; i < 16; ++i) {
                worldTo[k][16 * at + static_cast<std::size_t>(i)] = w[i][k];
            }
            for (int i = 0; i < 10; ++i) {
                localTo[k][10 * at + static_cast<std::size_t>(i)] = e[i][k];
            }
        }
#endif
    }
    // Lane k's scale bits as each pose's flags (0 or 1 a bone), every bone valid.
    const std::uint8_t* localBits = localScaled_.data();
    const std::uint8_t* worldBits = worldScaled_.data();
    for (int k = 0; k < count; ++k) {
        Pose& pose = *poses[static_cast<std::size_t>(k)];
        std::uint8_t* localScaled = pose.localScaled_.data();
        std::uint8_t* worldScaled = pose.worldScaled_.data();
        std::fill(pose.worldValid_.begin(), pose.worldValid_.end(), Pose::kWorldValid);
        int bone = 0;
#if defined(__AVX2__)
        for (; bone + 32 <= n; bone += 32) {  // 32 bones a step: bit k of each byte moved to bit 0
            const __m256i one = _mm256_set1_epi8(1);
            const auto flags = [&](const std::uint8_t* bits) {
                const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bits + bone));
                return _mm256_and_si256(_mm256_srli_epi16(b, k), one);
            };
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(localScaled + bone), flags(localBits));
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(worldScaled + bone), flags(worldBits));
        }
#endif
        for (; bone < n; ++bone) {
            localScaled[bone] = static_cast<std::uint8_t>(localBits[bone] >> k & 1u);
            worldScaled[bone] = static_cast<std::uint8_t>(worldBits[bone] >> k & 1u);
        }
        pose.allDirty_ = false;
    }
}

void PoseLanes::invalidateBelow(int bone)
{
    if (!valid_[static_cast<std::size_t>(bone)]) {
        return;  // a dirty bone's descendants are dirty already
    }
    valid_[static_cast<std::size_t>(bone)] = 0;
    for (const int below : framework_->descendants(bone)) {
        valid_[static_cast<std::size_t>(below)] = 0;
    }
}

glm::mat4 PoseLanes::worldMatrix(int lane, int bone)
{
    const auto& e = world(bone).e;
    glm::mat4 m;
    for (int c = 0; c < 4; ++c) {
        for (int r = 0; r < 4; ++r) {
            m[c][r] = e[4 * c + r][lane];
        }
    }
    return m;
}

bool PoseLanes::hasWorldScale(int lane, int bone)
{
    world(bone);
    return (worldScaled_[static_cast<std::size_t>(bone)] >> lane & 1u) != 0;
}

glm::quat PoseLanes::worldRotation(int lane, int bone)
{
    const std::size_t at = static_cast<std::size_t>(bone);
    const auto bit = static_cast<std::uint8_t>(1u << lane);
    glm::quat* kept = &worldRotation_[at * kPoseLanes];
    if (valid_[at] && (rotationKept_[at] & bit)) {
        return kept[lane];  // kept only while the bone stays up to date (computeBone drops it)
    }
    [[maybe_unused]] const MatrixLanes& w = world(bone);  // read by the AVX form
    if (worldScaled_[at] & bit) {
        return fromMatrix(worldMatrix(lane, bone)).rotation;
    }
    // Every lane's at once (the other lanes read this bone's too, in the same step): glm's quat_cast
    // eight lanes at a time (quatFromColumns, its operations), then Pose's normalisation lane by lane
    // (rotationOfRigidMatrix = safeNormalize(quat_cast), pose.cpp's rigidRotation).
    float q[4][kPoseLanes];  // w x y z
#if defined(__AVX__)
    Float8 m[3][3];
    for (int c = 0; c < 3; ++c) {
        for (int r = 0; r < 3; ++r) {
            m[c][r] = {_mm256_load_ps(w.e[4 * c + r])};
        }
    }
    const QuatLanes<Float8> cast = quatFromColumns(m);
    _mm256_storeu_ps(q[0], cast.w.v);
    _mm256_storeu_ps(q[1], cast.x.v);
    _mm256_storeu_ps(q[2], cast.y.v);
    _mm256_storeu_ps(q[3], cast.z.v);
#else
    for (int k = 0; k < kPoseLanes; ++k) {
        const glm::quat c = glm::quat_cast(glm::mat3(worldMatrix(k, bone)));
        q[0][k] = c.w, q[1][k] = c.x, q[2][k] = c.y, q[3][k] = c.z;
    }
#endif
    const auto unscaled = static_cast<std::uint8_t>(~worldScaled_[at]);
    for (int k = 0; k < kPoseLanes; ++k) {
        if (unscaled >> k & 1u) {
            kept[k] = safeNormalize(glm::quat(q[0][k], q[1][k], q[2][k], q[3][k]));
        }
    }
    rotationKept_[at] = unscaled;
    return kept[lane];
}

const glm::quat* PoseLanes::computeWorldRotations(int bone)
{
    glm::quat* all = &worldRotation_[static_cast<std::size_t>(bone) * kPoseLanes];
    world(bone);  // recomputing the bone drops the rotations kept from before
    for (int k = 0; k < kPoseLanes; ++k) {
        // The first unscaled lane's read keeps every unscaled lane's; a scaled lane is decomposed
        // here, as each of its reads is (worldRotation never keeps it).
        if (!(rotationKept_[static_cast<std::size_t>(bone)] >> k & 1u)) {
            all[k] = worldRotation(k, bone);
        }
    }
    return all;
}

void PoseLanes::computeDirtyChain(int bone)
{
    // The dirty ancestors lie just above the bone (the invariant): computed root first.
    const int* parents = framework_->parentIndices();
    std::size_t dirtyAbove = 0;
    for (int p = parents[bone]; p >= 0 && !valid_[static_cast<std::size_t>(p)]; p = parents[p]) {
        ++dirtyAbove;
    }
    if (dirtyAbove > 0) {
        const std::span<const int> chain = framework_->ancestors(bone);
        for (std::size_t k = chain.size() - dirtyAbove; k < chain.size(); ++k) {
            computeBone(chain[k]);
        }
    }
    computeBone(bone);
}

void PoseLanes::updateWorld(std::span<const int> bones)
{
    for (const int bone : bones) {
        world(bone);
    }
}

void PoseLanes::computeWorld()
{
    for (int bone = 0; bone < boneCount(); ++bone) {  // parents come first
        if (!valid_[static_cast<std::size_t>(bone)]) {
            computeBone(bone);
        }
    }
}

void PoseLanes::computeBone(int i)
{
    const std::size_t at = static_cast<std::size_t>(i);
    const int p = framework_->parent(i);
    worldScaled_[at] = static_cast<std::uint8_t>(localScaled_[at] | (p >= 0 ? worldScaled_[static_cast<std::size_t>(p)] : 0));
    valid_[at] = 1;
    rotationKept_[at] = 0;
#if defined(__AVX__)
    // __m256 may alias the floats it is loaded from (GCC declares it so); the arrays are 32-byte aligned.
    const __m256* l = reinterpret_cast<const __m256*>(locals_[at].e);
    __m256* out = reinterpret_cast<__m256*>(world_[at].e);
    if (p >= 0) {
        affineTimesSrtInLanes(reinterpret_cast<const __m256*>(world_[static_cast<std::size_t>(p)].e), l, out);
        return;
    }
    // A root: toMatrix's entries, its rotation columns from the formula glm's mat3_cast uses.
    const Float8 one{_mm256_set1_ps(1.0f)}, two{_mm256_set1_ps(2.0f)};
    const ScaledColumns<Float8> c =
        scaledRotationColumns<Float8>({l[3]}, {l[4]}, {l[5]}, {l[6]}, {l[7]}, {l[8]}, {l[9]}, one, two);
    const Float8 columns[3][3] = {{c.c00, c.c01, c.c02}, {c.c10, c.c11, c.c12}, {c.c20, c.c21, c.c22}};
    for (int j = 0; j < 3; ++j) {
        for (int r = 0; r < 3; ++r) {
            out[4 * j + r] = columns[j][r].v;
        }
        out[4 * j + 3] = _mm256_setzero_ps();
    }
    out[12] = l[0];
    out[13] = l[1];
    out[14] = l[2];
    out[15] = one.v;
#else
    auto& e = world_[at].e;
    for (int lane = 0; lane < kPoseLanes; ++lane) {
        glm::mat4 m;
        if (p >= 0) {
            glm::mat4 parent;
            const auto& pe = world_[static_cast<std::size_t>(p)].e;
            for (int c = 0; c < 4; ++c) {
                for (int r = 0; r < 4; ++r) {
                    parent[c][r] = pe[4 * c + r][lane];
                }
            }
            affineTimesSrt(parent, local(lane, i), m);
        } else {
            m = toMatrix(local(lane, i));
        }
        for (int c = 0; c < 4; ++c) {
            for (int r = 0; r < 4; ++r) {
                e[4 * c + r][lane] = m[c][r];
            }
        }
    }
#endif
}

}  // namespace rigstage
