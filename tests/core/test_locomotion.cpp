// Procedural locomotion: planted feet do not slide, both feet are never in the air at walking
// speed, the lean stays within its limit, speed and heading follow the stick.
#include <QTest>

#include <random>

#include "procedural/locomotion.h"
#include "test_helpers.h"

using namespace rigstage;

class TestLocomotion : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void restsWithoutInput()
    {
        ProceduralLocomotion loco;
        for (int i = 0; i < 60; ++i) {
            loco.update({0, 0}, 1.0f / 60.0f);
        }
        QVERIFY(glm::length(loco.position()) < 1e-4f);
        QVERIFY(loco.foot(0).planted && loco.foot(1).planted);
        QVERIFY(test::near(glm::length(loco.foot(0).position - loco.foot(1).position), loco.settings().footSpacing));
    }

    void walkingKeepsPlantedFeetStillAndOneFootDown()
    {
        ProceduralLocomotion loco;
        loco.settings().maxSpeed = 140.0f;  // walking speed
        std::array<glm::vec3, 2> last{loco.foot(0).position, loco.foot(1).position};
        std::array<bool, 2> wasPlanted{true, true};
        int steps = 0;
        const float dt = 1.0f / 60.0f;
        for (int i = 0; i < 600; ++i) {  // 10 s: straight, then a turn, then a stop
            const float t = i * dt;
            const glm::vec2 stick = t < 4.0f ? glm::vec2(1, 0) : t < 8.0f ? glm::vec2(std::cos(t - 4.0f), std::sin(t - 4.0f)) : glm::vec2(0);
            loco.update(stick, dt);
            QVERIFY2(loco.foot(0).planted || loco.foot(1).planted, qPrintable(QStringLiteral("both feet in the air at %1 s").arg(t)));
            for (int side = 0; side < 2; ++side) {
                const auto& f = loco.foot(side);
                if (wasPlanted[static_cast<std::size_t>(side)] && f.planted) {
                    QVERIFY2(glm::length(f.position - last[static_cast<std::size_t>(side)]) < 1e-4f,
                             qPrintable(QStringLiteral("foot %1 slid at %2 s").arg(side).arg(t)));
                }
                if (!wasPlanted[static_cast<std::size_t>(side)] && f.planted) {
                    ++steps;
                    QVERIFY(std::abs(f.position.z) < 1e-4f);  // lands on the ground
                }
                if (!f.planted) {
                    QVERIFY(f.position.z >= -1e-4f && f.position.z <= loco.settings().stepHeight + 1e-3f);
                }
                last[static_cast<std::size_t>(side)] = f.position;
                wasPlanted[static_cast<std::size_t>(side)] = f.planted;
            }
        }
        QVERIFY2(steps > 10, qPrintable(QString::number(steps)));
        // After stopping, the feet have caught up with the body.
        for (int side = 0; side < 2; ++side) {
            QVERIFY(glm::length(loco.foot(side).position - loco.footTarget(side)) <= loco.settings().stepThreshold + 1e-3f);
        }
    }

    void speedAndHeadingFollowTheStick()
    {
        ProceduralLocomotion loco;
        for (int i = 0; i < 180; ++i) {  // 3 s of full stick along +Y: six accel times
            loco.update({0, 1}, 1.0f / 60.0f);
        }
        QVERIFY(test::near(glm::length(loco.velocity()), loco.settings().maxSpeed, 1e-2f));
        QVERIFY(test::near(loco.heading(), glm::radians(90.0f), 1e-2f));
        for (int i = 0; i < 120; ++i) {
            loco.update({0, 0}, 1.0f / 60.0f);
        }
        QVERIFY(glm::length(loco.velocity()) < 1.0f);
    }

    void leanNeverExceedsTheLimit()
    {
        ProceduralLocomotion loco;
        loco.settings().leanMaxDegrees = 8.0f;
        loco.settings().leanDegreesPerMetrePerSecondSquared = 50.0f;  // eager to lean
        loco.settings().accelSeconds = 0.05f;
        std::mt19937 rng(3);
        std::uniform_real_distribution<float> u(-1, 1);
        float peak = 0.0f;
        glm::vec2 stick(1, 0);
        for (int i = 0; i < 600; ++i) {
            if (i % 20 == 0) {
                stick = glm::vec2(u(rng), u(rng)) * 3.0f;  // a violent new direction three times a second
            }
            loco.update(stick, 1.0f / 60.0f);
            peak = std::max(peak, loco.leanDegrees());
            QVERIFY2(loco.leanDegrees() <= 8.0f + 1e-4f, qPrintable(QString::number(loco.leanDegrees())));
        }
        QVERIFY(peak > 4.0f);  // it does lean
    }

    void hipsBobAndRollOnlyWhileStepping()
    {
        ProceduralLocomotion loco;
        float maxDrop = 0.0f;
        for (int i = 0; i < 120; ++i) {
            loco.update({1, 0}, 1.0f / 60.0f);
            maxDrop = std::max(maxDrop, loco.hipDrop());
            if (loco.foot(0).planted && loco.foot(1).planted) {
                QCOMPARE(loco.hipDrop(), 0.0f);
            }
            QVERIFY(std::abs(loco.hipRollDegrees()) <= loco.settings().hipRollDegrees + 1e-4f);
        }
        QVERIFY(maxDrop > 0.5f * loco.settings().hipBobHeight);
    }
};

QTEST_APPLESS_MAIN(TestLocomotion)
#include "test_locomotion.moc"
