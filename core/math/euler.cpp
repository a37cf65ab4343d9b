#include "math/euler.h"

#include <array>
#include <cctype>
#include <cmath>

#include <glm/gtx/euler_angles.hpp>

namespace rigstage {

namespace {

constexpr std::array<const char*, 9> kNames = {"XYZ", "XZY", "YZX", "YXZ", "ZXY", "ZYX", "XYX", "YZY", "ZXZ"};

EulerSteps stepsOf(EulerOrder order)
{
    const char* name = kNames[static_cast<int>(order)];
    const bool repeats = name[0] == name[2];
    EulerSteps s{};
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

const EulerSteps& eulerSteps(EulerOrder order)
{
    // Worked out once (stepsOf parses the order's name).
    static const std::array<EulerSteps, 9> table = [] {
        std::array<EulerSteps, 9> t{};
        for (std::size_t i = 0; i < t.size(); ++i) {
            t[i] = stepsOf(static_cast<EulerOrder>(i));
        }
        return t;
    }();
    return table[static_cast<std::size_t>(order)];
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
