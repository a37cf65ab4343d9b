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
        QCOMPARE(int(viewport->ikTargets().size()), 3);  // the sample's two foot IKs and the hand's
        const glm::vec3 start = viewport->ikTargets().back();
        const auto from = viewport->screenPosition(start);
        QVERIFY(from);
        const QPoint p0 = from->toPoint();
        const QPoint p1 = p0 + QPoint(40, -25);
        const int selectedBefore = window.document()->selectedBone();

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
        QCOMPARE(window.document()->selectedBone(), selectedBefore);  // a drag is not a click
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/ik-gizmo.png"));
        }
        window.document()->undoStack()->setClean();
    }
};

void TestIkGizmo::drivingWithTheKeysMovesTheCharacter()
{
    QTemporaryDir dir;
        const QString manifestPath = test::copySampleWith(dir, QByteArray()
            + "    <Locomotion root=\"_0Base{B}#Root\" pelvis=\"_0Base{BD}#Pelvis\" "
           "leftLeg=\"_0Base{BD}#L_Thigh _0Base{BD}#L_Calf _0Base{BD}#L_Foot\" "
           "rightLeg=\"_0Base{BD}#R_Thigh _0Base{BD}#R_Calf _0Base{BD}#R_Foot\"/>\n");

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.document()->open(manifestPath));
    window.action(QStringLiteral("drive"))->setChecked(true);
    QVERIFY(window.document()->isDriving());
    window.timeline()->pause();  // the test advances time itself
    const int root = window.document()->framework()->findBone("_0Base{B}#Root");
    const glm::vec3 start(window.document()->world()[root][3]);
    QTest::keyPress(window.viewport()->stage(), Qt::Key_W);
    for (int i = 0; i < 60; ++i) {
        window.timeline()->advance(1.0 / 60.0);
    }
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
    QVERIFY(!window.document()->isDriving());
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestIkGizmo)
#include "test_ik_gizmo.moc"
