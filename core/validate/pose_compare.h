#pragma once
// Comparing a rig's evaluated pose with a DCC's pose dump bone by bone (QA's compare-pose): which
// bones diverge beyond a tolerance and which one is the likely culprit, the first diverging bone in
// evaluation order whose divergence nothing it depends on explains (its parent and, for a helper
// joint, the bones its controllers read all agree).

#include <optional>
#include <vector>

#include <glm/glm.hpp>

#include "helpers/helper_joint_system.h"
#include "skeleton/framework.h"

namespace rigstage {

struct PoseTolerance {
    float distance = 0.01f;  ///< Position, in the rig's units (centimetres for a manifest in cm).
    float degrees = 0.01f;   ///< Rotation, the angle between the two orientations.
    float scale = 1e-4f;     ///< Relative difference of any axis's scale.
};

struct BoneDivergence {
    int bone = -1;
    float distance = 0.0f;  ///< Between the positions.
    float degrees = 0.0f;   ///< Between the orientations (scale taken out).
    float scale = 0.0f;     ///< Largest relative difference of an axis's length.
};

struct PoseComparison {
    int compared = 0;                      ///< Bones present in both.
    std::vector<BoneDivergence> diverging; ///< Beyond the tolerance, in evaluation order.
    int culprit = -1;                      ///< Index into diverging, -1 when none diverges.
    BoneDivergence largest;                ///< The largest distance and angle over every compared bone.
};

/// How a dump's matrices become the rig's: positions times `position` (the dump's unit in the rig's),
/// each axis's length times `axes` (1, or where a file holds its unit conversion as a scale in its
/// hierarchy, e.g. Blender's x100 armature node in an FBX in centimetres, that factor).
struct DumpUnits {
    float position = 1.0f;
    float axes = 1.0f;
};

/// reference in the rig's units.
glm::mat4 toRigUnits(const glm::mat4& reference, const DumpUnits& units);

/// How many bones present in both have every axis of world `axes` times as long as reference's
/// (within the relative tolerance.scale).
int bonesWithAxisRatio(const std::vector<glm::mat4>& world, const std::vector<std::optional<glm::mat4>>& reference, float axes,
                       const PoseTolerance& tolerance);

/// The factor a rig's bone axes may carry over a dump's: a rig opened from a model file (modelCm > 0,
/// the unit that file counts in) can hold the conversion from the dump's unit as a scale in its
/// hierarchy (Blender's FBX with "Apply Scalings: All Local" gives the armature node x100 over its
/// metres), making its axes dumpCm / modelCm times the DCC's. 1 when there is nothing to try (a
/// manifest, or a dump already in the rig's unit rigCm).
float modelAxisFactor(double dumpCm, double rigCm, double modelCm);

/// The units a dump of dumpCm centimetres per unit is compared in on a rig in rigCm: positions
/// x dumpCm / rigCm, and axes x axisFactor when more bones of the first frame agree with it than
/// without. world: the rig at the dump's first frame; firstFrame: the dump's matrices there by rig
/// bone, as the dump writes them (both read only when axisFactor is not 1).
DumpUnits chooseDumpUnits(double dumpCm, double rigCm, float axisFactor, const std::vector<glm::mat4>& world,
                          const std::vector<std::optional<glm::mat4>>& firstFrame, const PoseTolerance& tolerance);

/// The factor r with world's positions r times reference's, when one factor fits every bone present
/// in both (within tolerance.distance, or 1e-3 of the farthest position) and at least two bones lie
/// off the origin: a dump in another unit than it says. Nothing when no single factor fits.
std::optional<float> uniformPositionRatio(const std::vector<glm::mat4>& world, const std::vector<std::optional<glm::mat4>>& reference,
                                          const PoseTolerance& tolerance);

/// The order in which a frame produces the bones: the clip's and the other non-helper bones by index
/// (parents first), then each helper joint (helpers' order), a bone under a helper right after it.
/// Returns one rank per bone (smaller runs earlier).
std::vector<int> evaluationRanks(const Framework& framework, const HelperJointSystem* helpers);

/// Compares world (the rig's, one per bone) with reference (the dump's, by bone; none: not in it).
PoseComparison comparePose(const Framework& framework, const HelperJointSystem* helpers,
                           const std::vector<glm::mat4>& world, const std::vector<std::optional<glm::mat4>>& reference,
                           const PoseTolerance& tolerance);

}  // namespace rigstage
