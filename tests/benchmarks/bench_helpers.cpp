// Helper joints of the sample character per frame: the replayed evaluation order against finding
// the order on demand every frame (the EvaluationOrderBuilder), and against the clip alone.

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <stdexcept>

#include "character/character_instance.h"
#include "expression/expression.h"

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

namespace {

using namespace rigstage;

/// One compiled expression evaluated with changing variables: the program alone, as the float
/// expression and wire controllers run it every frame (their variables' reads are not included).
void benchmarkExpression(benchmark::State& state, const char* text, std::vector<expr::VariableSpec> specs)
{
    expr::CompileError error;
    const auto program = expr::compile(text, specs, error);
    if (!program) {
        state.SkipWithError(error.message.c_str());
        return;
    }
    std::vector<glm::vec3> values(specs.size(), glm::vec3(0.0f));
    const expr::TimeValues time{1600.0, 160.0, 0.0, 9600.0};
    float angle = 0.0f;
    for (auto _ : state) {
        for (glm::vec3& v : values) {
            v.x = angle;
        }
        angle = angle < 3.0f ? angle + 0.01f : -3.0f;
        benchmark::DoNotOptimize(program->evaluateScalar(values, time));  // as the float controllers do
    }
}

/// The game rig's biceps: "1 + 0.3 * (1 - cos(radToDeg(bend)))".
void BM_Expression_Biceps(benchmark::State& state)
{
    benchmarkExpression(state, "1 + 0.3 * (1 - cos(radToDeg(bend)))", {{"bend", expr::ValueType::Scalar}});
}
BENCHMARK(BM_Expression_Biceps);

/// A longer scalar driver of the kind riggers wire: two inputs, a clamp and a blend.
void BM_Expression_Driver(benchmark::State& state)
{
    benchmarkExpression(state, "if(a > 0, min(a * 0.5, 1.2), max(a / 3, -0.4)) + 0.25 * b - abs(b) / 8 + 2 * F / 100",
                        {{"a", expr::ValueType::Scalar}, {"b", expr::ValueType::Scalar}});
}
BENCHMARK(BM_Expression_Driver);

}  // namespace
