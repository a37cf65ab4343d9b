#include "viewport/terrain_mesh.h"

#include <algorithm>
#include <cmath>

namespace rigstage {

std::vector<float> buildTerrainTriangles(const Terrain& terrain, const glm::vec3& centre, float halfSize, float checker)
{
    std::vector<float> out;
    if (!(halfSize > 0.0f) || !std::isfinite(halfSize) || !(checker > 0.0f)) {
        return out;
    }
    float cell = halfSize / 60.0f;
    if (terrain.settings().kind == TerrainKind::Stairs) {
        cell = std::min(cell, terrain.settings().stepDepth * 0.25f);
    }
    const int cells = std::clamp(static_cast<int>(std::ceil(2.0f * halfSize / cell)), 1, 400);  // at most 160,000 quads
    cell = 2.0f * halfSize / float(cells);
    // Snap the patch to the checker so it does not swim as the centre moves.
    const glm::vec2 c = terrain.horizontal(centre);
    const glm::vec2 origin = glm::floor(c / checker) * checker - glm::vec2(halfSize);
    out.reserve(static_cast<std::size_t>(cells) * static_cast<std::size_t>(cells) * 6 * 9);
    auto vertex = [&](const glm::vec2& h, const glm::vec3& colour) {
        const glm::vec3 p = terrain.point(h, 0.0f);
        const glm::vec3 onGround = terrain.below(p);
        const glm::vec3 n = terrain.normalAt(p);
        out.insert(out.end(), {onGround.x, onGround.y, onGround.z, n.x, n.y, n.z, colour.x, colour.y, colour.z});
    };
    const glm::vec3 light(0.55f, 0.6f, 0.52f), dark(0.45f, 0.5f, 0.43f);
    for (int i = 0; i < cells; ++i) {
        for (int j = 0; j < cells; ++j) {
            const glm::vec2 a = origin + glm::vec2(float(i), float(j)) * cell;
            const glm::vec2 b = a + glm::vec2(cell, 0.0f), d = a + glm::vec2(0.0f, cell), e = a + glm::vec2(cell, cell);
            const glm::vec2 mid = (a + e) * 0.5f;
            const long parity = std::lround(std::floor(mid.x / checker)) + std::lround(std::floor(mid.y / checker));
            const glm::vec3& colour = (parity & 1) ? dark : light;
            for (const glm::vec2& h : {a, b, e, a, e, d}) {
                vertex(h, colour);
            }
        }
    }
    return out;
}

}  // namespace rigstage
