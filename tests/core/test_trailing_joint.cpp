// Trailing joints: still at rest, swing against the motion, limits hold on violent motion,
// frame-rate independence, reset.
#include <QTest>

#include "core/rig_builders.h"
#include "procedural/trailing_joint.h"
#include "test_helpers.h"

using namespace rigstage;
using rigstage::test::makeBone;
using rigstage::test::makeLayer;

namespace {

/// A root that moves, and a tail bone on it pointing along +X (the particle rests 20 along its X).
std::shared_ptr<const Framework> rig()
{
    const RawLayer layer = makeLayer("Base", 0, {makeBone("_0Base{B}#Root", ""), makeBone("_0Base{}#Tail", "_0Base{B}#Root", {5, 0, 0})});
    Diagnostics d;
    return FrameworkBuilder::build({&layer}, d);
}

TrailingJointSettings settings()
{
    TrailingJointSettings s;
    s.bone = 1;
    s.restOffset = {20, 0, 0};
    s.dampSeconds = 0.2f;
    s.angleLimitDegrees = 30.0f;
    return s;
}

/// The angle in degrees between the tail's X axis and the root's.
float tailSwing(Pose& pose)
{
    const glm::vec3 x = glm::normalize(glm::vec3(pose.world(1)[0]));
    const glm::vec3 r = glm::normalize(glm::vec3(pose.world(0)[0]));
    return glm::degrees(std::acos(std::clamp(glm::dot(x, r), -1.0f, 1.0f)));
}

}  // namespace

class TestTrailingJoint : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void staysAtRestWhenNothingMoves()
    {
        Pose pose(rig());
        TrailingJoint trail(settings());
        for (int i = 0; i < 60; ++i) {
            trail.update(pose, 1.0f / 60.0f);
        }
        QVERIFY(tailSwing(pose) < 1e-3f);
        RS_VERIFY_NEAR(trail.particle(), glm::vec3(25, 0, 0));
    }

    void swingsAgainstTheMotionAndSettles()
    {
        Pose pose(rig());
        TrailingJoint trail(settings());
        trail.update(pose, 1.0f / 60.0f);
        // The root moves +Y quickly: the particle lags, so the tail points back towards -Y.
        for (int i = 1; i <= 6; ++i) {
            pose.setLocalTranslation(0, {0, 2.0f * i, 0});
            trail.update(pose, 1.0f / 60.0f);
        }
        const glm::vec3 x = glm::vec3(pose.world(1)[0]);
        QVERIFY2(x.y < -0.05f, qPrintable(test::str(x)));
        QVERIFY(tailSwing(pose) > 1.0f);
        // Then it settles back within a few damp times.
        for (int i = 0; i < 90; ++i) {
            trail.update(pose, 1.0f / 60.0f);
        }
        QVERIFY2(tailSwing(pose) < 0.1f, qPrintable(QString::number(tailSwing(pose))));
    }

    void limitsHoldOnViolentMotion()
    {
        Pose pose(rig());
        TrailingJoint trail(settings());
        trail.update(pose, 1.0f / 60.0f);
        for (int i = 0; i < 200; ++i) {
            // Jerk the root around by up to 50 units a frame and spin it.
            pose.setLocalTranslation(0, {50.0f * std::sin(i * 1.7f), 50.0f * std::cos(i * 2.3f), 30.0f * std::sin(i * 0.9f)});
            pose.setLocalRotation(0, glm::angleAxis(float(i) * 0.6f, glm::normalize(glm::vec3(1, 2, 3))));
            trail.update(pose, 1.0f / 60.0f);
            QVERIFY2(tailSwing(pose) <= 30.0f + 1e-2f, qPrintable(QString::number(tailSwing(pose))));
            const float distance = glm::length(trail.particle() - glm::vec3(pose.world(1)[3]));
            QVERIFY2(distance >= 20.0f * 0.666f - 1e-3f && distance <= 20.0f * 1.333f + 1e-3f, qPrintable(QString::number(distance)));
            QVERIFY(isFinite(fromMatrix(pose.world(1))));
        }
    }

    void frameRateIndependent()
    {
        // The root swings along Y for half a second, then holds still; sampled at 30 and 120 Hz.
        auto simulate = [](int hz) {
            Pose pose(rig());
            TrailingJoint trail(settings());
            trail.update(pose, 0.0f);
            const int steps = hz;
            float peak = 0.0f;
            for (int i = 1; i <= steps; ++i) {
                const float t = float(i) / float(hz);
                pose.setLocalTranslation(0, {0, t < 0.5f ? 10.0f * std::sin(t * 12.0f) : 10.0f * std::sin(6.0f), 0});
                trail.update(pose, 1.0f / float(hz));
                peak = std::max(peak, tailSwing(pose));
            }
            return std::pair{tailSwing(pose), peak};
        };
        const auto [end30, peak30] = simulate(30);
        const auto [end120, peak120] = simulate(120);
        QVERIFY2(std::abs(end30 - end120) < 0.5f, qPrintable(QStringLiteral("%1 vs %2").arg(end30).arg(end120)));
        QVERIFY2(std::abs(peak30 - peak120) < 0.25f * std::max(peak30, peak120), qPrintable(QStringLiteral("%1 vs %2").arg(peak30).arg(peak120)));
        QVERIFY(peak120 > 2.0f);
    }

    void resetSnapsBackToRest()
    {
        Pose pose(rig());
        TrailingJoint trail(settings());
        trail.update(pose, 1.0f / 60.0f);
        pose.setLocalTranslation(0, {0, 30, 0});
        trail.update(pose, 1.0f / 60.0f);
        QVERIFY(tailSwing(pose) > 1.0f);
        pose.setLocalTranslation(0, {100, 100, 0});  // a teleport
        trail.reset();
        trail.update(pose, 1.0f / 60.0f);
        QVERIFY(tailSwing(pose) < 1e-3f);
    }
};

QTEST_APPLESS_MAIN(TestTrailingJoint)
#include "test_trailing_joint.moc"
