#include "sculpt/mesh_topology.h"

#include <algorithm>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <unordered_map>

namespace rigstage {

namespace {

struct PositionKey {
    std::size_t operator()(const glm::vec3& p) const
    {
        std::uint32_t bits[3];
        std::memcpy(bits, &p, sizeof bits);
        return std::size_t(bits[0]) * 73856093u ^ std::size_t(bits[1]) * 19349663u ^ std::size_t(bits[2]) * 83492791u;
    }
};

}  // namespace

MeshTopology::MeshTopology(const std::vector<glm::vec3>& positions, const std::vector<std::uint32_t>& indices)
{
    const std::size_t n = positions.size();
    weld_.resize(n);
    std::unordered_map<glm::vec3, std::uint32_t, PositionKey> first;
    first.reserve(n);
    for (std::size_t v = 0; v < n; ++v) {
        weld_[v] = first.try_emplace(positions[v], std::uint32_t(v)).first->second;
    }
    // Edges of every triangle, both ways, between welded vertices; then sorted into CSR rows.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    edges.reserve(indices.size() * 2);
    for (std::size_t t = 0; t + 2 < indices.size(); t += 3) {
        if (indices[t] >= n || indices[t + 1] >= n || indices[t + 2] >= n) {
            continue;
        }
        indices_.insert(indices_.end(), {indices[t], indices[t + 1], indices[t + 2]});
        for (int e = 0; e < 3; ++e) {
            const std::uint32_t a = weld_[indices[t + std::size_t(e)]], b = weld_[indices[t + std::size_t((e + 1) % 3)]];
            if (a != b) {
                edges.emplace_back(a, b);
                edges.emplace_back(b, a);
            }
        }
    }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    offsets_.assign(n + 1, 0);
    for (const auto& e : edges) {
        ++offsets_[e.first + 1];
    }
    for (std::size_t v = 0; v < n; ++v) {
        offsets_[v + 1] += offsets_[v];
    }
    neighbours_.resize(edges.size());
    for (std::size_t i = 0; i < edges.size(); ++i) {
        neighbours_[i] = edges[i].second;  // sorted by first, so rows fill in order
    }
    triangleOffsets_.assign(n + 1, 0);
    for (std::uint32_t v : indices_) {
        ++triangleOffsets_[weld_[v] + 1];
    }
    for (std::size_t v = 0; v < n; ++v) {
        triangleOffsets_[v + 1] += triangleOffsets_[v];
    }
    triangles_.resize(indices_.size());
    std::vector<std::uint32_t> fill(triangleOffsets_.begin(), triangleOffsets_.end() - 1);
    for (std::size_t i = 0; i < indices_.size(); ++i) {
        triangles_[fill[weld_[indices_[i]]]++] = std::uint32_t(i / 3);
    }
}

MeshTopology MeshTopology::of(const std::vector<glm::vec3>& positions, const std::vector<std::uint32_t>& indices)
{
    struct Entry {
        std::vector<glm::vec3> positions;
        std::vector<std::uint32_t> indices;
        std::shared_ptr<const MeshTopology> topology;
    };
    // A character has a few meshes (a body, costume pieces); the last eight asked for are kept.
    constexpr std::size_t kKept = 8;
    static std::mutex mutex;
    static std::deque<Entry> kept;
    // Compared by their bytes: a mesh read again from the same file gives the same bytes.
    const auto same = [&](const Entry& e) {
        return e.positions.size() == positions.size() && e.indices == indices
               && std::memcmp(e.positions.data(), positions.data(), positions.size() * sizeof(glm::vec3)) == 0;
    };
    {
        const std::lock_guard lock(mutex);
        if (const auto it = std::find_if(kept.begin(), kept.end(), same); it != kept.end()) {
            return *it->topology;
        }
    }
    auto built = std::make_shared<const MeshTopology>(positions, indices);
    const std::lock_guard lock(mutex);
    kept.push_front({positions, indices, built});
    if (kept.size() > kKept) {
        kept.pop_back();
    }
    return *built;
}

}  // namespace rigstage
