#pragma once
// Position XYZ, Euler XYZ and Scale XYZ: one float per channel, each either a constant (the
// exported value) or a float controller (reaction, expression, wire).

#include <limits>

#include "helpers/controller.h"
#include "math/euler.h"

namespace rigstage {

/// One channel: a constant, or a controller when one is set.
struct FloatChannel {
    float value = 0.0f;
    std::unique_ptr<FloatController> controller;

    float evaluate(EvalContext& ctx) const { return controller ? controller->evaluate(ctx) : value; }
};

/// Adds the channels to the incoming position (Max's relative PreTranslate).
class PositionXyz final : public PositionController {
public:
    FloatChannel channels[3];
    void preprocess(EvalContext& bindCtx) override;
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "PositionXYZ"; }
};

/// Rotates the incoming rotation by the channels' Euler rotation (Max's PreRotate). Every channel
/// is radians, whatever drives it (format version 2: docs/format.md, "Units").
class EulerXyz final : public RotationController {
public:
    FloatChannel channels[3];
    EulerOrder order = EulerOrder::XYZ;
    void preprocess(EvalContext& bindCtx) override;
    glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) override;
    const char* typeName() const override { return "EulerXYZ"; }
    /// The three channel values in radians.
    glm::vec3 anglesRadians(EvalContext& ctx) const;

private:
    // Channels that are all constants turn by one quaternion, made by preprocess (when the helper
    // compiles, before any frame; the controller is then shared read-only by a crowd's threads):
    // the same bits as making it every frame. Until then, or for angles it was not made from,
    // evaluate makes it.
    glm::vec3 constantAngles_{std::numeric_limits<float>::quiet_NaN()};
    glm::quat constantTurn_{1.0f, 0.0f, 0.0f, 0.0f};
    EulerOrder constantOrder_ = EulerOrder::XYZ;
};

/// Multiplies the incoming scale by the channels (Max's PreScale); 1 = 100 %.
class ScaleXyz final : public ScaleController {
public:
    FloatChannel channels[3];
    ScaleXyz() { channels[0].value = channels[1].value = channels[2].value = 1.0f; }
    void preprocess(EvalContext& bindCtx) override;
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "ScaleXYZ"; }
};

/// A float that never changes (a Bezier Float without keys).
class FloatConstant final : public FloatController {
public:
    float value = 0.0f;
    float evaluate(EvalContext&) override { return value; }
    const char* typeName() const override { return "FloatConstant"; }
};

}  // namespace rigstage
