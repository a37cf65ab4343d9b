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

/// The coefficients of one step of the damped spring x'' = -w^2 e - 2 zeta w x' over t seconds,
/// rounded to float as the step uses them. They depend only on w, zeta and t, so a spring advanced
/// by the same dt with the same settings frame after frame computes them (exp, cos, sin in double)
/// once and keeps them.
struct DampedSpringCoefficients {
    enum class Kind { Critical, Under, Over } kind = Kind::Critical;
    float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f, e = 0.0f, f = 0.0f;

    DampedSpringCoefficients() = default;
    DampedSpringCoefficients(double w, double zeta, double t)
    {
        if (std::abs(zeta - 1.0) < 1e-4) {  // critically damped
            kind = Kind::Critical;
            a = float(std::exp(-w * t));  // decay
            b = float(w);
            c = float(t);
            d = float(w * t);
        } else if (zeta < 1.0) {  // underdamped: a decaying oscillation
            kind = Kind::Under;
            const double wd = w * std::sqrt(1.0 - zeta * zeta), decay = std::exp(-zeta * w * t);
            a = float(decay * std::cos(wd * t));
            b = float(decay * std::sin(wd * t) / wd);
            c = float(zeta * w);
            d = float(w * w);
        } else {  // overdamped: two decaying exponentials
            kind = Kind::Over;
            const double root = std::sqrt(zeta * zeta - 1.0), r1 = -w * (zeta - root), r2 = -w * (zeta + root);
            const float x1 = float(std::exp(r1 * t)), x2 = float(std::exp(r2 * t));
            a = float(r1);
            b = float(1.0 / (r2 - r1));
            c = x1;
            d = x2;
            e = float(r1 * x1);
            f = float(r2 * x2);
        }
    }

    /// Advances an offset e0 (value - target, a float or a glm vector) and its velocity v0 by the
    /// step, exactly for a target held over it.
    template <class V>
    void step(V& e0, V& v0) const
    {
        const V ei = e0, vi = v0;
        switch (kind) {
        case Kind::Critical: {
            const V k = vi + ei * b;
            e0 = (ei + k * c) * a;
            v0 = (vi - k * d) * a;
            break;
        }
        case Kind::Under:
            e0 = ei * a + (vi + ei * c) * b;
            v0 = vi * a - (vi * c + ei * d) * b;
            break;
        case Kind::Over: {
            const V c2 = (vi - ei * a) * b;
            const V c1 = ei - c2;
            e0 = c1 * c + c2 * d;
            v0 = c1 * e + c2 * f;
            break;
        }
        }
    }
};

/// Advances an offset e (value - target, a float or a glm vector) and its velocity v by t seconds
/// of the damped spring x'' = -w^2 e - 2 zeta w x', exactly for a target held over the step.
template <class V>
void dampedSpringStep(V& e, V& v, double w, double zeta, double t)
{
    DampedSpringCoefficients(w, zeta, t).step(e, v);
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
        const float zeta = std::max(0.0f, s.dampingRatio);
        if (!(dt == stepDt_ && s.frequencyHz == stepFrequencyHz_ && zeta == stepZeta_)) {
            // A new dt or new settings: the step's coefficients again (kept while they stay).
            step_ = DampedSpringCoefficients(2.0 * 3.14159265358979323846 * s.frequencyHz, zeta, double(dt));
            stepDt_ = dt;
            stepFrequencyHz_ = s.frequencyHz;
            stepZeta_ = zeta;
        }
        float e = x_ - target;
        step_.step(e, v_);
        x_ = target + e;
        return x_;
    }

private:
    float x_ = 0.0f;
    float v_ = 0.0f;
    bool reset_ = true;
    // The step last advanced by (dt, frequency and damping ratio; 0 before the first) and its coefficients.
    float stepDt_ = 0.0f, stepFrequencyHz_ = 0.0f, stepZeta_ = 0.0f;
    DampedSpringCoefficients step_;
};

}  // namespace rigstage
