#pragma once
// A crowd: many instances of one character evaluated together, each at its own place in the clip,
// spread over the cores by oneTBB. The character's data (framework, clips, settings) and, per
// costume set, the stacked framework, the compiled helper joints and the clip player are shared
// read-only; every instance owns its pose and its stages' state, so no mutable state is shared and
// the result does not depend on the thread count (test_crowd checks it bit for bit).

#include <array>
#include <atomic>
#include <memory>
#include <span>
#include <vector>

#include <tbb/enumerable_thread_specific.h>
#include <tbb/task_arena.h>

#include "character/character_instance.h"
#include "pose/pose_lanes.h"

namespace rigstage {

class Crowd {
public:
    /// count instances of data (wearing costumeSets[i % size] when given), playing clip (or none),
    /// each offset in the clip by i x frameOffset. Null with the problems in diagnostics when an
    /// instance does not build. data must outlive the crowd.
    static std::unique_ptr<Crowd> create(const CharacterData& data, int count, int clip, float frameOffset,
                                         Diagnostics& diagnostics,
                                         const std::vector<std::vector<int>>& costumeSets = {});

    /// The threads evaluate() uses; 0 is every core.
    void setThreads(int threads);
    int threads() const { return threads_; }

    /// Evaluates every instance at frame + its offset, dtSeconds since the last call, and brings
    /// every world transform up to date (what a game skins with). Past the clip's end the clip
    /// loops, or with loop false holds its last frame. Eight instances of one costume set at a time:
    /// in lanes (character/crowd_block.h) where they run alike and lanes are on, else one after the
    /// other; the same bits either way.
    void evaluate(float frame, float dtSeconds = 0.0f, bool loop = true);
    /// Whether evaluate() may hold eight instances in lanes: on by default where core is built with
    /// AVX (the lanes' kernels are vector code there, scalar loops elsewhere); off for comparisons.
    void setLanes(bool on) { lanes_ = on; }
    bool lanes() const { return lanes_; }
    /// How many blocks of (up to) eight instances the last evaluate() held in lanes.
    int blocksInLanes() const { return blocksInLanes_.load(); }

    int size() const { return static_cast<int>(instances_.size()); }
    CharacterInstance& instance(int i) { return *instances_[static_cast<std::size_t>(i)]; }
    const CharacterInstance& instance(int i) const { return *instances_[static_cast<std::size_t>(i)]; }
    /// The frame instance i plays when the crowd is at frame.
    float frameOf(int i, float frame) const { return frame + offsets_[static_cast<std::size_t>(i)]; }

private:
    Crowd() = default;

    std::vector<std::unique_ptr<CharacterInstance>> instances_;
    std::vector<float> offsets_;
    int threads_ = 0;
    std::unique_ptr<tbb::task_arena> arena_;
    bool lanes_ = false;  // set by create()
    std::atomic<int> blocksInLanes_{0};
    /// Up to eight instances wearing one costume set (so sharing a framework, helpers and player),
    /// evaluated together.
    struct Block {
        std::array<int, kPoseLanes> members{};
        int count = 0;
    };
    std::vector<Block> blocks_;
    // Per thread, a block of lanes for each framework its instances wear.
    tbb::enumerable_thread_specific<std::vector<std::unique_ptr<PoseLanes>>> laneBlocks_;

    /// This thread's block of lanes for the framework instance wears.
    PoseLanes& laneBlockFor(const CharacterInstance& instance);
    /// The characters one after the other, then their world pass in lanes.
    void evaluateEach(std::span<CharacterInstance* const> characters, std::span<const float> frames, float dtSeconds,
                      bool loop);
};

}  // namespace rigstage
