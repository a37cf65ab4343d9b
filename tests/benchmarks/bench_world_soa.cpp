// What the crowd's world pass costs with eight characters' transforms stored in lanes (PoseLanes:
// one AVX register per Srt or matrix entry, one lane a character), against the pass as it runs:
// BM_GameRig_WorldPass/1/8 moves each character's rows into lanes and back around the same
// arithmetic (Pose::allWorldAcross). The difference is what storing a crowd's poses in lane blocks
// saves on this pass (docs/performance.md).

#include <benchmark/benchmark.h>

#include <cstring>
#include <memory>
#include <stdexcept>
#include <vector>

#include "anim/clip_player.h"
#include "io/character_loader.h"
#include "pose/pose.h"
#include "pose/pose_lanes.h"

namespace {

using namespace rigstage;

/// Eight characters of the game rig after a clip's frame (each at its own frame), their world pass
/// with the transforms held in lanes. Time per character; compare BM_GameRig_WorldPass/0/8 (each
/// pose on its own) and /1/8 (in lanes, moved there and back).
void BM_GameRig_WorldPassHeldInLanes(benchmark::State& state)
{
    Diagnostics d;
    const auto data = loadCharacter(RIGSTAGE_SAMPLES "/gamerig/gamerig.character.xml", d);
    if (!data || !data->framework || data->clips.empty()) {
        state.SkipWithError("cannot load resources/samples/gamerig");
        return;
    }
    const ClipPlayer player(*data->framework, data->clips.front(), d);
    const int count = data->framework->boneCount();
    PoseLanes block(data->framework);
    std::vector<std::unique_ptr<Pose>> poses;
    for (int k = 0; k < kPoseLanes; ++k) {
        poses.push_back(std::make_unique<Pose>(data->framework));
        player.apply(*poses.back(), 0.5f * static_cast<float>(k));
        for (int i = 0; i < count; ++i) {
            block.setLocal(k, i, poses.back()->local(i));
        }
    }
    for (auto _ : state) {
        block.invalidateAll();
        block.computeWorld();
        benchmark::DoNotOptimize(&block.world(0));
        benchmark::ClobberMemory();
    }
    // Every bone of every lane against each pose's own pass: the same arithmetic gives the same bits.
    for (int k = 0; k < kPoseLanes; ++k) {
        const std::vector<glm::mat4>& expected = poses[static_cast<std::size_t>(k)]->allWorld();
        for (int i = 0; i < count; ++i) {
            const glm::mat4 got = block.worldMatrix(k, i);
            if (std::memcmp(&got, &expected[static_cast<std::size_t>(i)], sizeof(got)) != 0) {
                state.SkipWithError("the world pass in lanes does not give the poses' bits");
                return;
            }
        }
    }
    state.counters["us_per_character"] =
        benchmark::Counter(1e-6 * kPoseLanes, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_GameRig_WorldPassHeldInLanes);

}  // namespace
