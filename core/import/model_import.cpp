#include "import/model_import.h"

#include "import/gltf_references.h"
#include "import/gltf_skins.h"

#include "import/import_guard.h"
#include "import/imported_clips.h"
#include "import/imported_model_transfer.h"
#include "io/xml_support.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <unordered_map>

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include "skeleton/bone_name.h"

namespace rigstage {

namespace {


glm::mat4 toGlm(const aiMatrix4x4& m)
{
    // Assimp is row-major (a1..a4 is the first row); glm is column-major.
    return glm::mat4(m.a1, m.b1, m.c1, m.d1, m.a2, m.b2, m.c2, m.d2, m.a3, m.b3, m.c3, m.d3, m.a4, m.b4, m.c4, m.d4);
}

glm::mat4 scaleTranslation(glm::mat4 m, float k)
{
    m[3] = glm::vec4(glm::vec3(m[3]) * k, 1.0f);
    return m;
}

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

/// The skin one placement of a mesh is bound with, where it is not the one Assimp gives the mesh:
/// the glTF skin of that node. Assimp's bones of the mesh follow the order of a skin's joints (bone
/// b holds the vertices' weights on joint index b), so only the palette changes.
struct PlacementSkin {
    bool rigid = false;                  ///< The node has no skin: the mesh follows it rigidly.
    std::vector<std::string> joints;     ///< Bone names, in the skin's joint order; empty: not in the hierarchy.
    std::vector<glm::mat4> inverseBind;  ///< Centimetres.
};

/// Reads mesh index as placed on owner (null: not placed; it hangs from the root), bound with
/// skin where given, else with the bones Assimp gives the mesh.
void readMesh(const aiScene& scene, unsigned index, const aiNode* owner, float k, const NodeNames& names, ImportedModel& model,
              Diagnostics& diagnostics, const PlacementSkin* skin = nullptr)
{
    const aiMesh& in = *scene.mMeshes[index];
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
    dropTrianglesOutsideMesh(mesh, model.file, diagnostics);
    if (n == 0 || mesh.indices.empty()) {
        diagnostics.warning("import.empty-mesh", model.file, 0, "mesh '" + mesh.name + "' has no triangles; it is not drawn");
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

    // The node carrying the mesh: an unskinned mesh follows it rigidly; a skinned mesh's vertices
    // without weights are given to it too, rather than collapsing to the origin.
    const std::string ownerName = owner ? names.byNode.at(owner) : model.skeleton.bones.front().name;
    mesh.node = ownerName;
    mesh.joints.assign(n, {});
    mesh.weights.assign(n, {});
    if (in.mNumBones == 0 || (skin && skin->rigid)) {
        mesh.paletteBones = {ownerName};
        mesh.inverseBind = {glm::mat4(1.0f)};
        for (std::size_t v = 0; v < n; ++v) {
            mesh.weights[v][0] = 1.0f;
        }
        model.meshes.push_back(std::move(mesh));
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
            const auto node = names.firstByFileName.find(fileName);
            if (node == names.firstByFileName.end()) {
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
        diagnostics.error("import.skin-missing-bone", model.file, 0,
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
        diagnostics.warning("import.zero-weight-vertices", model.file, 0,
                            "mesh '" + mesh.name + "': " + std::to_string(unweighted)
                                + " vertices have no skin weight; they follow the mesh's node '" + ownerName + "'",
                            {ownerName});
    }
    if (limited > 0) {
        diagnostics.add(Severity::Info, "import.influences-limited", model.file, 0,
                        "mesh '" + mesh.name + "': " + std::to_string(limited) + " vertices had more than 8 influences; the lightest were dropped");
    }
    model.meshes.push_back(std::move(mesh));
}

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

bool isModelFile(const std::string& path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    if (ext.empty()) {
        return false;
    }
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (ext == ".xml") {
        return false;
    }
    Assimp::Importer importer;
    return importer.IsExtensionSupported(ext);
}

namespace {

std::optional<ImportedModel> importInProcess(const std::string& path, Diagnostics& diagnostics);

}  // namespace

std::optional<ImportedModel> importModel(const std::string& path, Diagnostics& diagnostics)
{
    if (!xml::checkRegularFile(path, diagnostics)) {
        return std::nullopt;  // Assimp's read of a FIFO or a device blocks for ever
    }
    std::uintmax_t externalBytes = 0;
    if (!checkGltfReferences(path, diagnostics, externalBytes)) {
        return std::nullopt;  // the same for a glTF's buffer or picture
    }
    if (importGuardEnabled()) {
        // Try it in a bounded child first: what crashes, exhausts memory or hangs there never
        // reaches this process (the window, the command).
        std::error_code ec;
        const ImportLimits limits = importLimitsFor(std::filesystem::file_size(path, ec) + externalBytes);
        const ChildResult trial = runBoundedInChild(
            [&path](std::string& message, std::string& payload) {
                Diagnostics found;
                const std::optional<ImportedModel> model = importInProcess(path, found);
                for (const Diagnostic& d : found.items()) {
                    if (d.severity == Severity::Error && message.empty()) {
                        message = d.message;
                    }
                }
                if (model) {
                    payload = encodeImportedModel(*model, found);
                }
                return model.has_value();
            },
            limits);
        if (trial.outcome == ChildOutcome::Succeeded) {
            // The child's model, handed back: Assimp never reads the file in this process.
            ImportedModel model;
            Diagnostics found;
            if (decodeImportedModel(trial.payload, model, found)) {
                diagnostics.append(found);
                return model;
            }
            diagnostics.error("import.failed", path, 0, "the importer's result did not come back whole; nothing of it was loaded", {},
                              "Try again; if it persists, report it with the file.");
            return std::nullopt;
        }
        if (trial.outcome == ChildOutcome::Failed) {
            // An ordinary failure, the same in-process: report it without paying for it twice.
            diagnostics.error("import.failed", path, 0, trial.message.empty() ? "the model could not be read" : trial.message, {},
                              "Check that the file is complete and in a format Assimp reads (FBX, glTF, COLLADA, ...).");
            return std::nullopt;
        }
        if (trial.outcome == ChildOutcome::Crashed || trial.outcome == ChildOutcome::OutOfMemory
            || trial.outcome == ChildOutcome::TimedOut) {
            diagnostics.error(trial.outcome == ChildOutcome::TimedOut ? "import.timeout" : "import.crashed", path, 0,
                              describeChildResult(trial, limits) + "; nothing of it was loaded", {},
                              "Check that the file is complete (re-export it); $RIGSTAGE_IMPORT_MEMORY_MB and "
                              "$RIGSTAGE_IMPORT_SECONDS raise the bounds for a model that is genuinely large.");
            return std::nullopt;
        }
    }
    // No child could be started (or the guard is off): import here.
    return importInProcess(path, diagnostics);
}

namespace {

std::atomic<int> assimpRuns{0};

std::optional<ImportedModel> importInProcess(const std::string& path, Diagnostics& diagnostics)
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
            readMesh(*scene, m, placed.empty() ? nullptr : placed.front(), k, names, model, diagnostics);
        } else if (scene->mMeshes[m]->mNumBones == 0) {
            // An unskinned mesh placed on several nodes: one rigid copy on each.
            for (const aiNode* node : placed) {
                readMesh(*scene, m, node, k, names, model, diagnostics);
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
                readMesh(*scene, m, node, k, names, model, diagnostics, &skin);
            }
        } else {
            for (unsigned b = 0; b < scene->mMeshes[m]->mNumBones; ++b) {
                skinBones.insert(scene->mMeshes[m]->mBones[b]->mName.C_Str());
            }
            // Without the file's skins only one placement can be drawn (with the bones Assimp kept).
            readMesh(*scene, m, placed.front(), k, names, model, diagnostics);
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

}  // namespace

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

int assimpRunsInThisProcess()
{
    return assimpRuns.load();
}

}  // namespace rigstage
