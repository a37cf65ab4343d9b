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
    std::vector<std::pair<std::vector<int>, std::vector<int>>> wearers;  // costume set, its instances
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
        auto set = std::find_if(wearers.begin(), wearers.end(), [&](const auto& w) { return w.first == costumes; });
        if (set == wearers.end()) {
            set = wearers.insert(wearers.end(), {costumes, {}});
        }
        set->second.push_back(i);
        const float offset = static_cast<float>(i) * frameOffset;
        crowd->offsets_.push_back(length > 0.0f ? std::fmod(offset, length) : 0.0f);
    }
    // Blocks of eight wearing one costume set, which lanes can hold together.
    for (const auto& [costumes, indices] : wearers) {
        for (std::size_t first = 0; first < indices.size(); first += kPoseLanes) {
            Block block;
            for (std::size_t i = first; i < std::min(indices.size(), first + kPoseLanes); ++i) {
                block.members[static_cast<std::size_t>(block.count++)] = indices[i];
            }
            crowd->blocks_.push_back(block);
        }
    }
#if defined(__AVX__)
    crowd->lanes_ = true;
#endif
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
    // One character per task would cost more in scheduling than a small rig's frame: a block of
    // eight at a time.
    blocksInLanes_ = 0;
    arena_->execute([&] {
        tbb::parallel_for(tbb::blocked_range<std::size_t>(0, blocks_.size()), [&](const tbb::blocked_range<std::size_t>& r) {
            for (std::size_t b = r.begin(); b < r.end(); ++b) {
                const Block& block = blocks_[b];
                std::array<CharacterInstance*, kPoseLanes> members;
                std::array<float, kPoseLanes> frames;
                for (int k = 0; k < block.count; ++k) {
                    const int i = block.members[static_cast<std::size_t>(k)];
                    members[static_cast<std::size_t>(k)] = instances_[static_cast<std::size_t>(i)].get();
                    frames[static_cast<std::size_t>(k)] = frameOf(i, frame);
                }
                const std::span<CharacterInstance* const> characters(members.data(), static_cast<std::size_t>(block.count));
                const std::span<const float> times(frames.data(), characters.size());
                if (!lanes_ || !CrowdBlock::runAlike(characters)) {
                    evaluateEach(characters, times, dtSeconds, loop);
                    continue;
                }
                // The next block's poses brought towards the cache while this one evaluates.
                if (b + 1 < r.end()) {
                    const Block& next = blocks_[b + 1];
                    for (int k = 0; k < next.count; ++k) {
                        instances_[static_cast<std::size_t>(next.members[static_cast<std::size_t>(k)])]->pose().prefetch(false);
                    }
                }
                CrowdBlock::evaluate(characters, times, loop, laneBlockFor(*members[0]));
                ++blocksInLanes_;
            }
        });
    });
}

PoseLanes& Crowd::laneBlockFor(const CharacterInstance& instance)
{
    std::vector<std::unique_ptr<PoseLanes>>& mine = laneBlocks_.local();
    for (const std::unique_ptr<PoseLanes>& block : mine) {
        if (&block->framework() == &instance.framework()) {
            return *block;
        }
    }
    mine.push_back(std::make_unique<PoseLanes>(instance.frameworkPtr()));
    return *mine.back();
}

void Crowd::evaluateEach(std::span<CharacterInstance* const> characters, std::span<const float> frames, float dtSeconds,
                         bool loop)
{
    // Each pose is brought towards the cache before its frame: the next one while this one
    // evaluates (a crowd's poses do not fit in the caches; their first reads otherwise wait on
    // memory one by one).
    characters.front()->pose().prefetch();
    std::array<Pose*, kWorldLanes> poses;
    std::size_t count = 0;
    for (std::size_t i = 0; i < characters.size(); ++i) {
        if (i + 1 < characters.size()) {
            characters[i + 1]->pose().prefetch();
        }
        characters[i]->evaluate(frames[i], loop, dtSeconds);
        poses[count++] = &characters[i]->pose();
        // Every world transform, as a game's skinning needs them: eight characters at a time in
        // lanes, while their poses are still in the cache.
        if (count == poses.size() || i + 1 == characters.size()) {
            Pose::allWorldAcross(std::span<Pose* const>(poses.data(), count));
            count = 0;
        }
    }
}

}  // namespace rigstage
