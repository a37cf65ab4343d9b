#pragma once
// Sculpted shapes in and reference shapes out: the corrected shape comes back from the DCC with the
// vertex order of the mesh (OBJ, or any model Assimp reads), and is checked against the mesh.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "diagnostics.h"

namespace rigstage {

/// The vertex positions of a sculpted shape, in file order. OBJ is read here (its "v" lines are the
/// vertex order; Assimp re-indexes OBJ vertices per face corner, losing that order); other formats
/// through Assimp (their first mesh, in centimetres).
std::optional<std::vector<glm::vec3>> readShapePositions(const std::string& path, Diagnostics& diagnostics);

/// True when corrected can be a sculpt of reference: the same vertex count, and the same order
/// (judged by the triangles' edges: a shuffled order stretches most of them). Errors name file.
bool checkCorrectedShape(const std::vector<glm::vec3>& reference, const std::vector<std::uint32_t>& indices,
                         const std::vector<glm::vec3>& corrected, const std::string& file, Diagnostics& diagnostics);

/// An OBJ document of a shape (positions in centimetres and the triangles), for sculpting in a DCC.
std::string shapeToObj(const std::vector<glm::vec3>& positions, const std::vector<std::uint32_t>& indices, const std::string& comment);

}  // namespace rigstage
