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

#include "gui/main_window.h"
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
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->open(kManifest));
        window.timeline()->pause();
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
};

QTEST_MAIN(TestProfilerDock)
#include "test_profiler_dock.moc"
