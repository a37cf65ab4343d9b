// The procedural settings' edits without a window, on the walker (locomotion, and a slope
// adaptation whose alignment the manifest sets to -0.25): applied at once, steps of one field make
// one undo step, another field starts another, and undo and redo say so with settingsChanged().
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "gui/document.h"
#include "gui/procedural/procedural_edits.h"

using namespace rigstage;

namespace {
const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");
}

class TestProceduralEdits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stepsOfOneFieldMakeOneUndoStep()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        ProceduralLocomotion* loco = document.instance()->locomotion();
        QVERIFY(loco);
        ProceduralEdits& edits = *document.procedural();
        QSignalSpy changed(&edits, &ProceduralEdits::settingsChanged);
        const LocomotionSettings original = loco->settings();

        LocomotionSettings s = original;
        s.maxSpeed = original.maxSpeed + 10.0f;
        edits.editLocomotionSettings(s);
        QCOMPARE(loco->settings().maxSpeed, original.maxSpeed + 10.0f);  // at once
        s.maxSpeed = original.maxSpeed + 20.0f;
        edits.editLocomotionSettings(s);
        QCOMPARE(document.undoStack()->count(), 1);  // the spin box's two steps: one undo step
        s.stepHeight = original.stepHeight + 2.0f;
        edits.editLocomotionSettings(s);
        QCOMPARE(document.undoStack()->count(), 2);  // another field
        QCOMPARE(changed.count(), 0);  // the dock made these itself

        document.undoStack()->undo();
        QCOMPARE(loco->settings().stepHeight, original.stepHeight);
        QCOMPARE(loco->settings().maxSpeed, original.maxSpeed + 20.0f);
        document.undoStack()->undo();
        QCOMPARE(loco->settings().maxSpeed, original.maxSpeed);
        QCOMPARE(changed.count(), 2);
        document.undoStack()->redo();
        QCOMPARE(loco->settings().maxSpeed, original.maxSpeed + 20.0f);
        QCOMPARE(changed.count(), 3);
    }

    void slopeTuning()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        SlopeAdaptation* slope = document.instance()->slopeAdaptation();
        QVERIFY(slope);
        QCOMPARE(slope->settings().alignment, -0.25f);
        const SpringSettings height = slope->settings().heightSpring;
        SpringSettings pitch = slope->settings().pitchSpring;
        ProceduralEdits& edits = *document.procedural();
        QCOMPARE(slope->settings().roll, 0.5f);
        edits.editSlopeTuning(0.5f, 0.5f, 15.0f, height, pitch);
        QCOMPARE(slope->settings().alignment, 0.5f);
        pitch.frequencyHz += 1.0f;
        edits.editSlopeTuning(0.5f, 0.5f, 15.0f, height, pitch);
        QCOMPARE(slope->settings().pitchSpring.frequencyHz, pitch.frequencyHz);
        // The roll and its limit, one undo step each.
        edits.editSlopeTuning(0.5f, 0.8f, 15.0f, height, pitch);
        edits.editSlopeTuning(0.5f, 0.8f, 9.0f, height, pitch);
        QCOMPARE(slope->settings().roll, 0.8f);
        QCOMPARE(slope->settings().maxRollDegrees, 9.0f);
        QCOMPARE(document.undoStack()->count(), 4);
        document.undoStack()->undo();
        QCOMPARE(slope->settings().maxRollDegrees, 15.0f);
        document.undoStack()->undo();
        QCOMPARE(slope->settings().roll, 0.5f);
        document.undoStack()->undo();
        QCOMPARE(slope->settings().pitchSpring.frequencyHz, pitch.frequencyHz - 1.0f);
        QCOMPARE(slope->settings().alignment, 0.5f);
        document.undoStack()->undo();
        QCOMPARE(slope->settings().alignment, -0.25f);
    }

    void nothingWithoutACharacter()
    {
        Document document;
        document.procedural()->editLocomotionSettings(LocomotionSettings{});
        document.procedural()->editTrailingSettings(0, 0.1f, 30.0f);
        QCOMPARE(document.undoStack()->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestProceduralEdits)
#include "test_procedural_edits.moc"
