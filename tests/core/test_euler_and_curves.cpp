// Euler orders (Max's nine) and reaction curves against hand-computed values.
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "math/euler.h"
#include "math/reaction_curve.h"
#include "test_helpers.h"

using namespace rigstage;
using rigstage::test::near;

class TestEulerAndCurves : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void xyzRotatesAboutXFirst()
    {
        // x = 90, z = 90, X first: (0,1,0) -Rx90-> (0,0,1) -Rz90-> (0,0,1).
        // (Z first would give (0,1,0) -Rz90-> (-1,0,0) -Rx90-> (-1,0,0).)
        const glm::quat q = eulerToQuat(glm::radians(glm::vec3(90, 0, 90)), EulerOrder::XYZ);
        RS_VERIFY_NEAR(q * glm::vec3(0, 1, 0), glm::vec3(0, 0, 1));
        const glm::quat zyx = eulerToQuat(glm::radians(glm::vec3(90, 0, 90)), EulerOrder::ZYX);
        RS_VERIFY_NEAR(zyx * glm::vec3(0, 1, 0), glm::vec3(-1, 0, 0));
    }

    void repeatingOrdersMapTracksByPosition()
    {
        // eulrctrl.cpp: under XYX / YZY / ZXZ the X track is the first rotation, Y the second, Z
        // the third, each about the fixed parent axes (Max-SEMANTICS 1.11).
        // ZXZ with X = 10, Y = 20, Z = 30 degrees is Z(10), then X(20), then Z(30).
        const glm::quat zxz = eulerToQuat(glm::radians(glm::vec3(10, 20, 30)), EulerOrder::ZXZ);
        const glm::quat expected = glm::angleAxis(glm::radians(30.0f), glm::vec3(0, 0, 1))
                                   * glm::angleAxis(glm::radians(20.0f), glm::vec3(1, 0, 0))
                                   * glm::angleAxis(glm::radians(10.0f), glm::vec3(0, 0, 1));
        QVERIFY(test::sameRotation(zxz, expected, 1e-6f));
        // The earlier reading (repeated axis from the leftover channel: Z(30) X(10) Z(20)) is 14.6
        // degrees away: the test tells the two apart.
        const glm::quat leftover = glm::angleAxis(glm::radians(20.0f), glm::vec3(0, 0, 1))
                                   * glm::angleAxis(glm::radians(10.0f), glm::vec3(1, 0, 0))
                                   * glm::angleAxis(glm::radians(30.0f), glm::vec3(0, 0, 1));
        const float apart = glm::degrees(2.0f * std::acos(std::min(1.0f, std::abs(glm::dot(expected, leftover)))));
        QVERIFY2(std::abs(apart - 14.6f) < 0.1f, qPrintable(QString::number(apart)));
        // By vectors: ZXZ (90, 90, 0): (1,0,0) -Z90-> (0,1,0) -X90-> (0,0,1).
        RS_VERIFY_NEAR(eulerToQuat(glm::radians(glm::vec3(90, 90, 0)), EulerOrder::ZXZ) * glm::vec3(1, 0, 0), glm::vec3(0, 0, 1));
        // XYX (30, 0, 60): X by 30, Y by 0, X by 60: 90 degrees about X in all.
        RS_VERIFY_NEAR(eulerToQuat(glm::radians(glm::vec3(30, 0, 60)), EulerOrder::XYX) * glm::vec3(0, 1, 0), glm::vec3(0, 0, 1));
        // YZY (90, 90, 0): (0,0,1) -Y90-> (1,0,0) -Z90-> (0,1,0).
        RS_VERIFY_NEAR(eulerToQuat(glm::radians(glm::vec3(90, 90, 0)), EulerOrder::YZY) * glm::vec3(0, 0, 1), glm::vec3(0, 1, 0));
    }

    void roundTripEveryOrder_data()
    {
        QTest::addColumn<int>("order");
        for (int o = 0; o < 9; ++o) {
            QTest::newRow(eulerOrderName(static_cast<EulerOrder>(o))) << o;
        }
    }
    void roundTripEveryOrder()
    {
        QFETCH(int, order);
        const EulerOrder o = static_cast<EulerOrder>(order);
        const bool repeating = order >= 6;
        std::mt19937 rng(order);
        std::uniform_real_distribution<float> outer(-3.0f, 3.0f), middle(-1.5f, 1.5f), proper(0.1f, 3.0f);
        for (int i = 0; i < 200; ++i) {
            glm::vec3 a(outer(rng), outer(rng), outer(rng));
            // The middle step's channel is limited to the extraction range.
            const char* name = eulerOrderName(o);
            const int middleChannel = repeating ? 1 : name[1] - 'X';  // repeating: the Y track is the middle step
            a[middleChannel] = repeating ? proper(rng) : middle(rng);
            const glm::quat q = eulerToQuat(a, o);
            const glm::vec3 back = quatToEuler(q, o);
            QVERIFY2(test::sameRotation(eulerToQuat(back, o), q, 1e-4f), qPrintable(test::str(back) + " from " + test::str(a)));
            RS_VERIFY_NEAR(back, a);
        }
    }

    /// eulerToQuat is the product of glm's turns about the order's axes (the first step on the
    /// right), the same floats, whatever channels are zero (zero turns are skipped: only the sign
    /// of a zero part may differ, which == ignores), and NaN stays NaN.
    void eulerToQuatIsTheProductOfItsTurns_data() { roundTripEveryOrder_data(); }
    void eulerToQuatIsTheProductOfItsTurns()
    {
        QFETCH(int, order);
        const EulerOrder o = static_cast<EulerOrder>(order);
        const char* name = eulerOrderName(o);
        const bool repeating = name[0] == name[2];
        std::mt19937 rng(200 + order);
        std::uniform_real_distribution<float> angle(-7.0f, 7.0f);
        for (int i = 0; i < 400; ++i) {
            glm::vec3 a(angle(rng), angle(rng), angle(rng));
            for (int c = 0; c < 3; ++c) {
                if ((i >> c) & 1) {
                    a[c] = (i & 8) ? -0.0f : 0.0f;  // every pattern of zero channels, of either sign
                }
            }
            glm::quat expected(1.0f, 0.0f, 0.0f, 0.0f);
            for (int step = 0; step < 3; ++step) {
                glm::vec3 axis(0.0f);
                axis[name[step] - 'X'] = 1.0f;
                expected = glm::angleAxis(a[repeating ? step : name[step] - 'X'], axis) * expected;
            }
            const glm::quat q = eulerToQuat(a, o);
            QVERIFY2(q.w == expected.w && q.x == expected.x && q.y == expected.y && q.z == expected.z,
                     qPrintable(test::str(q) + " vs " + test::str(expected) + " for " + test::str(a)));
        }
        const glm::quat nan = eulerToQuat(glm::vec3(0.0f, std::nanf(""), 0.0f), o);
        QVERIFY(std::isnan(nan.w));
    }

    /// A reaction reading one Euler channel gets exactly what the full extraction gives, also at
    /// gimbal lock (middle angle +-90 degrees) and for the identity.
    void singleChannelEqualsFullExtraction_data() { roundTripEveryOrder_data(); }
    void singleChannelEqualsFullExtraction()
    {
        QFETCH(int, order);
        const EulerOrder o = static_cast<EulerOrder>(order);
        std::mt19937 rng(100 + order);
        std::uniform_real_distribution<float> angle(-3.2f, 3.2f);
        for (int i = 0; i < 500; ++i) {
            glm::vec3 a(angle(rng), angle(rng), angle(rng));
            if (i % 10 == 0) {
                a.y = (i % 20 == 0 ? 1.0f : -1.0f) * glm::half_pi<float>();  // gimbal lock for the Tait-Bryan orders
            }
            const glm::quat q = i == 1 ? glm::quat(1, 0, 0, 0) : eulerToQuat(a, o);
            const glm::vec3 full = quatToEuler(q, o);
            for (int c = 0; c < 3; ++c) {
                const float one = quatToEulerChannel(q, o, c);
                QVERIFY2(std::memcmp(&one, &full[c], sizeof(float)) == 0,
                         qPrintable(QStringLiteral("channel %1: %2 vs %3").arg(c).arg(one, 0, 'g', 9).arg(full[c], 0, 'g', 9)));
            }
        }
    }

    void parseOrders()
    {
        QCOMPARE(parseEulerOrder("xyz"), std::optional<EulerOrder>(EulerOrder::XYZ));
        QCOMPARE(parseEulerOrder("8"), std::optional<EulerOrder>(EulerOrder::ZXZ));
        QCOMPARE(parseEulerOrder("XXY"), std::nullopt);
        QCOMPARE(parseEulerOrder("9"), std::nullopt);
    }

    void cornerCurveIsPiecewiseLinearAndConstantOutside()
    {
        const ReactionCurve c({{{0, 0}, {}, {}, true}, {{90, 45}, {}, {}, true}, {{120, 0}, {}, {}, true}});
        QVERIFY(near(c.evaluate(60), 30));
        QVERIFY(near(c.evaluate(90), 45));
        QVERIFY(near(c.evaluate(105), 22.5f));
        QVERIFY(near(c.evaluate(-50), 0));
        QVERIFY(near(c.evaluate(500), 0));
        QVERIFY(near(ReactionCurve().evaluate(3), 0));
        QVERIFY(near(ReactionCurve({{{5, 7}, {}, {}, true}}).evaluate(-1), 7));
    }

    void notANumberMasterGivesNotANumber()
    {
        // A NaN master lies between no two points: the value is NaN (the helper reading it then
        // keeps its last valid transform), and nothing is read past the points.
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const ReactionCurve corners({{{0, 0}, {}, {}, true}, {{90, 45}, {}, {}, true}, {{120, 0}, {}, {}, true}});
        QVERIFY(std::isnan(corners.evaluate(nan)));
        const ReactionCurve ease({{{0, 0}, {}, {1.0f / 3.0f, 0}, false}, {{1, 1}, {-1.0f / 3.0f, 0}, {}, false}});
        QVERIFY(std::isnan(ease.evaluate(nan)));
        QVERIFY(std::isnan(ReactionCurve({{{5, 7}, {}, {}, true}}).evaluate(nan)));
        QCOMPARE(ReactionCurve().evaluate(nan), 0.0f);  // no points: 0, as for any master
    }

    void bezierCurveSolvesForTheMasterValue()
    {
        // Points (0,0) and (1,1), handles at a third of the width and flat: x(u) = u, y(u) = 3u^2 - 2u^3.
        const ReactionCurve ease({{{0, 0}, {}, {1.0f / 3.0f, 0}, false}, {{1, 1}, {-1.0f / 3.0f, 0}, {}, false}});
        QVERIFY(near(ease.evaluate(0.25f), 0.15625f));
        QVERIFY(near(ease.evaluate(0.5f), 0.5f));
        QVERIFY(near(ease.evaluate(0.9f), 3 * 0.81f - 2 * 0.729f));
        // Out handle on the first point, in handle at (0, 1): x controls 0, 0, 0, 1 give x(u) = u^3 and y
        // controls 0, 0, 1, 1 give y(u) = 3u^2(1-u) + u^3. Master 0.125 is reached at u = 0.5: y = 0.375 + 0.125.
        const ReactionCurve skewed({{{0, 0}, {}, {0, 0}, false}, {{1, 1}, {-1, 0}, {}, false}});
        QVERIFY(near(skewed.evaluate(0.125f), 0.5f));
        // Handles outside the segment are clamped into it, so the curve stays a function of x.
        const ReactionCurve wild({{{0, 0}, {}, {5, 2}, false}, {{1, 1}, {-5, -2}, {}, false}});
        for (int i = 0; i <= 20; ++i) {
            QVERIFY(std::isfinite(wild.evaluate(i / 20.0f)));
        }
        QVERIFY(near(wild.evaluate(1.0f), 1.0f));
        QVERIFY(near(wild.evaluate(0.5f), 0.5f));  // symmetric handles: the middle stays in the middle
    }
};

QTEST_APPLESS_MAIN(TestEulerAndCurves)
#include "test_euler_and_curves.moc"
