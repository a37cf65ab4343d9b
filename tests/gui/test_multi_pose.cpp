// Several bones posed by hand on the walker: Ctrl+click in the Outliner and in the viewport builds
// one selection that both show (the viewport draws the active bone yellow, the others gold); a
// drag of the rotate manipulator turns the top-most selected bones about each one's own head, the
// selection's centre or the active bone, giving the heads and rotations worked out here by
// rotating the heads about the pivot; angle snapping rounds the turn to its step; one undo puts
// every bone back; the Inspector shows what the bones share and a typed value goes to all; the
// resets return the bones to the clip's pose of an instance evaluated apart. Distance snapping
// rounds a move to its step.
#include <QAction>
#include <QDockWidget>
#include <QSettings>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

#include <glm/gtc/quaternion.hpp>

#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"
#include "gui/saving/document_saver.h"
#include "gui/selection/selection_model.h"
#include "gui/stages/stages_model.h"
#include "viewport/skeleton_scene.h"
#include "viewport/viewport_widget.h"
#include "widgets/outliner_widget.h"
#include "widgets/pose_editor.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

glm::quat rotationOf(const glm::mat4& m)
{
    return glm::quat_cast(glm::mat3(glm::normalize(glm::vec3(m[0])), glm::normalize(glm::vec3(m[1])), glm::normalize(glm::vec3(m[2]))));
}

glm::vec3 head(const Document& doc, int bone)
{
    return glm::vec3(doc.world()[std::size_t(bone)][3]);
}

QString text(const glm::vec3& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v.x).arg(v.y).arg(v.z);
}

/// Drags ring axis by degrees along the ring, in 5-degree steps, from 45 degrees into it.
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

/// The ring whose axis faces the camera most (dragged in its own plane).
int facingRing(ViewportWidget* viewport)
{
    const RotateManipulator m = *viewport->rotateManipulator();
    const glm::vec3 view = glm::normalize(m.centre - viewport->cameraSpec().position);
    int axis = 0;
    for (int a = 1; a < 3; ++a) {
        if (std::abs(glm::dot(m.axes[a], view)) > std::abs(glm::dot(m.axes[axis], view))) {
            axis = a;
        }
    }
    return axis;
}

/// The status bar's permanent text (StatusLine's label).
QString statusText(MainWindow& window)
{
    QCoreApplication::processEvents();
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) {
        if (label->text().contains(QStringLiteral(" bones | "))) {
            return label->text();
        }
    }
    return {};
}

void clickRow(OutlinerWidget* outliner, int bone, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTreeWidget* tree = outliner->tree();
    const QModelIndex name = tree->indexFromItem(outliner->item(bone), 1);
    tree->scrollTo(name);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, modifiers, tree->visualRect(name).center());
}

bool isActiveYellow(QRgb c)
{
    const float r = float(qRed(c)), g = float(qGreen(c)), b = float(qBlue(c));
    return r > 90.0f && g > 0.88f * r && g < 1.02f * r && b < 0.45f * r;
}

bool isSelectedGold(QRgb c)
{
    const float r = float(qRed(c)), g = float(qGreen(c)), b = float(qBlue(c));
    return r > 60.0f && g > 0.68f * r && g < 0.86f * r && b < 0.3f * r;
}

/// Pixels of the viewport (grabbed from the screen) around the middle of the shape drawn from a
/// bone to its child that match a colour test.
int pixelsNear(MainWindow& window, const QImage& shot, int bone, int child, bool (*test)(QRgb))
{
    const Document& doc = *window.document();
    const auto at = window.viewport()->screenPosition((head(doc, bone) * 0.6f + head(doc, child) * 0.4f));
    if (!at) {
        return -1;
    }
    const QPoint origin = window.viewport()->container()->mapTo(&window, QPoint(0, 0));
    const qreal ratio = shot.devicePixelRatio();
    int count = 0;
    for (int dy = -8; dy <= 8; ++dy) {
        for (int dx = -8; dx <= 8; ++dx) {
            const QPoint p = ((at->toPoint() + origin + QPoint(dx, dy)) * ratio);
            if (shot.rect().contains(p) && test(shot.pixel(p))) {
                ++count;
            }
        }
    }
    return count;
}

QImage grab(MainWindow& window)
{
    QTest::qWait(300);  // the frame drawn
    return window.screen()->grabWindow(window.winId()).toImage();
}

struct Walker {
    int leftArm, leftForearm, leftHand, rightArm, rightForearm;
};

Walker bones(const Document& doc)
{
    const Framework& fw = *doc.framework();
    return {fw.findBone("_0Base{BD}#L_UpperArm"), fw.findBone("_0Base{BD}#L_Forearm"), fw.findBone("_0Base{BD}#L_Hand"),
            fw.findBone("_0Base{BD}#R_UpperArm"), fw.findBone("_0Base{BD}#R_Forearm")};
}

}  // namespace

class TestMultiPose : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    // The pivot and snapping chosen are settings: none left for the next test (or test program).
    void cleanup() { QSettings().remove(QStringLiteral("manipulator")); }

    void outlinerAndViewportBuildOneSelection()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        window.findChild<QDockWidget*>(QStringLiteral("outlinerDock"))->raise();
        QTest::qWait(50);
        Document& doc = *window.document();
        const Walker w = bones(doc);
        QVERIFY(w.leftArm >= 0 && w.leftForearm >= 0 && w.leftHand >= 0 && w.rightArm >= 0 && w.rightForearm >= 0);
        window.viewport()->viewFrom("front");
        test::settleViewport(window);
        const QImage none = grab(window);
        QCOMPARE(pixelsNear(window, none, w.leftArm, w.leftForearm, isSelectedGold), 0);
        QCOMPARE(pixelsNear(window, none, w.rightArm, w.rightForearm, isActiveYellow), 0);

        // Outliner: a click, then Ctrl+click adds the other arm, which becomes active.
        OutlinerWidget* outliner = window.outliner();
        clickRow(outliner, w.leftArm);
        clickRow(outliner, w.rightArm, Qt::ControlModifier);
        QCOMPARE(doc.selection()->bones(), (std::vector<int>{std::min(w.leftArm, w.rightArm), std::max(w.leftArm, w.rightArm)}));
        QCOMPARE(doc.selection()->bone(), w.rightArm);
        // The viewport draws both: the active arm yellow, the other gold.
        const SkeletonMeshOptions& drawn = window.viewport()->stage()->scene()->options();
        QCOMPARE(drawn.selected, w.rightArm);
        QCOMPARE(drawn.alsoSelected, std::vector<int>{w.leftArm});
        const QImage two = grab(window);
        const int gold = pixelsNear(window, two, w.leftArm, w.leftForearm, isSelectedGold);
        const int yellow = pixelsNear(window, two, w.rightArm, w.rightForearm, isActiveYellow);
        QVERIFY2(gold > 5 && yellow > 5, qPrintable(QStringLiteral("gold %1, yellow %2").arg(gold).arg(yellow)));
        QCOMPARE(pixelsNear(window, two, w.leftArm, w.leftForearm, isActiveYellow), 0);  // not drawn as the active one

        // Viewport: Ctrl+click on the left hand's joint adds it (active now); the Outliner follows.
        const QPoint hand = window.viewport()->screenPosition(head(doc, w.leftHand))->toPoint();
        QCOMPARE(window.viewport()->boneAt(hand), w.leftHand);
        QTest::mouseClick(window.viewport()->stage(), Qt::LeftButton, Qt::ControlModifier, hand);
        QCOMPARE(doc.selection()->bones().size(), std::size_t(3));
        QCOMPARE(doc.selection()->bone(), w.leftHand);
        std::vector<int> three{w.leftArm, w.leftHand, w.rightArm};
        std::sort(three.begin(), three.end());
        QCOMPARE(outliner->selectedBones(), three);
        QCOMPARE(outliner->tree()->currentItem(), outliner->item(w.leftHand));
        // The status bar names the active bone and counts the others.
        QVERIFY2(statusText(window).contains(QStringLiteral("| L_Hand and 2 more |")), qPrintable(statusText(window)));
        // Ctrl+click again takes it out; the bone selected before it is active again.
        QTest::mouseClick(window.viewport()->stage(), Qt::LeftButton, Qt::ControlModifier, hand);
        QCOMPARE(doc.selection()->bones().size(), std::size_t(2));
        QCOMPARE(doc.selection()->bone(), w.rightArm);
        QCOMPARE(outliner->selectedBones().size(), std::size_t(2));
        // Shift+click adds (a second Shift+click keeps it).
        QTest::mouseClick(window.viewport()->stage(), Qt::LeftButton, Qt::ShiftModifier, hand);
        QTest::mouseClick(window.viewport()->stage(), Qt::LeftButton, Qt::ShiftModifier, hand);
        QCOMPARE(doc.selection()->bones(), three);
        // Shift+click in the Outliner takes the range of rows between the current one and it.
        clickRow(outliner, w.leftArm);
        clickRow(outliner, w.leftHand, Qt::ShiftModifier);
        QCOMPARE(doc.selection()->bones(), (std::vector<int>{w.leftArm, w.leftForearm, w.leftHand}));
        QCOMPARE(doc.selection()->bone(), w.leftHand);
        // A plain click selects one bone again.
        QTest::mouseClick(window.viewport()->stage(), Qt::LeftButton, Qt::NoModifier, hand);
        QCOMPARE(doc.selection()->bones(), std::vector<int>{w.leftHand});
        QCOMPARE(outliner->selectedBones(), std::vector<int>{w.leftHand});
        QVERIFY2(statusText(window).contains(QStringLiteral("| L_Hand |")), qPrintable(statusText(window)));
    }

    void rotateAboutEachPivot_data()
    {
        QTest::addColumn<QString>("pivot");
        QTest::newRow("individual") << QStringLiteral("individual");
        QTest::newRow("centre") << QStringLiteral("centre");
        QTest::newRow("active") << QStringLiteral("active");
    }

    void rotateAboutEachPivot()
    {
        QFETCH(QString, pivot);
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document& doc = *window.document();
        doc.stages()->setStageEnabled(StageKind::Ik, false);  // the arms posed by hand alone
        const Walker w = bones(doc);
        // Both arms and the left forearm: the forearm's parent is selected, so it only follows.
        doc.selection()->setBone(w.leftArm);
        doc.selection()->toggleBone(w.leftForearm);
        doc.selection()->toggleBone(w.rightArm);
        QCOMPARE(doc.selection()->bone(), w.rightArm);
        // The bones without the body around them, the Outliner showing the selected rows.
        window.action(QStringLiteral("showMesh"))->setChecked(false);
        window.findChild<QDockWidget*>(QStringLiteral("outlinerDock"))->raise();
        window.viewport()->viewFrom("front");
        window.action(QStringLiteral("frameSelected"))->trigger();
        window.action(QStringLiteral("manipulatorSpace-world"))->setChecked(true);
        window.action(QStringLiteral("manipulatorPivot-") + pivot)->setChecked(true);
        window.action(QStringLiteral("snapAngle"))->setChecked(true);
        window.action(QStringLiteral("snapAngle-15"))->setChecked(true);
        window.action(QStringLiteral("rotateManipulator"))->setChecked(true);
        test::settleViewport(window);

        const std::vector<int> moved{w.leftArm, w.leftForearm, w.rightArm};
        std::vector<glm::vec3> heads;
        std::vector<glm::quat> turns;
        for (int b : moved) {
            heads.push_back(head(doc, b));
            turns.push_back(rotationOf(doc.world()[std::size_t(b)]));
        }
        // The pivots worked out from the heads: each top-most bone's own (the forearm goes with its
        // arm), the mean of the three selected heads, or the active (right) arm's head.
        const glm::vec3 centre = (heads[0] + heads[1] + heads[2]) / 3.0f;
        std::vector<glm::vec3> pivots;
        if (pivot == QLatin1String("individual")) {
            pivots = {heads[0], heads[0], heads[2]};
        } else if (pivot == QLatin1String("centre")) {
            pivots = {centre, centre, centre};
        } else {
            pivots = {heads[2], heads[2], heads[2]};
        }
        const RotateManipulator m = *window.viewport()->rotateManipulator();
        QVERIFY2(glm::length(m.centre - (pivot == QLatin1String("centre") ? centre : heads[2])) < 1e-3f, qPrintable(text(m.centre)));
        const int ring = facingRing(window.viewport());
        const int steps = doc.undoStack()->count();

        // Dragged about 40 degrees; snapping at 15 makes it 45 exactly.
        dragRing(window.viewport(), ring, 40.0f);
        const glm::quat turn = glm::angleAxis(glm::radians(45.0f), glm::normalize(m.axes[ring]));
        for (std::size_t i = 0; i < moved.size(); ++i) {
            const glm::vec3 expected = pivots[i] + turn * (heads[i] - pivots[i]);
            const glm::vec3 got = head(doc, moved[i]);
            QVERIFY2(glm::length(got - expected) < 0.02f, qPrintable(QStringLiteral("bone %1: %2, expected %3").arg(moved[i]).arg(text(got), text(expected))));
            const float off = glm::degrees(glm::angle(rotationOf(doc.world()[std::size_t(moved[i])]) * glm::inverse(turn * turns[i])));
            QVERIFY2(off < 0.05f || off > 359.95f, qPrintable(QString::number(off)));
        }
        // The forearm was not posed by hand: it followed its arm.
        QCOMPARE(doc.posing()->poseEditDegrees(w.leftForearm), glm::vec3(0.0f));
        QCOMPARE(doc.posing()->poseEditMove(w.leftForearm), glm::vec3(0.0f));

        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty() && pivot == QLatin1String("centre")) {
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/multi-bone-posing.png"));
        }

        // One undo step for the drag: undo puts every bone back.
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        for (std::size_t i = 0; i < moved.size(); ++i) {
            QVERIFY2(glm::length(head(doc, moved[i]) - heads[i]) < 1e-4f, qPrintable(text(head(doc, moved[i]))));
            QVERIFY(std::abs(std::abs(glm::dot(rotationOf(doc.world()[std::size_t(moved[i])]), turns[i])) - 1.0f) < 1e-5f);
        }
        doc.saver()->forgetUnsavedChanges();
    }

    void snappingRoundsTheTurn()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document& doc = *window.document();
        doc.stages()->setStageEnabled(StageKind::Ik, false);
        const Walker w = bones(doc);
        doc.selection()->setBone(w.leftArm);
        window.viewport()->viewFrom("front");
        window.action(QStringLiteral("manipulatorSpace-world"))->setChecked(true);
        window.action(QStringLiteral("rotateManipulator"))->setChecked(true);
        test::settleViewport(window);
        const int ring = facingRing(window.viewport());
        const auto turned = [&](float degrees) {
            const glm::quat before = rotationOf(doc.world()[std::size_t(w.leftArm)]);
            dragRing(window.viewport(), ring, degrees);
            const float angle = glm::degrees(glm::angle(rotationOf(doc.world()[std::size_t(w.leftArm)]) * glm::inverse(before)));
            doc.undoStack()->undo();
            return angle;
        };
        // Without snapping the turn is what was dragged (to the pixel): about 35 degrees.
        window.action(QStringLiteral("snapAngle"))->setChecked(false);
        const float free = turned(35.0f);
        QVERIFY2(std::abs(free - 35.0f) < 1.5f, qPrintable(QString::number(free)));
        // 5-degree steps: 35 exactly; 15-degree steps: 30 exactly.
        window.action(QStringLiteral("snapAngle"))->setChecked(true);
        window.action(QStringLiteral("snapAngle-5"))->setChecked(true);
        const float five = turned(35.0f);
        QVERIFY2(std::abs(five - 35.0f) < 0.01f, qPrintable(QString::number(five)));
        window.action(QStringLiteral("snapAngle-15"))->setChecked(true);
        const float fifteen = turned(35.0f);
        QVERIFY2(std::abs(fifteen - 30.0f) < 0.01f, qPrintable(QString::number(fifteen)));

        // Distance: the up arrow dragged about 7 units moves the arm by 5 exactly in steps of 5.
        window.action(QStringLiteral("moveManipulator"))->setChecked(true);
        window.action(QStringLiteral("snapDistance"))->setChecked(true);
        window.action(QStringLiteral("snapDistance-5"))->setChecked(true);
        const MoveManipulator m = *window.viewport()->moveManipulator();
        const glm::vec3 before = head(doc, w.leftArm);
        const QPoint from = window.viewport()->screenPosition(m.tip(2))->toPoint();
        const QPoint to = window.viewport()->screenPosition(m.tip(2) + glm::vec3(0, 0, 7))->toPoint();
        QTest::mousePress(window.viewport()->stage(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(window.viewport()->stage(), (from + to) / 2);
        QTest::mouseMove(window.viewport()->stage(), to);
        QTest::mouseRelease(window.viewport()->stage(), Qt::LeftButton, Qt::NoModifier, to);
        QTest::qWait(30);
        const glm::vec3 moved = head(doc, w.leftArm) - before;
        QVERIFY2(glm::length(moved - glm::vec3(0, 0, 5)) < 1e-3f, qPrintable(text(moved)));
        doc.saver()->forgetUnsavedChanges();
    }

    void inspectorShowsSharedValuesAndSetsAll()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document& doc = *window.document();
        const Walker w = bones(doc);
        PosingModel& posing = *doc.posing();
        posing.setPoseEdit(w.leftArm, glm::vec3(10.0f, 0.0f, 5.0f));
        posing.setPoseEdit(w.rightArm, glm::vec3(-20.0f, 0.0f, 5.0f));
        doc.selection()->setBone(w.leftArm);
        doc.selection()->toggleBone(w.rightArm);
        PoseEditor* editor = window.findChild<PoseEditor*>();
        QVERIFY(editor);
        QVERIFY2(editor->title().contains(QLatin1String("2")), qPrintable(editor->title()));
        QVERIFY(editor->isMixed(0));  // X differs
        QCOMPARE(editor->axis(0)->text(), QStringLiteral("—"));
        QVERIFY(!editor->isMixed(1) && !editor->isMixed(2));
        QCOMPARE(editor->axis(2)->value(), 5.0);

        // A value typed into X goes to both bones, their Z stays; one undo step.
        const int steps = doc.undoStack()->count();
        QDoubleSpinBox* x = editor->axis(0);
        x->setFocus();
        x->selectAll();
        QTest::keyClicks(x, QStringLiteral("30"));
        QTest::keyClick(x, Qt::Key_Return);
        QCOMPARE(posing.poseEditDegrees(w.leftArm), glm::vec3(30.0f, 0.0f, 5.0f));
        QCOMPARE(posing.poseEditDegrees(w.rightArm), glm::vec3(30.0f, 0.0f, 5.0f));
        QVERIFY(!editor->isMixed(0));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QCOMPARE(posing.poseEditDegrees(w.leftArm), glm::vec3(10.0f, 0.0f, 5.0f));
        QCOMPARE(posing.poseEditDegrees(w.rightArm), glm::vec3(-20.0f, 0.0f, 5.0f));
        QVERIFY(editor->isMixed(0));
        doc.saver()->forgetUnsavedChanges();
    }

    void resetActiveAndSelectedBackToTheClip()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document& doc = *window.document();
        doc.stages()->setStageEnabled(StageKind::Ik, false);
        const Walker w = bones(doc);
        // The clip's pose from an instance of its own at the same frame.
        Document clip;
        QVERIFY(clip.open(kManifest));
        clip.stages()->setStageEnabled(StageKind::Ik, false);
        clip.playback()->setFrame(doc.playback()->frame());
        const auto atClip = [&](int bone) {
            return glm::length(head(doc, bone) - head(clip, bone)) < 1e-3f
                   && std::abs(std::abs(glm::dot(rotationOf(doc.world()[std::size_t(bone)]), rotationOf(clip.world()[std::size_t(bone)]))) - 1.0f) < 1e-5f;
        };
        QVERIFY(atClip(w.leftArm) && atClip(w.rightArm) && atClip(w.leftHand));

        PosingModel& posing = *doc.posing();
        posing.editPose(w.leftArm, glm::vec3(20.0f, 10.0f, 0.0f), false);
        posing.editPoseMove(w.leftArm, glm::vec3(0.0f, 3.0f, 0.0f), false);
        posing.editPose(w.rightArm, glm::vec3(0.0f, -25.0f, 0.0f), false);
        posing.editPose(w.leftHand, glm::vec3(0.0f, 0.0f, 40.0f), false);
        QVERIFY(!atClip(w.leftArm) && !atClip(w.rightArm) && !atClip(w.leftHand));

        // The active bone alone: one undo step.
        doc.selection()->setBone(w.rightArm);
        doc.selection()->toggleBone(w.leftArm);  // active
        QCOMPARE(doc.selection()->bone(), w.leftArm);
        QCOMPARE(posing.poseEditDegrees(w.leftArm), glm::vec3(20.0f, 10.0f, 0.0f));
        int steps = doc.undoStack()->count();
        window.action(QStringLiteral("resetActivePose"))->trigger();
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(atClip(w.leftArm));
        QVERIFY(!atClip(w.rightArm) && !atClip(w.leftHand));
        doc.undoStack()->undo();
        QVERIFY(!atClip(w.leftArm));

        // The selection (both arms), from the viewport's right-click menu: the hand keeps its pose.
        window.viewport()->viewFrom("front");
        test::settleViewport(window);
        const QPoint arm = window.viewport()->screenPosition(head(doc, w.leftArm))->toPoint();
        QCOMPARE(window.viewport()->boneAt(arm), w.leftArm);
        QTest::mouseClick(window.viewport()->stage(), Qt::RightButton, Qt::NoModifier, arm);
        QMenu* menu = window.findChild<QMenu*>(QStringLiteral("viewportMenu"));
        QVERIFY2(menu, "no right-click menu on the selected left arm");
        QCOMPARE(doc.selection()->bones().size(), std::size_t(2));  // a right click on a selected bone keeps the selection
        QAction* resetSelected = window.action(QStringLiteral("resetSelectedPoses"));
        QVERIFY(menu->actions().contains(resetSelected));
        menu->close();
        steps = doc.undoStack()->index();  // the reset undone above is dropped by the next step
        resetSelected->trigger();
        QCOMPARE(doc.undoStack()->index(), steps + 1);
        QCOMPARE(doc.undoStack()->text(steps), QStringLiteral("Reset Pose of Selected Bones"));
        QVERIFY(atClip(w.leftArm) && atClip(w.rightArm));
        QVERIFY(!atClip(w.leftHand));
        QCOMPARE(posing.poseEditMove(w.leftArm), glm::vec3(0.0f));
        doc.undoStack()->undo();
        QVERIFY(!atClip(w.leftArm) && !atClip(w.rightArm));
        // The Outliner offers the same resets.
        QVERIFY(window.outliner()->tree()->actions().contains(resetSelected));
        doc.saver()->forgetUnsavedChanges();
    }
};

QTEST_MAIN(TestMultiPose)
#include "test_multi_pose.moc"
