#pragma once
// The terrain as triangles for the viewport and offscreen renders: a square patch around a centre,
// sampled on a fine grid, checkered every `checker` length so slope and steps read at a glance.

#include <vector>

#include <glm/glm.hpp>

#include "procedural/terrain.h"

namespace rigstage {

/// Interleaved triangle vertices (position, normal, colour: 9 floats each, no index list) of the
/// terrain over the square of half size halfSize around centre's horizontal position, in cells of
/// about halfSize / 60 (stairs: at most a quarter step deep, so risers stay steep).
std::vector<float> buildTerrainTriangles(const Terrain& terrain, const glm::vec3& centre, float halfSize, float checker);

}  // namespace rigstage
