// Hit reactions in the window: Ctrl+Shift+click on the hexapod's tail (QTest on the viewport) pushes it
// along the view direction while the timeline is paused, the chain swings and settles back to the
// clip's pose; Ctrl+Shift+click on a bone no physics chain holds says so in the messages.
#include <QAction>
#include <QScreen>
#include <QTest>

#include "gui/main_window.h"
#include "gui/playback/playback_model.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

class TestHitReaction : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ctrlClickOnTheTailSwingsItAndItSettles()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(doc->open(QStringLiteral(RIGSTAGE_SAMPLES "/hexapod/hexapod.character.xml")));
        window.timeline()->pause();
        QVERIFY(window.viewport()->viewFrom("left"));  // the tail seen side on: a hit pushes it sideways on screen
        // The layout settles (the viewport's size, so where the tail shows): the same size for 300 ms.
        // On a busy machine it can still change after a fixed wait, and the click then lands beside
        // the tail.
        QSize size;
        int sameFor = 0;
        QTRY_VERIFY_WITH_TIMEOUT((sameFor = window.viewport()->stage()->size() == size ? sameFor + 1 : 0,
                                  size = window.viewport()->stage()->size(), sameFor >= 6),
                                 10000);
        const Framework& fw = *doc->framework();
        const int tip = fw.findBone("_0Base{B}#Tail3");
        const int mid = fw.findBone("_0Base{BD}#Tail2");
        const glm::vec3 rest(doc->world()[std::size_t(tip)][3]);
        const auto at = window.viewport()->screenPosition(glm::vec3(doc->world()[std::size_t(mid)][3]));
        QVERIFY(at);
        QCOMPARE(window.viewport()->boneAt(at->toPoint()), mid);
        QTest::mousePress(window.viewport()->stage(), Qt::LeftButton, Qt::ControlModifier | Qt::ShiftModifier, at->toPoint());
        QTest::mouseRelease(window.viewport()->stage(), Qt::LeftButton, Qt::ControlModifier | Qt::ShiftModifier, at->toPoint());
        const glm::vec3 view3 = glm::normalize(window.viewport()->cameraSpec().target - window.viewport()->cameraSpec().position);
        float furthest = 0.0f;
        QTRY_VERIFY_WITH_TIMEOUT((furthest = std::max(furthest, glm::dot(glm::vec3(doc->world()[std::size_t(tip)][3]) - rest, view3))) > 2.0f, 2000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QVERIFY(window.viewport()->viewFrom("back"));  // the swing across the view
            QTest::qWait(150);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/hit-reaction.png"));
        }
        // ... and comes back to the clip's pose by itself, the timeline still paused.
        QTRY_VERIFY_WITH_TIMEOUT(glm::length(glm::vec3(doc->world()[std::size_t(tip)][3]) - rest) < 0.2f, 5000);
        QCOMPARE(doc->playback()->frame(), 0.0);

        // A leg is in no chain: the messages say so and nothing moves.
        const int foot = fw.findBone("_0Base{BD}#L1_Foot");
        const qsizetype before = doc->messages().size();
        QVERIFY(!doc->playback()->hitBone(foot, glm::vec3(1, 0, 0)));
        QCOMPARE(doc->messages().size(), before + 1);
        QVERIFY(doc->messages().back().contains(QStringLiteral("L1_Foot")));
    }
};

QTEST_MAIN(TestHitReaction)
#include "test_hit_reaction.moc"
