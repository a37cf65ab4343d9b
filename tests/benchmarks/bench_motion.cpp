// Chain physics and clip transitions per character per frame: the hexapod's four-joint tail at
// 60 Hz (4 sub-steps of 240 Hz); the walker's whole frame (clip and transition stages, with the
// world transforms) while a crossfade or an inertialization runs, against the clip alone.

#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>

#include "character/character_instance.h"

namespace {

using namespace rigstage;

struct Loaded {
    CharacterData data;
    std::unique_ptr<CharacterInstance> instance;
};

std::unique_ptr<Loaded> load(const std::string& path)
{
    Diagnostics d;
    auto data = loadCharacter(path, d);
    if (!data || !data->framework) {
        throw std::runtime_error("cannot load " + path);
    }
    auto out = std::make_unique<Loaded>();
    out->data = std::move(*data);
    out->instance = CharacterInstance::create(out->data, d);
    out->instance->setClip(0, d);
    return out;
}

void BM_Physics_HexapodTail(benchmark::State& state)
{
    static auto hexapod = load(RIGSTAGE_SAMPLES "/hexapod/hexapod.character.xml");
    CharacterInstance& c = *hexapod->instance;
    const int tip = c.framework().findBone("_0Base{B}#Tail3");
    ChainPhysics& chain = *c.chainOf(tip);
    c.evaluate(3.0f, true, 0.0f);
    chain.run(c.pose(), 1.0f / 60.0f);
    int frame = 0;
    for (auto _ : state) {
        if (++frame % 120 == 0) {
            chain.applyImpulse(tip, glm::vec3(300.0f, 0.0f, 0.0f));  // keep it swinging
        }
        chain.run(c.pose(), 1.0f / 60.0f);
        benchmark::DoNotOptimize(&c.pose().local(tip));
    }
    state.counters["joints"] = double(chain.settings().bones.size());
}

void runTransition(benchmark::State& state, int mode)
{
    static auto walker = load(RIGSTAGE_SAMPLES "/walker/walker.character.xml");
    CharacterInstance& c = *walker->instance;
    for (FrameStage* s : c.pipeline().stages()) {
        s->setEnabled(s->kind() == StageKind::Clip || s->kind() == StageKind::Transition);
    }
    Diagnostics d;
    float frame = 0.0f;
    for (auto _ : state) {
        // Restart the transition before it ends, so every measured frame blends.
        if (mode >= 0 && (frame == 0.0f || frame > 8.0f)) {
            state.PauseTiming();
            c.evaluate(8.0f, true, 0.0f);
            c.transitionTo(0, 8.0f, 10.0f, TransitionMode(mode), d);
            frame = 0.0f;
            state.ResumeTiming();
        }
        frame += 1.0f;
        c.evaluate(24.0f + frame, true, 1.0f / 30.0f);
        benchmark::DoNotOptimize(c.pose().allWorld().data());
    }
    for (FrameStage* s : c.pipeline().stages()) {
        s->setEnabled(true);
    }
}

void BM_Transition_None_ClipOnly(benchmark::State& state) { runTransition(state, -1); }
void BM_Transition_Crossfade(benchmark::State& state) { runTransition(state, int(TransitionMode::Crossfade)); }
void BM_Transition_Inertialize(benchmark::State& state) { runTransition(state, int(TransitionMode::Inertialize)); }

}  // namespace

BENCHMARK(BM_Physics_HexapodTail);
BENCHMARK(BM_Transition_None_ClipOnly);
BENCHMARK(BM_Transition_Crossfade);
BENCHMARK(BM_Transition_Inertialize);
