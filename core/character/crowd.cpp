#include "character/crowd.h"

#include <array>
#include <cmath>
#include <map>
#include <optional>

#include <tbb/parallel_for.h>

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
    // One character per task would cost more in scheduling than a small rig's frame: 8 at a time.
    arena_->execute([&] {
        tbb::parallel_for(tbb::blocked_range<int>(0, size(), 8), [&](const tbb::blocked_range<int>& r) {
            // Each pose is brought towards the cache before its frame: the next one while this one
            // evaluates (a crowd's poses do not fit in the caches; their first reads otherwise wait
            // on memory one by one).
            instances_[static_cast<std::size_t>(r.begin())]->pose().prefetch();
            std::array<Pose*, kWorldLanes> poses;
            std::size_t count = 0;
            for (int i = r.begin(); i < r.end(); ++i) {
                if (i + 1 < r.end()) {
                    instances_[static_cast<std::size_t>(i) + 1]->pose().prefetch();
                }
                CharacterInstance& instance = *instances_[static_cast<std::size_t>(i)];
                instance.evaluate(frameOf(i, frame), loop, dtSeconds);
                poses[count++] = &instance.pose();
                // Every world transform, as a game's skinning needs them: eight characters at a
                // time in lanes, while their poses are still in the cache.
                if (count == poses.size() || i + 1 == r.end()) {
                    Pose::allWorldAcross(std::span<Pose* const>(poses.data(), count));
                    count = 0;
                }
            }
        });
    });
}

}  // namespace rigstage
