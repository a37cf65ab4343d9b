#include "skin/mesh_deformer.h"

#include "skeleton/framework.h"

namespace rigstage {

void MeshDeformer::bind(const CharacterData& data, const Framework& framework, Diagnostics& diagnostics,
                        const std::vector<int>& costumes)
{
    meshes_.clear();
    bindings_.clear();
    outputs_.clear();
    framework_ = &framework;
    std::vector<const SkinnedMesh*> all;
    for (const SkinnedMesh& mesh : data.meshes) {
        all.push_back(&mesh);
    }
    for (int c : costumes) {
        if (c >= 0 && std::size_t(c) < data.costumes.size()) {
            for (const SkinnedMesh& mesh : data.costumes[std::size_t(c)].meshes) {
                all.push_back(&mesh);
            }
        }
    }
    for (const SkinnedMesh* meshPointer : all) {
        const SkinnedMesh& mesh = *meshPointer;
        std::vector<std::string> missing;
        bindings_.push_back(bindSkin(mesh, framework, missing));
        if (!missing.empty()) {
            diagnostics.warning("mesh.missing-bones", data.manifest.file, 0,
                                "mesh '" + mesh.name + "' is skinned to bones the character does not have; those influences stay at the bind pose",
                                missing, "Rename the bones in the model or the rig so they match (full name or the #Name part).");
        }
        meshes_.push_back(&mesh);
        outputs_.emplace_back();
        outputs_.back().positions = mesh.positions;
        outputs_.back().normals = mesh.normals;
    }
    setCorrections(data.corrections, diagnostics);
}

void MeshDeformer::setCorrections(const std::optional<CorrectionFile>& file, Diagnostics& diagnostics)
{
    correctionFile_ = file;
    corrections_ = CorrectionSet();
    if (correctionFile_) {
        corrections_.prepare(*correctionFile_, meshes_, framework_, correctionMethod_, diagnostics);
    }
}

void MeshDeformer::deform(const std::vector<glm::mat4>& world, SkinningMethod method, const Clip* clip, float frameFromStart)
{
    for (std::size_t i = 0; i < meshes_.size(); ++i) {
        std::vector<float> morphWeights;
        if (clip && !meshes_[i]->morphs.empty()) {
            for (const ClipMorphTrack& track : clip->morphTracks) {
                if (track.node == meshes_[i]->node) {
                    morphWeights = sampleMorphTrack(track, frameFromStart);
                }
            }
        }
        if (morphWeights.empty()) {
            // No clip drives the targets: the weights the file itself gives (glTF mesh.weights).
            for (const MorphTarget& target : meshes_[i]->morphs) {
                if (target.defaultWeight != 0.0f) {
                    morphWeights.resize(meshes_[i]->morphs.size(), 0.0f);
                    break;
                }
            }
            for (std::size_t t = 0; t < morphWeights.size(); ++t) {
                morphWeights[t] = meshes_[i]->morphs[t].defaultWeight;
            }
        }
        skinMatrices(*meshes_[i], bindings_[i], world, skin_);
        skinMesh(*meshes_[i], skin_, method, outputs_[i], true, morphWeights);
    }
    if (!correctionFile_ || !correctionsEnabled_) {
        return;
    }
    if (method != correctionMethod_) {
        // The references are skinned like the mesh on screen, so they follow a change of method.
        correctionMethod_ = method;
        Diagnostics ignored;  // the same problems were reported when the file was set
        corrections_.prepare(*correctionFile_, meshes_, framework_, correctionMethod_, ignored);
    }
    for (std::size_t i = 0; i < meshes_.size(); ++i) {
        corrections_.apply(int(i), outputs_[i], world);
    }
}

std::vector<float> MeshDeformer::boneWeights(int mesh, int bone) const
{
    const SkinnedMesh& m = *meshes_[std::size_t(mesh)];
    const SkinBinding& b = bindings_[std::size_t(mesh)];
    std::vector<float> out(m.positions.size(), 0.0f);
    for (std::size_t v = 0; v < out.size(); ++v) {
        for (int i = 0; i < SkinnedMesh::kMaxInfluences && m.weights[v][i] > 0.0f; ++i) {
            const std::uint16_t slot = m.joints[v][i];
            if (slot < b.paletteToBone.size() && b.paletteToBone[slot] == bone) {
                out[v] += m.weights[v][i];
            }
        }
    }
    return out;
}

}  // namespace rigstage
