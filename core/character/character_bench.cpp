#include "character/character_bench.h"

#include <algorithm>
#include <chrono>
#include <optional>

#include <tbb/info.h>

#include "character/crowd.h"
#include "skeleton/framework.h"
#include "support/heap_usage.h"
#include "support/timed_region.h"

namespace rigstage {

namespace {

using Clock = std::chrono::steady_clock;

BenchStats statsOf(std::vector<double> samples)
{
    BenchStats out;
    if (samples.empty()) {
        return out;
    }
    std::sort(samples.begin(), samples.end());
    out.min = samples.front();
    out.max = samples.back();
    const std::size_t n = samples.size();
    out.median = n % 2 ? samples[n / 2] : 0.5 * (samples[n / 2 - 1] + samples[n / 2]);
    return out;
}

/// Each frame's wall time divided by the crowd's size (microseconds per character).
BenchStats measureFrames(Crowd& crowd, const BenchOptions& options, float dt)
{
    const int warmup = std::min(options.frames, 100);
    float frame = 0.0f;
    for (int k = 0; k < warmup; ++k, frame += options.frameStep) {
        crowd.evaluate(frame, dt);
    }
    std::vector<double> samples;
    samples.reserve(static_cast<std::size_t>(options.frames));
    for (int k = 0; k < options.frames; ++k, frame += options.frameStep) {
        const auto start = Clock::now();
        crowd.evaluate(frame, dt);
        const double micros = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
        samples.push_back(micros / crowd.size());
    }
    return statsOf(std::move(samples));
}

/// Heap bytes held by a crowd of count characters once each has played a frame on this thread, or
/// nothing.
std::optional<std::size_t> crowdHeapBytes(const CharacterData& data, int count, int clip, const std::vector<int>& costumes)
{
    const std::optional<std::size_t> before = heapBytesInUse();
    Diagnostics quiet;  // the crowd built once already for the timings: its problems are reported there
    auto crowd = Crowd::create(data, count, clip, 7.0f, quiet, {costumes});
    if (!before || !crowd) {
        return std::nullopt;
    }
    for (int i = 0; i < crowd->size(); ++i) {  // on this thread, so every allocation is counted
        crowd->instance(i).evaluate(crowd->frameOf(i, 0.0f), true, 1.0f / 60.0f);
        crowd->instance(i).pose().allWorld();
    }
    const std::optional<std::size_t> after = heapBytesInUse();
    return after && *after > *before ? std::optional<std::size_t>(*after - *before) : std::nullopt;
}

}  // namespace

std::size_t crowdBytesPerCharacter(const CharacterData& data, int clip, const std::vector<int>& costumes)
{
    constexpr int kMore = 64;
    const std::optional<std::size_t> one = crowdHeapBytes(data, 1, clip, costumes);
    const std::optional<std::size_t> many = crowdHeapBytes(data, 1 + kMore, clip, costumes);
    return one && many && *many > *one ? (*many - *one) / kMore : 0;
}

bool runCharacterBench(const CharacterData& data, const BenchOptions& options, BenchResult& result,
                       Diagnostics& diagnostics)
{
    const int clip = options.clip < static_cast<int>(data.clips.size()) ? options.clip : -1;
    // Instances spread over the clip (a prime step keeps them apart in any clip length).
    auto crowd = Crowd::create(data, std::max(1, options.instances), clip, 7.0f, diagnostics, {options.costumes});
    if (!crowd) {
        return false;
    }
    const float frameRate = clip >= 0 ? data.clips[static_cast<std::size_t>(clip)].frameRate : 30.0f;
    const float dt = options.frameStep / (frameRate > 0.0f ? frameRate : 30.0f);
    CharacterInstance& first = crowd->instance(0);

    result = {};
    result.character = data.manifest.name;
    result.bones = first.framework().boneCount();
    result.helpers = first.helpers() ? static_cast<int>(first.helpers()->joints().size()) : 0;
    result.instances = crowd->size();
    result.threads = options.threads > 0 ? options.threads : tbb::info::default_concurrency();
    result.frames = options.frames;

    crowd->setThreads(result.threads);
    result.frame = measureFrames(*crowd, options, dt);
    if (result.threads > 1) {
        crowd->setThreads(1);
        result.oneThread = measureFrames(*crowd, options, dt);
    } else {
        result.oneThread = result.frame;
    }
    result.parallelEfficiency =
        result.frame.median > 0.0 ? result.oneThread.median / (result.threads * result.frame.median) : 0.0;
    result.charactersPer60HzFrame = result.frame.median > 0.0 ? (1e6 / 60.0) / result.frame.median : 0.0;
    result.bytesPerCharacter = crowdBytesPerCharacter(data, clip, options.costumes);

    // Stages and controllers on the first instance alone, in two passes: the controller clocks
    // would otherwise be counted in the helper stage.
    float frame = 0.0f;
    StagePipeline& pipeline = first.pipeline();
    pipeline.setMeasuring(true);
    for (FrameStage* stage : pipeline.stages()) {
        stage->resetCost();
    }
    // The crowd's frame ends with every world transform (Crowd::evaluate); timed here as a row of
    // its own, so the stages add up to the frame.
    double worldMicroseconds = 0.0;
    for (int k = 0; k < options.frames; ++k, frame += options.frameStep) {
        first.evaluate(crowd->frameOf(0, frame), true, dt);
        const auto start = ProfileClock::now();
        first.pose().allWorld();
        worldMicroseconds += regionNanoseconds(start, ProfileClock::now()) / 1000.0;
    }
    pipeline.setMeasuring(false);
    for (FrameStage* stage : pipeline.stages()) {
        if (stage->measuredRuns() > 0) {
            result.stages.push_back({stage->name(), stage->meanMicroseconds()});
        }
    }
    if (options.frames > 0) {
        result.stages.push_back({kWorldStageName, worldMicroseconds / options.frames});
    }
    if (HelperJointSystem* helpers = first.helpers()) {
        ControllerProfile profile;
        helpers->setProfile(&profile);
        for (int k = 0; k < options.frames; ++k, frame += options.frameStep) {
            first.evaluate(crowd->frameOf(0, frame), true, dt);
        }
        helpers->setProfile(nullptr);
        result.controllers = profile.rows();
        const auto& nanos = profile.helperNanoseconds();
        for (std::size_t h = 0; h < nanos.size(); ++h) {
            const int bone = helpers->joints()[h].bone;
            result.helperCosts.push_back(
                {first.framework().boneName(bone), nanos[h] / static_cast<double>(std::max<std::int64_t>(1, profile.frames()))});
        }
        std::sort(result.helperCosts.begin(), result.helperCosts.end(),
                  [](const BenchHelperCost& a, const BenchHelperCost& b) { return a.nanoseconds > b.nanoseconds; });
    }
    return true;
}

}  // namespace rigstage
