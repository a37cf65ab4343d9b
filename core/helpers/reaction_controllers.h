#pragma once
// Reaction controllers (3ds Max Reaction Manager): Float, Position, Rotation and Scale reactors.
// A float master drives one 2D curve per output component (rotation outputs as Euler XYZ radians:
// Max's Reaction Manager shows them in degrees, files store radians like every angle);
// a vector or rotation master (or a float master without curves) blends states by influence,
// strength and falloff (Max's ComputeMultiplier).

#include "helpers/bone_value_input.h"
#include "helpers/controller.h"
#include "math/reaction_curve.h"

namespace rigstage {

enum class ReactionMasterType {
    Float,     ///< A bone value (reaction input evaluator); angles in radians, the driver's raw value.
    Vector,    ///< A bone's world position.
    Rotation,  ///< A bone's rotation relative to its parent.
};

/// One state of a state-blending reaction: the master value it is set at and the output there.
struct ReactionState {
    float masterFloat = 0.0f;
    glm::vec3 masterVector{0.0f};
    glm::quat masterRotation{1.0f, 0.0f, 0.0f, 0.0f};
    glm::vec4 value{0.0f};        ///< x for floats, xyz for positions / scales, Euler XYZ radians for rotations.
    float strength = 1.0f;
    float influence = 100.0f;
    float falloff = 2.0f;
};

/// The master and the mapping shared by all reactor types.
struct Reaction {
    ReactionMasterType masterType = ReactionMasterType::Float;
    BoneValueInput input;             ///< For float masters.
    int masterBone = -1;              ///< For vector and rotation masters.
    std::vector<ReactionCurve> curves;  ///< Float master with curves: one per output component.
    std::vector<ReactionState> states;  ///< Otherwise.

    bool usesCurves() const { return masterType == ReactionMasterType::Float && !curves.empty(); }
    /// The float master's value: radians for angle inputs (Max's raw driver value), units otherwise.
    float masterValue(PoseSource& pose) const;
    /// Component values (usesCurves) or the blended state value.
    glm::vec4 evaluate(PoseSource& pose) const;
    /// Normalised blend weights of the states for the current master value.
    std::vector<float> stateWeights(PoseSource& pose) const;
};

class FloatReaction final : public FloatController {
public:
    Reaction reaction;
    float evaluate(EvalContext& ctx) override { return reaction.evaluate(ctx.pose).x; }
    const char* typeName() const override { return "FloatReaction"; }
};

/// Adds its value to the incoming position.
class PositionReaction final : public PositionController {
public:
    Reaction reaction;
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "PositionReaction"; }
};

/// Rotates the incoming rotation by its value (Euler XYZ angles in radians).
class RotationReaction final : public RotationController {
public:
    Reaction reaction;
    glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) override;
    const char* typeName() const override { return "RotationReaction"; }
};

/// Multiplies the incoming scale by its value.
class ScaleReaction final : public ScaleController {
public:
    Reaction reaction;
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "ScaleReaction"; }
};

}  // namespace rigstage
