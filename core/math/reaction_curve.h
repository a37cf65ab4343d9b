#pragma once
// The 2D curve of a 3ds Max reaction (CurveControl / ICurve): points (master value, slave value)
// joined by cubic Bezier segments in the plane, constant outside the first and last point. A
// correction's driver curve (core/sculpt/correction.h) is the same curve with a tangent type per key.

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include <glm/glm.hpp>

namespace rigstage {

/// One curve point with its tangent handles, given relative to the point (as ICurve stores them).
struct CurvePoint {
    glm::vec2 position{0.0f};  ///< (master, slave).
    glm::vec2 inTangent{0.0f};   ///< Handle towards the previous point, relative to position.
    glm::vec2 outTangent{0.0f};  ///< Handle towards the next point, relative to position.
    bool corner = true;          ///< Corner: straight lines to the neighbours, handles ignored.
    /// Step: the value holds from this point until the next one (a correction curve's step key;
    /// a reaction file's points never are).
    bool step = false;

    bool operator==(const CurvePoint&) const = default;
};

/// The tangent types a key can be given (the curve editor's Tangent choice, named as DCC curve
/// editors name them; the handles each gives are Rigstage's, below): each sets the key's handles
/// from its neighbours.
enum class CurveTangent {
    Flat,    ///< Level handles a third of the way to each neighbour: eases in and out.
    Smooth,  ///< Handles along the line between the neighbours (Catmull-Rom), a third of the way.
    Linear,  ///< A corner: straight lines to the neighbours.
    Step,    ///< Holds its value until the next key.
};

/// The type a point is: Step and Linear from its flags, Flat when its handles are level, else Smooth.
CurveTangent tangentOf(const CurvePoint& point);
/// Gives points[index] the tangent type (points sorted by master value); handles as CurveTangent says.
void setTangent(std::vector<CurvePoint>& points, std::size_t index, CurveTangent type);
/// "flat", "smooth", "linear", "step" (the corrections file's Key@tangent) and back.
const char* tangentName(CurveTangent type);
std::optional<CurveTangent> tangentFromName(std::string_view name);

class ReactionCurve {
public:
    ReactionCurve() = default;
    /// Takes points sorted by master value (strictly increasing).
    explicit ReactionCurve(std::vector<CurvePoint> points);

    /// Returns the slave value at a master value. Between two corner points the curve is a straight
    /// line; otherwise a 2D cubic Bezier through the handles, solved for the master value. Handle
    /// x positions are clamped inside their segment so each segment is a function of x.
    /// Outside the points the first / last value holds. An empty curve gives 0. After a step point
    /// the value holds until the next point.
    float evaluate(float master) const;

    const std::vector<CurvePoint>& points() const { return points_; }

private:
    std::vector<CurvePoint> points_;
};

}  // namespace rigstage
