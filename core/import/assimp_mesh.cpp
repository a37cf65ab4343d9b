// An Assimp mesh's geometry in Rigstage's terms: positions (in centimetres), normals, the first
// UV set, triangles, and morph targets as offsets from the base mesh. Its skin is bound apart
// (assimp_skin.cpp), once the node carrying it is known.

#include "import/assimp_mesh.h"

#include <cmath>

#include <assimp/mesh.h>

namespace rigstage {

SkinnedMesh readAssimpMesh(const aiMesh& in, unsigned index, float k, const std::string& file, Diagnostics& diagnostics)
{
    SkinnedMesh mesh;
    mesh.name = in.mName.length ? in.mName.C_Str() : "mesh" + std::to_string(index);
    const std::size_t n = in.mNumVertices;
    mesh.positions.resize(n);
    mesh.normals.resize(n, glm::vec3(0.0f, 0.0f, 1.0f));
    for (std::size_t v = 0; v < n; ++v) {
        mesh.positions[v] = glm::vec3(in.mVertices[v].x, in.mVertices[v].y, in.mVertices[v].z) * k;
        if (in.mNormals) {
            mesh.normals[v] = glm::vec3(in.mNormals[v].x, in.mNormals[v].y, in.mNormals[v].z);
        }
    }
    if (in.mTextureCoords[0]) {
        mesh.uvs.resize(n);
        for (std::size_t v = 0; v < n; ++v) {
            mesh.uvs[v] = glm::vec2(in.mTextureCoords[0][v].x, in.mTextureCoords[0][v].y);
        }
    }
    for (unsigned f = 0; f < in.mNumFaces; ++f) {
        const aiFace& face = in.mFaces[f];
        if (face.mNumIndices == 3) {  // points and lines are not drawn
            mesh.indices.insert(mesh.indices.end(), {face.mIndices[0], face.mIndices[1], face.mIndices[2]});
        }
    }
    dropTrianglesOutsideMesh(mesh, file, diagnostics);
    if (n == 0 || mesh.indices.empty()) {
        diagnostics.warning("import.empty-mesh", file, 0, "mesh '" + mesh.name + "' has no triangles; it is not drawn");
    }
    for (unsigned m = 0; m < in.mNumAnimMeshes; ++m) {
        const aiAnimMesh& am = *in.mAnimMeshes[m];
        MorphTarget target;
        target.name = am.mName.length ? am.mName.C_Str() : "target" + std::to_string(m);
        if (am.mVertices && am.mNumVertices == n) {
            target.positionDeltas.resize(n);
            for (std::size_t v = 0; v < n; ++v) {
                target.positionDeltas[v] = glm::vec3(am.mVertices[v].x, am.mVertices[v].y, am.mVertices[v].z) * k - mesh.positions[v];
            }
        }
        if (am.mNormals && am.mNumVertices == n) {
            target.normalDeltas.resize(n);
            for (std::size_t v = 0; v < n; ++v) {
                target.normalDeltas[v] = glm::vec3(am.mNormals[v].x, am.mNormals[v].y, am.mNormals[v].z) - mesh.normals[v];
            }
        }
        target.defaultWeight = std::isfinite(am.mWeight) ? am.mWeight : 0.0f;
        mesh.morphs.push_back(std::move(target));
    }
    return mesh;
}

std::size_t dropTrianglesOutsideMesh(SkinnedMesh& mesh, const std::string& file, Diagnostics& diagnostics)
{
    const std::size_t n = mesh.positions.size();
    std::size_t kept = 0;
    for (std::size_t i = 0; i + 2 < mesh.indices.size(); i += 3) {
        const std::uint32_t a = mesh.indices[i], b = mesh.indices[i + 1], c = mesh.indices[i + 2];
        if (a < n && b < n && c < n) {
            mesh.indices[kept++] = a;
            mesh.indices[kept++] = b;
            mesh.indices[kept++] = c;
        }
    }
    const std::size_t dropped = mesh.indices.size() / 3 - kept / 3;
    mesh.indices.resize(kept);
    if (dropped > 0) {
        diagnostics.error("import.bad-triangles", file, 0,
                            "mesh '" + mesh.name + "': " + std::to_string(dropped) + " triangles name vertices past its "
                                + std::to_string(n) + "; they are left out",
                            {}, "Re-export the mesh (the file is damaged or its index data is cut short).");
    }
    return dropped;
}

}  // namespace rigstage
