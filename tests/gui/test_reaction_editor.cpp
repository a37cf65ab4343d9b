// The reaction-curve editor: a QTest mouse drag moves a key by the amount the pixels stand for in
// curve units, the helper joint it drives follows (by the curve's arithmetic), undo restores both;
// saving writes the HelperJointSetting back changed only on the edited line, and the reloaded rig
// evaluates as before the reload.
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QDockWidget>
#include <QTest>

#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "gui/rig_edits/rig_edits.h"
#include "sample_copy.h"
#include "test_helpers.h"
#include "widgets/reaction_curve_panel.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

class TestReactionEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void draggingAKeyEditsTheCurveAndTheRig()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        const QString settingPath = dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"));
        const QList<QByteArray> originalLines = test::fileLines(settingPath);

        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->open(manifest));
        window.timeline()->pause();
        window.timeline()->setFrame(6.0);
        Document* doc = window.document();
        const int helper = doc->framework()->findBone("_1Muscle{D}#L_ElbowVolume");
        doc->selection()->setBone(helper);
        ReactionCurvePanel* panel = window.reactionPanel();
        const int curve = panel->chosenCurve();
        QVERIFY(curve >= 0);
        QCOMPARE(QString::fromStdString(doc->rigEdits()->reactionCurves()[std::size_t(curve)].helperBone), QStringLiteral("_1Muscle{D}#L_ElbowVolume"));
        ReactionCurveEditor* editor = panel->editor();
        // Make it visible and sized: the dock (around the panel's scroll area) is a tab.
        QWidget* dock = panel;
        while (dock && !qobject_cast<QDockWidget*>(dock)) {
            dock = dock->parentWidget();
        }
        QVERIFY(dock);
        dock->show();
        dock->raise();
        QTRY_VERIFY(editor->isVisible() && editor->width() > 200);
        editor->frameAll();

        const float kKeyX = glm::radians(120.0f);
        const std::vector<CurvePoint> before = doc->rigEdits()->curvePoints(curve);
        QCOMPARE(int(before.size()), 2);  // (0, 0) and (120 degrees in radians, 3), corners
        const float master = *doc->rigEdits()->curveMasterValue(curve);  // the forearm's bend, radians (Max's raw driver value)
        QVERIFY(master > glm::radians(5.0f) && master < glm::radians(120.0f));
        const float zBefore = doc->instance()->pose().local(helper).translation.z;

        const QPoint p0 = editor->toScreen(before[1].position).toPoint();
        const QPoint p1 = p0 + QPoint(0, -40);
        const float expectedY = before[1].position.y + (editor->toCurve(p1).y - editor->toCurve(p0).y);
        QTest::mousePress(editor, Qt::LeftButton, Qt::NoModifier, p0);
        QTest::mouseMove(editor, p0 + QPoint(0, -20));
        QTest::mouseMove(editor, p1);
        QTest::mouseRelease(editor, Qt::LeftButton, Qt::NoModifier, p1);

        const std::vector<CurvePoint> after = doc->rigEdits()->curvePoints(curve);
        QVERIFY2(test::near(after[1].position.y, expectedY, 1e-3f), qPrintable(QStringLiteral("%1 vs %2").arg(after[1].position.y).arg(expectedY)));
        QVERIFY(test::near(after[1].position.x, kKeyX, 1e-5f));
        QVERIFY(expectedY - before[1].position.y > 0.1f);
        // The helper's z offset is the curve's value: a straight line through the origin, so it
        // grows by (new - old) * master / x of the key (120 degrees).
        const float zAfter = doc->instance()->pose().local(helper).translation.z;
        QVERIFY2(test::near(zAfter - zBefore, (expectedY - before[1].position.y) * master / kKeyX, 1e-3f),
                 qPrintable(QStringLiteral("%1 vs %2").arg(zAfter - zBefore).arg((expectedY - before[1].position.y) * master / kKeyX)));
        // One undoable step; undo puts the key and the helper back.
        QVERIFY(doc->undoStack()->canUndo());
        doc->undoStack()->undo();
        QVERIFY(test::near(doc->rigEdits()->curvePoints(curve)[1].position.y, before[1].position.y, 1e-6f));
        QVERIFY(test::near(doc->instance()->pose().local(helper).translation.z, zBefore, 1e-5f));
        doc->undoStack()->redo();
        QVERIFY(test::near(doc->rigEdits()->curvePoints(curve)[1].position.y, expectedY, 1e-3f));
        const float zEdited = doc->instance()->pose().local(helper).translation.z;
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            editor->grab().save(shots + QStringLiteral("/reaction-editor.png"));
            window.grab().save(shots + QStringLiteral("/reactions-window.png"));
        }

        // Save: only the edited Point's line differs.
        QVERIFY(window.save());
        const QList<QByteArray> savedLines = test::fileLines(settingPath);
        QCOMPARE(savedLines.size(), originalLines.size());
        const QList<QByteArray> changed = test::changedLines(originalLines, savedLines);
        QCOMPARE(changed.size(), 1);
        QVERIFY2(changed.front().contains("<Point x=\"2.0943951\""), changed.front().constData());  // x kept as written
        // Reload: the rig evaluates as it did before the reload.
        QVERIFY(doc->open(manifest));
        window.timeline()->setFrame(6.0);
        QVERIFY(test::near(doc->instance()->pose().local(doc->framework()->findBone("_1Muscle{D}#L_ElbowVolume")).translation.z, zEdited, 1e-4f));
    }

    void addingAndDeletingKeys()
    {
        ReactionCurveEditor editor;
        editor.resize(400, 300);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setCurves({{QStringLiteral("c"), Qt::white, {CurvePoint{{0, 0}, {}, {}, true}, CurvePoint{{100, 10}, {}, {}, true}}}}, 0, true);
        std::vector<std::vector<CurvePoint>> edits;
        connect(&editor, &ReactionCurveEditor::edited, this,
                [&](const std::vector<CurvePoint>&, const std::vector<CurvePoint>& after) { edits.push_back(after); });
        // Double-click on the curve at master 50 adds a key at the curve's value there (5).
        const QPoint at = editor.toScreen({50.0f, 5.0f}).toPoint();
        QTest::mouseDClick(&editor, Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(int(edits.size()), 1);
        QCOMPARE(int(edits.back().size()), 3);
        QVERIFY(test::near(edits.back()[1].position.y, 0.1f * edits.back()[1].position.x, 1e-3f));
        QCOMPARE(editor.selectedKey(), 1);
        // Delete removes the selected key.
        QTest::keyClick(&editor, Qt::Key_Delete);
        QCOMPARE(int(edits.size()), 2);
        QCOMPARE(int(edits.back().size()), 2);
        // Typed exact values move the selected key, kept between its neighbours.
        editor.selectKey(1);
        editor.setSelectedKeyPosition(80.0f, 7.5f);
        QVERIFY(test::near(edits.back()[1].position.x, 80.0f) && test::near(edits.back()[1].position.y, 7.5f));
        editor.selectKey(0);
        editor.setSelectedKeyPosition(500.0f, 1.0f);  // past its neighbour: clamped just short of it
        QVERIFY(edits.back()[0].position.x < 80.0f);
        // Snapping rounds a drag to a tenth of the grid step.
        editor.setSnapping(true);
        editor.frameAll();
        const QPoint k = editor.toScreen(edits.back()[1].position).toPoint();
        QTest::mousePress(&editor, Qt::LeftButton, Qt::NoModifier, k);
        QTest::mouseMove(&editor, k + QPoint(0, -17));
        QTest::mouseRelease(&editor, Qt::LeftButton, Qt::NoModifier, k + QPoint(0, -17));
        const float y = edits.back()[1].position.y;
        QVERIFY2(std::abs(y * 10.0f - std::round(y * 10.0f)) < 1e-3f || std::abs(y - std::round(y)) < 1e-3f, qPrintable(QString::number(y)));
    }
};

QTEST_MAIN(TestReactionEditor)
#include "test_reaction_editor.moc"
