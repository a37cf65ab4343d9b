#pragma once
// Meshes, skeletons and clips from DCC files through Assimp (FBX, glTF, COLLADA, .X, B3D and
// whatever else Assimp reads). The skeleton comes from the node hierarchy, not from the weighted
// bones (Assimp drops unweighted bones; end bones and IK targets would go missing), and becomes
// one base layer. Lengths are converted to centimetres; the up axis is reported, not rotated.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "anim/clip.h"
#include "diagnostics.h"
#include "skeleton/raw_layer.h"

namespace rigstage {

/// A morph target: per-vertex offsets from the base mesh (same vertex order).
struct MorphTarget {
    std::string name;
    std::vector<glm::vec3> positionDeltas;
    std::vector<glm::vec3> normalDeltas;  ///< Empty when the file has no morph normals.
    float defaultWeight = 0.0f;           ///< The file's own weight (glTF mesh.weights), used when no clip drives it.

    bool operator==(const MorphTarget&) const = default;
};

/// One triangle mesh with its skin. Vertex positions are in the mesh's bind space (centimetres).
struct SkinnedMesh {
    static constexpr int kMaxInfluences = 8;

    std::string name;
    std::vector<glm::vec3> positions;
    std::vector<glm::vec3> normals;
    std::vector<glm::vec2> uvs;                ///< Empty when the file has none.
    std::vector<std::uint32_t> indices;        ///< Triangles.
    /// Skin palette: bone names as the file gives them and their inverse bind matrices (mesh space
    /// to bone space). A mesh without a skin has one entry: the node it hangs from, with the identity.
    std::vector<std::string> paletteBones;
    std::vector<glm::mat4> inverseBind;
    /// kMaxInfluences slots per vertex, heaviest first; unused slots have weight 0. Palette indices.
    std::vector<std::array<std::uint16_t, kMaxInfluences>> joints;
    std::vector<std::array<float, kMaxInfluences>> weights;
    std::vector<MorphTarget> morphs;
    bool skinned = false;  ///< False: rigidly attached to one node (palette entry 0).
    std::string node;      ///< The node carrying the mesh (morph-weight tracks name it).

    bool operator==(const SkinnedMesh&) const = default;
};

/// What a model file holds, converted to Rigstage's terms.
struct ImportedModel {
    std::string file;
    RawLayer skeleton;                 ///< Every node, parents first, as one base layer ("Base", level 0).
    std::vector<SkinnedMesh> meshes;
    std::vector<Clip> clips;           ///< For the skeleton layer, keyed at the file's own times (import/imported_clips.h).
    std::string upAxis = "Y";          ///< "Y" or "Z", as the file declares.
    float centimetresPerUnit = 100.0f; ///< The conversion applied to every length.
    std::vector<std::string> skinBones;  ///< Distinct bone names the skins reference (before weight limiting).

    bool operator==(const ImportedModel&) const = default;
};

/// Reads a model. Returns std::nullopt (with the reason, naming the file) when Assimp rejects it;
/// otherwise the model with any problems (skins naming missing bones, zero-weight vertices, no
/// skin, empty meshes) reported in diagnostics, keeping everything that could be read.
std::optional<ImportedModel> importModel(const std::string& path, Diagnostics& diagnostics);

/// Leaves out the triangles of mesh that name a vertex it does not have, with an error naming the
/// file and the mesh (the rest of the mesh stays); returns how many. Every imported mesh goes through it: Assimp's own validation
/// step is off (docs/import.md), and the viewport and the sculpt tools index vertices with them.
std::size_t dropTrianglesOutsideMesh(SkinnedMesh& mesh, const std::string& file, Diagnostics& diagnostics);

/// How many times this process has had Assimp read a file (a guarded import has a child read it,
/// which is not counted here): tests hold with it that the guard keeps files away from Assimp here.
int assimpRunsInThisProcess();

/// Returns true when the file name has an extension Assimp reads and Rigstage does not read as XML.
bool isModelFile(const std::string& path);

}  // namespace rigstage
