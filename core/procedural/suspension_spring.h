#pragma once
// A damped spring F = -k (x - x0) - c v on a unit mass, set by its natural frequency (Hz) and
// damping ratio instead of k and c (k = w^2, c = 2 zeta w, w = 2 pi f), and advanced with the
// exact solution for a target held over the step: results do not depend on the frame rate (a step
// input gives the same curve at 30 Hz and 240 Hz), and no time step can make it blow up.
// The NDC 2018 seed's suspension: linear and angular springs between the slope-adapted target and
// the body transform that is applied. Written by hand because it is a dozen lines of closed form.

#include <algorithm>
#include <cmath>

namespace rigstage {

struct SpringSettings {
    float frequencyHz = 3.0f;    ///< Natural frequency; 0 turns the spring off (the value follows the target).
    float dampingRatio = 0.7f;   ///< 1 critically damped, below 1 overshoots, above 1 creeps.
};

/// Advances an offset e (value - target, a float or a glm vector) and its velocity v by t seconds
/// of the damped spring x'' = -w^2 e - 2 zeta w x', exactly for a target held over the step.
template <class V>
void dampedSpringStep(V& e, V& v, double w, double zeta, double t)
{
    const V e0 = e, v0 = v;
    if (std::abs(zeta - 1.0) < 1e-4) {  // critically damped
        const float decay = float(std::exp(-w * t));
        const V c = v0 + e0 * float(w);
        e = (e0 + c * float(t)) * decay;
        v = (v0 - c * float(w * t)) * decay;
    } else if (zeta < 1.0) {  // underdamped: a decaying oscillation
        const double wd = w * std::sqrt(1.0 - zeta * zeta), decay = std::exp(-zeta * w * t);
        const float cs = float(decay * std::cos(wd * t)), sn = float(decay * std::sin(wd * t) / wd);
        e = e0 * cs + (v0 + e0 * float(zeta * w)) * sn;
        v = v0 * cs - (v0 * float(zeta * w) + e0 * float(w * w)) * sn;
    } else {  // overdamped: two decaying exponentials
        const double root = std::sqrt(zeta * zeta - 1.0), r1 = -w * (zeta - root), r2 = -w * (zeta + root);
        const V c2 = (v0 - e0 * float(r1)) * float(1.0 / (r2 - r1));
        const V c1 = e0 - c2;
        const float x1 = float(std::exp(r1 * t)), x2 = float(std::exp(r2 * t));
        e = c1 * x1 + c2 * x2;
        v = c1 * float(r1 * x1) + c2 * float(r2 * x2);
    }
}

class SuspensionSpring {
public:
    /// The next advance starts at the target, at rest (teleport, scrub, first frame).
    void reset() { reset_ = true; }
    float value() const { return x_; }
    float velocity() const { return v_; }

    /// Advances by dt seconds towards target and returns the new value. dt <= 0 snaps to target.
    float advance(float target, float dt, const SpringSettings& s)
    {
        if (reset_ || !(dt > 0.0f) || !(s.frequencyHz > 0.0f) || !std::isfinite(target)) {
            x_ = std::isfinite(target) ? target : x_;
            v_ = 0.0f;
            reset_ = false;
            return x_;
        }
        const double w = 2.0 * 3.14159265358979323846 * s.frequencyHz;
        float e = x_ - target;
        dampedSpringStep(e, v_, w, std::max(0.0f, s.dampingRatio), double(dt));
        x_ = target + e;
        return x_;
    }

private:
    float x_ = 0.0f;
    float v_ = 0.0f;
    bool reset_ = true;
};

}  // namespace rigstage
