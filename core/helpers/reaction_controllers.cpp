#include "helpers/reaction_controllers.h"

#include <algorithm>
#include <cmath>

#include "math/euler.h"
#include "math/srt.h"

namespace rigstage {

float Reaction::masterValue(PoseSource& pose) const
{
    return input.evaluate(pose);
}

std::vector<float> Reaction::stateWeights(PoseSource& pose) const
{
    const std::size_t n = states.size();
    std::vector<float> m(n, 0.0f);
    if (n == 0) {
        return m;
    }
    // Distance of the master from each state.
    std::vector<float> d(n);
    float f = 0.0f;
    glm::vec3 p(0.0f);
    glm::quat q(1.0f, 0.0f, 0.0f, 0.0f);
    if (masterType == ReactionMasterType::Float) {
        f = masterValue(pose);
    } else if (masterType == ReactionMasterType::Vector) {
        p = pose.worldTranslation(masterBone);
    } else {
        q = pose.localRotation(masterBone);
    }
    for (std::size_t i = 0; i < n; ++i) {
        const ReactionState& s = states[i];
        if (masterType == ReactionMasterType::Float) {
            d[i] = std::abs(f - s.masterFloat);
        } else if (masterType == ReactionMasterType::Vector) {
            d[i] = glm::length(p - s.masterVector);
        } else {
            d[i] = 2.0f * std::acos(std::clamp(std::abs(glm::dot(q, s.masterRotation)), 0.0f, 1.0f));
        }
    }
    std::vector<float> influence(n);
    bool any = false;
    for (std::size_t i = 0; i < n; ++i) {
        influence[i] = states[i].influence;
        m[i] = influence[i] > 0.0f ? std::max(0.0f, 1.0f - d[i] / influence[i]) : 0.0f;
        any = any || m[i] > 0.0f;
    }
    if (!any) {
        // Outside every influence: the nearest state's influence grows to reach the master.
        const std::size_t nearest = static_cast<std::size_t>(std::min_element(d.begin(), d.end()) - d.begin());
        m[nearest] = 1.0f - d[nearest] / (d[nearest] + 1.0f);
    }
    for (std::size_t i = 0; i < n; ++i) {
        m[i] *= states[i].strength;
    }
    // Each state is weighted by how much the master is at it and not at the states that differ.
    std::vector<float> w(n, 1.0f);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < n; ++j) {
            w[i] *= states[j].value == states[i].value ? m[j] : 1.0f - m[j];
        }
        const float falloff = states[i].falloff > 0.0f ? states[i].falloff : 1.0f;
        w[i] = std::pow(std::max(0.0f, w[i]), 1.0f / falloff);
    }
    float sum = 0.0f;
    for (float x : w) {
        sum += x;
    }
    if (sum > 0.0f) {
        for (float& x : w) {
            x /= sum;
        }
    }
    return w;
}

glm::vec4 Reaction::evaluate(PoseSource& pose) const
{
    if (usesCurves()) {
        const float master = masterValue(pose);
        glm::vec4 out(0.0f);
        for (std::size_t c = 0; c < curves.size() && c < 4; ++c) {
            out[static_cast<int>(c)] = curves[c].evaluate(master);
        }
        return out;
    }
    const std::vector<float> w = stateWeights(pose);
    glm::vec4 out(0.0f);
    for (std::size_t i = 0; i < states.size(); ++i) {
        out += w[i] * states[i].value;
    }
    return out;
}

glm::vec3 PositionReaction::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    return incoming + glm::vec3(reaction.evaluate(ctx.pose));
}

glm::quat RotationReaction::evaluate(EvalContext& ctx, const glm::quat& incoming)
{
    glm::quat q(1.0f, 0.0f, 0.0f, 0.0f);
    if (reaction.usesCurves()) {
        q = eulerToQuat(glm::vec3(reaction.evaluate(ctx.pose)), EulerOrder::XYZ);
    } else {
        // Max accumulates EulerToQuat(QuatToEuler(q_i) * m_i) over the states (MAX-SEMANTICS 1.5).
        const std::vector<float> w = reaction.stateWeights(ctx.pose);
        for (std::size_t i = 0; i < reaction.states.size(); ++i) {
            q = q * eulerToQuat(glm::vec3(reaction.states[i].value) * w[i], EulerOrder::XYZ);
        }
    }
    return normalizeUnlessUnit(incoming * q);
}

glm::vec3 ScaleReaction::evaluate(EvalContext& ctx, const glm::vec3& incoming)
{
    return incoming * glm::vec3(reaction.evaluate(ctx.pose));
}

}  // namespace rigstage
