// Helper joints of the sample character per frame: the replayed evaluation order against finding
// the order on demand every frame (the EvaluationOrderBuilder), and against the clip alone.

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <stdexcept>

#include "character/character_instance.h"

namespace {

using namespace rigstage;

struct HelperSample {
    CharacterData data;
    std::unique_ptr<CharacterInstance> instance;
};

HelperSample& helperSample()
{
    static HelperSample s = [] {
        const char* env = std::getenv("RIGSTAGE_BENCH_MANIFEST");
        const std::string path = env ? env : RIGSTAGE_SAMPLE_MANIFEST;
        Diagnostics diagnostics;
        auto data = loadCharacter(path, diagnostics);
        if (!data || !data->framework) {
            throw std::runtime_error("cannot load the benchmark character " + path);
        }
        HelperSample out;
        out.data = std::move(*data);
        return out;
    }();
    if (!s.instance) {
        Diagnostics diagnostics;
        s.instance = CharacterInstance::create(s.data, diagnostics);
        if (!s.instance) {
            throw std::runtime_error("the benchmark character's helper joints do not build");
        }
        s.instance->setClip(0, diagnostics);
    }
    return s;
}

void BM_Character_ClipOnly(benchmark::State& state)
{
    HelperSample& s = helperSample();
    Diagnostics d;
    ClipPlayer player(*s.data.framework, s.data.clips.front(), d);
    Pose& pose = s.instance->pose();
    float frame = 0.0f;
    for (auto _ : state) {
        player.apply(pose, frame);
        benchmark::DoNotOptimize(pose.allWorld().data());
        frame += 0.5f;
    }
}
BENCHMARK(BM_Character_ClipOnly);

void BM_Character_ClipAndHelpers_Replayed(benchmark::State& state)
{
    HelperSample& s = helperSample();
    float frame = 0.0f;
    for (auto _ : state) {
        s.instance->evaluate(frame);
        benchmark::DoNotOptimize(s.instance->pose().allWorld().data());
        frame += 0.5f;
    }
    state.counters["helpers"] = static_cast<double>(s.instance->helpers()->joints().size());
    state.counters["bones"] = s.data.framework->boneCount();
}
BENCHMARK(BM_Character_ClipAndHelpers_Replayed);

void BM_Character_ClipAndHelpers_OnDemand(benchmark::State& state)
{
    HelperSample& s = helperSample();
    Diagnostics d;
    ClipPlayer player(*s.data.framework, s.data.clips.front(), d);
    Pose& pose = s.instance->pose();
    float frame = 0.0f;
    for (auto _ : state) {
        player.apply(pose, frame);
        s.instance->helpers()->evaluateOnDemand(pose, HelperTime::atFrame(frame, 30.0, 0.0, 32.0));
        benchmark::DoNotOptimize(pose.allWorld().data());
        frame += 0.5f;
    }
}
BENCHMARK(BM_Character_ClipAndHelpers_OnDemand);

}  // namespace

namespace {

/// Wearing a costume while playing: rebuilds the framework, compiles the helper joints and finds
/// their order. It happens on a click, not per frame, but it must fit in a frame to swap without
/// a hitch (16.7 ms at 60 Hz).
void BM_Character_SwapCostume(benchmark::State& state)
{
    HelperSample& s = helperSample();
    Diagnostics d;
    int costume = 0;
    const int count = static_cast<int>(s.data.costumes.size());
    for (auto _ : state) {
        if (!s.instance->setCostumes({costume}, d)) {
            state.SkipWithError("a costume did not stack");
            break;
        }
        costume = (costume + 1) % count;
    }
    s.instance->setCostumes({}, d);
}
BENCHMARK(BM_Character_SwapCostume)->Unit(benchmark::kMicrosecond);

}  // namespace
