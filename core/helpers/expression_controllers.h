#pragma once
// Expression controllers (Float, Position / Point3, Scale; Euler channels use Float) and Float
// Wire, on the compiled expression language of core/expression.

#include <string>

#include "expression/expression.h"
#include "helpers/bone_value_input.h"
#include "helpers/controller.h"
#include "helpers/helper_joint.h"

namespace rigstage {

/// Where an expression variable takes its value from.
struct ExpressionVariable {
    enum class Source { Constant, BoneValue, BoneWorldPosition };
    std::string name;
    expr::ValueType type = expr::ValueType::Scalar;
    Source source = Source::Constant;
    glm::vec3 constant{0.0f};  ///< Constant (scalars in x).
    BoneValueInput input;      ///< BoneValue: a scalar read from a bone (radians for rotations, as Max's tracks).
    int bone = -1;             ///< BoneWorldPosition: a vector variable bound to a node.
};

/// Largest number of variables one expression may declare.
inline constexpr int kMaxExpressionVariables = 32;

/// A compiled expression with its variable bindings.
struct BoundExpression {
    expr::CompiledExpression program;
    std::vector<ExpressionVariable> variables;

    /// Gathers the variables and evaluates; allocates nothing.
    glm::vec3 evaluate(EvalContext& ctx) const;
    /// evaluate(ctx).x, for the float controllers.
    float evaluateScalar(EvalContext& ctx) const;
    /// evaluateScalar for each character of a block held in lanes, lanes[k] reading character k at
    /// times[k], with its bits: bone values read for the eight at once (BoneValueInput::evaluateLanes),
    /// then the program lane by lane.
    void evaluateScalarLanes(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                             const HelperTime (&times)[kPoseLanes], float (&out)[kPoseLanes]) const;
};

class FloatExpression final : public FloatController {
public:
    BoundExpression expression;
    /// Returns the value; a non-finite result (e.g. division by zero) gives 0, as Max does on errors.
    float evaluate(EvalContext& ctx) override;
    const char* typeName() const override { return "FloatExpression"; }
};

/// Float Wire: a transfer expression of one driver parameter (its variable, e.g. Z_Rotation, in
/// radians for rotations).
class FloatWire final : public FloatController {
public:
    BoundExpression expression;
    float evaluate(EvalContext& ctx) override;
    const char* typeName() const override { return "FloatWire"; }
};

/// Adds the expression's vector to the incoming position.
class PositionExpression final : public PositionController {
public:
    BoundExpression expression;
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "PositionExpression"; }
};

/// Multiplies the incoming scale by the expression's vector (default [1, 1, 1]).
class ScaleExpression final : public ScaleController {
public:
    BoundExpression expression;
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "ScaleExpression"; }
};

}  // namespace rigstage
