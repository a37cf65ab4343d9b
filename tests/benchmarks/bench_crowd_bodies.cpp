// The crowd preview's CPU part with a hundred skinned walkers (View > Crowd > 100 Characters): the
// 99 copies evaluated, placed and their bodies skinned into one vertex buffer (core/skin/crowd_skin.h)
// at the preview's level of detail, against the same bodies skinned whole. Wall time per frame, on
// every core (the preview spreads both the copies and the skinning over them).

#include <benchmark/benchmark.h>

#include <stdexcept>

#include "character/crowd.h"
#include "skin/crowd_skin.h"

namespace {

using namespace rigstage;

const CharacterData& walker()
{
    static const CharacterData data = [] {
        Diagnostics d;
        auto loaded = loadCharacter(RIGSTAGE_SAMPLE_MANIFEST, d);
        if (!loaded || loaded->meshes.empty() || d.hasErrors()) {
            throw std::runtime_error("cannot load the walker resources/samples/walker");
        }
        return std::move(*loaded);
    }();
    return data;
}

/// Arg 0: the preview's level of detail (CrowdPreview::kBodyDetail, 0.6 % of the triangles); 1: the meshes whole.
void BM_CrowdBodies_100Walkers(benchmark::State& state)
{
    const CharacterData& data = walker();
    std::vector<std::vector<int>> costumes{{}};
    for (int c = 0; c < int(data.costumes.size()); ++c) {
        costumes.push_back({c});
    }
    Diagnostics d;
    auto crowd = Crowd::create(data, 99, 0, 5.0f, d, costumes);
    CrowdSkin skin;
    skin.bind(data, *crowd, state.range(0) == 0 ? 0.006f : 1.0f);
    std::vector<glm::mat4> world;
    std::vector<std::size_t> first;
    float frame = 0.0f;
    for (auto _ : state) {
        crowd->evaluate(frame, 1.0f / 60.0f);
        world.clear();
        first.clear();
        for (int i = 0; i < crowd->size(); ++i) {
            first.push_back(world.size());
            const glm::vec4 offset(200.0f * float(i % 10), 200.0f * float(i / 10), 0.0f, 0.0f);
            for (glm::mat4 m : crowd->instance(i).pose().allWorld()) {
                m[3] += offset;
                world.push_back(m);
            }
        }
        skin.deform(world, first);
        benchmark::DoNotOptimize(skin.vertices().data());
        frame += 0.5f;
    }
    state.counters["vertices"] = double(skin.vertexCount());
    state.counters["triangles"] = double(skin.indices().size() / 3);
}
BENCHMARK(BM_CrowdBodies_100Walkers)->Arg(0)->Arg(1)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
