// Slope adaptation with suspension per character per frame, on a 20-degree plane at 60 Hz: the
// walker (2 legs, one pin), the Fox (4 legs, two pins; needs ../shared/assets) and the hexapod
// (6 legs, three pins). Each run restores the animated input of the bones it wrote (as a frame
// without a clip does), turns the segments, springs, and plants every foot by two-bone IK, and
// leaves the world transforms it dirtied for the next reader (the helper joints) to recompute,
// so BM_Slope_* is the stage's own cost; BM_SlopeFrame_* adds the clip and the world transforms.

#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <stdexcept>

#include "character/character_instance.h"

namespace {

using namespace rigstage;

struct SlopeCharacter {
    CharacterData data;
    std::unique_ptr<CharacterInstance> instance;
};

SlopeCharacter* slopeCharacter(const std::string& path)
{
    static std::map<std::string, std::unique_ptr<SlopeCharacter>> loaded;
    auto& slot = loaded[path];
    if (!slot) {
        Diagnostics diagnostics;
        auto data = loadCharacter(path, diagnostics);
        if (!data || !data->framework) {
            return nullptr;
        }
        slot = std::make_unique<SlopeCharacter>();
        slot->data = std::move(*data);
        slot->instance = CharacterInstance::create(slot->data, diagnostics);
        if (!slot->instance || !slot->instance->slopeAdaptation()) {
            throw std::runtime_error("no slope adaptation in " + path);
        }
        TerrainSettings plane;
        plane.kind = TerrainKind::Plane;
        plane.slopeDegrees = 20.0f;
        plane.directionDegrees = 30.0f;
        slot->instance->setTerrain(plane);
    }
    return slot.get();
}

/// The character playing its first clip, or null (the benchmark skipped) when it is not there.
SlopeCharacter* playing(benchmark::State& state, const std::string& path)
{
    SlopeCharacter* c = slopeCharacter(path);
    if (!c) {
        state.SkipWithError("character not found (../shared/assets missing?)");
        return nullptr;
    }
    Diagnostics d;
    c->instance->setClip(c->data.clips.empty() ? -1 : 0, d);
    return c;
}

void runSlope(benchmark::State& state, const std::string& path)
{
    SlopeCharacter* c = playing(state, path);
    if (!c) {
        return;
    }
    c->instance->evaluate(3.0f, true, 0.0f);  // the clip's pose, adapted once
    Pose& pose = c->instance->pose();
    SlopeAdaptation& slope = *c->instance->slopeAdaptation();
    const Terrain& terrain = *c->instance->terrain();
    for (auto _ : state) {
        slope.run(pose, terrain, 1.0f / 60.0f);
        benchmark::DoNotOptimize(&pose.local(0));
    }
    state.counters["legs"] = double(slope.settings().legs.size());
}

void runFrame(benchmark::State& state, const std::string& path, bool withTerrain)
{
    SlopeCharacter* c = playing(state, path);
    if (!c) {
        return;
    }
    StagePipeline& pipeline = c->instance->pipeline();
    for (FrameStage* s : pipeline.stages()) {
        s->setEnabled(s->kind() == StageKind::Clip || (withTerrain && s->kind() == StageKind::Slope));
    }
    float frame = 0.0f;
    for (auto _ : state) {
        c->instance->evaluate(frame, true, 1.0f / 60.0f);
        benchmark::DoNotOptimize(c->instance->pose().allWorld().data());
        frame += 0.5f;
    }
    for (FrameStage* s : pipeline.stages()) {
        s->setEnabled(true);
    }
}

const std::string kWalker = RIGSTAGE_SAMPLES "/walker/walker.character.xml";
const std::string kHexapod = RIGSTAGE_SAMPLES "/hexapod/hexapod.character.xml";
const std::string kFox = RIGSTAGE_SAMPLES "/quadrupeds/fox.character.xml";

void BM_Slope_Walker2Legs(benchmark::State& state) { runSlope(state, kWalker); }
void BM_Slope_Fox4Legs(benchmark::State& state) { runSlope(state, kFox); }
void BM_Slope_Hexapod6Legs(benchmark::State& state) { runSlope(state, kHexapod); }
void BM_SlopeFrame_Walker_ClipOnly(benchmark::State& state) { runFrame(state, kWalker, false); }
void BM_SlopeFrame_Walker_ClipAndSlope(benchmark::State& state) { runFrame(state, kWalker, true); }
void BM_SlopeFrame_Hexapod_ClipOnly(benchmark::State& state) { runFrame(state, kHexapod, false); }
void BM_SlopeFrame_Hexapod_ClipAndSlope(benchmark::State& state) { runFrame(state, kHexapod, true); }

}  // namespace

BENCHMARK(BM_Slope_Walker2Legs);
BENCHMARK(BM_Slope_Fox4Legs);
BENCHMARK(BM_Slope_Hexapod6Legs);
BENCHMARK(BM_SlopeFrame_Walker_ClipOnly);
BENCHMARK(BM_SlopeFrame_Walker_ClipAndSlope);
BENCHMARK(BM_SlopeFrame_Hexapod_ClipOnly);
BENCHMARK(BM_SlopeFrame_Hexapod_ClipAndSlope);
