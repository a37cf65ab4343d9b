// Benchmarks of the pose's world-transform cache on the sample character (60 bones).
//
// The helper-joint pattern (seed, "Optimization"): after the clip writes every local transform,
// helper joints update local transforms of single bones "almost randomly" and read world
// transforms of other bones in between. The dirty-mask pose recomputes only what each read
// needs; the reference recomputes every world transform after every edit.

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <random>
#include <stdexcept>

#include "anim/clip_player.h"
#include "io/character_loader.h"
#include "pose/pose.h"

namespace {

using namespace rigstage;

struct Sample {
    CharacterData data;
    std::unique_ptr<ClipPlayer> player;
    std::vector<std::pair<int, int>> edits;  // (bone whose local changes, bone whose world is read next)
    std::vector<glm::quat> rotations;
};

const Sample& sample()
{
    static const Sample s = [] {
        const char* env = std::getenv("RIGSTAGE_BENCH_MANIFEST");
        const std::string path = env ? env : RIGSTAGE_SAMPLE_MANIFEST;
        Diagnostics diagnostics;
        auto data = loadCharacter(path, diagnostics);
        if (!data || !data->framework || data->clips.empty()) {
            throw std::runtime_error("cannot load the benchmark character " + path);
        }
        Sample out;
        out.data = std::move(*data);
        out.player = std::make_unique<ClipPlayer>(*out.data.framework, out.data.clips.front(), diagnostics);
        std::mt19937 rng(2011);
        const int n = out.data.framework->boneCount();
        std::uniform_int_distribution<int> pick(0, n - 1);
        std::uniform_real_distribution<float> angle(-1.0f, 1.0f);
        for (int i = 0; i < 40; ++i) {  // about 40 helper joints per character, as in the brief
            out.edits.emplace_back(pick(rng), pick(rng));
            out.rotations.push_back(glm::angleAxis(angle(rng), glm::normalize(glm::vec3(angle(rng), angle(rng), 1.0f))));
        }
        return out;
    }();
    return s;
}

void BM_HelperPattern_DirtyMask(benchmark::State& state)
{
    const Sample& s = sample();
    Pose pose(s.data.framework);
    float frame = 0.0f;
    for (auto _ : state) {
        s.player->apply(pose, frame);
        for (std::size_t i = 0; i < s.edits.size(); ++i) {
            pose.setLocalRotation(s.edits[i].first, s.rotations[i]);
            benchmark::DoNotOptimize(pose.world(s.edits[i].second));
        }
        frame += 0.5f;  // a 60 Hz game on a 30 fps clip: every other sample falls between keys
    }
}
BENCHMARK(BM_HelperPattern_DirtyMask);

void BM_HelperPattern_FullRecompute(benchmark::State& state)
{
    const Sample& s = sample();
    Pose pose(s.data.framework);
    float frame = 0.0f;
    for (auto _ : state) {
        s.player->apply(pose, frame);
        for (std::size_t i = 0; i < s.edits.size(); ++i) {
            pose.setLocalRotation(s.edits[i].first, s.rotations[i]);
            pose.computeAllWorld();
            benchmark::DoNotOptimize(pose.world(s.edits[i].second));
        }
        frame += 0.5f;  // a 60 Hz game on a 30 fps clip: every other sample falls between keys
    }
}
BENCHMARK(BM_HelperPattern_FullRecompute);

void BM_ClipThenAllWorld_DirtyMask(benchmark::State& state)
{
    const Sample& s = sample();
    Pose pose(s.data.framework);
    float frame = 0.0f;
    for (auto _ : state) {
        s.player->apply(pose, frame);
        benchmark::DoNotOptimize(pose.allWorld().data());
        frame += 0.5f;  // a 60 Hz game on a 30 fps clip: every other sample falls between keys
    }
}
BENCHMARK(BM_ClipThenAllWorld_DirtyMask);

void BM_ClipThenAllWorld_FullRecompute(benchmark::State& state)
{
    const Sample& s = sample();
    Pose pose(s.data.framework);
    float frame = 0.0f;
    for (auto _ : state) {
        s.player->apply(pose, frame);
        pose.computeAllWorld();
        benchmark::DoNotOptimize(pose.world(0));
        frame += 0.5f;  // a 60 Hz game on a 30 fps clip: every other sample falls between keys
    }
}
BENCHMARK(BM_ClipThenAllWorld_FullRecompute);

void BM_ClipSampleOnly(benchmark::State& state)
{
    const Sample& s = sample();
    Pose pose(s.data.framework);
    float frame = 0.0f;
    for (auto _ : state) {
        s.player->apply(pose, frame);
        benchmark::DoNotOptimize(pose.local(0));
        frame += 0.5f;  // a 60 Hz game on a 30 fps clip: every other sample falls between keys
    }
}
BENCHMARK(BM_ClipSampleOnly);

}  // namespace
