#include "helpers/expression_controllers.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rigstage {

namespace {

bool finite(const glm::vec3& v)
{
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

using VariableValues = std::array<glm::vec3, kMaxExpressionVariables>;

/// The variables' values now; returns how many.
std::size_t gather(const std::vector<ExpressionVariable>& variables, EvalContext& ctx, VariableValues& values)
{
    const std::size_t n = std::min<std::size_t>(variables.size(), values.size());
    for (std::size_t i = 0; i < n; ++i) {
        const ExpressionVariable& v = variables[i];
        switch (v.source) {
        case ExpressionVariable::Source::Constant: values[i] = v.constant; break;
        case ExpressionVariable::Source::BoneValue: values[i] = glm::vec3(v.input.evaluate(ctx.pose), 0.0f, 0.0f); break;
        case ExpressionVariable::Source::BoneWorldPosition: values[i] = ctx.pose.worldTranslation(v.bone); break;
        }
    }
    return n;
}

expr::TimeValues timeOf(const EvalContext& ctx)
{
    return {ctx.ticks, ctx.ticksPerFrame, ctx.rangeStartTicks, ctx.rangeEndTicks};
}

}  // namespace

glm::vec3 BoundExpression::evaluate(EvalContext& ctx) const
{
    VariableValues values;
    const std::size_t n = gather(variables, ctx, values);
    return program.evaluate(std::span<const glm::vec3>(values.data(), n), timeOf(ctx));
}

float BoundExpression::evaluateScalar(EvalContext& ctx) const
{
    VariableValues values;
    const std::size_t n = gather(variables, ctx, values);
    return program.evaluateScalar(std::span<const glm::vec3>(values.data(), n), timeOf(ctx));
}

void BoundExpression::evaluateScalarLanes(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                                          const HelperTime (&times)[kPoseLanes], float (&out)[kPoseLanes]) const
{
    // gather()'s values, a variable at a time for the eight lanes.
    VariableValues values[kPoseLanes];
    const std::size_t n = std::min<std::size_t>(variables.size(), kMaxExpressionVariables);
    for (std::size_t i = 0; i < n; ++i) {
        const ExpressionVariable& v = variables[i];
        if (v.source == ExpressionVariable::Source::BoneValue) {
            float read[kPoseLanes];
            v.input.evaluateLanes(block, lanes, read);
            for (int k = 0; k < kPoseLanes; ++k) {
                values[k][i] = glm::vec3(read[k], 0.0f, 0.0f);
            }
            continue;
        }
        for (int k = 0; k < kPoseLanes; ++k) {
            values[k][i] = v.source == ExpressionVariable::Source::Constant ? v.constant
                                                                            : lanes[static_cast<std::size_t>(k)]->worldTranslation(v.bone);
        }
    }
    static_assert(expr::CompiledExpression::kLanes == kPoseLanes);
    std::span<const glm::vec3> spans[kPoseLanes];
    expr::TimeValues timeValues[kPoseLanes];
    for (int k = 0; k < kPoseLanes; ++k) {
        const HelperTime& t = times[k];
        spans[k] = std::span<const glm::vec3>(values[k].data(), n);
        timeValues[k] = {t.ticks, t.ticksPerFrame, t.rangeStartTicks, t.rangeEndTicks};
    }
    program.evaluateScalarLanes(spans, timeValues, out);
}

float FloatExpression::evaluate(EvalContext& ctx)
{
    const float v = expression.evaluateScalar(ctx);
    return std::isfinite(v) ? v : 0.0f;
}

float FloatWire::evaluate(EvalContext& ctx)
{
    const float v = expression.evaluateScalar(ctx);
    return std::isfinite(v) ? v : 0.0f;
}

glm::vec3 PositionExpression::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    const glm::vec3 v = expression.evaluate(ctx);
    return finite(v) ? incoming + v : incoming;
}

glm::vec3 ScaleExpression::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    const glm::vec3 v = expression.evaluate(ctx);
    return finite(v) ? incoming * v : incoming;
}

}  // namespace rigstage
