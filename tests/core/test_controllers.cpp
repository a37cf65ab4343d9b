// Lists, XYZ, reaction and expression controllers and the bone-value inputs, against hand-derived values.
#include <QTest>

#include <cmath>
#include <cstring>
#include <random>

#include "core/helper_rig.h"
#include "helpers/bone_value_input.h"
#include "math/euler.h"

using namespace rigstage;
using namespace rigstage::test;

namespace {

std::string B(const char* n) { return std::string("_0Base{B}#") + n; }
std::string M(const char* n) { return std::string("_1Muscle{D}#") + n; }

std::string helper(const std::string& bone, const std::string& slots)
{
    return "<Helper bone=\"" + bone + "\">" + slots + "</Helper>";
}

/// Base: Root at the origin, a driver bone D (child of Root at (0,0,10)) and a target T at (11,12,13).
std::vector<RawBone> baseBones()
{
    return {makeBone(B("Root"), ""), makeBone(B("D"), B("Root"), {0, 0, 10}), makeBone(B("T"), B("Root"), {11, 12, 13})};
}

}  // namespace

class TestControllers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // ------------------------------------------------------------------ lists
    void positionListLerpsTowardsEachEntry()
    {
        // XYZ (1,2,3) at 100 %, then a constraint to T (11,12,13) at 50 %: (1,2,3) + ((11,12,13) - (1,2,3)) * 0.5.
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Position><PositionList>"
                                                "<Entry weight=\"100\"><PositionXYZ x=\"1\" y=\"2\" z=\"3\"/></Entry>"
                                                "<Entry weight=\"50\"><PositionConstraint><Target bone=\"" + B("T")
                                                    + "\"/></PositionConstraint></Entry>"
                                                "</PositionList></Position>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(6, 7, 8));
    }

    /// A helper whose result is not finite keeps its whole last transform (position, rotation and
    /// scale), and the bones below it keep their world transforms; a finite result is written whole.
    /// Two entries of 3e38 at 100 % add to an infinity.
    void nonFiniteResultKeepsTheLastTransform()
    {
        const std::string overflow = "<Position><PositionList>"
                                     "<Entry weight=\"100\"><PositionXYZ x=\"3e38\"/></Entry>"
                                     "<Entry weight=\"100\"><PositionXYZ x=\"3e38\"/></Entry>"
                                     "</PositionList></Position>";
        for (const bool overflows : {true, false}) {
            const std::string position = overflows ? overflow : "<Position><PositionXYZ x=\"1\" y=\"2\" z=\"3\"/></Position>";
            auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"), {4, 5, 6}, aboutZ(10), {2, 2, 2}),
                                                   makeBone(M("Child"), M("H"), {1, 0, 0})},
                                     helper(M("H"), position + "<Rotation><EulerXYZ z=\"30\"/></Rotation>"
                                                    "<Scale><ScaleXYZ x=\"3\" y=\"3\" z=\"3\"/></Scale>"));
            RS_REQUIRE_RIG(rig);
            const Srt before = rig->local(M("H"));
            const glm::mat4 childBefore = rig->world(M("Child"));
            rig->evaluate();
            const Srt after = rig->local(M("H"));
            if (overflows) {
                QVERIFY(after == before);
                QVERIFY(rig->world(M("Child")) == childBefore);
            } else {
                RS_VERIFY_NEAR(after.translation, glm::vec3(1, 2, 3));
                QVERIFY(sameRotation(after.rotation, aboutZ(30)));
                RS_VERIFY_NEAR(after.scale, glm::vec3(3));
                // Child at (1,0,0) under H: H's origin + 3 x (cos 30, sin 30, 0).
                RS_VERIFY_NEAR(rig->worldPosition(M("Child")),
                               glm::vec3(1 + 3 * std::cos(glm::radians(30.0f)), 2 + 3 * std::sin(glm::radians(30.0f)), 3));
            }
        }
    }

    void positionListWeightsScaleAdditiveEntries()
    {
        // Two XYZ entries add: (1,0,0) * 200 % + (0,4,0) * 25 % = (2, 1, 0). Average on: weights / 225 %.
        const std::string entries = "<Entry weight=\"200\"><PositionXYZ x=\"1\"/></Entry>"
                                    "<Entry weight=\"25\"><PositionXYZ y=\"4\"/></Entry>"
                                    "<Entry weight=\"0\"><PositionXYZ z=\"100\"/></Entry>";
        auto plain = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                   helper(M("H"), "<Position><PositionList>" + entries + "</PositionList></Position>"));
        auto averaged = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                      helper(M("H"), "<Position><PositionList average=\"true\">" + entries + "</PositionList></Position>"));
        RS_REQUIRE_RIG(plain);
        RS_REQUIRE_RIG(averaged);
        plain->evaluate();
        averaged->evaluate();
        RS_VERIFY_NEAR(plain->local(M("H")).translation, glm::vec3(2, 1, 0));
        RS_VERIFY_NEAR(averaged->local(M("H")).translation, glm::vec3(200.0f / 225.0f, 4 * 25.0f / 225.0f, 0));
    }

    void rotationListSlerpsConstraintsAndMultipliesOthers()
    {
        // Euler Z 30 deg (100 %), then an orientation constraint to a bone at 90 deg (50 %): the running
        // 30 moves half way to 90: 60. A further Euler Z 40 at 50 % adds 20: 80.
        auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {}, aboutZ(90))},
                                 {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Rotation><RotationList>"
                                                "<Entry><EulerXYZ z=\"30\"/></Entry>"
                                                "<Entry weight=\"50\"><OrientationConstraint><Target bone=\"" + B("A")
                                                    + "\"/></OrientationConstraint></Entry>"
                                                "<Entry weight=\"50\"><EulerXYZ z=\"40\"/></Entry>"
                                                "</RotationList></Rotation>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY2(near(zDegrees(rig->local(M("H")).rotation), 80.0f), qPrintable(QString::number(zDegrees(rig->local(M("H")).rotation))));
    }

    void rotationListWeighsSmallAndLargeTurnsAccurately()
    {
        // listctrl.cpp: an additive entry's delta is slerped from identity by its weight, so an
        // entry at 40 % turns by 40 % of its delta's angle, whatever the angle: a tenth
        // of a degree (where a quaternion's w is 1 - 4e-7, and an angle taken from w alone is off
        // by several per cent), a quarter turn, 150 degrees. The last slerps from
        // glm::slerp(identity, delta, 0.4) computed by hand: 0.4 of the angle.
        for (const float degrees : {0.1f, 2.0f, 90.0f, 150.0f}) {
            auto rig = makeHelperRig({makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {}, aboutZ(degrees))},
                                     {makeBone(M("H"), B("Root"))},
                                     helper(M("H"), "<Rotation><RotationList><Entry weight=\"40\"><OrientationConstraint><Target bone=\""
                                                        + B("A") + "\"/></OrientationConstraint></Entry></RotationList></Rotation>"));
            RS_REQUIRE_RIG(rig);
            rig->evaluate();
            const float got = zDegrees(rig->local(M("H")).rotation);
            QVERIFY2(std::abs(got - 0.4f * degrees) <= 2e-4f * degrees,
                     qPrintable(QStringLiteral("%1 deg at 40 %: %2").arg(degrees).arg(double(got), 0, 'g', 9)));
        }
    }

    void rotationListClampsWeights()
    {
        // Weights above 100 % count as 100 % for rotations (Max clamps to [0, 1]); negative as 0.
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Rotation><RotationList><Entry weight=\"300\"><EulerXYZ z=\"20\"/></Entry>"
                                                "<Entry weight=\"-50\"><EulerXYZ z=\"90\"/></Entry></RotationList></Rotation>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->local(M("H")).rotation), 20.0f));
    }

    void rotationListAverageBlendsPoseToPose()
    {
        // listctrl.cpp "pose to pose": each entry's delta is slerped from the previous entry's
        // result by its own weight (clamped, not divided), and the rotation becomes incoming * it.
        // Euler Z 90 at 50 %: slerp(1, Rz90, .5) = Rz45. Euler X 90 at 50 %: its delta is Rx90, so
        // the result is slerp(Rz45, Rx90, .5), the normalised sum of the two (an equal-weight slerp).
        // The additive mode gives Rz45 * Rx45 instead: the test tells them apart.
        const std::string entries = "<Entry weight=\"50\"><EulerXYZ z=\"90\"/></Entry><Entry weight=\"50\"><EulerXYZ x=\"90\"/></Entry>";
        auto averaged = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                      helper(M("H"), "<Rotation><RotationList average=\"true\">" + entries + "</RotationList></Rotation>"));
        auto additive = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                      helper(M("H"), "<Rotation><RotationList>" + entries + "</RotationList></Rotation>"));
        RS_REQUIRE_RIG(averaged);
        RS_REQUIRE_RIG(additive);
        averaged->evaluate();
        additive->evaluate();
        const glm::quat rz45(std::cos(glm::radians(22.5f)), 0, 0, std::sin(glm::radians(22.5f)));
        const glm::quat rx90(std::cos(glm::radians(45.0f)), std::sin(glm::radians(45.0f)), 0, 0);
        const glm::quat rx45(std::cos(glm::radians(22.5f)), std::sin(glm::radians(22.5f)), 0, 0);
        const glm::quat midway = glm::normalize(glm::quat(rz45.w + rx90.w, rz45.x + rx90.x, rz45.y + rx90.y, rz45.z + rx90.z));
        QVERIFY2(sameRotation(averaged->local(M("H")).rotation, midway), qPrintable(str(averaged->local(M("H")).rotation)));
        QVERIFY(sameRotation(additive->local(M("H")).rotation, rz45 * rx45));
        QVERIFY(!sameRotation(midway, rz45 * rx45, 1e-2f));
    }

    void rotationListAverageAtFullWeightTakesTheEntry()
    {
        // listctrl.cpp "pose to pose": slerp(previous result, delta, 1) is the delta itself. Euler
        // Z 90 at 50 % gives Rz45; Euler X 90 at 100 % then has the delta Rx90 (its result is the
        // running Rz45 * Rx90), and the rotation becomes incoming * Rx90 = Rx90: the Z turn is gone.
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Rotation><RotationList average=\"true\"><Entry weight=\"50\"><EulerXYZ z=\"90\"/></Entry>"
                                                "<Entry><EulerXYZ x=\"90\"/></Entry></RotationList></Rotation>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        const glm::quat rx90(std::cos(glm::radians(45.0f)), std::sin(glm::radians(45.0f)), 0, 0);
        QVERIFY2(sameRotation(rig->local(M("H")).rotation, rx90), qPrintable(str(rig->local(M("H")).rotation)));
    }

    void scaleListLerps()
    {
        // ScaleXYZ (2,2,2) at 100 % from (1,1,1), then ScaleXYZ (3,1,1) multiplying at 50 %:
        // (2,2,2) + ((6,2,2) - (2,2,2)) * 0.5 = (4, 2, 2).
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Scale><ScaleList><Entry><ScaleXYZ x=\"2\" y=\"2\" z=\"2\"/></Entry>"
                                                "<Entry weight=\"50\"><ScaleXYZ x=\"3\"/></Entry></ScaleList></Scale>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).scale, glm::vec3(4, 2, 2));
    }

    // ------------------------------------------------------------------ XYZ
    void xyzControllersSetChannels()
    {
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"), {9, 9, 9})},
                                 helper(M("H"), "<Position><PositionXYZ x=\"1\" y=\"-2\" z=\"3.5\"/></Position>"
                                                "<Rotation><EulerXYZ order=\"ZYX\" x=\"90\" z=\"90\"/></Rotation>"
                                                "<Scale><ScaleXYZ y=\"0.5\"/></Scale>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        const Srt l = rig->local(M("H"));
        RS_VERIFY_NEAR(l.translation, glm::vec3(1, -2, 3.5f));
        RS_VERIFY_NEAR(l.scale, glm::vec3(1, 0.5f, 1));
        // ZYX: Z first: (0,1,0) -Rz90-> (-1,0,0) -Rx90-> (-1,0,0).
        RS_VERIFY_NEAR(l.rotation * glm::vec3(0, 1, 0), glm::vec3(-1, 0, 0));
    }

    void positionNotControlledKeepsBind()
    {
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"), {9, 8, 7})},
                                 helper(M("H"), "<Rotation><EulerXYZ z=\"10\"/></Rotation>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(9, 8, 7));
    }

    // ------------------------------------------------------------------ reactions
    void floatReactionOnAnEulerChannelIsInDegrees()
    {
        // Master: D's local Z rotation (degrees on the curve). Curve (0,0)-(90,45): D at 60 deg -> 30 deg.
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Rotation><EulerXYZ><Z><FloatReaction>"
                                                "<Input bone=\"" + B("D") + "\" kind=\"rotation\" axis=\"Z\"/>"
                                                "<Curve><Point x=\"0\" y=\"0\"/><Point x=\"90\" y=\"45\"/></Curve>"
                                                "</FloatReaction></Z></EulerXYZ></Rotation>"));
        RS_REQUIRE_RIG(rig);
        rig->pose->setLocalRotation(rig->bone(B("D")), aboutZ(60));
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->local(M("H")).rotation), 30.0f));
        // Outside the curve: constant.
        rig->pose->setLocalRotation(rig->bone(B("D")), aboutZ(-20));
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->local(M("H")).rotation), 0.0f));
        rig->pose->setLocalRotation(rig->bone(B("D")), aboutZ(120));
        rig->evaluate();
        QVERIFY(near(zDegrees(rig->local(M("H")).rotation), 45.0f));
    }

    void rotationInputsGiveTheDirectAngleWhateverTheReadOrder()
    {
        // Rotation inputs remember each angle per thread by the bits of (rotation, order, axis). Read
        // in every pattern that could fool such a memory (the same rotation again, another axis or
        // order of it, a rotation one bit away, more distinct rotations than it holds, two poses
        // in turn), each read must still be the arc-tangent extraction itself, bit for bit.
        auto rig = makeHelperRig(baseBones(), {}, "");
        QVERIFY(rig->framework && rig->pose);
        Pose other(rig->framework);
        const int d = rig->bone(B("D"));
        std::mt19937 rng(7);
        std::uniform_real_distribution<float> angle(-3.1f, 3.1f);
        std::vector<glm::quat> rotations;
        for (int i = 0; i < 40; ++i) {
            rotations.push_back(glm::normalize(glm::quat(angle(rng), angle(rng), angle(rng), angle(rng))));
        }
        glm::quat oneBitAway = rotations[0];
        oneBitAway.y = std::nextafter(oneBitAway.y, 2.0f);
        rotations.push_back(oneBitAway);
        int reads = 0;
        for (int round = 0; round < 3; ++round) {
            for (std::size_t i = 0; i < rotations.size(); ++i) {
                Pose& pose = i % 2 == 0 ? *rig->pose : other;
                pose.setLocalRotation(d, rotations[i]);
                DirectPoseSource source(pose);
                for (int order = 0; order < 9; order += 4) {
                    for (int axis : {1, 0, 2, 1}) {  // Y twice: the second read is a remembered one
                        BoneValueInput input;
                        input.bone = d;
                        input.kind = InputKind::Rotation;
                        input.axis = axis;
                        input.order = static_cast<EulerOrder>(order);
                        const float read = input.evaluate(source);
                        const float direct = quatToEulerChannel(rotations[i], input.order, axis);
                        QVERIFY2(std::memcmp(&read, &direct, sizeof(float)) == 0,
                                 qPrintable(QStringLiteral("rotation %1, order %2, axis %3: %4 vs %5")
                                                .arg(i).arg(order).arg(axis).arg(read, 0, 'g', 9).arg(direct, 0, 'g', 9)));
                        ++reads;
                    }
                }
            }
        }
        QCOMPARE(reads, 3 * 41 * 3 * 4);
        // The rotation one bit away reads its own angle, not the first rotation's.
        const float first = quatToEulerChannel(rotations[0], EulerOrder::XYZ, 1);
        const float near = quatToEulerChannel(oneBitAway, EulerOrder::XYZ, 1);
        QVERIFY(std::memcmp(&first, &near, sizeof(float)) != 0);
    }

    void positionReactionCurvesPerComponent()
    {
        // Master: D's world Z position (10 at bind). x: (0,0)-(20,10); z: (0,5)-(20,-5); y missing: 0.
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Position><PositionReaction>"
                                                "<Input bone=\"" + B("D") + "\" kind=\"position\" space=\"world\" axis=\"Z\"/>"
                                                "<Curve component=\"x\"><Point x=\"0\" y=\"0\"/><Point x=\"20\" y=\"10\"/></Curve>"
                                                "<Curve component=\"z\"><Point x=\"0\" y=\"5\"/><Point x=\"20\" y=\"-5\"/></Curve>"
                                                "</PositionReaction></Position>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(5, 0, 0));
        rig->pose->setLocalTranslation(rig->bone(B("D")), {0, 0, 15});
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(7.5f, 0, -2.5f));
    }

    void stateBlendingByInfluence()
    {
        // Float master (D's local X position) with states at 0 -> 0 and 100 -> 10, influence 100,
        // strength 1, falloff 1. At 25: m = (0.75, 0.25); w0 = 0.75 * (1 - 0.25) = 0.5625,
        // w1 = (1 - 0.75) * 0.25 = 0.0625; normalised 0.9 and 0.1: value 1.
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Position><PositionXYZ><X><FloatReaction>"
                                                "<Input bone=\"" + B("D") + "\" kind=\"position\" axis=\"X\"/>"
                                                "<State master=\"0\" value=\"0\" falloff=\"1\"/>"
                                                "<State master=\"100\" value=\"10\" falloff=\"1\"/>"
                                                "</FloatReaction></X></PositionXYZ></Position>"));
        RS_REQUIRE_RIG(rig);
        rig->pose->setLocalTranslation(rig->bone(B("D")), {25, 0, 10});
        rig->evaluate();
        QVERIFY2(near(rig->local(M("H")).translation.x, 1.0f), qPrintable(QString::number(rig->local(M("H")).translation.x)));
        // Outside every influence (master 300): the nearest state (100) takes over.
        rig->pose->setLocalTranslation(rig->bone(B("D")), {300, 0, 10});
        rig->evaluate();
        QVERIFY(near(rig->local(M("H")).translation.x, 10.0f));
    }

    void vectorMasterStates()
    {
        // Master: D's world position. States at (0,0,10) -> (0,0,0) and at (0,0,30) -> (0,0,4); influence 20, falloff 1.
        // D at (0,0,20): distances 10, 10 -> m = 0.5, 0.5 -> w = 0.25, 0.25 -> 0.5 each: (0,0,2).
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Position><PositionReaction><Master bone=\"" + B("D") + "\" type=\"position\"/>"
                                                "<State master=\"0 0 10\" value=\"0 0 0\" influence=\"20\" falloff=\"1\"/>"
                                                "<State master=\"0 0 30\" value=\"0 0 4\" influence=\"20\" falloff=\"1\"/>"
                                                "</PositionReaction></Position>"));
        RS_REQUIRE_RIG(rig);
        rig->pose->setLocalTranslation(rig->bone(B("D")), {0, 0, 20});
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(0, 0, 2));
    }

    // ------------------------------------------------------------------ expressions and wires
    void floatExpressionReadsABoneInRadians()
    {
        // Euler channels are radians in expressions: rz (0.5 rad) * 2 = 1 rad on the helper's Z.
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Rotation><EulerXYZ><Z><FloatExpression expression=\"rz * 2\">"
                                                "<Variable name=\"rz\" bone=\"" + B("D") + "\" kind=\"rotation\" axis=\"Z\"/>"
                                                "</FloatExpression></Z></EulerXYZ></Rotation>"));
        RS_REQUIRE_RIG(rig);
        rig->pose->setLocalRotation(rig->bone(B("D")), glm::angleAxis(0.5f, glm::vec3(0, 0, 1)));
        rig->evaluate();
        QVERIFY(near(glm::radians(zDegrees(rig->local(M("H")).rotation)), 1.0f));
    }

    void positionExpressionWithVectorVariables()
    {
        // p = T's world position (11,12,13), k = 0.5: the helper sits half way to T.
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Position><PositionExpression expression=\"p * k + [0, 0, F]\">"
                                                "<Variable name=\"p\" type=\"vector\" bone=\"" + B("T") + "\"/>"
                                                "<Variable name=\"k\" constant=\"0.5\"/>"
                                                "</PositionExpression></Position>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate(4.0);
        RS_VERIFY_NEAR(rig->local(M("H")).translation, glm::vec3(5.5f, 6, 6.5f + 4));
    }

    void scaleExpressionAndDivisionByZero()
    {
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Scale><ScaleExpression expression=\"[1, 1, 1] / d\">"
                                                "<Variable name=\"d\" bone=\"" + B("D") + "\" kind=\"position\" axis=\"X\"/>"
                                                "</ScaleExpression></Scale>"));
        RS_REQUIRE_RIG(rig);
        rig->pose->setLocalTranslation(rig->bone(B("D")), {4, 0, 10});
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).scale, glm::vec3(0.25f));
        rig->pose->setLocalTranslation(rig->bone(B("D")), {0, 0, 10});  // 1 / 0: falls back to [1, 1, 1]
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("H")).scale, glm::vec3(1.0f));
    }

    void floatWireTransfersItsDriver()
    {
        auto rig = makeHelperRig(baseBones(), {makeBone(M("H"), B("Root"))},
                                 helper(M("H"), "<Rotation><EulerXYZ><X><FloatWire expression=\"-Z_Rotation / 2\">"
                                                "<Variable name=\"Z_Rotation\" bone=\"" + B("D") + "\" kind=\"rotation\" axis=\"Z\"/>"
                                                "</FloatWire></X></EulerXYZ></Rotation>"));
        RS_REQUIRE_RIG(rig);
        rig->pose->setLocalRotation(rig->bone(B("D")), aboutZ(80));
        rig->evaluate();
        const glm::quat expected = glm::angleAxis(glm::radians(-40.0f), glm::vec3(1, 0, 0));
        QVERIFY(sameRotation(rig->local(M("H")).rotation, expected));
    }

    // ------------------------------------------------------------------ inputs and Expose TM
    void exposeTmValues()
    {
        // D at (0,0,10) under Root; Root turned 90 deg about Z and moved to (5,0,0). A reference bone R at (5,0,0).
        // D world = (5,0,0) + Rz90 (0,0,10) = (5,0,10). Local position Z = 10, world X = 5.
        // D turned 30 deg about Z locally: world Z rotation 120, local 30.
        // Distance to R: 10. Angle between D's X axis (120 deg) and R's (0 deg): 120.
        const std::string x = "<ExposeTm name=\"E\" bone=\"" + B("D") + "\"/>"
                              "<ExposeTm name=\"ER\" bone=\"" + B("D") + "\" reference=\"" + B("R") + "\"/>";
        auto channel = [&](const char* expose, const char* value, const char* axis) {
            return std::string("<") + axis + "><FloatExpression expression=\"v\"><Variable name=\"v\" expose=\"" + expose
                 + "\" value=\"" + value + "\"/></FloatExpression></" + axis + ">";
        };
        auto rig = makeHelperRig({makeBone(B("Root"), "", {5, 0, 0}, aboutZ(90)), makeBone(B("D"), B("Root"), {0, 0, 10}, aboutZ(30)),
                                  makeBone(B("R"), "", {5, 0, 0})},
                                 {makeBone(M("P1"), ""), makeBone(M("P2"), ""), makeBone(M("P3"), "")},
                                 x + helper(M("P1"), "<Position><PositionXYZ>" + channel("E", "localPositionZ", "X")
                                                        + channel("E", "worldPositionX", "Y") + channel("ER", "distance", "Z")
                                                        + "</PositionXYZ></Position>")
                                   + helper(M("P2"), "<Position><PositionXYZ>" + channel("E", "localEulerZ", "X")
                                                        + channel("E", "worldEulerZ", "Y") + channel("ER", "angle", "Z")
                                                        + "</PositionXYZ></Position>")
                                   + helper(M("P3"), "<Position><PositionXYZ>" + channel("ER", "localPositionZ", "X")
                                                        + channel("ER", "localEulerZ", "Y") + "</PositionXYZ></Position>"));
        RS_REQUIRE_RIG(rig);
        rig->evaluate();
        RS_VERIFY_NEAR(rig->local(M("P1")).translation, glm::vec3(10, 5, 10));
        RS_VERIFY_NEAR(glm::degrees(rig->local(M("P2")).translation), glm::vec3(30, 120, 120));
        // Relative to R (unturned at (5,0,0)): D's position (0,0,10), rotation 120 deg.
        RS_VERIFY_NEAR(rig->local(M("P3")).translation * glm::vec3(1, 57.29578f, 1), glm::vec3(10, 120, 0));
    }
};

QTEST_APPLESS_MAIN(TestControllers)
#include "test_controllers.moc"
