#include "gui/corrections/brush_occlusion.h"

#include <algorithm>

namespace rigstage {

namespace {

/// Twice the signed area of (a, b, p): which side of a -> b the point p lies on.
float edge(glm::vec2 a, glm::vec2 b, glm::vec2 p) { return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x); }

}  // namespace

std::vector<std::uint32_t> visibleUnderBrush(const std::vector<ProjectedVertex>& vertices,
                                             const std::vector<std::uint32_t>& triangles,
                                             const std::vector<std::uint32_t>& candidates, glm::vec2 brushCentre,
                                             float brushRadius, bool orthographic, float tolerance)
{
    // The triangles that can cover a candidate: on screen, their box meeting the brush's.
    const glm::vec2 low = brushCentre - glm::vec2(brushRadius), high = brushCentre + glm::vec2(brushRadius);
    std::vector<std::uint32_t> near;
    const std::size_t n = vertices.size();
    for (std::size_t t = 0; t + 2 < triangles.size(); t += 3) {
        const std::uint32_t a = triangles[t], b = triangles[t + 1], c = triangles[t + 2];
        if (a >= n || b >= n || c >= n || !vertices[a].onScreen || !vertices[b].onScreen || !vertices[c].onScreen) {
            continue;
        }
        const glm::vec2 pa = vertices[a].screen, pb = vertices[b].screen, pc = vertices[c].screen;
        const glm::vec2 boxLow = glm::min(pa, glm::min(pb, pc)), boxHigh = glm::max(pa, glm::max(pb, pc));
        if (boxHigh.x >= low.x && boxLow.x <= high.x && boxHigh.y >= low.y && boxLow.y <= high.y) {
            near.push_back(static_cast<std::uint32_t>(t));
        }
    }
    std::vector<std::uint32_t> visible;
    for (const std::uint32_t v : candidates) {
        if (v >= n || !vertices[v].onScreen) {
            continue;
        }
        const glm::vec2 p = vertices[v].screen;
        const float limit = vertices[v].depth * (1.0f - tolerance);
        const bool covered = std::any_of(near.begin(), near.end(), [&](std::uint32_t t) {
            const std::uint32_t a = triangles[t], b = triangles[t + 1], c = triangles[t + 2];
            if (a == v || b == v || c == v) {
                return false;
            }
            const ProjectedVertex &va = vertices[a], &vb = vertices[b], &vc = vertices[c];
            const float area = edge(va.screen, vb.screen, vc.screen);
            if (area == 0.0f) {
                return false;  // seen edge on
            }
            // Barycentric weights of p, all of one sign (with the area's) inside the triangle.
            const float wa = edge(vb.screen, vc.screen, p) / area, wb = edge(vc.screen, va.screen, p) / area,
                        wc = edge(va.screen, vb.screen, p) / area;
            if (wa < 0.0f || wb < 0.0f || wc < 0.0f) {
                return false;
            }
            // Depth is linear across the screen in 1 / depth for a perspective camera.
            const float depth = orthographic ? wa * va.depth + wb * vb.depth + wc * vc.depth
                                             : 1.0f / (wa / va.depth + wb / vb.depth + wc / vc.depth);
            return depth < limit;
        });
        if (!covered) {
            visible.push_back(v);
        }
    }
    return visible;
}

}  // namespace rigstage
