// Dragging an IK target in the viewport with the mouse: the hand follows to the new target
// (the point under the cursor on the plane facing the camera), live, and no bone gets selected.
#include <QDir>
#include <QFile>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"
#include "gui/selection/selection_model.h"
#include "gui/saving/document_saver.h"
#include "sample_copy.h"
#include "viewport/viewport_widget.h"
#include "widgets/procedural_panel.h"
#include "widgets/timeline_widget.h"

#include <QDoubleSpinBox>

#include <QAction>

using namespace rigstage;

class TestIkGizmo : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void drivingWithTheKeysMovesTheCharacter();
    void draggingAnAxisHandleMovesAlongThatAxisOnly();

    void draggingTheTargetMovesTheHand()
    {
        // The sample with a left-hand IK onto the chest.
        QTemporaryDir dir;
        const QString manifestPath = test::copySampleWith(dir, QByteArray()
            + "    <TwoBoneIk name=\"LeftHand\" root=\"_0Base{BD}#L_UpperArm\" mid=\"_0Base{BD}#L_Forearm\" "
               "end=\"_0Base{BD}#L_Hand\" targetBone=\"_0Base{BD}#Spine2\"/>\n");

        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->open(manifestPath));
        ViewportWidget* viewport = window.viewport();
        viewport->frameAll();
        QTest::qWait(100);
        QCOMPARE(int(viewport->ikTargets().size()), 4);  // the sample's feet and hands (this left hand instead of its own)
        const glm::vec3 start = viewport->ikTargets().back();
        const auto from = viewport->screenPosition(start);
        QVERIFY(from);
        const QPoint p0 = from->toPoint();
        const QPoint p1 = p0 + QPoint(40, -25);
        const int selectedBefore = window.document()->selection()->bone();

        QTest::mousePress(viewport->stage(), Qt::LeftButton, Qt::NoModifier, p0);
        QTest::mouseMove(viewport->stage(), p0 + QPoint(20, -12));
        QTest::mouseMove(viewport->stage(), p1);
        QTest::mouseRelease(viewport->stage(), Qt::LeftButton, Qt::NoModifier, p1);
        QTest::qWait(50);

        // Where the target should be: under the cursor, on the plane through the start facing the camera.
        const auto expected = viewport->cameraSpec().onViewPlane(glm::vec2(p1.x(), p1.y()), viewport->stage()->size(), start);
        QVERIFY(expected);
        QVERIFY(glm::length(*expected - start) > 3.0f);
        const int hand = window.document()->framework()->findBone("_0Base{BD}#L_Hand");
        const glm::vec3 handNow(window.document()->world()[hand][3]);
        QVERIFY2(glm::length(handNow - *expected) < 0.5f,
                 qPrintable(QStringLiteral("hand at %1 %2 %3, target %4 %5 %6").arg(handNow.x).arg(handNow.y).arg(handNow.z)
                                .arg(expected->x).arg(expected->y).arg(expected->z)));
        QCOMPARE(window.document()->selection()->bone(), selectedBefore);  // a drag is not a click
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/ik-gizmo.png"));
        }
        // The whole drag is one undo step: undo puts the target (and the hand) back where it was
        // before the press, redo where the drag left it.
        const glm::vec3 handBefore = [&] {
            window.action(QStringLiteral("undo"))->trigger();
            return glm::vec3(window.document()->world()[hand][3]);
        }();
        QVERIFY2(glm::length(viewport->ikTargets().back() - start) < 1e-3f, "the target went back");
        QVERIFY(glm::length(handBefore - handNow) > 3.0f);
        QVERIFY(!window.document()->posing()->ikOverride("LeftHand"));
        window.action(QStringLiteral("redo"))->trigger();
        QVERIFY(glm::length(glm::vec3(window.document()->world()[hand][3]) - handNow) < 1e-3f);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        window.document()->saver()->forgetUnsavedChanges();
    }
};

void TestIkGizmo::drivingWithTheKeysMovesTheCharacter()
{
    QTemporaryDir dir;
    const QString manifestPath = test::copySampleWith(dir);  // the sample drives as shipped

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.document()->open(manifestPath));
    window.action(QStringLiteral("drive"))->setChecked(true);
    QVERIFY(window.document()->playback()->isDriving());
    window.timeline()->pause();  // the test advances time itself
    const int root = window.document()->framework()->findBone("_0Base{B}#Root");
    const glm::vec3 start(window.document()->world()[root][3]);
    const CameraSpec cameraBefore = window.viewport()->cameraSpec();
    QTest::keyPress(window.viewport()->stage(), Qt::Key_W);
    for (int i = 0; i < 60; ++i) {
        window.timeline()->advance(1.0 / 60.0);
    }
    // The camera followed (Playback > Follow the Character in Drive, on by default): it moved
    // with the root, keeping its angle.
    const CameraSpec followed = window.viewport()->cameraSpec();
    const glm::vec3 walked = glm::vec3(window.document()->world()[root][3]) - start;
    QVERIFY2(glm::length((followed.target - cameraBefore.target) - walked) < 1.0f,
             qPrintable(QStringLiteral("camera moved %1, root %2").arg(glm::length(followed.target - cameraBefore.target)).arg(glm::length(walked))));
    QVERIFY(glm::length((followed.position - followed.target) - (cameraBefore.position - cameraBefore.target)) < 1e-2f);
    if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
        window.viewport()->frameAll();
        QTest::qWait(300);
        window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/drive.png"));
    }
    QTest::keyRelease(window.viewport()->stage(), Qt::Key_W);
    const glm::vec3 end(window.document()->world()[root][3]);
    // W walks away from the camera, along its view flattened onto the ground.
    const CameraSpec camera = window.viewport()->cameraSpec();

    glm::vec3 forward = camera.target - camera.position;
    forward.z = 0.0f;
    forward = glm::normalize(forward);
    QVERIFY2(glm::dot(end - start, forward) > 40.0f, qPrintable(QString::number(glm::dot(end - start, forward))));
    // The Procedural panel tunes the locomotion while it plays.
    QDoubleSpinBox* speed = window.proceduralPanel()->locomotionField(QStringLiteral("maxSpeed"));
    QVERIFY(speed && speed->isEnabled());
    QCOMPARE(speed->value(), 140.0);
    speed->setValue(75.0);
    QCOMPARE(window.document()->instance()->locomotion()->settings().maxSpeed, 75.0f);
    window.action(QStringLiteral("drive"))->setChecked(false);
    QVERIFY(!window.document()->playback()->isDriving());
    window.document()->saver()->forgetUnsavedChanges();
}

void TestIkGizmo::draggingAnAxisHandleMovesAlongThatAxisOnly()
{
    // The sample's own left-hand IK (third module: feet first, then hands).
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.document()->open(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
    window.timeline()->pause();
    ViewportWidget* viewport = window.viewport();
    // A three-quarter view from the front left and above, so no axis points at the camera.
    CameraSpec camera = viewport->cameraSpec();
    camera.target = glm::vec3(0, 0, 100);
    camera.position = camera.target + glm::normalize(glm::vec3(0.8f, -1.0f, 0.5f)) * 350.0f;
    viewport->setCameraSpec(camera);
    QTest::qWait(100);
    QCOMPARE(int(viewport->ikTargets().size()), 4);
    const int gizmo = 2;
    const glm::vec3 start = viewport->ikTargets()[gizmo];
    const QPoint centre = viewport->screenPosition(start)->toPoint();
    // A click on the cube makes it the active gizmo, with its handles.
    QCOMPARE(viewport->activeGizmo(), -1);
    QTest::mouseClick(viewport->stage(), Qt::LeftButton, Qt::NoModifier, centre);
    QTest::qWait(20);
    QCOMPARE(viewport->activeGizmo(), gizmo);
    // The click selected the hand: the inspector fills and the docks may resize the viewport.
    // Wait until its size holds still, or the projections below would be of another size.
    QSize before;
    for (int i = 0; i < 50 && before != viewport->stage()->size(); ++i) {
        before = viewport->stage()->size();
        QTest::qWait(100);
    }

    for (int axis = 0; axis < 3; ++axis) {
        const glm::vec3 from = viewport->ikTargets()[gizmo];
        const QPointF c = *viewport->screenPosition(from);
        const QPointF h = *viewport->screenPosition(viewport->axisHandlePosition(gizmo, axis));
        const QPointF along = (h - c) / std::hypot((h - c).x(), (h - c).y());
        const QPointF across(-along.y(), along.x());
        // 20 pixels along the drawn axis (inwards along X, to stay in the arm's reach) and 12 across
        // it: only the part along counts.
        const double sign = axis == 0 ? -1.0 : 1.0;
        const QPoint p0 = h.toPoint();
        const QPoint p1 = (h + along * 20.0 * sign + across * 12.0).toPoint();
        QTest::mousePress(viewport->stage(), Qt::LeftButton, Qt::NoModifier, p0);
        QTest::mouseMove(viewport->stage(), (h + along * 10.0 * sign).toPoint());
        QTest::mouseMove(viewport->stage(), p1);
        QTest::mouseRelease(viewport->stage(), Qt::LeftButton, Qt::NoModifier, p1);
        QTest::qWait(30);
        const glm::vec3 to = viewport->ikTargets()[gizmo];
        for (int other = 0; other < 3; ++other) {
            if (other != axis) {
                QVERIFY2(std::abs(to[other] - from[other]) < 1e-3f, qPrintable(QStringLiteral("axis %1 moved along %2").arg(axis).arg(other)));
            }
        }
        QVERIFY2((to[axis] - from[axis]) * float(sign) > 1.0f, qPrintable(QString::number(to[axis] - from[axis])));  // the way it was dragged
        // The handle ends at the foot of the perpendicular from the cursor onto the drawn axis line.
        const QPointF handleNow = *viewport->screenPosition(viewport->axisHandlePosition(gizmo, axis));
        const QPointF foot = h + along * 20.0 * sign;
        QVERIFY2(QLineF(handleNow, foot).length() < 2.5,
                 qPrintable(QStringLiteral("axis %1: handle at %2,%3, expected %4,%5").arg(axis).arg(handleNow.x()).arg(handleNow.y()).arg(foot.x()).arg(foot.y())));
        // The hand follows.
        const int hand = window.document()->framework()->findBone("_0Base{BD}#L_Hand");
        QVERIFY2(glm::length(glm::vec3(window.document()->world()[hand][3]) - to) < 0.05f, qPrintable(QStringLiteral("axis %1: hand %2 from the target, moved %3").arg(axis).arg(glm::length(glm::vec3(window.document()->world()[hand][3]) - to)).arg(glm::length(to - from))));
    }
    if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
        QTest::qWait(300);
        window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/ik-gizmo-axes.png"));
    }
    window.document()->saver()->forgetUnsavedChanges();
}

QTEST_MAIN(TestIkGizmo)
#include "test_ik_gizmo.moc"
