#pragma once
// The 2D curve of a 3ds Max reaction (CurveControl / ICurve): points (master value, slave value)
// joined by cubic Bezier segments in the plane, constant outside the first and last point.

#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

/// One curve point with its tangent handles, given relative to the point (as ICurve stores them).
struct CurvePoint {
    glm::vec2 position{0.0f};  ///< (master, slave).
    glm::vec2 inTangent{0.0f};   ///< Handle towards the previous point, relative to position.
    glm::vec2 outTangent{0.0f};  ///< Handle towards the next point, relative to position.
    bool corner = true;          ///< Corner: straight lines to the neighbours, handles ignored.
};

class ReactionCurve {
public:
    ReactionCurve() = default;
    /// Takes points sorted by master value (strictly increasing).
    explicit ReactionCurve(std::vector<CurvePoint> points);

    /// Returns the slave value at a master value. Between two corner points the curve is a straight
    /// line; otherwise a 2D cubic Bezier through the handles, solved for the master value. Handle
    /// x positions are clamped inside their segment so each segment is a function of x.
    /// Outside the points the first / last value holds. An empty curve gives 0.
    float evaluate(float master) const;

    const std::vector<CurvePoint>& points() const { return points_; }

private:
    std::vector<CurvePoint> points_;
};

}  // namespace rigstage
