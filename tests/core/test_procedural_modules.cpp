// Procedural modules configured in the manifest run in the character's pipeline: IK after the clip
// and before the helper joints (which react), trailing joints last; bad configuration is reported.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "character/character_instance.h"
#include "math/euler.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

/// A copy of the sample whose manifest has extra elements before its first <Clip>.
std::string sampleWith(QTemporaryDir& dir, const QByteArray& elements)
{
    for (const QString& name : QDir(QStringLiteral(RIGSTAGE_SAMPLES "/walker")).entryList(QDir::Files)) {
        QFile::copy(QStringLiteral(RIGSTAGE_SAMPLES "/walker/") + name, dir.filePath(name));
    }
    QFile manifest(dir.filePath(QStringLiteral("walker.character.xml")));
    manifest.open(QIODevice::ReadWrite);
    QByteArray text = manifest.readAll();
    text = text.left(text.indexOf("    <Costume")) + elements + text.mid(text.indexOf("    <Clip"));
    manifest.resize(0);
    manifest.write(text);
    return manifest.fileName().toStdString();
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
        QCOMPARE(int(data->manifest.iks.size()), 1);
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
            QCOMPARE(item.line > 0, true);
        }
        Diagnostics m;
        QTemporaryDir dir2;
        loadCharacter(sampleWith(dir2, "    <TwoBoneIk root=\"a\" mid=\"b\" end=\"c\"/>\n"), m);
        QVERIFY(m.contains("procedural.ik-target"));
    }
};

QTEST_GUILESS_MAIN(TestProceduralModules)
#include "test_procedural_modules.moc"
