#include "helpers/list_controllers.h"

#include <algorithm>

namespace rigstage {

float averageWeight(float weight, float sum, bool average)
{
    if (!average) {
        return weight;
    }
    return sum != 0.0f ? weight / sum : 0.0f;
}

namespace {

template <class Entries>
float weightSum(const Entries& entries)
{
    float sum = 0.0f;
    for (const auto& e : entries) {
        sum += e.weight;
    }
    return sum;
}

/// Position and scale lists: each entry moves the running value towards what it returns.
template <class Entries>
glm::vec3 lerpThroughEntries(Entries& entries, bool average, EvalContext& ctx, const glm::vec3& incoming)
{
    const float sum = weightSum(entries);
    glm::vec3 v = incoming;
    for (auto& e : entries) {
        if (e.weight == 0.0f) {
            continue;  // Max skips zero-weight entries entirely
        }
        v += (e.controller->evaluate(ctx, v) - v) * averageWeight(e.weight, sum, average);
    }
    return v;
}

template <class Entries>
void preprocessAll(Entries& entries, EvalContext& ctx)
{
    for (auto& e : entries) {
        e.controller->preprocess(ctx);
    }
}

}  // namespace

void PositionList::preprocess(EvalContext& bindCtx)
{
    preprocessAll(entries, bindCtx);
}

glm::vec3 PositionList::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    return lerpThroughEntries(entries, average, ctx, incoming);
}

void RotationList::preprocess(EvalContext& bindCtx)
{
    preprocessAll(entries, bindCtx);
}

glm::quat RotationList::evaluate(EvalContext& ctx, const glm::quat& incoming)
{
    const float sum = weightSum(entries);
    glm::quat q = incoming;
    const glm::quat identity(1.0f, 0.0f, 0.0f, 0.0f);
    for (auto& e : entries) {
        if (e.weight == 0.0f) {
            continue;
        }
        glm::quat delta = glm::normalize(glm::inverse(q) * e.controller->evaluate(ctx, q));
        if (delta.w < 0.0f) {
            delta = -delta;  // MakeClosest(identity)
        }
        const float w = std::clamp(averageWeight(e.weight, sum, average), 0.0f, 1.0f);
        q = glm::normalize(q * glm::slerp(identity, delta, w));
    }
    return q;
}

void ScaleList::preprocess(EvalContext& bindCtx)
{
    preprocessAll(entries, bindCtx);
}

glm::vec3 ScaleList::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    return lerpThroughEntries(entries, average, ctx, incoming);
}

}  // namespace rigstage
