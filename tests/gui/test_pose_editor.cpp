// Pose by hand: turning the selected calf in the Inspector's "Pose by hand" group (QTest keys on its
// spin box) bends the knee on top of the clip, and the knee-volume helper joint that reads the knee
// follows by its wire (Z = the calf's Z / 2); undo puts the clip's knee back, the edit survives a
// costume swap, and Reset to the Clip clears it. (The arms are under hand IK, which would pull a
// turned elbow back onto its target.) Once a typed value is committed, Ctrl+Z in the field undoes
// the document's edit (and Ctrl+Y / Ctrl+Shift+Z redo it); while typing, the field keeps its own undo.
#include <QAction>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QScreen>
#include <QUndoStack>

#include <cmath>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "gui/main_window.h"
#include "gui/posing/posing_model.h"
#include "gui/selection/selection_model.h"
#include "gui/saving/document_saver.h"
#include "sample_copy.h"
#include "math/euler.h"
#include "viewport/viewport_widget.h"
#include "widgets/document_undo_keys.h"
#include "widgets/pose_editor.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

class TestPoseEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void turningTheCalfMovesTheKneeHelper()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(doc->open(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));  // with its costumes
        window.timeline()->pause();
        const int forearm = doc->framework()->findBone("_0Base{BD}#L_Calf");
        const int bulge = doc->framework()->findBone("_1Muscle{D}#L_KneeVolume");
        doc->selection()->setBone(forearm);
        auto elbow = [&] { return quatToEuler(doc->instance()->pose().local(forearm).rotation, EulerOrder::XYZ).z; };
        auto bulgeTurn = [&] { return quatToEuler(doc->instance()->pose().local(bulge).rotation, EulerOrder::XYZ).z; };
        const float clipElbow = elbow();
        PoseEditor* editor = window.findChild<PoseEditor*>();
        QVERIFY(editor && editor->isEnabled());
        QDoubleSpinBox* y = editor->axis(2);
        y->setFocus();
        y->selectAll();
        QTest::keyClicks(y, QStringLiteral("30"));
        QTest::keyClick(y, Qt::Key_Tab);
        QVERIFY2(std::abs(elbow() - (clipElbow + glm::radians(30.0f))) < 1e-3f, qPrintable(QString("%1 vs %2").arg(elbow()).arg(clipElbow)));
        // The helper turns by half the knee, as its wire says.
        QVERIFY2(std::abs(bulgeTurn() - elbow() / 2.0f) < 1e-4f, qPrintable(QString("%1 vs %2").arg(bulgeTurn()).arg(elbow() / 2.0f)));
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.viewport()->frameAll();
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/pose-by-hand.png"));
        }
        // One undo step for the typing, back to the clip.
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QVERIFY(std::abs(elbow() - clipElbow) < 1e-5f);
        QCOMPARE(y->value(), 0.0);
        doc->undoStack()->redo();
        QVERIFY(std::abs(elbow() - (clipElbow + glm::radians(30.0f))) < 1e-3f);
        // The edit follows the bone through a costume swap.
        QVERIFY(doc->setCostumes({0}));
        const int forearmNow = doc->framework()->findBone("_0Base{BD}#L_Calf");
        QVERIFY(std::abs(quatToEuler(doc->instance()->pose().local(forearmNow).rotation, EulerOrder::XYZ).z
                         - (clipElbow + glm::radians(30.0f))) < 1e-3f);
        doc->selection()->setBone(forearmNow);
        QTest::mouseClick(editor->resetButton(), Qt::LeftButton);
        QVERIFY(std::abs(quatToEuler(doc->instance()->pose().local(forearmNow).rotation, EulerOrder::XYZ).z - clipElbow) < 1e-5f);
        doc->saver()->forgetUnsavedChanges();
    }

    void handPosesAreSavedWithTheViewState()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        const glm::vec3 bent(0.0f, 0.0f, 30.0f);
        {
            Document doc;
            QVERIFY(doc.open(manifest));
            const int calf = doc.framework()->findBone("_0Base{BD}#L_Calf");
            doc.posing()->editPose(calf, bent);
            doc.posing()->editPoseMove(calf, glm::vec3(1.0f, 2.0f, 3.0f));
            // Unsaved, asked about and in the autosave's recovery data.
            QVERIFY(doc.saver()->hasUnsavedChanges());
            QVERIFY(doc.saver()->unsavedChanges().join(QLatin1Char(' ')).contains(QStringLiteral("hand poses")));
            const QJsonObject recovery = QJsonDocument::fromJson(doc.saver()->recoveryData()).object();
            QVERIFY(recovery.value(QStringLiteral("poseEdits")).toObject().contains(QStringLiteral("_0Base{BD}#L_Calf")));
            QString error;
            QVERIFY2(doc.saver()->saveViewState(&error), qPrintable(error));
            QVERIFY(!doc.saver()->hasUnsavedChanges());
        }
        // Opened again: the pose is back, and nothing is unsaved.
        Document again;
        QVERIFY(again.open(manifest));
        const int calf = again.framework()->findBone("_0Base{BD}#L_Calf");
        QCOMPARE(again.posing()->poseEditDegrees(calf), bent);
        QCOMPARE(again.posing()->poseEditMove(calf), glm::vec3(1.0f, 2.0f, 3.0f));
        QVERIFY(!again.saver()->hasUnsavedChanges());
        // A view state naming a missing bone or a bad angle: that pose is skipped with a message,
        // the rest applies.
        QFile view(again.saver()->viewStatePath());
        QVERIFY(view.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(view.readAll()).object();
        view.close();
        QJsonObject edits = root.value(QStringLiteral("poseEdits")).toObject();
        edits.insert(QStringLiteral("_0Base{BD}#NoSuchBone"), QJsonArray{1, 2, 3});
        edits.insert(QStringLiteral("_0Base{BD}#R_Calf"), QJsonArray{1, 2, 1e9});
        root.insert(QStringLiteral("poseEdits"), edits);
        QVERIFY(view.open(QIODevice::WriteOnly | QIODevice::Truncate));
        view.write(QJsonDocument(root).toJson());
        view.close();
        Document third;
        QVERIFY(third.open(manifest));
        QCOMPARE(third.posing()->poseEditDegrees(third.framework()->findBone("_0Base{BD}#L_Calf")), bent);
        QCOMPARE(third.posing()->poseEditDegrees(third.framework()->findBone("_0Base{BD}#R_Calf")), glm::vec3(0.0f));
        const QString messages = third.messages().join(QLatin1Char('\n'));
        QVERIFY2(messages.contains(QStringLiteral("NoSuchBone")) && messages.contains(QStringLiteral("R_Calf")), qPrintable(messages));
    }

    void undoKeysInACommittedFieldUndoTheDocumentsEdit()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();  // the window's shortcuts answer in the active window
        QVERIFY(QTest::qWaitForWindowActive(&window));
        Document* doc = window.document();
        QVERIFY(doc->open(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        window.timeline()->pause();
        const int calf = doc->framework()->findBone("_0Base{BD}#L_Calf");
        doc->selection()->setBone(calf);
        PoseEditor* editor = window.findChild<PoseEditor*>();
        QVERIFY(editor && editor->isEnabled());
        QDoubleSpinBox* z = editor->axis(2);
        QAction* undo = nullptr;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Z))) {
                undo = action;
            }
        }
        QVERIFY(undo);
        QSignalSpy undoPressed(undo, &QAction::triggered);
        const auto handTurn = [&] { return doc->posing()->poseEditDegrees(calf).z; };

        // Typing, not committed: Ctrl+Z is the field's own (the text goes back), not the window's.
        z->setFocus();
        QVERIFY(z->hasFocus());
        z->selectAll();
        QTest::keyClicks(z, QStringLiteral("4"));
        QVERIFY(DocumentUndoKeys::isTyping(z));
        QCOMPARE(handTurn(), 4.0f);
        QTest::keyClick(z, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(undoPressed.count(), 0);
        QCOMPARE(z->value(), 0.0);

        // Typed and committed with Enter: Ctrl+Z undoes the hand pose in the document.
        z->selectAll();
        QTest::keyClicks(z, QStringLiteral("30"));
        QTest::keyClick(z, Qt::Key_Return);
        QVERIFY(!DocumentUndoKeys::isTyping(z));
        QCOMPARE(handTurn(), 30.0f);
        QTest::keyClick(z, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(undoPressed.count(), 1);
        QCOMPARE(handTurn(), 0.0f);
        QCOMPARE(z->value(), 0.0);
        QVERIFY(z->hasFocus());
        // Redo, by either habit.
        QTest::keyClick(z, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(handTurn(), 30.0f);
        QCOMPARE(z->value(), 30.0);
        QTest::keyClick(z, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(handTurn(), 0.0f);
        QTest::keyClick(z, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(handTurn(), 30.0f);
        QCOMPARE(z->value(), 30.0);

        // A step of the arrows commits too: Ctrl+Z undoes it (the step and the typing before it
        // are one edit of this field), back to no hand pose.
        QTest::keyClick(z, Qt::Key_Up);
        QCOMPARE(handTurn(), 35.0f);
        QVERIFY(!DocumentUndoKeys::isTyping(z));
        QTest::keyClick(z, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(undoPressed.count(), 3);
        QVERIFY(handTurn() < 35.0f);
        QCOMPARE(z->value(), double(handTurn()));
        doc->forgetUnsavedChanges();
    }
};

QTEST_MAIN(TestPoseEditor)
#include "test_pose_editor.moc"
