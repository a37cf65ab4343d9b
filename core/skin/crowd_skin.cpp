#include "skin/crowd_skin.h"

#include <algorithm>
#include <limits>

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include "skin/mesh_lod.h"

namespace rigstage {

void CrowdSkin::bind(const CharacterData& data, const Crowd& crowd, float detail)
{
    if (detail != detail_) {
        simplified_.clear();  // another level of detail: every mesh simplified again
    }
    detail_ = detail;
    crowd_ = &crowd;
    parts_.assign(std::size_t(crowd.size()), {});
    firstVertex_.assign(1, 0);
    firstIndex_.assign(1, 0);
    indices_.clear();
    layers_.clear();
    sourceTriangles_ = 0;
    const auto lod = [&](const SkinnedMesh& mesh) {
        std::unique_ptr<SkinnedMesh>& kept = simplified_[&mesh];
        if (!kept) {
            kept = std::make_unique<SkinnedMesh>(simplifiedMesh(mesh, detail));
        }
        return kept.get();
    };
    std::size_t vertex = 0;
    for (int i = 0; i < crowd.size(); ++i) {
        const CharacterInstance& instance = crowd.instance(i);
        std::vector<std::pair<const SkinnedMesh*, int>> worn;
        for (const SkinnedMesh& mesh : data.meshes) {
            worn.emplace_back(&mesh, 0);
        }
        for (int c : instance.costumes()) {
            if (c >= 0 && std::size_t(c) < data.costumes.size()) {
                for (const SkinnedMesh& mesh : data.costumes[std::size_t(c)].meshes) {
                    worn.emplace_back(&mesh, c + 1);
                }
            }
        }
        std::vector<Part>& parts = parts_[std::size_t(i)];
        for (const auto& [source, layer] : worn) {
            Part part;
            part.mesh = lod(*source);
            std::vector<std::string> missing;  // the character's own deformer reports them
            part.binding = bindSkin(*part.mesh, instance.framework(), missing);
            part.layer = layer;
            part.firstVertex = vertex;
            for (std::uint32_t index : part.mesh->indices) {
                indices_.push_back(std::uint32_t(vertex) + index);
            }
            vertex += part.mesh->positions.size();
            layers_.insert(layers_.end(), part.mesh->positions.size(), layer);
            sourceTriangles_ += source->indices.size() / 3;
            parts.push_back(std::move(part));
        }
        firstVertex_.push_back(vertex);
        firstIndex_.push_back(indices_.size());
    }
    vertices_.assign(vertex * 6, 0.0f);
}

void CrowdSkin::deform(const std::vector<glm::mat4>& world, const std::vector<std::size_t>& firstBone, SkinningMethod method)
{
    if (!crowd_ || firstBone.size() < parts_.size()) {
        return;
    }
    struct Scratch {
        std::vector<glm::mat4> world;
        std::vector<glm::mat4> skin;
        SkinOutput out;
    };
    tbb::enumerable_thread_specific<Scratch> scratches;
    tbb::parallel_for(tbb::blocked_range<int>(0, instanceCount(), 4), [&](const tbb::blocked_range<int>& r) {
        Scratch& s = scratches.local();
        for (int i = r.begin(); i < r.end(); ++i) {
            const std::size_t first = firstBone[std::size_t(i)];
            const std::size_t bones = std::size_t(crowd_->instance(i).framework().boneCount());
            if (first + bones > world.size()) {
                continue;
            }
            s.world.assign(world.begin() + std::ptrdiff_t(first), world.begin() + std::ptrdiff_t(first + bones));
            for (const Part& part : parts_[std::size_t(i)]) {
                skinMatrices(*part.mesh, part.binding, s.world, s.skin);
                skinMesh(*part.mesh, s.skin, method, s.out, false);
                float* o = &vertices_[part.firstVertex * 6];
                for (std::size_t v = 0; v < s.out.positions.size(); ++v, o += 6) {
                    const glm::vec3& p = s.out.positions[v];
                    const glm::vec3& n = s.out.normals[v];
                    o[0] = p.x, o[1] = p.y, o[2] = p.z, o[3] = n.x, o[4] = n.y, o[5] = n.z;
                }
            }
        }
    });
}

CrowdSkin::Hit CrowdSkin::hitAt(const glm::vec3& origin, const glm::vec3& direction) const
{
    // Möller-Trumbore against every triangle; the nearest hit in front of the origin wins.
    Hit hit;
    hit.distance = std::numeric_limits<float>::max();
    const auto at = [&](std::uint32_t index) {
        const float* p = &vertices_[std::size_t(index) * 6];
        return glm::vec3(p[0], p[1], p[2]);
    };
    for (int i = 0; i < instanceCount(); ++i) {
        for (std::size_t t = firstIndex_[std::size_t(i)]; t + 2 < firstIndex_[std::size_t(i) + 1]; t += 3) {
            const glm::vec3 a = at(indices_[t]), b = at(indices_[t + 1]), c = at(indices_[t + 2]);
            const glm::vec3 ab = b - a, ac = c - a;
            const glm::vec3 p = glm::cross(direction, ac);
            const float det = glm::dot(ab, p);
            if (std::abs(det) < 1e-12f) {
                continue;
            }
            const float inv = 1.0f / det;
            const glm::vec3 s = origin - a;
            const float u = glm::dot(s, p) * inv;
            if (u < 0.0f || u > 1.0f) {
                continue;
            }
            const glm::vec3 q = glm::cross(s, ab);
            const float v = glm::dot(direction, q) * inv;
            if (v < 0.0f || u + v > 1.0f) {
                continue;
            }
            const float distance = glm::dot(ac, q) * inv;
            if (distance > 0.0f && distance < hit.distance) {
                hit = {i, layers_[indices_[t]], distance};
            }
        }
    }
    if (hit.instance < 0) {
        hit.distance = 0.0f;
    }
    return hit;
}

}  // namespace rigstage
