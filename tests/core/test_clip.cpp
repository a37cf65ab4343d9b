// Clip sampling and clip players against hand-computed values.
#include <QTest>

#include <glm/gtc/constants.hpp>

#include "anim/clip_player.h"
#include "core/rig_builders.h"
#include "test_helpers.h"

using namespace rigstage;
using rigstage::test::makeBone;
using rigstage::test::makeLayer;

namespace {

ClipTrack twoKeyTrack()
{
    // Frame 0: at the origin, no rotation, scale 1. Frame 10: at (10, 20, 30), 90 deg about Z, scale 3.
    ClipTrack t;
    t.bone = "_0Base{B}#A";
    t.keys.push_back({0.0f, Srt{}});
    t.keys.push_back({10.0f, Srt{{10, 20, 30}, glm::angleAxis(glm::half_pi<float>(), glm::vec3(0, 0, 1)), {3, 3, 3}}});
    return t;
}

}  // namespace

class TestClip : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void emptyTrackGivesIdentity()
    {
        ClipTrack t;
        QCOMPARE(sampleTrack(t, 3.0f), Srt{});
    }

    void betweenKeysInterpolates()
    {
        const ClipTrack t = twoKeyTrack();
        // Frame 2.5 is a quarter of the way: translation (2.5, 5, 7.5), scale 1.5, rotation 22.5 deg about Z.
        const Srt s = sampleTrack(t, 2.5f);
        RS_VERIFY_NEAR(s.translation, glm::vec3(2.5f, 5.0f, 7.5f));
        RS_VERIFY_NEAR(s.scale, glm::vec3(1.5f));
        const glm::vec3 x = s.rotation * glm::vec3(1, 0, 0);
        const float deg = glm::degrees(std::atan2(x.y, x.x));
        QVERIFY2(test::near(deg, 22.5f), qPrintable(QString::number(deg)));
    }

    void atAndOutsideKeysHolds()
    {
        const ClipTrack t = twoKeyTrack();
        QCOMPARE(sampleTrack(t, 0.0f), t.keys[0].value);
        QCOMPARE(sampleTrack(t, 10.0f), t.keys[1].value);
        QCOMPARE(sampleTrack(t, -5.0f), t.keys[0].value);
        QCOMPARE(sampleTrack(t, 99.0f), t.keys[1].value);
    }

    void slerpTakesTheShortPath()
    {
        // q and -q are the same rotation; halfway between +10 deg and (the negated) -10 deg is 0, not 180.
        ClipTrack t;
        t.keys.push_back({0.0f, Srt{{}, glm::angleAxis(glm::radians(10.0f), glm::vec3(0, 0, 1)), {1, 1, 1}}});
        t.keys.push_back({2.0f, Srt{{}, -glm::angleAxis(glm::radians(-10.0f), glm::vec3(0, 0, 1)), {1, 1, 1}}});
        const Srt s = sampleTrack(t, 1.0f);
        QVERIFY2(test::sameRotation(s.rotation, glm::quat(1, 0, 0, 0)), qPrintable(test::str(s.rotation)));
    }

    void frameWrapsWhenLooping()
    {
        Clip c;
        c.startFrame = 0;
        c.endFrame = 32;
        QCOMPARE(clipFrame(c, 40.0f, true), 8.0f);
        QCOMPARE(clipFrame(c, -1.0f, true), 31.0f);
        QCOMPARE(clipFrame(c, 32.0f, true), 0.0f);
        QCOMPARE(clipFrame(c, 40.0f, false), 32.0f);
        QCOMPARE(clipFrame(c, -1.0f, false), 0.0f);
        c.endFrame = 0;
        QCOMPARE(clipFrame(c, 5.0f, true), 0.0f);
    }

    void playerMatchesBonesByNameAndReportsTheRestOnce()
    {
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#A", ""), makeBone("_0Base{B}#B", "_0Base{B}#A", {0, 0, 5})});
        const RawLayer muscle = makeLayer("Muscle", 1, {makeBone("_1Muscle{D}#M", "_0Base{B}#A")});
        Diagnostics d;
        const auto fw = FrameworkBuilder::build({&base, &muscle}, d);
        QVERIFY(fw);
        Clip clip;
        clip.name = "Walk";
        clip.layer = "Base";
        clip.file = "walk.xml";
        clip.endFrame = 10;
        clip.tracks.push_back(twoKeyTrack());                 // full name
        ClipTrack shortNamed = twoKeyTrack();
        shortNamed.bone = "B";                                // matched by the part after '#'
        clip.tracks.push_back(shortNamed);
        ClipTrack other = twoKeyTrack();
        other.bone = "_1Muscle{D}#M";                         // exists, but in another layer
        clip.tracks.push_back(other);
        ClipTrack ghost = twoKeyTrack();
        ghost.bone = "_0Base{B}#Ghost";
        ghost.line = 42;
        clip.tracks.push_back(ghost);

        Diagnostics bindDiagnostics;
        ClipPlayer player(*fw, clip, bindDiagnostics);
        QCOMPARE(player.boundTrackCount(), 2);
        QCOMPARE(int(player.unmatchedTracks().size()), 2);
        QCOMPARE(int(bindDiagnostics.size()), 1);
        QCOMPARE(bindDiagnostics.items()[0].code, std::string("clip.unmatched-tracks"));
        QCOMPARE(int(bindDiagnostics.items()[0].bones.size()), 2);

        Pose pose(fw);
        player.apply(pose, 10.0f, false);
        // A at (10,20,30) rotated 90 deg about Z, scaled 3; B's track puts B at (10,20,30) in A's space:
        // world = (10,20,30) + Rz90 * 3 * (10,20,30) = (10 - 60, 20 + 30, 30 + 90) = (-50, 50, 120).
        RS_VERIFY_NEAR(glm::vec3(pose.world(1)[3]), glm::vec3(-50, 50, 120));
        // The muscle bone keeps its bind local (identity under A).
        RS_VERIFY_NEAR(glm::vec3(pose.world(2)[3]), glm::vec3(10, 20, 30));
    }

    void clipForAnUnstackedLayerIsAnError()
    {
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#A", "")});
        Diagnostics d;
        const auto fw = FrameworkBuilder::build({&base}, d);
        Clip clip;
        clip.name = "Cape";
        clip.layer = "Costume";
        Diagnostics bindDiagnostics;
        ClipPlayer player(*fw, clip, bindDiagnostics);
        QVERIFY(bindDiagnostics.contains("clip.unknown-layer"));
    }
};

QTEST_APPLESS_MAIN(TestClip)
#include "test_clip.moc"
