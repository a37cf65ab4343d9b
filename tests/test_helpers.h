#pragma once
// Small helpers shared by the QtTest suites: fuzzy comparisons with messages that say what differed.

#include <QString>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <string>

#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

#include "diagnostics.h"

namespace rigstage::test {

/// How many times longer a wait may take in a sanitized build (scripts/sanitize.sh): loading the
/// sample, meshes imported through the guard's child and then in-process, took 46 to 51 s under
/// AddressSanitizer against 2 s in a release build. Waits for loading multiply by it.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr int kSanitizerSlowdown = 5;
#else
inline constexpr int kSanitizerSlowdown = 1;
#endif

/// The integer in environment variable name (a test's size knob), or fallback when it is unset.
inline int environmentInt(const char* name, int fallback)
{
    const char* v = std::getenv(name);
    return v && *v ? std::atoi(v) : fallback;
}

inline bool near(float a, float b, float eps = 1e-4f)
{
    return std::abs(a - b) <= eps * std::max(1.0f, std::max(std::abs(a), std::abs(b)));
}

inline bool near(const glm::vec3& a, const glm::vec3& b, float eps = 1e-4f)
{
    return near(a.x, b.x, eps) && near(a.y, b.y, eps) && near(a.z, b.z, eps);
}

/// Rotations are equal when q and -q agree (both describe the same rotation).
inline bool sameRotation(const glm::quat& a, const glm::quat& b, float eps = 1e-4f)
{
    return std::abs(std::abs(glm::dot(a, b)) - 1.0f) <= eps;
}

inline bool near(const glm::mat4& a, const glm::mat4& b, float eps = 1e-4f)
{
    for (int c = 0; c < 4; ++c) {
        for (int r = 0; r < 4; ++r) {
            if (!near(a[c][r], b[c][r], eps)) {
                return false;
            }
        }
    }
    return true;
}

inline QString str(const glm::vec3& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v.x).arg(v.y).arg(v.z);
}

inline QString str(const glm::quat& q)
{
    return QStringLiteral("(x %1, y %2, z %3, w %4)").arg(q.x).arg(q.y).arg(q.z).arg(q.w);
}

inline QString str(const glm::mat4& m)
{
    QString s;
    for (int r = 0; r < 4; ++r) {
        s += QStringLiteral("[%1 %2 %3 %4] ").arg(m[0][r]).arg(m[1][r]).arg(m[2][r]).arg(m[3][r]);
    }
    return s;
}

inline QString str(const Diagnostics& d)
{
    QString s;
    for (const Diagnostic& item : d.items()) {
        s += QString::fromStdString(formatDiagnostic(item)) + QLatin1Char('\n');
    }
    return s;
}

}  // namespace rigstage::test

#define RS_VERIFY_NEAR(actual, expected)                                                                    \
    QVERIFY2(::rigstage::test::near((actual), (expected)),                                                  \
             qPrintable(QStringLiteral("got %1, expected %2").arg(::rigstage::test::str(actual),             \
                                                                  ::rigstage::test::str(expected))))
