#include "skin/skinning.h"

#include <algorithm>

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include <glm/gtc/quaternion.hpp>

#include "math/lanes8.h"
#include "math/vec3_lanes8.h"
#include "skeleton/bone_name.h"
#include "skeleton/framework.h"

namespace rigstage {

SkinBinding bindSkin(const SkinnedMesh& mesh, const Framework& framework, std::vector<std::string>& missing)
{
    SkinBinding binding;
    binding.paletteToBone.reserve(mesh.paletteBones.size());
    for (const std::string& name : mesh.paletteBones) {
        int bone = framework.findBone(name);
        if (bone < 0) {
            const auto parsed = parseBoneName(name);
            bone = framework.findBoneByShortName(parsed ? parsed->shortName : name);
        }
        if (bone < 0) {
            missing.push_back(name);
        }
        binding.paletteToBone.push_back(bone);
    }
    return binding;
}

void skinMatrices(const SkinnedMesh& mesh, const SkinBinding& binding, const std::vector<glm::mat4>& world,
                  std::vector<glm::mat4>& out)
{
    out.resize(mesh.inverseBind.size());
    for (std::size_t i = 0; i < out.size(); ++i) {
        const int bone = i < binding.paletteToBone.size() ? binding.paletteToBone[i] : -1;
        out[i] = bone >= 0 && bone < int(world.size()) ? world[bone] * mesh.inverseBind[i] : glm::mat4(1.0f);
    }
}

namespace {

/// A rigid transform as a unit dual quaternion (real part: rotation; dual part: translation).
struct DualQuat {
    glm::quat real;
    glm::quat dual;
};

DualQuat toDualQuat(const glm::mat4& m)
{
    // The rotation of the upper 3x3 with its scale divided out (skin matrices of a rig are rigid
    // up to scale; the scale is applied separately, see skinMesh).
    glm::mat3 r(m);
    r[0] = glm::normalize(r[0]);
    r[1] = glm::normalize(r[1]);
    r[2] = glm::normalize(r[2]);
    const glm::quat q = glm::quat_cast(r);
    const glm::vec3 t(m[3]);
    return {q, glm::quat(0.0f, t.x, t.y, t.z) * q * 0.5f};
}

/// The position and normal of vertex v with the morph targets added (weight 0 or no deltas: skipped).
inline void morphed(const SkinnedMesh& mesh, const std::vector<float>& morphWeights, std::size_t v, glm::vec3& p, glm::vec3& n)
{
    p = mesh.positions[v];
    n = mesh.normals[v];
    for (std::size_t m = 0; m < morphWeights.size() && m < mesh.morphs.size(); ++m) {
        const MorphTarget& target = mesh.morphs[m];
        if (morphWeights[m] != 0.0f && !target.positionDeltas.empty()) {
            p += target.positionDeltas[v] * morphWeights[m];
            if (!target.normalDeltas.empty()) {
                n += target.normalDeltas[v] * morphWeights[m];
            }
        }
    }
}

/// Skins vertices begin..end one at a time: the reference for every method, and the linear blocks'
/// remainder where the block kernel runs.
template <bool kDual, bool kScaled>
void skinRange(const SkinnedMesh& mesh, const std::vector<glm::mat4>& skin, const std::vector<DualQuat>& dq,
               const std::vector<glm::mat3>& linear, const std::vector<float>& morphWeights, SkinOutput& out,
               std::size_t begin, std::size_t end)
{
    for (std::size_t v = begin; v < end; ++v) {
        glm::vec3 p, n;
        morphed(mesh, morphWeights, v, p, n);
        const auto& joints = mesh.joints[v];
        const auto& weights = mesh.weights[v];
        if constexpr (!kDual) {
            glm::mat4 blended = skin[joints[0]] * weights[0];
            for (int i = 1; i < SkinnedMesh::kMaxInfluences && weights[i] > 0.0f; ++i) {
                blended += skin[joints[i]] * weights[i];
            }
            out.positions[v] = glm::vec3(blended * glm::vec4(p, 1.0f));
            // Normals by the blended matrix's inverse transpose (cofactors: no division needed
            // before normalising).
            const glm::mat3 b(blended);
            const glm::mat3 cof(glm::cross(b[1], b[2]), glm::cross(b[2], b[0]), glm::cross(b[0], b[1]));
            out.normals[v] = glm::normalize(cof * n);
        } else {
            // Dual-quaternion blending with antipodality fixed against the first influence
            // (Kavan et al. 2007); scale, if any, blended linearly and applied first.
            const DualQuat& first = dq[joints[0]];
            glm::quat real = first.real * weights[0];
            glm::quat dual = first.dual * weights[0];
            glm::mat3 scale(1.0f);
            if constexpr (kScaled) {
                scale = linear[joints[0]] * weights[0];
            }
            for (int i = 1; i < SkinnedMesh::kMaxInfluences && weights[i] > 0.0f; ++i) {
                const DualQuat& d = dq[joints[i]];
                const float w = glm::dot(d.real, first.real) < 0.0f ? -weights[i] : weights[i];
                real += d.real * w;
                dual += d.dual * w;
                if constexpr (kScaled) {
                    scale += linear[joints[i]] * weights[i];
                }
            }
            const float length = glm::length(real);
            real = real * (1.0f / length);
            dual = dual * (1.0f / length);
            glm::vec3 scaled = p;
            if constexpr (kScaled) {
                scaled = scale * p;
            }
            const glm::quat tq = (dual * glm::conjugate(real)) * 2.0f;
            const glm::vec3 t(tq.x, tq.y, tq.z);
            out.positions[v] = real * scaled + t;
            out.normals[v] = glm::normalize(real * n);
        }
    }
    (void)skin;
}


#if defined(__AVX2__)
// Linear blend skinning eight vertices at a time. Written with AVX2 intrinsics because the results
// must stay the bits of the one-vertex code above (glm's operation order per vertex, no FMA), and
// the compiler's vectoriser, given the same loop, keeps it one vertex at a time (each vertex reads
// its own palette entries): scalar multiplies and one square root and division per vertex.
// Here each vertex's matrix blend runs on whole columns (two 8-float registers), the eight blended
// matrices are transposed so that each register holds one matrix element of all eight vertices,
// and the position, the cofactor normal and its normalisation run across the eight vertices with
// the same operations, in the same order, as glm's mat4 * vec4, cross, mat3 * vec3 and normalize.
constexpr std::size_t kBlock = 8;

/// Eight 8-float rows, transposed: e[k] holds element k of every row (elements 3 and 7, the
/// matrix's bottom row, are never read, so the compiler drops their shuffles).
inline void transposeColumns(const float (*rows)[16], int offset, __m256* e)
{
    __m256 r[8];
    for (int i = 0; i < 8; ++i) {
        r[i] = _mm256_load_ps(rows[i] + offset);
    }
    transpose8x8(r, e);
}

/// Linear blend skinning of the eight vertices from first (positions and normals as given, morphed
/// or not), writing out's positions and normals.
inline void skinLinearBlock(const SkinnedMesh& mesh, const glm::mat4* skin, const float* positions, const float* normals,
                            std::size_t first, float* outPositions, float* outNormals)
{
    // The blended matrix of each vertex, column-major like glm::mat4. (Running every vertex of
    // the block through as many influences as the one with the most, to do without the branch on
    // each vertex's count, measured 1.2-1.4x slower on the benchmark's mesh.)
    alignas(32) float blended[kBlock][16];
    for (std::size_t k = 0; k < kBlock; ++k) {
        const auto& joints = mesh.joints[first + k];
        const auto& weights = mesh.weights[first + k];
        const float* m = &skin[joints[0]][0][0];
        const __m256 w0 = _mm256_set1_ps(weights[0]);
        __m256 lo = _mm256_mul_ps(_mm256_loadu_ps(m), w0);
        __m256 hi = _mm256_mul_ps(_mm256_loadu_ps(m + 8), w0);
        for (int i = 1; i < SkinnedMesh::kMaxInfluences && weights[std::size_t(i)] > 0.0f; ++i) {
            const float* mi = &skin[joints[std::size_t(i)]][0][0];
            const __m256 wi = _mm256_set1_ps(weights[std::size_t(i)]);
            lo = _mm256_add_ps(lo, _mm256_mul_ps(_mm256_loadu_ps(mi), wi));
            hi = _mm256_add_ps(hi, _mm256_mul_ps(_mm256_loadu_ps(mi + 8), wi));
        }
        _mm256_store_ps(blended[k], lo);
        _mm256_store_ps(blended[k] + 8, hi);
    }
    // b[4c + r]: column c, row r of every vertex's blended matrix.
    __m256 b[16];
    transposeColumns(blended, 0, b);
    transposeColumns(blended, 8, b + 8);

    // The position: glm's mat4 * vec4(p, 1) is (c0 * x + c1 * y) + (c2 * z + c3 * 1).
    __m256 px, py, pz;
    deinterleaveVec3x8(positions, px, py, pz);
    __m256 o[3];
    for (int r = 0; r < 3; ++r) {
        const __m256 a0 = _mm256_add_ps(_mm256_mul_ps(b[r], px), _mm256_mul_ps(b[4 + r], py));
        const __m256 a1 = _mm256_add_ps(_mm256_mul_ps(b[8 + r], pz), b[12 + r]);
        o[r] = _mm256_add_ps(a0, a1);
    }
    interleaveVec3x8(o[0], o[1], o[2], outPositions);

    // The normal by the cofactors: columns cross(b1, b2), cross(b2, b0), cross(b0, b1), with
    // glm's cross(x, y) = (x.y * y.z - y.y * x.z, x.z * y.x - y.z * x.x, x.x * y.y - y.x * x.y).
    const auto cross = [&](int x, int y, __m256* c) {
        c[0] = _mm256_sub_ps(_mm256_mul_ps(b[x + 1], b[y + 2]), _mm256_mul_ps(b[y + 1], b[x + 2]));
        c[1] = _mm256_sub_ps(_mm256_mul_ps(b[x + 2], b[y + 0]), _mm256_mul_ps(b[y + 2], b[x + 0]));
        c[2] = _mm256_sub_ps(_mm256_mul_ps(b[x + 0], b[y + 1]), _mm256_mul_ps(b[y + 0], b[x + 1]));
    };
    __m256 c0[3], c1[3], c2[3];
    cross(4, 8, c0);
    cross(8, 0, c1);
    cross(0, 4, c2);
    __m256 nx, ny, nz;
    deinterleaveVec3x8(normals, nx, ny, nz);
    // mat3 * vec3: (m[0][r] * x + m[1][r] * y) + m[2][r] * z; then normalize: v * (1 / sqrt(dot)).
    for (int r = 0; r < 3; ++r) {
        o[r] = _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(c0[r], nx), _mm256_mul_ps(c1[r], ny)), _mm256_mul_ps(c2[r], nz));
    }
    const __m256 dot = _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(o[0], o[0]), _mm256_mul_ps(o[1], o[1])), _mm256_mul_ps(o[2], o[2]));
    const __m256 inverse = _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_sqrt_ps(dot));
    interleaveVec3x8(_mm256_mul_ps(o[0], inverse), _mm256_mul_ps(o[1], inverse), _mm256_mul_ps(o[2], inverse), outNormals);
}

/// Linear blend skinning of vertices begin..end (begin a multiple of kBlock): whole blocks by the
/// block kernel, the rest by skinRange.
void skinLinearBlocks(const SkinnedMesh& mesh, const std::vector<glm::mat4>& skin, const std::vector<float>& morphWeights,
                      bool morphs, SkinOutput& out, std::size_t begin, std::size_t end)
{
    std::size_t v = begin;
    alignas(32) float morphedPositions[kBlock * 3], morphedNormals[kBlock * 3];
    for (; v + kBlock <= end; v += kBlock) {
        const float* p = &mesh.positions[v].x;
        const float* n = &mesh.normals[v].x;
        if (morphs) {
            for (std::size_t k = 0; k < kBlock; ++k) {
                glm::vec3 mp, mn;
                morphed(mesh, morphWeights, v + k, mp, mn);
                std::copy_n(&mp.x, 3, morphedPositions + 3 * k);
                std::copy_n(&mn.x, 3, morphedNormals + 3 * k);
            }
            p = morphedPositions;
            n = morphedNormals;
        }
        skinLinearBlock(mesh, skin.data(), p, n, v, &out.positions[v].x, &out.normals[v].x);
    }
    skinRange<false, false>(mesh, skin, {}, {}, morphWeights, out, v, end);
}
#endif
}  // namespace

void skinMesh(const SkinnedMesh& mesh, const std::vector<glm::mat4>& skin, SkinningMethod method, SkinOutput& out,
              bool parallel, const std::vector<float>& morphWeights)
{
    const std::size_t n = mesh.positions.size();
    out.positions.resize(n);
    out.normals.resize(n);
    std::vector<DualQuat> dq;
    std::vector<glm::mat3> scale;  // per-bone scale part (identity for rigid bones), for DQS
    bool scaled = false;           // any bone scaled: blend the scale parts too (slower)
    if (method == SkinningMethod::DualQuaternion) {
        dq.reserve(skin.size());
        scale.reserve(skin.size());
        for (const glm::mat4& m : skin) {
            dq.push_back(toDualQuat(m));
            const glm::mat3 r = glm::mat3_cast(dq.back().real);
            scale.push_back(glm::transpose(r) * glm::mat3(m));  // R^T M = the scale (and shear) part
            for (int c = 0; c < 3; ++c) {
                scaled = scaled || std::abs(glm::length(glm::vec3(m[c])) - 1.0f) > 1e-4f;
            }
        }
    }
    [[maybe_unused]] bool morphs = false;  // any morph target moves a vertex
    for (std::size_t m = 0; m < morphWeights.size() && m < mesh.morphs.size(); ++m) {
        morphs = morphs || (morphWeights[m] != 0.0f && !mesh.morphs[m].positionDeltas.empty());
    }
    const auto run = [&](std::size_t begin, std::size_t end) {
        if (method == SkinningMethod::Linear) {
#if defined(__AVX2__)
            skinLinearBlocks(mesh, skin, morphWeights, morphs, out, begin, end);
#else
            skinRange<false, false>(mesh, skin, dq, scale, morphWeights, out, begin, end);
#endif
        } else if (scaled) {
            skinRange<true, true>(mesh, skin, dq, scale, morphWeights, out, begin, end);
        } else {
            skinRange<true, false>(mesh, skin, dq, scale, morphWeights, out, begin, end);
        }
    };
    if (parallel && n > 2048) {
        // Ranges of whole 8-vertex blocks, so that only the mesh's last vertices take the one-vertex path.
        const std::size_t blocks = (n + 7) / 8;
        tbb::parallel_for(tbb::blocked_range<std::size_t>(0, blocks, 128), [&](const tbb::blocked_range<std::size_t>& r) {
            run(r.begin() * 8, std::min(n, r.end() * 8));
        });
    } else {
        run(0, n);
    }
}

}  // namespace rigstage
