#include "sculpt/surface_normals.h"

#include <tbb/parallel_for.h>

namespace rigstage {

namespace {

template <typename Body>
void forVertices(std::size_t n, bool parallel, Body body)
{
    if (parallel) {
        tbb::parallel_for(tbb::blocked_range<std::size_t>(0, n, 2048), [&](const tbb::blocked_range<std::size_t>& r) {
            for (std::size_t v = r.begin(); v < r.end(); ++v) {
                body(v);
            }
        });
    } else {
        for (std::size_t v = 0; v < n; ++v) {
            body(v);
        }
    }
}

}  // namespace

void vertexNormals(const MeshTopology& topology, const std::vector<glm::vec3>& positions, std::vector<glm::vec3>& normals)
{
    // Face normals first (each triangle once), then gathered per vertex from its triangles: each
    // vertex writes only itself, so both loops run in parallel without atomics.
    const std::vector<std::uint32_t>& idx = topology.indices();
    std::vector<glm::vec3> faces(idx.size() / 3);
    forVertices(faces.size(), true, [&](std::size_t t) {
        const glm::vec3 a = positions[idx[3 * t]], b = positions[idx[3 * t + 1]], c = positions[idx[3 * t + 2]];
        faces[t] = glm::cross(b - a, c - a);  // length = twice the area: area weighting
    });
    normals.resize(positions.size());
    forVertices(positions.size(), true, [&](std::size_t v) {
        glm::vec3 sum(0.0f);
        for (std::uint32_t t : topology.triangles(int(topology.welded(int(v))))) {
            sum += faces[t];
        }
        const float len = glm::length(sum);
        normals[v] = len > 1e-20f ? sum / len : glm::vec3(0.0f, 0.0f, 1.0f);
    });
}

void laplacianSmooth(const MeshTopology& topology, const std::vector<glm::vec3>& positions, int passes,
                     std::vector<glm::vec3>& smoothed, bool parallel)
{
    smoothed = positions;
    std::vector<glm::vec3> next(positions.size());
    for (int pass = 0; pass < passes; ++pass) {
        forVertices(positions.size(), parallel, [&](std::size_t v) {
            const auto ring = topology.umbrella(int(v));
            if (ring.empty()) {
                next[v] = smoothed[v];
                return;
            }
            glm::vec3 mean(0.0f);
            for (std::uint32_t u : ring) {
                mean += smoothed[u];
            }
            next[v] = 0.5f * (smoothed[v] + mean / float(ring.size()));
        });
        smoothed.swap(next);
    }
}

void SmoothedNormals::compute(const MeshTopology& topology, const std::vector<glm::vec3>& positions, int passes, bool parallel)
{
    laplacianSmooth(topology, positions, passes, smoothed_, parallel);
    vertexNormals(topology, smoothed_, normals_);
}

void RegionNormals::build(const MeshTopology& topology, const std::vector<std::uint32_t>& region, int passes)
{
    region_ = region;
    std::vector<std::uint8_t> in(std::size_t(topology.vertexCount()), 0);
    rings_.assign(1, {});
    for (std::uint32_t v : region) {
        const std::uint32_t w = topology.welded(int(v));
        if (!in[w]) {
            in[w] = 1;
            rings_[0].push_back(w);
        }
    }
    for (int k = 1; k <= passes + 1; ++k) {
        rings_.push_back(rings_.back());
        for (std::uint32_t w : rings_[std::size_t(k - 1)]) {
            for (std::uint32_t u : topology.umbrella(int(w))) {
                if (!in[u]) {
                    in[u] = 1;
                    rings_.back().push_back(u);
                }
            }
        }
    }
    a_.resize(std::size_t(topology.vertexCount()));
    b_.resize(std::size_t(topology.vertexCount()));
    // The triangles around the region's vertices, each once: compute() finds their normals once
    // and each vertex sums them, instead of every corner crossing its triangles again.
    std::vector<std::uint8_t> listed(topology.indices().size() / 3, 0);
    faces_.clear();
    for (std::uint32_t w : rings_[0]) {
        for (std::uint32_t t : topology.triangles(int(w))) {
            if (!listed[t]) {
                listed[t] = 1;
                faces_.push_back(t);
            }
        }
    }
    faceNormals_.resize(listed.size());
}

void RegionNormals::compute(const MeshTopology& topology, const std::vector<glm::vec3>& positions, std::vector<glm::vec3>& normals)
{
    if (rings_.empty()) {
        return;
    }
    const int passes = int(rings_.size()) - 2;
    const std::vector<glm::vec3>* current = &positions;
    for (int pass = 0; pass < passes; ++pass) {
        std::vector<glm::vec3>& next = pass % 2 == 0 ? a_ : b_;
        const std::vector<std::uint32_t>& ring = rings_[std::size_t(passes - pass)];
        const std::vector<glm::vec3>& from = *current;
        forVertices(ring.size(), true, [&](std::size_t i) {
            const std::uint32_t w = ring[i];
            const auto umbrella = topology.umbrella(int(w));
            if (umbrella.empty()) {
                next[w] = from[w];
                return;
            }
            glm::vec3 mean(0.0f);
            for (std::uint32_t u : umbrella) {
                mean += from[u];
            }
            next[w] = 0.5f * (from[w] + mean / float(umbrella.size()));
        });
        current = &next;
    }
    const std::vector<glm::vec3>& smoothed = *current;
    const std::vector<std::uint32_t>& idx = topology.indices();
    normals.resize(positions.size());
    forVertices(faces_.size(), true, [&](std::size_t i) {
        const std::uint32_t t = faces_[i];
        const glm::vec3 a = smoothed[topology.welded(int(idx[3 * t]))], b = smoothed[topology.welded(int(idx[3 * t + 1]))],
                        c = smoothed[topology.welded(int(idx[3 * t + 2]))];
        faceNormals_[t] = glm::cross(b - a, c - a);
    });
    forVertices(region_.size(), true, [&](std::size_t i) {
        const std::uint32_t v = region_[i];
        glm::vec3 sum(0.0f);
        for (std::uint32_t t : topology.triangles(int(topology.welded(int(v))))) {
            sum += faceNormals_[t];
        }
        const float len = glm::length(sum);
        normals[v] = len > 1e-20f ? sum / len : glm::vec3(0.0f, 0.0f, 1.0f);
    });
}

glm::vec3 geometricNormal(const MeshTopology& topology, const std::vector<glm::vec3>& positions, std::uint32_t v)
{
    const std::vector<std::uint32_t>& idx = topology.indices();
    glm::vec3 sum(0.0f);
    for (std::uint32_t t : topology.triangles(int(topology.welded(int(v))))) {
        const glm::vec3 a = positions[idx[3 * t]], b = positions[idx[3 * t + 1]], c = positions[idx[3 * t + 2]];
        sum += glm::cross(b - a, c - a);
    }
    const float len = glm::length(sum);
    return len > 1e-20f ? sum / len : glm::vec3(0.0f, 0.0f, 1.0f);
}

}  // namespace rigstage
