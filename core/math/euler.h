#pragma once
// 3ds Max's Euler XYZ rotation: three angle channels (x, y, z, radians) and an axis order.
//
// Max's "XYZ" order rotates about X first (its row-vector matrix is Rx*Ry*Rz), which with column
// vectors is Rz * Ry * Rx; every step turns about the fixed parent axes. In the six Tait-Bryan
// orders each channel drives its own axis. In the three that repeat an axis (XYX, YZY, ZXZ) the
// channels map by position, as eulrctrl.cpp does: x = first rotation, y = second, z = third, so
// ZXZ with (10, 20, 30) is Z(10), then X(20), then Z(30). See docs/controllers.md.

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

/// Returns the rotation of channel angles (radians) applied in the given order.
glm::quat eulerToQuat(const glm::vec3& anglesRadians, EulerOrder order);

/// Returns channel angles (radians) that give back q in the given order; the middle angle lies
/// in [-pi/2, pi/2] (Tait-Bryan orders) or [0, pi] (repeating orders).
glm::vec3 quatToEuler(const glm::quat& q, EulerOrder order);
/// quatToEuler(q, order)[channel] (channel 0..2), bit for bit, without the other two channels'
/// arc tangents: what a reaction or an expression reading one Euler angle of a bone needs.
float quatToEulerChannel(const glm::quat& q, EulerOrder order, int channel);

}  // namespace rigstage
