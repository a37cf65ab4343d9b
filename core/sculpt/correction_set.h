#pragma once
// The sculpt corrections of a character at run time: prepared once from the correction file and
// the meshes (reference shapes skinned at their captured poses, deltas, shape analyses, the
// pose-space interpolator), then applied after skinning every frame. Corrections are additive and
// order-free: every one restores its deltas on the skinned mesh before any correction.

#include <utility>
#include <vector>

#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

#include "diagnostics.h"
#include "sculpt/correction.h"
#include "sculpt/mesh_topology.h"
#include "sculpt/surface_normals.h"
#include "skin/skinning.h"

namespace rigstage {

class Framework;

/// Why a prepared correction cannot act as its drive promises at its own pose (docs/corrections.md,
/// "When a correction cannot act at its own pose").
enum class CorrectionProblem {
    None,
    NoSculpt,            ///< It moves no vertex yet (and without a zone its shape cannot be compared: weight 0).
    SameShapeAsBindPose, ///< Pose space: its analysed vertices have the bind pose's shape at its pose, so the
                         ///< interpolator cannot tell the two apart; it is left out of it (weight 0).
    SameShapeAsAnother,  ///< Pose space: its reference has the shape of another's (CorrectionState::other):
                         ///< at that pose the two share the weight (0.5 each).
    ZeroDriverRange,     ///< Bone drive without keys whose from and to are equal: the weight jumps from 0 to 1 there.
};

/// A correction's live state after the last apply.
struct CorrectionState {
    float similarity = 0.0f;  ///< Of the current shape to its reference (shape analysis).
    float weight = 0.0f;      ///< What it was applied with (0 when muted or not soloed).
    CorrectionProblem problem = CorrectionProblem::None;  ///< Found when prepared.
    int other = -1;           ///< SameShapeAsAnother: the file index of the other correction.
};

class CorrectionSet {
public:
    /// Prepares file's corrections for meshes (parallel to the deformer's meshes). Problems (an
    /// unknown mesh, a pose without a skin bone, vertices out of range, an unknown driver bone)
    /// are reported naming the file and line; that correction is left out, the rest still apply.
    void prepare(const CorrectionFile& file, const std::vector<const SkinnedMesh*>& meshes, const Framework* framework,
                 SkinningMethod method, Diagnostics& diagnostics);
    /// Corrects mesh's skinned output in place for the pose world (framework order), then
    /// recomputes its normals. Does nothing for a mesh without corrections.
    void apply(int mesh, SkinOutput& out, const std::vector<glm::mat4>& world);

    bool empty() const { return prepared_.empty(); }
    /// One state per correction of the file, in file order (prepared or not).
    const std::vector<CorrectionState>& states() const { return states_; }
    /// Whether the file's correction i was prepared (false: it had errors).
    bool isPrepared(int correction) const;
    /// Per vertex of its mesh, how far correction i moves it at full weight on the last applied
    /// shape (centimetres; empty when not prepared or never applied).
    std::vector<float> displacement(int correction) const;
    /// The mesh index a file correction applies to (-1 when not prepared).
    int meshOf(int correction) const;

    /// What a bone driver reads: the bone's turn (degrees) about its local axis (X, Y or Z)
    /// relative to its parent and its bind pose, as swing-twist.
    static float boneTurnDegrees(const Framework& framework, const std::vector<glm::mat4>& world, int bone, char axis);
    /// The reference shape of a correction: mesh skinned with the pose's world matrices.
    static bool referenceShape(const Correction& correction, const SkinnedMesh& mesh, SkinningMethod method,
                               SkinOutput& out, std::string& missingBone);

private:
    struct Prepared {
        int source = 0;  // index in the file
        int mesh = 0;
        SculptDeltas deltas;
        ShapeAnalysis analysis;
        CorrectionDrive drive = CorrectionDrive::PoseSpace;
        int driverBone = -1;
        int driverParent = -1;
        glm::quat driverBindInverse{1.0f, 0.0f, 0.0f, 0.0f};
        glm::vec3 driverAxis{0.0f, 0.0f, 1.0f};
        float from = 0.0f, to = 1.0f;
        ReactionCurve keys;  ///< The driver's keys (empty: the from..to ramp).
        bool muted = false, solo = false;
        int poseSpaceSlot = -1;  // index in its mesh's pose-space coordinates
        std::vector<std::uint32_t> normalRegion;  // vertices whose normals its sculpt changes
    };
    struct MeshData {
        MeshTopology topology;
        RegionNormals regionNormals;      // smoothed normals where the corrections read them
        std::vector<glm::vec3> normals;   // mesh-sized; valid on the region
        std::vector<std::uint32_t> stamp; // per vertex, the last apply that listed it
        std::uint32_t applyCount = 0;
        std::vector<std::uint32_t> touched;  // scratch: vertices whose normals change this frame
        std::vector<std::uint32_t> faceStamp;  // per triangle, the last apply that listed it
        std::vector<std::uint32_t> touchedFaces;
        std::vector<glm::vec3> faceTurn;       // per triangle: its area normal after minus before
        std::vector<glm::vec3> faceBefore;     // per triangle: its area normal before (each computed once, shared by its corners)
        std::vector<int> corrections;  // indices into prepared_
        // Every vertex some correction moves, each once, with its (k in corrections, i in that
        // correction's deltas) entries in correction order: one parallel pass restores all the
        // sculpts, adding them per vertex in the same order as one pass per correction would.
        std::vector<std::uint32_t> sculpted;
        std::vector<std::uint32_t> sculptBegin;  // per sculpted vertex, its first entry (one past the end last)
        std::vector<std::pair<std::uint32_t, std::uint32_t>> sculptEntries;
        std::vector<float> weights;    // scratch: this frame's weight per correction
        // Per correction, whether it moved the mesh when touched/touchedFaces were listed (they
        // depend only on that): while the same corrections move it, the lists are reused.
        std::vector<std::uint8_t> listedActive;
        std::vector<int> poseSpace;    // indices into prepared_, in slot order
        RbfInterpolator rbf;
        std::vector<glm::vec3> base;   // the last skinned positions before correction
        bool applied = false;
    };
    float driverWeight(const Prepared& p, const std::vector<glm::mat4>& world) const;

    int smoothingPasses_ = 2;
    std::vector<Prepared> prepared_;
    std::vector<MeshData> meshes_;
    std::vector<CorrectionState> states_;
    bool anySolo_ = false;
};

}  // namespace rigstage
