#pragma once
// Reading an Assimp mesh's geometry (assimp_mesh.cpp). Internal to core/import.

#include <string>

#include "diagnostics.h"
#include "import/model_import.h"

struct aiMesh;

namespace rigstage {

/// Mesh in (the scene's mesh number index, which names it when the file does not) with its
/// lengths times k (centimetres per file unit): positions, normals (+Z where the file has none),
/// the first UV set, its triangles (points and lines left out, and triangles naming a vertex it
/// lacks, through dropTrianglesOutsideMesh) and its morph targets. Its skin, palette and node
/// are left empty. A mesh without triangles is reported as a warning naming file.
SkinnedMesh readAssimpMesh(const aiMesh& in, unsigned index, float k, const std::string& file, Diagnostics& diagnostics);

}  // namespace rigstage
