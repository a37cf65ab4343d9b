// Binding an Assimp mesh to its skin: the palette (bone names and inverse bind matrices) and each
// vertex's heaviest influences, from the bones Assimp gives the mesh or, for one placement of a
// mesh instanced with several glTF skins, from that node's own skin; and the pairing of Assimp's
// nodes with a glTF's that finds those skins.

#include "import/assimp_skin.h"

#include <algorithm>
#include <cmath>

#include <assimp/scene.h>

#include "import/assimp_matrix.h"

namespace rigstage {

namespace {

/// Pairs Assimp's node ai with the glTF's node index as Assimp 5.2 builds its tree: children in the
/// file's order, a node's meshes being its mesh's primitives (one Assimp mesh each, numbered on
/// through the meshes). False where the two trees differ.
bool pairGltfNode(const aiNode* ai, int index, const GltfSkinning& file, const std::vector<unsigned>& firstMesh, int depth,
                  std::unordered_map<const aiNode*, int>& pairs)
{
    const GltfNodeRefs& node = file.nodes[std::size_t(index)];
    if (depth > 100000 || ai->mNumChildren != node.children.size()) {
        return false;
    }
    const unsigned primitives = node.mesh >= 0 ? unsigned(file.meshPrimitives[std::size_t(node.mesh)]) : 0u;
    if (ai->mNumMeshes != primitives) {
        return false;
    }
    for (unsigned p = 0; p < primitives; ++p) {
        if (ai->mMeshes[p] != firstMesh[std::size_t(node.mesh)] + p) {
            return false;
        }
    }
    pairs.emplace(ai, index);
    for (unsigned c = 0; c < ai->mNumChildren; ++c) {
        if (!pairGltfNode(ai->mChildren[c], node.children[c], file, firstMesh, depth + 1, pairs)) {
            return false;
        }
    }
    return true;
}

}  // namespace

void bindAssimpSkin(const aiMesh& in, SkinnedMesh& mesh, const std::string& ownerName, const PlacementSkin* skin, float k,
                    const std::unordered_map<std::string, std::string>& boneByFileName, const std::string& file,
                    Diagnostics& diagnostics)
{
    // An unskinned mesh follows its node rigidly; a skinned mesh's vertices without weights are
    // given to it too, rather than collapsing to the origin.
    const std::size_t n = in.mNumVertices;
    mesh.joints.assign(n, {});
    mesh.weights.assign(n, {});
    if (in.mNumBones == 0 || (skin && skin->rigid)) {
        mesh.paletteBones = {ownerName};
        mesh.inverseBind = {glm::mat4(1.0f)};
        for (std::size_t v = 0; v < n; ++v) {
            mesh.weights[v][0] = 1.0f;
        }
        return;
    }
    mesh.skinned = true;
    std::vector<std::vector<std::pair<float, std::uint16_t>>> influences(n);
    std::vector<std::string> missing;
    if (skin) {
        // Slots are the skin's joint indices; a joint outside the hierarchy keeps its slot, bound to
        // the mesh's node, and its weights are dropped.
        mesh.paletteBones = skin->joints;
        mesh.inverseBind = skin->inverseBind;
        for (std::size_t j = 0; j < mesh.paletteBones.size(); ++j) {
            if (mesh.paletteBones[j].empty()) {
                missing.push_back("joint " + std::to_string(j) + " of the skin on '" + ownerName + "'");
                mesh.paletteBones[j] = ownerName;
                mesh.inverseBind[j] = glm::mat4(1.0f);
            }
        }
    }
    for (unsigned b = 0; b < in.mNumBones; ++b) {
        const aiBone& bone = *in.mBones[b];
        std::uint16_t slot = 0;
        if (skin) {
            if (b >= skin->joints.size() || skin->joints[b].empty()) {
                bool weighted = false;
                for (unsigned w = 0; w < bone.mNumWeights; ++w) {
                    weighted = weighted || bone.mWeights[w].mWeight > 0.0f;
                }
                if (weighted && b >= skin->joints.size()) {
                    missing.push_back("joint " + std::to_string(b) + " (the skin on '" + ownerName + "' has "
                                      + std::to_string(skin->joints.size()) + ")");
                }
                continue;
            }
            slot = static_cast<std::uint16_t>(b);
        } else {
            const std::string fileName = bone.mName.C_Str();
            const auto node = boneByFileName.find(fileName);
            if (node == boneByFileName.end()) {
                missing.push_back(fileName);
                continue;
            }
            slot = static_cast<std::uint16_t>(mesh.paletteBones.size());
            mesh.paletteBones.push_back(node->second);
            mesh.inverseBind.push_back(scaleTranslation(toGlm(bone.mOffsetMatrix), k));
        }
        for (unsigned w = 0; w < bone.mNumWeights; ++w) {
            const aiVertexWeight& vw = bone.mWeights[w];
            if (vw.mVertexId < n && vw.mWeight > 0.0f && std::isfinite(vw.mWeight)) {
                influences[vw.mVertexId].push_back({vw.mWeight, slot});
            }
        }
    }
    if (!missing.empty()) {
        diagnostics.error("import.skin-missing-bone", file, 0,
                          "mesh '" + mesh.name + "' is skinned to bones that are not in the node hierarchy; their weights are dropped",
                          missing);
    }
    const auto ownerSlot = static_cast<std::uint16_t>(mesh.paletteBones.size());
    std::size_t unweighted = 0, limited = 0;
    for (std::size_t v = 0; v < n; ++v) {
        auto& list = influences[v];
        if (list.empty()) {
            ++unweighted;
            list.push_back({1.0f, ownerSlot});
        }
        std::sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        if (list.size() > SkinnedMesh::kMaxInfluences) {
            ++limited;
            list.resize(SkinnedMesh::kMaxInfluences);
        }
        float total = 0.0f;
        for (const auto& [w, j] : list) {
            total += w;
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            mesh.weights[v][i] = list[i].first / total;
            mesh.joints[v][i] = list[i].second;
        }
    }
    if (unweighted > 0) {
        mesh.paletteBones.push_back(ownerName);
        mesh.inverseBind.push_back(glm::mat4(1.0f));
        diagnostics.warning("import.zero-weight-vertices", file, 0,
                            "mesh '" + mesh.name + "': " + std::to_string(unweighted)
                                + " vertices have no skin weight; they follow the mesh's node '" + ownerName + "'",
                            {ownerName});
    }
    if (limited > 0) {
        diagnostics.add(Severity::Info, "import.influences-limited", file, 0,
                        "mesh '" + mesh.name + "': " + std::to_string(limited) + " vertices had more than 8 influences; the lightest were dropped");
    }
}

/// Assimp's nodes with their glTF node index; empty where the trees cannot be paired.
std::unordered_map<const aiNode*, int> pairGltfNodes(const aiScene& scene, const GltfSkinning& file)
{
    std::vector<unsigned> firstMesh;
    unsigned next = 0;
    for (const int primitives : file.meshPrimitives) {
        firstMesh.push_back(next);
        next += unsigned(primitives);
    }
    std::unordered_map<const aiNode*, int> pairs;
    const aiNode* root = scene.mRootNode;
    bool ok = false;
    if (file.sceneRoots.size() == 1) {
        ok = pairGltfNode(root, file.sceneRoots.front(), file, firstMesh, 0, pairs);
    } else if (root->mNumMeshes == 0 && root->mNumChildren == file.sceneRoots.size()) {
        // Several roots hang from a node Assimp adds.
        ok = true;
        for (unsigned c = 0; c < root->mNumChildren && ok; ++c) {
            ok = pairGltfNode(root->mChildren[c], file.sceneRoots[c], file, firstMesh, 1, pairs);
        }
    }
    if (!ok) {
        pairs.clear();
    }
    return pairs;
}

}  // namespace rigstage
