#include "helpers/xyz_across.h"

#include <algorithm>
#include <cmath>

#include "helpers/expression_controllers.h"
#include "helpers/reaction_controllers.h"
#include "helpers/xyz_controllers.h"
#include "math/srt.h"

namespace rigstage {

namespace {

/// The channels of controller compiled where it is an Xyz (Euler XYZ, Scale XYZ) of such channels.
template <class Xyz, class Controller>
std::optional<XyzChannelsAcross> channelsOf(const Controller& controller)
{
    const auto* xyz = dynamic_cast<const Xyz*>(&controller);
    return xyz ? XyzChannelsAcross::compile(xyz->channels) : std::nullopt;
}

}  // namespace

std::optional<XyzChannelsAcross> XyzChannelsAcross::compile(const FloatChannel (&channels)[3])
{
    XyzChannelsAcross compiled;
    for (int c = 0; c < 3; ++c) {
        Channel& out = compiled.channels_[c];
        const FloatController* controller = channels[c].controller.get();
        if (!controller) {
            out.value = channels[c].value;
        } else if (const auto* reactor = dynamic_cast<const FloatReaction*>(controller); reactor && reactor->reaction.usesCurves()) {
            out.reaction = &reactor->reaction;
        } else if (const auto* expression = dynamic_cast<const FloatExpression*>(controller)) {
            out.expression = &expression->expression;
        } else if (const auto* wire = dynamic_cast<const FloatWire*>(controller)) {
            out.expression = &wire->expression;
        } else {
            return std::nullopt;
        }
    }
    return compiled;
}

std::optional<glm::vec3> XyzChannelsAcross::constant() const
{
    glm::vec3 values;
    for (int c = 0; c < 3; ++c) {
        if (channels_[c].reaction || channels_[c].expression) {
            return std::nullopt;
        }
        values[c] = channels_[c].value;
    }
    return values;
}

void XyzChannelsAcross::evaluate(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                                 const HelperTime (&times)[kPoseLanes], float (&out)[3][kPoseLanes]) const
{
    for (int c = 0; c < 3; ++c) {
        const Channel& channel = channels_[c];
        if (channel.reaction) {
            // FloatReaction: the first curve at the master's value.
            float master[kPoseLanes];
            channel.reaction->input.evaluateLanes(block, lanes, master);
            for (int k = 0; k < kPoseLanes; ++k) {
                out[c][k] = channel.reaction->curves.front().evaluate(master[k]);
            }
        } else if (channel.expression) {
            // FloatExpression and FloatWire: a result that is not finite gives 0.
            channel.expression->evaluateScalarLanes(block, lanes, times, out[c]);
            for (float& v : out[c]) {
                v = std::isfinite(v) ? v : 0.0f;
            }
        } else {
            std::fill(out[c], out[c] + kPoseLanes, channel.value);
        }
    }
}

std::optional<EulerXyzAcross> EulerXyzAcross::compile(const RotationController& controller)
{
    std::optional<XyzChannelsAcross> channels = channelsOf<EulerXyz>(controller);
    if (!channels) {
        return std::nullopt;
    }
    EulerXyzAcross compiled;
    compiled.channels_ = *channels;
    compiled.order_ = static_cast<const EulerXyz&>(controller).order;
    if (const std::optional<glm::vec3> angles = compiled.channels_.constant()) {
        // EulerXyz::preprocess's turn of constant angles: this same product.
        compiled.constantTurn_ = eulerToQuat(*angles, compiled.order_);
    }
    return compiled;
}

void EulerXyzAcross::evaluate(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                              const HelperTime (&times)[kPoseLanes], glm::quat (&out)[kPoseLanes]) const
{
    // EulerXyz::evaluate from the slot's identity, then the slot's normalisation.
    turns(block, lanes, times, out);
    const glm::quat identity(1.0f, 0.0f, 0.0f, 0.0f);
    for (glm::quat& q : out) {
        q = safeNormalize(normalizeUnlessUnit(identity * q));
    }
}

void EulerXyzAcross::turns(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                           const HelperTime (&times)[kPoseLanes], glm::quat (&out)[kPoseLanes]) const
{
    if (constantTurn_) {
        std::fill(out, out + kPoseLanes, *constantTurn_);
        return;
    }
    float angles[3][kPoseLanes];
    channels_.evaluate(block, lanes, times, angles);
    for (int k = 0; k < kPoseLanes; ++k) {
        out[k] = eulerToQuat(glm::vec3(angles[0][k], angles[1][k], angles[2][k]), order_);
    }
}

std::optional<ScaleXyzAcross> ScaleXyzAcross::compile(const ScaleController& controller)
{
    std::optional<XyzChannelsAcross> channels = channelsOf<ScaleXyz>(controller);
    if (!channels) {
        return std::nullopt;
    }
    ScaleXyzAcross compiled;
    compiled.channels_ = *channels;
    return compiled;
}

void ScaleXyzAcross::evaluate(const PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                              const HelperTime (&times)[kPoseLanes], glm::vec3 (&out)[kPoseLanes]) const
{
    float channels[3][kPoseLanes];
    channels_.evaluate(block, lanes, times, channels);
    for (int k = 0; k < kPoseLanes; ++k) {  // ScaleXyz::evaluate from the slot's unit scale
        out[k] = glm::vec3(1.0f) * glm::vec3(channels[0][k], channels[1][k], channels[2][k]);
    }
}

}  // namespace rigstage
