// The benchmark rig (resources/samples/gamerig, scripts/make_game_rig.py: 190 bones, 40 helper
// bones, a production rig's controller mix) per frame, and crowds of it on one and two threads.
//
// Side by side in one run: the whole frame, of the rig as exported and of a variant whose clip keys
// every bone on every frame (the same motion); the clip with every world transform through the dense
// sampler and through the per-track slerp sampler it replaced; the clip with every world transform of
// eight characters as the crowd runs them and held in lanes (PoseLanes), and the whole frame of
// eight the same two ways; crowds of 1,000 on one thread and on
// two (wall time per character, so efficiency = one thread / (2 x two threads)); a costumed crowd
// with the stacked framework shared and with one per instance.

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <vector>

#include "anim/clip_lanes.h"
#include "anim/clip_player.h"
#include "character/character_bench.h"
#include "character/crowd.h"
#include "keyed_clip.h"
#include "pipeline/ik_stage.h"
#include "pose/pose_lanes.h"

namespace {

using namespace rigstage;

const CharacterData& gameRig()
{
    static const CharacterData data = [] {
        Diagnostics d;
        auto loaded = loadCharacter(RIGSTAGE_SAMPLES "/gamerig/gamerig.character.xml", d);
        if (!loaded || !loaded->framework || loaded->clips.empty() || d.hasErrors()) {
            throw std::runtime_error("cannot load the benchmark rig resources/samples/gamerig");
        }
        return std::move(*loaded);
    }();
    return data;
}

/// The game rig with its clip keyed on every bone of the clip's layer at every frame
/// (tests/keyed_clip.h): the same motion, so against gameRig() the difference is the clip stage's
/// width alone.
const CharacterData& keyedGameRig()
{
    static const CharacterData data = [] {
        CharacterData copy = test::keyedOnEveryBone(gameRig());
        if (!copy.clips.front().dense) {
            throw std::runtime_error("the fully keyed game rig's clip does not take the dense sampler");
        }
        return copy;
    }();
    return data;
}

const CharacterData& rigOf(std::int64_t keyedEveryBone)
{
    return keyedEveryBone ? keyedGameRig() : gameRig();
}

/// range(0): 0 the game rig as exported (its clip keys the bones it animates), 1 every bone keyed.
void BM_GameRig_Frame(benchmark::State& state)
{
    Diagnostics d;
    auto instance = CharacterInstance::create(rigOf(state.range(0)), d);
    instance->setClip(0, d);
    float frame = 0.0f;
    for (auto _ : state) {
        instance->evaluate(frame, true, 1.0f / 60.0f);
        benchmark::DoNotOptimize(instance->pose().allWorld().data());
        frame += 0.5f;
    }
    state.counters["bones"] = instance->framework().boneCount();
    state.counters["tracks"] = double(rigOf(state.range(0)).clips.front().tracks.size());
}
BENCHMARK(BM_GameRig_Frame)->Arg(0)->Arg(1);

/// The clip and every world transform (ozz's SamplingJob + LocalToModelJob scope); range(0) 1 uses
/// the dense sampler, 0 the per-track slerp sampler; range(1) 1 the clip keyed on every bone.
void BM_GameRig_ClipAndWorld(benchmark::State& state)
{
    Diagnostics d;
    const CharacterData& rig = rigOf(state.range(1));
    const ClipPlayer player(*rig.framework, rig.clips.front(), d, state.range(0) == 0);
    Pose pose(rig.framework);
    float frame = 0.0f;
    for (auto _ : state) {
        player.apply(pose, frame);
        benchmark::DoNotOptimize(pose.allWorld().data());
        frame += 0.5f;
    }
    const double joints = pose.boneCount();
    state.counters["ns_per_joint"] =
        benchmark::Counter(joints, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_GameRig_ClipAndWorld)->Args({1, 0})->Args({0, 0})->Args({1, 1});

/// Eight characters' frames, 7.5 apart from frame on.
void framesApart(float frame, float (&frames)[kPoseLanes])
{
    for (int k = 0; k < kPoseLanes; ++k) {
        frames[k] = frame + 7.5f * static_cast<float>(k);
    }
}

/// The time an iteration of eight characters takes, per character (µs).
void countPerCharacter(benchmark::State& state)
{
    state.counters["us_per_character"] =
        benchmark::Counter(1e-6 * kPoseLanes, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

/// The clip and every world transform of eight characters of the game rig, each at its own frame
/// (7.5 frames apart), range(0) 1 for the rig keyed on every bone: range(1) 0 eight poses, each
/// played by ClipPlayer::apply, their world pass eight at a time in lanes (Pose::allWorldAcross,
/// what the crowd runs); 1 the eight held in lanes (PoseLanes: applyClipInLanes, computeWorld), the
/// same bits (test_pose_lanes). Time per character.
void BM_GameRig_ClipAndWorldEight(benchmark::State& state)
{
    Diagnostics d;
    const CharacterData& rig = rigOf(state.range(0));
    const ClipPlayer player(*rig.framework, rig.clips.front(), d);
    std::vector<std::unique_ptr<Pose>> poses;
    std::vector<Pose*> pointers;
    for (int k = 0; k < kPoseLanes; ++k) {
        poses.push_back(std::make_unique<Pose>(rig.framework));
        pointers.push_back(poses.back().get());
    }
    PoseLanes block(rig.framework);
    const bool inLanes = state.range(1) == 1;
    float frame = 0.0f;
    for (auto _ : state) {
        float frames[kPoseLanes];
        framesApart(frame, frames);
        if (inLanes) {
            applyClipInLanes(player, block, frames);
            block.computeWorld();
            benchmark::DoNotOptimize(&block.world(0));
        } else {
            for (int k = 0; k < kPoseLanes; ++k) {
                player.apply(*pointers[static_cast<std::size_t>(k)], frames[k]);
            }
            Pose::allWorldAcross(pointers);
            benchmark::DoNotOptimize(pointers.front());
        }
        benchmark::ClobberMemory();
        frame += 0.5f;
    }
    countPerCharacter(state);
}
BENCHMARK(BM_GameRig_ClipAndWorldEight)->Args({0, 0})->Args({0, 1})->Args({1, 0})->Args({1, 1});

/// The game rig's whole frame (clip, hand IK, helper joints, every world transform) for eight
/// characters, each at its own frame (7.5 frames apart), range(0) 1 for the rig keyed on every
/// bone: range(1) 0 as the crowd runs a block of eight (each CharacterInstance::evaluate, then the
/// world pass eight at a time in lanes); 1 the eight held in lanes (PoseLanes: applyClipInLanes,
/// IkStage::runLanes, HelperJointSystem::evaluateLanes, computeWorld), the same bits
/// (test_pose_lanes). Time per character.
void BM_GameRig_FrameEight(benchmark::State& state)
{
    Diagnostics d;
    const CharacterData& rig = rigOf(state.range(0));
    std::vector<std::unique_ptr<CharacterInstance>> instances;
    std::vector<Pose*> poses;
    for (int k = 0; k < kPoseLanes; ++k) {
        instances.push_back(CharacterInstance::create(rig, d));
        if (!instances.back()) {
            state.SkipWithError("the game rig does not build");
            return;
        }
        instances.back()->setClip(0, d);
        poses.push_back(&instances.back()->pose());
    }
    CharacterInstance& first = *instances.front();
    const IkStage& ik = *first.pipeline().find<IkStage>();
    HelperJointSystem& helpers = *first.helpers();
    const Clip& clip = *first.clip();
    const ClipPlayer player(first.framework(), clip, d);
    PoseLanes block(first.frameworkPtr());
    const bool inLanes = state.range(1) == 1;
    float frame = 0.0f;
    for (auto _ : state) {
        float frames[kPoseLanes];
        framesApart(frame, frames);
        if (inLanes) {
            HelperTime times[kPoseLanes];
            for (int k = 0; k < kPoseLanes; ++k) {
                times[k] = helperTimeAt(&clip, frames[k], true);
            }
            applyClipInLanes(player, block, frames);
            ik.runLanes(block, nullptr);
            helpers.evaluateLanes(block, times);
            block.computeWorld();
            benchmark::DoNotOptimize(&block.world(0));
        } else {
            for (int k = 0; k < kPoseLanes; ++k) {
                instances[static_cast<std::size_t>(k)]->evaluate(frames[k]);
            }
            Pose::allWorldAcross(poses);
            benchmark::DoNotOptimize(poses.front());
        }
        benchmark::ClobberMemory();
        frame += 0.5f;
    }
    countPerCharacter(state);
}
BENCHMARK(BM_GameRig_FrameEight)->Args({0, 0})->Args({0, 1})->Args({1, 0})->Args({1, 1});

/// The world pass a crowd's frame ends with, for range(1) characters of the game rig after a clip's
/// frame (every bone dirty): range(0) 0 each pose on its own (Pose::allWorld), 1 eight at a time in
/// lanes (Pose::allWorldAcross). 8 characters stay in the caches, 64 do not. Time per character.
void BM_GameRig_WorldPass(benchmark::State& state)
{
    Diagnostics d;
    const CharacterData& rig = gameRig();
    const ClipPlayer player(*rig.framework, rig.clips.front(), d);
    const int characters = static_cast<int>(state.range(1));
    std::vector<std::unique_ptr<Pose>> poses;
    std::vector<Pose*> pointers;
    for (int k = 0; k < characters; ++k) {
        poses.push_back(std::make_unique<Pose>(rig.framework));
        player.apply(*poses.back(), 0.5f * static_cast<float>(k));
        pointers.push_back(poses.back().get());
    }
    const bool lanes = state.range(0) == 1;
    for (auto _ : state) {
        for (Pose* pose : pointers) {
            pose->invalidateAll();
        }
        if (lanes) {
            Pose::allWorldAcross(pointers);
        } else {
            for (Pose* pose : pointers) {
                pose->allWorld();
            }
        }
        benchmark::DoNotOptimize(pointers.back()->world(0));
    }
    state.counters["us_per_character"] = benchmark::Counter(
        1e-6 * characters, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_GameRig_WorldPass)->Args({0, 8})->Args({1, 8})->Args({0, 64})->Args({1, 64});

/// range(0) characters on range(1) threads (range(2) 1: the clip keyed on every bone), eight at a
/// time in lanes where lanes is true (Crowd::setLanes), one after the other otherwise; the time is
/// the wall time of one crowd frame, reported per character.
void runGameRigCrowd(benchmark::State& state, bool lanes)
{
    Diagnostics d;
    const int count = static_cast<int>(state.range(0));
    auto crowd = Crowd::create(rigOf(state.range(2)), count, 0, 7.0f, d);
    crowd->setThreads(static_cast<int>(state.range(1)));
    crowd->setLanes(lanes);
    float frame = 0.0f;
    for (auto _ : state) {
        crowd->evaluate(frame, 1.0f / 60.0f);
        frame += 0.5f;
    }
    if (crowd->blocksInLanes() != (lanes ? (count + kPoseLanes - 1) / kPoseLanes : 0)) {
        state.SkipWithError("the crowd did not hold its blocks in lanes as asked");
    }
    state.counters["us_per_character"] = benchmark::Counter(
        1e-6 * count, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["characters_per_60Hz"] = benchmark::Counter(
        count / 60.0, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["bytes_per_character"] = double(crowdBytesPerCharacter(rigOf(state.range(2)), 0, {}));
}
/// The crowd as it runs: eight characters of the game rig at a time in lanes.
void BM_GameRig_Crowd(benchmark::State& state)
{
    runGameRigCrowd(state, true);
}
/// The same crowd one character after the other (each CharacterInstance::evaluate, then the world
/// pass eight at a time): what the lanes are measured against.
void BM_GameRig_CrowdOneByOne(benchmark::State& state)
{
    runGameRigCrowd(state, false);
}
// 16 characters on one thread keep every pose in the caches (about 27 KB each): against 1,000 on one
// thread, the cost of streaming the poses through memory.
void crowdSizes(benchmark::internal::Benchmark* b)
{
    b->Args({16, 1, 0})->Args({1000, 1, 0})->Args({1000, 2, 0})->Args({1000, 2, 1})->UseRealTime()->Unit(benchmark::kMillisecond);
}
BENCHMARK(BM_GameRig_Crowd)->Apply(crowdSizes);
BENCHMARK(BM_GameRig_CrowdOneByOne)->Apply(crowdSizes);

/// 2,000 walkers wearing a costume, one thread, the same loop: range(0) 0 has each build its own
/// framework and helper joints (the unshared reference), 1 shares the costume's stacked framework,
/// 2 the framework and the compiled helper joints (what Crowd does).
void BM_CostumedCrowd_Shared(benchmark::State& state)
{
    static const CharacterData walker = [] {
        Diagnostics d;
        auto loaded = loadCharacter(RIGSTAGE_SAMPLES "/walker/walker.character.xml", d);
        if (!loaded || loaded->costumes.empty() || loaded->clips.empty()) {
            throw std::runtime_error("cannot load the walker sample with a costume");
        }
        return std::move(*loaded);
    }();
    Diagnostics d;
    const int count = 2000;
    std::vector<std::unique_ptr<CharacterInstance>> crowd;
    CharacterSharedParts shared;
    for (int i = 0; i < count; ++i) {
        crowd.push_back(CharacterInstance::create(walker, d, {0}, i > 0 && state.range(0) > 0 ? &shared : nullptr));
        crowd.back()->setClip(0, d);
        if (i == 0) {
            shared = crowd.back()->sharedParts();
            if (state.range(0) < 2) {
                shared.helpers.reset();
            }
        }
    }
    const float length = walker.clips.front().lengthFrames();
    float frame = 0.0f;
    for (auto _ : state) {
        for (int i = 0; i < count; ++i) {
            crowd[static_cast<std::size_t>(i)]->evaluate(std::fmod(frame + 7.0f * static_cast<float>(i), length), true, 1.0f / 60.0f);
        }
        frame += 0.5f;
    }
    state.counters["us_per_character"] = benchmark::Counter(
        1e-6 * count, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_CostumedCrowd_Shared)->Arg(2)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);

}  // namespace
