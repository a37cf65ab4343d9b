// The rotate manipulator: rings around the selected bone in its own, its parent's or the world's
// axes; dragging a ring turns the bone about that axis by the angle dragged (a hand edit on top of
// the clip), the helper that reads the bone follows, and each drag is one undo step.
#include <QAction>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>

#include <glm/gtc/quaternion.hpp>

#include "gui/main_window.h"
#include "gui/posing/posing_model.h"
#include "gui/selection/selection_model.h"
#include "gui/stages/stages_model.h"
#include "viewport/viewport_widget.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

glm::quat rotationOf(const glm::mat4& m)
{
    return glm::quat_cast(glm::mat3(glm::normalize(glm::vec3(m[0])), glm::normalize(glm::vec3(m[1])), glm::normalize(glm::vec3(m[2]))));
}

/// Drags ring axis by degrees along the ring, in 5-degree steps, from 45 degrees into it (where no
/// other ring crosses: at 0 and 90 two rings meet).
void dragRing(ViewportWidget* viewport, int axis, float degrees)
{
    const RotateManipulator m = *viewport->rotateManipulator();
    auto at = [&](float d) { return viewport->screenPosition(m.ringPoint(axis, glm::radians(45.0f + d)))->toPoint(); };
    QTest::mousePress(viewport->stage(), Qt::LeftButton, Qt::NoModifier, at(0.0f));
    for (float d = 5.0f; d <= degrees + 0.01f; d += 5.0f) {
        QTest::mouseMove(viewport->stage(), at(d));
    }
    QTest::mouseRelease(viewport->stage(), Qt::LeftButton, Qt::NoModifier, at(degrees));
    QTest::qWait(30);
}

}  // namespace

class TestManipulator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void draggingARingTurnsTheBoneAndItsHelperFollows()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document& doc = *window.document();
        const int arm = doc.framework()->findBone("_0Base{BD}#L_UpperArm");
        const int deltoid = doc.framework()->findBone("_1Muscle{D}#L_Deltoid");
        // The sample's hand IK re-solves the upper arm after a hand edit (as Max's IK would): off,
        // the arm is posed by hand alone.
        doc.stages()->setStageEnabled(StageKind::Ik, false);
        doc.selection()->setBone(arm);
        window.viewport()->viewFrom("front");
        QVERIFY(!window.viewport()->rotateManipulator());
        window.action(QStringLiteral("rotateManipulator"))->setChecked(true);
        QVERIFY(window.viewport()->rotateManipulator());
        test::settleViewport(window);

        // The ring whose axis faces the camera most: dragged in its own plane.
        const RotateManipulator m = *window.viewport()->rotateManipulator();
        const CameraSpec camera = window.viewport()->cameraSpec();
        const glm::vec3 view = glm::normalize(m.centre - camera.position);
        int axis = 0;
        for (int a = 1; a < 3; ++a) {
            if (std::abs(glm::dot(m.axes[a], view)) > std::abs(glm::dot(m.axes[axis], view))) {
                axis = a;
            }
        }
        // Local space: the rings are the bone's own axes.
        const glm::quat before = rotationOf(doc.world()[arm]);
        QVERIFY(std::abs(std::abs(glm::dot(glm::quat_cast(m.axes), before)) - 1.0f) < 1e-4f);
        const glm::vec3 deltoidBefore(doc.world()[deltoid][3]);
        const int steps = doc.undoStack()->count();

        const auto press = window.viewport()->screenPosition(m.ringPoint(axis, glm::radians(45.0f)));
        QVERIFY(press);
        QCOMPARE(m.ringAt(camera, window.viewport()->stage()->size(), glm::vec2(press->x(), press->y()), 8.0f), axis);
        dragRing(window.viewport(), axis, 40.0f);

        // The bone turned 40 degrees (to the pixel) about that axis; nothing else about it.
        const glm::quat after = rotationOf(doc.world()[arm]);
        const glm::quat delta = after * glm::inverse(before);
        const float angle = glm::degrees(glm::angle(delta));
        QVERIFY2(std::abs(angle - 40.0f) < 1.5f, qPrintable(QString::number(angle)));
        QVERIFY(glm::dot(glm::normalize(glm::axis(delta)), glm::normalize(m.axes[axis])) > 0.999f);
        QCOMPARE(doc.selection()->bone(), arm);  // the drag did not select anything else
        // The deltoid reads the arm's swing (its Expose TM): it moved, far beyond rounding.
        const glm::vec3 deltoidAfter(doc.world()[deltoid][3]);
        QVERIFY2(glm::length(deltoidAfter - deltoidBefore) > 0.1f, qPrintable(QString::number(glm::length(deltoidAfter - deltoidBefore))));
        // The Inspector's typed values show the edit.
        QVERIFY(glm::length(doc.posing()->poseEditDegrees(arm)) > 30.0f);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/rotate-manipulator.png"));
        }

        // One undo step: back exactly; redo: the turn again.
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QVERIFY(std::abs(std::abs(glm::dot(rotationOf(doc.world()[arm]), before)) - 1.0f) < 1e-6f);
        QVERIFY(glm::length(glm::vec3(doc.world()[deltoid][3]) - deltoidBefore) < 1e-4f);
        doc.undoStack()->redo();
        QVERIFY(std::abs(std::abs(glm::dot(rotationOf(doc.world()[arm]), after)) - 1.0f) < 1e-6f);
        // A second drag is a second step (not merged into the first).
        dragRing(window.viewport(), axis, 20.0f);
        QCOMPARE(doc.undoStack()->count(), steps + 2);
    }

    void draggingAnArrowMovesTheBone()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document& doc = *window.document();
        const int head = doc.framework()->findBone("_0Base{BD}#Head");
        doc.selection()->setBone(head);
        window.viewport()->viewFrom("front");
        window.action(QStringLiteral("manipulatorSpace-world"))->setChecked(true);
        window.action(QStringLiteral("moveManipulator"))->setChecked(true);
        QVERIFY(window.viewport()->moveManipulator() && !window.viewport()->rotateManipulator());
        window.action(QStringLiteral("rotateManipulator"))->setChecked(true);  // one manipulator at a time
        QVERIFY(!window.viewport()->moveManipulator() && window.viewport()->rotateManipulator());
        window.action(QStringLiteral("moveManipulator"))->setChecked(true);
        test::settleViewport(window);
        const MoveManipulator m = *window.viewport()->moveManipulator();
        const glm::vec3 before(doc.world()[head][3]);
        // The Z (up) arrow's tip dragged to where a point 5 cm higher shows.
        const QPoint from = window.viewport()->screenPosition(m.tip(2))->toPoint();
        const QPoint to = window.viewport()->screenPosition(m.tip(2) + glm::vec3(0, 0, 5))->toPoint();
        QVERIFY((to - from).manhattanLength() > 5);
        QTest::mousePress(window.viewport()->stage(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(window.viewport()->stage(), (from + to) / 2);
        QTest::mouseMove(window.viewport()->stage(), to);
        QTest::mouseRelease(window.viewport()->stage(), Qt::LeftButton, Qt::NoModifier, to);
        QTest::qWait(30);
        const glm::vec3 moved = glm::vec3(doc.world()[head][3]) - before;
        QVERIFY2(std::abs(moved.z - 5.0f) < 0.4f && std::abs(moved.x) < 0.05f && std::abs(moved.y) < 0.05f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(moved.x).arg(moved.y).arg(moved.z)));
        // The typed values show the move in the parent's frame; undo takes it back exactly.
        QVERIFY(glm::length(doc.posing()->poseEditMove(head)) > 4.5f);
        doc.undoStack()->undo();
        QVERIFY(glm::length(glm::vec3(doc.world()[head][3]) - before) < 1e-4f);
        QCOMPARE(doc.posing()->poseEditMove(head), glm::vec3(0.0f));
        // Reset All Hand Poses: a turn and a move on two bones, back to the clip in one step.
        const int neck = doc.framework()->findBone("_0Base{BD}#Neck");
        doc.posing()->editPose(neck, glm::vec3(10.0f, 0.0f, 0.0f));
        doc.posing()->editPoseMove(head, glm::vec3(0.0f, 0.0f, 3.0f));
        const int steps = doc.undoStack()->count();
        window.action(QStringLiteral("resetAllPoses"))->trigger();
        QCOMPARE(doc.posing()->poseEditDegrees(neck), glm::vec3(0.0f));
        QCOMPARE(doc.posing()->poseEditMove(head), glm::vec3(0.0f));
        QVERIFY(glm::length(glm::vec3(doc.world()[head][3]) - before) < 1e-4f);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.posing()->poseEditDegrees(neck), glm::vec3(10.0f, 0.0f, 0.0f));
        QCOMPARE(doc.posing()->poseEditMove(head), glm::vec3(0.0f, 0.0f, 3.0f));
    }

    void spacesGiveTheirAxes()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document& doc = *window.document();
        const int forearm = doc.framework()->findBone("_0Base{BD}#L_Forearm");
        const int arm = doc.framework()->findBone("_0Base{BD}#L_UpperArm");
        doc.selection()->setBone(forearm);
        window.action(QStringLiteral("rotateManipulator"))->setChecked(true);
        window.action(QStringLiteral("manipulatorSpace-world"))->setChecked(true);
        for (int a = 0; a < 3; ++a) {
            QVERIFY(glm::length(window.viewport()->rotateManipulator()->axes[a] - glm::vec3(glm::mat3(1.0f)[a])) < 1e-6f);
        }
        window.action(QStringLiteral("manipulatorSpace-parent"))->setChecked(true);
        const glm::mat4& parent = doc.world()[arm];
        for (int a = 0; a < 3; ++a) {
            QVERIFY(glm::length(window.viewport()->rotateManipulator()->axes[a] - glm::normalize(glm::vec3(parent[a]))) < 1e-5f);
        }
        QVERIFY(glm::length(window.viewport()->rotateManipulator()->centre - glm::vec3(doc.world()[forearm][3])) < 1e-4f);
        // Nothing selected: no rings.
        doc.selection()->setBone(-1);
        QVERIFY(!window.viewport()->rotateManipulator());
    }
};

QTEST_MAIN(TestManipulator)
#include "test_manipulator.moc"
