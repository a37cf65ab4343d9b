#pragma once
// The node hierarchy and the skins of a glTF, read from its JSON and buffers. Assimp 5.2 keeps one
// skin per mesh: a mesh placed on several nodes, each with its own skin (RecursiveSkeletons: one
// mesh, 84 skins), comes back with a single set of bones. This reads every skin's joints and
// inverse bind matrices, so each placement can be bound to its own.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

struct GltfNodeRefs {
    int mesh = -1;  ///< Index into meshes, or -1.
    int skin = -1;  ///< Index into skins, or -1.
    std::vector<int> children;
};

struct GltfSkin {
    std::vector<int> joints;              ///< Node indices; a vertex's joint index j means joints[j].
    std::vector<glm::mat4> inverseBind;   ///< One per joint, in the file's units (identity when the skin gives none).
};

struct GltfSkinning {
    std::vector<GltfNodeRefs> nodes;
    std::vector<int> sceneRoots;      ///< The root nodes of the scene Assimp imports ("scene", else the first).
    std::vector<int> meshPrimitives;  ///< Primitives per mesh (Assimp makes one mesh of each).
    std::vector<GltfSkin> skins;
};

/// Reads the skinning of the .gltf or .glb at path. Nullopt with the reason in why when the file is
/// no glTF this can read (its JSON, an accessor or a buffer is malformed or out of range).
std::optional<GltfSkinning> readGltfSkinning(const std::string& path, std::string& why);

/// The same from a glTF's JSON text; binChunk is a .glb's binary chunk (buffer 0 without a uri),
/// baseDir where relative buffer uris are found.
std::optional<GltfSkinning> readGltfSkinning(std::string_view json, std::string_view binChunk, const std::string& baseDir,
                                             std::string& why);

}  // namespace rigstage
