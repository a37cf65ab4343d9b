// What the crowd's world pass would cost with eight characters' transforms stored in lanes (one
// AVX register per Srt or matrix entry, one lane a character), against the pass as it runs:
// BM_GameRig_WorldPass/1/8 moves each character's rows into lanes and back around the same
// arithmetic (Pose::allWorldAcross). The difference is what storing a crowd's poses in lane blocks
// would save on this pass, measured before building it (docs/performance.md).
//
// Built for x86-64-v3 where core/ is (tests/benchmarks/CMakeLists.txt); elsewhere it skips.

#include <benchmark/benchmark.h>

#include <cstring>
#include <memory>
#include <stdexcept>
#include <vector>

#if defined(__AVX__)
#include <immintrin.h>
#endif

#include "anim/clip_player.h"
#include "io/character_loader.h"
#include "math/srt.h"
#include "pose/pose.h"
#include "pose/world_lanes.h"

namespace {

using namespace rigstage;

#if defined(__AVX__)

/// A bone's local transforms of eight characters: translation, rotation x y z w, scale.
struct SrtLanes {
    __m256 e[10];
};
/// A bone's world matrices of eight characters, entry c x 4 + r is row r of column c.
struct MatrixLanes {
    __m256 e[16];
};

/// Every bone's world matrix of eight characters in lanes, in affineTimesSrt's operations and order
/// (a root's as toMatrix builds it).
void worldInLanes(const SrtLanes* locals, const int* parents, int count, MatrixLanes* world)
{
    const Float8 one{_mm256_set1_ps(1.0f)}, two{_mm256_set1_ps(2.0f)};
    for (int i = 0; i < count; ++i) {
        const __m256* l = locals[i].e;
        __m256* out = world[i].e;
        const int p = parents[i];
        if (p >= 0) {
            affineTimesSrtInLanes(world[p].e, l, out);
            continue;
        }
        const ScaledColumns<Float8> c =
            scaledRotationColumns<Float8>({l[3]}, {l[4]}, {l[5]}, {l[6]}, {l[7]}, {l[8]}, {l[9]}, one, two);
        const Float8 columns[3][3] = {{c.c00, c.c01, c.c02}, {c.c10, c.c11, c.c12}, {c.c20, c.c21, c.c22}};
        for (int j = 0; j < 3; ++j) {
            for (int r = 0; r < 3; ++r) {
                out[4 * j + r] = columns[j][r].v;
            }
            out[4 * j + 3] = _mm256_setzero_ps();
        }
        out[12] = l[0];
        out[13] = l[1];
        out[14] = l[2];
        out[15] = one.v;
    }
}

#endif

/// Eight characters of the game rig after a clip's frame (each at its own frame), their world pass
/// with the transforms held in lanes. Time per character; compare BM_GameRig_WorldPass/0/8 (each
/// pose on its own) and /1/8 (in lanes, moved there and back).
void BM_GameRig_WorldPassHeldInLanes(benchmark::State& state)
{
#if defined(__AVX__)
    Diagnostics d;
    const auto data = loadCharacter(RIGSTAGE_SAMPLES "/gamerig/gamerig.character.xml", d);
    if (!data || !data->framework || data->clips.empty()) {
        state.SkipWithError("cannot load resources/samples/gamerig");
        return;
    }
    const ClipPlayer player(*data->framework, data->clips.front(), d);
    const int count = data->framework->boneCount();
    std::vector<SrtLanes> locals(static_cast<std::size_t>(count));
    std::vector<MatrixLanes> world(static_cast<std::size_t>(count));
    float values[10][8];
    std::vector<std::unique_ptr<Pose>> poses;
    for (int k = 0; k < 8; ++k) {
        poses.push_back(std::make_unique<Pose>(data->framework));
        player.apply(*poses.back(), 0.5f * static_cast<float>(k));
    }
    for (int i = 0; i < count; ++i) {
        for (int k = 0; k < 8; ++k) {
            const Srt& s = poses[static_cast<std::size_t>(k)]->local(i);
            const float parts[10] = {s.translation.x, s.translation.y, s.translation.z, s.rotation.x, s.rotation.y,
                                     s.rotation.z, s.rotation.w, s.scale.x, s.scale.y, s.scale.z};
            for (int e = 0; e < 10; ++e) {
                values[e][k] = parts[e];
            }
        }
        for (int e = 0; e < 10; ++e) {
            locals[static_cast<std::size_t>(i)].e[e] = _mm256_loadu_ps(values[e]);
        }
    }
    for (auto _ : state) {
        worldInLanes(locals.data(), data->framework->parentIndices(), count, world.data());
        benchmark::DoNotOptimize(world.data());
        benchmark::ClobberMemory();
    }
    // Every bone of every lane against each pose's own pass: the same arithmetic gives the same bits.
    for (int k = 0; k < 8; ++k) {
        const std::vector<glm::mat4>& expected = poses[static_cast<std::size_t>(k)]->allWorld();
        for (int i = 0; i < count; ++i) {
            float got[16];
            for (int e = 0; e < 16; ++e) {
                float lanes[8];
                _mm256_storeu_ps(lanes, world[static_cast<std::size_t>(i)].e[e]);
                got[e] = lanes[k];
            }
            if (std::memcmp(got, &expected[static_cast<std::size_t>(i)][0][0], sizeof(got)) != 0) {
                state.SkipWithError("the world pass in lanes does not give the poses' bits");
                return;
            }
        }
    }
    state.counters["us_per_character"] =
        benchmark::Counter(1e-6 * 8, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
#else
    state.SkipWithError("built without AVX");
#endif
}
BENCHMARK(BM_GameRig_WorldPassHeldInLanes);

}  // namespace
