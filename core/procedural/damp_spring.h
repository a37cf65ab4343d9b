#pragma once
// The closed-form critically damped spring (Game Programming Gems 4, as little-polygon uses it for
// trailing joints): exact for any time step, so results do not depend on the frame rate.

#include <cmath>

#include <glm/glm.hpp>

namespace rigstage {

/// Advances position and velocity towards target by dt seconds. dampSeconds is the time the spring
/// takes to settle (omega = 2 / dampSeconds); no overshoot.
template <class V>
void dampSpring(V& position, V& velocity, const V& target, float dampSeconds, float dt)
{
    const float omega = 2.0f / std::max(dampSeconds, 1e-4f);
    const float decay = std::exp(-omega * dt);
    const V change = position - target;
    const V temp = (velocity + change * omega) * dt;
    velocity = (velocity - temp * omega) * decay;
    position = target + (change + temp) * decay;
}

}  // namespace rigstage
