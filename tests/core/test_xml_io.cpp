// Rig XML v1: every malformed fixture gives its own error at its own line; writing round-trips.
#include <QTest>

#include <QElapsedTimer>
#include <QFile>

#include <set>

#include <glm/gtc/constants.hpp>

#include "io/animation_xml.h"
#include "io/character_loader.h"
#include "io/correction_xml.h"
#include "io/framework_xml.h"
#include "io/helper_joint_setting_xml.h"
#include "io/manifest_xml.h"
#include "io/xml_support.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

std::string fixture(const QString& name)
{
    return (QStringLiteral(RIGSTAGE_FIXTURES "/xml/") + name).toStdString();
}

std::string sampleFile(const char* name)
{
    return std::string(RIGSTAGE_SAMPLES "/walker/") + name;
}

/// Loads a fixture with the reader its name prefix says; returns true when it loaded.
bool loadFixture(const QString& name, Diagnostics& d)
{
    const std::string path = fixture(name);
    if (name.startsWith(QLatin1String("fw_"))) {
        return loadFrameworkXml(path, d).has_value();
    }
    if (name.startsWith(QLatin1String("anim_"))) {
        return loadAnimationXml(path, d).has_value();
    }
    auto data = loadCharacter(path, d);
    return data && data->framework && !d.hasErrors();
}

std::string readText(const std::string& path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", path.c_str());
    }
    return f.readAll().toStdString();
}

// Documents that between them use every element and attribute of the format, beside the sample's
// files: what the sample leaves out (a costume, the modules, scale and Max quaternions, corrections,
// every controller).
const char* const kManifest = R"(<Character version="1" name="K" upAxis="Z" unit="cm">
    <Layer framework="a.xml" helperJoints="b.xml"/>
    <Costume name="C" framework="c.xml" helperJoints="d.xml" mesh="e.gltf"/>
    <TwoBoneIk name="LeftHand" root="A" mid="B" end="C" targetBone="T" pole="P" weight="1" maxStretch="1"/>
    <TwoBoneIk name="LeftFoot" root="A" mid="B" end="C" ground="true" groundHeight="0"/>
    <TrailingJoint bone="A" restOffset="20 0 0" dampSeconds="0.3" angleLimitDegrees="25"/>
    <Locomotion root="R" pelvis="P" leftLeg="a b c" rightLeg="d e f" maxSpeed="140" stepSeconds="0.3" stepHeight="8" footSpacing="18" leanMaxDegrees="8" crouch="6"/>
    <SlopeAdaptation spine="P" carry="X Y" forward="0 -1 0" alignment="-0.25" toleranceDegrees="0.05" maxIterations="8" probe="0" alignFeet="true" heightFrequency="4" heightDamping="0.8" pitchFrequency="3" pitchDamping="0.8" roll="0.5" maxRollDegrees="15" lookAhead="true">
        <Leg chain="a b c"/>
    </SlopeAdaptation>
    <ChainPhysics name="Tail" bones="t0 t1 t2" frequency="2" damping="0.3" worldMotion="0.5" maxAngleDegrees="45" substepHz="240" mass="1"/>
    <Pipeline stages="clip transition pose locomotion slope ik physics helpers trailing"/>
    <Mesh file="m.gltf"/>
    <Corrections file="c.Corrections.xml"/>
    <Clip file="w.xml"/>
</Character>
)";

const char* const kFramework = R"(<Framework version="1" layer="Base" level="0">
    <Bone name="_0Base{B}#Root" t="0 0 0" r="0 0 0 1" s="1 1 1"/>
    <Bone name="Imported" parent="_0Base{B}#Root" t="0 0 1" maxQuat="0 0 0 1" flags="BD"/>
</Framework>
)";

const char* const kAnimation = R"(<Animation version="1" name="Walk" layer="Base" frameRate="30" start="0" end="1">
    <Track bone="_0Base{B}#Root">
        <Key f="0" t="0 0 0" r="0 0 0 1" s="1 1 1"/>
        <Key f="1" t="0 0 1" maxQuat="0 0 0 1"/>
    </Track>
</Animation>
)";

const char* const kCorrections = R"(<Corrections version="1" method="multiple" smoothing="2" kernel="gaussian" width="0">
    <Correction name="L_Elbow" mesh="Body" drive="bone" power="2" scale="4" gridCells="8" maxVertices="32" muted="false" solo="false">
        <Driver bone="A" axis="Z" from="0" to="90">
            <Key angle="0" weight="0"/>
            <Key angle="90" weight="1"/>
        </Driver>
        <Pose>
            <Bone name="A" m="1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1"/>
        </Pose>
        <Zone vertices="1 2 3"/>
        <Vertex i="4" p="1 2 3"/>
    </Correction>
</Corrections>
)";

// The layers kHelpers drives: a bent chain M1 -> M2 -> M3 for the IK limb and three helpers.
const char* const kHelperBase = R"(<Framework version="1" layer="Base" level="0">
    <Bone name="_0Base{B}#Root" t="0 0 0" r="0 0 0 1"/>
    <Bone name="_0Base{BD}#Goal" parent="_0Base{B}#Root" t="10 10 0" r="0 0 0 1"/>
</Framework>
)";
const char* const kHelperMuscle = R"(<Framework version="1" layer="Muscle" level="1">
    <Bone name="_1Muscle{D}#M1" parent="_0Base{B}#Root" t="0 0 10" r="0 0 0 1"/>
    <Bone name="_1Muscle{D}#M2" parent="_1Muscle{D}#M1" t="10 0 0" r="0 0 0 1"/>
    <Bone name="_1Muscle{D}#M3" parent="_1Muscle{D}#M2" t="0 10 0" r="0 0 0 1"/>
    <Bone name="_1Muscle{D}#H1" parent="_0Base{B}#Root" t="1 0 0" r="0 0 0 1"/>
    <Bone name="_1Muscle{D}#H2" parent="_0Base{B}#Root" t="2 0 0" r="0 0 0 1"/>
    <Bone name="_1Muscle{D}#H3" parent="_0Base{B}#Root" t="3 0 0" r="0 0 0 1"/>
</Framework>
)";
const char* const kHelpers = R"(<HelperJointSetting version="2" layer="Muscle">
    <ExposeTm name="E" bone="_0Base{BD}#Goal" reference="world" eulerOrder="XYZ"/>
    <IkLimb root="_1Muscle{D}#M1" mid="_1Muscle{D}#M2" end="_1Muscle{D}#M3" goal="_0Base{BD}#Goal" pole="_0Base{B}#Root" swivel="0" weight="1"/>
    <Helper bone="_1Muscle{D}#H1">
        <Position>
            <PositionConstraint keepInitialOffset="false">
                <Target bone="_0Base{BD}#Goal" weight="50"/>
            </PositionConstraint>
        </Position>
        <Rotation>
            <LookAtConstraint aimAxis="X" aimFlip="false" upnode="_0Base{B}#Root" upnodeControl="axisAlignment" upnodeAxis="Z" sourceAxis="Z" sourceFlip="false" keepInitialOffset="true">
                <Target bone="_0Base{BD}#Goal" weight="50"/>
            </LookAtConstraint>
        </Rotation>
        <Scale>
            <ScaleXYZ x="1" y="1" z="1">
                <X>
                    <FloatConstant value="1"/>
                </X>
            </ScaleXYZ>
        </Scale>
    </Helper>
    <Helper bone="_1Muscle{D}#H2">
        <Position>
            <PositionXYZ x="0" y="0" z="0">
                <X>
                    <FloatReaction>
                        <Input bone="_0Base{BD}#Goal" kind="position" space="local" reference="parent" axis="X" eulerOrder="XYZ"/>
                        <Curve>
                            <Point x="0" y="0" inX="-1" inY="0" outX="1" outY="0" corner="false"/>
                            <Point x="10" y="1"/>
                        </Curve>
                    </FloatReaction>
                </X>
                <Y>
                    <FloatExpression expression="v">
                        <Variable name="v" type="scalar" constant="1"/>
                    </FloatExpression>
                </Y>
                <Z>
                    <FloatWire expression="d * 0.5">
                        <Variable name="d" expose="E" value="distance"/>
                    </FloatWire>
                </Z>
            </PositionXYZ>
        </Position>
        <Rotation>
            <RotationList average="false">
                <Entry weight="100">
                    <OrientationConstraint transformRule="worldToWorld" keepInitialOffset="true">
                        <Target bone="_0Base{BD}#Goal" weight="50"/>
                    </OrientationConstraint>
                </Entry>
                <Entry weight="100">
                    <EulerXYZ order="XYZ" x="0" y="0" z="0"/>
                </Entry>
                <Entry weight="100">
                    <RotationReaction>
                        <Master bone="_0Base{BD}#Goal" type="rotation"/>
                        <State master="0 0 0 1" value="0 0 0" strength="1" influence="100" falloff="2"/>
                    </RotationReaction>
                </Entry>
            </RotationList>
        </Rotation>
        <Scale>
            <ScaleList average="false">
                <Entry weight="100">
                    <ScaleReaction>
                        <Input expose="E" value="localPositionX"/>
                        <Curve component="x">
                            <Point x="0" y="1"/>
                        </Curve>
                    </ScaleReaction>
                </Entry>
                <Entry weight="100">
                    <ScaleExpression expression="[1, 1, 1]"/>
                </Entry>
            </ScaleList>
        </Scale>
    </Helper>
    <Helper bone="_1Muscle{D}#H3">
        <Position>
            <PositionList average="false">
                <Entry weight="100">
                    <PositionReaction>
                        <Master bone="_0Base{BD}#Goal" type="position"/>
                        <State master="0 0 0" value="0 0 0"/>
                    </PositionReaction>
                </Entry>
                <Entry weight="100">
                    <PositionExpression expression="[p.x * 0, 0, 0]">
                        <Variable name="p" type="vector" bone="_0Base{BD}#Goal"/>
                    </PositionExpression>
                </Entry>
            </PositionList>
        </Position>
    </Helper>
</HelperJointSetting>
)";

/// A document to read, with the layers a HelperJointSetting is compiled against.
struct Document {
    std::string name;
    std::string text;
    std::vector<std::string> layers;  // Framework texts, for a HelperJointSetting
};

std::vector<Document> everyKindOfDocument()
{
    const auto sample = [](const char* name) { return readText(sampleFile(name)); };
    return {
        {"sample manifest", sample("walker.character.xml"), {}},
        {"sample framework", sample("Walker.Base.Framework.xml"), {}},
        {"sample animation", sample("Walker.Base.Animation.Walk.xml"), {}},
        {"sample helpers", sample("Walker.Muscle.HelperJointSetting.xml"),
         {sample("Walker.Base.Framework.xml"), sample("Walker.Muscle.Framework.xml")}},
        {"manifest", kManifest, {}},
        {"framework", kFramework, {}},
        {"animation", kAnimation, {}},
        {"corrections", kCorrections, {}},
        {"helpers", kHelpers, {kHelperBase, kHelperMuscle}},
    };
}

/// Reads text with the reader its root element names (a HelperJointSetting is compiled too).
Diagnostics readDocument(const std::string& text, const std::vector<std::string>& layers)
{
    Diagnostics d;
    tinyxml2::XMLDocument doc;
    doc.Parse(text.c_str(), text.size());
    const std::string root = doc.RootElement() ? doc.RootElement()->Name() : "";
    const std::string file = "doc.xml";
    if (root == "Character") {
        parseManifestXml(text, file, d);
    } else if (root == "Framework") {
        parseFrameworkXml(text, file, d);
    } else if (root == "Animation") {
        parseAnimationXml(text, file, d);
    } else if (root == "Corrections") {
        parseCorrectionXml(text, file, d);
    } else if (root == "HelperJointSetting") {
        std::vector<RawLayer> raw;
        for (const std::string& layer : layers) {
            raw.push_back(*parseFrameworkXml(layer, "layer.xml", d));
        }
        std::vector<const RawLayer*> stack;
        for (const RawLayer& layer : raw) {
            stack.push_back(&layer);
        }
        const auto framework = FrameworkBuilder::build(stack, d);
        if (const auto setting = parseHelperJointSettingXml(text, file, d); setting && framework) {
            compileHelperJoints(*setting, *framework, d);
        }
    } else {
        qFatal("no reader for <%s>", root.c_str());
    }
    return d;
}

/// Every element of a document, in document order.
std::vector<tinyxml2::XMLElement*> elementsOf(tinyxml2::XMLDocument& doc)
{
    std::vector<tinyxml2::XMLElement*> out;
    std::vector<tinyxml2::XMLElement*> stack{doc.RootElement()};
    while (!stack.empty()) {
        tinyxml2::XMLElement* el = stack.back();
        stack.pop_back();
        out.push_back(el);
        std::vector<tinyxml2::XMLElement*> children;
        for (tinyxml2::XMLElement* c = el->FirstChildElement(); c; c = c->NextSiblingElement()) {
            children.push_back(c);
        }
        stack.insert(stack.end(), children.rbegin(), children.rend());
    }
    return out;
}

/// An element's kind: its name under its parent's name ("Pose/Bone" and "Framework/Bone" differ).
std::string kindOf(const tinyxml2::XMLElement* el)
{
    const tinyxml2::XMLElement* parent = el->Parent() ? el->Parent()->ToElement() : nullptr;
    return (parent ? std::string(parent->Name()) + "/" : std::string()) + el->Name();
}

std::string printed(const tinyxml2::XMLDocument& doc)
{
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    return printer.CStr();
}

/// The findings with the code at the line, as text for a failure message.
bool hasFinding(const Diagnostics& d, const std::string& code, int line)
{
    return std::any_of(d.items().begin(), d.items().end(),
                       [&](const Diagnostic& item) { return item.code == code && item.line == line; });
}

}  // namespace

class TestXmlIo : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void malformedFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");  // 0: no line to check
        QTest::newRow("not well-formed") << "fw_not_xml.xml" << "xml.malformed" << 3;
        QTest::newRow("empty file") << "fw_empty_file.xml" << "xml.malformed" << 0;
        QTest::newRow("wrong root") << "fw_wrong_root.xml" << "xml.wrong-root" << 2;
        QTest::newRow("no version") << "fw_missing_version.xml" << "xml.missing-attribute" << 2;
        QTest::newRow("future version") << "fw_bad_version.xml" << "xml.unsupported-version" << 2;
        QTest::newRow("no layer name") << "fw_missing_layer.xml" << "xml.missing-attribute" << 2;
        QTest::newRow("level not a number") << "fw_bad_level.xml" << "xml.bad-number" << 2;
        QTest::newRow("unknown element") << "fw_unknown_element.xml" << "xml.unknown-element" << 4;
        QTest::newRow("unknown attribute") << "fw_unknown_attribute.xml" << "xml.unknown-attribute" << 3;
        QTest::newRow("bone without name") << "fw_bone_without_name.xml" << "xml.missing-attribute" << 3;
        QTest::newRow("two numbers for three") << "fw_short_vector.xml" << "xml.bad-number" << 3;
        QTest::newRow("comma decimal") << "fw_not_a_number.xml" << "xml.bad-number" << 3;
        QTest::newRow("NaN") << "fw_nan.xml" << "xml.non-finite" << 4;
        QTest::newRow("quaternion of length 2") << "fw_non_unit_quat.xml" << "xml.non-unit-quaternion" << 3;
        QTest::newRow("zero scale") << "fw_zero_scale.xml" << "bone.zero-scale" << 3;
        QTest::newRow("own parent") << "fw_self_parent.xml" << "bone.parent-cycle" << 3;
        QTest::newRow("unknown flag letter") << "fw_bad_flags.xml" << "naming.unknown-flag" << 3;
        QTest::newRow("flags disagree with name") << "fw_flags_disagree.xml" << "naming.flags-mismatch" << 3;
        QTest::newRow("two rotations") << "fw_both_rotations.xml" << "xml.conflicting-attributes" << 3;
        QTest::newRow("keys out of order") << "anim_unsorted_keys.xml" << "clip.unsorted-keys" << 6;
        QTest::newRow("track twice") << "anim_duplicate_track.xml" << "clip.duplicate-track" << 6;
        QTest::newRow("track without keys") << "anim_empty_track.xml" << "clip.empty-track" << 3;
        QTest::newRow("key without frame") << "anim_key_without_frame.xml" << "xml.missing-attribute" << 4;
        QTest::newRow("key without rotation") << "anim_key_without_rotation.xml" << "xml.missing-attribute" << 4;
        QTest::newRow("zero frame rate") << "anim_bad_frame_rate.xml" << "clip.bad-frame-rate" << 2;
        QTest::newRow("end before start") << "anim_bad_range.xml" << "clip.bad-range" << 2;
        QTest::newRow("manifest without layers") << "manifest_no_layers.xml" << "manifest.no-layers" << 2;
        QTest::newRow("manifest up axis X") << "manifest_bad_up_axis.xml" << "manifest.bad-up-axis" << 2;
        QTest::newRow("manifest names a missing file") << "manifest_missing_layer_file.xml" << "io.unreadable" << 0;
        QTest::newRow("no such file") << "fw_does_not_exist.xml" << "io.unreadable" << 0;
    }
    void malformedFixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, code);
        QFETCH(int, line);
        Diagnostics d;
        QVERIFY2(!loadFixture(file, d), "a malformed file loaded");
        const Diagnostic* hit = nullptr;
        for (const Diagnostic& item : d.items()) {
            if (item.code == code.toStdString() && !hit) {
                hit = &item;
            }
        }
        QVERIFY2(hit, qPrintable(QStringLiteral("expected %1, got:\n%2").arg(code, test::str(d))));
        QCOMPARE(hit->severity, Severity::Error);
        if (line > 0) {
            QCOMPARE(hit->line, line);
        }
        QVERIFY2(!hit->file.empty(), "the finding must name the file");
        QVERIFY2(!hit->message.empty() && !hit->fix.empty(), "the finding needs a message and a fix");
    }

    /// The parser's error said in words, not tinyxml2's "Error=XML_ERROR_... ErrorID=..." text.
    void parseErrorsAreSaidInWords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << "" << "the file is empty" << 0;
        QTest::newRow("blank") << "  \n\n" << "the file is empty" << 0;
        QTest::newRow("mismatched") << "<Framework>\n<Bone>\n</Framework>" << "closed by another element's end tag" << 2;
        QTest::newRow("attribute") << "<Framework version=1/>" << "attribute is broken" << 1;
        QTest::newRow("comment") << "<Framework/>\n<!-- never closed" << "comment is never closed" << 2;
    }
    void parseErrorsAreSaidInWords()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        QFETCH(int, line);
        Diagnostics d;
        QVERIFY(!parseFrameworkXml(text.toStdString(), "broken.xml", d));
        QVERIFY2(d.contains("xml.malformed") && d.items().size() == 1, qPrintable(test::str(d)));
        const Diagnostic& found = d.items().front();
        QVERIFY2(QString::fromStdString(found.message).contains(says), qPrintable(test::str(d)));
        QVERIFY2(found.message.find("XML_ERROR") == std::string::npos && found.message.find("ErrorID") == std::string::npos,
                 qPrintable(test::str(d)));
        QCOMPARE(found.line, line);
    }

    void everyProblemInAFileIsReported()
    {
        Diagnostics d;
        QVERIFY(!loadFrameworkXml(fixture(QStringLiteral("fw_many_errors.xml")), d));
        QVERIFY2(d.contains("xml.bad-number") && d.contains("xml.non-unit-quaternion") && d.contains("bone.zero-scale"),
                 qPrintable(test::str(d)));
        QCOMPARE(d.count(Severity::Error), 3);
    }

    void sampleFrameworkRoundTrips()
    {
        Diagnostics d;
        const auto first = loadFrameworkXml(sampleFile("Walker.Base.Framework.xml"), d);
        QVERIFY2(first, qPrintable(test::str(d)));
        QCOMPARE(int(first->bones.size()), 62);
        const std::string written = writeFrameworkXml(*first);
        const auto second = parseFrameworkXml(written, "written", d);
        QVERIFY2(second, qPrintable(test::str(d)));
        QCOMPARE(second->name, first->name);
        QCOMPARE(second->level, first->level);
        QCOMPARE(second->bones.size(), first->bones.size());
        for (std::size_t i = 0; i < first->bones.size(); ++i) {
            QCOMPARE(second->bones[i].name, first->bones[i].name);
            QCOMPARE(second->bones[i].parent, first->bones[i].parent);
            QVERIFY(second->bones[i].bindLocal == first->bones[i].bindLocal);  // bit-exact
            QCOMPARE(second->bones[i].flags, first->bones[i].flags);
        }
        QCOMPARE(writeFrameworkXml(*second), written);  // writing is a fixed point
    }

    void sampleAnimationRoundTrips()
    {
        Diagnostics d;
        const auto first = loadAnimationXml(sampleFile("Walker.Base.Animation.Walk.xml"), d);
        QVERIFY2(first, qPrintable(test::str(d)));
        QCOMPARE(first->name, std::string("Walk"));
        QCOMPARE(first->frameRate, 30.0f);
        QCOMPARE(first->endFrame, 32.0f);
        const std::string written = writeAnimationXml(*first);
        const auto second = parseAnimationXml(written, "written", d);
        QVERIFY2(second, qPrintable(test::str(d)));
        QCOMPARE(second->tracks.size(), first->tracks.size());
        for (std::size_t t = 0; t < first->tracks.size(); ++t) {
            QCOMPARE(second->tracks[t].bone, first->tracks[t].bone);
            QCOMPARE(second->tracks[t].keys.size(), first->tracks[t].keys.size());
            for (std::size_t k = 0; k < first->tracks[t].keys.size(); ++k) {
                QCOMPARE(second->tracks[t].keys[k].frame, first->tracks[t].keys[k].frame);
                QVERIFY(second->tracks[t].keys[k].value == first->tracks[t].keys[k].value);
            }
        }
        QCOMPARE(writeAnimationXml(*second), written);
    }

    void manifestRoundTrips()
    {
        Diagnostics d;
        const auto text = xml::readFile(sampleFile("walker.character.xml"), d);
        QVERIFY(text);
        const auto first = parseManifestXml(*text, "walker", d);
        QVERIFY2(first, qPrintable(test::str(d)));
        const std::string written = writeManifestXml(*first);
        const auto second = parseManifestXml(written, "written", d);
        QVERIFY(second);
        QCOMPARE(second->name, first->name);
        QCOMPARE(second->upAxis, first->upAxis);
        QCOMPARE(second->unit, first->unit);
        QCOMPARE(second->layers.size(), first->layers.size());
        QCOMPARE(second->layers[0].framework, first->layers[0].framework);
        QCOMPARE(second->clips[0].file, first->clips[0].file);
        // The sample's costumes name their cloth meshes; the body is a <Mesh>.
        QCOMPARE(second->costumes[0].mesh, std::string("../../templates/long_skirt/LongSkirt.Mesh.gltf"));
        QCOMPARE(second->meshes.size(), std::size_t(1));
        QCOMPARE(writeManifestXml(*second), written);
        // A <Corrections> element survives too, and a second one is an error with its line.
        const auto withCorrections = parseManifestXml(
            "<Character version=\"1\" name=\"C\">\n<Layer framework=\"a.xml\"/>\n<Corrections file=\"c.xml\"/>\n</Character>", "c", d);
        QVERIFY(withCorrections && withCorrections->correctionsFile == "c.xml" && withCorrections->correctionsLine == 3);
        QVERIFY(writeManifestXml(*withCorrections).find("<Corrections file=\"c.xml\"/>") != std::string::npos);
        Diagnostics twice;
        QVERIFY(!parseManifestXml("<Character version=\"1\" name=\"C\">\n<Layer framework=\"a.xml\"/>\n<Corrections file=\"c.xml\"/>\n"
                                  "<Corrections file=\"d.xml\"/>\n</Character>",
                                  "c", twice));
        QVERIFY(twice.contains("manifest.duplicate-corrections"));
    }

    void maxQuaternionsAreLeftHanded()
    {
        // In 3ds Max's UI, +90 degrees about Z turns +X into +Y; Max's API (and MAXScript) stores that
        // rotation as quat(0, 0, -0.7071, 0.7071): the left-hand rule (MAX-SEMANTICS 1.0).
        const std::string text = "<Framework version=\"1\" layer=\"Base\" level=\"0\">"
                                 "<Bone name=\"_0Base{B}#A\" maxQuat=\"0 0 -0.70710678 0.70710678\"/></Framework>";
        Diagnostics d;
        const auto layer = parseFrameworkXml(text, "inline", d);
        QVERIFY2(layer, qPrintable(test::str(d)));
        RS_VERIFY_NEAR(layer->bones[0].bindLocal.rotation * glm::vec3(1, 0, 0), glm::vec3(0, 1, 0));
    }

    void numbersRoundTripThroughText()
    {
        for (float v : {0.1f, -123.456f, 1e-7f, 3.4028235e38f, 1.17549435e-38f, 98.0f}) {
            const std::string s = xml::formatFloat(v);
            QCOMPARE(std::stof(s), v);
        }
        QCOMPARE(xml::formatFloat(-0.0f), std::string("0"));
    }

    void characterLoadsAndStacks()
    {
        Diagnostics d;
        const auto data = loadCharacter(sampleFile("walker.character.xml"), d);
        QVERIFY(data);
        QVERIFY2(data->framework && !d.hasErrors(), qPrintable(test::str(d)));
        QCOMPARE(data->framework->boneCount(), 78);
        QCOMPARE(int(data->helperSettings.size()), 1);
        QCOMPARE(int(data->clips.size()), 2);
        QCOMPARE(data->findClip("Walk"), 0);
        QCOMPARE(data->findClip("Idle"), 1);
        QCOMPARE(data->findClip("Run"), -1);
    }

    /// The documents the tests below change read without an error as they are.
    void everyKindOfDocumentReads()
    {
        for (const Document& doc : everyKindOfDocument()) {
            const Diagnostics d = readDocument(doc.text, doc.layers);
            QVERIFY2(!d.hasErrors(), qPrintable(QString::fromStdString(doc.name) + ":\n" + test::str(d)));
        }
    }

    /// A <Bogus/> put last inside each kind of element is reported at its line: an unknown element
    /// in a container, and in a leaf (Bone, Key, Layer, Target, Point, ...) alike; in a slot that
    /// holds one controller, as a second controller.
    void anElementInsideAnyElementIsReported()
    {
        const std::set<std::string> slots = {"Position", "Rotation", "Scale", "X", "Y", "Z", "Entry"};
        int leaves = 0;
        std::set<std::string> kinds;
        for (const Document& docText : everyKindOfDocument()) {
            tinyxml2::XMLDocument original;
            original.Parse(docText.text.c_str());
            const std::size_t count = elementsOf(original).size();
            for (std::size_t i = 0; i < count; ++i) {
                tinyxml2::XMLDocument doc;
                doc.Parse(docText.text.c_str());
                tinyxml2::XMLElement* el = elementsOf(doc)[i];
                const std::string kind = kindOf(el);
                if (!kinds.insert(docText.name + ":" + kind).second) {
                    continue;  // the first element of each kind in each document
                }
                leaves += el->FirstChildElement() == nullptr;
                el->InsertNewChildElement("Bogus");
                const std::string text = printed(doc);
                tinyxml2::XMLDocument reread;
                reread.Parse(text.c_str());
                int line = 0;
                for (const tinyxml2::XMLElement* e : elementsOf(reread)) {
                    line = std::string_view(e->Name()) == "Bogus" ? e->GetLineNum() : line;
                }
                const std::string code = slots.count(el->Name()) ? "helper.extra-controller" : "xml.unknown-element";
                const Diagnostics d = readDocument(text, docText.layers);
                QVERIFY2(hasFinding(d, code, line), qPrintable(QStringLiteral("%1, <Bogus/> in %2 at line %3: expected %4, got:\n%5")
                                                                   .arg(QString::fromStdString(docText.name), QString::fromStdString(kind))
                                                                   .arg(line)
                                                                   .arg(QString::fromStdString(code), test::str(d))));
            }
        }
        // Each leaf the format has, in one document or another (Bone and Key twice: Framework and
        // Pose, Track and Driver), and in the sample's own files again.
        QVERIFY2(leaves >= 26, qPrintable(QString::number(leaves)));
    }

    /// Text between tags is reported wherever it stands.
    void textInsideAnElementIsReported()
    {
        Diagnostics d;
        parseFrameworkXml("<Framework version=\"1\" layer=\"Base\" level=\"0\">\n"
                          "    <Bone name=\"_0Base{B}#Root\">0 0 1</Bone>\n"
                          "    stray\n"
                          "</Framework>\n",
                          "f.xml", d);
        QCOMPARE(d.count(Severity::Error), 2);
        QVERIFY2(d.items()[0].code == "xml.unexpected-text" && d.items()[0].line == 3
                     && d.items()[0].message == "text \"stray\" inside <Framework>",
                 qPrintable(test::str(d)));
        QVERIFY2(d.items()[1].code == "xml.unexpected-text" && d.items()[1].line == 2
                     && d.items()[1].message == "text \"0 0 1\" inside <Bone>",
                 qPrintable(test::str(d)));
    }

    /// An attribute given as "" is an error naming it, at its element's line, for every attribute
    /// of every kind of element, required or optional; a Framework's Bone@parent="" alone means
    /// a root, as the format says.
    void anEmptyAttributeIsAnError()
    {
        std::set<std::string> seen;
        int checked = 0;
        for (const Document& docText : everyKindOfDocument()) {
            tinyxml2::XMLDocument original;
            original.Parse(docText.text.c_str());
            const auto elements = elementsOf(original);
            for (std::size_t i = 0; i < elements.size(); ++i) {
                for (const tinyxml2::XMLAttribute* a = elements[i]->FirstAttribute(); a; a = a->Next()) {
                    const std::string kind = kindOf(elements[i]) + "@" + a->Name();
                    if (!seen.insert(docText.name + ":" + kind).second) {
                        continue;
                    }
                    tinyxml2::XMLDocument doc;
                    doc.Parse(docText.text.c_str());
                    elementsOf(doc)[i]->SetAttribute(a->Name(), "");
                    const std::string text = printed(doc);
                    tinyxml2::XMLDocument reread;
                    reread.Parse(text.c_str());
                    const int line = elementsOf(reread)[i]->GetLineNum();
                    const Diagnostics d = readDocument(text, docText.layers);
                    ++checked;
                    if (kind == "Framework/Bone@parent") {
                        QVERIFY2(!d.contains("xml.empty-attribute"), qPrintable(test::str(d)));
                        continue;
                    }
                    QVERIFY2(hasFinding(d, "xml.empty-attribute", line) && d.hasErrors(),
                             qPrintable(QStringLiteral("%1, %2=\"\" at line %3:\n%4")
                                            .arg(QString::fromStdString(docText.name), QString::fromStdString(kind))
                                            .arg(line)
                                            .arg(test::str(d))));
                    const auto hit = std::find_if(d.items().begin(), d.items().end(),
                                                  [](const Diagnostic& x) { return x.code == "xml.empty-attribute"; });
                    QVERIFY2(hit->message.find(std::string("'") + a->Name() + "' of <" + elements[i]->Name() + ">")
                                 != std::string::npos,
                             hit->message.c_str());
                }
            }
        }
        QVERIFY2(checked > 150, qPrintable(QString::number(checked)));
    }

    /// An element with more than 256 attributes is refused before the parse, at once: 100,000 of
    /// them took tinyxml2 tens of seconds and gave as many findings.
    void tooManyAttributesAreRefusedAtOnce()
    {
        const auto bone = [](int attributes) {
            std::string text = "<Framework version=\"1\" layer=\"Base\" level=\"0\">\n<!-- a <comment> -->\n<Bone name=\"_0Base{B}#Root\"";
            for (int i = 0; i < attributes; ++i) {
                text += (i % 1000 == 999 ? "\n a" : " a") + std::to_string(i) + "='1'";
            }
            return text + "/>\n</Framework>\n";
        };
        QElapsedTimer clock;
        clock.start();
        Diagnostics d;
        QVERIFY(!parseFrameworkXml(bone(100000), "f.xml", d));
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(d.size(), std::size_t(1));
        QCOMPARE(d.items()[0].code, std::string("xml.too-many-attributes"));
        QCOMPARE(d.items()[0].line, 3);
        QCOMPARE(d.items()[0].file, std::string("f.xml"));
        QVERIFY(d.items()[0].message.find("<Bone> has more than 256 attributes") != std::string::npos);

        // 255 unknown ones and the name: each reported, the report folded to ten and a count.
        Diagnostics most;
        QVERIFY(!parseFrameworkXml(bone(255), "f.xml", most));
        QVERIFY(!most.contains("xml.too-many-attributes"));
        QCOMPARE(most.count(Severity::Error), 255);
        const std::vector<Diagnostic> shown = most.folded();
        QCOMPARE(int(shown.size()), kShownPerCode + 1);
        QCOMPARE(shown.back().message, std::string("and 245 more like it"));
        Diagnostics over;
        QVERIFY(!parseFrameworkXml(bone(256), "f.xml", over));
        QVERIFY2(over.contains("xml.too-many-attributes") && over.size() == 1, qPrintable(test::str(over)));
    }

    /// A container holds at most its limit of elements (docs/format.md, Limits): the first one
    /// past it is reported and none is read.
    void tooManyChildrenAreRefused()
    {
        std::string text = "<Framework version=\"1\" layer=\"Base\" level=\"0\">\n";
        for (int i = 0; i <= 65536; ++i) {
            text += "<Bone name=\"b" + std::to_string(i) + "\" flags=\"\"/>\n";
        }
        Diagnostics d;
        QVERIFY(!parseFrameworkXml(text + "</Framework>\n", "f.xml", d));
        QCOMPARE(d.size(), std::size_t(1));  // the bones' empty flags are not read
        QCOMPARE(d.items()[0].code, std::string("xml.too-many-children"));
        QCOMPARE(d.items()[0].line, 65538);

        std::string keys = "<Corrections version=\"1\">\n<Correction name=\"c\" drive=\"bone\">\n<Driver bone=\"A\">\n";
        for (int i = 0; i < 1024; ++i) {
            keys += "<Key angle=\"" + std::to_string(i) + "\" weight=\"0\"/>\n";
        }
        const std::string pose = "</Driver>\n<Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose>\n</Correction>\n</Corrections>\n";
        Diagnostics fits;
        QVERIFY2(parseCorrectionXml(keys + pose, "c.xml", fits), qPrintable(test::str(fits)));
        Diagnostics over;
        QVERIFY(!parseCorrectionXml(keys + "<Key angle=\"2000\" weight=\"1\"/>\n" + pose, "c.xml", over));
        QVERIFY2(hasFinding(over, "xml.too-many-children", 1028), qPrintable(test::str(over)));
    }

    /// A report shows ten findings of a code about a file, then "and N more like it"; the counts
    /// and the errors stay those of every finding.
    void repeatsAreFoldedWithTheirCount()
    {
        Diagnostics d;
        d.warning("helper.baked-bone", "a.xml", 1, "first");
        for (int i = 0; i < 100000; ++i) {
            d.error("xml.unknown-attribute", "a.xml", 2 + i, "unknown attribute " + std::to_string(i));
        }
        for (int i = 0; i < 3; ++i) {
            d.error("xml.unknown-attribute", "b.xml", 1 + i, "in another file");
        }
        d.warning("helper.baked-bone", "a.xml", 9, "second");
        const std::vector<Diagnostic> shown = d.folded();
        QCOMPARE(int(shown.size()), 1 + 10 + 1 + 3 + 1);
        QCOMPARE(shown[0].message, std::string("first"));
        QCOMPARE(shown[10].message, std::string("unknown attribute 9"));
        const Diagnostic& more = shown[11];
        QCOMPARE(more.message, std::string("and 99,990 more like it"));
        QCOMPARE(more.code, std::string("xml.unknown-attribute"));
        QCOMPARE(more.file, std::string("a.xml"));
        QCOMPARE(more.severity, Severity::Error);
        QCOMPARE(more.line, 0);
        QCOMPARE(shown[12].file, std::string("b.xml"));
        QCOMPARE(shown.back().message, std::string("second"));
        QCOMPARE(d.count(Severity::Error), 100003);
        QCOMPARE(d.count(Severity::Warning), 2);
        QCOMPARE(formatDiagnostic(more), std::string("a.xml: error [xml.unknown-attribute]: and 99,990 more like it"));
        // Exactly ten: nothing folded.
        Diagnostics ten;
        for (int i = 0; i < 10; ++i) {
            ten.error("xml.bad-number", "a.xml", i + 1, "n");
        }
        QCOMPARE(int(ten.folded().size()), 10);
        ten.error("xml.bad-number", "a.xml", 11, "n");
        QCOMPARE(ten.folded().back().message, std::string("and 1 more like it"));
        // Asked to show none, it still shows one and says how many more: nothing vanishes.
        QCOMPARE(int(ten.folded(0).size()), 2);
        QCOMPARE(ten.folded(0).back().message, std::string("and 10 more like it"));
    }
};

QTEST_APPLESS_MAIN(TestXmlIo)
#include "test_xml_io.moc"
