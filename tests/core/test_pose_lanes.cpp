// Eight characters held in lanes (pose/pose_lanes.h) and a clip played into them
// (anim/clip_lanes.h): every lane must hold the bits its character's own Pose holds after
// ClipPlayer::apply and the world pass, on the game rig (dense keys), with the per-track sampler,
// and on a scaled clip whose bound tracks skip one; at a key, a lane holds the key itself.
#include <QTest>

#include <cstring>
#include <string>

#include "anim/clip_lanes.h"
#include "anim/clip_player.h"
#include "core/rig_builders.h"
#include "io/character_loader.h"
#include "pose/pose.h"
#include "pose/pose_lanes.h"
#include "test_helpers.h"

using namespace rigstage;
using rigstage::test::makeBone;
using rigstage::test::makeLayer;

namespace {

/// Frames on a key, between keys, before the clip, past its end and a whole loop later.
constexpr float kFrames[kPoseLanes] = {0.0f, 0.5f, 13.25f, 7.0f, -2.5f, 30.75f, 61.3f, 125.6f};

/// Every lane of block against a Pose of the same framework played by player at that lane's frame:
/// each bone's local transform and world matrix, bit for bit. Empty when they agree.
QString firstDifference(const ClipPlayer& player, const PoseLanes& block, const std::shared_ptr<const Framework>& fw,
                        const float (&frames)[kPoseLanes], bool loop)
{
    for (int k = 0; k < kPoseLanes; ++k) {
        Pose pose(fw);
        player.apply(pose, frames[k], loop);
        const std::vector<glm::mat4>& world = pose.allWorld();
        for (int b = 0; b < fw->boneCount(); ++b) {
            const Srt local = block.local(k, b);
            const glm::mat4 matrix = block.worldMatrix(k, b);
            if (std::memcmp(&local, &pose.local(b), sizeof(Srt)) != 0) {
                return QStringLiteral("lane %1 (frame %2), bone %3: local").arg(k).arg(frames[k]).arg(QString::fromStdString(fw->boneName(b)));
            }
            if (std::memcmp(&matrix, &world[static_cast<std::size_t>(b)], sizeof(glm::mat4)) != 0) {
                return QStringLiteral("lane %1 (frame %2), bone %3: world").arg(k).arg(frames[k]).arg(QString::fromStdString(fw->boneName(b)));
            }
        }
    }
    return {};
}

/// Thirteen tracks T0..T12 keyed on frames 3..8, turning, moving and growing by 10 % a frame.
Clip scaledClip()
{
    Clip clip;
    clip.name = "Grow";
    clip.layer = "Base";
    clip.startFrame = 3.0f;
    clip.endFrame = 8.0f;
    for (int i = 0; i < 13; ++i) {
        ClipTrack t;
        t.bone = "_0Base{B}#T" + std::to_string(i);
        const glm::vec3 axis = glm::normalize(glm::vec3(std::sin(1.3f * i), std::cos(0.7f * i), 0.5f + 0.1f * i));
        for (int k = 0; k < 6; ++k) {
            Srt v;
            v.translation = glm::vec3(i, 2.0f * k, -0.5f * k * i);
            v.rotation = glm::angleAxis(glm::radians(15.0f * float(k) + 10.0f * i), axis);
            v.scale = glm::vec3(1.0f + 0.1f * k, 1.0f, 1.0f + 0.05f * i);
            t.keys.push_back({3.0f + float(k), v});
        }
        clip.tracks.push_back(t);
    }
    return clip;
}

}  // namespace

class TestPoseLanes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void newBlockHoldsTheBindPoseInEveryLane()
    {
        Diagnostics d;
        const auto data = loadCharacter(RIGSTAGE_SAMPLES "/gamerig/gamerig.character.xml", d);
        QVERIFY(data && data->framework);
        const PoseLanes block(data->framework);
        for (int k = 0; k < kPoseLanes; ++k) {
            for (int b = 0; b < block.boneCount(); ++b) {
                const Srt bind = data->framework->bindLocal(b);
                const Srt local = block.local(k, b);
                QVERIFY(std::memcmp(&local, &bind, sizeof(Srt)) == 0);
                // The bind world transform, to rounding: the product of the bind locals down the chain.
                const glm::mat4 world = block.worldMatrix(k, b);
                const glm::mat4& expected = data->framework->bindWorld(b);
                for (int c = 0; c < 4; ++c) {
                    RS_VERIFY_NEAR(glm::vec4(world[c]), glm::vec4(expected[c]));
                }
            }
        }
    }

    void gameRigLanesGiveEachCharactersBits_data()
    {
        QTest::addColumn<bool>("perTrack");
        QTest::addColumn<bool>("loop");
        QTest::addRow("dense keys, looping") << false << true;
        QTest::addRow("dense keys, held") << false << false;
        QTest::addRow("per-track sampler, looping") << true << true;
    }
    void gameRigLanesGiveEachCharactersBits()
    {
        QFETCH(bool, perTrack);
        QFETCH(bool, loop);
        Diagnostics d;
        const auto data = loadCharacter(RIGSTAGE_SAMPLES "/gamerig/gamerig.character.xml", d);
        QVERIFY(data && data->framework && !data->clips.empty());
        const ClipPlayer player(*data->framework, data->clips.front(), d, perTrack);
        QCOMPARE(player.denseKeys() == nullptr, perTrack);
        PoseLanes block(data->framework);
        applyClipInLanes(player, block, kFrames, loop);
        block.computeWorld();
        const QString difference = firstDifference(player, block, data->framework, kFrames, loop);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    /// Scale keys, a chain (each bone below the previous one, so the scale reaches the children's
    /// world transforms) and a track matching no bone, so that the bound tracks skip one: the first
    /// eight bound tracks, in a row, are moved by one transpose a channel (scale included), the
    /// other four one float at a time.
    void scaledClipWithAGapGivesEachCharactersBits()
    {
        Clip clip = scaledClip();
        prepareClipSampling(clip);
        QVERIFY(clip.dense && clip.dense->hasScale);
        std::vector<RawBone> bones;
        std::string parent;
        for (int i = 0; i < 13; ++i) {
            if (i == 10) {
                continue;  // T10 matches no bone
            }
            const std::string name = "_0Base{B}#T" + std::to_string(i);
            bones.push_back(makeBone(name, parent));
            parent = name;
        }
        const RawLayer base = makeLayer("Base", 0, bones);
        Diagnostics d;
        const auto fw = FrameworkBuilder::build({&base}, d);
        QVERIFY(fw);
        const ClipPlayer player(*fw, clip, d);
        QCOMPARE(player.boundTrackCount(), 12);
        const float frames[kPoseLanes] = {3.0f, 3.5f, 4.25f, 8.0f, 9.5f, 2.0f, 6.0f, 7.75f};
        PoseLanes block(fw);
        applyClipInLanes(player, block, frames, false);
        block.computeWorld();
        const QString difference = firstDifference(player, block, fw, frames, false);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));

        // On a key (lane 6, frame 6: key 3) every bone holds its track's key itself, and the root's
        // world transform is its local one: the key's translation and a bottom row (0, 0, 0, 1).
        for (int i = 0; i < 13; ++i) {
            const int bone = fw->findBone("_0Base{B}#T" + std::to_string(i));
            if (i == 10) {
                QCOMPARE(bone, -1);
                continue;
            }
            const Srt key = clip.tracks[static_cast<std::size_t>(i)].keys[3].value;
            const Srt local = block.local(6, bone);
            QVERIFY2(std::memcmp(&local, &key, sizeof(Srt)) == 0, qPrintable(QStringLiteral("T%1").arg(i)));
        }
        const glm::mat4 root = block.worldMatrix(6, fw->findBone("_0Base{B}#T0"));
        QCOMPARE(glm::vec3(root[3]), clip.tracks[0].keys[3].value.translation);
        QCOMPARE(glm::vec4(root[0][3], root[1][3], root[2][3], root[3][3]), glm::vec4(0, 0, 0, 1));
    }
};

QTEST_APPLESS_MAIN(TestPoseLanes)
#include "test_pose_lanes.moc"
