#include "sculpt/sculpt_wrap.h"

#include <tbb/parallel_for.h>

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
