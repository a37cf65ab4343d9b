// Skinning per frame on the shared asset with the most vertices (BCN_Epileptic.X: 15,378 vertices,
// 54 bones, up to 4 influences each), linear and dual-quaternion, on one thread (the plain
// reference) and on all threads (oneTBB). The pose is the clip's middle frame.

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <stdexcept>

#include "character/character_instance.h"
#include "io/character_loader.h"
#include "skin/skinning.h"

namespace {

using namespace rigstage;

struct SkinSample {
    CharacterData data;
    std::vector<std::vector<glm::mat4>> skins;  // per mesh
};

const SkinSample& skinSample()
{
    static const SkinSample s = [] {
        const char* env = std::getenv("RIGSTAGE_BENCH_MODEL");
        const std::string path = env ? env : RIGSTAGE_ASSETS "/BCN_Epileptic/BCN_Epileptic.X";
        Diagnostics d;
        auto data = loadCharacter(path, d);
        if (!data || !data->framework) {
            throw std::runtime_error("cannot load " + path);
        }
        SkinSample out{std::move(*data), {}};
        Diagnostics id;
        auto instance = CharacterInstance::create(out.data, id);
        if (!out.data.clips.empty()) {
            instance->setClip(0, id);
            instance->evaluate(out.data.clips[0].endFrame * 0.5f);
        }
        const std::vector<glm::mat4> world = instance->pose().allWorld();
        for (const SkinnedMesh& mesh : out.data.meshes) {
            std::vector<std::string> missing;
            out.skins.emplace_back();
            skinMatrices(mesh, bindSkin(mesh, *out.data.framework, missing), world, out.skins.back());
        }
        return out;
    }();
    return s;
}

void runSkinning(benchmark::State& state, SkinningMethod method, bool parallel)
{
    const SkinSample& s = skinSample();
    std::vector<SkinOutput> outputs(s.data.meshes.size());
    std::size_t vertices = 0;
    for (const SkinnedMesh& m : s.data.meshes) {
        vertices += m.positions.size();
    }
    for (auto _ : state) {
        for (std::size_t m = 0; m < s.data.meshes.size(); ++m) {
            skinMesh(s.data.meshes[m], s.skins[m], method, outputs[m], parallel);
        }
        benchmark::DoNotOptimize(outputs.front().positions.data());
        benchmark::ClobberMemory();
    }
    state.counters["vertices"] = double(vertices);
    state.counters["ns_per_vertex"] = benchmark::Counter(double(vertices), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_Skinning_Linear_OneThread(benchmark::State& state) { runSkinning(state, SkinningMethod::Linear, false); }
void BM_Skinning_Linear_AllThreads(benchmark::State& state) { runSkinning(state, SkinningMethod::Linear, true); }
void BM_Skinning_DualQuat_OneThread(benchmark::State& state) { runSkinning(state, SkinningMethod::DualQuaternion, false); }
void BM_Skinning_DualQuat_AllThreads(benchmark::State& state) { runSkinning(state, SkinningMethod::DualQuaternion, true); }
BENCHMARK(BM_Skinning_Linear_OneThread)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_Skinning_Linear_AllThreads)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_Skinning_DualQuat_OneThread)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_Skinning_DualQuat_AllThreads)->Unit(benchmark::kMicrosecond)->UseRealTime();

}  // namespace
