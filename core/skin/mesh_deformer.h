#pragma once
// The meshes of a character bound to its current framework and deformed every frame: the link
// between the evaluated pose and what the viewport (and later the sculpt corrections) draws.

#include <vector>

#include "io/character_loader.h"
#include "sculpt/correction_set.h"
#include "skin/skinning.h"

namespace rigstage {

class MeshDeformer {
public:
    /// Binds every mesh of data to framework by bone name. Palette bones the framework lacks are
    /// reported once per mesh (their vertices keep the bind pose for that influence).
    /// The meshes of the worn costumes (indices into data.costumes) come after the character's.
    void bind(const CharacterData& data, const Framework& framework, Diagnostics& diagnostics,
              const std::vector<int>& costumes = {});
    /// Sets the sculpt corrections applied after skinning (none: std::nullopt), reporting what
    /// cannot be prepared. Prepared again by itself when the skinning method changes.
    void setCorrections(const std::optional<CorrectionFile>& file, Diagnostics& diagnostics);
    /// Skins every mesh for these world transforms, with the clip's morph weights at a frame
    /// (counted from the clip's start) when a clip is given, then applies the corrections.
    void deform(const std::vector<glm::mat4>& world, SkinningMethod method, const Clip* clip = nullptr, float frameFromStart = 0.0f);

    int meshCount() const { return int(meshes_.size()); }
    const SkinnedMesh& mesh(int i) const { return *meshes_[std::size_t(i)]; }
    const SkinBinding& binding(int i) const { return bindings_[std::size_t(i)]; }
    const SkinOutput& output(int i) const { return outputs_[std::size_t(i)]; }
    /// Each vertex's weight on this framework bone (0 where it has none), for a weight display.
    std::vector<float> boneWeights(int mesh, int bone) const;
    const CorrectionSet& corrections() const { return corrections_; }
    /// Corrections off: the plain skin (for comparing).
    void setCorrectionsEnabled(bool enabled) { correctionsEnabled_ = enabled; }

private:
    std::vector<const SkinnedMesh*> meshes_;
    std::vector<SkinBinding> bindings_;
    std::vector<SkinOutput> outputs_;
    std::vector<glm::mat4> skin_;  // scratch
    const Framework* framework_ = nullptr;
    std::optional<CorrectionFile> correctionFile_;
    CorrectionSet corrections_;
    SkinningMethod correctionMethod_ = SkinningMethod::Linear;
    bool correctionsEnabled_ = true;
};

}  // namespace rigstage
