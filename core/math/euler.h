#pragma once
// 3ds Max's Euler XYZ rotation: three angle channels (x, y, z, radians) and an axis order.
//
// Max's "XYZ" order rotates about X first (its row-vector matrix is Rx*Ry*Rz), which with column
// vectors is Rz * Ry * Rx; every step turns about the fixed parent axes. In the six Tait-Bryan
// orders each channel drives its own axis. In the three that repeat an axis (XYX, YZY, ZXZ) the
// channels map by position, as eulrctrl.cpp does: x = first rotation, y = second, z = third, so
// ZXZ with (10, 20, 30) is Z(10), then X(20), then Z(30). See docs/controllers.md.

#include <cmath>
#include <optional>
#include <string>
#include <string_view>

#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

namespace rigstage {

/// Max's nine axis orders, numbered as its controller numbers them.
enum class EulerOrder { XYZ = 0, XZY = 1, YZX = 2, YXZ = 3, ZXY = 4, ZYX = 5, XYX = 6, YZY = 7, ZXZ = 8 };

/// Parses "XYZ", "xzy", ... or the index "0".."8"; std::nullopt for anything else.
std::optional<EulerOrder> parseEulerOrder(std::string_view text);
/// Returns "XYZ", "XZY", ...
const char* eulerOrderName(EulerOrder order);

/// The axes (0 x, 1 y, 2 z) an order turns about, in the order it turns, and the channel each
/// turn reads.
struct EulerSteps {
    int axis[3];
    int channel[3];
};
const EulerSteps& eulerSteps(EulerOrder order);

/// glm::angleAxis(angle, unit axis) * q with the product's zero terms left out: the terms left
/// are the ones glm's full product adds (a product with an exact zero, added, changes nothing but
/// the sign of a zero), so the bits are glm's. Half the multiplications of the full product.
inline glm::quat turnedAbout(int axis, float angle, const glm::quat& q)
{
    const float half = angle * 0.5f;
    const float s = std::sin(half), c = std::cos(half);
    switch (axis) {
    case 0: return glm::quat(c * q.w - s * q.x, c * q.x + s * q.w, c * q.y - s * q.z, c * q.z + s * q.y);
    case 1: return glm::quat(c * q.w - s * q.y, c * q.x + s * q.z, c * q.y + s * q.w, c * q.z - s * q.x);
    default: return glm::quat(c * q.w - s * q.z, c * q.x - s * q.y, c * q.y + s * q.x, c * q.z + s * q.w);
    }
}

/// Returns the rotation of channel angles (radians) applied in the given order. Inline: returned
/// from a call, the quaternion came back in two registers that the caller stored as two halves and
/// read as one, which waited for both stores (perf's hottest instruction of the Euler controller).
inline glm::quat eulerToQuat(const glm::vec3& anglesRadians, EulerOrder order)
{
    const EulerSteps& s = eulerSteps(order);
    glm::quat q(1.0f, 0.0f, 0.0f, 0.0f);
    for (int i = 0; i < 3; ++i) {
        const float angle = anglesRadians[s.channel[i]];
        // A zero angle turns by the identity: skipped (a helper's Euler controller often drives
        // one channel and leaves two at zero; each turn costs a sine and a cosine).
        if (angle != 0.0f) {
            q = turnedAbout(s.axis[i], angle, q);  // later steps act on the result
        }
    }
    return q;
}

/// Returns channel angles (radians) that give back q in the given order; the middle angle lies
/// in [-pi/2, pi/2] (Tait-Bryan orders) or [0, pi] (repeating orders).
glm::vec3 quatToEuler(const glm::quat& q, EulerOrder order);
/// quatToEuler(q, order)[channel] (channel 0..2), bit for bit, without the other two channels'
/// arc tangents: what a reaction or an expression reading one Euler angle of a bone needs.
float quatToEulerChannel(const glm::quat& q, EulerOrder order, int channel);

}  // namespace rigstage
