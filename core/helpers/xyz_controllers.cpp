#include "helpers/xyz_controllers.h"

#include <glm/gtc/constants.hpp>

#include "math/srt.h"

namespace rigstage {

namespace {

void preprocessChannels(FloatChannel (&channels)[3], EvalContext& ctx)
{
    for (FloatChannel& c : channels) {
        if (c.controller) {
            c.controller->preprocess(ctx);
        }
    }
}

}  // namespace

void PositionXyz::preprocess(EvalContext& bindCtx)
{
    preprocessChannels(channels, bindCtx);
}

glm::vec3 PositionXyz::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    return incoming + glm::vec3(channels[0].evaluate(ctx), channels[1].evaluate(ctx), channels[2].evaluate(ctx));
}

void EulerXyz::preprocess(EvalContext& bindCtx)
{
    preprocessChannels(channels, bindCtx);
    constantAngles_ = glm::vec3(channels[0].value, channels[1].value, channels[2].value);
    constantTurn_ = eulerToQuat(constantAngles_, order);
    constantOrder_ = order;
}

glm::vec3 EulerXyz::anglesRadians(EvalContext& ctx) const
{
    return glm::vec3(channels[0].evaluate(ctx), channels[1].evaluate(ctx), channels[2].evaluate(ctx));
}

glm::quat EulerXyz::evaluate(EvalContext& ctx, const glm::quat& incoming)
{
    if (channels[0].controller || channels[1].controller || channels[2].controller) {
        return normalizeUnlessUnit(incoming * eulerToQuat(anglesRadians(ctx), order));
    }
    const glm::vec3 angles(channels[0].value, channels[1].value, channels[2].value);
    if (angles != constantAngles_ || order != constantOrder_) {  // not preprocessed (NaN), or edited since
        return normalizeUnlessUnit(incoming * eulerToQuat(angles, order));
    }
    return normalizeUnlessUnit(incoming * constantTurn_);
}

void ScaleXyz::preprocess(EvalContext& bindCtx)
{
    preprocessChannels(channels, bindCtx);
}

glm::vec3 ScaleXyz::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    return incoming * glm::vec3(channels[0].evaluate(ctx), channels[1].evaluate(ctx), channels[2].evaluate(ctx));
}

}  // namespace rigstage
