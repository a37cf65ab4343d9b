// Euler orders (Max's nine) and reaction curves against hand-computed values.
#include <QTest>

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

    void repeatingOrderUsesTheLeftoverChannel()
    {
        // XYX: X by x (30), Y by y (0), X again by z (60): 90 deg about X in all.
        const glm::quat q = eulerToQuat(glm::radians(glm::vec3(30, 0, 60)), EulerOrder::XYX);
        RS_VERIFY_NEAR(q * glm::vec3(0, 1, 0), glm::vec3(0, 0, 1));
        // ZXZ: Z by z (90) first, then X by x (90), then Z by y (0): (1,0,0) -> (0,1,0) -> (0,0,1).
        const glm::quat r = eulerToQuat(glm::radians(glm::vec3(90, 0, 90)), EulerOrder::ZXZ);
        RS_VERIFY_NEAR(r * glm::vec3(1, 0, 0), glm::vec3(0, 0, 1));
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
            const int middleChannel = repeating ? name[1] - 'X' : name[1] - 'X';
            a[middleChannel] = repeating ? proper(rng) : middle(rng);
            const glm::quat q = eulerToQuat(a, o);
            const glm::vec3 back = quatToEuler(q, o);
            QVERIFY2(test::sameRotation(eulerToQuat(back, o), q, 1e-4f), qPrintable(test::str(back) + " from " + test::str(a)));
            RS_VERIFY_NEAR(back, a);
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
