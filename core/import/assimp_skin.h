#pragma once
// Binding imported meshes to their skins (assimp_skin.cpp). Internal to core/import.

#include <string>
#include <unordered_map>
#include <vector>

#include <glm/glm.hpp>

#include "diagnostics.h"
#include "import/gltf_skins.h"
#include "import/model_import.h"

struct aiMesh;
struct aiNode;
struct aiScene;

namespace rigstage {

/// The skin one placement of a mesh is bound with, where it is not the one Assimp gives the mesh:
/// the glTF skin of that node. Assimp's bones of the mesh follow the order of a skin's joints (bone
/// b holds the vertices' weights on joint index b), so only the palette changes.
struct PlacementSkin {
    bool rigid = false;                  ///< The node has no skin: the mesh follows it rigidly.
    std::vector<std::string> joints;     ///< Bone names, in the skin's joint order; empty: not in the hierarchy.
    std::vector<glm::mat4> inverseBind;  ///< Centimetres.
};

/// Binds mesh (read from in by readAssimpMesh) to its skin: with skin where given, else with the
/// bones Assimp gives in. An unskinned mesh, or a rigid placement, gets one palette entry, ownerName
/// (the node carrying it); a skinned one each vertex's kMaxInfluences heaviest weights, normalised,
/// and ownerName for its vertices without weight. boneByFileName maps a node's name in the file to
/// its bone name; k converts the file's lengths to centimetres. Bones outside the hierarchy, vertices
/// without weight and influences left out are reported naming file.
void bindAssimpSkin(const aiMesh& in, SkinnedMesh& mesh, const std::string& ownerName, const PlacementSkin* skin, float k,
                    const std::unordered_map<std::string, std::string>& boneByFileName, const std::string& file,
                    Diagnostics& diagnostics);

/// Assimp's nodes with their glTF node index; empty where the trees cannot be paired.
std::unordered_map<const aiNode*, int> pairGltfNodes(const aiScene& scene, const GltfSkinning& file);

}  // namespace rigstage
