// The IK Limb controller: evaluated where Max evaluates it (after its goal, its pole and the bones
// above its chain; before the helpers that read the chain), with cycles reported, and solving as
// Max's IK Limb does (the end on the goal, the hinge kept, the reach clamped exactly), as read in
// the SDK sample iklimb.cpp (MAX-SEMANTICS 1.11).
#include <QTest>

#include "core/helper_rig.h"
#include "helpers/pose_source.h"

using namespace rigstage;
using namespace rigstage::test;

Q_DECLARE_METATYPE(glm::vec3)

namespace {

std::string B(const char* n) { return std::string("_0Base{B}#") + n; }
std::string M(const char* n) { return std::string("_1Muscle{D}#") + n; }

/// Base: Root, two goal markers G1 / G2 and a pole marker P. Muscle: an arm Up -> Low -> End (30 and
/// 25 long, bent 30 degrees about Z in its bind pose) under the helper Sh, which sits at (0, 0, 100).
std::vector<RawBone> baseBones()
{
    return {makeBone(B("Root"), ""), makeBone(B("G1"), B("Root"), {30, 20, 100}), makeBone(B("G2"), B("Root"), {30, 40, 100}),
            makeBone(B("P"), B("Root"), {0, 100, 150})};
}

std::vector<RawBone> armBones(const std::vector<RawBone>& extra = {})
{
    std::vector<RawBone> bones = {makeBone(M("Sh"), B("Root"), {0, 0, 100}), makeBone(M("Up"), M("Sh")),
                                  makeBone(M("Low"), M("Up"), {30, 0, 0}, aboutZ(30)), makeBone(M("End"), M("Low"), {25, 0, 0})};
    bones.insert(bones.end(), extra.begin(), extra.end());
    return bones;
}

std::string ikLimb(const std::string& goal, const std::string& extra = "")
{
    return "<IkLimb root=\"" + M("Up") + "\" mid=\"" + M("Low") + "\" end=\"" + M("End") + "\" goal=\"" + goal + "\"" + extra + "/>";
}

std::string positionConstraint(const std::string& bone, const std::string& a, const std::string& b)
{
    return "<Helper bone=\"" + bone + "\"><Position><PositionConstraint><Target bone=\"" + a + "\" weight=\"50\"/><Target bone=\"" + b
           + "\" weight=\"50\"/></PositionConstraint></Position></Helper>";
}

void verifyHingeKept(HelperRig& rig)
{
    // The hinge (the bind bend's axis, +Z of Up) stays the normal of the bend plane.
    const glm::vec3 a = rig.worldPosition(M("Up")), b = rig.worldPosition(M("Low")), c = rig.worldPosition(M("End"));
    const glm::vec3 hinge = glm::normalize(glm::mat3(rig.world(M("Up"))) * glm::vec3(0, 0, 1));
    QVERIFY2(std::abs(glm::dot(hinge, glm::normalize(b - a))) < 1e-4f && std::abs(glm::dot(hinge, glm::normalize(c - b))) < 1e-4f,
             qPrintable(str(hinge)));
    QVERIFY(near(glm::length(b - a), 30.0f, 1e-3f) && near(glm::length(c - b), 25.0f, 1e-3f));
}

/// The reach-limit rig of MAX-SEMANTICS 1.11's IK Limb: Up at the origin, Low `upper` along X with
/// a bind bend of 40 degrees about Z (bend plane XY, hinge +Z of Up), End `lower` along Low's X;
/// the goal G and the pole P are base bones placed by the caller.
std::unique_ptr<HelperRig> reachLimitRig(float upper, float lower, const glm::vec3& goal, const std::string& pole = " pole")
{
    return makeHelperRig({makeBone(B("Root"), ""), makeBone(B("G"), B("Root"), goal), makeBone(B("P"), B("Root"), {0, 0, 2})},
                         {makeBone(M("Up"), B("Root")), makeBone(M("Low"), M("Up"), {upper, 0, 0}, aboutZ(40)),
                          makeBone(M("End"), M("Low"), {lower, 0, 0})},
                         "<IkLimb root=\"" + M("Up") + "\" mid=\"" + M("Low") + "\" end=\"" + M("End") + "\" goal=\"" + B("G") + "\""
                             + (pole.empty() ? std::string() : " pole=\"" + B("P") + "\"") + "/>",
                         2);
}

/// The hinge in the world: Up's Z axis (the bind bend's axis).
glm::vec3 worldHinge(HelperRig& rig)
{
    return glm::normalize(glm::mat3(rig.world(M("Up"))) * glm::vec3(0, 0, 1));
}

}  // namespace

class TestIkLimb : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void reachesAGoalBoneKeepingTheHinge()
    {
        auto rig = makeHelperRig(baseBones(), armBones(), ikLimb(B("G1")), 2);
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->worldPosition(M("End")), glm::vec3(30, 20, 100));
        verifyHingeKept(*rig);
    }

    void goalDrivenByAConstraintIsEvaluatedFirst()
    {
        // The goal is a helper written after the IK Limb, constrained half way between G1 and G2:
        // (30, 30, 100). The order builder runs it before the solve.
        auto rig = makeHelperRig(baseBones(), armBones({makeBone(M("Goal"), B("Root"))}),
                                 ikLimb(M("Goal")) + positionConstraint(M("Goal"), B("G1"), B("G2")), 2);
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->worldPosition(M("Goal")), glm::vec3(30, 30, 100));
        RS_VERIFY_NEAR(rig->worldPosition(M("End")), glm::vec3(30, 30, 100));
        const auto& order = rig->system->order();
        const auto indexOf = [&](const std::string& bone) {
            const int h = rig->system->helperOf(rig->bone(bone));
            return std::find(order.begin(), order.end(), h) - order.begin();
        };
        QVERIFY(indexOf(M("Goal")) < indexOf(M("Up")));
        QVERIFY(indexOf(M("Up")) < indexOf(M("Low")));
    }

    void poleDrivenByAHelperBendsTheElbowTowardsIt()
    {
        // The pole is a helper constrained to P (0, 100, 150): the elbow ends on P's side of the
        // shoulder -> goal line, in the plane of shoulder, goal and pole.
        auto rig = makeHelperRig(baseBones(), armBones({makeBone(M("Pole"), B("Root"))}),
                                 ikLimb(B("G1"), " pole=\"" + M("Pole") + "\"") + positionConstraint(M("Pole"), B("P"), B("P")), 2);
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        const glm::vec3 a = rig->worldPosition(M("Up")), b = rig->worldPosition(M("Low")), goal(30, 20, 100), pole(0, 100, 150);
        RS_VERIFY_NEAR(rig->worldPosition(M("End")), goal);
        const glm::vec3 normal = glm::normalize(glm::cross(goal - a, pole - a));
        QVERIFY(std::abs(glm::dot(normal, b - a)) < 1e-3f);
        const glm::vec3 line = glm::normalize(goal - a);
        QVERIFY(glm::dot((b - a) - line * glm::dot(b - a, line), (pole - a) - line * glm::dot(pole - a, line)) > 0.0f);
        verifyHingeKept(*rig);
    }

    void chainUnderAHelperFollowsIt()
    {
        // The shoulder Sh is a helper turned 90 degrees about Z (Euler, radians): the chain hangs
        // under it and the end still lands on the goal, solved after the shoulder turned.
        auto rig = makeHelperRig(baseBones(), armBones(),
                                 ikLimb(B("G1")) + "<Helper bone=\"" + M("Sh") + "\"><Rotation><EulerXYZ z=\"1.5707964\"/></Rotation></Helper>", 2);
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->local(M("Sh")).rotation), 90.0f, 1e-3f));
        RS_VERIFY_NEAR(rig->worldPosition(M("End")), glm::vec3(30, 20, 100));
        verifyHingeKept(*rig);
    }

    void helpersReadingTheChainSeeTheSolve()
    {
        // A helper constrained to the chain's end sits on the goal: it runs after the IK Limb.
        auto rig = makeHelperRig(baseBones(), armBones({makeBone(M("Watch"), B("Root"))}),
                                 positionConstraint(M("Watch"), M("End"), M("End")) + ikLimb(B("G1")), 2);
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->worldPosition(M("Watch")), glm::vec3(30, 20, 100));
    }

    void goalBeyondReachStretchesTheChainOutExactly()
    {
        // Max's IK Limb clamps the reach to exactly L1 + L2 = 55: the end lies 55 from the shoulder
        // on the goal line (no 0.9999 factor).
        auto rig = makeHelperRig(baseBones(), armBones({makeBone(M("Far"), B("Root"), {200, 0, 100})}), ikLimb(M("Far")), 2);
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->worldPosition(M("End")), glm::vec3(55, 0, 100));
    }

    void swivelTurnsTheBendPlaneAboutTheGoalLine()
    {
        // Without a pole, swivel pi/2 turns the elbow a quarter turn about the shoulder -> goal line.
        auto plain = makeHelperRig(baseBones(), armBones(), ikLimb(B("G1")), 2);
        auto turned = makeHelperRig(baseBones(), armBones(), ikLimb(B("G1"), " swivel=\"1.5707964\""), 2);
        RS_REQUIRE_RIG(plain);
        RS_REQUIRE_RIG(turned);
        plain->evaluate();
        turned->evaluate();
        const glm::vec3 a = plain->worldPosition(M("Up")), line = glm::normalize(glm::vec3(30, 20, 100) - a);
        const auto side = [&](HelperRig& r) {
            const glm::vec3 v = r.worldPosition(M("Low")) - a;
            return glm::normalize(v - line * glm::dot(v, line));
        };
        RS_VERIFY_NEAR(side(*turned), glm::angleAxis(glm::half_pi<float>(), line) * side(*plain));
        RS_VERIFY_NEAR(turned->worldPosition(M("End")), glm::vec3(30, 20, 100));
    }

    void reachLimitsKeepTheBendPlaneFacingThePole_data()
    {
        // iklimb.cpp builds the root frame from the goal axis and the swivel plane's normal (goal
        // axis x the pole's part across it) at every reach: a goal beyond L1 + L2 puts the wrist
        // on the goal line at full extension, one nearer than |L1 - L2| at |L1 - L2| (folded). The
        // pole (0, 0, 2) and the goal line X span the XZ plane, so the hinge must be its normal,
        // +Y (the elbow on the pole's side: +Z x X = +Y), whatever the reach.
        QTest::addColumn<float>("upper");
        QTest::addColumn<float>("lower");
        QTest::addColumn<glm::vec3>("goal");
        QTest::addColumn<glm::vec3>("end");
        QTest::addColumn<bool>("inLine");  // the elbow exactly on the goal line: straight or folded
        QTest::newRow("straight, out of reach") << 1.0f << 1.0f << glm::vec3(3, 0, 0) << glm::vec3(2, 0, 0) << true;
        QTest::newRow("exactly at the clamp") << 1.0f << 1.0f << glm::vec3(2, 0, 0) << glm::vec3(2, 0, 0) << true;
        QTest::newRow("just inside") << 1.0f << 1.0f << glm::vec3(1.999f, 0, 0) << glm::vec3(1.999f, 0, 0) << false;
        QTest::newRow("folded") << 2.0f << 1.0f << glm::vec3(0.4f, 0, 0) << glm::vec3(1, 0, 0) << true;
        QTest::newRow("exactly folded") << 2.0f << 1.0f << glm::vec3(1, 0, 0) << glm::vec3(1, 0, 0) << true;
    }
    void reachLimitsKeepTheBendPlaneFacingThePole()
    {
        QFETCH(float, upper);
        QFETCH(float, lower);
        QFETCH(glm::vec3, goal);
        QFETCH(glm::vec3, end);
        QFETCH(bool, inLine);
        auto rig = reachLimitRig(upper, lower, goal);
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->worldPosition(M("End")), end);
        if (inLine) {
            // Exactly: a cosine a rounding short of 1 would leave the elbow about 5e-4 off the line.
            const glm::vec3 low = rig->worldPosition(M("Low"));
            QVERIFY2(near(low, glm::vec3(upper, 0, 0), 1e-6f), qPrintable(str(low)));
        }
        QVERIFY2(near(worldHinge(*rig), glm::vec3(0, 1, 0), 2e-5f), qPrintable(str(worldHinge(*rig))));
        // The elbow turns about the same hinge: Low's Z stays Up's Z.
        const glm::vec3 lowHinge = glm::normalize(glm::mat3(rig->world(M("Low"))) * glm::vec3(0, 0, 1));
        QVERIFY2(near(lowHinge, glm::vec3(0, 1, 0), 2e-5f), qPrintable(str(lowHinge)));
    }

    void rollIsContinuousAcrossTheReachClamp()
    {
        // The goal swept along X through L1 + L2 = 2 in steps of 1e-3 (and a pole off the XY
        // plane, at (0, 0, 2)): the hinge stays the normal of the (root, goal, pole) plane, +Y, on
        // both sides of the clamp and at it, so it never jumps between steps.
        glm::vec3 previous(0.0f);
        for (int step = -50; step <= 50; ++step) {
            auto rig = reachLimitRig(1.0f, 1.0f, glm::vec3(2.0f + 1e-3f * static_cast<float>(step), 0, 0));
            RS_REQUIRE_RIG(rig);
            rig->evaluate();
            const glm::vec3 hinge = worldHinge(*rig);
            QVERIFY2(near(hinge, glm::vec3(0, 1, 0), 2e-5f), qPrintable(QString::number(step) + ": " + str(hinge)));
            if (step > -50) {
                QVERIFY(glm::length(hinge - previous) < 1e-4f);
            }
            previous = hinge;
        }
    }

    void poleOnTheGoalLineFacesNoPlane()
    {
        // A pole on the root -> goal line, (5, 0, 0) with the goal at (1.5, 0, 0), across nothing:
        // Max's swivel plane falls back to its default there (iklimb.cpp, a zero pole part); ours
        // leaves the turn out, as without a pole (our choice): both give the same pose, the bind
        // bend plane XY kept (hinge +Z).
        auto withPole = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("G"), B("Root"), {1.5f, 0, 0}),
                                       makeBone(B("P"), B("Root"), {5, 0, 0})},
                                      {makeBone(M("Up"), B("Root")), makeBone(M("Low"), M("Up"), {1, 0, 0}, aboutZ(40)),
                                       makeBone(M("End"), M("Low"), {1, 0, 0})},
                                      "<IkLimb root=\"" + M("Up") + "\" mid=\"" + M("Low") + "\" end=\"" + M("End") + "\" goal=\""
                                          + B("G") + "\" pole=\"" + B("P") + "\"/>",
                                      2);
        auto without = reachLimitRig(1.0f, 1.0f, {1.5f, 0, 0}, "");
        RS_REQUIRE_RIG(withPole);
        RS_REQUIRE_RIG(without);
        withPole->evaluate();
        without->evaluate();
        RS_VERIFY_NEAR(withPole->worldPosition(M("End")), glm::vec3(1.5f, 0, 0));
        RS_VERIFY_NEAR(withPole->worldPosition(M("Low")), without->worldPosition(M("Low")));
        QVERIFY2(near(worldHinge(*withPole), glm::vec3(0, 0, 1), 2e-5f), qPrintable(str(worldHinge(*withPole))));
    }

    void aGoalThatReadsTheChainIsACycle()
    {
        // The goal is constrained to the chain's own end: Max cannot evaluate that either.
        auto rig = makeHelperRig(baseBones(), armBones({makeBone(M("Goal"), B("Root"))}),
                                 ikLimb(M("Goal")) + positionConstraint(M("Goal"), M("End"), B("G1")), 2);
        QVERIFY(!rig->system);
        QVERIFY(rig->diagnostics.contains("helper.cycle"));
        const QString text = str(rig->diagnostics);
        QVERIFY2(text.contains(QStringLiteral("[Rotation: IkLimb]")) && text.contains(QStringLiteral("PositionConstraint")), qPrintable(text));
    }

    /// Two characters' helper passes run step by step together (the first's root, the second's, then
    /// the middles): each middle bone takes its own character's solve, so each end reaches its own
    /// goal. (Through per-thread scratch, the first middle took the second character's solve.)
    void charactersEvaluatedStepByStepKeepTheirSolvesApart()
    {
        auto first = makeHelperRig(baseBones(), armBones(), ikLimb(B("G1")), 2);
        auto second = makeHelperRig(baseBones(), armBones(), ikLimb(B("G1")), 2);
        RS_REQUIRE_RIG(first);
        RS_REQUIRE_RIG(second);
        second->pose->setLocalTranslation(second->bone(B("G1")), {20, -30, 90});  // within reach of (0, 0, 100)
        // The helpers one at a time, as a pass does (the controllers are read-only while evaluating).
        const auto joint = [](HelperRig& rig, const std::string& bone) -> HelperJoint& {
            for (const HelperJoint& j : rig.system->joints()) {
                if (j.bone == rig.bone(bone)) {
                    return const_cast<HelperJoint&>(j);
                }
            }
            qFatal("no helper on %s", bone.c_str());
        };
        const HelperTime time = HelperTime::atFrame(0.0, 30.0, 0.0, 100.0);
        DirectPoseSource firstPass(*first->pose), secondPass(*second->pose);
        evaluateHelperJoint(joint(*first, M("Up")), firstPass, *first->pose, time);
        evaluateHelperJoint(joint(*second, M("Up")), secondPass, *second->pose, time);
        evaluateHelperJoint(joint(*first, M("Low")), firstPass, *first->pose, time);
        evaluateHelperJoint(joint(*second, M("Low")), secondPass, *second->pose, time);
        RS_VERIFY_NEAR(first->worldPosition(M("End")), glm::vec3(30, 20, 100));
        RS_VERIFY_NEAR(second->worldPosition(M("End")), glm::vec3(20, -30, 90));
        verifyHingeKept(*first);
        verifyHingeKept(*second);
    }

    /// The pass's hand-over slots: kept by bone, replaced, dropped, and more of them than are held
    /// inline (a rig with many IK Limbs).
    void handOversAreKeptByBone()
    {
        auto rig = makeHelperRig(baseBones(), armBones(), ikLimb(B("G1")), 2);
        RS_REQUIRE_RIG(rig);
        DirectPoseSource pass(*rig->pose);
        QVERIFY(!pass.handOver(3));
        const auto rotation = [](int bone) { return glm::angleAxis(0.1f * static_cast<float>(bone), glm::vec3(0, 0, 1)); };
        for (int bone = 0; bone < 20; ++bone) {
            pass.keepHandOver(bone, rotation(bone));
        }
        pass.keepHandOver(4, rotation(40));   // replaced
        pass.keepHandOver(15, rotation(50));  // replaced, beyond the inline ones
        pass.dropHandOver(7);
        pass.dropHandOver(17);
        for (int bone = 0; bone < 20; ++bone) {
            const glm::quat* kept = pass.handOver(bone);
            if (bone == 7 || bone == 17) {
                QVERIFY(!kept);
                continue;
            }
            QVERIFY2(kept, qPrintable(QString::number(bone)));
            const glm::quat expected = rotation(bone == 4 ? 40 : bone == 15 ? 50 : bone);
            QVERIFY2(*kept == expected, qPrintable(QString::number(bone)));
        }
        QVERIFY(!pass.handOver(20));
        QCOMPARE(pass.handOverCount(), std::size_t(18));
        pass.keepHandOver(7, rotation(7));  // kept again after a drop
        QVERIFY(pass.handOver(7) && *pass.handOver(7) == rotation(7));
        QCOMPARE(pass.handOverCount(), std::size_t(19));
        // A pass that solves and drops over and over holds no more than it keeps.
        for (int k = 0; k < 1000; ++k) {
            pass.dropHandOver(3);
            pass.keepHandOver(3, rotation(k));
        }
        QCOMPARE(pass.handOverCount(), std::size_t(19));
        QVERIFY(pass.handOver(3) && *pass.handOver(3) == rotation(999));
        for (int bone = 0; bone < 20; ++bone) {
            pass.dropHandOver(bone);
        }
        QCOMPARE(pass.handOverCount(), std::size_t(0));
        QVERIFY(!DirectPoseSource(*rig->pose).handOver(0));  // a new pass starts with none
    }

    void badIkLimbsAreReported_data()
    {
        QTest::addColumn<QString>("xml");
        QTest::addColumn<QString>("code");
        QTest::newRow("not a chain") << QString::fromStdString("<IkLimb root=\"" + M("Up") + "\" mid=\"" + M("End") + "\" end=\"" + M("Low")
                                                                + "\" goal=\"" + B("G1") + "\"/>")
                                     << "helper.bad-chain";
        QTest::newRow("no goal") << QString::fromStdString("<IkLimb root=\"" + M("Up") + "\" mid=\"" + M("Low") + "\" end=\"" + M("End") + "\"/>")
                                 << "xml.missing-attribute";
        QTest::newRow("unknown goal") << QString::fromStdString(ikLimb("_0Base{B}#Nobody")) << "helper.unknown-bone";
        QTest::newRow("weight above 1") << QString::fromStdString(ikLimb(B("G1"), " weight=\"2\"")) << "helper.bad-option";
        QTest::newRow("unknown attribute") << QString::fromStdString(ikLimb(B("G1"), " stretch=\"1\"")) << "xml.unknown-attribute";
        QTest::newRow("chain already has a helper")
            << QString::fromStdString(ikLimb(B("G1")) + "<Helper bone=\"" + M("Low") + "\"><Rotation><EulerXYZ/></Rotation></Helper>")
            << "helper.duplicate";
    }
    void badIkLimbsAreReported()
    {
        QFETCH(QString, xml);
        QFETCH(QString, code);
        auto rig = makeHelperRig(baseBones(), armBones(), xml.toStdString(), 2);
        QVERIFY(!rig->system);
        QVERIFY2(rig->diagnostics.contains(code.toStdString()), qPrintable(str(rig->diagnostics)));
    }
};

QTEST_APPLESS_MAIN(TestIkLimb)
#include "test_ik_limb.moc"
