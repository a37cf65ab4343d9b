// Clip sampling and clip players against hand-computed values.
#include <QTest>

#include <cstring>

#include <glm/gtc/constants.hpp>

#include "anim/clip_player.h"
#include "anim/dense_clip.h"
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

/// A clip keyed on every whole frame from 3 to 3 + frames - 1: each track turns by stepDegrees per
/// frame about its own axis (so consecutive keys are stepDegrees apart), moves and, when scaled,
/// grows; deterministic.
Clip bakedClip(int tracks, int frames, float stepDegrees, bool scaled)
{
    Clip clip;
    clip.name = "Baked";
    clip.layer = "Base";
    clip.startFrame = 3.0f;
    clip.endFrame = 3.0f + float(frames - 1);
    for (int i = 0; i < tracks; ++i) {
        ClipTrack t;
        t.bone = "_0Base{B}#T" + std::to_string(i);
        const glm::vec3 axis = glm::normalize(glm::vec3(std::sin(1.3f * i), std::cos(0.7f * i), 0.5f + 0.1f * i));
        for (int k = 0; k < frames; ++k) {
            Srt v;
            v.translation = glm::vec3(i, 2.0f * k, -0.5f * k * i);
            v.rotation = glm::angleAxis(glm::radians(stepDegrees * float(k) * (i % 2 ? 1.0f : -0.7f) + 10.0f * i), axis);
            if (k % 3 == 1) {
                v.rotation = -v.rotation;  // the same rotation: the sampler must take the short path
            }
            v.scale = scaled ? glm::vec3(1.0f + 0.1f * k) : glm::vec3(1.0f);
            t.keys.push_back({3.0f + float(k), v});
        }
        clip.tracks.push_back(t);
    }
    return clip;
}

Clip makeClipOf(const ClipTrack& track)
{
    Clip clip;
    clip.layer = "Base";
    clip.endFrame = 10.0f;
    clip.tracks.push_back(track);
    return clip;
}

/// The angle between two rotations (radians), from the relative rotation's vector part: acos of
/// the dot product cannot resolve angles under 1e-3 in float.
float angleBetween(const glm::quat& a, const glm::quat& b)
{
    const glm::quat rel = glm::conjugate(a) * b;
    return 2.0f * std::atan2(glm::length(glm::vec3(rel.x, rel.y, rel.z)), std::abs(rel.w));
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

    void denseSamplerMatchesTheSlerpWithinItsBound()
    {
        // Keys 50 degrees apart (d = cos 25 deg = 0.906, at the fitted range's end): the corrected
        // nlerp stays within 1.5e-5 rad of the slerp (twice the 7.3e-6 of the quaternion's angle),
        // where a plain nlerp is 100 times further off (3e-3 rad).
        for (const bool scaled : {false, true}) {
            const Clip clip = bakedClip(9, 6, 50.0f, scaled);
            const auto dense = buildDenseClipKeys(clip);
            QVERIFY(dense);
            QCOMPARE(dense->hasScale, scaled);
            std::vector<float> scratch;
            float worst = 0.0f;
            for (float f = 2.0f; f <= 9.5f; f += 0.125f) {
                const float* block = sampleDense(*dense, f, scratch);
                for (int i = 0; i < 9; ++i) {
                    const Srt exact = sampleTrack(clip.tracks[std::size_t(i)], f);
                    const Srt fast = denseValue(*dense, block, i);
                    RS_VERIFY_NEAR(fast.translation, exact.translation);
                    RS_VERIFY_NEAR(fast.scale, exact.scale);
                    QVERIFY2(glm::dot(fast.rotation, exact.rotation) > 0.0f, "the same hemisphere as the slerp");
                    worst = std::max(worst, angleBetween(fast.rotation, exact.rotation));
                    if (f == std::floor(f)) {
                        QCOMPARE(fast, exact);  // on a key (and outside the keys): the key itself
                    }
                }
            }
            QVERIFY2(worst < 1.5e-5f, qPrintable(QString::number(worst)));
            QVERIFY2(worst > 0.0f, "between keys the sampler is not the slerp itself");
        }
    }

    void denseSamplerIsLeftOutWhereItCannotHold()
    {
        // Keys 60 degrees apart: past the correction's range, so the clip keeps the exact sampler.
        QVERIFY(!buildDenseClipKeys(bakedClip(3, 4, 60.0f, false)));
        // Keys off whole frames, or tracks keyed differently: no dense layout.
        QVERIFY(!buildDenseClipKeys(makeClipOf(twoKeyTrack())));
        Clip uneven = bakedClip(3, 4, 10.0f, false);
        uneven.tracks[1].keys.pop_back();
        QVERIFY(!buildDenseClipKeys(uneven));
        // A constant track (one key) is repeated on every frame.
        Clip constant = bakedClip(3, 4, 10.0f, false);
        constant.tracks[2].keys.resize(1);
        const auto dense = buildDenseClipKeys(constant);
        QVERIFY(dense);
        std::vector<float> scratch;
        const Srt held = denseValue(*dense, sampleDense(*dense, 4.5f, scratch), 2);
        RS_VERIFY_NEAR(held.translation, constant.tracks[2].keys[0].value.translation);
        QVERIFY(angleBetween(held.rotation, constant.tracks[2].keys[0].value.rotation) < 1e-6f);
    }

    void playerUsesTheDenseSamplerWithTheSameBindings()
    {
        // A player of a prepared clip writes what sampleTrack gives (within the bound) into the bones.
        Clip clip = bakedClip(2, 5, 20.0f, false);
        clip.tracks[0].bone = "_0Base{B}#A";
        clip.tracks[1].bone = "_0Base{B}#B";
        prepareClipSampling(clip);
        QVERIFY(clip.dense);
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#A", ""), makeBone("_0Base{B}#B", "_0Base{B}#A")});
        Diagnostics d;
        const auto fw = FrameworkBuilder::build({&base}, d);
        ClipPlayer player(*fw, clip, d);
        Pose pose(fw);
        player.apply(pose, 5.25f, false);
        for (int b = 0; b < 2; ++b) {
            const Srt exact = sampleTrack(clip.tracks[std::size_t(b)], 5.25f);
            RS_VERIFY_NEAR(pose.local(b).translation, exact.translation);
            QVERIFY(angleBetween(pose.local(b).rotation, exact.rotation) < 1e-5f);
        }
    }

    /// The player copies every bound track's sample into its bone, whatever the order of bones and
    /// tracks: the same bits as the block the sampler returned, the scale exactly 1 for a clip
    /// without scale keys and the clip's scale otherwise. 13 tracks, one matching no bone (so the
    /// bound tracks skip one), bones stacked in reverse order of the tracks: copied four at a time
    /// where four bound tracks follow each other, one at a time elsewhere.
    void playerCopiesEveryBoundTrackIntoItsBone_data()
    {
        QTest::addColumn<bool>("scaled");
        QTest::addRow("no scale keys") << false;
        QTest::addRow("scale keys") << true;
    }
    void playerCopiesEveryBoundTrackIntoItsBone()
    {
        QFETCH(bool, scaled);
        Clip clip = bakedClip(13, 6, 15.0f, scaled);
        std::vector<RawBone> bones;
        for (int i = 12; i >= 0; --i) {
            if (i != 6) {
                bones.push_back(makeBone("_0Base{B}#T" + std::to_string(i), ""));
            }
        }
        prepareClipSampling(clip);
        QVERIFY(clip.dense);
        const RawLayer base = makeLayer("Base", 0, bones);
        Diagnostics d;
        const auto fw = FrameworkBuilder::build({&base}, d);
        ClipPlayer player(*fw, clip, d);
        QCOMPARE(player.boundTrackCount(), 12);
        for (float frame : {3.0f, 5.25f, 7.5f}) {
            Pose pose(fw);
            player.apply(pose, frame, false);
            std::vector<float> scratch;
            const float* block = sampleDense(*clip.dense, frame, scratch);
            for (int t = 0; t < 13; ++t) {
                const int bone = fw->findBone("_0Base{B}#T" + std::to_string(t));
                if (t == 6) {
                    QCOMPARE(bone, -1);
                    continue;
                }
                const Srt expected = denseValue(*clip.dense, block, t);
                QVERIFY2(std::memcmp(&pose.local(bone), &expected, sizeof(Srt)) == 0,
                         qPrintable(QStringLiteral("frame %1, track %2").arg(frame).arg(t)));
                QCOMPARE(pose.hasWorldScale(bone), scaled && !isTrivialScale(expected.scale));
                if (!scaled) {
                    QCOMPARE(pose.local(bone).scale, glm::vec3(1.0f));
                }
            }
        }
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
