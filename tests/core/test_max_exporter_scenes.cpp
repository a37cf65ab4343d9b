// The 3ds Max exporter (resources/exporters/max/rigstage_export.ms) cannot run here. Two checks stand
// in for it:
// - resources/exporters/max/sample_output/metres: what the script writes for a scene whose system
//   unit is the metre (README.md there describes the scene and how each number follows from the
//   script). Rigstage loads it and gives the poses Max's semantics give, worked out by hand below:
//   every length in centimetres, a reaction on a rotation master, an IK Limb without a swivel
//   target whose plane the clip carries, a vector variable bound to a position track, Scale XYZ
//   percent as factors, and a refused node named in the report;
// - the script's text: every controller class it names is either written as a Rigstage element,
//   carried by the clip, or refused with the node named in the report, and every element it
//   writes is one the format has.
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <glm/gtc/quaternion.hpp>

#include "character/character_instance.h"
#include "io/character_loader.h"
#include "max_exporter_output.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

const QString kMax = test::kMaxExporterFolder;
const QString kScene = kMax + QStringLiteral("sample_output/metres/");

using test::readAll;
using Scene = test::ExportedCharacter;

std::unique_ptr<Scene> load(float frame, Diagnostics& d)
{
    return test::loadExported(QStringLiteral("sample_output/metres/MaxMetres.character.xml"), frame, d);
}

const char* kSpine = "_0Base{BD}#Spine";
const char* kHand = "_0Base{BD}#L_Hand";

/// The spine's turn at a frame of the clip: +40 degrees about Z (Max's UI) at frame 1.
glm::quat spineTurn(float frame)
{
    return glm::angleAxis(glm::radians(40.0f) * frame, glm::vec3(0, 0, 1));
}

}  // namespace

class TestMaxExporterScenes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void metresSceneLoadsWithoutAFinding()
    {
        Diagnostics d;
        const auto s = load(0.0f, d);
        QVERIFY2(s, qPrintable(test::str(d)));
        QVERIFY2(d.items().empty(), qPrintable(test::str(d)));
        QCOMPARE(s->instance->framework().boneCount(), 10);
    }

    void lengthsAreCentimetres()
    {
        // The spine 1 m above the root and the upper arm 0.2 m out, 0.4 m up: 100 and (20, 0, 40) cm.
        Diagnostics d;
        const auto s = load(0.0f, d);
        QVERIFY2(s, qPrintable(test::str(d)));
        RS_VERIFY_NEAR(s->at(kSpine), glm::vec3(0, 0, 100));
        RS_VERIFY_NEAR(s->at("_0Base{BD}#L_UpperArm"), glm::vec3(20, 0, 140));
    }

    void ikWithoutATargetKeepsMaxsSwivelledPlane()
    {
        // Max's IK Limb, swivel angle 30 degrees, no swivel target: the chain turned 30 degrees
        // about the shoulder -> goal line from its preferred pose (upper arm along X, elbow bent 30
        // degrees about Z). The script writes swivel 0: the Framework and the clip already hold
        // that plane, and Rigstage keeps the plane its input pose has. Worked out: the goal lies
        // at (71.6506, 12.5, 40) in the spine, the line from the shoulder (20, 0, 40) runs along
        // (0.97194, 0.23522, 0), and the elbow, 30 cm along the upper arm's X, turns to
        // (49.7776, 0.91888, 36.4717) in the spine's frame. The spine turns 40 degrees at frame 1
        // and carries the goal and the chain with it.
        const glm::vec3 shoulder(20, 0, 40);
        const glm::vec3 line = glm::normalize(glm::vec3(71.6506351f, 12.5f, 40) - shoulder);
        const glm::vec3 elbow = shoulder + glm::angleAxis(glm::radians(30.0f), line) * glm::vec3(30, 0, 0);
        RS_VERIFY_NEAR(elbow, glm::vec3(49.7776213f, 0.918880083f, 36.471696f));
        for (float frame : {0.0f, 1.0f}) {
            Diagnostics d;
            const auto s = load(frame, d);
            QVERIFY2(s, qPrintable(test::str(d)));
            const glm::mat4 spine = s->world(kSpine);
            RS_VERIFY_NEAR(glm::vec3(glm::mat3(spine) * glm::vec3(1, 0, 0)), spineTurn(frame) * glm::vec3(1, 0, 0));
            RS_VERIFY_NEAR(s->at("_0Base{BD}#L_Forearm"), glm::vec3(spine * glm::vec4(elbow, 1.0f)));
            RS_VERIFY_NEAR(s->at(kHand), s->at("_0Base{B}#IK_Arm_L"));
        }
    }

    void channelsConvertLengthsAndPercent()
    {
        // Units helper, Position XYZ: X a constant 0.05 m; Y "v.z * 0.5 + k" with v bound to the
        // spine's position track (1 m up) and k = 0.01 m: 0.51 m; Z a wire "Z_Position * 0.125"
        // from that track: 0.125 m. Rotation: X a constant 90 degrees; Z a Float Reaction on
        // the spine's rotation: 0 at the bind, 0.5 radians (the value as Max keeps it) when the
        // spine is turned 40 degrees. Scale X 150 %: a factor of 1.5.
        for (float frame : {0.0f, 1.0f}) {
            Diagnostics d;
            const auto s = load(frame, d);
            QVERIFY2(s, qPrintable(test::str(d)));
            const glm::mat4 local = s->local("_1Helper{D}#Units", kSpine);
            RS_VERIFY_NEAR(glm::vec3(local[3]), glm::vec3(5.0f, 51.0f, 12.5f));
            const float z = 0.5f * frame;
            // Euler XYZ, X first: Rz(z) Rx(90); its X axis scaled by 1.5, its Y axis onto Z.
            RS_VERIFY_NEAR(glm::vec3(local[0]), 1.5f * glm::vec3(std::cos(z), std::sin(z), 0.0f));
            RS_VERIFY_NEAR(glm::vec3(local[1]), glm::vec3(0, 0, 1));
        }
    }

    void vectorExpressionInMetres()
    {
        // Follow: "p * 0.5 + [0, 0, k]", p the hand's world position (a node variable), k 0.03 m:
        // half the hand's position, 3 cm higher, in centimetres at every frame.
        for (float frame : {0.0f, 1.0f}) {
            Diagnostics d;
            const auto s = load(frame, d);
            QVERIFY2(s, qPrintable(test::str(d)));
            RS_VERIFY_NEAR(glm::vec3(s->local("_1Helper{D}#Follow", kSpine)[3]), 0.5f * s->at(kHand) + glm::vec3(0, 0, 3));
        }
    }

    void reactionOnANodeMasterInCentimetres()
    {
        // Near: a Position Reaction on the hand's world position, states 20 cm either side of it
        // along X (0.2 m), influence 30 cm (0.3 m), falloff 1: each state weighs 1 - 20/30 = 1/3,
        // times 1 - 1/3 for the other state's differing value, 2/9 each, normalised to a half:
        // (0, 4, 0) / 2 = (0, 2, 0) cm (reactor.cpp ComputeMultiplier). With the influence left
        // in metres both states would lie out of reach and the nearest would win: (0, 4, 0).
        Diagnostics d;
        const auto s = load(0.0f, d);
        QVERIFY2(s, qPrintable(test::str(d)));
        RS_VERIFY_NEAR(s->at(kHand), glm::vec3(71.6506351f, 12.5f, 140.0f));
        RS_VERIFY_NEAR(glm::vec3(s->local("_1Helper{D}#Near", kSpine)[3]), glm::vec3(0, 2, 0));
    }

    void aRefusedNodeIsNamedAndKeepsItsBindPose()
    {
        // A Noise rotation has no Rigstage equivalent: the node's Helper is left out, the report
        // names it and says what it does instead; with no clip for its layer it keeps its bind pose.
        const QByteArray report = readAll(kScene + QStringLiteral("MaxMetres.Helper.export-report.txt"));
        QVERIFY(report.contains("_1Helper{D}#Noisy: controllers refused (Rotation: Noise_Rotation"));
        QVERIFY(report.contains("it keeps its bind pose"));
        QVERIFY(!readAll(kScene + QStringLiteral("MaxMetres.Helper.HelperJointSetting.xml")).contains("Noisy"));
        Diagnostics d;
        const auto s = load(1.0f, d);
        QVERIFY2(s, qPrintable(test::str(d)));
        const glm::mat4 local = s->local("_1Helper{D}#Noisy", kSpine);
        RS_VERIFY_NEAR(glm::vec3(local[3]), glm::vec3(0, 0, -10));
        RS_VERIFY_NEAR(glm::vec3(local[0]), glm::vec3(1, 0, 0));
    }

    void everyClassTheScriptNamesIsHandledOrReported()
    {
        const QString script = QString::fromUtf8(readAll(kMax + QStringLiteral("rigstage_export.ms")));
        QVERIFY(!script.isEmpty());
        // What the script does with each Max class it names: the Rigstage element it writes, "clip"
        // (keyframes: the clip carries them; inside a list, a constant while they hold one value),
        // or another outcome named.
        const QMap<QString, QString> handled = {
            {"Position_Constraint", "PositionConstraint"}, {"Orientation_Constraint", "OrientationConstraint"},
            {"LookAt_Constraint", "LookAtConstraint"}, {"Position_List", "List"}, {"Rotation_List", "List"},
            {"Scale_List", "List"}, {"Position_XYZ", "PositionXYZ"}, {"Euler_XYZ", "EulerXYZ"}, {"ScaleXYZ", "ScaleXYZ"},
            {"Position_Expression", "Expression"}, {"Scale_Expression", "Expression"}, {"Float_Expression", "FloatExpression"},
            {"Float_Wire", "FloatWire"}, {"Float_Reactor", "FloatReaction"}, {"Position_Reactor", "Reaction"},
            {"Rotation_Reactor", "Reaction"}, {"Scale_Reactor", "Reaction"}, {"IKChainControl", "IkLimb"},
            {"ExposeTm", "ExposeTm"}, {"Bezier_Float", "clip"}, {"Linear_Float", "clip"}, {"TCB_Float", "clip"},
            {"On_Off", "clip"}, {"Bezier_Position", "clip"}, {"Linear_Position", "clip"}, {"TCB_Position", "clip"},
            {"Bezier_Scale", "clip"}, {"Linear_Scale", "clip"}, {"TCB_Scale", "clip"}, {"TCB_Rotation", "clip"},
            {"Linear_Rotation", "clip"}, {"Smooth_Rotation", "clip"}, {"Quaternion_Rotation", "clip"},
            {"Float_List", "clip"},        // only as a list of keyframes; anything else is refused
            {"prs", "Helper"},             // the node's transform; any other is refused
            {"FloatController", "Input"},  // the float sub-tracks a reaction's master may be
        };
        // Class names: identifiers the script compares with classOf / superClassOf or lists among
        // the keyframe classes.
        QSet<QString> named;
        const QRegularExpression compared(QStringLiteral("(?:\\bclassOf\\s+[\\w.\\[\\]]+\\s*[!=]=\\s*|\\bsuperClassOf\\s+[\\w.\\[\\]]+\\s*==\\s*|\\b(?:c|tm|topClass)\\s*[!=]=\\s*)([A-Za-z_][A-Za-z0-9_]*)"));
        for (auto it = compared.globalMatch(script); it.hasNext();) {
            const QString name = it.next().captured(1);
            // classOf a == classOf b; Array is a MAXScript value (refs.dependentNodes' answer), not a controller.
            if (name != QStringLiteral("classOf") && name != QStringLiteral("Array")) {
                named.insert(name);
            }
        }
        // ... and the labels of `case classOf ctrl of (Float_Expression: ...)`.
        const QRegularExpression label(QStringLiteral("(?:^|\\n)\\s*([A-Z][A-Za-z]*_[A-Za-z_]+):"));
        for (auto it = label.globalMatch(script); it.hasNext();) {
            named.insert(it.next().captured(1));
        }
        for (const char* known : {"Float_Expression", "Float_Wire", "Float_Reactor"}) {
            QVERIFY2(named.contains(QString::fromLatin1(known)), known);
        }
        const int listAt = script.indexOf(QStringLiteral("local keyframeClasses = #("));
        QVERIFY(listAt >= 0);
        const QString list = script.mid(listAt, script.indexOf(')', listAt) - listAt);
        const QRegularExpression word(QStringLiteral("\\b([A-Z][A-Za-z]*_[A-Za-z_]+)\\b"));
        for (auto it = word.globalMatch(list); it.hasNext();) {
            named.insert(it.next().captured(1));
        }
        QVERIFY2(named.size() >= 30, qPrintable(QStringList(named.values()).join(' ')));
        for (const QString& name : named) {
            QVERIFY2(handled.contains(name), qPrintable("the script names " + name + ", which this test does not know"));
            const QString outcome = handled.value(name);
            if (outcome != "clip") {
                QVERIFY2(script.contains("<" + outcome) || script.contains(outcome + "\\\"") || script.contains("+ \"" + outcome),
                         qPrintable(name + " -> " + outcome));
            }
        }
        // Everything else is refused with the node named: the slot's default and the float's.
        QVERIFY(script.contains(QStringLiteral("default: refuse (what + \": \" + (c as string) + \" has no Rigstage equivalent\")")));
        QVERIFY(script.contains(QStringLiteral("if not isKeyframed ctrl do refuse")));
        QVERIFY(script.contains(QStringLiteral("note (n.name + \": controllers refused (\"")));
        // No node is dropped without a word: the only "continue" in the node loop is the IK goal's,
        // whose chain is written (or refused and reported) before it.
        QCOMPARE(script.count(QStringLiteral("if tm == IKChainControl do continue")), 1);
    }

    void noDriverReadsAJointOfAnIkChain()
    {
        // Max's wires and expressions read a track's controller value, Rigstage the bone's solved
        // transform; an IK chain sets its joints over their controllers' values (iklimb.cpp), so
        // no variable or input of either sample may read a joint of an IK Limb.
        QSet<QString> joints;
        QString drivers;
        for (const QString& file : {kScene + "MaxMetres.Base.HelperJointSetting.xml", kScene + "MaxMetres.Helper.HelperJointSetting.xml",
                                    kMax + "sample_output/MaxSample.Base.HelperJointSetting.xml",
                                    kMax + "sample_output/MaxSample.Helper.HelperJointSetting.xml"}) {
            const QString text = QString::fromUtf8(readAll(file));
            QVERIFY2(!text.isEmpty(), qPrintable(file));
            const QRegularExpression limb(QStringLiteral("<IkLimb root=\"([^\"]+)\" mid=\"([^\"]+)\" end=\"([^\"]+)\""));
            for (auto it = limb.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                joints << m.captured(1) << m.captured(2) << m.captured(3);
            }
            drivers += text;
        }
        QCOMPARE(joints.size(), 3);  // both samples' arm chains: L_UpperArm -> L_Forearm -> L_Hand
        const QRegularExpression reads(QStringLiteral("<(?:Variable|Input) [^>]*bone=\"([^\"]+)\" kind="));
        int seen = 0;
        for (auto it = reads.globalMatch(drivers); it.hasNext(); ++seen) {
            const QString bone = it.next().captured(1);
            QVERIFY2(!joints.contains(bone), qPrintable(bone + " is a joint of an IK chain"));
        }
        QVERIFY(seen >= 8);
    }

    void reactionsReadMastersAndOutputsAsMaxReturnsThem()
    {
        // samples/controllers/reactor/reactorui.cpp: getReactionValue returns the Reaction Master's
        // value at the state (typed by the master: a Quat for a rotation master), getReactionState
        // the reactor's own output there (typed by the reactor: a float for a Float Reaction).
        const QString script = QString::fromUtf8(readAll(kMax + QStringLiteral("rigstage_export.ms")));
        QVERIFY(script.contains(QStringLiteral("local m = getReactionValue ctrl i")));
        QVERIFY(script.contains(QStringLiteral("local v = getReactionState ctrl i")));
        QVERIFY(script.contains(QStringLiteral("Quat: rightQuat4 m")));
        QVERIFY(script.contains(QStringLiteral("\"float\": num (v * valueScale)")));
        // A node master is its world position (#positionalReaction) or, driven by IK or Biped, its
        // rotation (#rotationalReaction); reactor.cpp's reactTo gives it no other (refused).
        QVERIFY(script.contains(QStringLiteral("if type == #positionalReaction do return")));
        // Reactor::ComputeMultiplier: with curves on (the default) a non-float master's state
        // weights go through each state's falloff curve, not the falloff: exact only for the
        // straight line, refused otherwise.
        const int curveCheck = script.indexOf(QStringLiteral("if curved and not floatMaster do ("));
        QVERIFY(curveCheck > 0);
        QVERIFY(script.indexOf(QStringLiteral("not isIdentityCurve cc.curves[i] do"), curveCheck) > curveCheck);
    }

    void wiresAndVariablesAreReadAsMaxDefinesThem()
    {
        const QString script = QString::fromUtf8(readAll(kMax + QStringLiteral("rigstage_export.ms")));
        // Float_Wire (MAXScript reference): a two-way wire is refused; the driving side (not
        // isSlave) plays its own slaveAnimation, and only a driven wire's parent is its driver.
        const int wire = script.indexOf(QStringLiteral("Float_Wire: ("));
        QVERIFY(wire > 0);
        const int twoWay = script.indexOf(QStringLiteral("if ctrl.isTwoWay do refuse"), wire);
        const int driving = script.indexOf(QStringLiteral("if not ctrl.isSlave do return floatXml ctrl.slaveAnimation"), wire);
        const int parent = script.indexOf(QStringLiteral("ctrl.getWireParent 1"), wire);
        QVERIFY(twoWay > wire && driving > twoWay && parent > driving);
        QVERIFY(script.contains(QStringLiteral("if isDrivingWire ctrl do return isKeyframed ctrl.slaveAnimation")));
        // Expression variables (samples/controllers/exprctrl.cpp, GetScalarType / GetVectorType):
        // a constant only where the controller says so, never a call that failed.
        for (const char* type : {"#scalarConstant: (", "#scalarTarget: (", "#vectorConstant: (", "#vectorNode: (", "#vectorTarget: ("}) {
            QVERIFY2(script.contains(QString::fromLatin1(type)), type);
        }
        QVERIFY(script.indexOf(QStringLiteral("GetScalarConstant")) > script.indexOf(QStringLiteral("#scalarConstant: (")));
        QVERIFY(script.indexOf(QStringLiteral("GetVectorConstant")) > script.indexOf(QStringLiteral("#vectorConstant: (")));
        QVERIFY(!script.contains(QStringLiteral("catch undefined\n            if target == undefined then")));
        QVERIFY(!script.contains(QStringLiteral("GetOffset name) as float) catch 0.0")));
        // A channel read as a bone value: checked against the node's local transform at every
        // frame, and never a joint of an IK chain.
        QVERIFY(script.contains(QStringLiteral("if findItem ikJoints owner > 0 do")));
        QVERIFY(script.count(QStringLiteral("checkReadsLocal owner what")) >= 2);  // channels and rotation masters
        QVERIFY(script.contains(QStringLiteral("checkReadsLocal bone (owner")));       // a vector variable's position track
    }

    void everyNameWrittenIsAnExportedBone()
    {
        // Every node a HelperJointSetting names goes through nodeRef, which refuses one that is
        // neither exported nor a bone of the other layers' Frameworks: the only names written
        // straight are the exported node's own (n) and an Expose TM's or a variable's own name.
        const QString script = QString::fromUtf8(readAll(kMax + QStringLiteral("rigstage_export.ms")));
        const QRegularExpression straight(QStringLiteral("esc \\(?([A-Za-z_][\\w.\\[\\]() ]*?)\\.name\\b"));
        int seen = 0;
        for (auto it = straight.globalMatch(script); it.hasNext(); ++seen) {
            const QString owner = it.next().captured(1);
            QVERIFY2(owner == "n" || owner == "n.parent", qPrintable("esc " + owner + ".name"));
        }
        QVERIFY(seen >= 4);
        for (const char* ref : {"nodeRef (ctrl.getNode i)", "nodeRef ctrl.pickUpNode", "nodeRef ik.startJoint", "nodeRef mid",
                                "nodeRef ik.endJoint", "nodeRef n (what + \": goal\")", "nodeRef ik.VHTarget", "nodeRef n.exposeNode",
                                "nodeRef n.localReferenceNode", "nodeRef client what", "nodeRef owner what", "nodeRef target"}) {
            QVERIFY2(script.contains(QString::fromLatin1(ref)), ref);
        }
        QVERIFY(script.contains(QStringLiteral("if findItem exportedExposes owner == 0 do refuse")));
        // An IK chain is named by its joints in the report, not by its goal alone.
        QVERIFY(script.contains(QStringLiteral("note (what + \": approximate")));
        QVERIFY(script.contains(QStringLiteral("note (\"IK chain \" + chainName n.transform.controller")));
    }

    void everyElementTheScriptWritesIsInTheFormat()
    {
        // The script's code without its comments (which name files such as <Character>.<Layer>...).
        QString script;
        for (const QString& line : QString::fromUtf8(readAll(kMax + QStringLiteral("rigstage_export.ms"))).split('\n')) {
            script += line.left(line.indexOf(QStringLiteral("--"))) + '\n';
        }
        const QSet<QString> format = {
            "Framework", "Bone", "Animation", "Track", "Key", "HelperJointSetting", "ExposeTm", "IkLimb", "Helper",
            "Position", "Rotation", "Scale", "X", "Y", "Z", "PositionConstraint", "OrientationConstraint",
            "LookAtConstraint", "Target", "PositionList", "RotationList", "ScaleList", "Entry", "PositionXYZ",
            "EulerXYZ", "ScaleXYZ", "PositionExpression", "ScaleExpression", "PositionReaction", "RotationReaction",
            "ScaleReaction", "FloatConstant", "FloatExpression", "FloatWire", "FloatReaction", "Variable", "Input",
            "Master", "State", "Curve", "Point"};
        const QRegularExpression tag(QStringLiteral("<([A-Za-z]+)[ >/\\\\\"]"));
        int seen = 0;
        for (auto it = tag.globalMatch(script); it.hasNext();) {
            const QString name = it.next().captured(1);
            if (name == "xml") {
                continue;
            }
            QVERIFY2(format.contains(name), qPrintable("<" + name + "> is not an element of the format"));
            ++seen;
        }
        QVERIFY(seen > 30);
        // Lists and slots are built from parts: "<" + slot + "List" etc.
        QVERIFY(script.contains(QStringLiteral("slot + \"List\"")));
        QVERIFY(script.contains(QStringLiteral("\"<\" + slot + \"Reaction>\"")));
    }

    void filesReplaceTheOldOnlyWhenTheWholeExportSucceeded()
    {
        // Every file is written to a temporary name inside one try (UTF-8 without a byte-order
        // mark, as the XML declares); only after the last one is written are they swapped in,
        // each swap tried again a few times, and a failure puts every swapped file back from its
        // backup and discards the temporaries.
        const QString script = QString::fromUtf8(readAll(kMax + QStringLiteral("rigstage_export.ms")));
        const int tryAt = script.indexOf(QStringLiteral("local ok = try ("));
        const int commitAt = script.indexOf(QStringLiteral("commitFiles files"), tryAt);
        const int reportAt = script.indexOf(QStringLiteral("\".export-report.txt\""), tryAt);
        QVERIFY(tryAt > 0 && commitAt > reportAt && reportAt > tryAt);
        QVERIFY(script.contains(QStringLiteral("createFile temp encoding:#utf8 writeBOM:false")));
        QVERIFY(script.contains(QStringLiteral("withRetries (\"replacing \" + pair[2]) replaceNow")));
        QVERIFY(script.contains(QStringLiteral("withRetries (\"restoring \" + d[1]) replaceNow")));
        QVERIFY(script.contains(QStringLiteral("swapArgs = #(pair[1], pair[2], backupOf pair[2])")));
        // A node whose transform cannot be read stops the export with its name (the Framework and
        // the clip need every node); its controllers failing only refuse it.
        QVERIFY(script.contains(QStringLiteral("catch throw (\"the Framework of \" + n.name")));
        QVERIFY(script.contains(QStringLiteral("catch throw (\"the clip of \" + n.name")));
        QVERIFY(script.indexOf(QStringLiteral("discardTemps files"), commitAt) > commitAt);
        // Nothing is deleted before the swap: the deleteFile calls remove temporaries, backups and,
        // when the swap is undone, a file that did not exist before it.
        const QRegularExpression deletes(QStringLiteral("deleteFile\\s+(\\S+)"));
        for (auto it = deletes.globalMatch(script); it.hasNext();) {
            const QString what = it.next().captured(1);
            QVERIFY2(what == "temp" || what == "pair[1])" || what == "(backupOf" || what == "d[1]", qPrintable(what));
        }
        QVERIFY(script.contains(QStringLiteral("else deleteFile d[1]")));
        QVERIFY(script.contains(QStringLiteral("swapIo.Replace swapArgs[1] swapArgs[2] swapArgs[3]")));
    }
};

QTEST_GUILESS_MAIN(TestMaxExporterScenes)
#include "test_max_exporter_scenes.moc"
