#include "math/reaction_curve.h"

#include <algorithm>
#include <cmath>

namespace rigstage {

ReactionCurve::ReactionCurve(std::vector<CurvePoint> points)
    : points_(std::move(points))
{
}

namespace {

float bezier(float p0, float p1, float p2, float p3, float u)
{
    const float v = 1.0f - u;
    return v * v * v * p0 + 3.0f * v * v * u * p1 + 3.0f * v * u * u * p2 + u * u * u * p3;
}

}  // namespace

float ReactionCurve::evaluate(float master) const
{
    if (points_.empty()) {
        return 0.0f;
    }
    if (master <= points_.front().position.x) {
        return points_.front().position.y;
    }
    if (master >= points_.back().position.x) {
        return points_.back().position.y;
    }
    if (std::isnan(master)) {
        return master;  // between no two points (the search below would run off the end)
    }
    const auto next = std::upper_bound(points_.begin(), points_.end(), master,
                                       [](float m, const CurvePoint& p) { return m < p.position.x; });
    const CurvePoint& a = *(next - 1);
    const CurvePoint& b = *next;
    if (a.step) {
        return a.position.y;
    }
    const float x0 = a.position.x;
    const float x3 = b.position.x;
    const float width = x3 - x0;
    if (a.corner && b.corner) {
        const float t = (master - x0) / width;
        return a.position.y + (b.position.y - a.position.y) * t;
    }
    // A corner end contributes a handle on the point itself (a straight tangent).
    glm::vec2 h1 = a.corner ? a.position : a.position + a.outTangent;
    glm::vec2 h2 = b.corner ? b.position : b.position + b.inTangent;
    h1.x = std::clamp(h1.x, x0, x3);
    h2.x = std::clamp(h2.x, x0, x3);
    // x(u) is monotone on [0, 1] with the handles inside the segment: bisection is safe, and
    // Newton steps speed it up while they stay inside the bracket.
    float lo = 0.0f, hi = 1.0f, u = (master - x0) / width;
    for (int i = 0; i < 40; ++i) {
        const float x = bezier(x0, h1.x, h2.x, x3, u) - master;
        if (std::abs(x) < 1e-6f * std::max(1.0f, std::abs(width))) {
            break;
        }
        if (x > 0.0f) {
            hi = u;
        } else {
            lo = u;
        }
        const float v = 1.0f - u;
        const float dx = 3.0f * (v * v * (h1.x - x0) + 2.0f * v * u * (h2.x - h1.x) + u * u * (x3 - h2.x));
        float nu = dx != 0.0f ? u - x / dx : -1.0f;
        if (!(nu > lo && nu < hi)) {
            nu = 0.5f * (lo + hi);
        }
        u = nu;
    }
    return bezier(a.position.y, h1.y, h2.y, b.position.y, u);
}

CurveTangent tangentOf(const CurvePoint& point)
{
    if (point.step) {
        return CurveTangent::Step;
    }
    if (point.corner) {
        return CurveTangent::Linear;
    }
    return point.inTangent.y == 0.0f && point.outTangent.y == 0.0f ? CurveTangent::Flat : CurveTangent::Smooth;
}

void setTangent(std::vector<CurvePoint>& points, std::size_t index, CurveTangent type)
{
    if (index >= points.size()) {
        return;
    }
    CurvePoint& p = points[index];
    p.corner = type == CurveTangent::Linear || type == CurveTangent::Step;
    p.step = type == CurveTangent::Step;
    p.inTangent = p.outTangent = glm::vec2(0.0f);
    if (p.corner) {
        return;
    }
    const CurvePoint* prev = index > 0 ? &points[index - 1] : nullptr;
    const CurvePoint* next = index + 1 < points.size() ? &points[index + 1] : nullptr;
    // A third of each segment, as a Bezier spline through evenly spaced handles; an end key
    // mirrors its one segment.
    float inLength = prev ? (p.position.x - prev->position.x) / 3.0f : 0.0f;
    float outLength = next ? (next->position.x - p.position.x) / 3.0f : 0.0f;
    inLength = prev ? inLength : outLength;
    outLength = next ? outLength : inLength;
    float slope = 0.0f;
    if (type == CurveTangent::Smooth) {
        const glm::vec2 a = prev ? prev->position : p.position;
        const glm::vec2 b = next ? next->position : p.position;
        slope = b.x > a.x ? (b.y - a.y) / (b.x - a.x) : 0.0f;
    }
    p.inTangent = {-inLength, -inLength * slope};
    p.outTangent = {outLength, outLength * slope};
}

const char* tangentName(CurveTangent type)
{
    switch (type) {
    case CurveTangent::Flat:
        return "flat";
    case CurveTangent::Smooth:
        return "smooth";
    case CurveTangent::Step:
        return "step";
    case CurveTangent::Linear:
        break;
    }
    return "linear";
}

std::optional<CurveTangent> tangentFromName(std::string_view name)
{
    for (CurveTangent t : {CurveTangent::Flat, CurveTangent::Smooth, CurveTangent::Linear, CurveTangent::Step}) {
        if (name == tangentName(t)) {
            return t;
        }
    }
    return std::nullopt;
}

}  // namespace rigstage
