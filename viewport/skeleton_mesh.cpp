#include "viewport/skeleton_mesh.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rigstage {

glm::vec3 layerColour(int layerIndex)
{
    static const std::array<glm::vec3, 6> kPalette = {
        glm::vec3(0.30f, 0.55f, 0.95f),  // base: blue
        glm::vec3(0.25f, 0.80f, 0.40f),  // green
        glm::vec3(0.85f, 0.35f, 0.80f),  // magenta
        glm::vec3(0.20f, 0.80f, 0.85f),  // cyan
        glm::vec3(0.90f, 0.30f, 0.30f),  // red
        glm::vec3(0.75f, 0.75f, 0.75f),  // grey
    };
    return kPalette[static_cast<std::size_t>(std::max(0, layerIndex)) % kPalette.size()];
}

namespace {

void pushTriangle(std::vector<float>& out, const glm::vec3& a, const glm::vec3& b, const glm::vec3& c, const glm::vec3& colour)
{
    glm::vec3 n = glm::cross(b - a, c - a);
    const float len = glm::length(n);
    n = len > 0.0f ? n / len : glm::vec3(0, 0, 1);
    for (const glm::vec3& p : {a, b, c}) {
        out.insert(out.end(), {p.x, p.y, p.z, n.x, n.y, n.z, colour.x, colour.y, colour.z});
    }
}

/// Two unit vectors perpendicular to d and to each other.
void basis(const glm::vec3& d, glm::vec3& u, glm::vec3& v)
{
    const glm::vec3 helper = std::abs(d.z) < 0.9f ? glm::vec3(0, 0, 1) : glm::vec3(1, 0, 0);
    u = glm::normalize(glm::cross(d, helper));
    v = glm::cross(d, u);
}

/// Octahedron from a to b, widest at 15 % of the way.
void pushBone(std::vector<float>& out, const glm::vec3& a, const glm::vec3& b, float width, const glm::vec3& colour)
{
    const glm::vec3 axis = b - a;
    const float length = glm::length(axis);
    if (length < 1e-5f) {
        return;
    }
    const glm::vec3 d = axis / length;
    glm::vec3 u, v;
    basis(d, u, v);
    const float w = std::min(width, length * 0.12f);
    const glm::vec3 c = a + axis * 0.15f;
    const glm::vec3 ring[4] = {c + u * w, c + v * w, c - u * w, c - v * w};
    for (int i = 0; i < 4; ++i) {
        const glm::vec3& p = ring[i];
        const glm::vec3& q = ring[(i + 1) % 4];
        pushTriangle(out, a, q, p, colour);
        pushTriangle(out, b, p, q, colour);
    }
}

/// Diamond (octahedron) of radius r centred on p.
void pushDiamond(std::vector<float>& out, const glm::vec3& p, float r, const glm::vec3& colour)
{
    const glm::vec3 x(r, 0, 0), y(0, r, 0), z(0, 0, r);
    const glm::vec3 ring[4] = {p + x, p + y, p - x, p - y};
    for (int i = 0; i < 4; ++i) {
        pushTriangle(out, p + z, ring[i], ring[(i + 1) % 4], colour);
        pushTriangle(out, p - z, ring[(i + 1) % 4], ring[i], colour);
    }
}

/// Axis-aligned cube of half-edge h centred on p.
void pushCube(std::vector<float>& out, const glm::vec3& p, float h, const glm::vec3& colour)
{
    const glm::vec3 c[8] = {p + glm::vec3(-h, -h, -h), p + glm::vec3(h, -h, -h), p + glm::vec3(h, h, -h), p + glm::vec3(-h, h, -h),
                            p + glm::vec3(-h, -h, h),  p + glm::vec3(h, -h, h),  p + glm::vec3(h, h, h),  p + glm::vec3(-h, h, h)};
    const int faces[6][4] = {{0, 3, 2, 1}, {4, 5, 6, 7}, {0, 1, 5, 4}, {2, 3, 7, 6}, {1, 2, 6, 5}, {0, 4, 7, 3}};
    for (const auto& f : faces) {
        pushTriangle(out, c[f[0]], c[f[1]], c[f[2]], colour);
        pushTriangle(out, c[f[0]], c[f[2]], c[f[3]], colour);
    }
}

}  // namespace

std::vector<float> buildSkeletonTriangles(const std::vector<BoneStyle>& bones, const std::vector<glm::mat4>& world,
                                          const SkeletonMeshOptions& options)
{
    std::vector<float> out;
    const int n = static_cast<int>(std::min(bones.size(), world.size()));
    out.reserve(static_cast<std::size_t>(n) * 24 * 9);
    std::vector<int> drawnChildren(static_cast<std::size_t>(n), 0);
    const float width = options.characterSize * 0.012f;
    std::vector<bool> also(static_cast<std::size_t>(n), false);
    for (int b : options.alsoSelected) {
        if (b >= 0 && b < n) {
            also[static_cast<std::size_t>(b)] = true;
        }
    }
    // The active bone first, the rest of the selection next, then the hovered bone.
    const auto shade = [&](int i, const glm::vec3& colour) {
        return i == options.selected ? kSelectedColour
             : also[static_cast<std::size_t>(i)] ? kAlsoSelectedColour
             : i == options.hovered ? hoverColour(colour)
                                    : colour;
    };
    for (int i = 0; i < n; ++i) {
        const BoneStyle& b = bones[i];
        const int p = b.parent;
        if (!options.showBones || b.hidden || p < 0 || p >= n || bones[p].hidden || bones[p].reference) {
            continue;
        }
        // A helper hanging off another layer's bone (a twist bone on a forearm) would double the limb;
        // chains within one layer (skirt and cape bones) get their shapes.
        if ((b.helper || bones[p].helper) && bones[p].layer != b.layer) {
            continue;
        }
        if (bones[p].helper && !options.showHelpers) {
            continue;
        }
        const glm::vec3 from(world[p][3]);
        const glm::vec3 to(world[i][3]);
        pushBone(out, from, to, width, shade(p, bones[p].colour));
        ++drawnChildren[p];
    }
    for (int i = 0; i < n; ++i) {
        const BoneStyle& b = bones[i];
        if (b.hidden) {
            continue;
        }
        const glm::vec3 at(world[i][3]);
        if (b.helper) {
            if (options.showHelpers) {
                pushDiamond(out, at, options.characterSize * 0.012f, shade(i, b.ghost ? b.colour : kHelperColour));
            }
        } else if (options.showBones && drawnChildren[i] == 0) {
            pushDiamond(out, at, options.characterSize * 0.006f, shade(i, b.colour));
        }
    }
    for (const MarkerStyle& m : options.markers) {
        if (m.stemFrom) {
            pushBone(out, *m.stemFrom, m.position, m.size * 0.5f, m.colour);
        }
        pushCube(out, m.position, m.size, m.colour);
    }
    return out;
}

std::vector<float> buildGridLines(float halfSize, float step, bool zUp)
{
    std::vector<float> out;
    const glm::vec3 normal = zUp ? glm::vec3(0, 0, 1) : glm::vec3(0, 1, 0);
    // At most 1,000 lines each side: a rig's extent (even infinite or NaN) cannot overflow the
    // count (a float past INT_MAX converted to int, then negated, was undefined behaviour).
    const float wanted = step > 0.0f ? std::floor(halfSize / step) : 0.0f;
    const int lines = wanted >= 0.0f && wanted <= 1000.0f ? static_cast<int>(wanted) : (wanted > 1000.0f ? 1000 : 0);
    auto point = [&](float a, float b) { return zUp ? glm::vec3(a, b, 0) : glm::vec3(a, 0, b); };
    for (int i = -lines; i <= lines; ++i) {
        const float t = float(i) * step;
        const glm::vec3 colour = i == 0 ? glm::vec3(0.45f) : glm::vec3(0.3f);
        for (const auto& [p, q] : {std::pair{point(t, -halfSize), point(t, halfSize)}, std::pair{point(-halfSize, t), point(halfSize, t)}}) {
            out.insert(out.end(), {p.x, p.y, p.z, normal.x, normal.y, normal.z, colour.x, colour.y, colour.z});
            out.insert(out.end(), {q.x, q.y, q.z, normal.x, normal.y, normal.z, colour.x, colour.y, colour.z});
        }
    }
    return out;
}

bool skeletonBounds(const std::vector<BoneStyle>& bones, const std::vector<glm::mat4>& world, glm::vec3& lo, glm::vec3& hi)
{
    bool any = false;
    for (std::size_t i = 0; i < std::min(bones.size(), world.size()); ++i) {
        if (bones[i].hidden) {
            continue;
        }
        const glm::vec3 p(world[i][3]);
        lo = any ? glm::min(lo, p) : p;
        hi = any ? glm::max(hi, p) : p;
        any = true;
    }
    return any;
}

}  // namespace rigstage
