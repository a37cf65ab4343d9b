// Transitions queued from the Procedural dock: the walker's walk hands over to its idle at frame 10
// while it plays; with inertialization the foot moves on smoothly where a cut jumps, the timeline
// shows the new clip, and the queue empties.
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>

#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "gui/selection/selection_model.h"
#include "gui/saving/document_saver.h"
#include "sample_copy.h"
#include "viewport/viewport_widget.h"
#include "widgets/procedural_panel.h"
#include "widgets/timeline_widget.h"
#include "widgets/transition_editor.h"

using namespace rigstage;

namespace {

/// Plays the walk to frame 14 with a transition to Idle queued at frame 10 by the dock (method:
/// 0 cut, 2 inertialization); returns the largest step of the left foot between two frames at and
/// after the switch, and that before it.
std::pair<float, float> play(int method, const QString& shot = {})
{
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.document()->open(test::copySampleWith(dir))) {
        return {-1.0f, -1.0f};
    }
    Document* doc = window.document();
    TransitionEditor* editor = window.proceduralPanel()->transitions();
    editor->clipBox()->setCurrentIndex(editor->clipBox()->findText(QStringLiteral("Idle")));
    editor->frameBox()->setValue(10.0);
    editor->methodBox()->setCurrentIndex(method);
    editor->secondsBox()->setValue(0.4);
    QTest::mouseClick(editor->queueButton(), Qt::LeftButton);
    if (!doc->playback()->queuedTransition()) {
        return {-1.0f, -1.0f};
    }
    window.timeline()->pause();
    window.timeline()->setFrame(0.0);
    const int foot = doc->framework()->findBone("_0Base{BD}#L_Foot");
    glm::vec3 last(doc->world()[std::size_t(foot)][3]);
    float before = 0.0f, after = 0.0f;
    for (int i = 1; i <= 14; ++i) {
        const bool switched = doc->playback()->clip() == 1;
        window.timeline()->advance(1.0 / 30.0);
        const glm::vec3 now(doc->world()[std::size_t(foot)][3]);
        (doc->playback()->clip() == 1 ? after : before) = std::max(doc->playback()->clip() == 1 ? after : before, glm::length(now - last));
        last = now;
        if (!switched && doc->playback()->clip() == 1 && !shot.isEmpty()) {
            window.viewport()->viewFrom("left");
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shot);
        }
    }
    bool shown = false;  // the timeline's clip box shows the new clip
    for (const QComboBox* box : window.timeline()->findChildren<QComboBox*>()) {
        shown = shown || box->currentText() == QStringLiteral("Idle");
    }
    const bool ok = doc->playback()->clip() == 1 && !doc->playback()->queuedTransition() && shown;
    doc->saver()->forgetUnsavedChanges();
    return ok ? std::pair{before, after} : std::pair{-2.0f, -2.0f};
}

}  // namespace

class TestTransitionQueue : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void inertializationHandsTheWalkToTheIdleWithoutAPop()
    {
        const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR");
        const auto [walkStep, inertialized] = play(2, shots.isEmpty() ? QString() : shots + QStringLiteral("/transition.png"));
        const auto [walkStep2, cut] = play(0);
        QVERIFY2(walkStep > 0.0f && walkStep2 > 0.0f, qPrintable(QString("the transition did not play: %1 %2").arg(walkStep).arg(walkStep2)));
        // A cut jumps further in one frame than the walk ever moves the foot; inertialization does not.
        QVERIFY2(cut > 1.5f * walkStep, qPrintable(QString("cut %1, walk %2").arg(cut).arg(walkStep)));
        QVERIFY2(inertialized <= 1.1f * walkStep, qPrintable(QString("inertialized %1, walk %2").arg(inertialized).arg(walkStep)));
    }

    void bothMethodsPlaySideBySide()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(doc->open(test::copySampleWith(dir)));
        TransitionEditor* editor = window.proceduralPanel()->transitions();
        QTest::mouseClick(editor->compareBox(), Qt::LeftButton, {}, QPoint(8, editor->compareBox()->height() / 2));
        QVERIFY(doc->playback()->comparingTransitions());
        const int n = doc->framework()->boneCount();
        QCOMPARE(int(window.viewport()->stage()->scene()->bones().size()), 2 * n);  // the copy is drawn too
        editor->clipBox()->setCurrentIndex(1);
        editor->frameBox()->setValue(6.0);
        editor->methodBox()->setCurrentIndex(2);  // inertialization here, so the copy crossfades
        editor->secondsBox()->setValue(0.5);
        QTest::mouseClick(editor->queueButton(), Qt::LeftButton);
        window.timeline()->pause();
        window.timeline()->setFrame(0.0);
        const int foot = doc->framework()->findBone("_0Base{BD}#R_Foot");
        const int head = doc->framework()->findBone("_0Base{BD}#Head");  // the feet step alike in both methods; the body does not
        auto offset = [&] { return glm::vec3(doc->playback()->comparisonWorld()[std::size_t(head)][3] - doc->world()[std::size_t(head)][3]); };
        const glm::vec3 beside = offset();  // before: the same pose, moved along X only
        QVERIFY(beside.x > 100.0f && std::abs(beside.y) < 1e-3f && std::abs(beside.z) < 1e-3f);
        float apart = 0.0f;
        for (int i = 1; i <= 30; ++i) {
            window.timeline()->advance(1.0 / 30.0);
            apart = std::max(apart, glm::length(offset() - beside));  // the two methods part during the transition
            if (i == 9) {
                if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
                    window.viewport()->viewFrom("front");  // the two side by side
                    QTest::qWait(300);
                    window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/transition-side-by-side.png"));
                }
            }
        }
        QVERIFY2(apart > 0.5f, qPrintable(QString::number(apart)));
        QVERIFY(glm::length(offset() - beside) < 1e-3f);  // both ended on the idle
        // Clicking a bone of the copy selects the character's own.
        const auto at = window.viewport()->screenPosition(glm::vec3(doc->playback()->comparisonWorld()[std::size_t(foot)][3]));
        QVERIFY(at);
        QTest::mouseClick(window.viewport()->stage(), Qt::LeftButton, {}, at->toPoint());
        QTRY_COMPARE(doc->selection()->bone(), foot);
        doc->saver()->forgetUnsavedChanges();
    }
};

QTEST_MAIN(TestTransitionQueue)
#include "test_transition_queue.moc"
