// The Profiler dock on the walker: Measure lists the sample's controller types with non-zero
// times, its stages and its helper joints; wearing a costume re-measures with the costume's
// helpers; a crowd on two threads reports its parallel efficiency.
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

#include <set>
#include <vector>

#include <QAction>
#include <QImage>

#include "gui/crowd/crowd_preview.h"
#include "gui/playback/playback_model.h"
#include "gui/main_window.h"
#include "gui/window_setup.h"
#include "viewport/viewport_widget.h"
#include "widgets/profiler_panel.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

QTreeWidgetItem* groupNamed(QTreeWidget* table, const QString& name)
{
    for (int i = 0; i < table->topLevelItemCount(); ++i) {
        if (table->topLevelItem(i)->text(0) == name) {
            return table->topLevelItem(i);
        }
    }
    return nullptr;
}

/// Runs of image columns (or rows) holding a bone's blue, gaps under minGap merged: how many
/// characters stand side by side.
int runsOfBone(const QImage& shot, const QRect& area, bool columns, int minGap)
{
    const int length = columns ? area.width() : area.height();
    std::vector<bool> hit(std::size_t(length), false);
    for (int y = area.top(); y < area.bottom(); ++y) {
        for (int x = area.left(); x < area.right(); ++x) {
            const QRgb c = shot.pixel(x, y);
            if (qBlue(c) > 150 && qBlue(c) > qRed(c) + 60) {
                hit[std::size_t(columns ? x - area.left() : y - area.top())] = true;
            }
        }
    }
    int runs = 0, gap = minGap;
    for (bool h : hit) {
        if (h) {
            runs += gap >= minGap;
            gap = 0;
        } else {
            ++gap;
        }
    }
    return runs;
}

}  // namespace

class TestProfilerDock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void measureListsTheSamplesControllers()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("profilerDock"));
        QVERIFY(dock);
        QTest::qWait(100);  // the default layout settles (it raises Messages over the Profiler)
        dock->raise();
        QTRY_VERIFY(dock->isVisible());
        ProfilerPanel* panel = window.profilerPanel();
        QTest::mouseClick(panel->measureButton(), Qt::LeftButton);
        QTreeWidget* table = panel->table();
        QTreeWidgetItem* controllers = groupNamed(table, QStringLiteral("Controllers"));
        QVERIFY(controllers);
        // The walker's Muscle layer: orientation constraints (fore twists, pelvis), look-ats (upper-arm
        // twists), position lists (deltoids, volumes, neck), XYZ and list rotations, expression scales.
        std::set<QString> types;
        for (int i = 0; i < controllers->childCount(); ++i) {
            QTreeWidgetItem* row = controllers->child(i);
            types.insert(row->text(0));
            QVERIFY2(row->text(3).toDouble() > 0.0, qPrintable(row->text(0)));
            QVERIFY2(row->text(1).toInt() > 0, qPrintable(row->text(0)));
        }
        for (const char* type : {"Rotation: OrientationConstraint", "Rotation: LookAtConstraint", "Position: PositionList",
                                 "Rotation: EulerXYZ", "Rotation: RotationList", "Scale: ScaleXYZ"}) {
            QVERIFY2(types.count(QString::fromLatin1(type)), type);
        }
        QCOMPARE(controllers->child(0)->text(1).toInt() > 0, true);
        QTreeWidgetItem* stages = groupNamed(table, QStringLiteral("Stages"));
        QVERIFY(stages);
        std::set<QString> stageNames;
        for (int i = 0; i < stages->childCount(); ++i) {
            stageNames.insert(stages->child(i)->text(0));
        }
        QVERIFY(stageNames.count(QStringLiteral("clip")) && stageNames.count(QStringLiteral("helpers")));
        QVERIFY(stageNames.count(QStringLiteral("world")));  // the world transforms the frame ends with
        QTreeWidgetItem* helpers = groupNamed(table, QStringLiteral("Most expensive helper joints"));
        QVERIFY(helpers);
        QCOMPARE(helpers->childCount(), 10);  // the first ten of the sample's 16
        QCOMPARE(panel->result().helpers, 16);
        QVERIFY(panel->summary()->text().contains(QStringLiteral("µs per character")));
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.resizeDocks({dock}, {330}, Qt::Vertical);  // room for the whole chart in the picture
            QTest::qWait(500);  // the table and the viewport painted
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/profiler-dock.png"));
        }

        // Wearing a costume re-measures by itself (the dock is showing): more helper joints.
        Document* doc = window.document();
        const int skirt = doc->data()->findCostume("Long skirt");
        QVERIFY(skirt >= 0);
        QVERIFY(doc->wearCostumes({skirt}));
        QTRY_VERIFY_WITH_TIMEOUT(panel->result().helpers > 16, 5000);
        QCOMPARE(panel->result().bones, doc->instance()->framework().boneCount());

        // A crowd on two threads: its efficiency is reported.
        panel->instancesBox()->setValue(40);
        panel->threadsBox()->setValue(std::min(2, panel->threadsBox()->maximum()));
        QTest::mouseClick(panel->measureButton(), Qt::LeftButton);
        QCOMPARE(panel->result().instances, 40);
        if (panel->threadsBox()->value() == 2) {
            QVERIFY(panel->summary()->text().contains(QStringLiteral("parallel efficiency")));
            QVERIFY(panel->result().parallelEfficiency > 0.0);
        }
    }

    void crowdPreviewDrawsTheCopies()
    {
        // View > Crowd > 9 from the top: a 3 x 3 grid of skeletons (three runs of bones across and
        // three down, where the character alone is one run each way); Off takes them away.
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        window.action(QStringLiteral("showMesh"))->setChecked(false);
        window.action(QStringLiteral("showGrid"))->setChecked(false);
        window.action(QStringLiteral("view-top"))->trigger();
        struct Area {
            MainWindow* w;
            operator QRect() const { return QRect(w->viewport()->mapTo(w, QPoint(0, 0)), w->viewport()->size()); }
        } area{&window};
        QImage shot;
        auto grab = [&] { return shot = window.screen()->grabWindow(window.winId()).toImage(); };
        const int gap = 12;
        QTRY_VERIFY_WITH_TIMEOUT(runsOfBone(grab(), area, true, gap) == 1 && runsOfBone(shot, area, false, gap) == 1, 10000);

        QAction* nine = window.findChild<QAction*>(QStringLiteral("crowd-9"));
        QVERIFY(nine);
        nine->trigger();
        QCOMPARE(window.document()->crowdPreview()->size(), 9);
        QCOMPARE(window.document()->crowdPreview()->crowd()->size(), 8);
        window.action(QStringLiteral("view-top"))->trigger();  // framed again around the whole grid
        QTRY_VERIFY_WITH_TIMEOUT(runsOfBone(grab(), area, true, gap) == 3 && runsOfBone(shot, area, false, gap) == 3, 10000);
        QVERIFY(window.statusLabel()->text().contains(QStringLiteral("crowd of 9")));
        // The copies play: another frame moves them.
        const std::vector<glm::mat4> before = window.document()->crowdPreview()->world();
        window.document()->playback()->setFrame(7.0);
        QVERIFY(window.document()->crowdPreview()->world() != before);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.action(QStringLiteral("view-perspective"))->trigger();
            QTest::qWait(500);
            grab().save(shots + QStringLiteral("/crowd-preview.png"));
        }
        window.findChild<QAction*>(QStringLiteral("crowd-0"))->trigger();
        QCOMPARE(window.document()->crowdPreview()->size(), 0);
        window.action(QStringLiteral("view-top"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(runsOfBone(grab(), area, true, gap) == 1 && runsOfBone(shot, area, false, gap) == 1, 10000);
    }
};

QTEST_MAIN(TestProfilerDock)
#include "test_profiler_dock.moc"
