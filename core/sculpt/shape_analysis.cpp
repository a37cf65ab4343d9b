#include "sculpt/shape_analysis.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace rigstage {

namespace {

float angleBetween(const glm::vec3& a, const glm::vec3& b)
{
    // atan2 of |a x b| and a . b: accurate at small angles, where acos is not.
    return std::atan2(glm::length(glm::cross(a, b)), glm::dot(a, b));
}

glm::vec3 pairAngles(const glm::vec3& pi, const glm::vec3& ni, const glm::vec3& pj, const glm::vec3& nj)
{
    const glm::vec3 d = pj - pi;
    return {angleBetween(ni, nj), angleBetween(ni, d), angleBetween(nj, -d)};
}

}  // namespace

ShapeAnalysis::ShapeAnalysis(const std::vector<std::uint32_t>& candidates, const std::vector<glm::vec3>& referencePositions,
                             const std::vector<glm::vec3>& referenceNormals, const ShapeAnalysisSettings& settings)
    : settings_(settings)
{
    if (candidates.empty()) {
        return;
    }
    glm::vec3 lo(referencePositions[candidates[0]]), hi(lo);
    for (std::uint32_t v : candidates) {
        lo = glm::min(lo, referencePositions[v]);
        hi = glm::max(hi, referencePositions[v]);
    }
    const float extent = std::max({hi.x - lo.x, hi.y - lo.y, hi.z - lo.z, 1e-6f});
    // Grids from fine to coarse until few enough cells are occupied: one vertex per cell, the
    // first met (candidates come in vertex order, so the choice is deterministic).
    for (int cells = std::max(1, settings.gridCells);; cells = std::max(1, cells * 3 / 4)) {
        const float size = extent / float(cells) * 1.0001f;
        std::map<std::tuple<int, int, int>, std::uint32_t> grid;
        for (std::uint32_t v : candidates) {
            const glm::vec3 c = (referencePositions[v] - lo) / size;
            grid.try_emplace({int(c.x), int(c.y), int(c.z)}, v);
        }
        if (int(grid.size()) <= std::max(2, settings.maxVertices) || cells == 1) {
            vertices_.clear();
            for (const auto& [cell, v] : grid) {
                vertices_.push_back(v);
            }
            std::sort(vertices_.begin(), vertices_.end());
            break;
        }
    }
    for (std::size_t i = 0; i < vertices_.size(); ++i) {
        for (std::size_t j = i + 1; j < vertices_.size(); ++j) {
            const std::uint32_t a = vertices_[i], b = vertices_[j];
            referenceAngles_.push_back(pairAngles(referencePositions[a], referenceNormals[a], referencePositions[b], referenceNormals[b]));
        }
    }
}

float ShapeAnalysis::variation(const std::vector<glm::vec3>& positions, const std::vector<glm::vec3>& normals) const
{
    if (referenceAngles_.empty()) {
        return 0.0f;
    }
    const double p = std::max(1.0f, settings_.power);
    double sum = 0.0;
    std::size_t k = 0;
    for (std::size_t i = 0; i < vertices_.size(); ++i) {
        for (std::size_t j = i + 1; j < vertices_.size(); ++j, ++k) {
            const std::uint32_t a = vertices_[i], b = vertices_[j];
            const glm::vec3 change = glm::abs(pairAngles(positions[a], normals[a], positions[b], normals[b]) - referenceAngles_[k]);
            const double variation = double(change.x + change.y + change.z) / 3.0;
            sum += p == 2.0 ? variation * variation : p == 1.0 ? variation : std::pow(variation, p);
        }
    }
    const double mean = sum / double(referenceAngles_.size());
    return float(p == 2.0 ? std::sqrt(mean) : p == 1.0 ? mean : std::pow(mean, 1.0 / p));
}

float ShapeAnalysis::similarity(const std::vector<glm::vec3>& positions, const std::vector<glm::vec3>& normals) const
{
    const float d = variation(positions, normals);
    return std::isfinite(d) ? std::exp(-std::max(0.0f, settings_.scale) * d) : 0.0f;
}

}  // namespace rigstage
