#include "character/crowd.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>

#include <tbb/parallel_for.h>

#include "character/crowd_block.h"
#include "pose/world_lanes.h"

namespace rigstage {

std::unique_ptr<Crowd> Crowd::create(const CharacterData& data, int count, int clip, float frameOffset,
                                     Diagnostics& diagnostics, const std::vector<std::vector<int>>& costumeSets)
{
    std::unique_ptr<Crowd> crowd(new Crowd);
    const float length = clip >= 0 && clip < static_cast<int>(data.clips.size())
                             ? data.clips[static_cast<std::size_t>(clip)].lengthFrames()
                             : 0.0f;
    crowd->instances_.reserve(static_cast<std::size_t>(count));
    // One stacked framework, one compiled set of helper joints and one clip player per costume set,
    // built by the first instance wearing it and shared read-only by the others: each building its
    // own would cost memory per instance and the cache their tables and controllers every frame.
    std::map<std::vector<int>, const CharacterInstance*> firstWearing;
    for (int i = 0; i < count; ++i) {
        const std::vector<int> none;
        const std::vector<int>& costumes =
            costumeSets.empty() ? none : costumeSets[static_cast<std::size_t>(i) % costumeSets.size()];
        const auto first = firstWearing.find(costumes);
        const std::optional<CharacterSharedParts> shared =
            first == firstWearing.end() ? std::nullopt : std::optional(first->second->sharedParts());
        auto instance = CharacterInstance::create(data, diagnostics, costumes, shared ? &*shared : nullptr);
        if (!instance) {
            return nullptr;
        }
        if (first == firstWearing.end()) {
            instance->setClip(clip, diagnostics);
            firstWearing.emplace(costumes, instance.get());
        } else if (!instance->setClipAs(*first->second)) {
            instance->setClip(clip, diagnostics);  // not expected: the shared framework is the first's
        }
        crowd->instances_.push_back(std::move(instance));
        const float offset = static_cast<float>(i) * frameOffset;
        crowd->offsets_.push_back(length > 0.0f ? std::fmod(offset, length) : 0.0f);
    }
    crowd->setThreads(0);
    return crowd;
}

void Crowd::setThreads(int threads)
{
    threads_ = threads;
    const int automatic = tbb::task_arena::automatic;  // a copy: make_unique would odr-use the constant
    arena_ = std::make_unique<tbb::task_arena>(threads > 0 ? threads : automatic);
}

void Crowd::evaluate(float frame, float dtSeconds, bool loop)
{
    // One character per task would cost more in scheduling than a small rig's frame: eight at a
    // time, a block of lanes.
    const int blocks = (size() + kPoseLanes - 1) / kPoseLanes;
    blocksInLanes_ = 0;
    arena_->execute([&] {
        tbb::parallel_for(tbb::blocked_range<int>(0, blocks), [&](const tbb::blocked_range<int>& r) {
            for (int b = r.begin(); b < r.end(); ++b) {
                const int begin = b * kPoseLanes;
                const int end = std::min(size(), begin + kPoseLanes);
                std::array<CharacterInstance*, kPoseLanes> members;
                std::array<float, kPoseLanes> frames;
                for (int i = begin; i < end; ++i) {
                    members[static_cast<std::size_t>(i - begin)] = instances_[static_cast<std::size_t>(i)].get();
                    frames[static_cast<std::size_t>(i - begin)] = frameOf(i, frame);
                }
                const std::span<CharacterInstance* const> block(members.data(), static_cast<std::size_t>(end - begin));
                if (!lanes_ || !CrowdBlock::runAlike(block)) {
                    evaluateEach(begin, end, frame, dtSeconds, loop);
                    continue;
                }
                // The next block's poses brought towards the cache while this one evaluates.
                for (int i = end; i < std::min(size(), end + kPoseLanes) && b + 1 < r.end(); ++i) {
                    instances_[static_cast<std::size_t>(i)]->pose().prefetch(false);
                }
                std::unique_ptr<PoseLanes>& lanes = blocks_.local();
                if (!lanes || &lanes->framework() != &members[0]->framework()) {
                    lanes = std::make_unique<PoseLanes>(members[0]->frameworkPtr());
                }
                CrowdBlock::evaluate(block, std::span<const float>(frames.data(), block.size()), loop, *lanes);
                ++blocksInLanes_;
            }
        });
    });
}

void Crowd::evaluateEach(int begin, int end, float frame, float dtSeconds, bool loop)
{
    // Each pose is brought towards the cache before its frame: the next one while this one
    // evaluates (a crowd's poses do not fit in the caches; their first reads otherwise wait on
    // memory one by one).
    instances_[static_cast<std::size_t>(begin)]->pose().prefetch();
    std::array<Pose*, kWorldLanes> poses;
    std::size_t count = 0;
    for (int i = begin; i < end; ++i) {
        if (i + 1 < end) {
            instances_[static_cast<std::size_t>(i) + 1]->pose().prefetch();
        }
        CharacterInstance& instance = *instances_[static_cast<std::size_t>(i)];
        instance.evaluate(frameOf(i, frame), loop, dtSeconds);
        poses[count++] = &instance.pose();
        // Every world transform, as a game's skinning needs them: eight characters at a time in
        // lanes, while their poses are still in the cache.
        if (count == poses.size() || i + 1 == end) {
            Pose::allWorldAcross(std::span<Pose* const>(poses.data(), count));
            count = 0;
        }
    }
}

}  // namespace rigstage
