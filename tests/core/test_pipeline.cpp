// The frame as an ordered pipeline of stages: the manifest's <Pipeline> order (or the default),
// each stage switchable, a switched-off stage leaving the pose as the stage before it wrote it,
// bad orders reported, and each stage's cost measured when asked.
#include <QTemporaryDir>
#include <QTest>

#include "character/character_instance.h"
#include "math/euler.h"
#include "pipeline/frame_stage.h"
#include "sample_copy.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

struct Walker {
    QTemporaryDir dir;
    std::optional<CharacterData> data;
    std::unique_ptr<CharacterInstance> instance;
    Diagnostics diagnostics;

    explicit Walker(const QByteArray& elements = {})
    {
        const std::string path = test::copySampleWith(dir, elements).toStdString();
        data = loadCharacter(path, diagnostics);
        if (data && data->framework) {
            instance = CharacterInstance::create(*data, diagnostics);
        }
        if (instance) {
            instance->setClip(0, diagnostics);
        }
    }
};

QStringList stageNames(CharacterInstance& c)
{
    QStringList names;
    for (const FrameStage* s : c.pipeline().stages()) {
        names << QString::fromLatin1(s->name());
    }
    return names;
}

std::vector<glm::mat4> poseAt(CharacterInstance& c, float frame)
{
    c.pose().resetToBind();
    c.evaluate(frame, true, 0.0f);
    return c.pose().allWorld();
}

}  // namespace

class TestPipeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aHandTurnOfABoneWithoutATrackStaysOneTurn()
    {
        // The elbow volume's rotation has neither a track nor a controller (its list drives the
        // position only): a hand turn of 30 degrees about Z holds frame after frame instead of
        // adding up, and taking it away puts the bind rotation (the identity) back.
        Walker w;
        QVERIFY2(w.instance, qPrintable(test::str(w.diagnostics)));
        const int bone = w.instance->framework().findBone("_1Muscle{D}#L_ElbowVolume");
        const glm::quat turn = glm::angleAxis(glm::radians(30.0f), glm::vec3(0, 0, 1));
        w.instance->setPoseEdit(bone, Srt{{0, 0, 0}, turn, {1, 1, 1}});
        for (float frame : {0.0f, 1.0f, 2.0f, 2.0f, 5.5f}) {
            w.instance->evaluate(frame);
            QVERIFY2(test::sameRotation(w.instance->pose().local(bone).rotation, turn), qPrintable(test::str(w.instance->pose().local(bone).rotation)));
        }
        w.instance->setPoseEdit(bone, std::nullopt);
        w.instance->evaluate(6.0f);
        QVERIFY(test::sameRotation(w.instance->pose().local(bone).rotation, glm::quat(1, 0, 0, 0)));
    }

    void defaultOrderRunsEveryStage()
    {
        Walker w;
        QVERIFY2(w.instance, qPrintable(test::str(w.diagnostics)));
        QCOMPARE(stageNames(*w.instance), QStringList({"clip", "transition", "pose", "locomotion", "slope", "ik", "physics", "helpers", "trailing"}));
    }

    void manifestOrderIsFollowed()
    {
        Walker w("    <Pipeline stages=\"clip helpers ik trailing\"/>\n");
        QVERIFY2(w.instance, qPrintable(test::str(w.diagnostics)));
        QCOMPARE(stageNames(*w.instance), QStringList({"clip", "helpers", "ik", "trailing"}));
        // The sample's locomotion, slope adaptation and spine physics are left out: each is named in a warning.
        int missing = 0;
        for (const Diagnostic& d : w.diagnostics.items()) {
            missing += d.code == "pipeline.stage-missing" ? 1 : 0;
        }
        QCOMPARE(missing, 2);
        // Unlisted modules stay reachable (the window's editors), they just never run.
        QVERIFY(w.instance->locomotion());
        QVERIFY(w.instance->slopeAdaptation());
    }

    void helpersBeforeIkSeeTheClipNotTheIk()
    {
        // The biceps bulge reads the elbow: after IK in the default order, before it when the
        // manifest puts helpers first (then it matches the clip's elbow, as with IK off).
        Walker ikFirst, helpersFirst("    <Pipeline stages=\"clip helpers ik\"/>\n"), noIk("    <Pipeline stages=\"clip helpers\"/>\n");
        for (Walker* w : {&ikFirst, &helpersFirst, &noIk}) {
            QVERIFY2(w->instance, qPrintable(test::str(w->diagnostics)));
        }
        const Framework& fw = ikFirst.instance->framework();
        const int bulge = fw.findBone("_1Muscle{D}#L_BicepsBulge");
        const int forearm = fw.findBone("_0Base{BD}#L_Forearm");
        const glm::vec3 reach = glm::vec3(ikFirst.instance->pose().world(fw.findBone("_0Base{BD}#Spine2"))[3]) + glm::vec3(20, -25, 0);
        for (Walker* w : {&ikFirst, &helpersFirst}) {
            QVERIFY(w->instance->setIkTarget("LeftHand", reach));
        }
        poseAt(*ikFirst.instance, 6.0f);
        poseAt(*helpersFirst.instance, 6.0f);
        poseAt(*noIk.instance, 6.0f);
        const float bentElbow = quatToEuler(ikFirst.instance->pose().local(forearm).rotation, EulerOrder::XYZ).y;
        const float clipElbow = quatToEuler(noIk.instance->pose().local(forearm).rotation, EulerOrder::XYZ).y;
        QVERIFY(std::abs(bentElbow - clipElbow) > 0.05f);  // the IK did bend it
        QVERIFY(test::near(ikFirst.instance->pose().local(bulge).scale.y, 1.0f + 0.3f * (1.0f - std::cos(bentElbow)), 1e-4f));
        QVERIFY(test::near(helpersFirst.instance->pose().local(bulge).scale.y, 1.0f + 0.3f * (1.0f - std::cos(clipElbow)), 1e-4f));
        // ... while the IK still ran after them.
        QVERIFY(test::near(quatToEuler(helpersFirst.instance->pose().local(forearm).rotation, EulerOrder::XYZ).y, bentElbow, 1e-4f));
    }

    void explicitDefaultOrderGivesTheSamePose()
    {
        Walker plain, listed("    <Pipeline stages=\"clip transition pose locomotion slope ik physics helpers trailing\"/>\n");
        QVERIFY(plain.instance && listed.instance);
        for (int frame = 0; frame <= 32; ++frame) {
            QVERIFY2(poseAt(*plain.instance, float(frame)) == poseAt(*listed.instance, float(frame)), qPrintable(QString::number(frame)));
        }
    }

    void aSwitchedOffStageLeavesThePoseAsTheStageBeforeWroteIt()
    {
        Walker all, withoutIk("    <Pipeline stages=\"clip transition pose locomotion slope physics helpers trailing\"/>\n");
        QVERIFY(all.instance && withoutIk.instance);
        FrameStage* ik = all.instance->pipeline().find(StageKind::Ik);
        QVERIFY(ik && ik->enabled());
        const glm::vec3 reach(30, -20, 120);
        QVERIFY(all.instance->setIkTarget("LeftHand", reach));
        const int hand = all.instance->framework().findBone("_0Base{BD}#L_Hand");
        poseAt(*all.instance, 4.0f);
        QVERIFY(glm::length(glm::vec3(all.instance->pose().world(hand)[3]) - reach) < 0.1f);
        ik->setEnabled(false);
        for (int frame = 0; frame <= 32; frame += 4) {
            QVERIFY2(poseAt(*all.instance, float(frame)) == poseAt(*withoutIk.instance, float(frame)), qPrintable(QString::number(frame)));
        }
        // Switches survive a costume swap (the stages are rebuilt).
        QVERIFY(all.instance->setCostumes({}, all.diagnostics));
        QVERIFY(!all.instance->pipeline().find(StageKind::Ik)->enabled());
    }

    void badOrdersAreReported()
    {
        const std::pair<QByteArray, std::string> cases[] = {
            {"    <Pipeline stages=\"clip wobble helpers\"/>\n", "pipeline.unknown-stage"},
            {"    <Pipeline stages=\"clip ik ik helpers\"/>\n", "pipeline.duplicate-stage"},
            {"    <Pipeline stages=\"  \"/>\n", "pipeline.empty"},
            {"    <Pipeline stages=\"clip helpers\"/>\n    <Pipeline stages=\"clip\"/>\n", "pipeline.duplicate"},
        };
        for (const auto& [element, code] : cases) {
            Walker w(element);
            QVERIFY2(!w.data, code.c_str());
            QVERIFY2(w.diagnostics.contains(code), qPrintable(test::str(w.diagnostics)));
        }
        // Sizes the input controls are bounded: 65 legs, a chain of 5,000 names.
        QByteArray legs = "<Character version=\"1\" name=\"X\"><Layer framework=\"x.xml\"/><SlopeAdaptation spine=\"a\">";
        for (int i = 0; i < 65; ++i) {
            legs += "<Leg chain=\"a b c\"/>";
        }
        Diagnostics tooManyLegs;
        QVERIFY(!parseManifestXml((legs + "</SlopeAdaptation></Character>").toStdString(), "legs.xml", tooManyLegs));
        QVERIFY2(tooManyLegs.containsMessage("<SlopeAdaptation> has more than 64 legs; the rest is not read"), qPrintable(test::str(tooManyLegs)));
        QByteArray chain = "<Character version=\"1\" name=\"X\"><Layer framework=\"x.xml\"/><ChainPhysics bones=\"";
        for (int i = 0; i < 5000; ++i) {
            chain += "b ";
        }
        Diagnostics longList;
        QVERIFY(!parseManifestXml((chain + "\"/></Character>").toStdString(), "chain.xml", longList));
        QVERIFY2(longList.contains("manifest.too-long-list"), qPrintable(test::str(longList)));
        Walker noHelpers("    <Pipeline stages=\"clip locomotion slope ik physics trailing\"/>\n");
        QVERIFY(noHelpers.instance);
        QVERIFY(noHelpers.diagnostics.containsMessage("<Pipeline> leaves out 'helpers': no helper joint runs"));
    }

    void aWatchedRunNamesTheStageThatLeftANonFiniteTransform()
    {
        // A stage that writes NaN into one bone's translation, standing for a stage whose options
        // overflow. The stages after it run on the NaN too; the first one is the cause.
        struct PoisonStage : FrameStage {
            explicit PoisonStage(StageKind kind) : FrameStage(kind) {}
            void run(FrameContext& context) override
            {
                context.pose.setLocalTranslation(1, glm::vec3(std::numeric_limits<float>::quiet_NaN(), 0.0f, 0.0f));
            }
        };
        struct QuietStage : FrameStage {
            explicit QuietStage(StageKind kind) : FrameStage(kind) {}
            void run(FrameContext&) override {}
        };
        Walker w;
        QVERIFY(w.instance);
        Pose pose(w.instance->pose().frameworkPtr());
        StagePipeline p;
        p.add(std::make_unique<QuietStage>(StageKind::Clip));
        p.add(std::make_unique<PoisonStage>(StageKind::Slope));
        p.add(std::make_unique<QuietStage>(StageKind::Helpers));
        FrameContext context{pose, 0.0f, true, 0.0f, {}, nullptr, false, 0, {}};
        p.run(context, true);
        QVERIFY(!p.firstNonFiniteStage());  // not watched: nothing checked
        p.setWatchingFinite(true);
        pose.setLocalTranslation(1, glm::vec3(0.0f));
        p.run(context, true);
        QCOMPARE(p.firstNonFiniteStage(), std::optional<StageKind>(StageKind::Slope));
        // A NaN already in the pose is seen after the first stage.
        p.run(context, true);
        QCOMPARE(p.firstNonFiniteStage(), std::optional<StageKind>(StageKind::Clip));
        // The poisoning stage skipped (procedural off, or switched off): every transform finite.
        pose.setLocalTranslation(1, glm::vec3(0.0f));
        p.run(context, false);
        QVERIFY(!p.firstNonFiniteStage());
        p.find(StageKind::Slope)->setEnabled(false);
        p.run(context, true);
        QVERIFY(!p.firstNonFiniteStage());
    }

    void eachStageMeasuresItsCostWhenAsked()
    {
        Walker w;
        QVERIFY(w.instance);
        StagePipeline& p = w.instance->pipeline();
        w.instance->evaluate(3.0f);
        for (const FrameStage* s : p.stages()) {
            QCOMPARE(s->microseconds(), 0.0);  // off by default: no clock reads in the hot path
        }
        p.setMeasuring(true);
        p.find(StageKind::Trailing)->setEnabled(false);
        for (int frame = 0; frame < 5; ++frame) {
            w.instance->evaluate(float(frame), true, 1.0f / 30.0f);
        }
        QVERIFY(p.find(StageKind::Clip)->microseconds() > 0.0);
        QVERIFY(p.find(StageKind::Helpers)->microseconds() > 0.0);
        QVERIFY(p.find(StageKind::Ik)->microseconds() > 0.0);
        QCOMPARE(p.find(StageKind::Trailing)->microseconds(), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestPipeline)
#include "test_pipeline.moc"
