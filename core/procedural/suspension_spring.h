#pragma once
// A damped spring F = -k (x - x0) - c v on a unit mass, set by its natural frequency (Hz) and
// damping ratio instead of k and c (k = w^2, c = 2 zeta w, w = 2 pi f), and advanced with the
// exact solution for a target held over the step: results do not depend on the frame rate (a step
// input gives the same curve at 30 Hz and 240 Hz), and no time step can make it blow up.
// The NDC 2018 seed's suspension: linear and angular springs between the slope-adapted target and
// the body transform that is applied. Written by hand because it is a dozen lines of closed form.

#include <cmath>

namespace rigstage {

struct SpringSettings {
    float frequencyHz = 3.0f;    ///< Natural frequency; 0 turns the spring off (the value follows the target).
    float dampingRatio = 0.7f;   ///< 1 critically damped, below 1 overshoots, above 1 creeps.
};

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
        const double z = std::max(0.0f, s.dampingRatio);
        const double t = dt;
        const double e0 = double(x_) - target, v0 = v_;
        double e, v;
        if (std::abs(z - 1.0) < 1e-4) {  // critically damped
            const double decay = std::exp(-w * t), c = v0 + w * e0;
            e = (e0 + c * t) * decay;
            v = (v0 - w * c * t) * decay;
        } else if (z < 1.0) {  // underdamped: a decaying oscillation
            const double wd = w * std::sqrt(1.0 - z * z), decay = std::exp(-z * w * t);
            const double cs = std::cos(wd * t), sn = std::sin(wd * t);
            e = decay * (e0 * cs + (v0 + z * w * e0) / wd * sn);
            v = decay * (v0 * cs - (z * w * v0 + w * w * e0) / wd * sn);
        } else {  // overdamped: two decaying exponentials
            const double root = std::sqrt(z * z - 1.0), r1 = -w * (z - root), r2 = -w * (z + root);
            const double c2 = (v0 - r1 * e0) / (r2 - r1), c1 = e0 - c2;
            const double x1 = std::exp(r1 * t), x2 = std::exp(r2 * t);
            e = c1 * x1 + c2 * x2;
            v = r1 * c1 * x1 + r2 * c2 * x2;
        }
        x_ = float(target + e);
        v_ = float(v);
        return x_;
    }

private:
    float x_ = 0.0f;
    float v_ = 0.0f;
    bool reset_ = true;
};

}  // namespace rigstage
