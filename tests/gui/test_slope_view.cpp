// Slope adaptation in the window: the Procedural dock sets a 20-degree plane (QTest on its combo
// and spin box), the walker is driven across it with W and both feet stay on it, the ground is
// drawn (its green checker in the grabbed viewport), and the dock's stage list switches the slope
// stage off (the feet then stand on the clip's flat ground again) and shows each stage's cost.
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <cmath>

#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/stages/stages_model.h"
#include "gui/saving/document_saver.h"
#include "sample_copy.h"
#include "viewport/viewport_widget.h"
#include "widgets/procedural_panel.h"
#include "widgets/stage_list.h"
#include "widgets/terrain_editor.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

namespace {

/// Pixels of the terrain's green-grey checker.
int countGround(const QImage& shot, const QRect& area)
{
    int n = 0;
    for (int y = area.top(); y < area.bottom(); y += 2) {
        for (int x = area.left(); x < area.right(); x += 2) {
            const QRgb c = shot.pixel(x, y);
            n += qGreen(c) > qRed(c) + 6 && qGreen(c) > qBlue(c) + 10 && qGreen(c) > 60;
        }
    }
    return n;
}

}  // namespace

class TestSlopeView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void walkerDrivenUpATwentyDegreePlaneKeepsBothFeetOnIt()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(doc->open(manifest));
        // The ground, set as a user does: Plane in the combo, 20 in the slope box, uphill ahead (-Y).
        TerrainEditor* ground = window.proceduralPanel()->terrain();
        ground->kindBox()->setCurrentIndex(ground->kindBox()->findText(QStringLiteral("Plane")));
        QVERIFY(doc->stages()->terrain() && doc->stages()->terrain()->kind == TerrainKind::Plane);
        QDoubleSpinBox* slopeBox = ground->field(QStringLiteral("slopeDegrees"));
        QDoubleSpinBox* directionBox = ground->field(QStringLiteral("directionDegrees"));
        directionBox->setValue(-90.0);
        slopeBox->selectAll();
        QTest::keyClicks(slopeBox, QStringLiteral("20"));
        QTest::keyClick(slopeBox, Qt::Key_Tab);
        QCOMPARE(doc->stages()->terrain()->slopeDegrees, 20.0f);
        QCOMPARE(doc->stages()->terrain()->directionDegrees, -90.0f);
        QVERIFY(doc->saver()->isViewStateModified());  // the ground is part of the view state

        window.action(QStringLiteral("drive"))->setChecked(true);
        QVERIFY(doc->playback()->isDriving());
        window.timeline()->pause();  // the test advances time itself
        const Framework& fw = *doc->framework();
        const int feet[2] = {fw.findBone("_0Base{BD}#L_Foot"), fw.findBone("_0Base{BD}#R_Foot")};
        const float ankle = fw.bindWorld(feet[0])[3].z;
        const Terrain plane(*doc->stages()->terrain(), 2);
        const float cosSlope = std::cos(glm::radians(20.0f));
        const int root = fw.findBone("_0Base{B}#Root");
        const glm::vec3 start(doc->world()[std::size_t(root)][3]);
        QTest::keyPress(window.viewport()->stage(), Qt::Key_W);
        int planted = 0;
        for (int i = 0; i < 90; ++i) {
            window.timeline()->advance(1.0 / 60.0);
            float lowest = 1e9f;
            for (int foot : feet) {
                // Height above the plane along its normal: never in it, and the lower foot on it.
                const float clearance = plane.clearance(glm::vec3(doc->world()[std::size_t(foot)][3])) * cosSlope;
                QVERIFY2(clearance > ankle - 0.5f, qPrintable(QStringLiteral("step %1: a foot %2 above the plane").arg(i).arg(clearance)));
                lowest = std::min(lowest, clearance);
            }
            planted += std::abs(lowest - ankle) < 0.5f;
        }
        QTest::keyRelease(window.viewport()->stage(), Qt::Key_W);
        const glm::vec3 walked = glm::vec3(doc->world()[std::size_t(root)][3]) - start;
        QVERIFY2(glm::length(walked) > 40.0f, qPrintable(QString::number(glm::length(walked))));
        QVERIFY2(planted > 60, qPrintable(QString::number(planted)));  // a foot on the plane nearly all the time

        // The ground is drawn: the viewport shows its checker.
        QVERIFY(window.viewport()->viewFrom("left"));  // the slope seen from the side
        QWidget* view = window.viewport();
        const QRect area(view->mapTo(&window, QPoint(0, 0)), view->size());
        QTRY_VERIFY_WITH_TIMEOUT(countGround(window.screen()->grabWindow(window.winId()).toImage(), area) > 2000, 10000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.findChild<QDockWidget*>(QStringLiteral("proceduralDock"))->raise();
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/slope-drive.png"));
        }

        // The stage list: costs shown, and unticking Slope adaptation puts the feet back on the
        // clip's flat ground (so one sinks into the plane ahead or floats).
        StageList* stages = window.proceduralPanel()->stages();
        QTreeWidgetItem* slopeRow = stages->row(QStringLiteral("slope"));
        QVERIFY(slopeRow);
        QTRY_VERIFY_WITH_TIMEOUT(slopeRow->text(1).contains(QStringLiteral("µs")), 3000);
        const QRect box = stages->tree()->visualItemRect(slopeRow);
        stages->tree()->scrollToItem(slopeRow);
        QTest::mouseClick(stages->tree()->viewport(), Qt::LeftButton, {}, QPoint(box.left() + 10, box.center().y()));
        if (slopeRow->checkState(0) == Qt::Checked) {  // the style's check box sits elsewhere: toggle by key
            stages->tree()->setCurrentItem(slopeRow);
            QTest::keyClick(stages->tree(), Qt::Key_Space);
        }
        QCOMPARE(slopeRow->checkState(0), Qt::Unchecked);
        QVERIFY(!doc->instance()->pipeline().find(StageKind::Slope)->enabled());
        window.timeline()->advance(1.0 / 60.0);
        float worst = 0.0f;
        for (int foot : feet) {
            worst = std::max(worst, std::abs(plane.clearance(glm::vec3(doc->world()[std::size_t(foot)][3])) * cosSlope - ankle));
        }
        QVERIFY2(worst > 3.0f, qPrintable(QString::number(worst)));
        window.action(QStringLiteral("drive"))->setChecked(false);
        // The slope tuning is undoable: three steps of the body spring make one undo step back.
        QDoubleSpinBox* spring = ground->field(QStringLiteral("heightFrequency"));
        const float before = doc->instance()->slopeAdaptation()->settings().heightSpring.frequencyHz;
        const int undoCount = doc->undoStack()->count();
        spring->setFocus();
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(spring, Qt::Key_Up);
        }
        QCOMPARE(doc->instance()->slopeAdaptation()->settings().heightSpring.frequencyHz, before + 3.0f * float(spring->singleStep()));
        QCOMPARE(doc->undoStack()->count(), undoCount + 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->instance()->slopeAdaptation()->settings().heightSpring.frequencyHz, before);
        QCOMPARE(float(spring->value()), before);  // the dock shows the value undo put back
        doc->saver()->forgetUnsavedChanges();
    }

    void groundAndSwitchesAreSavedWithTheViewState()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        {
            MainWindow window;
            Document* doc = window.document();
            QVERIFY(doc->open(manifest));
            TerrainSettings stairs;
            stairs.kind = TerrainKind::Stairs;
            stairs.stepHeight = 12.0f;
            doc->stages()->setTerrain(stairs);
            doc->stages()->setStageEnabled(StageKind::Ik, false);
            QString error;
            QVERIFY2(doc->saver()->saveViewState(&error), qPrintable(error));
        }
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(doc->open(manifest));
        QVERIFY(doc->stages()->terrain() && doc->stages()->terrain()->kind == TerrainKind::Stairs && doc->stages()->terrain()->stepHeight == 12.0f);
        QVERIFY(!doc->instance()->pipeline().find(StageKind::Ik)->enabled());
        QCOMPARE(window.proceduralPanel()->terrain()->kindBox()->currentText(), QStringLiteral("Stairs"));
        QCOMPARE(window.proceduralPanel()->stages()->row(QStringLiteral("ik"))->checkState(0), Qt::Unchecked);
    }
};

QTEST_MAIN(TestSlopeView)
#include "test_slope_view.moc"
