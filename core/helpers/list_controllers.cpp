#include "helpers/list_controllers.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "math/srt.h"

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
/// beforeEntry(entry, running) runs before each entry, skipped or not (the preprocess's hook).
template <class Entries, class BeforeEntry>
glm::vec3 lerpThroughEntries(Entries& entries, bool average, EvalContext& ctx, const glm::vec3& incoming,
                             BeforeEntry&& beforeEntry)
{
    const float sum = weightSum(entries);
    glm::vec3 v = incoming;
    for (auto& e : entries) {
        beforeEntry(*e.controller, v);
        if (e.weight == 0.0f) {
            continue;  // Max skips zero-weight entries entirely
        }
        v += (e.controller->evaluate(ctx, v) - v) * averageWeight(e.weight, sum, average);
    }
    return v;
}

struct NothingBeforeEntry {
    template <class Controller, class Value>
    void operator()(Controller&, const Value&) const {}
};

/// glm::slerp(identity, delta, w) for a unit delta on identity's side (delta.w >= 0), with the
/// zero terms of identity left out: the same rotation to float rounding, with an arc tangent, one
/// sine-cosine pair and a square root where glm's general slerp takes an arc cosine and three sines.
glm::quat slerpFromIdentity(const glm::quat& delta, float w)
{
    if (w == 1.0f) {
        return delta;
    }
    if (delta.w > 1.0f - std::numeric_limits<float>::epsilon()) {
        // Nearly identity: glm's linear blend, which the caller normalises.
        return glm::quat(1.0f - w + delta.w * w, delta.x * w, delta.y * w, delta.z * w);
    }
    // The sine of the half angle is the length of the vector part. The angle from both parts:
    // acos(w) alone loses accuracy for small angles (w's rounding moves it by 1e-7 / angle), and
    // sin(w * angle) / sine would carry that error, where glm's ratio of two sines cancels it.
    const float sine = std::sqrt(delta.x * delta.x + delta.y * delta.y + delta.z * delta.z);
    const float angle = std::atan2(sine, delta.w);
    const float part = w * angle;
    const float scale = sine > 0.0f ? std::sin(part) / sine : 0.0f;
    return glm::quat(std::cos(part), delta.x * scale, delta.y * scale, delta.z * scale);
}

/// The preprocess's hook. The first entry takes its base as the list's own slot would: a list
/// assigned over a controller keeps that controller as its first entry (listctrl.cpp Copy), so a
/// constraint there was assigned over the bone's original controller, at the top of the bone. Each
/// later entry was assigned to the "Available" slot and takes its base from the list's running
/// value at the bind pose (EvalContext::runningInList).
template <class Value>
struct PreprocessInList {
    EvalContext& ctx;
    Srt running;
    Value Srt::*part;
    bool first = true;

    template <class Controller>
    void operator()(Controller& controller, const Value& value)
    {
        if (first) {
            first = false;
            controller.preprocess(ctx);
            return;
        }
        running.*part = value;
        const Srt* outer = ctx.runningInList;
        ctx.runningInList = &running;
        controller.preprocess(ctx);
        ctx.runningInList = outer;
    }
};

}  // namespace

void PositionList::preprocess(EvalContext& bindCtx)
{
    // The entries are evaluated on the bind pose to know the running value each one starts from.
    lerpThroughEntries(entries, average, bindCtx, glm::vec3(0.0f),
                       PreprocessInList<glm::vec3>{bindCtx, bindCtx.local, &Srt::translation});
}

glm::vec3 PositionList::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    return lerpThroughEntries(entries, average, ctx, incoming, NothingBeforeEntry{});
}

float PositionList::appliedWeight(std::size_t i) const
{
    return averageWeight(entries[i].weight, weightSum(entries), average);
}

void RotationList::preprocess(EvalContext& bindCtx)
{
    run(bindCtx, glm::quat(1.0f, 0.0f, 0.0f, 0.0f), PreprocessInList<glm::quat>{bindCtx, bindCtx.local, &Srt::rotation});
}

glm::quat RotationList::evaluate(EvalContext& ctx, const glm::quat& incoming)
{
    return run(ctx, incoming, NothingBeforeEntry{});
}

template <class BeforeEntry>
glm::quat RotationList::run(EvalContext& ctx, const glm::quat& incoming, BeforeEntry&& beforeEntry)
{
    RotationListRun running(incoming, average);
    for (auto& e : entries) {
        beforeEntry(*e.controller, running.rotation());
        if (!RotationListRun::skips(e.weight)) {
            running.apply(e.controller->evaluate(ctx, running.rotation()), e.weight);
        }
    }
    return running.rotation();
}

bool RotationListRun::skips(float weight)
{
    return std::abs(weight) < std::numeric_limits<float>::epsilon();
}

void RotationListRun::apply(const glm::quat& value, float weight)
{
    // listctrl.cpp: each entry's delta from the running rotation, weighted by its own weight
    // clamped to [0, 1] (Average does not divide rotation weights). Additive: slerped from
    // identity and applied on top. Average on ("pose to pose"): slerped from the previous
    // entry's result, and the rotation set to incoming * that result.
    const glm::quat identity(1.0f, 0.0f, 0.0f, 0.0f);
    // The conjugate, not glm::inverse: q is a unit quaternion, and the normalisation below
    // removes any scale (glm::inverse divides each part by |q|^2).
    glm::quat delta = normalizeUnlessUnit(glm::conjugate(q_) * value);
    const glm::quat from = average_ ? last_ : identity;
    if (glm::dot(delta, from) < 0.0f) {
        delta = -delta;  // MakeClosest
    }
    const float w = std::clamp(weight, 0.0f, 1.0f);
    if (average_) {
        last_ = w == 1.0f ? delta : glm::normalize(glm::slerp(last_, delta, w));
        q_ = normalizeUnlessUnit(incoming_ * last_);
    } else {
        q_ = normalizeUnlessUnit(q_ * slerpFromIdentity(delta, w));
    }
}

void ScaleList::preprocess(EvalContext& bindCtx)
{
    lerpThroughEntries(entries, average, bindCtx, glm::vec3(1.0f),
                       PreprocessInList<glm::vec3>{bindCtx, bindCtx.local, &Srt::scale});
}

glm::vec3 ScaleList::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    return lerpThroughEntries(entries, average, ctx, incoming, NothingBeforeEntry{});
}

}  // namespace rigstage
