// Two-bone IK on the sample's left leg: the solve alone on gathered world matrices (the scope of
// ozz's IKTwoBoneJob: model-space matrices in, local rotations out), the job on a pose (gathering
// from the dirty-mask cache, which re-derives the three joints the previous solve moved, and writing
// back), and the same job after a full recompute of the pose (the plain reference).

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <stdexcept>

#include "helpers/ik_limb.h"
#include "io/character_loader.h"
#include "procedural/two_bone_ik.h"

namespace {

using namespace rigstage;

struct IkSample {
    CharacterData data;
    TwoBoneIkJob job;
};

const IkSample& ikSample()
{
    static const IkSample s = [] {
        const char* env = std::getenv("RIGSTAGE_BENCH_MANIFEST");
        const std::string path = env ? env : RIGSTAGE_SAMPLE_MANIFEST;
        Diagnostics d;
        auto data = loadCharacter(path, d);
        if (!data || !data->framework) {
            throw std::runtime_error("cannot load " + path);
        }
        IkSample out{std::move(*data), {}};
        const Framework& fw = *out.data.framework;
        out.job.root = fw.findBone("_0Base{BD}#L_Thigh");
        out.job.mid = fw.findBone("_0Base{BD}#L_Calf");
        out.job.end = fw.findBone("_0Base{BD}#L_Foot");
        out.job.pole = glm::vec3(9, -60, 50);
        out.job.hingeLocal = hingeFromBindPose(fw, out.job.root, out.job.mid, out.job.end);
        return out;
    }();
    return s;
}

/// The i-th target of a cycle through reachable points around the left foot (changes every solve).
glm::vec3 cyclingTarget(int i)
{
    return glm::vec3(9.0f + float(i % 7), -5.0f + float(i % 11), 15.0f + float(i % 13));
}

void BM_TwoBoneIk_Solve(benchmark::State& state)
{
    const IkSample& s = ikSample();
    Pose pose(s.data.framework);
    TwoBoneIkJob job = s.job;
    TwoBoneIkChain chain;
    job.gather(pose, chain);
    TwoBoneIkResult result;
    int i = 0;
    for (auto _ : state) {
        job.target = cyclingTarget(i);
        benchmark::DoNotOptimize(job.solve(chain, result));
        benchmark::DoNotOptimize(result);
        ++i;
    }
}
BENCHMARK(BM_TwoBoneIk_Solve);

void BM_TwoBoneIk(benchmark::State& state)
{
    const IkSample& s = ikSample();
    Pose pose(s.data.framework);
    TwoBoneIkJob job = s.job;
    int i = 0;
    for (auto _ : state) {
        job.target = cyclingTarget(i);
        benchmark::DoNotOptimize(job.run(pose));
        ++i;
    }
}
BENCHMARK(BM_TwoBoneIk);

void BM_TwoBoneIk_AfterFullRecompute(benchmark::State& state)
{
    const IkSample& s = ikSample();
    Pose pose(s.data.framework);
    TwoBoneIkJob job = s.job;
    int i = 0;
    for (auto _ : state) {
        job.target = cyclingTarget(i);
        pose.computeAllWorld();
        benchmark::DoNotOptimize(job.run(pose));
        ++i;
    }
}
BENCHMARK(BM_TwoBoneIk_AfterFullRecompute);

/// The IK Limb controller pair on the same leg, as the helper-joint system runs it: gathering the
/// chain through the pose source (the goal bone moved every iteration), the solve, and the
/// middle bone's controller taking its rotation. Max's IK Limb target: 0.2 us.
void BM_IkLimb_Controllers(benchmark::State& state)
{
    const IkSample& s = ikSample();
    Pose pose(s.data.framework);
    auto solver = std::make_shared<IkLimbSolver>();
    solver->job = s.job;
    solver->job.reachRatio = 1.0f;
    solver->job.pole.reset();
    solver->goal = pose.framework().findBone("_0Base{B}#IK_Hand_L");  // a child of the root: local = world
    IkLimbRootRotation root(solver);
    IkLimbMidRotation mid(solver);
    DirectPoseSource source(pose);
    int i = 0;
    for (auto _ : state) {
        pose.setLocalTranslation(solver->goal, cyclingTarget(i));
        EvalContext rootCtx(source, s.job.root);
        rootCtx.local = pose.local(s.job.root);
        benchmark::DoNotOptimize(root.evaluate(rootCtx, glm::quat(1, 0, 0, 0)));
        EvalContext midCtx(source, s.job.mid);
        midCtx.local = pose.local(s.job.mid);
        benchmark::DoNotOptimize(mid.evaluate(midCtx, glm::quat(1, 0, 0, 0)));
        ++i;
    }
}
BENCHMARK(BM_IkLimb_Controllers);

}  // namespace
