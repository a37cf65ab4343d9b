// Position, Orientation and LookAt constraints against hand-derived values and geometry.
#include <QTest>

#include <cstring>
#include <random>

#include "core/helper_rig.h"
#include "helpers/lookat_constraint.h"
#include "helpers/orientation_constraint.h"

using namespace rigstage;
using namespace rigstage::test;

namespace {

std::string B(const char* n) { return std::string("_0Base{B}#") + n; }
std::string M(const char* n) { return std::string("_1Muscle{D}#") + n; }

std::string target(const std::string& bone, float weight)
{
    return "<Target bone=\"" + bone + "\" weight=\"" + std::to_string(weight) + "\"/>";
}

/// The rotation controllers of the helpers on bones H0, H1, ... (null where not a T), and their bones.
template <class T>
std::vector<T*> rotationsOfHelpers(const HelperRig& rig, std::size_t count, std::vector<int>& bones)
{
    std::vector<T*> out;
    for (std::size_t i = 0; i < count; ++i) {
        const int bone = rig.bone(M(("H" + std::to_string(i)).c_str()));
        out.push_back(dynamic_cast<T*>(rig.system->joints()[std::size_t(rig.system->helperOf(bone))].rotation.get()));
        bones.push_back(bone);
    }
    return out;
}

/// Evaluates every run of one to four consecutive constraints (wrapping round) with batch and checks
/// each result against expected (each constraint's evaluate()) bit for bit.
template <class Constraint, class Batch>
void checkBatchesGiveEvaluatesBits(const std::vector<Constraint*>& constraints, const std::vector<int>& bones,
                                   const std::vector<glm::quat>& expected, int trial, Batch batch)
{
    const std::size_t n = constraints.size();
    for (int count = 1; count <= 4; ++count) {
        for (std::size_t first = 0; first < n; ++first) {
            const Constraint* cs[4];
            int bs[4];
            std::size_t which[4];
            for (int k = 0; k < count; ++k) {
                which[k] = (first + std::size_t(k)) % n;
                cs[k] = constraints[which[k]];
                bs[k] = bones[which[k]];
            }
            glm::quat got[4];
            batch(cs, bs, count, got);
            for (int k = 0; k < count; ++k) {
                QVERIFY2(std::memcmp(&got[k], &expected[which[k]], sizeof(glm::quat)) == 0,
                         qPrintable(QStringLiteral("trial %1, helper %2 of a batch of %3: %4 vs %5")
                                        .arg(trial).arg(which[k]).arg(count).arg(str(got[k]), str(expected[which[k]]))));
            }
        }
    }
}

}  // namespace

class TestConstraints : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // ------------------------------------------------------------------ Position Constraint
    void positionIsWeightedAverageInParentSpace()
    {
        // Targets at (10,0,0) weight 50 and (0,20,0) weight 150: average = (500, 3000, 0) / 200 = (2.5, 15, 0).
        // The helper's parent sits at (0,0,5) turned 90 deg about Z, so in parent space the point is
        // Rz(-90) * ((2.5,15,0) - (0,0,5)) = Rz(-90) * (2.5, 15, -5) = (15, -2.5, -5).
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {10, 0, 0}),
                                  makeBone(B("C"), B("Root"), {0, 20, 0}),
                                  makeBone(B("Parent"), B("Root"), {0, 0, 5}, aboutZ(90))},
                                 {makeBone(M("H"), B("Parent"))},
                                 "<Helper bone=\"" + M("H") + "\"><Position><PositionConstraint>" + target(B("A"), 50)
                                     + target(B("C"), 150) + "</PositionConstraint></Position></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(15, -2.5f, -5));
        RS_VERIFY_NEAR(rig->worldPosition(M("H")), glm::vec3(2.5f, 15, 0));
    }

    void positionKeepInitialOffsetGivesBindPoseBack()
    {
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {10, 0, 0})},
                                 {makeBone(M("H"), B("Root"), {1, 2, 3})},
                                 "<Helper bone=\"" + M("H") + "\"><Position><PositionConstraint keepInitialOffset=\"true\">"
                                     + target(B("A"), 50) + "</PositionConstraint></Position></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(1, 2, 3));  // at the bind pose
        // Offset = (1,2,3) - (10,0,0) = (-9,2,3); moving the target by (0,0,4) moves the helper with it.
        rig->pose->setLocalTranslation(rig->bone(B("A")), {10, 0, 4});
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(1, 2, 7));
    }

    void positionWithAllZeroWeightsKeepsTheOriginalPosition()
    {
        // position_cnstrnt.cpp: total weight <= 0 gives the bone's original position, its bind
        // local position (1, 2, 3) under the parent (turned 90 about Z at (0, 0, 5)), not the
        // parent's origin; inside a list the constraint replaces the running value with it.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {10, 0, 0}),
                                  makeBone(B("Parent"), B("Root"), {0, 0, 5}, aboutZ(90))},
                                 {makeBone(M("H"), B("Parent"), {1, 2, 3}), makeBone(M("L"), B("Parent"), {1, 2, 3})},
                                 "<Helper bone=\"" + M("H") + "\"><Position><PositionConstraint>" + target(B("A"), 0)
                                     + "</PositionConstraint></Position></Helper>"
                                     "<Helper bone=\"" + M("L") + "\"><Position><PositionList>"
                                     "<Entry><PositionXYZ x=\"4\" y=\"5\" z=\"6\"/></Entry>"
                                     "<Entry><PositionConstraint>" + target(B("A"), 0) + "</PositionConstraint></Entry>"
                                     "</PositionList></Position></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(1, 2, 3));
        RS_VERIFY_NEAR(rig->worldPosition(M("H")), glm::vec3(-2, 1, 8));  // Rz(90) (1,2,3) + (0,0,5)
        // Inside the list the base point is the running value at the bind pose, (4, 5, 6) under the
        // parent: the list's "Available" slot is zero, and the constraint's first evaluation gets
        // the running matrix (listctrl.cpp, position_cnstrnt.cpp basePointLocal * the matrix).
        RS_VERIFY_NEAR(rig->local(M("L")).translation, glm::vec3(4, 5, 6));
    }

    void positionWithAllZeroWeightsStaysInTheWorldWhenTheParentTurns()
    {
        // position_cnstrnt.cpp: Update sets the value to basePointWorld when the weights add up to
        // 0, and GetValue sets it as the world translation. H's bind position is (0, 2, 0) under P,
        // which a helper turns 90 degrees about Z after the bind pose: H stays at world (0, 2, 0),
        // local Rz(-90) (0, 2, 0) = (2, 0, 0). (The bind local translation under the turned parent
        // would put it at world (-2, 0, 0), 2.83 away.)
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {1, 0, 0})},
                                 {makeBone(M("P"), B("Root")), makeBone(M("H"), M("P"), {0, 2, 0})},
                                 "<Helper bone=\"" + M("P") + "\"><Rotation><EulerXYZ z=\"90\"/></Rotation></Helper>"
                                 "<Helper bone=\"" + M("H") + "\"><Position><PositionConstraint>" + target(B("A"), 0)
                                     + "</PositionConstraint></Position></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->worldRotation(M("P"))), 90.0f));
        RS_VERIFY_NEAR(rig->worldPosition(M("H")), glm::vec3(0, 2, 0));
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(2, 0, 0));
    }

    void positionInAnAverageListStartsFromTheRunningValue()
    {
        // Position List, Average on (weights 100 and 100: each 0.5): entry 1 Position XYZ (0, 2, 0),
        // the bind position; entry 2 a Position Constraint with Keep Initial Offset on A (1, 0, 0).
        // Entry 1 gives 0 + (0, 2, 0) * 0.5 = (0, 1, 0). The constraint was assigned over the list's
        // "Available" slot (zero) and first evaluated on the running matrix (listctrl.cpp passes
        // each entry the running value): its base point is (0, 1, 0), its offset (0, 1, 0) - A =
        // (-1, 1, 0), so it gives (0, 1, 0) and the list (0, 1, 0) + 0 * 0.5 = (0, 1, 0).
        // (A base from the bind translation would give (0, 2, 0) and the list (0, 1.5, 0).)
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {1, 0, 0})},
                                 {makeBone(M("H"), B("Root"), {0, 2, 0})},
                                 "<Helper bone=\"" + M("H") + "\"><Position><PositionList average=\"true\">"
                                 "<Entry><PositionXYZ y=\"2\"/></Entry>"
                                 "<Entry><PositionConstraint keepInitialOffset=\"true\">" + target(B("A"), 50)
                                     + "</PositionConstraint></Entry></PositionList></Position></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(0, 1, 0));
        // A moved by (0, 0, 4): the constraint gives (1, 0, 4) + (-1, 1, 0) = (0, 1, 4), the list
        // (0, 1, 0) + ((0, 1, 4) - (0, 1, 0)) * 0.5 = (0, 1, 2).
        rig->pose->setLocalTranslation(rig->bone(B("A")), {1, 0, 4});
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(0, 1, 2));
    }

    void positionKeepInitialOffsetIsAWorldVector()
    {
        // position_cnstrnt.cpp: the offset is basePointWorld - InitialPosition, a world vector:
        // (1,2,3) - (10,0,0) = (-9,2,3). Turning the helper's parent 90 about Z afterwards leaves
        // the helper at A + offset = (1,2,3) in the world, i.e. local Rz(-90) (1,2,3) = (2,-1,3).
        // (An offset in parent space would turn with the parent and give world (8,-9,3).)
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {10, 0, 0}),
                                  makeBone(B("Parent"), B("Root"))},
                                 {makeBone(M("H"), B("Parent"), {1, 2, 3})},
                                 "<Helper bone=\"" + M("H") + "\"><Position><PositionConstraint keepInitialOffset=\"true\">"
                                     + target(B("A"), 50) + "</PositionConstraint></Position></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->worldPosition(M("H")), glm::vec3(1, 2, 3));
        rig->pose->setLocalRotation(rig->bone(B("Parent")), aboutZ(90));
        rig->evaluate();
        RS_VERIFY_NEAR(rig->worldPosition(M("H")), glm::vec3(1, 2, 3));
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(2, -1, 3));
    }

    // ------------------------------------------------------------------ Orientation Constraint
    void orientationSeedExample_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<float>("expectedDegrees");
        // The seed: target A turned 15 deg under an unturned parent (15 in the world); target B turned
        // 15 deg under a parent turned 15 (30 in the world). Local->Local: (15+15)/2 = 15;
        // World->World: (15+30)/2 = 22.5.
        QTest::newRow("local to local") << "localToLocal" << 15.0f;
        QTest::newRow("world to world") << "worldToWorld" << 22.5f;
    }
    void orientationSeedExample()
    {
        QFETCH(QString, rule);
        QFETCH(float, expectedDegrees);
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {}, aboutZ(15)),
                                  makeBone(B("P"), B("Root"), {}, aboutZ(15)), makeBone(B("Bb"), B("P"), {}, aboutZ(15))},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><OrientationConstraint transformRule=\""
                                     + rule.toStdString() + "\">" + target(B("A"), 50) + target(B("Bb"), 50)
                                     + "</OrientationConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        const float got = zDegrees(rig->worldRotation(M("H")));
        QVERIFY2(near(got, expectedDegrees), qPrintable(QString::number(got)));
    }

    /// Orientation constraints evaluated four at a time in lanes return what each one's evaluate()
    /// does, bit for bit: one to four targets, zero and negative weights, every weight zero (the
    /// base rotation), with and without Keep Initial Offset, targets on opposite sides, batches of
    /// one to four in any mix, on random poses.
    void orientationBatchGivesEvaluatesBits()
    {
        std::vector<RawBone> base = {makeBone(B("Root"), "")};
        const char* names[] = {"T0", "T1", "T2", "T3", "P0", "P1"};
        for (const char* n : names) {
            base.push_back(makeBone(B(n), B("Root"), {1, 2, 3}, aboutZ(10)));
        }
        struct Spec {
            std::vector<std::pair<const char*, float>> targets;
            bool offset;
            const char* parent;
        };
        const std::vector<Spec> specs = {
            {{{"T0", 50}}, false, "P0"},
            {{{"T0", 75}, {"T1", 25}}, true, "P1"},
            {{{"T1", 30}, {"T2", 0}, {"T3", 70}}, false, "Root"},
            {{{"T3", 10}, {"T2", 20}, {"T1", -5}, {"T0", 40}}, true, "P0"},
            {{{"T2", 0}, {"T3", 0}}, false, "P1"},  // no weight: the base rotation
            {{{"T1", 60}, {"T0", 40}}, false, "T3"},
        };
        std::vector<RawBone> muscle;
        std::string xml;
        for (std::size_t i = 0; i < specs.size(); ++i) {
            const std::string me = M(("H" + std::to_string(i)).c_str());
            muscle.push_back(makeBone(me, B(specs[i].parent), {0, 1, 0}, aboutZ(5.0f * float(i))));
            xml += "<Helper bone=\"" + me + "\"><Rotation><OrientationConstraint keepInitialOffset=\""
                   + (specs[i].offset ? "true" : "false") + "\">";
            for (const auto& [bone, weight] : specs[i].targets) {
                xml += target(B(bone), weight);
            }
            xml += "</OrientationConstraint></Rotation></Helper>";
        }
        auto rig = makeHelperRig(base, muscle, xml);
        RS_REQUIRE_RIG(rig);
        std::vector<int> bones;
        const std::vector<const OrientationConstraint*> constraints =
            rotationsOfHelpers<const OrientationConstraint>(*rig, specs.size(), bones);
        for (const OrientationConstraint* c : constraints) {
            QVERIFY(c && c->worldBatchable());
        }
        std::mt19937 rng(3);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        const glm::quat identity(1.0f, 0.0f, 0.0f, 0.0f);
        for (int trial = 0; trial < 50; ++trial) {
            for (const char* n : names) {
                glm::quat q = glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng)));
                if (trial % 3 == 0 && std::string(n) == "T1") {
                    q = -rig->pose->local(rig->bone(B("T0"))).rotation;  // the same rotation, opposite sign
                }
                rig->pose->setLocal(rig->bone(B(n)), Srt{{u(rng), u(rng), u(rng)}, q, {1, 1, 1}});
            }
            DirectPoseSource source(*rig->pose);
            std::vector<glm::quat> expected;
            for (std::size_t i = 0; i < specs.size(); ++i) {
                EvalContext ctx(source, bones[i]);
                expected.push_back(const_cast<OrientationConstraint*>(constraints[i])->evaluate(ctx, identity));
            }
            checkBatchesGiveEvaluatesBits(constraints, bones, expected, trial,
                                          [&](const OrientationConstraint* const* cs, const int* bs, int count, glm::quat* got) {
                                              OrientationConstraint::evaluateWorldBatch(cs, bs, count, source, got);
                                          });
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        // The rig's own frame takes them in batches: six constraints that read only base bones.
        QCOMPARE(rig->system->batchedHelperCount(), 6);
    }

    /// Look-ats evaluated four at a time in lanes return what each one's evaluate() does, bit for bit:
    /// world and node up references, LookAt and Axis Alignment, flipped axes, zero weights (aim at
    /// the origin), an up reference parallel to the aim (the smallest-axis fallback), a target on
    /// the bone itself (the previous rotation), the three pairs of axes, batches of one to four.
    void lookAtBatchGivesEvaluatesBits()
    {
        std::vector<RawBone> base = {makeBone(B("Root"), "")};
        const char* names[] = {"T0", "T1", "Up", "P0", "P1"};
        for (const char* n : names) {
            base.push_back(makeBone(B(n), B("Root"), {1, 2, 3}, aboutZ(10)));
        }
        struct Spec {
            std::string attributes;
            std::vector<std::pair<const char*, float>> targets;
            const char* parent;
            glm::vec3 offset;
        };
        const std::vector<Spec> specs = {
            {"", {{"T0", 50}}, "P0", {0, 1, 0}},  // world Z up: parallel when T0 is set straight above
            {"upnode=\"" + B("Up") + "\" upnodeControl=\"axisAlignment\" upnodeAxis=\"Y\" keepInitialOffset=\"true\"",
             {{"T0", 50}, {"T1", 20}}, "P1", {0, 1, 0}},
            {"upnode=\"" + B("Up") + "\" upnodeControl=\"lookAt\" aimFlip=\"true\"", {{"T1", 50}}, "Root", {1, 0, 0}},
            {"sourceFlip=\"true\" keepInitialOffset=\"true\"", {{"T0", 0}, {"T1", 0}}, "P0", {0, 0, 1}},  // aims at the origin
            {"upnode=\"" + B("T0") + "\" upnodeControl=\"lookAt\"", {{"T0", 50}}, "P1", {1, 1, 0}},  // up node = target: world
            {"", {{"P1", 50}}, "P1", {0, 0, 0}},  // on its own target: no aim, the previous rotation
        };
        std::vector<RawBone> muscle;
        std::string xml;
        for (std::size_t i = 0; i < specs.size(); ++i) {
            const std::string me = M(("H" + std::to_string(i)).c_str());
            muscle.push_back(makeBone(me, B(specs[i].parent), specs[i].offset, aboutZ(5.0f * float(i))));
            xml += "<Helper bone=\"" + me + "\"><Rotation><LookAtConstraint " + specs[i].attributes + ">";
            for (const auto& [bone, weight] : specs[i].targets) {
                xml += target(B(bone), weight);
            }
            xml += "</LookAtConstraint></Rotation></Helper>";
        }
        auto rig = makeHelperRig(base, muscle, xml);
        RS_REQUIRE_RIG(rig);
        std::vector<int> bones;
        const std::vector<LookAtConstraint*> constraints = rotationsOfHelpers<LookAtConstraint>(*rig, specs.size(), bones);
        for (const LookAtConstraint* c : constraints) {
            QVERIFY(c && c->batchable());
        }
        std::mt19937 rng(4);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        const glm::quat identity(1.0f, 0.0f, 0.0f, 0.0f);
        const int axisPairs[3][2] = {{0, 2}, {1, 0}, {2, 1}};
        int parallel = 0;
        for (int trial = 0; trial < 60; ++trial) {
            for (const char* n : names) {
                const glm::vec3 t(u(rng) * 5, u(rng) * 5, u(rng) * 5);
                rig->pose->setLocal(rig->bone(B(n)), Srt{t, glm::normalize(glm::quat(u(rng), u(rng), u(rng), u(rng))), {1, 1, 1}});
            }
            if (trial % 4 == 2) {  // T0 straight above H0 (world Z, its up): the smallest-axis fallback
                const glm::vec3 from(rig->pose->world(rig->bone(B("P0"))) * glm::vec4(specs[0].offset, 1.0f));
                rig->pose->setLocal(rig->bone(B("T0")), Srt{from + glm::vec3(0, 0, 5), identity, {1, 1, 1}});
                const glm::vec3 aim = glm::vec3(rig->pose->world(rig->bone(B("T0")))[3]) - from;
                parallel += glm::length(glm::cross(glm::normalize(aim), glm::vec3(0, 0, 1))) < 1e-7f ? 1 : 0;
            }
            const int* axes = axisPairs[trial % 3];
            for (LookAtConstraint* c : constraints) {
                c->aimAxis = axes[0];
                c->sourceAxis = axes[1];
            }
            DirectPoseSource source(*rig->pose);
            std::vector<glm::quat> expected;
            for (std::size_t i = 0; i < specs.size(); ++i) {
                EvalContext ctx(source, bones[i]);
                ctx.previousLocal = ctx.local = rig->pose->local(bones[i]);
                expected.push_back(constraints[i]->evaluate(ctx, identity));
            }
            QCOMPARE(expected.back(), rig->pose->local(bones.back()).rotation);
            checkBatchesGiveEvaluatesBits(constraints, bones, expected, trial,
                                          [&](const LookAtConstraint* const* cs, const int* bs, int count, glm::quat* got) {
                                              LookAtConstraint::evaluateBatch(cs, bs, count, source, got);
                                          });
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        QVERIFY(parallel >= 10);
    }

    void orientationSequentialSlerpDependsOnTargetOrder()
    {
        // Max blends targets one after the other: q = slerp(q, q_i, w_i / (W + w_i)). Swapping the first
        // two targets (weights stay with the positions: 25 then 75, then 50 for the third) changes the
        // result once the targets turn about different axes.
        auto makeRig = [](bool reversed) {
            std::vector<std::string> names = {B("T0"), B("T1")};
            if (reversed) {
                std::swap(names[0], names[1]);
            }
            return makeHelperRig({makeBone(B("Root"), ""),
                                  makeBone(B("T0"), B("Root"), {}, glm::angleAxis(glm::radians(90.0f), glm::vec3(1, 0, 0))),
                                  makeBone(B("T1"), B("Root"), {}, glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 0, 1))),
                                  makeBone(B("T2"), B("Root"), {}, glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 1, 0)))},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><OrientationConstraint>" + target(names[0], 25)
                                     + target(names[1], 75) + target(B("T2"), 50) + "</OrientationConstraint></Rotation></Helper>");
        };
        auto forward = makeRig(false);
        auto backward = makeRig(true);
        RS_REQUIRE_RIG(forward);
        RS_REQUIRE_RIG(backward);
        forward->evaluate();
        backward->evaluate();
        // Independent expectation: the running-weight slerp done with glm directly.
        const glm::quat a = glm::angleAxis(glm::radians(90.0f), glm::vec3(1, 0, 0));
        const glm::quat b = glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 0, 1));
        const glm::quat c = glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 1, 0));
        const glm::quat expectForward = glm::slerp(glm::slerp(a, b, 0.75f), c, 50.0f / 150.0f);
        const glm::quat expectBackward = glm::slerp(glm::slerp(b, a, 0.75f), c, 50.0f / 150.0f);
        QVERIFY(sameRotation(forward->local(M("H")).rotation, expectForward));
        QVERIFY(sameRotation(backward->local(M("H")).rotation, expectBackward));
        QVERIFY2(!sameRotation(expectForward, expectBackward, 1e-3f), "the chosen targets must make order matter");
    }

    void orientationKeepInitialOffset_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::newRow("world") << "worldToWorld";
        QTest::newRow("local") << "localToLocal";
    }
    void orientationKeepInitialOffset()
    {
        QFETCH(QString, rule);
        auto rig = makeHelperRig({makeBone(B("Root"), "", {}, aboutZ(10)), makeBone(B("A"), B("Root"), {}, aboutZ(40))},
                                 {makeBone(M("H"), B("Root"), {}, aboutZ(-25))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><OrientationConstraint keepInitialOffset=\"true\" transformRule=\""
                                     + rule.toStdString() + "\">" + target(B("A"), 50) + "</OrientationConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->local(M("H")).rotation), -25.0f));  // bind pose back
        // Turning the target 30 deg more turns the helper 30 deg more, keeping the -65 deg offset.
        rig->pose->setLocalRotation(rig->bone(B("A")), aboutZ(70));
        rig->evaluate();
        QVERIFY2(near(zDegrees(rig->local(M("H")).rotation), 5.0f), qPrintable(QString::number(zDegrees(rig->local(M("H")).rotation))));
    }

    void orientationWithNoWeightUsesBindRotation()
    {
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {}, aboutZ(40))},
                                 {makeBone(M("H"), B("Root"), {}, aboutZ(-25))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><OrientationConstraint>" + target(B("A"), 0)
                                     + "</OrientationConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->pose->setLocalRotation(rig->bone(M("H")), aboutZ(99));
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->local(M("H")).rotation), -25.0f));
    }

    void orientationLocalToLocalInAListPreMultiplies()
    {
        // orientation_cnstrnt.cpp: Local->Local pre-multiplies the running value (PreRotateMatrix).
        // Entry 1: Euler Z = 90; entry 2: Local->Local on T, turned +90 about X: Rz(90) * Rx(90),
        // quaternion (w, x, y, z) = (0.5, 0.5, 0.5, 0.5). (Replacing would give Rx(90) alone.)
        auto rig = makeHelperRig({makeBone(B("Root"), ""),
                                  makeBone(B("T"), B("Root"), {0, 5, 0}, glm::angleAxis(glm::radians(90.0f), glm::vec3(1, 0, 0)))},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><RotationList>"
                                     "<Entry><EulerXYZ z=\"90\"/></Entry>"
                                     "<Entry><OrientationConstraint transformRule=\"localToLocal\">" + target(B("T"), 50)
                                     + "</OrientationConstraint></Entry></RotationList></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY2(sameRotation(rig->local(M("H")).rotation, glm::quat(0.5f, 0.5f, 0.5f, 0.5f)),
                 qPrintable(str(rig->local(M("H")).rotation)));
    }

    void orientationInAListStartsFromIdentity()
    {
        // Rotation List [Euler Z 30 (the bone's bind rotation), Orientation Constraint Local->Local
        // with Keep Initial Offset on T (local Rx(50))] on a bone bound at Rz(30). Assigned over
        // the list's "Available" slot, the constraint's baseRotQuatLocal is identity
        // (listctrl.cpp), so at the bind pose it gives identity * (Rx50 / Rx50) = identity,
        // pre-multiplied onto the running Rz(30): the list gives Z = 30 back. (The bind rotation
        // as its base would count twice: Z = 60.)
        const auto rx = [](float degrees) { return glm::angleAxis(glm::radians(degrees), glm::vec3(1, 0, 0)); };
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 5, 0}, rx(50))},
                                 {makeBone(M("H"), B("Root"), {}, aboutZ(30))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><RotationList>"
                                 "<Entry><EulerXYZ z=\"30\"/></Entry>"
                                 "<Entry><OrientationConstraint transformRule=\"localToLocal\" keepInitialOffset=\"true\">"
                                     + target(B("T"), 50) + "</OrientationConstraint></Entry></RotationList></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY2(sameRotation(rig->local(M("H")).rotation, aboutZ(30)), qPrintable(str(rig->local(M("H")).rotation)));
        // T turned to Rx(80): the constraint gives Rx(80) * Rx(50)^-1 = Rx(30), pre-multiplied:
        // Rz(30) Rx(30) (column vectors: the X turn in the Z-turned frame).
        rig->pose->setLocalRotation(rig->bone(B("T")), rx(80));
        rig->evaluate();
        QVERIFY2(sameRotation(rig->local(M("H")).rotation, aboutZ(30) * rx(30)), qPrintable(str(rig->local(M("H")).rotation)));
    }

    void aConstraintFirstInAListStartsFromTheBind()
    {
        // A list assigned over a controller keeps it as its first entry (listctrl.cpp Copy): a
        // constraint there was assigned at the top of the bone, its base the bind rotation Rz(30)
        // under the parent. Rotation List [World->World with Keep Initial Offset on T (Rx(50))]
        // on a bone bound at Rz(30): at the bind pose Rx50 * Rx50^-1 * Rz30 = Rz(30), where the
        // "Available" slot's identity would give the parent's rotation, identity.
        auto rig = makeHelperRig({makeBone(B("Root"), ""),
                                  makeBone(B("T"), B("Root"), {0, 5, 0}, glm::angleAxis(glm::radians(50.0f), glm::vec3(1, 0, 0)))},
                                 {makeBone(M("H"), B("Root"), {}, aboutZ(30))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><RotationList>"
                                 "<Entry><OrientationConstraint keepInitialOffset=\"true\">" + target(B("T"), 50)
                                     + "</OrientationConstraint></Entry></RotationList></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY2(sameRotation(rig->local(M("H")).rotation, aboutZ(30)), qPrintable(str(rig->local(M("H")).rotation)));
    }

    void orientationWorldToWorldInAListKeepsTheRunningRotation()
    {
        // Rotation List [Euler Z 30, Orientation Constraint World->World with Keep Initial Offset on
        // T (Rx(50))] on a bone bound at identity. baseRotQuatWorld = identity (the "Available"
        // slot) * the running matrix's rotation Rz(30) (orientation_cnstrnt.cpp GetValue's first
        // time, listctrl.cpp's running matrix), so at the bind pose the constraint gives Rz(30)
        // and the list keeps it. (The bone's bind world rotation as the base would undo the Euler
        // entry: identity.)
        auto rig = makeHelperRig({makeBone(B("Root"), ""),
                                  makeBone(B("T"), B("Root"), {0, 5, 0}, glm::angleAxis(glm::radians(50.0f), glm::vec3(1, 0, 0)))},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><RotationList>"
                                 "<Entry><EulerXYZ z=\"30\"/></Entry>"
                                 "<Entry><OrientationConstraint keepInitialOffset=\"true\">" + target(B("T"), 50)
                                     + "</OrientationConstraint></Entry></RotationList></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY2(sameRotation(rig->local(M("H")).rotation, aboutZ(30)), qPrintable(str(rig->local(M("H")).rotation)));
    }

    void orientationWithNoWeightSetsTheBaseAsTheWorldRotation()
    {
        // orientation_cnstrnt.cpp: with targets but no weight, curRot = baseRotQuatLocal (the bind
        // local rotation Rz(-25)), and World->World sets it as the world rotation. Under a parent
        // a helper turns 90 about Z: world Z = -25, local Z = -115.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {}, aboutZ(40))},
                                 {makeBone(M("P"), B("Root")), makeBone(M("H"), M("P"), {}, aboutZ(-25))},
                                 "<Helper bone=\"" + M("P") + "\"><Rotation><EulerXYZ z=\"90\"/></Rotation></Helper>"
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><OrientationConstraint>" + target(B("A"), 0)
                                     + "</OrientationConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->worldRotation(M("H"))), -25.0f));
        QVERIFY(near(zDegrees(rig->local(M("H")).rotation), -115.0f));
    }

    // ------------------------------------------------------------------ LookAt Constraint
    void lookAtInAListStartsFromTheRunningRotation()
    {
        // Rotation List [Euler Z 30, LookAt with Keep Initial Offset on T] on a bone bound at
        // identity: lookat_cnstrnt.cpp's baseRotQuatWorld = identity (the "Available" slot) * the
        // running matrix's rotation Rz(30); at the bind pose the constraint gives
        // baseRotQuatWorld * (aim / initial aim) = Rz(30), and the list keeps it.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 5, 0})},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><RotationList>"
                                 "<Entry><EulerXYZ z=\"30\"/></Entry>"
                                 "<Entry><LookAtConstraint keepInitialOffset=\"true\">" + target(B("T"), 50)
                                     + "</LookAtConstraint></Entry></RotationList></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY2(sameRotation(rig->local(M("H")).rotation, aboutZ(30)), qPrintable(str(rig->local(M("H")).rotation)));
        // T moved to (-5, 0, 0): the aim (X at T, Z up) turns 90 about Z, so the constraint gives
        // Rz(90) Rz(30), and the list (its delta from Rz(30) applied) Rz(120).
        rig->pose->setLocalTranslation(rig->bone(B("T")), {-5, 0, 0});
        rig->evaluate();
        QVERIFY2(near(zDegrees(rig->local(M("H")).rotation), 120.0f), qPrintable(str(rig->local(M("H")).rotation)));
    }

    void lookAtWithNoTargetKeepsTheBaseWorldRotation()
    {
        // lookat_cnstrnt.cpp: with no target, curRot = baseRotQuatWorld (the bind local Rz(-25)
        // under the parent at the bind pose: world Rz(-25)), set as the world rotation. A parent a
        // helper turns 90 about Z leaves the world rotation, so the local one is Rz(-115). Files
        // cannot say this (a LookAt needs a Target: helper.no-targets): the target is taken away
        // after the rig is built, as an editor removing the last one would.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 5, 0})},
                                 {makeBone(M("P"), B("Root")), makeBone(M("H"), M("P"), {}, aboutZ(-25))},
                                 "<Helper bone=\"" + M("P") + "\"><Rotation><EulerXYZ z=\"90\"/></Rotation></Helper>"
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint>" + target(B("T"), 50)
                                     + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        auto* lookAt = dynamic_cast<LookAtConstraint*>(rig->system->joints()[std::size_t(rig->system->helperOf(rig->bone(M("H"))))].rotation.get());
        QVERIFY(lookAt);
        lookAt->targets.clear();
        rig->evaluate();
        QVERIFY2(near(zDegrees(rig->worldRotation(M("H"))), -25.0f), qPrintable(str(rig->worldRotation(M("H")))));
        QVERIFY(near(zDegrees(rig->local(M("H")).rotation), -115.0f));
    }

    void lookAtDefaultsPointXAtTargetWithZUp()
    {
        // Max's defaults: aim X, upnode World with Axis Alignment, upnode axis Z, source axis Z.
        // Target at (0, 10, 0) from the origin: X -> +Y, Z -> +Z, Y = Z x X = -X: 90 deg about Z.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 10, 0})},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint>" + target(B("T"), 50)
                                     + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY2(sameRotation(rig->worldRotation(M("H")), aboutZ(90)), qPrintable(str(rig->worldRotation(M("H")))));
    }

    void lookAtEveryOptionCombination_data()
    {
        QTest::addColumn<int>("aimAxis");
        QTest::addColumn<bool>("aimFlip");
        QTest::addColumn<int>("sourceAxis");
        QTest::addColumn<bool>("sourceFlip");
        QTest::addColumn<QString>("upnodeControl");
        QTest::addColumn<bool>("upnodeWorld");
        QTest::addColumn<int>("upnodeAxis");
        const char* axes = "XYZ";
        for (int aim = 0; aim < 3; ++aim)
            for (bool flip : {false, true})
                for (int src = 0; src < 3; ++src)
                    for (bool srcFlip : {false, true})
                        for (const char* ctrl : {"lookAt", "axisAlignment"})
                            for (bool world : {true, false})
                                for (int upAxis = 0; upAxis < 3; ++upAxis) {
                                    if (src == aim || (std::string(ctrl) == "lookAt" && upAxis != 2)) {
                                        continue;  // upnode axis only matters for Axis Alignment
                                    }
                                    QTest::addRow("aim %c%s src %c%s %s %s up %c", axes[aim], flip ? "-" : "", axes[src],
                                                  srcFlip ? "-" : "", ctrl, world ? "world" : "node", axes[upAxis])
                                        << aim << flip << src << srcFlip << QString::fromLatin1(ctrl) << world << upAxis;
                                }
    }
    void lookAtEveryOptionCombination()
    {
        QFETCH(int, aimAxis);
        QFETCH(bool, aimFlip);
        QFETCH(int, sourceAxis);
        QFETCH(bool, sourceFlip);
        QFETCH(QString, upnodeControl);
        QFETCH(bool, upnodeWorld);
        QFETCH(int, upnodeAxis);
        const char* axes[] = {"X", "Y", "Z"};
        // The helper sits at (3, -2, 40) under a turned parent; the target at (20, 15, 55); the up node
        // at (-10, 5, 90), turned 30 deg about X.
        const glm::vec3 helperPos(3, -2, 40), targetPos(20, 15, 55), upPos(-10, 5, 90);
        const glm::quat upRot = glm::angleAxis(glm::radians(30.0f), glm::vec3(1, 0, 0));
        const glm::quat parentRot = glm::angleAxis(glm::radians(35.0f), glm::normalize(glm::vec3(1, 2, 3)));
        std::string options = " aimAxis=\"" + std::string(axes[aimAxis]) + "\" aimFlip=\"" + (aimFlip ? "true" : "false")
                            + "\" sourceAxis=\"" + axes[sourceAxis] + "\" sourceFlip=\"" + (sourceFlip ? "true" : "false")
                            + "\" upnodeControl=\"" + upnodeControl.toStdString() + "\" upnodeAxis=\"" + axes[upnodeAxis] + "\"";
        if (!upnodeWorld) {
            options += " upnode=\"" + B("Up") + "\"";
        }
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), targetPos),
                                  makeBone(B("Up"), B("Root"), upPos, upRot), makeBone(B("P"), B("Root"), helperPos, parentRot)},
                                 {makeBone(M("H"), B("P"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint" + options + ">"
                                     + target(B("T"), 50) + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        const glm::mat3 r = glm::mat3_cast(rig->worldRotation(M("H")));
        // 1. The aim axis (negated when flipped) points at the target.
        const glm::vec3 toTarget = glm::normalize(targetPos - helperPos);
        RS_VERIFY_NEAR(r[aimAxis] * (aimFlip ? -1.0f : 1.0f), toTarget);
        // 2. The source axis (negated when flipped) is the up reference made perpendicular to the aim.
        glm::vec3 up;
        if (upnodeControl == "lookAt") {
            up = (upnodeWorld ? glm::vec3(0) : upPos) - helperPos;
        } else {
            glm::vec3 axis(0);
            axis[upnodeAxis] = 1;
            up = upnodeWorld ? axis : upRot * axis;
        }
        const glm::vec3 aimDir = r[aimAxis];
        const glm::vec3 expectedSource = glm::normalize(up - aimDir * glm::dot(up, aimDir));
        RS_VERIFY_NEAR(r[sourceAxis] * (sourceFlip ? -1.0f : 1.0f), expectedSource);
        // 3. A proper rotation (right-handed frame).
        QVERIFY(near(glm::determinant(r), 1.0f));
    }

    void lookAtUpnodeThatIsTheOnlyTargetFallsBackToWorld()
    {
        // LookAt mode with the up node being the only target would make up parallel to aim; Max uses the world.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 10, 5})},
                                 {makeBone(M("H"), B("Root"), {0, 0, 5})},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint upnode=\"" + B("T")
                                     + "\" upnodeControl=\"lookAt\">" + target(B("T"), 50) + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        // Up = world origin - (0,0,5) = -Z; source Z points down; aim X -> +Y; Y = Z x X = (0,0,-1) x (0,1,0) = (1,0,0).
        const glm::mat3 r = glm::mat3_cast(rig->worldRotation(M("H")));
        RS_VERIFY_NEAR(r[0], glm::vec3(0, 1, 0));
        RS_VERIFY_NEAR(r[2], glm::vec3(0, 0, -1));
    }

    void lookAtWithAllZeroWeightsAimsAtTheWorldOrigin()
    {
        // lookat_cnstrnt.cpp divides by the weight sum only above 1e-7: with every weight 0 the
        // target point is the undivided sum, the world origin. From (3, 4, 0) the aim (X) is
        // (-0.6, -0.8, 0); the world Z up gives the source axis Z = (0, 0, 1).
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 10, 5})},
                                 {makeBone(M("H"), B("Root"), {3, 4, 0})},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint>" + target(B("T"), 0)
                                     + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        const glm::mat3 r = glm::mat3_cast(rig->worldRotation(M("H")));
        RS_VERIFY_NEAR(r[0], glm::vec3(-0.6f, -0.8f, 0));
        RS_VERIFY_NEAR(r[2], glm::vec3(0, 0, 1));
    }

    void lookAtUpParallelToTheAimUsesTheAimsSmallestAxis()
    {
        // ProjectionOnPerpPlane with up (world Z) parallel to the aim (+Z): the world axis of the
        // aim's smallest component, X, gives up = X x aim = (1,0,0) x (0,0,1) = (0,-1,0). So the
        // source axis Z is -Y, the aim X is +Z, and Y = Z x X = (-1, 0, 0).
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 0, 10})},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint>" + target(B("T"), 50)
                                     + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        const glm::mat3 r = glm::mat3_cast(rig->worldRotation(M("H")));
        RS_VERIFY_NEAR(r[0], glm::vec3(0, 0, 1));
        RS_VERIFY_NEAR(r[1], glm::vec3(-1, 0, 0));
        RS_VERIFY_NEAR(r[2], glm::vec3(0, -1, 0));
    }

    void lookAtTargetOnTheBoneKeepsTheLastRotation()
    {
        // Our choice (Max normalises a zero vector): no aim at all keeps the previous rotation.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {0, 10, 0})},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint>" + target(B("T"), 50)
                                     + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        const glm::quat before = rig->local(M("H")).rotation;
        rig->pose->setLocalTranslation(rig->bone(B("T")), {0, 0, 0});
        rig->evaluate();
        QVERIFY(sameRotation(rig->local(M("H")).rotation, before));
        QVERIFY(isFinite(rig->local(M("H"))));
    }

    void lookAtKeepInitialOffsetGivesBindPoseBack()
    {
        const glm::quat bind = glm::angleAxis(0.4f, glm::normalize(glm::vec3(1, -1, 2)));
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("T"), B("Root"), {5, 10, 3})},
                                 {makeBone(M("H"), B("Root"), {0, 0, 0}, bind)},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint keepInitialOffset=\"true\">"
                                     + target(B("T"), 50) + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY(sameRotation(rig->local(M("H")).rotation, bind));
        // Swinging the target 90 deg about Z around the helper turns the helper 90 deg about Z.
        rig->pose->setLocalTranslation(rig->bone(B("T")), {-10, 5, 3});
        rig->evaluate();
        QVERIFY2(sameRotation(rig->local(M("H")).rotation, aboutZ(90) * bind), qPrintable(str(rig->local(M("H")).rotation)));
    }

    void lookAtWeightedTargetPoint()
    {
        // Targets (10,0,0) w 50 and (0,10,0) w 50: aim at (5,5,0): 45 deg about Z.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {10, 0, 0}),
                                  makeBone(B("C"), B("Root"), {0, 10, 0})},
                                 {makeBone(M("H"), B("Root"))},
                                 "<Helper bone=\"" + M("H") + "\"><Rotation><LookAtConstraint>" + target(B("A"), 50)
                                     + target(B("C"), 50) + "</LookAtConstraint></Rotation></Helper>");
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->worldRotation(M("H"))), 45.0f));
    }
};

QTEST_APPLESS_MAIN(TestConstraints)
#include "test_constraints.moc"
