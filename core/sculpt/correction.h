#pragma once
// A character's sculpt corrections as the correction file holds them (docs/format.md): for each,
// the pose its reference shape was captured at, the sculpted positions of the vertices it moves,
// an optional recognition zone, and what drives its weight.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <glm/glm.hpp>

#include "math/reaction_curve.h"
#include "sculpt/pose_space_rbf.h"
#include "sculpt/sculpt_wrap.h"
#include "sculpt/shape_analysis.h"

namespace rigstage {

/// The limits a corrections file is held to (docs/corrections.md), chosen so that the worst file
/// prepares in seconds: preparing trains each mesh's interpolator on (k + 1) * k similarities of
/// maxVertices * (maxVertices - 1) / 2 vertex pairs each (BM_Corrections_PrepareAtTheLimits).
constexpr int kMaxAnalysedVertices = 128;  ///< Correction@maxVertices at most.
constexpr int kMaxPoseSpacePerMesh = 64;   ///< Pose-space corrections of one mesh at most.

enum class CorrectionDrive {
    PoseSpace,  ///< The RBF over every pose-space correction's similarity (cross-blended, the seed's default).
    Shape,      ///< The similarity itself.
    Bone,       ///< A bone's turn about one of its local axes, relative to its parent, mapped from..to -> 0..1.
};

/// Direct drive by a bone (a helper joint or a deform bone): the angle (degrees) of its local
/// rotation about axis, taken as swing-twist, mapped linearly from `from` (weight 0) to `to` (1),
/// or through a reaction curve when keys are given (Bezier, as 3ds Max's reaction curves are).
struct CorrectionBoneDriver {
    std::string bone;
    char axis = 'Z';
    float from = 0.0f;
    float to = 90.0f;
    /// A reaction curve (position: angle in degrees, weight), sorted by angle, each key with its
    /// tangent type (CurveTangent: flat, smooth, linear, step) and handles; constant past the
    /// ends. Empty: the from..to ramp.
    std::vector<CurvePoint> keys;

    /// The keys the weight follows: keys, or for none the ramp as linear keys (what the curve
    /// editor starts from).
    std::vector<CurvePoint> curveKeys() const;
};

/// A linear key (what a plain <Key angle weight> is: old files keep their straight segments).
inline CurvePoint linearKey(float angle, float weight)
{
    return CurvePoint{{angle, weight}, {}, {}, true};
}

inline std::vector<CurvePoint> CorrectionBoneDriver::curveKeys() const
{
    if (!keys.empty()) {
        return keys;
    }
    if (from == to) {
        // The ramp without length: 0 below `to`, 1 from it on.
        CurvePoint hold = linearKey(to - 1.0f, 0.0f);
        hold.step = true;
        return {hold, linearKey(to, 1.0f)};
    }
    return from < to ? std::vector<CurvePoint>{linearKey(from, 0.0f), linearKey(to, 1.0f)}
                     : std::vector<CurvePoint>{linearKey(to, 1.0f), linearKey(from, 0.0f)};
}

struct Correction {
    std::string name;
    std::string mesh;  ///< The mesh it corrects, by name; empty: the character's first mesh.
    /// World matrices of the skin's bones when the reference was captured, by the names the mesh's
    /// skin palette gives: skinning the mesh with them gives the reference shape.
    std::vector<std::pair<std::string, glm::mat4>> pose;
    std::vector<std::uint32_t> sculptVertices;  ///< The vertices the sculpt moves ...
    std::vector<glm::vec3> sculptPositions;     ///< ... and where, in the reference shape (centimetres).
    std::vector<std::uint32_t> zone;            ///< Extra vertices the shape analysis looks at.
    CorrectionDrive drive = CorrectionDrive::PoseSpace;
    ShapeAnalysisSettings analysis;
    CorrectionBoneDriver driver;
    bool muted = false;
    bool solo = false;
    int line = 0;
};

struct CorrectionFile {
    std::string file;
    WrapMethod method = WrapMethod::MultipleDeltas;
    int smoothingPasses = 2;   ///< Laplacian passes behind the frames' normals.
    RbfKernel kernel = RbfKernel::Gaussian;
    double rbfWidth = 0.0;     ///< <= 0: the mean distance between the training poses.
    std::vector<Correction> corrections;

    int find(const std::string& name) const
    {
        for (std::size_t i = 0; i < corrections.size(); ++i) {
            if (corrections[i].name == name) {
                return int(i);
            }
        }
        return -1;
    }
};

}  // namespace rigstage
