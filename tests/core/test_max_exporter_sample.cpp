// The 3ds Max exporter (resources/exporters/max/rigstage_export.ms) cannot run here, so its output
// format is held by a hand-written sample of what it writes for a rig with every controller kind
// (resources/exporters/max/sample_output). The sample must load without a finding, and each
// controller gives what Max's semantics (docs/controllers.md) say, worked out by hand below. The
// behaviours followed are those of the 3ds Max SDK samples read for ../shared/design/MAX-SEMANTICS.md
// (1.11): samples/controllers/{position_cnstrnt, orientation_cnstrnt, lookat_cnstrnt, listctrl,
// eulrctrl, exprctrl}.cpp, reactor/reactor.cpp and samples/iksolvers/iklimb/iklimb.cpp.
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <glm/gtc/quaternion.hpp>

#include "character/character_instance.h"
#include "io/character_loader.h"
#include "max_exporter_output.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

const QString kFolder = test::kMaxExporterFolder;

using test::readAll;
using Sample = test::ExportedCharacter;

/// The sample at a frame of its clip (at frame 1 the pelvis is turned +30 degrees about Z in Max's
/// UI, 2 cm lower than at frame 2).
std::unique_ptr<Sample> load(float frame, Diagnostics& d)
{
    return test::loadExported(QStringLiteral("sample_output/MaxSample.character.xml"), frame, d);
}

const float kThirty = glm::radians(30.0f);
const char* kPelvis = "_0Base{BD}#Pelvis";

}  // namespace

class TestMaxExporterSample : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void loadsWithoutAFinding()
    {
        Diagnostics d;
        const auto s = load(1.0f, d);
        QVERIFY2(s, qPrintable(test::str(d)));
        QVERIFY2(d.items().empty(), qPrintable(test::str(d)));
        QCOMPARE(s->instance->framework().boneCount(), 15);
        QCOMPARE(int(s->instance->helpers()->joints().size()), 8 + 2);  // eight helpers, and the IK Limb drives the upper arm and forearm
    }

    void maxQuaternionsAreLeftHanded()
    {
        // The clip's pelvis key at frame 1 is Max's API quaternion (0, 0, -sin 15, cos 15): a turn
        // of +30 degrees about Z in Max's UI, which takes X towards Y.
        Diagnostics d;
        const auto s = load(1.0f, d);
        QVERIFY(s);
        const glm::vec3 x = glm::mat3(s->world(kPelvis)) * glm::vec3(1, 0, 0);
        RS_VERIFY_NEAR(x, glm::vec3(std::cos(kThirty), std::sin(kThirty), 0.0f));
        // The forearm's bind rotation is written the same way: the bind hand lies 30 degrees off
        // the upper arm, towards +Y.
        QVERIFY(s->data.layers[0].bones[3].bindLocal.rotation.z > 0.0f);
    }

    void constraintsGiveWhatTheirTargetsSay()
    {
        Diagnostics d;
        const auto s = load(1.0f, d);
        QVERIFY(s);
        const glm::vec3 hand = s->at("_0Base{BD}#L_Hand");
        // Position Constraint, weights 30 and 70: the weighted mean (position_cnstrnt.cpp).
        RS_VERIFY_NEAR(s->at("_1Helper{D}#PosCon"), 0.3f * hand + 0.7f * s->at(kPelvis));
        // Orientation Constraint, World->World on one target: the target's world rotation
        // (orientation_cnstrnt.cpp, MAX-SEMANTICS 1.2).
        for (int axis = 0; axis < 3; ++axis) {
            RS_VERIFY_NEAR(glm::mat3(s->world("_1Helper{D}#OriCon"))[axis], glm::mat3(s->world("_0Base{BD}#L_Forearm"))[axis]);
        }
        // LookAt, aim X: the helper's X axis points at the hand (lookat_cnstrnt.cpp, 1.1).
        const glm::vec3 aim = glm::normalize(hand - s->at("_1Helper{D}#LookAt"));
        RS_VERIFY_NEAR(glm::normalize(glm::mat3(s->world("_1Helper{D}#LookAt"))[0]), aim);
    }

    void ikLimbReachesItsGoal()
    {
        // IK Limb (iklimb.cpp): the end lands on the goal whenever it is within reach.
        Diagnostics d;
        for (float frame : {0.0f, 1.0f, 2.0f}) {
            const auto s = load(frame, d);
            QVERIFY(s);
            RS_VERIFY_NEAR(s->at("_0Base{BD}#L_Hand"), s->at("_0Base{B}#IK_Chain_L"));
        }
    }

    void channelsWiresExpressionsAndReactions()
    {
        Diagnostics d;
        const auto s = load(1.0f, d);
        QVERIFY(s);
        const float a = kThirty;  // the pelvis's local Euler Z at frame 1, radians
        // PositionXYZ: X constant 4, Y = 2 k + a (k = 1.5), Z = a wired / 2.
        const glm::mat4 channels = s->local("_1Helper{D}#Channels", kPelvis);
        RS_VERIFY_NEAR(glm::vec3(channels[3]), glm::vec3(4.0f, 3.0f + a, a / 2.0f));
        // EulerXYZ Z (eulrctrl.cpp): a Float Reaction on the pelvis's rotation (a rotation master:
        // its states' masters are the pelvis's local rotations, written right-handed) at its second
        // state's master gives that state, 60 degrees (reactor.cpp: the other state lies 30 degrees
        // away, beyond its influence of 0.1 radians).
        const glm::vec3 x = glm::normalize(glm::mat3(channels)[0]);
        RS_VERIFY_NEAR(x, glm::vec3(std::cos(glm::radians(60.0f)), std::sin(glm::radians(60.0f)), 0.0f));
        // ScaleXYZ Y = 1 + a.
        QVERIFY(std::abs(glm::length(glm::mat3(channels)[1]) - (1.0f + a)) < 1e-4f);
    }

    void listsLayerTheirEntries()
    {
        Diagnostics d;
        const auto s = load(1.0f, d);
        QVERIFY(s);
        // Position List (listctrl.cpp, 1.4): v += (entry(v) - v) * w: (5, 0, 2) from the XYZ entry,
        // then half of the reaction's (0, 8, 0).
        RS_VERIFY_NEAR(glm::vec3(s->local("_1Helper{D}#PosList", kPelvis)[3]), glm::vec3(5.0f, 4.0f, 2.0f));
        // Rotation List: Z turned by the wire (a / 2 = 15 degrees) and X by the reaction (15
        // degrees): whichever order they compose in, the turn is that of Rz(15) Rx(15).
        const glm::quat q = glm::quat_cast(glm::mat3(s->local("_1Helper{D}#RotList", kPelvis)));
        const glm::quat expected = glm::angleAxis(glm::radians(15.0f), glm::vec3(0, 0, 1)) * glm::angleAxis(glm::radians(15.0f), glm::vec3(1, 0, 0));
        QVERIFY(std::abs(glm::angle(q) - glm::angle(expected)) < 1e-4f);
        // Scale List: the XYZ entry's Y = 1 + a, and X untouched by either entry.
        const glm::mat3 scale = glm::mat3(s->local("_1Helper{D}#ScaleList", kPelvis));
        QVERIFY(std::abs(glm::length(scale[0]) - 1.0f) < 1e-4f);
        QVERIFY(std::abs(glm::length(scale[1]) - (1.0f + kThirty)) < 1e-4f);
        // Z: half way from 1 towards the reaction's state (3 or 1 for Z).
        QVERIFY(glm::length(scale[2]) >= 1.0f - 1e-4f && glm::length(scale[2]) <= 2.0f + 1e-4f);
    }

    void vectorExpressions()
    {
        Diagnostics d;
        const auto s = load(1.0f, d);
        QVERIFY(s);
        // p * 0.5 + [0, 0, k] with p the hand's world position (a node variable is its world
        // position, exprctrl.cpp, 1.7) and k = 3; scale [1,1,1] * 2.
        const glm::mat4 local = s->local("_1Helper{D}#Expressions", kPelvis);
        RS_VERIFY_NEAR(glm::vec3(local[3]), s->at("_0Base{BD}#L_Hand") * 0.5f + glm::vec3(0, 0, 3));
        QVERIFY(std::abs(glm::length(glm::mat3(local)[0]) - 2.0f) < 1e-4f);
    }

    void reactionStatesHoldTheMasterThenTheOutput()
    {
        // reactorui.cpp / reactor.cpp: a state's master is getReactionValue (the Reaction Master's
        // DriverState, here the pelvis's rotation: a quaternion) and its value getReactionState (the
        // reactor's own output: one float for a Float Reaction, three numbers otherwise). A Float
        // Reaction on a rotation master is written, not refused.
        const QByteArray sample = readAll(kFolder + QStringLiteral("sample_output/MaxSample.Helper.HelperJointSetting.xml"));
        const QRegularExpression state(QStringLiteral("<(\\w+)Reaction><Master [^>]*type=\"rotation\"/>((?:<State [^>]*/>)+)"));
        const QRegularExpression pair(QStringLiteral("<State master=\"([^\"]*)\" value=\"([^\"]*)\""));
        int floats = 0, states = 0;
        for (auto it = state.globalMatch(QString::fromUtf8(sample)); it.hasNext();) {
            const auto m = it.next();
            floats += m.captured(1) == "Float" ? 1 : 0;
            for (auto s = pair.globalMatch(m.captured(2)); s.hasNext(); ++states) {
                const auto st = s.next();
                QCOMPARE(st.captured(1).split(' ').size(), 4);
                QCOMPARE(st.captured(2).split(' ').size(), m.captured(1) == "Float" ? 1 : 3);
            }
        }
        QCOMPARE(floats, 1);
        QCOMPARE(states, 8);
        // Each reaction's falloff curve is left at Max's default straight line, whose weight is the
        // falloff exponent 1 (Reactor::ComputeMultiplier); any other curve is refused.
        QVERIFY(!sample.contains("falloff=\"2\""));
    }

    void everyControllerKindIsWrittenAndSampled()
    {
        // Each element the HelperJointSetting format has for a controller (docs/format.md) is
        // written by the script and appears in the sample.
        const QByteArray script = readAll(kFolder + QStringLiteral("rigstage_export.ms"));
        const QByteArray sample = readAll(kFolder + QStringLiteral("sample_output/MaxSample.Helper.HelperJointSetting.xml"))
                                  + readAll(kFolder + QStringLiteral("sample_output/MaxSample.Base.HelperJointSetting.xml"));
        QVERIFY(!script.isEmpty() && !sample.isEmpty());
        const char* kinds[] = {"PositionConstraint", "OrientationConstraint", "LookAtConstraint", "PositionList", "RotationList",
                               "ScaleList", "PositionXYZ", "EulerXYZ", "ScaleXYZ", "PositionExpression", "ScaleExpression",
                               "PositionReaction", "RotationReaction", "ScaleReaction", "FloatConstant", "FloatExpression",
                               "FloatReaction", "FloatWire", "ExposeTm", "IkLimb", "Variable", "State", "Master"};
        for (const char* kind : kinds) {
            QVERIFY2(sample.contains(QByteArray("<") + kind), kind);
            // The script builds list and slot names from parts ("<" + slot + "List"): its text names each kind.
            const QByteArray stem = QByteArray(kind).replace("Position", "").replace("Rotation", "").replace("Scale", "");
            QVERIFY2(script.contains(kind) || script.contains(stem.isEmpty() ? QByteArray(kind) : stem), kind);
        }
        // A float master (an Input) is written when Max leaves one track it can be; the sample's
        // reactions all react to the pelvis's rotation track, a rotation Master.
        QVERIFY(script.contains("<Input "));
        // Max's rotations are written as maxQuat (left-hand), never as r.
        QVERIFY(!readAll(kFolder + QStringLiteral("sample_output/MaxSample.Base.Framework.xml")).contains(" r=\""));
    }
};

QTEST_GUILESS_MAIN(TestMaxExporterSample)
#include "test_max_exporter_sample.moc"
