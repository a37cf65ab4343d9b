#include "anim/clip_lanes.h"

#include <array>
#include <cstddef>
#include <stdexcept>

#include "math/lanes8.h"

namespace rigstage {

namespace {

/// Bit k set where lane k of the bone's local scale is not (1, 1, 1), as Pose marks a scaled local.
std::uint8_t scaledBits(const SrtLanes& local)
{
    std::uint8_t bits = 0;
    for (int k = 0; k < kPoseLanes; ++k) {
        const glm::vec3 s(local.e[7][k], local.e[8][k], local.e[9][k]);
        bits = static_cast<std::uint8_t>(bits | (isTrivialScale(s) ? 0u : 1u << k));
    }
    return bits;
}

/// Bound track i of each lane's sampled block into its bone's lanes, one float at a time.
void copyTrackLaneByLane(const DenseClipKeys& keys, const float* const (&sampled)[kPoseLanes], int track, SrtLanes& out)
{
    const int n = keys.trackCount;
    for (int k = 0; k < kPoseLanes; ++k) {
        for (int c = 0; c < 7; ++c) {
            out.e[c][k] = sampled[k][c * n + track];
        }
        for (int c = 7; c < 10; ++c) {
            out.e[c][k] = keys.hasScale ? sampled[k][c * n + track] : 1.0f;
        }
    }
}

void playDense(const ClipPlayer& player, const DenseClipKeys& keys, PoseLanes& block,
               const float (&frames)[kPoseLanes], bool loop)
{
    // Each lane is sampled as ClipPlayer::apply samples one character (sampleDense, the same bits),
    // into working blocks kept per thread; then eight consecutive tracks of one channel, one row a
    // lane, are turned into eight bones' lanes by one transpose.
    thread_local std::array<std::vector<float>, kPoseLanes> scratch;
    const float* sampled[kPoseLanes];
    for (int k = 0; k < kPoseLanes; ++k) {
        sampled[k] = sampleDense(keys, clipFrame(player.clip(), frames[k], loop), scratch[static_cast<std::size_t>(k)]);
    }
    const std::span<const int> tracks = player.boundTracks();
    const std::span<const int> bones = player.boundBones();
    const PoseLanes::LocalArrays out = block.localArraysUnchecked();
    const int count = static_cast<int>(tracks.size());
    int i = 0;
#if defined(__AVX__)
    const int n = keys.trackCount;
    const int channels = keys.hasScale ? 10 : 7;
    const __m256 ones = _mm256_set1_ps(1.0f);
    for (; i + kPoseLanes <= count; i += kPoseLanes) {
        const int t = tracks[static_cast<std::size_t>(i)];
        bool consecutive = true;
        for (int j = 1; j < kPoseLanes; ++j) {
            consecutive = consecutive && tracks[static_cast<std::size_t>(i + j)] == t + j;
        }
        if (!consecutive) {
            for (int j = i; j < i + kPoseLanes; ++j) {
                copyTrackLaneByLane(keys, sampled, tracks[static_cast<std::size_t>(j)], out.locals[bones[static_cast<std::size_t>(j)]]);
            }
            continue;
        }
        for (int c = 0; c < channels; ++c) {
            __m256 rows[kPoseLanes];
            for (int k = 0; k < kPoseLanes; ++k) {
                rows[k] = _mm256_loadu_ps(sampled[k] + static_cast<std::ptrdiff_t>(c) * n + t);
            }
            transpose8x8(rows, rows);
            for (int j = 0; j < kPoseLanes; ++j) {
                _mm256_store_ps(out.locals[bones[static_cast<std::size_t>(i + j)]].e[c], rows[j]);
            }
        }
        for (int c = channels; c < 10; ++c) {
            for (int j = 0; j < kPoseLanes; ++j) {
                _mm256_store_ps(out.locals[bones[static_cast<std::size_t>(i + j)]].e[c], ones);
            }
        }
    }
#endif
    for (; i < count; ++i) {
        copyTrackLaneByLane(keys, sampled, tracks[static_cast<std::size_t>(i)], out.locals[bones[static_cast<std::size_t>(i)]]);
    }
    for (const int bone : bones) {
        out.scaled[bone] = keys.hasScale ? scaledBits(out.locals[bone]) : 0;
    }
}

}  // namespace

void applyClipInLanes(const ClipPlayer& player, PoseLanes& block, const float (&frames)[kPoseLanes], bool loop)
{
    if (player.frameworkBoneCount() != block.boneCount()) {
        // The player's bone indices are another skeleton's: they would write past the block's bones.
        throw std::invalid_argument("applyClipInLanes: the player was bound to another framework");
    }
    if (const DenseClipKeys* keys = player.denseKeys()) {
        playDense(player, *keys, block, frames, loop);
        block.invalidateAll();
        return;
    }
    const std::span<const int> tracks = player.boundTracks();
    const std::span<const int> bones = player.boundBones();
    for (int k = 0; k < kPoseLanes; ++k) {
        const float f = clipFrame(player.clip(), frames[k], loop);
        for (std::size_t i = 0; i < tracks.size(); ++i) {
            block.setLocal(k, bones[i], sampleTrack(player.clip().tracks[static_cast<std::size_t>(tracks[i])], f));
        }
    }
    block.invalidateAll();
}

}  // namespace rigstage
