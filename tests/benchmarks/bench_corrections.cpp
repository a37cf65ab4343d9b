// Sculpt corrections per frame (the goal: 50k vertices with 16 corrections under 2 ms on
// two cores): a 50,000-vertex tube skinned to a 10-bone chain, 16 pose-space corrections (two
// bends at each of eight joints, each sculpting the outer side of its joint), applied after
// skinning at a pose between the references. One thread (a task arena of one) and all threads.

#include <benchmark/benchmark.h>

#include <glm/gtc/matrix_transform.hpp>
#include <tbb/task_arena.h>

#include "sculpt/correction_set.h"

namespace {

using namespace rigstage;

constexpr int kBones = 10;
constexpr float kSegment = 20.0f;

struct CorrectionSample {
    SkinnedMesh mesh;
    CorrectionFile file;
    std::vector<glm::mat4> world;
    SkinOutput skinned;
};

std::vector<std::pair<std::string, glm::mat4>> chainPose(int bentJoint, float degrees)
{
    std::vector<std::pair<std::string, glm::mat4>> pose;
    glm::mat4 m(1.0f);
    for (int b = 0; b < kBones; ++b) {
        if (b > 0) {
            m = glm::translate(m, glm::vec3(kSegment, 0, 0));
            if (bentJoint < 0 || b == bentJoint) {
                m = glm::rotate(m, glm::radians(degrees), glm::vec3(0, 0, 1));
            }
        }
        pose.emplace_back("B" + std::to_string(b), m);
    }
    return pose;
}

/// A pose-space correction of the tube bent at one joint: a bulge on the outer side of that joint,
/// half a centimetre at its middle, sculpted on the reference shape.
Correction outerSideSculpt(const SkinnedMesh& mesh, int joint, float degrees, std::string name)
{
    Correction c;
    c.name = std::move(name);
    c.pose = chainPose(joint, degrees);
    SkinOutput ref;
    std::string missing;
    CorrectionSet::referenceShape(c, mesh, SkinningMethod::Linear, ref, missing);
    for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
        const float dx = mesh.positions[v].x - kSegment * float(joint);
        if (std::abs(dx) < 6.0f && mesh.positions[v].y > 0.5f) {
            c.sculptVertices.push_back(std::uint32_t(v));
            c.sculptPositions.push_back(ref.positions[v] + 0.5f * std::exp(-dx * dx / 8.0f) * ref.normals[v]);
        }
    }
    return c;
}

const CorrectionSample& sample()
{
    static const CorrectionSample s = [] {
        CorrectionSample out;
        SkinnedMesh& m = out.mesh;
        m.name = "Tube";
        m.skinned = true;
        const int rings = 400, sides = 125;  // 50,000 vertices
        for (int b = 0; b < kBones; ++b) {
            m.paletteBones.push_back("B" + std::to_string(b));
            m.inverseBind.push_back(glm::translate(glm::mat4(1.0f), glm::vec3(-kSegment * float(b), 0, 0)));
        }
        const float length = kSegment * kBones;
        for (int r = 0; r < rings; ++r) {
            const float x = length * float(r) / float(rings - 1);
            const float u = x / kSegment;
            const int b0 = std::min(kBones - 1, int(u));
            const float f = u - float(b0);
            const float blend = b0 + 1 < kBones && f > 0.8f ? (f - 0.8f) / 0.4f : b0 > 0 && f < 0.2f ? 0.0f : 0.0f;
            for (int s = 0; s < sides; ++s) {
                const float a = 2.0f * glm::pi<float>() * float(s) / float(sides);
                m.positions.emplace_back(x, 3.0f * std::cos(a), 3.0f * std::sin(a));
                m.normals.emplace_back(0.0f, std::cos(a), std::sin(a));
                std::array<std::uint16_t, 8> j{};
                std::array<float, 8> w{};
                j[0] = std::uint16_t(b0);
                w[0] = 1.0f - blend;
                j[1] = std::uint16_t(std::min(kBones - 1, b0 + 1));
                w[1] = blend;
                m.joints.push_back(j);
                m.weights.push_back(w);
            }
        }
        for (int r = 0; r + 1 < rings; ++r) {
            for (int s = 0; s < sides; ++s) {
                const auto a = std::uint32_t(r * sides + s), b = std::uint32_t(r * sides + (s + 1) % sides);
                m.indices.insert(m.indices.end(), {a, b, b + sides, a, b + sides, a + sides});
            }
        }
        for (int joint = 1; joint <= 8; ++joint) {
            for (float degrees : {45.0f, 90.0f}) {
                out.file.corrections.push_back(
                    outerSideSculpt(m, joint, degrees, "J" + std::to_string(joint) + "_" + std::to_string(int(degrees))));
            }
        }
        // The frame's pose: every joint bent 30 degrees, between the references.
        Correction now;
        now.pose = chainPose(-1, 30.0f);
        for (const auto& [name, world] : now.pose) {
            out.world.push_back(world);
        }
        std::string missing;
        CorrectionSet::referenceShape(now, m, SkinningMethod::Linear, out.skinned, missing);
        return out;
    }();
    return s;
}

void runCorrections(benchmark::State& state, bool oneThread)
{
    const CorrectionSample& s = sample();
    CorrectionSet set;
    Diagnostics d;
    set.prepare(s.file, {&s.mesh}, nullptr, SkinningMethod::Linear, d);
    if (d.hasErrors()) {
        state.SkipWithError("corrections did not prepare");
        return;
    }
    SkinOutput out = s.skinned;
    tbb::task_arena arena(oneThread ? 1 : tbb::task_arena::automatic);
    for (auto _ : state) {
        out.positions = s.skinned.positions;
        arena.execute([&] { set.apply(0, out, s.world); });
        benchmark::DoNotOptimize(out.positions.data());
    }
    state.counters["vertices"] = double(s.mesh.positions.size());
    state.counters["corrections"] = double(s.file.corrections.size());
}

void BM_Corrections_50k16_OneThread(benchmark::State& state) { runCorrections(state, true); }
void BM_Corrections_50k16_AllThreads(benchmark::State& state) { runCorrections(state, false); }

/// The file limits' worst case (docs/corrections.md): kMaxPoseSpacePerMesh pose-space corrections on
/// one mesh, each with more moved vertices than maxVertices keeps and the finest grid, so each
/// analyses maxVertices (the argument) vertices. Preparing trains the interpolator on every
/// reference against every correction: (k + 1) * k similarities of maxVertices^2 / 2 pairs each.
CorrectionFile filesAtTheLimits(const SkinnedMesh& mesh, int maxVertices)
{
    CorrectionFile file;
    for (int joint = 1; joint <= 8; ++joint) {
        for (int step = 1; step <= kMaxPoseSpacePerMesh / 8; ++step) {
            Correction c = outerSideSculpt(mesh, joint, 10.0f * float(step), "J" + std::to_string(joint) + "_" + std::to_string(step));
            c.analysis.gridCells = 1000;
            c.analysis.maxVertices = maxVertices;
            file.corrections.push_back(std::move(c));
        }
    }
    return file;
}

void BM_Corrections_PrepareAtTheLimits(benchmark::State& state)
{
    const CorrectionSample& s = sample();
    const CorrectionFile file = filesAtTheLimits(s.mesh, int(state.range(0)));
    for (auto _ : state) {
        CorrectionSet set;
        Diagnostics d;
        set.prepare(file, {&s.mesh}, nullptr, SkinningMethod::Linear, d);
        if (d.hasErrors()) {
            state.SkipWithError("corrections did not prepare");
            return;
        }
        benchmark::DoNotOptimize(set);
    }
    state.counters["corrections"] = double(file.corrections.size());
}

/// One frame of the same file: every correction's similarity, the interpolator, the sculpts.
void BM_Corrections_ApplyAtTheLimits(benchmark::State& state)
{
    const CorrectionSample& s = sample();
    const CorrectionFile file = filesAtTheLimits(s.mesh, int(state.range(0)));
    CorrectionSet set;
    Diagnostics d;
    set.prepare(file, {&s.mesh}, nullptr, SkinningMethod::Linear, d);
    if (d.hasErrors()) {
        state.SkipWithError("corrections did not prepare");
        return;
    }
    SkinOutput out = s.skinned;
    tbb::task_arena arena(1);
    for (auto _ : state) {
        out.positions = s.skinned.positions;
        arena.execute([&] { set.apply(0, out, s.world); });
        benchmark::DoNotOptimize(out.positions.data());
    }
}

}  // namespace

BENCHMARK(BM_Corrections_PrepareAtTheLimits)->Arg(32)->Arg(kMaxAnalysedVertices)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(BM_Corrections_ApplyAtTheLimits)->Arg(32)->Arg(kMaxAnalysedVertices)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Corrections_50k16_OneThread)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_Corrections_50k16_AllThreads)->Unit(benchmark::kMicrosecond)->UseRealTime();
