// The EvaluationOrderBuilder: the seed's example order, cycles with their path, ancestors, the
// replayed order giving the same result as evaluating on demand (bit for bit on every sample rig
// and costume), and chains as deep as the limit walked without growing the call stack.
#include <QTest>
#include <QThread>

#include <algorithm>
#include <cstring>
#include <limits>
#include <random>

#include "character/character_instance.h"
#include "core/helper_rig.h"
#include "helpers/evaluation_order_builder.h"
#include "walker_sample.h"

using namespace rigstage;
using namespace rigstage::test;

namespace {

std::string B(const std::string& n) { return "_0Base{B}#" + n; }
std::string M(const std::string& n) { return "_1Muscle{D}#" + n; }

/// Turns every bone no helper drives by up to about 35 degrees from its bind rotation and moves it
/// by up to 2 units, on pose and twin alike.
void randomPose(const HelperJointSystem& system, Pose& pose, Pose& twin, std::mt19937& rng)
{
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    const Framework& framework = pose.framework();
    for (int b = 0; b < framework.boneCount(); ++b) {
        if (system.helperOf(b) >= 0) {
            continue;
        }
        Srt s = framework.bindLocal(b);
        s.rotation = glm::normalize(s.rotation * glm::normalize(glm::quat(3.0f, u(rng), u(rng), u(rng))));
        s.translation += glm::vec3(u(rng), u(rng), u(rng)) * 2.0f;
        pose.setLocal(b, s);
        twin.setLocal(b, s);
    }
}

/// Evaluates trials random poses through the replayed frame and through the controllers; every
/// bone's local transform must have the same bits. Fails the test (naming rig, trial and bone)
/// where not.
void verifyReplayedEqualsControllers(HelperJointSystem& system, const std::shared_ptr<const Framework>& framework,
                                     int trials, const std::string& rig)
{
    std::mt19937 rng(7);
    Pose replayed(framework), controllers(framework);
    for (int trial = 0; trial < trials; ++trial) {
        randomPose(system, replayed, controllers, rng);
        const HelperTime time = HelperTime::atFrame(trial * 1.5, 30.0, 0.0, 40.0);
        system.evaluate(replayed, time);
        system.evaluateOnDemand(controllers, time);
        for (int b = 0; b < framework->boneCount(); ++b) {
            const Srt& got = replayed.local(b);
            const Srt& expected = controllers.local(b);
            QVERIFY2(std::memcmp(&got, &expected, sizeof(Srt)) == 0,
                     qPrintable(QStringLiteral("%1, trial %2, bone %3")
                                    .arg(QString::fromStdString(rig))
                                    .arg(trial)
                                    .arg(QString::fromStdString(framework->boneName(b)))));
        }
    }
}


std::vector<std::string> orderNames(const HelperRig& rig)
{
    std::vector<std::string> out;
    for (int h : rig.system->order()) {
        out.push_back(rig.framework->boneName(rig.system->joints()[h].bone));
    }
    return out;
}

/// Evaluates the rig's replayed frame and, on onDemand (which holds the same base pose), finding the
/// order on the fly; every bone's local transform must have the same bits.
void verifyFrameEqualsOnDemand(HelperRig& rig, Pose& onDemand, int trial)
{
    rig.system->evaluate(*rig.pose, {});
    rig.system->evaluateOnDemand(onDemand, {});
    for (int b = 0; b < rig.framework->boneCount(); ++b) {
        const Srt got = rig.pose->local(b), expected = onDemand.local(b);
        QVERIFY2(std::memcmp(&got, &expected, sizeof(Srt)) == 0,
                 qPrintable(QStringLiteral("trial %1, %2").arg(trial).arg(QString::fromStdString(rig.framework->boneName(b)))));
    }
}

/// Builds the rig on a thread with a 256 KiB stack. A walk that recursed once for each helper
/// waiting on another (several frames a level: the controller asks, the pose source evaluates)
/// would run out of it long before kMaxHelperChain levels.
std::unique_ptr<HelperRig> buildOnSmallStack(const std::vector<RawBone>& base, const std::vector<RawBone>& muscle,
                                             const std::string& xml)
{
    std::unique_ptr<HelperRig> rig;
    std::unique_ptr<QThread> thread(QThread::create([&] { rig = makeHelperRig(base, muscle, xml, 2); }));
    thread->setStackSize(256 * 1024);
    thread->start();
    thread->wait();
    return rig;
}

/// n muscle bones h0 .. h(n-1) along X, each but the last (or, closing a ring, each) with a
/// Position Constraint on the next; listed h0 first, so the walk meets every helper before the one
/// it waits on.
struct Chain {
    std::vector<RawBone> muscle;
    std::string xml;
};
Chain chainReadingTheNext(int n, bool ring)
{
    Chain c;
    for (int i = 0; i < n; ++i) {
        c.muscle.push_back(makeBone(M("h" + std::to_string(i)), B("Root"), {float(i), 0, 0}));
        if (i + 1 < n || ring) {
            c.xml += "<Helper bone=\"" + M("h" + std::to_string(i)) + "\"><Position><PositionConstraint><Target bone=\""
                     + M("h" + std::to_string((i + 1) % n)) + "\"/></PositionConstraint></Position></Helper>\n";
        }
    }
    return c;
}

}  // namespace

class TestEvaluationOrder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seedExample()
    {
        // The seed: bone 11 has a Position Constraint on 9 and 10, an Orientation Constraint on 12 and a
        // Scale XYZ; bone 12 has a Position XYZ, a LookAt Constraint on 24 and a Scale XYZ; 24 is baked.
        // Evaluating 11 asks for 12, which is evaluated first: the order is 9, 10, 12, 11, 13.
        std::vector<RawBone> base = {makeBone(B("b0"), "")};
        for (int i = 1; i <= 8; ++i) {
            base.push_back(makeBone(B("b" + std::to_string(i)), B("b0"), {float(i), 0, 0}));
        }
        base.push_back(makeBone(B("b24"), B("b0"), {0, 30, 0}));
        std::vector<RawBone> muscle;
        for (int i : {9, 10, 11, 12, 13}) {
            muscle.push_back(makeBone(M("b" + std::to_string(i)), B("b0"), {0, 0, float(i)}));
        }
        auto target = [](const std::string& bone) { return "<Target bone=\"" + bone + "\"/>"; };
        const std::string xml =
            "<Helper bone=\"" + M("b9") + "\"><Position><PositionXYZ x=\"1\"/></Position></Helper>"
            "<Helper bone=\"" + M("b10") + "\"><Position><PositionXYZ y=\"1\"/></Position></Helper>"
            "<Helper bone=\"" + M("b11") + "\"><Position><PositionConstraint>" + target(M("b9")) + target(M("b10"))
            + "</PositionConstraint></Position><Rotation><OrientationConstraint>" + target(M("b12"))
            + "</OrientationConstraint></Rotation><Scale><ScaleXYZ/></Scale></Helper>"
            "<Helper bone=\"" + M("b12") + "\"><Position><PositionXYZ z=\"12\"/></Position><Rotation><LookAtConstraint>"
            + target(B("b24")) + "</LookAtConstraint></Rotation><Scale><ScaleXYZ/></Scale></Helper>"
            "<Helper bone=\"" + M("b13") + "\"><Position><PositionXYZ z=\"13\"/></Position></Helper>";
        auto rig = makeHelperRig(base, muscle, xml);
        RS_REQUIRE_RIG(rig);
        QCOMPARE(orderNames(*rig), (std::vector<std::string>{M("b9"), M("b10"), M("b12"), M("b11"), M("b13")}));
        const int h12 = rig->system->helperOf(rig->bone(M("b12")));
        const auto& reads = rig->system->reads()[h12];
        QVERIFY(std::find(reads.begin(), reads.end(), rig->bone(B("b24"))) != reads.end());
        // And the values are right: 12 looks at 24 from (0,0,12); 11 copies 12's world rotation.
        rig->evaluate();
        QVERIFY(sameRotation(rig->worldRotation(M("b11")), rig->worldRotation(M("b12"))));
        RS_VERIFY_NEAR(rig->worldRotation(M("b12")) * glm::vec3(1, 0, 0), glm::normalize(glm::vec3(0, 30, -12)));
    }

    void cycleIsReportedWithItsPath()
    {
        const std::string xml =
            "<Helper bone=\"" + M("A") + "\"><Rotation><LookAtConstraint><Target bone=\"" + M("C")
            + "\"/></LookAtConstraint></Rotation></Helper>\n"
            "<Helper bone=\"" + M("C") + "\"><Position><PositionConstraint><Target bone=\"" + M("A")
            + "\"/></PositionConstraint></Position></Helper>";
        auto rig = makeHelperRig({makeBone(B("Root"), "")}, {makeBone(M("A"), B("Root")), makeBone(M("C"), B("Root"), {5, 0, 0})}, xml);
        QVERIFY(!rig->system);
        QVERIFY2(rig->diagnostics.contains("helper.cycle"), qPrintable(str(rig->diagnostics)));
        const Diagnostic& d = rig->diagnostics.items().back();
        QCOMPARE(d.bones, (std::vector<std::string>{M("A"), M("C"), M("A")}));
        QVERIFY2(QString::fromStdString(d.message).contains("[Rotation: LookAtConstraint] -> " + QString::fromStdString(M("C"))
                                                            + " [Position: PositionConstraint] -> "),
                 d.message.c_str());
        QCOMPARE(d.file, std::string("test.HelperJointSetting.xml"));
        QCOMPARE(d.line, 2);
    }

    void chainAsDeepAsTheLimitDoesNotGrowTheCallStack()
    {
        // kMaxHelperChain helpers, each waiting on the next: all of them are set aside at once.
        const Chain chain = chainReadingTheNext(kMaxHelperChain + 1, false);
        auto rig = buildOnSmallStack({makeBone(B("Root"), "")}, chain.muscle, chain.xml);
        RS_REQUIRE_RIG(rig);
        // The last helper first (it reads a plain bone), the first last.
        const std::vector<std::string> order = orderNames(*rig);
        QCOMPARE(int(order.size()), kMaxHelperChain);
        for (int k = 0; k < kMaxHelperChain; ++k) {
            QCOMPARE(order[std::size_t(k)], M("h" + std::to_string(kMaxHelperChain - 1 - k)));
        }
        // Each sits on the next, down to the last bone at x = kMaxHelperChain.
        rig->evaluate();
        RS_VERIFY_NEAR(rig->worldPosition(M("h0")), glm::vec3(float(kMaxHelperChain), 0, 0));
        RS_VERIFY_NEAR(rig->worldPosition(M("h500")), glm::vec3(float(kMaxHelperChain), 0, 0));
        // One more helper in the chain is past the limit.
        const Chain longer = chainReadingTheNext(kMaxHelperChain + 2, false);
        auto tooDeep = buildOnSmallStack({makeBone(B("Root"), "")}, longer.muscle, longer.xml);
        QVERIFY(!tooDeep->system);
        QVERIFY2(tooDeep->diagnostics.contains("helper.too-deep"), qPrintable(str(tooDeep->diagnostics)));
        QCOMPARE(tooDeep->diagnostics.count(Severity::Error), 1);
        QCOMPARE(tooDeep->diagnostics.items().front().bones, (std::vector<std::string>{M("h" + std::to_string(kMaxHelperChain))}));
    }

    void deepCycleIsReportedWithItsWholePath()
    {
        // A ring of kMaxHelperChain helpers, each reading the next and the last reading the first.
        const Chain ring = chainReadingTheNext(kMaxHelperChain, true);
        auto rig = buildOnSmallStack({makeBone(B("Root"), "")}, ring.muscle, ring.xml);
        QVERIFY(!rig->system);
        QCOMPARE(rig->diagnostics.count(Severity::Error), 1);  // met once, reported once
        const Diagnostic& d = rig->diagnostics.items().front();
        QCOMPARE(d.code, std::string("helper.cycle"));
        std::vector<std::string> bones;
        std::string path;
        for (int i = 0; i < kMaxHelperChain; ++i) {
            bones.push_back(M("h" + std::to_string(i)));
            path += M("h" + std::to_string(i)) + " [Position: PositionConstraint] -> ";
        }
        bones.push_back(M("h0"));
        path += M("h0");
        QCOMPARE(d.bones, bones);
        QCOMPARE(d.message, "helper joints depend on each other in a cycle: " + path);
        QCOMPARE(d.line, 2);  // the first helper's, where the ring closes
    }

    void selfReferenceIsACycle()
    {
        auto rig = makeHelperRig({makeBone(B("Root"), "")}, {makeBone(M("A"), B("Root"))},
                                 "<Helper bone=\"" + M("A") + "\"><Position><PositionConstraint><Target bone=\"" + M("A")
                                     + "\"/></PositionConstraint></Position></Helper>");
        QVERIFY(!rig->system);
        QVERIFY(rig->diagnostics.contains("helper.cycle"));
    }

    void ancestorsAreEvaluatedBeforeWorldReads()
    {
        // Child's helper reads its own parent's world (a Position Constraint on a base bone does): the parent
        // helper, listed after it, must run first. The parent turns 90 deg about Z.
        const std::string xml =
            "<Helper bone=\"" + M("Child") + "\"><Position><PositionConstraint><Target bone=\"" + B("T")
            + "\"/></PositionConstraint></Position></Helper>"
            "<Helper bone=\"" + M("Parent") + "\"><Rotation><EulerXYZ z=\"90\"/></Rotation></Helper>";
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {10, 0, 0})},
                                 {makeBone(M("Parent"), B("Root")), makeBone(M("Child"), M("Parent"))}, xml);
        RS_REQUIRE_RIG(rig);
        QCOMPARE(orderNames(*rig), (std::vector<std::string>{M("Parent"), M("Child")}));
        rig->evaluate();
        // T at (10,0,0) seen from a parent turned 90 deg: (0,-10,0).
        RS_VERIFY_NEAR(rig->local(M("Child")).translation, glm::vec3(0, -10, 0));
        RS_VERIFY_NEAR(rig->worldPosition(M("Child")), glm::vec3(10, 0, 0));
    }

    void replayMatchesOnDemandOnRandomPoses()
    {
        // A chain of helpers reading baked bones and each other, listed in reverse dependency order.
        std::vector<RawBone> base = {makeBone(B("Root"), "")};
        for (int i = 0; i < 6; ++i) {
            base.push_back(makeBone(B("k" + std::to_string(i)), i ? B("k" + std::to_string(i - 1)) : B("Root"), {0, 0, 10}));
        }
        std::vector<RawBone> muscle;
        std::string xml;
        for (int i = 5; i >= 0; --i) {
            const std::string me = M("h" + std::to_string(i));
            muscle.push_back(makeBone(me, B("k" + std::to_string(i)), {2, 0, 0}));
            const std::string prev = i ? M("h" + std::to_string(i - 1)) : B("Root");
            xml += "<Helper bone=\"" + me + "\"><Position><PositionList><Entry><PositionXYZ x=\"2\"/></Entry>"
                   "<Entry weight=\"30\"><PositionConstraint><Target bone=\"" + prev + "\"/><Target bone=\""
                   + B("k" + std::to_string(5 - i)) + "\" weight=\"20\"/></PositionConstraint></Entry></PositionList></Position>"
                   "<Rotation><RotationList><Entry><LookAtConstraint upnode=\"" + B("k0") + "\"><Target bone=\"" + prev
                   + "\"/></LookAtConstraint></Entry><Entry weight=\"50\"><OrientationConstraint><Target bone=\""
                   + B("k" + std::to_string(5 - i)) + "\"/></OrientationConstraint></Entry></RotationList></Rotation>"
                   "<Scale><ScaleXYZ><X><FloatExpression expression=\"1 + d / 100\"><Variable name=\"d\" bone=\"" + prev
                   + "\" kind=\"distance\" reference=\"world\"/></FloatExpression></X></ScaleXYZ></Scale></Helper>";
        }
        auto rig = makeHelperRig(base, muscle, xml);
        RS_REQUIRE_RIG(rig);
        QCOMPARE(orderNames(*rig).front(), M("h0"));
        std::mt19937 rng(42);
        std::uniform_real_distribution<float> u(-1, 1);
        Pose onDemand(rig->framework);
        for (int trial = 0; trial < 20; ++trial) {
            for (int i = 0; i < 6; ++i) {
                const int b = rig->bone(B("k" + std::to_string(i)));
                const Srt s{{u(rng) * 10, u(rng) * 10, 10 + u(rng) * 5}, glm::normalize(glm::quat(2 + u(rng), u(rng), u(rng), u(rng))), {1, 1, 1}};
                rig->pose->setLocal(b, s);
                onDemand.setLocal(b, s);
            }
            rig->system->evaluate(*rig->pose, {});
            rig->system->evaluateOnDemand(onDemand, {});
            for (int b = 0; b < rig->framework->boneCount(); ++b) {
                QVERIFY2(near(rig->pose->world(b), onDemand.world(b), 1e-5f),
                         qPrintable(QString::fromStdString(rig->framework->boneName(b))));
            }
        }
    }

    /// The world transforms the helpers read that no helper changes are brought up to date before
    /// the first helper, with their ancestors; a read below a driven bone stays with its helper and
    /// sees that helper's result.
    void readsNoHelperChangesAreGatheredFirst()
    {
        // A turns X 90 deg about Z; B sits halfway between C (hanging 5 along X's x axis) and the
        // base bone Y, and copies Y's world rotation half way (an orientation constraint in a list).
        const std::string xml =
            "<Helper bone=\"" + M("B") + "\"><Position><PositionConstraint><Target bone=\"" + M("C")
            + "\"/><Target bone=\"" + B("Y") + "\"/></PositionConstraint></Position>"
            "<Rotation><OrientationConstraint><Target bone=\"" + B("Y") + "\"/></OrientationConstraint></Rotation></Helper>"
            "<Helper bone=\"" + M("X") + "\"><Rotation><EulerXYZ z=\"90\"/></Rotation></Helper>";
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("Arm"), B("Root"), {0, 0, 3}),
                                  makeBone(B("Y"), B("Arm"), {10, 0, 0})},
                                 {makeBone(M("X"), B("Root")), makeBone(M("C"), M("X"), {5, 0, 0}), makeBone(M("B"), B("Root"))},
                                 xml);
        RS_REQUIRE_RIG(rig);
        std::vector<int> expected = {rig->bone(B("Root")), rig->bone(B("Arm")), rig->bone(B("Y"))};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(rig->system->readsGatheredFirst(), expected);
        // The constraint reads Y's world rotation and B's parent's (Root), to make B's local one.
        QCOMPARE(rig->system->rotationReadsGatheredFirst(), (std::vector<int>{rig->bone(B("Root")), rig->bone(B("Y"))}));
        // Y turned 30 deg about Z: B copies it; C is at X's (0,0,0) + 5 along X's turned x axis.
        rig->pose->setLocal(rig->bone(B("Y")), Srt{{10, 0, 0}, aboutZ(30), {1, 1, 1}});
        Pose onDemand(rig->framework);
        onDemand.setLocal(rig->bone(B("Y")), Srt{{10, 0, 0}, aboutZ(30), {1, 1, 1}});
        verifyFrameEqualsOnDemand(*rig, onDemand, 0);
        RS_VERIFY_NEAR(rig->worldPosition(M("C")), glm::vec3(0, 5, 0));
        RS_VERIFY_NEAR(rig->worldPosition(M("B")), (glm::vec3(0, 5, 0) + glm::vec3(10, 0, 3)) * 0.5f);
        QVERIFY(sameRotation(rig->worldRotation(M("B")), aboutZ(30)));
    }

    /// A batched helper whose transform is not finite (here its translation, before the frame) keeps
    /// it, as one evaluated alone does (test_controllers): the batch writes nothing for it, its
    /// world below stays as it was, and the other members of the batch are written.
    void batchedHelperKeepsANonFiniteTransform()
    {
        const std::vector<RawBone> base = {makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 0, 10}, aboutZ(40))};
        const std::vector<RawBone> muscle = {makeBone(M("P"), B("Root"), {1, 0, 0}), makeBone(M("PChild"), M("P"), {1, 0, 0}),
                                             makeBone(M("Q"), B("Root"), {0, 1, 0})};
        std::string xml;
        for (const char* name : {"P", "Q"}) {
            xml += "<Helper bone=\"" + M(name) + "\"><Rotation><OrientationConstraint><Target bone=\"" + B("T")
                   + "\"/></OrientationConstraint></Rotation></Helper>";
        }
        auto rig = makeHelperRig(base, muscle, xml);
        RS_REQUIRE_RIG(rig);
        QCOMPARE(rig->system->batchedHelperCount(), 2);
        const int p = rig->bone(M("P"));
        rig->pose->setLocalTranslation(p, {std::numeric_limits<float>::quiet_NaN(), 0, 0});
        const Srt before = rig->pose->local(p);
        rig->pose->world(rig->bone(M("PChild")));
        rig->evaluate();
        const Srt after = rig->pose->local(p);
        QVERIFY(std::memcmp(&after, &before, sizeof(Srt)) == 0);  // NaN != NaN: compare the bits
        QVERIFY(rig->pose->isWorldValid(rig->bone(M("PChild"))));
        // Q, with no offset, takes T's world rotation: 40 degrees about Z.
        QVERIFY(sameRotation(rig->local(M("Q")).rotation, aboutZ(40)));
    }

    /// The frame evaluates World->World orientation constraints four at a time, later than their own
    /// places: never two where one reads the other's bone (B targets A's bone, F hangs below it, G
    /// targets a bone below it), nor past a helper that reads one of them (C reads D). The frame
    /// then equals evaluating on demand, bit for bit.
    void batchedConstraintsKeepTheOrder()
    {
        std::vector<RawBone> base = {makeBone(B("Root"), "")};
        for (int i = 0; i < 4; ++i) {
            base.push_back(makeBone(B("k" + std::to_string(i)), i ? B("k" + std::to_string(i - 1)) : B("Root"), {0, 0, 10}));
        }
        const auto oc = [](const std::string& bone, const std::vector<std::string>& targets) {
            std::string xml = "<Helper bone=\"" + bone + "\"><Rotation><OrientationConstraint keepInitialOffset=\"true\">";
            for (const std::string& t : targets) {
                xml += "<Target bone=\"" + t + "\"/>";
            }
            return xml + "</OrientationConstraint></Rotation></Helper>";
        };
        const std::vector<RawBone> muscle = {
            makeBone(M("A"), B("k0"), {1, 0, 0}),       makeBone(M("AChild"), M("A"), {3, 0, 0}),
            makeBone(M("B"), B("k1"), {1, 0, 0}),       makeBone(M("D"), B("k2"), {1, 0, 0}),
            makeBone(M("C"), B("k2"), {0, 1, 0}),       makeBone(M("E"), B("k3"), {1, 0, 0}),
            makeBone(M("F"), M("A"), {0, 2, 0}),        makeBone(M("G"), B("k1"), {0, 0, 1}),
            makeBone(M("H"), B("k3"), {0, 1, 1})};
        const std::string xml = oc(M("A"), {B("k1"), B("k2")}) + oc(M("B"), {M("A"), B("k3")}) + oc(M("D"), {B("k2")})
                                + "<Helper bone=\"" + M("C") + "\"><Position><PositionConstraint><Target bone=\"" + M("D")
                                + "\"/></PositionConstraint></Position></Helper>" + oc(M("E"), {B("k3")})
                                + oc(M("F"), {B("k2")}) + oc(M("G"), {M("AChild"), B("k0")}) + oc(M("H"), {B("k0"), B("k3")});
        auto rig = makeHelperRig(base, muscle, xml);
        RS_REQUIRE_RIG(rig);
        // A alone (B reads it); B with D; C alone; E, F, G and H together.
        QCOMPARE(rig->system->batchCount(), 2);
        QCOMPARE(rig->system->batchedHelperCount(), 6);
        std::mt19937 rng(9);
        std::uniform_real_distribution<float> u(-1, 1);
        Pose onDemand(rig->framework);
        for (int trial = 0; trial < 20; ++trial) {
            for (int i = 0; i < 4; ++i) {
                const int b = rig->bone(B("k" + std::to_string(i)));
                const Srt s{{u(rng), u(rng), 10 + u(rng)}, glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng))), {1, 1, 1}};
                rig->pose->setLocal(b, s);
                onDemand.setLocal(b, s);
            }
            verifyFrameEqualsOnDemand(*rig, onDemand, trial);
            if (QTest::currentTestFailed()) {
                return;
            }
        }
    }

    /// IK Limbs' chain roots are solved up to four at a time, each middle bone's helper following
    /// its root's batch, never two where one reads the other's chain (L1's goal is L0's end) nor past
    /// a helper that reads a chain (C reads L2's middle bone). Limbs outside the lanes' common case
    /// (L2 at half weight, L3 with a swivel, L5 under a scaled bone) are solved alone inside the
    /// batch. The frame then equals evaluating on demand, bit for bit.
    void batchedIkLimbsKeepTheOrder()
    {
        std::vector<RawBone> base = {makeBone(B("Root"), ""), makeBone(B("G1"), B("Root"), {30, 20, 10}),
                                     makeBone(B("G2"), B("Root"), {-20, 30, 25}), makeBone(B("P"), B("Root"), {0, 60, 40}),
                                     makeBone(B("S"), B("Root"), {5, 5, 5})};
        for (int i = 0; i < 4; ++i) {
            base.push_back(makeBone(B("k" + std::to_string(i)), i ? B("k" + std::to_string(i - 1)) : B("Root"), {0, 0, 10}));
        }
        std::vector<RawBone> muscle = {makeBone(M("C"), B("Root"), {1, 1, 1})};
        std::string xml;
        const auto limb = [&](const std::string& name, const std::string& parent, const std::string& goal, const std::string& extra) {
            muscle.push_back(makeBone(M(name + "0"), parent, {1, 0, 0}));
            muscle.push_back(makeBone(M(name + "1"), M(name + "0"), {30, 0, 0}, aboutZ(30)));
            muscle.push_back(makeBone(M(name + "2"), M(name + "1"), {25, 0, 0}));
            xml += "<IkLimb root=\"" + M(name + "0") + "\" mid=\"" + M(name + "1") + "\" end=\"" + M(name + "2") + "\" goal=\""
                   + goal + "\"" + extra + "/>";
        };
        const std::string pole = " pole=\"" + B("P") + "\"";
        limb("L0", B("k0"), B("G1"), pole);
        limb("L1", B("k1"), M("L02"), pole);
        limb("L2", B("k2"), B("G2"), " weight=\"0.5\"");
        xml += "<Helper bone=\"" + M("C") + "\"><Position><PositionConstraint><Target bone=\"" + M("L21")
               + "\"/></PositionConstraint></Position></Helper>";
        limb("L3", B("k3"), B("G1"), pole + " swivel=\"0.35\"");
        limb("L4", B("k1"), B("G2"), pole);
        limb("L5", B("S"), B("G1"), pole);
        auto rig = makeHelperRig(base, muscle, xml);
        RS_REQUIRE_RIG(rig);
        // L0 alone (L1 reads its chain); L1 with L2 (C reads L2's chain); C alone; L3, L4 and L5.
        QCOMPARE(rig->system->batchCount(), 2);
        QCOMPARE(rig->system->batchedHelperCount(), 5);
        std::mt19937 rng(5);
        std::uniform_real_distribution<float> u(-1, 1);
        Pose onDemand(rig->framework);
        for (int trial = 0; trial < 20; ++trial) {
            for (const char* name : {"k0", "k1", "k2", "k3", "G1", "G2", "P", "S"}) {
                const int b = rig->bone(B(name));
                const Srt s{{10 * u(rng), 10 * u(rng), 10 + 10 * u(rng)}, glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng))),
                            glm::vec3(std::string(name) == "S" ? 1.5f : 1.0f)};
                rig->pose->setLocal(b, s);
                onDemand.setLocal(b, s);
            }
            verifyFrameEqualsOnDemand(*rig, onDemand, trial);
            if (QTest::currentTestFailed()) {
                return;
            }
            // The solves did something: each goal on a base marker is reached (L2 at half weight
            // and L1, chasing L0's end, aside).
            for (const char* name : {"L0", "L3", "L4", "L5"}) {
                const glm::vec3 end(rig->pose->world(rig->bone(M(std::string(name) + "2")))[3]);
                const std::string goal = std::string(name) == "L4" ? B("G2") : B("G1");
                const glm::vec3 target(rig->pose->world(rig->bone(goal))[3]);
                const glm::vec3 root(rig->pose->world(rig->bone(M(std::string(name) + "0")))[3]);
                const float d = glm::length(target - root);
                if (d > 7.0f && d < 53.0f) {  // within reach (30 + 25, 30 - 25, with a margin)
                    QVERIFY2(glm::length(end - target) < 1e-3f, name);
                }
            }
        }
    }

    void replayGivesTheControllersBitsForEveryPlainKind()
    {
        // The replayed frame (batches, reads gathered first) against the controllers' own calls, bit
        // for bit, on helpers of every kind outside the batches, each reading base bones the random
        // poses move: XYZ channels that are constants, curve reactions (linear and Bezier), state
        // reactions, expressions and wires; position and scale lists, averaged or not, with a
        // zero-weight entry; position constraints alone and in a list; position and scale
        // reactions and expressions; a Rotation List; Euler orders other than XYZ.
        const std::string bend = "<Input bone=\"" + B("Fore") + "\" kind=\"rotation\" axis=\"Y\"/>";
        const std::string xml =
            "<Helper bone=\"" + M("a") + "\"><Position><PositionList average=\"true\">"
            "<Entry weight=\"60\"><PositionXYZ x=\"3\" y=\"-1\" z=\"0.25\"/></Entry>"
            "<Entry weight=\"0\"><PositionXYZ x=\"100\"/></Entry>"
            "<Entry weight=\"40\"><PositionReaction>" + bend
            + "<Curve component=\"y\"><Point x=\"-60\" y=\"2.5\" outX=\"20\" outY=\"0\"/>"
              "<Point x=\"0\" y=\"0\" inX=\"-20\" inY=\"0.8\" outX=\"20\" outY=\"-0.8\"/>"
              "<Point x=\"60\" y=\"-2.5\" inX=\"-20\" inY=\"0\"/></Curve></PositionReaction></Entry>"
              "<Entry weight=\"30\"><PositionConstraint keepInitialOffset=\"true\"><Target bone=\"" + B("Hand")
            + "\" weight=\"70\"/><Target bone=\"" + B("Fore") + "\" weight=\"30\"/></PositionConstraint></Entry>"
              "</PositionList></Position>"
              "<Rotation><EulerXYZ order=\"ZXY\"><X><FloatReaction>" + bend
            + "<Curve><Point x=\"-45\" y=\"-20\"/><Point x=\"0\" y=\"0\"/><Point x=\"45\" y=\"15\"/></Curve></FloatReaction></X>"
              "<Y><FloatWire expression=\"Z_Rotation / 2\"><Variable name=\"Z_Rotation\" bone=\"" + B("Upper")
            + "\" kind=\"rotation\" axis=\"Z\"/></FloatWire></Y></EulerXYZ></Rotation>"
              "<Scale><ScaleXYZ><Y><FloatExpression expression=\"1 + 0.3 * (1 - cos(radToDeg(b)))\"><Variable name=\"b\" bone=\""
            + B("Fore") + "\" kind=\"rotation\" axis=\"Y\"/></FloatExpression></Y></ScaleXYZ></Scale></Helper>"
              "<Helper bone=\"" + M("b") + "\"><Position><PositionConstraint><Target bone=\"" + B("Hand")
            + "\"/></PositionConstraint></Position>"
              "<Rotation><EulerXYZ order=\"YZX\" x=\"10\" y=\"-35\" z=\"80\"/></Rotation>"
              "<Scale><ScaleList><Entry weight=\"50\"><ScaleXYZ x=\"1.5\"/></Entry><Entry><ScaleReaction>"
            + bend + "<Curve component=\"z\"><Point x=\"0\" y=\"1\"/><Point x=\"90\" y=\"2\"/></Curve></ScaleReaction></Entry>"
              "</ScaleList></Scale></Helper>"
              "<Helper bone=\"" + M("c") + "\"><Position><PositionExpression expression=\"[d, 0, d / 2]\"><Variable name=\"d\" bone=\""
            + B("Hand") + "\" kind=\"distance\" reference=\"world\"/></PositionExpression></Position>"
              "<Rotation><EulerXYZ><Z><FloatReaction><Input bone=\"" + B("Upper") + "\" kind=\"rotation\" axis=\"X\"/>"
              "<State master=\"0\" value=\"0\"/><State master=\"45\" value=\"30\"/></FloatReaction></Z></EulerXYZ></Rotation>"
              "<Scale><ScaleExpression expression=\"[1, 1 + d / 100, 1]\"><Variable name=\"d\" bone=\"" + B("Fore")
            + "\" kind=\"distance\"/></ScaleExpression></Scale></Helper>"
              "<Helper bone=\"" + M("d") + "\"><Position><PositionReaction><Input bone=\"" + B("Upper")
            + "\" kind=\"rotation\" axis=\"Z\"/><State master=\"0\" value=\"0 0 0\"/><State master=\"45\" value=\"0 4 1\"/>"
              "</PositionReaction></Position>"
              "<Rotation><RotationList><Entry><EulerXYZ z=\"20\"/></Entry></RotationList></Rotation></Helper>";
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("Upper"), B("Root"), {0, 0, 10}),
                                  makeBone(B("Fore"), B("Upper"), {12, 0, 0}), makeBone(B("Hand"), B("Fore"), {10, 0, 0})},
                                 {makeBone(M("a"), B("Upper"), {6, 0, 0}), makeBone(M("b"), B("Fore"), {5, 0, 0}),
                                  makeBone(M("c"), B("Root")), makeBone(M("d"), B("Upper"))},
                                 xml);
        RS_REQUIRE_RIG(rig);
        verifyReplayedEqualsControllers(*rig->system, rig->framework, 200, "every kind");
    }

    void replayGivesTheControllersBitsOnEverySampleAndCostume()
    {
        // Every sample character, alone and in each of its costumes (the templates).
        for (const char* name : {"gamerig/gamerig.character.xml", "walker/walker.character.xml",
                                 "quadrupeds/fox.character.xml", "quadrupeds/wolf.character.xml",
                                 "hexapod/hexapod.character.xml"}) {
            const CharacterData data = test::loadCleanly(std::string(RIGSTAGE_SAMPLES) + "/" + name);
            std::vector<std::vector<int>> sets{{}};
            for (int c = 0; c < static_cast<int>(data.costumes.size()); ++c) {
                sets.push_back({c});
            }
            for (const std::vector<int>& set : sets) {
                Diagnostics d;
                auto instance = CharacterInstance::create(data, d, set);
                QVERIFY2(instance, name);
                HelperJointSystem* system = instance->helpers();
                if (!system) {
                    continue;
                }
                verifyReplayedEqualsControllers(*system, instance->frameworkPtr(), 40,
                                                std::string(name) + (set.empty() ? "" : " costume " + std::to_string(set[0])));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestEvaluationOrder)
#include "test_evaluation_order.moc"
