#include "helpers/list_controllers.h"

#include <algorithm>
#include <cmath>
#include <limits>

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
    // listctrl.cpp: each entry's delta from the running rotation, weighted by its own weight
    // clamped to [0, 1] (Average does not divide rotation weights). Additive: slerped from
    // identity and applied on top. Average on ("pose to pose"): slerped from the previous
    // entry's result, and the rotation set to incoming * that result.
    const glm::quat identity(1.0f, 0.0f, 0.0f, 0.0f);
    glm::quat q = incoming;
    glm::quat last = identity;
    for (auto& e : entries) {
        if (std::abs(e.weight) < std::numeric_limits<float>::epsilon()) {
            continue;  // Max skips (near-)zero weights
        }
        glm::quat delta = glm::normalize(glm::inverse(q) * e.controller->evaluate(ctx, q));
        const glm::quat from = average ? last : identity;
        if (glm::dot(delta, from) < 0.0f) {
            delta = -delta;  // MakeClosest
        }
        const float w = std::clamp(e.weight, 0.0f, 1.0f);
        if (average) {
            last = glm::normalize(glm::slerp(last, delta, w));
            q = glm::normalize(incoming * last);
        } else {
            q = glm::normalize(q * glm::slerp(identity, delta, w));
        }
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
