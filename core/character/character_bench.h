#pragma once
// What one character costs per frame, measured the way `rigstage-cli bench` and the Profiler dock
// report it: the whole frame per character (median, min, max over frames) for a crowd of instances
// on T threads and on one, the parallel efficiency, the mean cost of each stage and the seed's
// per-controller chart. Wall-clock figures of this process on this machine: compare ratios measured
// in one run, never figures of different runs.

#include <cstddef>
#include <string>
#include <vector>

#include "helpers/controller_profile.h"
#include "io/character_loader.h"

namespace rigstage {

struct BenchOptions {
    int instances = 1;     ///< Characters evaluated each frame.
    int threads = 1;       ///< Threads of the crowd's evaluation; 0 is every core.
    int frames = 300;      ///< Frames measured (after as many again to warm up, at most 100).
    float frameStep = 0.5f;  ///< Clip frames per evaluated frame: 0.5 is a 60 Hz game on a 30 fps clip.
    int clip = 0;          ///< Index into data.clips; -1 for none (the bind pose).
    std::vector<int> costumes;  ///< Worn by every instance (indices into data.costumes).
};

/// Microseconds per character per frame over the measured frames.
struct BenchStats {
    double median = 0.0;
    double min = 0.0;
    double max = 0.0;
};

/// The row of BenchResult::stages for the world transforms every frame ends with (not a pipeline
/// stage: Crowd::evaluate computes them after the pipeline).
inline constexpr const char* kWorldStageName = "world";

struct BenchStageCost {
    std::string stage;
    double microseconds = 0.0;  ///< Mean per character per frame, one thread.
};

struct BenchHelperCost {
    std::string bone;
    double nanoseconds = 0.0;  ///< Mean per frame.
};

struct BenchResult {
    std::string character;
    int bones = 0;
    int helpers = 0;
    int instances = 0;
    int threads = 0;  ///< As run (every core resolved to its count).
    int frames = 0;
    BenchStats frame;      ///< At `threads` threads: wall time of a crowd frame / instances.
    BenchStats oneThread;  ///< The same on one thread.
    double parallelEfficiency = 1.0;  ///< oneThread.median / (threads x frame.median).
    double charactersPer60HzFrame = 0.0;  ///< 16,667 µs / frame.median.
    /// Heap bytes one more character of the crowd holds once it has played a frame (its pose and
    /// its stages' state; what instances share is not counted); 0 where the allocator cannot tell.
    std::size_t bytesPerCharacter = 0;
    std::vector<BenchStageCost> stages;
    std::vector<ControllerCostRow> controllers;  ///< Most expensive first; ns per call, calls per character.
    std::vector<BenchHelperCost> helperCosts;    ///< The helpers, most expensive first.
};

/// The heap bytes each character adds to a crowd of data wearing costumes, once every character
/// has played a frame of clip: the heap held by a crowd of 65 less that of a crowd of one, over 64.
/// Evaluated on the calling thread (heap_usage.h); 0 where the allocator cannot tell.
std::size_t crowdBytesPerCharacter(const CharacterData& data, int clip, const std::vector<int>& costumes);

/// Runs the measurement. False with the problems in diagnostics when the character does not build.
bool runCharacterBench(const CharacterData& data, const BenchOptions& options, BenchResult& result,
                       Diagnostics& diagnostics);

}  // namespace rigstage
