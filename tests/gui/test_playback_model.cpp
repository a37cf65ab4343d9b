// The playback model without a window: the clip and frame reach the character, the rule past the
// clip's end wraps or holds as core/anim/clip.cpp's clipFrame says, a queued transition starts
// only when playing runs through its frame (not on a scrub) and lands where the time left over
// says, and the transition comparison stands one character height along X.
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

#include "gui/document.h"
#include "gui/playback/playback_model.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

float largestDifference(const std::vector<glm::mat4>& a, const std::vector<glm::mat4>& b)
{
    float worst = 0.0f;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
        for (int c = 0; c < 4; ++c) {
            worst = std::max(worst, glm::length(a[i][c] - b[i][c]));
        }
    }
    return a.size() == b.size() ? worst : 1e9f;
}

}  // namespace

class TestPlaybackModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void clipAndFrameReachTheCharacter()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        PlaybackModel& playback = *document.playback();
        QCOMPARE(playback.clipNames(), (QStringList{QStringLiteral("Walk"), QStringLiteral("Idle")}));
        QCOMPARE(playback.clip(), 0);
        QCOMPARE(playback.frame(), 0.0);
        QCOMPARE(QString::fromStdString(document.instance()->clip()->name), QStringLiteral("Walk"));

        playback.setClip(1);
        QCOMPARE(QString::fromStdString(document.instance()->clip()->name), QStringLiteral("Idle"));
        QCOMPARE(playback.clipName(), QStringLiteral("Idle"));
        playback.setClip(0);

        // Walk runs from 0 to 32 (30 fps). Jumps leave the trailing joints at rest, so two poses
        // reached by jumps compare exactly.
        playback.setFrame(3.0);
        const std::vector<glm::mat4> atThree = document.world();
        playback.setFrame(32.0);
        const std::vector<glm::mat4> atEnd = document.world();
        QVERIFY(largestDifference(atThree, atEnd) > 1.0f);  // the walk moves

        playback.setFrame(40.0);  // past the end, not looping: the last frame holds
        QVERIFY2(largestDifference(document.world(), atEnd) < 1e-4f, "past the end holds frame 32");
        playback.setLoopPastEnd(true);  // looping: 40 wraps to 40 - 32 = 8
        playback.setFrame(35.0);        // 35 wraps to 3
        QVERIFY2(largestDifference(document.world(), atThree) < 1e-3f, "35 wraps to 3");
        QVERIFY(playback.loopsPastEnd());
    }

    void aQueuedTransitionStartsWhenPlayedThrough()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        PlaybackModel& playback = *document.playback();
        QSignalSpy switched(&playback, &PlaybackModel::clipSwitched);
        QSignalSpy queueChanged(&playback, &PlaybackModel::transitionQueueChanged);

        PlaybackModel::QueuedTransition cut;
        cut.toClip = 1;
        cut.atFrame = 10.0;
        playback.queueTransition(cut);
        QCOMPARE(queueChanged.count(), 1);
        QVERIFY(playback.queuedTransition());

        // A scrub across the frame (a jump of 20 frames, more than a quarter second) is not playing.
        playback.setFrame(20.0);
        QCOMPARE(playback.clip(), 0);
        QCOMPARE(switched.count(), 0);
        playback.setFrame(5.0);

        // Playing 9 -> 12 runs through frame 10: Idle (also 30 fps) plays on from its start by the
        // two frames left over.
        playback.setFrame(9.0);
        playback.setFrame(12.0);
        QCOMPARE(playback.clip(), 1);
        QCOMPARE(playback.frame(), 2.0);
        QCOMPARE(switched.count(), 1);
        QCOMPARE(switched.at(0).at(0).toInt(), 1);
        QCOMPARE(switched.at(0).at(1).toDouble(), 2.0);
        QVERIFY(!playback.queuedTransition());
        QCOMPARE(queueChanged.count(), 2);

        playback.queueTransition(cut);  // to the clip playing: still queued, then cancelled
        playback.cancelTransition();
        QVERIFY(!playback.queuedTransition());
        PlaybackModel::QueuedTransition bad;
        bad.toClip = 7;  // no such clip: refused
        playback.queueTransition(bad);
        QVERIFY(!playback.queuedTransition());
    }

    void theComparisonStandsOneHeightAlongX()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        PlaybackModel& playback = *document.playback();
        QSignalSpy comparison(&playback, &PlaybackModel::comparisonChanged);
        QSignalSpy stages(&document, &Document::stagesChanged);
        QVERIFY(playback.comparisonWorld().empty());
        playback.setCompareTransitions(true);
        QVERIFY(playback.comparingTransitions());
        QCOMPARE(comparison.count(), 1);
        QCOMPARE(stages.count(), 1);  // the stage list shows the switch

        // The height: the farthest bind position from the origin.
        const Framework& fw = *document.framework();
        float height = 1.0f;
        for (int b = 0; b < fw.boneCount(); ++b) {
            height = std::max(height, glm::length(glm::vec3(fw.bindWorld(b)[3])));
        }
        playback.setFrame(6.0);
        const auto& world = document.world();
        const auto& beside = playback.comparisonWorld();
        QCOMPARE(beside.size(), world.size());
        for (std::size_t b = 0; b < world.size(); ++b) {
            const glm::vec3 offset = glm::vec3(beside[b][3]) - glm::vec3(world[b][3]);
            QVERIFY2(glm::length(offset - glm::vec3(height, 0.0f, 0.0f)) < 1e-3f, qPrintable(QString::number(b)));
        }

        // From the left side (looking along X) the window sets it across the view: along Y.
        playback.setComparisonAcross(glm::vec3(0.0f, 2.0f, 0.0f));
        for (std::size_t b = 0; b < world.size(); ++b) {
            const glm::vec3 offset = glm::vec3(playback.comparisonWorld()[b][3]) - glm::vec3(document.world()[b][3]);
            QVERIFY2(glm::length(offset - glm::vec3(0.0f, height, 0.0f)) < 1e-3f, qPrintable(QString::number(b)));
        }
        playback.setComparisonAcross(glm::vec3(0.0f));  // no direction: kept
        QVERIFY(glm::length(glm::vec3(playback.comparisonWorld()[0][3]) - glm::vec3(document.world()[0][3]) - glm::vec3(0.0f, height, 0.0f)) < 1e-3f);

        // Another load starts without it.
        QVERIFY(document.open(kManifest));
        QVERIFY(!playback.comparingTransitions());
        QVERIFY(playback.comparisonWorld().empty());
    }

    void reloadKeepsTheFrameAndClip()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        PlaybackModel& playback = *document.playback();
        playback.setClip(1);
        playback.setFrame(17.0);
        QVERIFY(document.reload());
        QCOMPARE(playback.clip(), 1);
        QCOMPARE(playback.frame(), 17.0);
    }

    void drivingNeedsLocomotion()
    {
        Document document;
        QVERIFY(document.open(QStringLiteral(RIGSTAGE_SAMPLES "/hexapod/hexapod.character.xml")));
        const int before = document.messages().size();
        QVERIFY(!document.playback()->setDriving(true));
        QVERIFY(!document.playback()->isDriving());
        QVERIFY(document.messages().size() == before + 1 && document.messages().back().contains(QStringLiteral("<Locomotion>")));
        QVERIFY(document.open(kManifest));
        QVERIFY(document.playback()->setDriving(true));
        QVERIFY(document.playback()->isDriving());
    }
};

QTEST_GUILESS_MAIN(TestPlaybackModel)
#include "test_playback_model.moc"
