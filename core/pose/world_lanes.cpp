#include "pose/world_lanes.h"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <vector>


namespace rigstage {

namespace {

#if defined(__AVX__)

// Written with AVX intrinsics for the reason world_batch.cpp gives: GCC 12 does not vectorise
// loads of ten-float records.

// Srt read as ten floats: translation, rotation x y z w, scale.
static_assert(sizeof(Srt) == 10 * sizeof(float) && offsetof(Srt, rotation) == 3 * sizeof(float)
              && offsetof(Srt, scale) == 7 * sizeof(float));
static_assert(sizeof(glm::mat4) == 16 * sizeof(float));

/// Which byte value laneBits marks.
enum class Marked { Zero, NonZero };

/// Bit k of out[i] set where lane k's byte i is zero (or not zero, as asked), for lanes k < lanes:
/// one mask byte a bone instead of eight loads and compares in the pass. Sixteen bones a step.
void laneBits(const std::uint8_t* const (&bytes)[kWorldLanes], int lanes, int count, Marked marked, std::uint8_t* out)
{
    const bool zero = marked == Marked::Zero;
    std::memset(out, 0, static_cast<std::size_t>(count));
    const __m128i none = _mm_setzero_si128(), all = _mm_set1_epi8(-1);
    for (int k = 0; k < lanes; ++k) {
        const __m128i bit = _mm_set1_epi8(static_cast<char>(1u << k));
        const __m128i flip = zero ? none : all;
        int i = 0;
        for (; i + 16 <= count; i += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes[k] + i));
            const __m128i picked = _mm_xor_si128(_mm_cmpeq_epi8(v, none), flip);
            __m128i* o = reinterpret_cast<__m128i*>(out + i);
            _mm_storeu_si128(o, _mm_or_si128(_mm_loadu_si128(o), _mm_and_si128(picked, bit)));
        }
        for (; i < count; ++i) {
            out[i] |= static_cast<std::uint8_t>(((bytes[k][i] == 0) == zero) << k);
        }
    }
}

/// Lane k's bytes where bit k of dirty[i] is set: valid 1, scaled bit k of scaled[i].
void storeLaneFlags(const std::uint8_t* dirty, const std::uint8_t* scaled, int lanes, int count,
                    std::uint8_t* const (&valid)[kWorldLanes], std::uint8_t* const (&worldScaled)[kWorldLanes])
{
    const __m128i ones = _mm_set1_epi8(1);
    for (int k = 0; k < lanes; ++k) {
        const __m128i bit = _mm_set1_epi8(static_cast<char>(1u << k));
        int i = 0;
        for (; i + 16 <= count; i += 16) {
            const __m128i d = _mm_cmpeq_epi8(_mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(dirty + i)), bit), bit);
            const __m128i s = _mm_and_si128(_mm_cmpeq_epi8(_mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(scaled + i)), bit), bit), ones);
            __m128i* v = reinterpret_cast<__m128i*>(valid[k] + i);
            __m128i* w = reinterpret_cast<__m128i*>(worldScaled[k] + i);
            _mm_storeu_si128(v, _mm_or_si128(_mm_andnot_si128(d, _mm_loadu_si128(v)), _mm_and_si128(d, ones)));
            _mm_storeu_si128(w, _mm_or_si128(_mm_andnot_si128(d, _mm_loadu_si128(w)), _mm_and_si128(d, s)));
        }
        for (; i < count; ++i) {
            if (dirty[i] >> k & 1u) {
                valid[k][i] = 1;
                worldScaled[k][i] = scaled[i] >> k & 1u;
            }
        }
    }
}

/// Up to eight poses (lanes past `lanes` repeat the first pose's arrays and are never stored).
void eightAcross(const WorldPassArrays* poses, int lanes)
{
    const int count = poses[0].count;
    const int* const parents = poses[0].parents;
    const float* locals[kWorldLanes];
    float* world[kWorldLanes];
    const std::uint8_t* localScaled[kWorldLanes];
    std::uint8_t* worldScaled[kWorldLanes];
    std::uint8_t* valid[kWorldLanes];
    for (int k = 0; k < kWorldLanes; ++k) {
        const WorldPassArrays& p = poses[k < lanes ? k : 0];
        locals[k] = &p.locals[0].translation.x;
        world[k] = &p.world[0][0][0];
        localScaled[k] = p.localScaled;
        worldScaled[k] = p.worldScaled;
        valid[k] = p.worldValid;
    }
    // Per thread, as the single pass's columns: each bone's sixteen entries for every lane, kept
    // for its children. A bone is computed for every lane when any lane needs it, so its entries
    // here are every lane's (a lane where it was up to date computes the bits it holds).
    struct Entries {
        __m256 e[16];
    };
    thread_local std::vector<Entries> entries;
    thread_local std::vector<std::uint8_t> held;
    entries.resize(static_cast<std::size_t>(count));
    held.assign(static_cast<std::size_t>(count), 0);
    // Per bone, one bit a lane: dirty, scaled here, scaled in the world (as the poses hold it for the
    // bones up to date, as computed below for the others).
    thread_local std::vector<std::uint8_t> dirtyBits, localScaledBits, scaledBits;
    dirtyBits.resize(static_cast<std::size_t>(count));
    localScaledBits.resize(static_cast<std::size_t>(count));
    scaledBits.resize(static_cast<std::size_t>(count));
    laneBits(valid, lanes, count, Marked::Zero, dirtyBits.data());
    laneBits(localScaled, lanes, count, Marked::NonZero, localScaledBits.data());
    laneBits(worldScaled, lanes, count, Marked::NonZero, scaledBits.data());
    for (int i = 0; i < count; ++i) {
        const unsigned dirty = dirtyBits[static_cast<std::size_t>(i)];
        if (dirty == 0) {
            continue;
        }
        const int p = parents[i];
        const unsigned kept = scaledBits[static_cast<std::size_t>(i)] & ~dirty;
        if (p < 0) {
            for (int k = 0; k < lanes; ++k) {
                if (dirty >> k & 1u) {
                    reinterpret_cast<glm::mat4*>(world[k])[i] = toMatrix(reinterpret_cast<const Srt*>(locals[k])[i]);
                }
            }
            scaledBits[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(kept | (localScaledBits[static_cast<std::size_t>(i)] & dirty));
            continue;
        }
        scaledBits[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
            kept | ((localScaledBits[static_cast<std::size_t>(i)] | scaledBits[static_cast<std::size_t>(p)]) & dirty));
        // The parent's entries: computed above for every lane, or else up to date in every pose and
        // gathered here once (a bone's siblings read them again: the helper bones on a limb).
        const __m256* parent = entries[static_cast<std::size_t>(p)].e;
        if (!held[static_cast<std::size_t>(p)]) {
            __m256 rows[16];
            for (int k = 0; k < kWorldLanes; ++k) {
                const float* m = world[k] + 16 * static_cast<std::ptrdiff_t>(p);
                rows[k] = _mm256_loadu_ps(m);
                rows[8 + k] = _mm256_loadu_ps(m + 8);
            }
            __m256* gathered = entries[static_cast<std::size_t>(p)].e;
            transpose8x8(rows, gathered);
            transpose8x8(rows + 8, gathered + 8);
            held[static_cast<std::size_t>(p)] = 1;
        }
        // The local transforms: floats 0-7 (translation, rotation x y z w, scale x) and 6-9 (rotation w,
        // scale), both inside the Srt.
        __m256 local[8];
        __m128 tail[8];
        for (int k = 0; k < kWorldLanes; ++k) {
            const float* l = locals[k] + 10 * static_cast<std::ptrdiff_t>(i);
            local[k] = _mm256_loadu_ps(l);
            tail[k] = _mm_loadu_ps(l + 6);
        }
        transpose8x8(local, local);
        __m256 scale[4];
        transpose8x4(tail, scale);
        const __m256 srt[10] = {local[0], local[1], local[2], local[3], local[4], local[5], local[6], scale[1], scale[2], scale[3]};
        // Kept for the children.
        __m256* out = entries[static_cast<std::size_t>(i)].e;
        affineTimesSrtInLanes(parent, srt, out);
        held[static_cast<std::size_t>(i)] = 1;
        __m256 low[8], high[8];
        transpose8x8(out, low);
        transpose8x8(out + 8, high);
        for (int k = 0; k < lanes; ++k) {
            if (dirty >> k & 1u) {
                float* m = world[k] + 16 * static_cast<std::ptrdiff_t>(i);
                _mm256_storeu_ps(m, low[k]);
                _mm256_storeu_ps(m + 8, high[k]);
            }
        }
    }
    storeLaneFlags(dirtyBits.data(), scaledBits.data(), lanes, count, valid, worldScaled);
}

#endif

}  // namespace

void computeDirtyWorldAcross(std::span<const WorldPassArrays> poses)
{
    std::size_t start = 0;
    if (poses.empty() || poses[0].count == 0) {
        return;  // nothing to compute (and no first bone to take the arrays' addresses from)
    }
#if defined(__AVX__)
    for (; start + 1 < poses.size(); start += kWorldLanes) {
        eightAcross(poses.data() + start, static_cast<int>(std::min<std::size_t>(kWorldLanes, poses.size() - start)));
    }
#endif
    for (; start < poses.size(); ++start) {
        computeDirtyWorldInOrder(poses[start]);
    }
}

}  // namespace rigstage
