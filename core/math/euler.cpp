#include "math/euler.h"

#include <array>
#include <cctype>
#include <cmath>

#include <glm/gtx/euler_angles.hpp>

namespace rigstage {

namespace {

constexpr std::array<const char*, 9> kNames = {"XYZ", "XZY", "YZX", "YXZ", "ZXY", "ZYX", "XYX", "YZY", "ZXZ"};

/// Axes in application order and the channel each one reads.
struct Steps {
    int axis[3];
    int channel[3];
};

Steps stepsOf(EulerOrder order)
{
    const char* name = kNames[static_cast<int>(order)];
    const bool repeats = name[0] == name[2];
    Steps s{};
    for (int i = 0; i < 3; ++i) {
        s.axis[i] = name[i] - 'X';
        s.channel[i] = repeats ? i : s.axis[i];  // repeating orders: tracks by position (eulrctrl.cpp)
    }
    return s;
}

}  // namespace

std::optional<EulerOrder> parseEulerOrder(std::string_view text)
{
    if (text.size() == 1 && text[0] >= '0' && text[0] <= '8') {
        return static_cast<EulerOrder>(text[0] - '0');
    }
    if (text.size() != 3) {
        return std::nullopt;
    }
    std::string upper;
    for (char c : text) {
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        if (upper == kNames[i]) {
            return static_cast<EulerOrder>(i);
        }
    }
    return std::nullopt;
}

const char* eulerOrderName(EulerOrder order)
{
    return kNames[static_cast<int>(order)];
}

namespace {

/// stepsOf for every order, worked out once (stepsOf parses the order's name).
const std::array<Steps, 9>& stepsOfEveryOrder()
{
    static const std::array<Steps, 9> table = [] {
        std::array<Steps, 9> t{};
        for (std::size_t i = 0; i < t.size(); ++i) {
            t[i] = stepsOf(static_cast<EulerOrder>(i));
        }
        return t;
    }();
    return table;
}

/// glm::angleAxis(angle, unit axis) * q with the product's zero terms left out: the terms left
/// are the ones glm's full product adds (a product with an exact zero, added, changes nothing but
/// the sign of a zero), so the bits are glm's. Half the multiplications of the full product.
glm::quat turnedAbout(int axis, float angle, const glm::quat& q)
{
    const float half = angle * 0.5f;
    const float s = std::sin(half), c = std::cos(half);
    switch (axis) {
    case 0: return glm::quat(c * q.w - s * q.x, c * q.x + s * q.w, c * q.y - s * q.z, c * q.z + s * q.y);
    case 1: return glm::quat(c * q.w - s * q.y, c * q.x + s * q.z, c * q.y + s * q.w, c * q.z - s * q.x);
    default: return glm::quat(c * q.w - s * q.z, c * q.x - s * q.y, c * q.y + s * q.x, c * q.z + s * q.w);
    }
}

}  // namespace

glm::quat eulerToQuat(const glm::vec3& angles, EulerOrder order)
{
    const Steps& s = stepsOfEveryOrder()[static_cast<std::size_t>(order)];
    glm::quat q(1.0f, 0.0f, 0.0f, 0.0f);
    for (int i = 0; i < 3; ++i) {
        const float angle = angles[s.channel[i]];
        // A zero angle turns by the identity: skipped (a helper's Euler controller often drives
        // one channel and leaves two at zero; each turn costs a sine and a cosine).
        if (angle != 0.0f) {
            q = turnedAbout(s.axis[i], angle, q);  // later steps act on the result
        }
    }
    return q;
}

namespace {

// Inline so that quatToEulerChannel, which keeps one channel, lets the compiler drop the arc
// tangents, sines and cosines the other two need (this file builds with -fno-math-errno, so libm
// calls without a used result are dead code). Both functions therefore give the same bits.
[[gnu::always_inline]] inline glm::vec3 quatToEulerInline(const glm::quat& q, EulerOrder order)
{
    // glm's eulerAngleABC(t1, t2, t3) is RA(t1) * RB(t2) * RC(t3) with column vectors, i.e. C applied
    // first; so Max's order "PQR" (P first) is glm's "RQP" with the angles reversed.
    const glm::mat4 m = glm::mat4_cast(q);
    float t1 = 0, t2 = 0, t3 = 0;
    glm::vec3 out(0.0f);
    switch (order) {
    case EulerOrder::XYZ: glm::extractEulerAngleZYX(m, t1, t2, t3); out = {t3, t2, t1}; break;
    case EulerOrder::XZY: glm::extractEulerAngleYZX(m, t1, t2, t3); out = {t3, t1, t2}; break;
    case EulerOrder::YZX: glm::extractEulerAngleXZY(m, t1, t2, t3); out = {t1, t3, t2}; break;
    case EulerOrder::YXZ: glm::extractEulerAngleZXY(m, t1, t2, t3); out = {t2, t3, t1}; break;
    case EulerOrder::ZXY: glm::extractEulerAngleYXZ(m, t1, t2, t3); out = {t2, t1, t3}; break;
    case EulerOrder::ZYX: glm::extractEulerAngleXYZ(m, t1, t2, t3); out = {t1, t2, t3}; break;
    // Repeating orders, channels by position: XYX = Rx(z) Ry(y) Rx(x), and so on.
    case EulerOrder::XYX: glm::extractEulerAngleXYX(m, t1, t2, t3); out = {t3, t2, t1}; break;
    case EulerOrder::YZY: glm::extractEulerAngleYZY(m, t1, t2, t3); out = {t3, t2, t1}; break;
    case EulerOrder::ZXZ: glm::extractEulerAngleZXZ(m, t1, t2, t3); out = {t3, t2, t1}; break;
    }
    return out;
}

}  // namespace

glm::vec3 quatToEuler(const glm::quat& q, EulerOrder order)
{
    return quatToEulerInline(q, order);
}

float quatToEulerChannel(const glm::quat& q, EulerOrder order, int channel)
{
    // One branch per channel, so each keeps only the work its own angle needs.
    switch (channel) {
    case 0: return quatToEulerInline(q, order).x;
    case 1: return quatToEulerInline(q, order).y;
    default: return quatToEulerInline(q, order).z;
    }
}

}  // namespace rigstage
