// Procedural modules configured in the manifest run in the character's pipeline: IK after the clip
// and before the helper joints (which react), trailing joints last; bad configuration is reported.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "character/character_instance.h"
#include "math/euler.h"
#include "sample_copy.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

std::string sampleWith(QTemporaryDir& dir, const QByteArray& elements)
{
    return test::copySampleWith(dir, elements).toStdString();
}

}  // namespace

class TestProceduralModules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void handIkOntoABoneAndHelpersReact()
    {
        QTemporaryDir dir;
        const std::string path = sampleWith(dir, "    <TwoBoneIk name=\"LeftHand\" root=\"_0Base{BD}#L_UpperArm\" mid=\"_0Base{BD}#L_Forearm\" "
                                                 "end=\"_0Base{BD}#L_Hand\" targetBone=\"_0Base{BD}#Spine2\"/>\n");
        Diagnostics d;
        auto data = loadCharacter(path, d);
        QVERIFY2(data && data->framework && !d.hasErrors(), qPrintable(test::str(d)));
        QCOMPARE(int(data->manifest.iks.size()), 4);  // the sample's feet and hands, this one instead of its left hand
        auto instance = CharacterInstance::create(*data, d);
        QVERIFY2(instance, qPrintable(test::str(d)));
        instance->setClip(0, d);
        instance->evaluate(6.0f);
        Pose& pose = instance->pose();
        const Framework& fw = instance->framework();
        const glm::vec3 hand(pose.world(fw.findBone("_0Base{BD}#L_Hand"))[3]);
        const glm::vec3 chest(pose.world(fw.findBone("_0Base{BD}#Spine2"))[3]);
        QVERIFY2(glm::length(hand - chest) < 1e-2f, qPrintable(test::str(hand) + " vs " + test::str(chest)));
        // The biceps bulge reads the (IK-bent) elbow: scale Y = 1 + 0.3 (1 - cos(elbow angle)).
        const float elbow = quatToEuler(pose.local(fw.findBone("_0Base{BD}#L_Forearm")).rotation, EulerOrder::XYZ).y;
        QVERIFY(test::near(pose.local(fw.findBone("_1Muscle{D}#L_BicepsBulge")).scale.y, 1.0f + 0.3f * (1.0f - std::cos(elbow)), 1e-4f));
        // The user's target (the gizmo) wins over the bone.
        const glm::vec3 aside = chest + glm::vec3(15, -20, 5);
        QVERIFY(instance->setIkTarget("LeftHand", aside));
        instance->evaluate(6.0f);
        QVERIFY(glm::length(glm::vec3(pose.world(fw.findBone("_0Base{BD}#L_Hand"))[3]) - aside) < 1e-2f);
        QVERIFY(!instance->setIkTarget("Nope", aside));
    }

    void footIkKeepsTheAnkleAboveTheGround()
    {
        QTemporaryDir dir;
        // A raised ground (20 cm): the ankle (9 cm at bind) must stay at or above 29 cm.
        const std::string path = sampleWith(dir, "    <TwoBoneIk name=\"LeftFoot\" root=\"_0Base{BD}#L_Thigh\" mid=\"_0Base{BD}#L_Calf\" "
                                                 "end=\"_0Base{BD}#L_Foot\" ground=\"true\" groundHeight=\"20\" pole=\"_0Base{B}#L_Toe0Nub\"/>\n");
        Diagnostics d;
        auto data = loadCharacter(path, d);
        auto instance = CharacterInstance::create(*data, d);
        QVERIFY2(instance, qPrintable(test::str(d)));
        instance->setClip(0, d);
        const int foot = instance->framework().findBone("_0Base{BD}#L_Foot");
        for (int f = 0; f < 32; f += 3) {
            instance->evaluate(float(f));
            QVERIFY2(instance->pose().world(foot)[3].z >= 29.0f - 1e-2f, qPrintable(QString::number(instance->pose().world(foot)[3].z)));
        }
    }

    void trailingJointSwingsWithTimeAndSnapsWhenScrubbing()
    {
        QTemporaryDir dir;
        const std::string path = sampleWith(dir, "    <TrailingJoint bone=\"_0Base{B}#HeadNub\" restOffset=\"20 0 0\" dampSeconds=\"0.3\" angleLimitDegrees=\"25\"/>\n");
        Diagnostics d;
        auto data = loadCharacter(path, d);
        auto instance = CharacterInstance::create(*data, d);
        QVERIFY2(instance, qPrintable(test::str(d)));
        instance->setClip(0, d);
        QCOMPARE(int(instance->trailingJoints().size()), 1);
        instance->evaluate(0.0f, true, 0.0f);
        float peak = 0.0f;
        for (int f = 1; f < 32; ++f) {
            instance->evaluate(float(f), true, 1.0f / 30.0f);
            peak = std::max(peak, instance->trailingJoints().front().swingDegrees());
        }
        QVERIFY2(peak > 0.05f && peak <= 25.0f + 1e-3f, qPrintable(QString::number(peak)));
        instance->evaluate(12.0f, true, 0.0f);  // a jump: back to rest
        QVERIFY(instance->trailingJoints().front().swingDegrees() < 1e-3f);
    }

    void driveModeMovesTheRootAndPlantsTheFeet_data()
    {
        QTest::addColumn<bool>("withClip");
        QTest::newRow("no clip") << false;
        QTest::newRow("walk clip playing") << true;
    }
    void driveModeMovesTheRootAndPlantsTheFeet()
    {
        QFETCH(bool, withClip);
        QTemporaryDir dir;
        const std::string path = sampleWith(dir, "    <Locomotion root=\"_0Base{B}#Root\" pelvis=\"_0Base{BD}#Pelvis\" "
                                                 "leftLeg=\"_0Base{BD}#L_Thigh _0Base{BD}#L_Calf _0Base{BD}#L_Foot\" "
                                                 "rightLeg=\"_0Base{BD}#R_Thigh _0Base{BD}#R_Calf _0Base{BD}#R_Foot\" maxSpeed=\"120\"/>\n");
        Diagnostics d;
        auto data = loadCharacter(path, d);
        QVERIFY2(data && data->manifest.locomotion, qPrintable(test::str(d)));
        auto instance = CharacterInstance::create(*data, d);
        QVERIFY2(instance, qPrintable(test::str(d)));
        instance->setClip(withClip ? 0 : -1, d);
        QVERIFY(instance->setDriving(true));
        instance->setStick({0, -1});  // forward: the character faces -Y
        const Framework& fw = instance->framework();
        const int root = fw.findBone("_0Base{B}#Root");
        const int pelvis = fw.findBone("_0Base{BD}#Pelvis");
        const int feet[2] = {fw.findBone("_0Base{BD}#L_Foot"), fw.findBone("_0Base{BD}#R_Foot")};
        const float dt = 1.0f / 60.0f;
        const float pelvisBind = fw.bindWorld(pelvis)[3].z;
        for (int i = 0; i < 150; ++i) {
            instance->evaluate(i * 0.5f, true, dt);
            Pose& pose = instance->pose();
            const ProceduralLocomotion& m = *instance->locomotion();
            RS_VERIFY_NEAR(glm::vec3(pose.world(root)[3]), m.position());
            for (int side = 0; side < 2; ++side) {
                const glm::vec3 expected = m.foot(side).position + glm::vec3(0, 0, fw.bindWorld(feet[side])[3].z);
                const float off = glm::length(glm::vec3(pose.world(feet[side])[3]) - expected);
                QVERIFY2(off < 0.5f, qPrintable(QStringLiteral("frame %1 foot %2 off by %3").arg(i).arg(side).arg(off)));
            }
            if (!withClip) {  // the pelvis is lowered by the crouch and the step's drop, never more
                const float z = pose.world(pelvis)[3].z;
                QVERIFY2(z <= pelvisBind - 6.0f + 1e-3f && z >= pelvisBind - 6.0f - 1.5f - 1e-3f, qPrintable(QString::number(z)));
            }
        }
        // It walked forward (-Y), about 120 cm/s once up to speed.
        QVERIFY2(instance->locomotion()->position().y < -150.0f, qPrintable(QString::number(instance->locomotion()->position().y)));
        QVERIFY(instance->setDriving(false));
    }

    void badConfigurationIsReported()
    {
        QTemporaryDir dir;
        const std::string path = sampleWith(dir, "    <TwoBoneIk root=\"_0Base{BD}#L_Thigh\" mid=\"_0Base{BD}#L_Foot\" end=\"_0Base{BD}#L_Toe0\" ground=\"true\"/>\n"
                                                 "    <TrailingJoint bone=\"_0Base{B}#Tail\"/>\n");
        Diagnostics d;
        auto data = loadCharacter(path, d);
        QVERIFY(data && data->framework);
        QVERIFY(!CharacterInstance::create(*data, d));
        QVERIFY2(d.contains("procedural.bad-chain") && d.contains("procedural.unknown-bone"), qPrintable(test::str(d)));
        for (const Diagnostic& item : d.items()) {
            QCOMPARE(item.line > 0 || item.severity == Severity::Info, true);  // the body mesh's unit note names no line
        }
        Diagnostics m;
        QTemporaryDir dir2;
        loadCharacter(sampleWith(dir2, "    <TwoBoneIk root=\"a\" mid=\"b\" end=\"c\"/>\n"), m);
        QVERIFY(m.contains("procedural.ik-target"));
    }

    void springFrequenciesAreOffOrWithinRange_data()
    {
        // A spring is off (0) or 0.01 to 100 Hz: 1e-45 Hz overflowed the overdamped spring into
        // NaN bodies while validate said nothing.
        QTest::addColumn<QString>("element");
        QTest::addColumn<bool>("accepted");
        const QString slope = QStringLiteral("<SlopeAdaptation spine=\"_0Base{BD}#Pelvis\" %1>"
                                             "<Leg chain=\"_0Base{BD}#L_Thigh _0Base{BD}#L_Calf _0Base{BD}#L_Foot\"/></SlopeAdaptation>");
        const QString chain = QStringLiteral("<ChainPhysics bones=\"_0Base{BD}#Spine _0Base{BD}#Spine1\" %1/>");
        QTest::newRow("slope height 1e-45 Hz") << slope.arg(QStringLiteral("heightFrequency=\"1e-45\" heightDamping=\"2\"")) << false;
        QTest::newRow("slope pitch 0.005 Hz") << slope.arg(QStringLiteral("pitchFrequency=\"0.005\"")) << false;
        QTest::newRow("slope height off") << slope.arg(QStringLiteral("heightFrequency=\"0\"")) << true;
        QTest::newRow("slope pitch 0.01 Hz") << slope.arg(QStringLiteral("pitchFrequency=\"0.01\"")) << true;
        QTest::newRow("chain 1e-45 Hz") << chain.arg(QStringLiteral("frequency=\"1e-45\"")) << false;
        QTest::newRow("chain 100 Hz") << chain.arg(QStringLiteral("frequency=\"100\"")) << true;
    }
    void springFrequenciesAreOffOrWithinRange()
    {
        QFETCH(QString, element);
        QFETCH(bool, accepted);
        QTemporaryDir dir;
        QFile manifest(dir.filePath(QStringLiteral("spring.character.xml")));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("<Character version=\"1\" name=\"Walker\" upAxis=\"Z\">\n<Layer framework=\"" RIGSTAGE_SAMPLES
                       "/walker/Walker.Base.Framework.xml\"/>\n" + element.toUtf8() + "\n</Character>\n");
        manifest.close();
        Diagnostics d;
        auto data = loadCharacter(manifest.fileName().toStdString(), d);
        QVERIFY2(bool(data) == accepted, qPrintable(test::str(d)));
        QVERIFY2(d.contains("procedural.bad-option") != accepted, qPrintable(test::str(d)));
    }

    void slopeRollAndLookAheadAreChecked_data()
    {
        // roll is a share (0..1), maxRollDegrees 0..60, lookAhead true or false; a bad one names
        // the <SlopeAdaptation>'s line (3: after <Character> and <Layer>) and what it needs.
        QTest::addColumn<QString>("attributes");
        QTest::addColumn<QString>("complaint");
        QTest::newRow("roll 0.8, 30 degrees, no look-ahead") << QStringLiteral("roll=\"0.8\" maxRollDegrees=\"30\" lookAhead=\"false\"") << QString();
        QTest::newRow("roll 0") << QStringLiteral("roll=\"0\"") << QString();
        QTest::newRow("roll above 1") << QStringLiteral("roll=\"1.5\"") << QStringLiteral("roll in 0..1");
        QTest::newRow("negative roll") << QStringLiteral("roll=\"-0.2\"") << QStringLiteral("roll in 0..1");
        QTest::newRow("roll NaN") << QStringLiteral("roll=\"nan\"") << QStringLiteral("roll");
        QTest::newRow("limit 75 degrees") << QStringLiteral("maxRollDegrees=\"75\"") << QStringLiteral("maxRollDegrees in 0..60");
        QTest::newRow("lookAhead not a bool") << QStringLiteral("lookAhead=\"sometimes\"") << QStringLiteral("lookAhead");
    }
    void slopeRollAndLookAheadAreChecked()
    {
        QFETCH(QString, attributes);
        QFETCH(QString, complaint);
        QTemporaryDir dir;
        QFile manifest(dir.filePath(QStringLiteral("roll.character.xml")));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("<Character version=\"1\" name=\"Walker\" upAxis=\"Z\">\n<Layer framework=\"" RIGSTAGE_SAMPLES
                       "/walker/Walker.Base.Framework.xml\"/>\n<SlopeAdaptation spine=\"_0Base{BD}#Pelvis\" " + attributes.toUtf8()
                       + "><Leg chain=\"_0Base{BD}#L_Thigh _0Base{BD}#L_Calf _0Base{BD}#L_Foot\"/></SlopeAdaptation>\n</Character>\n");
        manifest.close();
        Diagnostics d;
        auto data = loadCharacter(manifest.fileName().toStdString(), d);
        if (complaint.isEmpty()) {
            QVERIFY2(data && !d.hasErrors(), qPrintable(test::str(d)));
            auto instance = CharacterInstance::create(*data, d);
            QVERIFY2(instance && instance->slopeAdaptation(), qPrintable(test::str(d)));
            const SlopeAdaptationSettings& s = instance->slopeAdaptation()->settings();
            const bool custom = attributes.contains(QStringLiteral("0.8"));
            QCOMPARE(s.roll, custom ? 0.8f : 0.0f);
            QCOMPARE(s.maxRollDegrees, custom ? 30.0f : 15.0f);
            QCOMPARE(s.lookAhead, !custom);
            return;
        }
        QVERIFY(!data);
        bool named = false;
        for (const Diagnostic& item : d.items()) {
            named = named || (item.line == 3 && QString::fromStdString(item.message).contains(complaint));
        }
        QVERIFY2(named, qPrintable(test::str(d)));
    }
};

QTEST_GUILESS_MAIN(TestProceduralModules)
#include "test_procedural_modules.moc"
