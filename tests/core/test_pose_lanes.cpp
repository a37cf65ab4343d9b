// Eight characters held in lanes (pose/pose_lanes.h) and a clip played into them
// (anim/clip_lanes.h): every lane must hold the bits its character's own Pose holds after
// ClipPlayer::apply and the world pass, on the game rig (dense keys), with the per-track sampler,
// and on a scaled clip whose bound tracks skip one; at a key, a lane holds the key itself.
#include <QTest>

#include <algorithm>
#include <cstring>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>

#include "anim/clip_lanes.h"
#include "anim/clip_player.h"
#include "character/character_instance.h"
#include "pipeline/ik_stage.h"
#include "core/helper_rig.h"
#include "core/rig_builders.h"
#include "io/character_loader.h"
#include "pose/pose.h"
#include "pose/pose_lanes.h"
#include "test_helpers.h"
#include "walker_sample.h"

using namespace rigstage;
using rigstage::test::makeBone;
using rigstage::test::makeLayer;

namespace {

/// Frames on a key, between keys, before the clip, past its end and a whole loop later.
constexpr float kFrames[kPoseLanes] = {0.0f, 0.5f, 13.25f, 7.0f, -2.5f, 30.75f, 61.3f, 125.6f};

/// Lane k of block against pose: each bone's local transform, world matrix and scale bit, bit for
/// bit. Empty when they agree, else where they first differ.
QString laneDifference(PoseLanes& block, int k, Pose& pose)
{
    for (int b = 0; b < pose.boneCount(); ++b) {
        const Srt local = block.local(k, b);
        const glm::mat4 matrix = block.worldMatrix(k, b);
        const char* what = std::memcmp(&local, &pose.local(b), sizeof(Srt)) != 0              ? "local"
                           : std::memcmp(&matrix, &pose.world(b), sizeof(glm::mat4)) != 0     ? "world"
                           : block.hasWorldScale(k, b) != pose.hasWorldScale(b)               ? "scale bit"
                                                                                               : nullptr;
        if (what) {
            return QStringLiteral("lane %1, bone %2: %3").arg(k).arg(QString::fromStdString(pose.framework().boneName(b))).arg(what);
        }
    }
    return {};
}

/// Every lane of block against a Pose of the same framework played by player at that lane's frame.
/// The game rig played by its clip, and its Spine1 (a bone with descendants): what the tests that
/// set one bone's locals in lanes start from. Empty where the sample does not load so.
struct GameRigPlayed {
    std::shared_ptr<const Framework> fw;
    std::unique_ptr<ClipPlayer> player;
    int spine = -1;
};
std::optional<GameRigPlayed> playGameRig()
{
    Diagnostics d;
    static const std::optional<CharacterData> data = loadCharacter(RIGSTAGE_SAMPLES "/gamerig/gamerig.character.xml", d);
    if (!data || !data->framework || data->clips.empty()) {
        return std::nullopt;
    }
    GameRigPlayed rig{data->framework, std::make_unique<ClipPlayer>(*data->framework, data->clips.front(), d),
                      data->framework->findBoneByShortName("Spine1")};
    if (rig.spine < 0 || rig.fw->descendants(rig.spine).empty()) {
        return std::nullopt;
    }
    return rig;
}

QString firstDifference(const ClipPlayer& player, PoseLanes& block, const std::shared_ptr<const Framework>& fw,
                        const float (&frames)[kPoseLanes], bool loop)
{
    for (int k = 0; k < kPoseLanes; ++k) {
        Pose pose(fw);
        player.apply(pose, frames[k], loop);
        if (const QString difference = laneDifference(block, k, pose); !difference.isEmpty()) {
            return difference + QStringLiteral(" (frame %1)").arg(frames[k]);
        }
    }
    return {};
}

/// Each lane's helper time at its frame, as the character gives it to its helpers.
void timesAt(const Clip& clip, const float (&frames)[kPoseLanes], HelperTime (&times)[kPoseLanes])
{
    for (int k = 0; k < kPoseLanes; ++k) {
        times[k] = helperTimeAt(&clip, frames[k], true);
    }
}

/// Each lane k of block and a Pose of its own given the local transforms localsOf(k) lists, then
/// rig's helpers run both ways, lane k at times[k]: where a lane first differs from its Pose, or
/// empty when every lane holds its Pose's bits.
QString helpersBothWays(test::HelperRig& rig, PoseLanes& block, const HelperTime (&times)[kPoseLanes],
                        const std::function<std::vector<std::pair<int, Srt>>(int)>& localsOf)
{
    std::vector<std::unique_ptr<Pose>> poses;
    for (int k = 0; k < kPoseLanes; ++k) {
        poses.push_back(std::make_unique<Pose>(rig.framework));
        for (const auto& [bone, local] : localsOf(k)) {
            block.setLocal(k, bone, local);
            poses.back()->setLocal(bone, local);
        }
    }
    rig.system->evaluateLanes(block, times);
    for (int k = 0; k < kPoseLanes; ++k) {
        Pose& pose = *poses[static_cast<std::size_t>(k)];
        rig.system->evaluate(pose, times[k]);
        if (const QString difference = laneDifference(block, k, pose); !difference.isEmpty()) {
            return difference;
        }
    }
    return {};
}

/// Clip and helper joints of data (wearing costumes) for eight characters in a block, two frames
/// running (a helper may start from its bone's last value: an IK Limb turns the chain as it
/// stands), against each character evaluated alone with its procedural stages off (the clip, then
/// the helpers): every bone's local, world matrix and scale bit, bit for bit. Empty when they agree.
QString helpersInLanesDifference(const CharacterData& data, const std::vector<int>& costumes)
{
    Diagnostics d;
    std::vector<std::unique_ptr<CharacterInstance>> alone;
    for (int k = 0; k < kPoseLanes; ++k) {
        alone.push_back(CharacterInstance::create(data, d, costumes));
        if (!alone.back()) {
            return QStringLiteral("does not build: %1").arg(test::str(d));
        }
        alone.back()->setClip(0, d);
        alone.back()->setProceduralEnabled(false);
    }
    const Clip& clip = *alone.front()->clip();
    const Framework& fw = alone.front()->framework();
    const ClipPlayer player(fw, clip, d);
    PoseLanes block(alone.front()->frameworkPtr());
    for (const float step : {0.0f, 0.5f}) {
        float frames[kPoseLanes];
        HelperTime times[kPoseLanes];
        for (int k = 0; k < kPoseLanes; ++k) {
            frames[k] = kFrames[k] + step;
        }
        timesAt(clip, frames, times);
        applyClipInLanes(player, block, frames);
        alone.front()->helpers()->evaluateLanes(block, times);
        for (int k = 0; k < kPoseLanes; ++k) {
            alone[static_cast<std::size_t>(k)]->evaluate(frames[k], true);
            if (const QString difference = laneDifference(block, k, alone[static_cast<std::size_t>(k)]->pose()); !difference.isEmpty()) {
                return difference + QStringLiteral(" (frame %1)").arg(frames[k]);
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
        PoseLanes block(data->framework);
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

    /// A local set in one lane after the world transforms were brought up to date: that lane's
    /// bones below it move as its Pose's do, the other lanes keep their bits, and a scale set there
    /// reaches that lane's scale bits below it only.
    void aLocalSetInOneLaneMovesThatLaneOnly()
    {
        const auto rig = playGameRig();
        QVERIFY(rig);
        const auto& fw = rig->fw;
        const ClipPlayer& player = *rig->player;
        const int spine = rig->spine;
        PoseLanes block(fw);
        applyClipInLanes(player, block, kFrames);
        block.computeWorld();
        const Srt moved{{1.0f, 2.0f, 3.0f}, glm::normalize(glm::quat(0.9f, 0.1f, -0.3f, 0.2f)), {1.5f, 1.0f, 1.0f}};
        block.setLocal(2, spine, moved);
        QVERIFY(!block.isWorldValid(spine) && !block.isWorldValid(fw->descendants(spine).back()));
        for (int k = 0; k < kPoseLanes; ++k) {
            Pose pose(fw);
            player.apply(pose, kFrames[k]);
            if (k == 2) {
                pose.setLocal(spine, moved);
            }
            const QString difference = laneDifference(block, k, pose);
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
        }
        QVERIFY(block.hasWorldScale(2, fw->descendants(spine).back()));
        QVERIFY(!block.hasWorldScale(3, fw->descendants(spine).back()));
    }

    /// A helper's results written for the eight lanes at once (setFiniteLocals) against each
    /// character's Pose given them one by one where they are finite: the parts given replace the
    /// lane's, the rest are kept, a lane with a number that is not finite keeps its whole local, and
    /// the scale bits follow the new scales (within kTrivialScaleEpsilon of 1 is no scale). The
    /// world rotations read for all eight at once are each character's.
    void partsWrittenInLanesAreEachCharactersSetLocal()
    {
        const auto rig = playGameRig();
        QVERIFY(rig);
        const auto& fw = rig->fw;
        const ClipPlayer& player = *rig->player;
        const int spine = rig->spine;
        const int below = fw->descendants(spine).back();
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const float inf = std::numeric_limits<float>::infinity();
        // Given whole, every lane but 0 and 5 starts scaled 2 along X on Spine1 (given a rotation
        // alone, none does); lane 3's new Y is not a number, lane 5's rotation is infinite (both
        // keep their local and scale); lanes 1, 5 and 7 are given a scale of 1.5, lane 6 one off by
        // less than the epsilon, the others none.
        const auto scaledBefore = [](bool whole, int k) { return whole && k != 0 && k != 5; };
        const auto before = [&](bool whole, int k) {
            return Srt{{0.0f, 1.0f, 0.0f}, glm::quat(1, 0, 0, 0), {scaledBefore(whole, k) ? 2.0f : 1.0f, 1.0f, 1.0f}};
        };
        float translations[3][kPoseLanes];
        glm::quat rotations[kPoseLanes];
        glm::vec3 scales[kPoseLanes];
        for (int k = 0; k < kPoseLanes; ++k) {
            const float f = static_cast<float>(k);
            translations[0][k] = f, translations[1][k] = k == 3 ? nan : 2 * f, translations[2][k] = -f;
            rotations[k] = k == 5 ? glm::quat(inf, 0, 0, 0) : glm::angleAxis(0.1f * (f + 1), glm::normalize(glm::vec3(1, 2, 3)));
            scales[k] = glm::vec3(k == 1 || k == 5 || k == 7 ? 1.5f : k == 6 ? 1.000001f : 1.0f, 1.0f, 1.0f);
        }
        for (const bool whole : {true, false}) {
            PoseLanes block(fw);
            applyClipInLanes(player, block, kFrames);
            for (int k = 0; k < kPoseLanes; ++k) {
                block.setLocal(k, spine, before(whole, k));
            }
            block.computeWorld();
            block.worldRotations(below);  // the unscaled lanes' kept, to be dropped by the write
            const std::uint8_t written =
                whole ? block.setFiniteLocals(spine, {.translations = translations, .rotations = rotations, .scales = scales})
                      : block.setFiniteLocals(spine, {.rotations = rotations});
            QCOMPARE(written, static_cast<std::uint8_t>(whole ? 0xD7 : 0xDF));  // all but lanes 3 and 5 (5 alone)
            QVERIFY(!block.isWorldValid(below));
            glm::quat rotationsBelow[kPoseLanes];
            std::copy_n(block.worldRotations(below), kPoseLanes, rotationsBelow);
            for (int k = 0; k < kPoseLanes; ++k) {
                Pose pose(fw);
                player.apply(pose, kFrames[k]);
                pose.setLocal(spine, before(whole, k));
                if (written >> k & 1) {
                    const glm::vec3 t(translations[0][k], translations[1][k], translations[2][k]);
                    pose.setLocal(spine, whole ? Srt{t, rotations[k], scales[k]}
                                               : Srt{before(whole, k).translation, rotations[k], before(whole, k).scale});
                }
                const QString difference = laneDifference(block, k, pose);
                QVERIFY2(difference.isEmpty(), qPrintable(difference));
                // Scaled 1.5 where written whole, else as before.
                const bool given = whole && (written >> k & 1);
                QCOMPARE(block.hasWorldScale(k, below), given ? scales[k].x == 1.5f : scaledBefore(whole, k));
                const glm::quat alone = pose.worldRotation(below);
                QVERIFY2(std::memcmp(&rotationsBelow[k], &alone, sizeof alone) == 0,
                         qPrintable(QString::number(k)));
            }
        }
    }

    /// The helper joints of every sample (the walker wearing each costume too) evaluated for eight
    /// characters of a block: each lane the bits of that character alone.
    void helpersInLanesGiveEachCharactersBits_data()
    {
        QTest::addColumn<QString>("manifest");
        QTest::addRow("walker and its costumes") << QStringLiteral("walker/walker.character.xml");
        QTest::addRow("game rig") << QStringLiteral("gamerig/gamerig.character.xml");
        QTest::addRow("hexapod") << QStringLiteral("hexapod/hexapod.character.xml");
        QTest::addRow("fox") << QStringLiteral("quadrupeds/fox.character.xml");
        QTest::addRow("wolf") << QStringLiteral("quadrupeds/wolf.character.xml");
    }
    void helpersInLanesGiveEachCharactersBits()
    {
        QFETCH(QString, manifest);
        const CharacterData data = test::loadCleanly(RIGSTAGE_SAMPLES "/" + manifest.toStdString());
        std::vector<std::vector<int>> costumeSets{{}};
        for (int c = 0; c < static_cast<int>(data.costumes.size()); ++c) {
            costumeSets.push_back({c});
        }
        for (const std::vector<int>& costumes : costumeSets) {
            const QString difference = helpersInLanesDifference(data, costumes);
            QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("%1 wearing %2 costume(s): %3").arg(manifest).arg(costumes.size()).arg(difference)));
        }
    }

    /// A frame of the clip, the IK modules and the helper joints (the game rig's whole frame; the
    /// walker's with its slope and trailing stages switched off) for eight characters of a block,
    /// two frames running: each lane the bits of that character evaluated alone. On a plane
    /// sloping up 20 degrees the walker's foot IK lifts a foot only where it sinks below the
    /// ground, lane by lane.
    void frameInLanesGivesEachCharactersBits_data()
    {
        QTest::addColumn<QString>("manifest");
        QTest::addColumn<bool>("plane");
        QTest::addRow("game rig") << QStringLiteral("gamerig/gamerig.character.xml") << false;
        QTest::addRow("walker") << QStringLiteral("walker/walker.character.xml") << false;
        QTest::addRow("walker on a plane") << QStringLiteral("walker/walker.character.xml") << true;
    }
    void frameInLanesGivesEachCharactersBits()
    {
        QFETCH(QString, manifest);
        QFETCH(bool, plane);
        std::optional<TerrainSettings> ground;
        if (plane) {
            ground = TerrainSettings{};
            ground->kind = TerrainKind::Plane;
            ground->slopeDegrees = 20.0f;
            ground->directionDegrees = 30.0f;
        }
        const CharacterData data = test::loadCleanly(RIGSTAGE_SAMPLES "/" + manifest.toStdString());
        Diagnostics d;
        std::vector<std::unique_ptr<CharacterInstance>> alone;
        for (int k = 0; k < kPoseLanes; ++k) {
            alone.push_back(CharacterInstance::create(data, d));
            QVERIFY(alone.back());
            alone.back()->setClip(0, d);
            alone.back()->setTerrain(ground);
            for (const StageKind kind : defaultStageOrder()) {
                FrameStage* stage = alone.back()->pipeline().find(kind);
                if (stage && kind != StageKind::Clip && kind != StageKind::Ik && kind != StageKind::Helpers) {
                    stage->setEnabled(false);
                }
            }
        }
        CharacterInstance& first = *alone.front();
        const IkStage* ik = first.pipeline().find<IkStage>();
        QVERIFY(ik && ik->hasWork());
        const Clip& clip = *first.clip();
        const ClipPlayer player(first.framework(), clip, d);
        PoseLanes block(first.frameworkPtr());
        for (const float step : {0.0f, 0.5f}) {
            float frames[kPoseLanes];
            HelperTime times[kPoseLanes];
            for (int k = 0; k < kPoseLanes; ++k) {
                frames[k] = kFrames[k] + step;
            }
            timesAt(clip, frames, times);
            applyClipInLanes(player, block, frames);
            ik->runLanes(block, first.terrain());
            first.helpers()->evaluateLanes(block, times);
            block.computeWorld();
            for (int k = 0; k < kPoseLanes; ++k) {
                alone[static_cast<std::size_t>(k)]->evaluate(frames[k], true);
                const QString difference = laneDifference(block, k, alone[static_cast<std::size_t>(k)]->pose());
                QVERIFY2(difference.isEmpty(), qPrintable(difference + QStringLiteral(" (frame %1)").arg(frames[k])));
            }
        }
    }

    /// Helpers reading a bone scaled differently in each lane (an orientation constraint takes its
    /// world rotation, a position constraint under it its world inverse) and an expression of the
    /// frame, each lane at its own frame: every lane the bits of a Pose given the same locals and time.
    void helpersReadingScaledBonesAndTimeGiveEachLanesBits()
    {
        const auto B = [](const char* n) { return std::string("_0Base{B}#") + n; };
        const auto M = [](const char* n) { return std::string("_1Muscle{D}#") + n; };
        auto rig = test::makeHelperRig(
            {makeBone(B("Root"), ""), makeBone(B("S"), B("Root"), {0, 0, 10}), makeBone(B("T"), B("S"), {11, 12, 13})},
            {makeBone(M("Aim"), B("Root")), makeBone(M("Follow"), B("S"), {1, 0, 0}), makeBone(M("Clock"), B("Root"))},
            "<Helper bone=\"" + M("Aim") + "\"><Rotation><OrientationConstraint><Target bone=\"" + B("S")
                + "\"/></OrientationConstraint></Rotation></Helper>"
              "<Helper bone=\"" + M("Follow") + "\"><Position><PositionConstraint><Target bone=\"" + B("T")
                + "\"/></PositionConstraint></Position></Helper>"
              "<Helper bone=\"" + M("Clock") + "\"><Rotation><EulerXYZ><Z><FloatExpression expression=\"F * 0.1\"/></Z></EulerXYZ></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        const int scaled = rig->bone(B("S"));
        PoseLanes block(rig->framework);
        HelperTime times[kPoseLanes];
        for (int k = 0; k < kPoseLanes; ++k) {
            times[k] = HelperTime::atFrame(3.0 + k, 30.0, 0.0, 100.0);
        }
        const QString difference = helpersBothWays(*rig, block, times, [&](int k) {
            return std::vector<std::pair<int, Srt>>{
                {scaled, Srt{{0.5f * k, 0, 10}, glm::angleAxis(glm::radians(10.0f * k + 5.0f), glm::normalize(glm::vec3(1, 2, 3))),
                             {1.5f + 0.1f * k, 1.0f, 0.8f}}}};
        });
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        // The lanes really differ: the clock turns 0.1 radians a frame (an expression gives radians),
        // lane by lane.
        QVERIFY(std::abs(test::zDegrees(block.local(1, rig->bone(M("Clock"))).rotation)
                         - test::zDegrees(block.local(0, rig->bone(M("Clock"))).rotation) - glm::degrees(0.1f)) < 1e-3f);
    }

    /// Position constraints run across the eight characters where the parent carries no scale in
    /// any lane: several weights (a negative one counting as 0) with the initial offset kept, and
    /// all-zero weights (the bone stays at its base point's world position, position_cnstrnt.cpp);
    /// under a parent scaled in some lanes they run lane by lane. Every lane gets its character's bits.
    void positionConstraintsAcrossLanesGiveEachLanesBits()
    {
        const auto B = [](const char* n) { return std::string("_0Base{B}#") + n; };
        const auto M = [](const char* n) { return std::string("_1Muscle{D}#") + n; };
        auto rig = test::makeHelperRig(
            {makeBone(B("Root"), ""), makeBone(B("Turn"), B("Root"), {0, 0, 10}), makeBone(B("Grow"), B("Root"), {0, 5, 0}),
             makeBone(B("T"), B("Turn"), {11, 12, 13}), makeBone(B("U"), B("Grow"), {-4, 2, 6})},
            {makeBone(M("Follow"), B("Turn"), {1, 0, 0}), makeBone(M("Rest"), B("Turn"), {0, 3, 0}),
             makeBone(M("Scaled"), B("Grow"), {2, 0, 0})},
            "<Helper bone=\"" + M("Follow") + "\"><Position><PositionConstraint keepInitialOffset=\"true\"><Target bone=\""
                + B("T") + "\" weight=\"60\"/><Target bone=\"" + B("U") + "\" weight=\"40\"/><Target bone=\"" + B("Grow")
                + "\" weight=\"-5\"/></PositionConstraint></Position></Helper>"
              "<Helper bone=\"" + M("Rest") + "\"><Position><PositionConstraint><Target bone=\"" + B("T")
                + "\" weight=\"0\"/></PositionConstraint></Position></Helper>"
              "<Helper bone=\"" + M("Scaled") + "\"><Position><PositionConstraint><Target bone=\"" + B("T")
                + "\"/></PositionConstraint></Position></Helper>");
        RS_REQUIRE_RIG(rig);
        QCOMPARE(rig->system->helpersAcrossLanes(), 3);  // Scaled lane by lane while Grow is scaled
        const int turn = rig->bone(B("Turn")), grow = rig->bone(B("Grow"));
        PoseLanes block(rig->framework);
        const HelperTime times[kPoseLanes] = {};
        const QString difference = helpersBothWays(*rig, block, times, [&](int k) {
            const Srt turned{{0.5f * k, -1.0f, 10.0f}, glm::angleAxis(glm::radians(20.0f * k + 5.0f), glm::normalize(glm::vec3(1, 2, 3))),
                             glm::vec3(1.0f)};
            // Grow is scaled in the odd lanes only.
            const Srt grown{{0, 5, 0.25f * k}, glm::angleAxis(glm::radians(7.0f * k), glm::vec3(0, 0, 1)),
                            glm::vec3(k % 2 == 1 ? 1.5f : 1.0f)};
            return std::vector<std::pair<int, Srt>>{{turn, turned}, {grow, grown}};
        });
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        // Without weight, Rest keeps its bind world position (Turn's bind world, Root at the origin,
        // plus Rest's bind offset: (0, 3, 10)) however Turn moves and turns.
        const int rest = rig->bone(M("Rest"));
        for (int k = 0; k < kPoseLanes; ++k) {
            const glm::vec3 world(block.worldMatrix(k, rest)[3]);
            QVERIFY2(glm::length(world - glm::vec3(0, 3, 10)) < 1e-4f, qPrintable(QString::number(k)));
        }
        // The lanes really differ: Follow moves with T, which Turn carries.
        const int follow = rig->bone(M("Follow"));
        QVERIFY(glm::length(glm::vec3(block.worldMatrix(1, follow)[3]) - glm::vec3(block.worldMatrix(0, follow)[3])) > 0.1f);
    }

    /// Position controllers made of offsets run across the eight characters (PositionOffsetsAcross):
    /// a list of Position XYZs and a reaction on a local Euler angle (with an Euler XYZ a reaction
    /// drives), an averaging list with a zero weight, weights adding up to 0, a reaction on a world
    /// position, a lone Position XYZ on a bone whose scale is not a number in one lane, a channel an
    /// expression drives, a Scale XYZ of expressions and a wire (one not finite), and a position
    /// whose helper's Rotation List runs lane by lane after it; a list holding a position constraint
    /// (across the eight, and lane by lane in a frame whose parent is scaled in some lane, or on a
    /// root bone). Every lane
    /// gets its character's bits, and the values follow from the controllers' definitions.
    void positionOffsetsAcrossLanesGiveEachLanesBits()
    {
        const auto B = [](const char* n) { return std::string("_0Base{B}#") + n; };
        const auto M = [](const char* n) { return std::string("_1Muscle{D}#") + n; };
        const auto helper = [&](const char* bone, const std::string& slots) {
            return "<Helper bone=\"" + M(bone) + "\">" + slots + "</Helper>";
        };
        const auto reaction = [](const std::string& input, const char* component, const char* x1, const char* y1) {
            return "<PositionReaction>" + input + "<Curve component=\"" + component + "\"><Point x=\"0\" y=\"0\"/><Point x=\""
                   + x1 + "\" y=\"" + y1 + "\"/></Curve></PositionReaction>";
        };
        const std::string armBendY = "<Input bone=\"" + B("Arm") + "\" kind=\"rotation\" axis=\"Y\"/>";
        const std::string armX = "<Input bone=\"" + B("Arm") + "\" kind=\"position\" axis=\"X\"/>";
        // An expression's variable bound as an input is (the same attributes).
        const auto variable = [](const char* name, const std::string& input) {
            return "<Variable name=\"" + std::string(name) + "\"" + input.substr(std::string("<Input").size());
        };
        const std::string handWorldZ = "<Input bone=\"" + B("Hand") + "\" kind=\"position\" axis=\"Z\" space=\"world\"/>";
        auto rig = test::makeHelperRig(
            {makeBone(B("Root"), ""), makeBone(B("Arm"), B("Root"), {0, 0, 10}), makeBone(B("Hand"), B("Arm"), {8, 0, 0}),
             makeBone(B("Grown"), B("Root"), {0, 4, 0})},
            {makeBone(M("Volume"), B("Arm")), makeBone(M("Average"), B("Arm")), makeBone(M("ZeroSum"), B("Arm")),
             makeBone(M("World"), B("Root")), makeBone(M("Kept"), B("Arm")), makeBone(M("Mixed"), B("Arm")),
             makeBone(M("MixedScaled"), B("Grown")), makeBone(M("MixedAtRoot"), ""),
             makeBone(M("Driven"), B("Arm")), makeBone(M("Partial"), B("Arm")), makeBone(M("Bulge"), B("Arm"))},
            helper("Volume", "<Position><PositionList><Entry><PositionXYZ x=\"1\" y=\"2\" z=\"3\"/></Entry><Entry weight=\"50\">"
                                 + reaction(armBendY, "y", "1", "2")
                                 + "</Entry><Entry weight=\"70\"><PositionXYZ x=\"0.3\"/></Entry></PositionList></Position>"
                                 "<Rotation><EulerXYZ><Z><FloatReaction>" + armBendY
                                 + "<Curve><Point x=\"0\" y=\"0\"/><Point x=\"1\" y=\"0.5\"/></Curve></FloatReaction></Z></EulerXYZ></Rotation>")
                + helper("Average", "<Position><PositionList average=\"true\"><Entry weight=\"30\"><PositionXYZ x=\"-0\" y=\"4\"/></Entry>"
                                    "<Entry weight=\"0\"><PositionXYZ x=\"2\"/></Entry><Entry weight=\"70\">"
                                    + reaction(armX, "x", "10", "10") + "</Entry></PositionList></Position>")
                + helper("ZeroSum", "<Position><PositionList average=\"true\"><Entry weight=\"50\">" + reaction(armX, "x", "10", "10")
                                    + "</Entry><Entry weight=\"-50\"><PositionXYZ y=\"3\"/></Entry></PositionList></Position>")
                + helper("World", "<Position>" + reaction(handWorldZ, "z", "100", "100") + "</Position>")
                + helper("Kept", "<Position><PositionXYZ x=\"5\" y=\"6\" z=\"7\"/></Position>")
                + helper("Mixed", "<Position><PositionList><Entry><PositionXYZ x=\"1\"/></Entry><Entry weight=\"50\"><PositionConstraint>"
                                  "<Target bone=\"" + B("Hand") + "\"/></PositionConstraint></Entry></PositionList></Position>")
                + helper("MixedScaled", "<Position><PositionList><Entry><PositionXYZ x=\"1\"/></Entry><Entry weight=\"50\"><PositionConstraint>"
                                  "<Target bone=\"" + B("Hand") + "\"/></PositionConstraint></Entry></PositionList></Position>")
                + helper("MixedAtRoot", "<Position><PositionList><Entry><PositionXYZ x=\"1\"/></Entry><Entry weight=\"50\"><PositionConstraint>"
                                  "<Target bone=\"" + B("Hand") + "\"/></PositionConstraint></Entry></PositionList></Position>")
                + helper("Driven", "<Position><PositionXYZ><X><FloatExpression expression=\"a * 2\"><Variable name=\"a\" bone=\""
                                   + B("Arm") + "\" kind=\"position\" axis=\"X\"/></FloatExpression></X></PositionXYZ></Position>")
                + helper("Partial", "<Position><PositionXYZ y=\"1\"/></Position><Rotation><RotationList><Entry><EulerXYZ z=\"0.2\"/>"
                                    "</Entry><Entry><OrientationConstraint transformRule=\"localToLocal\"><Target bone=\"" + B("Root")
                                    + "\"/></OrientationConstraint></Entry></RotationList></Rotation>")
                + helper("Bulge", "<Scale><ScaleXYZ><X><FloatExpression expression=\"1 / (a - a)\">" + variable("a", armX)
                                  + "</FloatExpression></X><Y><FloatExpression expression=\"1 + 0.5 * a\">" + variable("a", armX)
                                  + "</FloatExpression></Y><Z><FloatWire expression=\"b / 2\">" + variable("b", armBendY)
                                  + "</FloatWire></Z></ScaleXYZ></Scale>"),
            2);  // angles in radians
        RS_REQUIRE_RIG(rig);
        QCOMPARE(rig->system->helpersAcrossLanes(), 10);  // all but MixedAtRoot (Partial's rotation lane by lane)
        const int arm = rig->bone(B("Arm")), kept = rig->bone(M("Kept")), grown = rig->bone(B("Grown"));
        const float nan = std::numeric_limits<float>::quiet_NaN();
        PoseLanes block(rig->framework);
        const HelperTime times[kPoseLanes] = {};
        const QString difference = helpersBothWays(*rig, block, times, [&](int k) {
            // Arm bends about Y by 0.1 k radians and moves 0.5 k along X; Kept's scale is not a
            // number in lane 2, where it keeps its translation (9, 9, 9).
            const Srt armLocal{{0.5f * k, 0.0f, 10.0f}, glm::angleAxis(0.1f * k, glm::vec3(0, 1, 0)), glm::vec3(1.0f)};
            const Srt keptLocal{{9, 9, 9}, glm::quat(1, 0, 0, 0), glm::vec3(k == 2 ? nan : 1.0f)};
            // Grown turns and is scaled in lane 5 only.
            const Srt grownLocal{{0, 4, 0}, glm::angleAxis(0.2f * k, glm::vec3(1, 0, 0)), glm::vec3(k == 5 ? 2.0f : 1.0f, 1.0f, 1.0f)};
            return std::vector<std::pair<int, Srt>>{{arm, armLocal}, {kept, keptLocal}, {grown, grownLocal}};
        });
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        const int hand = rig->bone(B("Hand"));
        for (int k = 0; k < kPoseLanes; ++k) {
            const QString lane = QString::number(k);
            const float bend = 0.1f * k;
            // Volume: (1, 2, 3), half way to (1, 2 + 2 bend, 3), then 70 % of the way to 0.3 further
            // along X (in float, (1 + 0.3) - 1 is not 0.3: the list moves by that difference); its Z
            // turn half the bend.
            QVERIFY2(glm::length(block.local(k, rig->bone(M("Volume"))).translation - glm::vec3(1.21f, 2 + bend, 3)) < 1e-5f,
                     qPrintable(lane));
            QVERIFY2(std::abs(test::zDegrees(block.local(k, rig->bone(M("Volume"))).rotation) - glm::degrees(0.5f * bend)) < 1e-3f,
                     qPrintable(lane));
            // Average: 30 % of (0, 4, 0), then 70 % of Arm's X: each weight over the sum of all
            // (the zero-weight entry adds nothing and is skipped; listctrl.cpp, MAX-SEMANTICS 1.4).
            QVERIFY2(glm::length(block.local(k, rig->bone(M("Average"))).translation - glm::vec3(0.35f * k, 1.2f, 0)) < 1e-5f,
                     qPrintable(lane));
            // ZeroSum: averaged weights of a zero sum are 0 (listctrl.cpp's AverageWeight), so the
            // list stays at zero.
            QCOMPARE(block.local(k, rig->bone(M("ZeroSum"))).translation, glm::vec3(0.0f));
            // World: the hand's world height.
            QVERIFY2(std::abs(block.local(k, rig->bone(M("World"))).translation.z - block.worldTranslation(k, hand).z) < 1e-4f,
                     qPrintable(lane));
            QCOMPARE(block.local(k, kept).translation, k == 2 ? glm::vec3(9.0f) : glm::vec3(5, 6, 7));
            // Driven: twice Arm's X. Partial: 1 up, turned 0.2 radians about Z (times Root's local
            // rotation, identity).
            QVERIFY2(std::abs(block.local(k, rig->bone(M("Driven"))).translation.x - 1.0f * k) < 1e-5f, qPrintable(lane));
            QVERIFY2(std::abs(test::zDegrees(block.local(k, rig->bone(M("Partial"))).rotation) - glm::degrees(0.2f)) < 1e-3f,
                     qPrintable(lane));
            // Mixed: (1, 0, 0), then half way to the hand, which hangs under Mixed's own parent at
            // (8, 0, 0). MixedScaled: half way to the hand's position under Grown.
            QVERIFY2(glm::length(block.local(k, rig->bone(M("Mixed"))).translation - glm::vec3(4.5f, 0, 0)) < 1e-5f, qPrintable(lane));
            const glm::vec3 handUnderGrown(glm::inverse(block.worldMatrix(k, grown)) * glm::vec4(block.worldTranslation(k, hand), 1.0f));
            QVERIFY2(glm::length(block.local(k, rig->bone(M("MixedScaled"))).translation
                                 - (glm::vec3(1, 0, 0) + (handUnderGrown - glm::vec3(1, 0, 0)) * 0.5f))
                         < 1e-4f,
                     qPrintable(lane));
            // Bulge: an expression that is not finite gives 0; 1 + half Arm's X; half the bend.
            QVERIFY2(glm::length(block.local(k, rig->bone(M("Bulge"))).scale - glm::vec3(0.0f, 1 + 0.25f * k, 0.5f * bend)) < 1e-5f,
                     qPrintable(lane));
        }
    }

    /// A batch of IK Limbs (run lane by lane: each lane's roots solved four at a time, then their
    /// middle bones): two limbs, one with a pole, each lane's goal its own, one lane's goal out of
    /// reach, and one lane where the chain hangs under a scaled bone (solved there by the general
    /// path). Every lane gets its character's bits; each end reaches its goal where it can, else
    /// points at it, straight.
    void ikLimbsInLanesGiveEachLanesBits()
    {
        const auto B = [](const char* n) { return std::string("_0Base{B}#") + n; };
        const auto M = [](const char* n) { return std::string("_1Muscle{D}#") + n; };
        const glm::quat bent = glm::angleAxis(glm::radians(40.0f), glm::vec3(0, 0, 1));
        const auto limb = [&](const char* up, const char* low, const char* end, const char* goal, const std::string& pole) {
            return "<IkLimb root=\"" + M(up) + "\" mid=\"" + M(low) + "\" end=\"" + M(end) + "\" goal=\"" + B(goal) + "\"" + pole + "/>";
        };
        auto rig = test::makeHelperRig(
            {makeBone(B("Root"), ""), makeBone(B("Hip"), B("Root"), {0, 0, 100}), makeBone(B("GL"), B("Root")),
             makeBone(B("GR"), B("Root")), makeBone(B("P"), B("Root"), {0, 50, 120})},
            {makeBone(M("LUp"), B("Hip"), {10, 0, 0}), makeBone(M("LLow"), M("LUp"), {30, 0, 0}, bent),
             makeBone(M("LEnd"), M("LLow"), {25, 0, 0}), makeBone(M("RUp"), B("Root"), {-10, 0, 100}),
             makeBone(M("RLow"), M("RUp"), {30, 0, 0}, bent), makeBone(M("REnd"), M("RLow"), {25, 0, 0})},
            limb("LUp", "LLow", "LEnd", "GL", " pole=\"" + B("P") + "\"") + limb("RUp", "RLow", "REnd", "GR", ""), 2);
        RS_REQUIRE_RIG(rig);
        QCOMPARE(rig->system->batchCount(), 1);
        QCOMPARE(rig->system->helpersAcrossLanes(), 0);
        const int hip = rig->bone(B("Hip")), goalL = rig->bone(B("GL")), goalR = rig->bone(B("GR"));
        // Goal positions: within reach (5 to 55 from the chain's root) in every lane but lane 3.
        const auto goalOf = [](int k, float side) {
            const glm::vec3 root(10.0f * side, 0.0f, 100.0f);
            const glm::vec3 towards = glm::normalize(glm::vec3(side, 0.3f * k - 1.0f, -0.5f - 0.1f * k));
            return root + towards * (k == 3 ? 80.0f : 20.0f + 4.0f * k);
        };
        PoseLanes block(rig->framework);
        const HelperTime times[kPoseLanes] = {};
        const QString difference = helpersBothWays(*rig, block, times, [&](int k) {
            const Srt hipLocal{{0, 0, 100}, glm::quat(1, 0, 0, 0), glm::vec3(k == 5 ? 1.5f : 1.0f)};
            return std::vector<std::pair<int, Srt>>{{hip, hipLocal},
                                                    {goalL, Srt{goalOf(k, 1.0f), glm::quat(1, 0, 0, 0), glm::vec3(1.0f)}},
                                                    {goalR, Srt{goalOf(k, -1.0f), glm::quat(1, 0, 0, 0), glm::vec3(1.0f)}}};
        });
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        for (int k = 0; k < kPoseLanes; ++k) {
            const QString lane = QString::number(k);
            const glm::vec3 endR = block.worldTranslation(k, rig->bone(M("REnd"))), rootR = block.worldTranslation(k, rig->bone(M("RUp")));
            if (k == 3) {  // out of reach: straight, towards the goal
                QVERIFY2(std::abs(glm::length(endR - rootR) - 55.0f) < 1e-3f, qPrintable(lane));
                QVERIFY2(glm::length(glm::normalize(endR - rootR) - glm::normalize(goalOf(k, -1.0f) - rootR)) < 1e-4f, qPrintable(lane));
                continue;
            }
            QVERIFY2(glm::length(endR - goalOf(k, -1.0f)) < 1e-3f, qPrintable(lane));
            if (k != 5) {  // under the unscaled hip
                QVERIFY2(glm::length(block.worldTranslation(k, rig->bone(M("LEnd"))) - goalOf(k, 1.0f)) < 1e-3f, qPrintable(lane));
            }
        }
    }

    /// Look-ats run across the eight characters in batches of one aim and source axis: up by the
    /// world's or a node's axis, towards the world origin or a node, flipped axes, no weight (aiming
    /// at the world origin) and a target on the bone (no aim: the previous rotation kept). Every lane
    /// gets its character's bits.
    void lookAtsAcrossLanesGiveEachLanesBits()
    {
        const auto B = [](const char* n) { return std::string("_0Base{B}#") + n; };
        const auto M = [](const char* n) { return std::string("_1Muscle{D}#") + n; };
        const auto lookAt = [&](const char* helper, const std::string& options, const std::string& target, const char* weight) {
            return "<Helper bone=\"" + M(helper) + "\"><Rotation><LookAtConstraint " + options + "><Target bone=\"" + target
                   + "\" weight=\"" + weight + "\"/></LookAtConstraint></Rotation></Helper>";
        };
        auto rig = test::makeHelperRig(
            {makeBone(B("Root"), ""), makeBone(B("Arm"), B("Root"), {0, 0, 10}), makeBone(B("Hand"), B("Arm"), {8, 3, -2}),
             makeBone(B("Up"), B("Root"), {-5, 4, 20})},
            {makeBone(M("AxisWorld"), B("Arm"), {1, 0, 0}), makeBone(M("AxisNode"), B("Arm"), {0, 1, 0}),
             makeBone(M("TowardsOrigin"), B("Arm"), {2, 0, 1}), makeBone(M("TowardsNode"), B("Arm"), {0, 0, 2}),
             makeBone(M("OnTarget"), B("Arm"), {0, 0, 0}), makeBone(M("NoWeight"), B("Arm"), {1, 1, 1}),
             makeBone(M("AtRoot"), "", {3, 0, 0}), makeBone(M("BesideRoot"), B("Arm"), {0, 2, 2}),
             makeBone(M("UnderScaled"), B("Up"), {1, 0, 0}), makeBone(M("AlsoUnderScaled"), B("Up"), {0, 1, 0})},
            lookAt("AxisWorld", "aimAxis=\"X\" sourceAxis=\"Z\" keepInitialOffset=\"true\"", B("Hand"), "50")
                + lookAt("AxisNode", "aimAxis=\"X\" sourceAxis=\"Z\" upnode=\"" + B("Up") + "\" upnodeAxis=\"Y\"", B("Hand"), "50")
                + lookAt("TowardsOrigin", "aimAxis=\"Y\" sourceAxis=\"X\" upnodeControl=\"lookAt\"", B("Hand"), "50")
                + lookAt("TowardsNode", "aimAxis=\"Y\" sourceAxis=\"X\" aimFlip=\"true\" sourceFlip=\"true\" upnode=\"" + B("Up")
                             + "\" upnodeControl=\"lookAt\"", B("Hand"), "50")
                + lookAt("OnTarget", "aimAxis=\"Z\" sourceAxis=\"Y\"", B("Arm"), "50")
                + lookAt("NoWeight", "aimAxis=\"Z\" sourceAxis=\"Y\"", B("Hand"), "0")
                // A batch with a root bone in it runs lane by lane.
                + lookAt("AtRoot", "aimAxis=\"X\" sourceAxis=\"Y\"", B("Hand"), "50")
                + lookAt("BesideRoot", "aimAxis=\"X\" sourceAxis=\"Y\"", B("Hand"), "50")
                // Under Up, scaled in the odd lanes: the parent's rotation decomposed there.
                + lookAt("UnderScaled", "aimAxis=\"Y\" sourceAxis=\"Z\"", B("Hand"), "50")
                + lookAt("AlsoUnderScaled", "aimAxis=\"Y\" sourceAxis=\"Z\" upnode=\"" + B("Arm") + "\"", B("Hand"), "50"));
        RS_REQUIRE_RIG(rig);
        QCOMPARE(rig->system->batchCount(), 5);         // the five pairs of axes
        QCOMPARE(rig->system->helpersAcrossLanes(), 8);  // all but the pair with a root
        const int arm = rig->bone(B("Arm")), up = rig->bone(B("Up")), onTarget = rig->bone(M("OnTarget"));
        PoseLanes block(rig->framework);
        const HelperTime times[kPoseLanes] = {};
        const QString difference = helpersBothWays(*rig, block, times, [&](int k) {
            const Srt armLocal{{0.5f * k, -1.0f, 10.0f}, glm::angleAxis(glm::radians(25.0f * k + 5.0f), glm::normalize(glm::vec3(1, 2, 3))),
                               glm::vec3(1.0f)};
            const Srt upLocal{{-5.0f + k, 4.0f, 20.0f - 2.0f * k}, glm::angleAxis(glm::radians(-15.0f * k), glm::vec3(1, 0, 0)),
                              glm::vec3(k % 2 == 1 ? 1.25f : 1.0f, 1.0f, k % 2 == 1 ? 0.8f : 1.0f)};
            // OnTarget starts each lane turned its own way, the rotation it keeps.
            const Srt kept{glm::vec3(0.0f), glm::angleAxis(glm::radians(10.0f * k + 3.0f), glm::vec3(0, 1, 0)), glm::vec3(1.0f)};
            return std::vector<std::pair<int, Srt>>{{arm, armLocal}, {up, upLocal}, {onTarget, kept}};
        });
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        // From the geometry: AxisNode's X axis points at the hand; OnTarget keeps the rotation it had.
        const int axisNode = rig->bone(M("AxisNode")), hand = rig->bone(B("Hand"));
        for (int k = 0; k < kPoseLanes; ++k) {
            const glm::mat4 world = block.worldMatrix(k, axisNode);
            const glm::vec3 toHand = glm::normalize(block.worldTranslation(k, hand) - glm::vec3(world[3]));
            QVERIFY2(glm::length(glm::normalize(glm::vec3(world[0])) - toHand) < 1e-4f, qPrintable(QString::number(k)));
            const glm::quat kept = glm::angleAxis(glm::radians(10.0f * k + 3.0f), glm::vec3(0, 1, 0));
            QVERIFY(std::abs(std::abs(glm::dot(block.local(k, onTarget).rotation, kept)) - 1.0f) < 1e-6f);
        }
    }

    /// Rotation controllers run across the eight characters: Rotation Lists whose every entry of
    /// weight is an Euler XYZ (its channels constants, curve reactions, expressions) or a
    /// World->World Orientation Constraint (the thigh twist of the samples, with a position slot:
    /// an Euler XYZ, then 40 % of a constraint keeping its offset; a blend of two constraints
    /// turned by an Euler XYZ after them; a "pose to pose" list, Average on, whose Euler XYZ a
    /// reaction drives, with a weight past 100 %; a list whose zero-weight entry adds nothing and
    /// whose negative weight counts as 0), and a World->World orientation constraint (with a
    /// position slot) and a look-at that no batch takes. Lane by lane: a list holding a
    /// Local->Local constraint, a lone Local->Local constraint, a look-at on a root bone, and the
    /// look-at of a helper whose position moves it first (that position across the eight). Every
    /// lane gets its character's bits. The blend, the "pose to pose" list, the lists with a zero or
    /// negative weight or a Local->Local constraint follow from listctrl.cpp (MAX-SEMANTICS 1.4:
    /// each entry's delta from the running rotation slerped from identity by its weight clamped to
    /// [0, 1] and applied on top; Average on, slerped from the previous entry's result); the lone
    /// constraint keeps its bind offset to its target, the look-at's X axis points at its target.
    void rotationControllersAcrossLanesGiveEachLanesBits()
    {
        const auto B = [](const char* n) { return std::string("_0Base{B}#") + n; };
        const auto M = [](const char* n) { return std::string("_1Muscle{D}#") + n; };
        const auto helper = [&](const char* bone, const std::string& entries, const char* average = "false",
                                const std::string& position = "") {
            return "<Helper bone=\"" + M(bone) + "\">" + position + "<Rotation><RotationList average=\"" + average + "\">"
                   + entries + "</RotationList></Rotation></Helper>";
        };
        const auto constraint = [&](const char* rule, const char* target, const char* options = "") {
            return "<OrientationConstraint transformRule=\"" + std::string(rule) + "\" " + options + "><Target bone=\"" + B(target)
                   + "\" weight=\"50\"/></OrientationConstraint>";
        };
        const auto entry = [](const char* weight, const std::string& controller) {
            return "<Entry weight=\"" + std::string(weight) + "\">" + controller + "</Entry>";
        };
        const auto lookAt = [&](const char* bone, const char* axes) {
            return "<Helper bone=\"" + M(bone) + "\"><Rotation><LookAtConstraint " + axes + "><Target bone=\"" + B("Side")
                   + "\"/></LookAtConstraint></Rotation></Helper>";
        };
        const std::string thighBendY = "<Input bone=\"" + B("Thigh") + "\" kind=\"rotation\" axis=\"Y\"/>";
        auto rig = test::makeHelperRig(
            {makeBone(B("Root"), ""), makeBone(B("Pelvis"), B("Root"), {0, 0, 10}), makeBone(B("Thigh"), B("Pelvis"), {2, 0, -1}),
             makeBone(B("Side"), B("Root"), {-3, 1, 12})},
            {makeBone(M("Twist"), B("Thigh"), {0, 0, -2}), makeBone(M("Blend"), B("Root")), makeBone(M("PoseToPose"), B("Thigh")),
             makeBone(M("Skipped"), B("Pelvis")), makeBone(M("Local"), B("Thigh")), makeBone(M("Alone"), B("Pelvis"), {1, 1, 0}),
             makeBone(M("Aim"), B("Thigh"), {0, 1, 0}), makeBone(M("AimAtRoot"), "", {4, 0, 0}),
             makeBone(M("AimMoved"), B("Pelvis")), makeBone(M("LocalAlone"), B("Pelvis"))},
            helper("Twist", entry("100", "<EulerXYZ/>") + entry("40", constraint("worldToWorld", "Pelvis", "keepInitialOffset=\"true\"")),
                   "false", "<Position><PositionXYZ z=\"-2\"/></Position>")
                + helper("Blend", entry("100", constraint("worldToWorld", "Pelvis")) + entry("35", constraint("worldToWorld", "Thigh"))
                                      + entry("100", "<EulerXYZ z=\"0.25\"/>"))
                + helper("PoseToPose",
                         entry("60", "<EulerXYZ><Z><FloatReaction>" + thighBendY
                                         + "<Curve><Point x=\"0\" y=\"0\"/><Point x=\"1\" y=\"0.5\"/></Curve></FloatReaction></Z></EulerXYZ>")
                             + entry("150", constraint("worldToWorld", "Side")),
                         "true")
                + helper("Skipped", entry("0", "<EulerXYZ z=\"0.3\"/>") + entry("-20", constraint("worldToWorld", "Side")))
                + helper("Local", entry("100", "<EulerXYZ z=\"0.2\"/>") + entry("100", constraint("localToLocal", "Side")))
                + "<Helper bone=\"" + M("Alone") + "\"><Position><PositionXYZ y=\"1\"/></Position><Rotation>"
                + constraint("worldToWorld", "Side", "keepInitialOffset=\"true\"")
                + "</Rotation></Helper><Helper bone=\"" + M("LocalAlone") + "\"><Rotation>" + constraint("localToLocal", "Side")
                + "</Rotation></Helper>" + lookAt("Aim", "aimAxis=\"X\" sourceAxis=\"Y\"")
                + lookAt("AimAtRoot", "aimAxis=\"Y\" sourceAxis=\"Z\"")
                + "<Helper bone=\"" + M("AimMoved") + "\"><Position><PositionXYZ x=\"2\"/></Position><Rotation><LookAtConstraint "
                  "aimAxis=\"Z\" sourceAxis=\"X\"><Target bone=\"" + B("Side") + "\"/></LookAtConstraint></Rotation></Helper>",
            2);  // angles in radians
        RS_REQUIRE_RIG(rig);
        QCOMPARE(rig->system->batchCount(), 0);
        QCOMPARE(rig->system->helpersAcrossLanes(), 7);  // all but Local, LocalAlone and AimAtRoot
        const int pelvis = rig->bone(B("Pelvis")), thigh = rig->bone(B("Thigh")), side = rig->bone(B("Side"));
        PoseLanes block(rig->framework);
        const HelperTime times[kPoseLanes] = {};
        const QString difference = helpersBothWays(*rig, block, times, [&](int k) {
            const Srt pelvisLocal{{0.5f * k, 0.0f, 10.0f}, glm::angleAxis(glm::radians(10.0f * k + 5.0f), glm::normalize(glm::vec3(1, 2, 3))),
                                  glm::vec3(1.0f)};
            const Srt thighLocal{{2, 0, -1}, glm::angleAxis(0.1f * k, glm::vec3(0, 1, 0)), glm::vec3(1.0f)};
            const Srt sideLocal{{-3, 1, 12}, glm::angleAxis(glm::radians(15.0f * k), glm::vec3(1, 0, 0)), glm::vec3(1.0f)};
            return std::vector<std::pair<int, Srt>>{{pelvis, pelvisLocal}, {thigh, thighLocal}, {side, sideLocal}};
        });
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        const auto sameTurn = [](const glm::quat& a, const glm::quat& b) { return std::abs(std::abs(glm::dot(a, b)) - 1.0f) < 1e-6f; };
        for (int k = 0; k < kPoseLanes; ++k) {
            const QString lane = QString::number(k);
            // Blend, under the root: the pelvis's world rotation, then 35 % of the way to the thigh's,
            // then turned 0.25 radians about its Z.
            const glm::quat pelvisWorld = block.worldRotation(k, pelvis), thighWorld = block.worldRotation(k, thigh);
            QVERIFY2(sameTurn(block.local(k, rig->bone(M("Blend"))).rotation,
                              glm::slerp(pelvisWorld, thighWorld, 0.35f) * glm::angleAxis(0.25f, glm::vec3(0, 0, 1))),
                     qPrintable(lane));
            // PoseToPose, Average on ("pose to pose": each entry slerped from the previous entry's
            // rotation, the rotation then that result): 60 % of the Euler XYZ's turn, Z by half the
            // thigh's 0.1 k bend, so Z by 0.03 k; then the constraint's full weight (150 % clamped
            // to 100 %) reaches its delta from that rotation, Thigh^-1 * Side in the world.
            const glm::quat first = glm::angleAxis(0.03f * k, glm::vec3(0, 0, 1));
            const glm::quat toSide = glm::conjugate(thighWorld) * block.worldRotation(k, side);
            QVERIFY2(std::abs(std::abs(glm::dot(block.local(k, rig->bone(M("PoseToPose"))).rotation, glm::conjugate(first) * toSide)) - 1.0f)
                         < 1e-5f,
                     qPrintable(lane));
            // Skipped: the zero-weight entry is not applied, the negative weight counts as 0.
            QVERIFY2(sameTurn(block.local(k, rig->bone(M("Skipped"))).rotation, glm::quat(1, 0, 0, 0)), qPrintable(lane));
            // Local: 0.2 radians about Z, times Side's local rotation (Local->Local multiplies the
            // running rotation by the blend: orientation_cnstrnt.cpp), fully.
            const glm::quat sideLocal = glm::angleAxis(glm::radians(15.0f * k), glm::vec3(1, 0, 0));
            QVERIFY2(sameTurn(block.local(k, rig->bone(M("Local"))).rotation, glm::angleAxis(0.2f, glm::vec3(0, 0, 1)) * sideLocal),
                     qPrintable(lane));
            QVERIFY2(sameTurn(block.local(k, rig->bone(M("LocalAlone"))).rotation, sideLocal), qPrintable(lane));
        }
        const int alone = rig->bone(M("Alone")), aim = rig->bone(M("Aim"));
        const glm::quat aloneOffset = glm::conjugate(block.worldRotation(0, side)) * block.worldRotation(0, alone);
        for (int k = 0; k < kPoseLanes; ++k) {
            const QString lane = QString::number(k);
            QVERIFY2(sameTurn(glm::conjugate(block.worldRotation(k, side)) * block.worldRotation(k, alone), aloneOffset),
                     qPrintable(lane));
            const glm::mat4 world = block.worldMatrix(k, aim);
            const glm::vec3 toSide = glm::normalize(block.worldTranslation(k, side) - glm::vec3(world[3]));
            QVERIFY2(glm::length(glm::normalize(glm::vec3(world[0])) - toSide) < 1e-4f, qPrintable(lane));
        }
        // The lanes really differ: the twist follows the pelvis, which turns its own way in each lane.
        const int twist = rig->bone(M("Twist"));
        QVERIFY(!sameTurn(block.local(1, twist).rotation, block.local(0, twist).rotation));
    }

    /// Poses moved into a block and back (PoseLanes::load, store), as a crowd's blocks do: 45 bones
    /// (a step of 32 and a tail), scaled in some lanes, one pose loaded into two lanes, five lanes
    /// stored. Each stored pose holds its source's locals, world matrices, scale flags and world
    /// rotations, bit for bit, every bone valid. Bones listed as overwritten are not loaded.
    void posesLoadedAndStoredKeepTheirBits()
    {
        std::vector<RawBone> bones{makeBone("_0Base{B}#B0", "")};
        for (int b = 1; b < 45; ++b) {
            // Chains of five under the root.
            const std::string parent = b % 5 == 1 ? "_0Base{B}#B0" : "_0Base{B}#B" + std::to_string(b - 1);
            bones.push_back(makeBone("_0Base{B}#B" + std::to_string(b), parent, {1.0f + 0.1f * b, 0.5f, 0.0f}));
        }
        const RawLayer layer = makeLayer("Base", 0, std::move(bones));
        Diagnostics d;
        const auto fw = FrameworkBuilder::build({&layer}, d);
        QVERIFY(fw && fw->boneCount() == 45);
        std::vector<std::unique_ptr<Pose>> sources;
        for (int k = 0; k < 7; ++k) {
            sources.push_back(std::make_unique<Pose>(fw));
            for (int b = 0; b < 45; ++b) {
                const bool scaled = (k % 2 == 1 && b % 7 == 3) || (k == 4 && b == 40);
                sources.back()->setLocal(b, Srt{{0.1f * k, 1.0f + 0.01f * b, -0.2f * k},
                                                glm::angleAxis(glm::radians(3.0f * b + 11.0f * k), glm::normalize(glm::vec3(1, k, 2))),
                                                glm::vec3(scaled ? 1.5f : 1.0f, 1.0f, scaled ? 0.75f : 1.0f)});
            }
        }
        // Lane 7 repeats pose 2.
        const Pose* in[kPoseLanes] = {sources[0].get(), sources[1].get(), sources[2].get(), sources[3].get(),
                                      sources[4].get(), sources[5].get(), sources[6].get(), sources[2].get()};
        PoseLanes block(fw);
        block.load(in);
        for (int b = 0; b < 45; ++b) {
            QVERIFY(!block.isWorldValid(b));  // loading leaves every world transform to compute
        }
        std::vector<std::unique_ptr<Pose>> stored;
        Pose* out[5];
        for (int k = 0; k < 5; ++k) {
            stored.push_back(std::make_unique<Pose>(fw));
            out[k] = stored.back().get();
        }
        block.store(std::span<Pose* const>(out, 5));
        for (int k = 0; k < 5; ++k) {
            Pose& source = *sources[static_cast<std::size_t>(k)];
            Pose& pose = *out[k];
            for (int b = 0; b < 45; ++b) {
                QVERIFY(pose.isWorldValid(b));
            }
            QVERIFY2(laneDifference(block, k, source).isEmpty(), qPrintable(laneDifference(block, k, source)));
            for (int b = 0; b < 45; ++b) {
                const QString where = QStringLiteral("lane %1, bone %2").arg(k).arg(b);
                QVERIFY2(std::memcmp(&pose.local(b), &source.local(b), sizeof(Srt)) == 0, qPrintable(where));
                QVERIFY2(std::memcmp(&pose.world(b), &source.world(b), sizeof(glm::mat4)) == 0, qPrintable(where));
                QVERIFY2(pose.hasWorldScale(b) == source.hasWorldScale(b), qPrintable(where));
                const glm::quat a = pose.worldRotation(b), r = source.worldRotation(b);
                QVERIFY2(std::memcmp(&a, &r, sizeof(glm::quat)) == 0, qPrintable(where));
            }
        }
        // The scale flags really differ between lanes: bone 3 is scaled in lane 1, not in lane 0.
        QVERIFY(out[1]->hasWorldScale(3) && !out[0]->hasWorldScale(3) && out[4]->hasWorldScale(40));
        // Lane 7 holds pose 2 again.
        QVERIFY(laneDifference(block, 7, *sources[2]).isEmpty());

        // Loaded again from the poses in another order, with bones 5 and 17 listed as overwritten:
        // those keep what the block held (each lane's pose above), every other bone is the new
        // pose's; a load with none listed after it reads every bone again.
        const Pose* shifted[kPoseLanes];
        for (int k = 0; k < kPoseLanes; ++k) {
            shifted[k] = in[(k + 1) % kPoseLanes];
        }
        const int overwritten[] = {17, 5};
        block.load(shifted, overwritten);
        for (int k = 0; k < kPoseLanes; ++k) {
            for (int b = 0; b < 45; ++b) {
                const Srt local = block.local(k, b);
                const Pose& from = b == 5 || b == 17 ? *in[k] : *shifted[k];
                QVERIFY2(std::memcmp(&local, &from.local(b), sizeof(Srt)) == 0,
                         qPrintable(QStringLiteral("lane %1, bone %2").arg(k).arg(b)));
            }
        }
        block.load(shifted);
        for (int k = 0; k < kPoseLanes; ++k) {
            Pose& source = *sources[static_cast<std::size_t>(k == 6 ? 2 : (k + 1) % kPoseLanes)];  // in[k + 1]
            QVERIFY2(laneDifference(block, k, source).isEmpty(), qPrintable(QString::number(k)));
        }
        // A list naming a bone the block does not hold is refused, and leaves no bone unread.
        const int notABone[] = {5, 45};
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, block.load(in, notABone));
        block.load(in);
        QVERIFY(laneDifference(block, 0, *sources[0]).isEmpty());
    }

    /// A player or a helper system of another skeleton is refused before it writes past the block's
    /// bones.
    void anotherSkeletonIsRefused()
    {
        Diagnostics d;
        const auto data = loadCharacter(RIGSTAGE_SAMPLES "/gamerig/gamerig.character.xml", d);
        QVERIFY(data && data->framework && !data->clips.empty());
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#Root", "")});
        const auto small = FrameworkBuilder::build({&base}, d);
        QVERIFY(small);
        PoseLanes block(small);
        const ClipPlayer player(*data->framework, data->clips.front(), d);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, applyClipInLanes(player, block, kFrames));
        const auto instance = CharacterInstance::create(*data, d);
        QVERIFY(instance);
        HelperTime times[kPoseLanes];
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, instance->helpers()->evaluateLanes(block, times));
        // The block is untouched: its one bone still holds the bind pose.
        const Srt bind = small->bindLocal(0);
        const Srt local = block.local(3, 0);
        QVERIFY(std::memcmp(&local, &bind, sizeof(Srt)) == 0);
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
