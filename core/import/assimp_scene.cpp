// Reading a model file with Assimp, in this process: the scene's units and up axis, every node as
// a bone of one base layer, each mesh on each node placing it (its geometry from assimp_mesh.cpp,
// its skin from assimp_skin.cpp), the clips (imported_clips.cpp), and the bones' flags.

#include "import/assimp_scene.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <set>
#include <unordered_map>

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include "import/assimp_matrix.h"
#include "import/assimp_mesh.h"
#include "import/assimp_skin.h"
#include "import/gltf_skins.h"
#include "import/imported_clips.h"
#include "skeleton/bone_name.h"

namespace rigstage {

namespace {

std::atomic<int> assimpRuns{0};

/// The file's length unit in centimetres and its up axis, from the format and its metadata.
void unitsAndAxis(const aiScene& scene, const std::string& path, ImportedModel& model, Diagnostics& diagnostics)
{
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    model.upAxis = "Y";
    model.centimetresPerUnit = 100.0f;  // glTF is metres by its specification; COLLADA, .X, B3D: assumed
    if (ext == ".fbx" && scene.mMetaData) {
        float unit = 0.0f;
        double unitD = 0.0;
        if (scene.mMetaData->Get("UnitScaleFactor", unit) && unit > 0.0f) {
            model.centimetresPerUnit = unit;
        } else if (scene.mMetaData->Get("UnitScaleFactor", unitD) && unitD > 0.0) {
            model.centimetresPerUnit = float(unitD);
        }
        int up = 1;
        if (scene.mMetaData->Get("UpAxis", up) && up == 2) {
            model.upAxis = "Z";
        }
    } else if (ext != ".gltf" && ext != ".glb") {
        diagnostics.add(Severity::Info, "import.unit-assumed", path, 0,
                        "the file does not state its unit; metres assumed (converted to centimetres)");
    }
}

struct NodeNames {
    std::unordered_map<const aiNode*, std::string> byNode;
    std::unordered_map<std::string, std::string> firstByFileName;  // file's name -> unique name
};

void addNodes(const aiNode* node, const std::string& parent, float k, ImportedModel& model, NodeNames& names,
              std::map<std::string, int>& seen, Diagnostics& diagnostics)
{
    std::string name = node->mName.length ? std::string(node->mName.C_Str()) : "node" + std::to_string(model.skeleton.bones.size());
    const std::string fileName = name;
    if (const int count = seen[name]++; count > 0) {
        name += "~" + std::to_string(count + 1);
        diagnostics.warning("import.duplicate-node", model.file, 0,
                            "two nodes are named '" + fileName + "'; the second is shown as '" + name + "'", {name});
    }
    names.byNode[node] = name;
    names.firstByFileName.emplace(fileName, name);
    RawBone bone;
    bone.name = name;
    bone.parent = parent;
    bone.bindLocal = fromMatrix(scaleTranslation(toGlm(node->mTransformation), k));
    bone.explicitFlags = true;
    model.skeleton.bones.push_back(bone);
    for (unsigned c = 0; c < node->mNumChildren; ++c) {
        addNodes(node->mChildren[c], name, k, model, names, seen, diagnostics);
    }
}

/// Every node placing each mesh, in hierarchy order (a mesh may be instanced on several nodes).
void meshOwners(const aiNode* node, std::vector<std::vector<const aiNode*>>& owners)
{
    for (unsigned i = 0; i < node->mNumMeshes; ++i) {
        if (node->mMeshes[i] < owners.size()) {
            owners[node->mMeshes[i]].push_back(node);
        }
    }
    for (unsigned c = 0; c < node->mNumChildren; ++c) {
        meshOwners(node->mChildren[c], owners);
    }
}

/// Reads mesh index as placed on owner (null: not placed; it hangs from the root), bound with
/// skin where given, else with the bones Assimp gives the mesh.
void placeMesh(const aiScene& scene, unsigned index, const aiNode* owner, float k, const NodeNames& names,
               ImportedModel& model, Diagnostics& diagnostics, const PlacementSkin* skin = nullptr)
{
    const aiMesh& in = *scene.mMeshes[index];
    SkinnedMesh mesh = readAssimpMesh(in, index, k, model.file, diagnostics);
    // The node carrying the mesh.
    const std::string ownerName = owner ? names.byNode.at(owner) : model.skeleton.bones.front().name;
    mesh.node = ownerName;
    bindAssimpSkin(in, mesh, ownerName, skin, k, names.firstByFileName, model.file, diagnostics);
    model.meshes.push_back(std::move(mesh));
}

/// The names of nodes, quoted, the first few of them and how many more.
std::string nodeList(const std::vector<std::string>& nodes)
{
    constexpr std::size_t kListed = 8;
    std::string out;
    for (std::size_t i = 0; i < nodes.size() && i < kListed; ++i) {
        out += (i ? ", '" : "'") + nodes[i] + "'";
    }
    if (nodes.size() > kListed) {
        out += " and " + std::to_string(nodes.size() - kListed) + " more";
    }
    return out;
}

}  // namespace

std::optional<ImportedModel> importWithAssimp(const std::string& path, Diagnostics& diagnostics)
{
    ++assimpRuns;
    Assimp::Importer importer;
    // FBX pivots become extra "$AssimpFbx$" nodes unless folded into their bone.
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_PRESERVE_PIVOTS, false);
    // No aiProcess_LimitBoneWeights: in Assimp 5.2 it also deletes bones without weights. No
    // aiProcess_ValidateDataStructure: it rejects every Minetest B3D over a key past the duration.
    const aiScene* scene = importer.ReadFile(path, aiProcess_Triangulate | aiProcess_GenSmoothNormals);
    if (!scene || !scene->mRootNode) {
        diagnostics.error("import.failed", path, 0,
                          std::string("the model could not be read: ") + importer.GetErrorString(), {},
                          "Check that the file is complete and in a format Assimp reads (FBX, glTF, COLLADA, ...).");
        return std::nullopt;
    }
    ImportedModel model;
    model.file = path;
    unitsAndAxis(*scene, path, model, diagnostics);
    const float k = model.centimetresPerUnit;
    model.skeleton.name = "Base";
    model.skeleton.level = 0;
    model.skeleton.file = path;
    NodeNames names;
    std::map<std::string, int> seen;
    addNodes(scene->mRootNode, {}, k, model, names, seen, diagnostics);

    std::set<std::string> skinBones;
    std::vector<std::vector<const aiNode*>> owners(scene->mNumMeshes);
    meshOwners(scene->mRootNode, owners);
    // A glTF's skins, read from the file once a skinned mesh is placed on several nodes: Assimp keeps
    // one skin per mesh (the last placement's), each placement is bound with its own.
    std::optional<GltfSkinning> gltf;
    std::unordered_map<const aiNode*, int> gltfNodes;
    std::string gltfWhy;
    bool gltfRead = false;
    const auto placementSkins = [&]() -> bool {
        if (!gltfRead) {
            gltfRead = true;
            std::string ext = std::filesystem::path(path).extension().string();
            std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
            if (ext != ".gltf" && ext != ".glb") {
                gltfWhy = "Assimp keeps one skin per mesh";
                return false;
            }
            gltf = readGltfSkinning(path, gltfWhy);
            if (gltf) {
                gltfNodes = pairGltfNodes(*scene, *gltf);
                if (gltfNodes.empty()) {
                    gltfWhy = "the file's node hierarchy does not match Assimp's";
                    gltf.reset();
                }
            }
            if (!gltf) {
                gltfWhy = "its skins could not be read (" + gltfWhy + ")";
            }
        }
        return gltf.has_value();
    };
    std::unordered_map<int, std::string> gltfNames;  // glTF node index -> bone name
    for (unsigned m = 0; m < scene->mNumMeshes; ++m) {
        const std::vector<const aiNode*>& placed = owners[m];
        if (placed.size() <= 1) {
            for (unsigned b = 0; b < scene->mMeshes[m]->mNumBones; ++b) {
                skinBones.insert(scene->mMeshes[m]->mBones[b]->mName.C_Str());
            }
            placeMesh(*scene, m, placed.empty() ? nullptr : placed.front(), k, names, model, diagnostics);
        } else if (scene->mMeshes[m]->mNumBones == 0) {
            // An unskinned mesh placed on several nodes: one rigid copy on each.
            for (const aiNode* node : placed) {
                placeMesh(*scene, m, node, k, names, model, diagnostics);
            }
        } else if (placementSkins()) {
            // A skinned mesh placed on several nodes (glTF allows each its own skin): each node is
            // drawn, bound with the joints and inverse bind matrices of its own skin.
            if (gltfNames.empty()) {
                for (const auto& [node, index] : gltfNodes) {
                    gltfNames.emplace(index, names.byNode.at(node));
                }
            }
            for (const aiNode* node : placed) {
                const GltfNodeRefs& refs = gltf->nodes[std::size_t(gltfNodes.at(node))];
                PlacementSkin skin;
                skin.rigid = refs.skin < 0;
                if (!skin.rigid) {
                    const GltfSkin& from = gltf->skins[std::size_t(refs.skin)];
                    for (std::size_t j = 0; j < from.joints.size(); ++j) {
                        const auto name = gltfNames.find(from.joints[j]);
                        skin.joints.push_back(name == gltfNames.end() ? std::string() : name->second);
                        skin.inverseBind.push_back(scaleTranslation(from.inverseBind[j], k));
                        if (name != gltfNames.end()) {
                            skinBones.insert(name->second);
                        }
                    }
                }
                placeMesh(*scene, m, node, k, names, model, diagnostics, &skin);
            }
        } else {
            for (unsigned b = 0; b < scene->mMeshes[m]->mNumBones; ++b) {
                skinBones.insert(scene->mMeshes[m]->mBones[b]->mName.C_Str());
            }
            // Without the file's skins only one placement can be drawn (with the bones Assimp kept).
            placeMesh(*scene, m, placed.front(), k, names, model, diagnostics);
            std::vector<std::string> nodes;
            for (const aiNode* node : placed) {
                nodes.push_back(names.byNode.at(node));
            }
            diagnostics.warning("import.instanced-skin", path, 0,
                                "skinned mesh '" + std::string(scene->mMeshes[m]->mName.C_Str()) + "' is placed on "
                                    + std::to_string(placed.size()) + " nodes with their own skins (" + nodeList(nodes) + "); "
                                    + gltfWhy + ", so only the one on '" + nodes.front() + "' is drawn",
                                {}, "Export one mesh per skin (duplicate the mesh in the DCC) to see every copy.");
        }
    }
    model.skinBones.assign(skinBones.begin(), skinBones.end());
    if (scene->mNumMeshes > 0 && skinBones.empty()) {
        diagnostics.add(Severity::Info, "import.no-skin", path, 0, "no mesh is skinned; meshes follow their nodes rigidly");
    }

    // Flags: skin bones deform; animated nodes are baked.
    std::set<std::string> animated;
    readImportedClips(*scene, k, names.firstByFileName, model, diagnostics);
    for (const Clip& c : model.clips) {
        for (const ClipTrack& t : c.tracks) {
            animated.insert(t.bone);
        }
    }
    for (RawBone& b : model.skeleton.bones) {
        b.flags = (animated.count(b.name) ? std::uint8_t(kBoneFlagBaked) : std::uint8_t(0))
                  | (skinBones.count(b.name) ? std::uint8_t(kBoneFlagDeformable) : std::uint8_t(0));
    }
    return model;
}

int assimpRunsInThisProcess()
{
    return assimpRuns.load();
}

}  // namespace rigstage
