#include "sculpt/sculpt_wrap.h"

#include <algorithm>

#include <tbb/parallel_for.h>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include "math/vec3_lanes8.h"

namespace rigstage {

namespace {

/// The frame of the edge v -> u: columns tangent, bitangent, normal. False when the edge runs
/// along the normal (no tangent direction).
bool edgeFrame(const glm::vec3& pv, const glm::vec3& pu, const glm::vec3& normal, glm::mat3& frame)
{
    const glm::vec3 e = pu - pv;
    const glm::vec3 t = e - normal * glm::dot(normal, e);
    const float len = glm::length(t);
    if (!(len > 1e-8f * (glm::length(e) + 1e-20f))) {
        return false;
    }
    frame[0] = t / len;
    frame[1] = glm::cross(normal, frame[0]);
    frame[2] = normal;
    return true;
}

}  // namespace

SculptDeltas captureSculpt(const MeshTopology& topology, const std::vector<glm::vec3>& reference,
                           const std::vector<glm::vec3>& referenceNormals, const std::vector<glm::vec3>& corrected,
                           WrapMethod method, float minMove)
{
    SculptDeltas out;
    out.method = method;
    const std::size_t n = std::min(reference.size(), corrected.size());
    for (std::size_t v = 0; v < n; ++v) {
        const glm::vec3 d = corrected[v] - reference[v];
        const float len = glm::length(d);
        if (!(len >= minMove)) {
            continue;
        }
        out.vertices.push_back(std::uint32_t(v));
        out.localBegin.push_back(std::uint32_t(out.local.size()));
        out.length.push_back(len);
        for (std::uint32_t u : topology.umbrella(int(v))) {
            glm::mat3 frame;
            out.local.push_back(edgeFrame(reference[v], reference[u], referenceNormals[v], frame) ? glm::transpose(frame) * d
                                                                                                  : glm::vec3(0.0f));
            if (method == WrapMethod::SingleDelta && out.local.back() != glm::vec3(0.0f)) {
                break;  // the first usable edge only
            }
            if (method == WrapMethod::SingleDelta) {
                out.local.pop_back();
            }
        }
    }
    out.localBegin.push_back(std::uint32_t(out.local.size()));
    return out;
}

glm::vec3 restoredDelta(const MeshTopology& topology, const SculptDeltas& deltas, std::size_t i,
                        const std::vector<glm::vec3>& current, const std::vector<glm::vec3>& currentNormals)
{
    const std::uint32_t v = deltas.vertices[i];
    const auto ring = topology.umbrella(int(v));
    glm::vec3 sum(0.0f);
    int used = 0;
    std::size_t k = deltas.localBegin[i];
    for (std::uint32_t u : ring) {
        if (k >= deltas.localBegin[i + 1]) {
            break;
        }
        glm::mat3 frame;
        if (deltas.method == WrapMethod::SingleDelta) {
            // The stored delta belongs to the first edge that had a tangent at capture.
            if (!edgeFrame(current[v], current[u], currentNormals[v], frame)) {
                continue;
            }
            return frame * deltas.local[k];
        }
        const glm::vec3& local = deltas.local[k++];
        if (local != glm::vec3(0.0f) && edgeFrame(current[v], current[u], currentNormals[v], frame)) {
            sum += frame * local;
            ++used;
        }
    }
    if (used == 0) {
        return glm::vec3(0.0f);
    }
    const float len = glm::length(sum);
    return len > 1e-20f ? sum * (deltas.length[i] / len) : glm::vec3(0.0f);
}

bool UmbrellaFrames::build(const MeshTopology& topology, std::uint32_t v, const std::vector<glm::vec3>& current,
                           const std::vector<glm::vec3>& currentNormals)
{
    const auto ring = topology.umbrella(int(v));
    if (ring.size() > kMaxEdges) {
        return false;
    }
    edges_ = ring.size();
    normal_ = currentNormals[v];
    const glm::vec3 pv = current[v];
#if defined(__AVX2__)
    // Eight edges at a time, each lane doing edgeFrame's operations in glm's order (no FMA), so
    // the frames are its bits: e = pu - pv; t = e - n * ((n.x e.x + n.y e.y) + n.z e.z); the
    // lengths as sqrt((x x + y y) + z z); tangent t / |t|; bitangent cross(n, tangent).
    const __m256 nx = _mm256_set1_ps(normal_.x), ny = _mm256_set1_ps(normal_.y), nz = _mm256_set1_ps(normal_.z);
    const __m256 px = _mm256_set1_ps(pv.x), py = _mm256_set1_ps(pv.y), pz = _mm256_set1_ps(pv.z);
    const float* positions = &current[0].x;
    for (std::size_t q0 = 0; q0 < edges_; q0 += 8) {
        const int count = int(std::min<std::size_t>(8, edges_ - q0));
        const __m256i lane = _mm256_cmpgt_epi32(_mm256_set1_epi32(count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        const __m256 inRing = _mm256_castsi256_ps(lane);
        const __m256i u = _mm256_maskload_epi32(reinterpret_cast<const int*>(ring.data() + q0), lane);
        const __m256i u3 = _mm256_mullo_epi32(u, _mm256_set1_epi32(3));
        const __m256 ex = _mm256_sub_ps(_mm256_mask_i32gather_ps(_mm256_setzero_ps(), positions, u3, inRing, 4), px);
        const __m256 ey = _mm256_sub_ps(_mm256_mask_i32gather_ps(_mm256_setzero_ps(), positions + 1, u3, inRing, 4), py);
        const __m256 ez = _mm256_sub_ps(_mm256_mask_i32gather_ps(_mm256_setzero_ps(), positions + 2, u3, inRing, 4), pz);
        const __m256 along = _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(nx, ex), _mm256_mul_ps(ny, ey)), _mm256_mul_ps(nz, ez));
        const __m256 tx = _mm256_sub_ps(ex, _mm256_mul_ps(nx, along));
        const __m256 ty = _mm256_sub_ps(ey, _mm256_mul_ps(ny, along));
        const __m256 tz = _mm256_sub_ps(ez, _mm256_mul_ps(nz, along));
        const __m256 len = _mm256_sqrt_ps(_mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(tx, tx), _mm256_mul_ps(ty, ty)), _mm256_mul_ps(tz, tz)));
        const __m256 lenE = _mm256_sqrt_ps(_mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(ex, ex), _mm256_mul_ps(ey, ey)), _mm256_mul_ps(ez, ez)));
        const __m256 ok = _mm256_cmp_ps(len, _mm256_mul_ps(_mm256_set1_ps(1e-8f), _mm256_add_ps(lenE, _mm256_set1_ps(1e-20f))), _CMP_GT_OQ);
        const __m256 fx = _mm256_div_ps(tx, len), fy = _mm256_div_ps(ty, len), fz = _mm256_div_ps(tz, len);
        _mm256_store_ps(tx_ + q0, fx);
        _mm256_store_ps(ty_ + q0, fy);
        _mm256_store_ps(tz_ + q0, fz);
        // glm's cross(x, y) = (x.y y.z - y.y x.z, x.z y.x - y.z x.x, x.x y.y - y.x x.y), x = n, y = tangent.
        _mm256_store_ps(bx_ + q0, _mm256_sub_ps(_mm256_mul_ps(ny, fz), _mm256_mul_ps(fy, nz)));
        _mm256_store_ps(by_ + q0, _mm256_sub_ps(_mm256_mul_ps(nz, fx), _mm256_mul_ps(fz, nx)));
        _mm256_store_ps(bz_ + q0, _mm256_sub_ps(_mm256_mul_ps(nx, fy), _mm256_mul_ps(fx, ny)));
        _mm256_store_si256(reinterpret_cast<__m256i*>(valid_ + q0), _mm256_castps_si256(_mm256_and_ps(ok, inRing)));
    }
#else
    for (std::size_t q = 0; q < edges_; ++q) {
        glm::mat3 frame(0.0f);  // left as is (and unread) where the edge has no tangent
        valid_[q] = edgeFrame(pv, current[ring[q]], normal_, frame) ? ~0u : 0u;
        tx_[q] = frame[0].x, ty_[q] = frame[0].y, tz_[q] = frame[0].z;
        bx_[q] = frame[1].x, by_[q] = frame[1].y, bz_[q] = frame[1].z;
    }
#endif
    return true;
}

glm::vec3 UmbrellaFrames::restoredDelta(const SculptDeltas& deltas, std::size_t i) const
{
    const std::size_t begin = deltas.localBegin[i];
    // The locals pair with the umbrella's edges in order, as far as both go.
    const std::size_t count = std::min<std::size_t>(edges_, deltas.localBegin[i + 1] - begin);
    glm::vec3 sum(0.0f);
    int used = 0;
#if defined(__AVX2__)
    // Each edge's frame * local in a lane ((tangent * x + bitangent * y) + normal * z, as glm's
    // mat3 * vec3), then added to the sum edge by edge in umbrella order, x, y and z at once. An
    // unused edge adds +0, which leaves the sum as it was: it starts at +0 and a sum of floats is
    // -0 only when both terms are, so it is never -0.
    const float* local = count > 0 ? &deltas.local[begin].x : nullptr;
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256 nx = _mm256_set1_ps(normal_.x), ny = _mm256_set1_ps(normal_.y), nz = _mm256_set1_ps(normal_.z);
    const __m256 zero = _mm256_setzero_ps();
    __m128 total = _mm_setzero_ps();
    alignas(32) float restored[8 * 3 + 1];  // per edge x, y, z as stored; one more for the last edge's 4-float load
    restored[8 * 3] = 0.0f;
    for (std::size_t q0 = 0; q0 < count; q0 += 8) {
        const int n = int(std::min<std::size_t>(8, count - q0));
        const float* in = local + 3 * q0;
        // 3n floats as stored (x y z per edge), past them nothing read: three masked loads.
        const __m256 m0 = _mm256_maskload_ps(in, _mm256_cmpgt_epi32(_mm256_set1_epi32(3 * n), lanes));
        const __m256 m1 = _mm256_maskload_ps(in + 8, _mm256_cmpgt_epi32(_mm256_set1_epi32(3 * n - 8), lanes));
        const __m256 m2 = _mm256_maskload_ps(in + 16, _mm256_cmpgt_epi32(_mm256_set1_epi32(3 * n - 16), lanes));
        __m256 lx, ly, lz;
        deinterleaveVec3x8(m0, m1, m2, lx, ly, lz);
        // local != vec3(0) as glm tests it (a NaN component counts as not zero); (0,0,0) marks an
        // edge that had no tangent at capture.
        const __m256 nonZero = _mm256_or_ps(_mm256_or_ps(_mm256_cmp_ps(lx, zero, _CMP_NEQ_UQ), _mm256_cmp_ps(ly, zero, _CMP_NEQ_UQ)),
                                            _mm256_cmp_ps(lz, zero, _CMP_NEQ_UQ));
        const __m256 inCount = _mm256_castsi256_ps(_mm256_cmpgt_epi32(_mm256_set1_epi32(n), lanes));
        const __m256 valid = _mm256_castsi256_ps(_mm256_load_si256(reinterpret_cast<const __m256i*>(valid_ + q0)));
        const __m256 use = _mm256_and_ps(_mm256_and_ps(nonZero, valid), inCount);
        used += __builtin_popcount(unsigned(_mm256_movemask_ps(use)));
        const auto row = [&](const float* t, const float* b, __m256 normal) {
            const __m256 r = _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_load_ps(t + q0), lx), _mm256_mul_ps(_mm256_load_ps(b + q0), ly)),
                                           _mm256_mul_ps(normal, lz));
            return _mm256_and_ps(r, use);
        };
        const __m256 rx = row(tx_, bx_, nx), ry = row(ty_, by_, ny), rz = row(tz_, bz_, nz);
        interleaveVec3x8(rx, ry, rz, restored);  // back to x y z per edge
        for (int q = 0; q < n; ++q) {
            total = _mm_add_ps(total, _mm_loadu_ps(restored + 3 * q));  // its fourth lane is discarded
        }
    }
    alignas(16) float t4[4];
    _mm_store_ps(t4, total);
    sum = glm::vec3(t4[0], t4[1], t4[2]);
#else
    for (std::size_t q = 0; q < count; ++q) {
        const glm::vec3& local = deltas.local[begin + q];
        if (local != glm::vec3(0.0f) && valid_[q] != 0) {
            sum += glm::mat3(glm::vec3(tx_[q], ty_[q], tz_[q]), glm::vec3(bx_[q], by_[q], bz_[q]), normal_) * local;
            ++used;
        }
    }
#endif
    if (used == 0) {
        return glm::vec3(0.0f);
    }
    const float len = glm::length(sum);
    return len > 1e-20f ? sum * (deltas.length[i] / len) : glm::vec3(0.0f);
}

void addSculpt(const MeshTopology& topology, const SculptDeltas& deltas, const std::vector<glm::vec3>& current,
               const std::vector<glm::vec3>& currentNormals, float weight, std::vector<glm::vec3>& out)
{
    if (weight == 0.0f) {
        return;
    }
    // Each moved vertex is written once per correction, so vertices run in parallel safely.
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, deltas.vertices.size(), 512), [&](const tbb::blocked_range<std::size_t>& r) {
        for (std::size_t i = r.begin(); i < r.end(); ++i) {
            out[deltas.vertices[i]] += weight * restoredDelta(topology, deltas, i, current, currentNormals);
        }
    });
}

}  // namespace rigstage
