// The sample character's helper joints move with the walk as their controllers say, and the
// controller layer rules are checked.
#include <QTest>

#include "character/character_instance.h"
#include "core/helper_rig.h"
#include "math/euler.h"
#include "validate/helper_checks.h"

using namespace rigstage;
using namespace rigstage::test;

class TestSampleCharacter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void helpersMoveWithTheWalk()
    {
        Diagnostics d;
        auto data = loadCharacter(RIGSTAGE_SAMPLES "/walker/walker.character.xml", d);
        QVERIFY(data && data->framework);
        auto instance = CharacterInstance::create(*data, d);
        QVERIFY2(instance, qPrintable(str(d)));
        QCOMPARE(int(instance->helpers()->joints().size()), 16);
        instance->setClip(0, d);
        const Framework& fw = instance->framework();
        const int calf = fw.findBone("_0Base{BD}#L_Calf");
        const int forearm = fw.findBone("_0Base{BD}#L_Forearm");
        const int knee = fw.findBone("_1Muscle{D}#L_KneeVolume");
        const int biceps = fw.findBone("_1Muscle{D}#L_BicepsBulge");
        const float kneeBindY = fw.bindLocal(knee).translation.y;
        float minOffset = 1e9f, maxOffset = -1e9f;
        for (int f = 0; f < 32; ++f) {
            instance->evaluate(float(f));
            Pose& pose = instance->pose();
            // Knee volume: reaction curve (0,0)-(90,-4) on the calf's local Z angle in degrees, added to
            // the bind offset; the wire turns it by half the calf's angle.
            const float bend = glm::degrees(quatToEuler(pose.local(calf).rotation, EulerOrder::XYZ).z);
            const float expectedY = kneeBindY + -4.0f * std::clamp(bend, 0.0f, 90.0f) / 90.0f;
            QVERIFY2(near(pose.local(knee).translation.y, expectedY, 1e-3f),
                     qPrintable(QStringLiteral("frame %1: %2 vs %3").arg(f).arg(pose.local(knee).translation.y).arg(expectedY)));
            const float wire = glm::degrees(quatToEuler(pose.local(knee).rotation, EulerOrder::XYZ).z);
            QVERIFY(near(wire, bend / 2.0f, 1e-3f));
            minOffset = std::min(minOffset, expectedY);
            maxOffset = std::max(maxOffset, expectedY);
            // Biceps: scale Y = 1 + 0.3 (1 - cos(elbow angle)).
            const float elbow = quatToEuler(pose.local(forearm).rotation, EulerOrder::XYZ).y;
            QVERIFY(near(pose.local(biceps).scale.y, 1.0f + 0.3f * (1.0f - std::cos(elbow)), 1e-4f));
        }
        QVERIFY2(maxOffset - minOffset > 1.0f, "the knee volume moves by more than a centimetre over the walk");
    }

    void controllerReadingAHigherLayerIsReported()
    {
        // A Muscle (level 1) helper looking at a Costume (level 2) bone.
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#Root", "")});
        const RawLayer muscle = makeLayer("Muscle", 1, {makeBone("_1Muscle{D}#H", "_0Base{B}#Root")});
        const RawLayer costume = makeLayer("Costume", 2, {makeBone("_2Costume{D}#Cape", "_0Base{B}#Root", {0, 10, 0})});
        Diagnostics d;
        auto fw = FrameworkBuilder::build({&base, &muscle, &costume}, d);
        QVERIFY(fw);
        auto setting = parseHelperJointSettingXml(
            "<HelperJointSetting version=\"1\" layer=\"Muscle\"><Helper bone=\"_1Muscle{D}#H\"><Rotation><LookAtConstraint>"
            "<Target bone=\"_2Costume{D}#Cape\"/></LookAtConstraint></Rotation></Helper></HelperJointSetting>",
            "muscle.xml", d);
        QVERIFY(setting);
        auto system = HelperJointSystem::build(fw, compileHelperJoints(*setting, *fw, d), d);
        QVERIFY2(system, qPrintable(str(d)));
        const Diagnostics findings = checkHelperLayers(*fw, *system);
        QVERIFY2(findings.contains("layer.depends-on-higher"), qPrintable(str(findings)));
        const Diagnostic& hit = findings.items().front();
        QCOMPARE(hit.bones, (std::vector<std::string>{"_1Muscle{D}#H", "_2Costume{D}#Cape"}));
        QCOMPARE(hit.file, std::string("muscle.xml"));
    }

    void layersDependingOnEachOtherThroughControllers()
    {
        // Costume hangs under Muscle bone H (an edge Costume -> Muscle), and Muscle helper H2 reads a
        // Costume bone (an edge Muscle -> Costume). (Had H itself read the cape, that would be a cycle.)
        const RawLayer base = makeLayer("Base", 0, {makeBone("_0Base{B}#Root", "")});
        const RawLayer muscle = makeLayer("Muscle", 1, {makeBone("_1Muscle{D}#H", "_0Base{B}#Root"),
                                                        makeBone("_1Muscle{D}#H2", "_0Base{B}#Root")});
        const RawLayer costume = makeLayer("Costume", 2, {makeBone("_2Costume{D}#Cape", "_1Muscle{D}#H", {0, 10, 0})});
        Diagnostics d;
        auto fw = FrameworkBuilder::build({&base, &muscle, &costume}, d);
        auto setting = parseHelperJointSettingXml(
            "<HelperJointSetting version=\"1\" layer=\"Muscle\"><Helper bone=\"_1Muscle{D}#H2\"><Position><PositionXYZ><X>"
            "<FloatExpression expression=\"d\"><Variable name=\"d\" bone=\"_2Costume{D}#Cape\" kind=\"distance\"/></FloatExpression>"
            "</X></PositionXYZ></Position></Helper></HelperJointSetting>",
            "muscle.xml", d);
        auto system = HelperJointSystem::build(fw, compileHelperJoints(*setting, *fw, d), d);
        QVERIFY2(system, qPrintable(str(d)));
        const Diagnostics findings = checkHelperLayers(*fw, *system);
        QVERIFY2(findings.contains("layer.mutual-dependency"), qPrintable(str(findings)));
    }
};

QTEST_APPLESS_MAIN(TestSampleCharacter)
#include "test_sample_character.moc"
