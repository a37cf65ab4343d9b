// One unit rule for angles (HelperJointSetting version 2: radians everywhere, as 3ds Max stores
// them: tracks in eulrctrl.cpp, a curve's x as the driver's raw value in reactor/reactor.cpp,
// MAX-SEMANTICS 1.11) and the upgrade of version-1 files, which mixed degrees and radians.
#include <QTest>

#include <glm/gtc/constants.hpp>

#include "character/character_instance.h"
#include "core/helper_rig.h"
#include "io/character_loader.h"
#include "io/helper_setting_upgrade.h"
#include "io/reaction_curve_edit.h"
#include "io/xml_support.h"

using namespace rigstage;
using namespace rigstage::test;

namespace {

std::string B(const char* n) { return std::string("_0Base{B}#") + n; }
std::string M(const char* n) { return std::string("_1Muscle{D}#") + n; }

const float kHalfPi = glm::half_pi<float>();

/// Base: Root -> A (turned 60 degrees about Z: its local Euler Z is pi / 3 radians).
std::vector<RawBone> driverBones()
{
    return {makeBone(B("Root"), ""), makeBone(B("A"), B("Root"), {10, 0, 0}, aboutZ(60))};
}

std::string helper(const std::string& body)
{
    return "<Helper bone=\"" + M("H") + "\">" + body + "</Helper>";
}

std::string rotationMaster()
{
    return "<Input bone=\"" + B("A") + "\" kind=\"rotation\" axis=\"Z\"/>";
}

float zOf(HelperRig& rig)
{
    return zDegrees(rig.local(M("H")).rotation);
}

/// The world transforms of every bone of an instance at a frame.
std::vector<glm::mat4> worlds(CharacterInstance& instance, float frame)
{
    instance.evaluate(frame, false);
    std::vector<glm::mat4> out;
    for (int b = 0; b < instance.framework().boneCount(); ++b) {
        out.push_back(instance.pose().world(b));
    }
    return out;
}

HelperJointSetting readSetting(const QString& path)
{
    Diagnostics d;
    auto setting = loadHelperJointSettingXml(path.toStdString(), d);
    if (!setting) {
        qFatal("cannot read %s", qPrintable(path));
    }
    return std::move(*setting);
}

}  // namespace

class TestUnits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyAngleIsRadians_data()
    {
        // Each way of turning the helper 90 degrees about Z in a version-2 file.
        QTest::addColumn<QString>("body");
        QTest::addColumn<float>("expectedDegrees");
        QTest::newRow("Euler constant") << QString::fromStdString("<Rotation><EulerXYZ z=\"1.5707964\"/></Rotation>") << 90.0f;
        QTest::newRow("FloatConstant in an Euler channel")
            << QString::fromStdString("<Rotation><EulerXYZ><Z><FloatConstant value=\"1.5707964\"/></Z></EulerXYZ></Rotation>") << 90.0f;
        // The master is A's raw Euler Z, pi/3; the curve runs linearly from (0, 0) to (pi/2, pi/4)
        // in radians on both axes: (pi/3) / (pi/2) * (pi/4) = pi/6, 30 degrees.
        QTest::newRow("Float Reaction on an Euler channel")
            << QString::fromStdString("<Rotation><EulerXYZ><Z><FloatReaction>" + rotationMaster()
                                      + "<Curve><Point x=\"0\" y=\"0\"/><Point x=\"1.5707964\" y=\"0.78539819\"/></Curve>"
                                        "</FloatReaction></Z></EulerXYZ></Rotation>")
            << 30.0f;
        // A Rotation Reaction's output is Euler XYZ radians too: (0, 0) to (pi/2, pi/2) gives pi/3.
        QTest::newRow("Rotation Reaction")
            << QString::fromStdString("<Rotation><RotationReaction>" + rotationMaster()
                                      + "<Curve component=\"z\"><Point x=\"0\" y=\"0\"/><Point x=\"1.5707964\" y=\"1.5707964\"/></Curve>"
                                        "</RotationReaction></Rotation>")
            << 60.0f;
        // A Float Expression on an Euler channel: the variable reads radians and the result is radians.
        QTest::newRow("Float Expression on an Euler channel")
            << QString::fromStdString("<Rotation><EulerXYZ><Z><FloatExpression expression=\"a * 1.5\"><Variable name=\"a\" bone=\""
                                      + B("A") + "\" kind=\"rotation\" axis=\"Z\"/></FloatExpression></Z></EulerXYZ></Rotation>")
            << 90.0f;
    }
    void everyAngleIsRadians()
    {
        QFETCH(QString, body);
        QFETCH(float, expectedDegrees);
        auto rig = makeHelperRig(driverBones(), {makeBone(M("H"), B("Root"))}, helper(body.toStdString()), 2);
        RS_REQUIRE_RIG(rig);
        QVERIFY2(rig->diagnostics.size() == 0, qPrintable(str(rig->diagnostics)));  // no upgrade warning
        rig->evaluate();
        QVERIFY2(near(zOf(*rig), expectedDegrees, 1e-3f), qPrintable(QString::number(zOf(*rig))));
    }

    void versionOneIsUpgradedInPlaceWithAWarning()
    {
        // Every place version 1 wrote degrees: Euler constants, a Float Reaction on an Euler channel
        // (its x, the angle master, and its y, the output), a position reaction's angle master (x
        // only), a Rotation Reaction's states (master and value). Positions and a FloatConstant
        // (radians already) stay as they are.
        const std::string v1 =
            "<HelperJointSetting version=\"1\" layer=\"Muscle\">\n"
            "<Helper bone=\"" + M("H") + "\"><Position><PositionReaction>" + rotationMaster() +
            "<Curve component=\"y\"><Point x=\"90\" y=\"5\" outX=\"30\" outY=\"2\"/></Curve></PositionReaction></Position>\n"
            "<Rotation><RotationList><Entry><EulerXYZ x=\"180\" z=\"90\"/></Entry>\n"
            "<Entry><EulerXYZ><Y><FloatConstant value=\"0.5\"/></Y><Z><FloatReaction>" + rotationMaster() +
            "<Curve><Point x=\"90\" y=\"45\"/></Curve></FloatReaction></Z></EulerXYZ></Entry>\n"
            "<Entry><RotationReaction>" + rotationMaster() +
            "<State master=\"60\" value=\"0 0 30\"/><State master=\"0\" value=\"0 0 0\"/></RotationReaction></Entry></RotationList></Rotation></Helper>\n"
            "</HelperJointSetting>\n";
        Diagnostics d;
        auto setting = parseHelperJointSettingXml(v1, "old.HelperJointSetting.xml", d);
        QVERIFY(setting);
        QCOMPARE(int(d.size()), 1);
        QCOMPARE(QString::fromStdString(d.items().front().code), QStringLiteral("helper.old-version"));
        QVERIFY(!setting->upgraded.empty());
        const tinyxml2::XMLElement* root = setting->document->RootElement();
        QCOMPARE(root->IntAttribute("version"), 2);
        auto attr = [&](const char* path0, const char* attribute) {
            // path0: a chain of element names from the root, separated by '/', first of each.
            const tinyxml2::XMLElement* el = root;
            std::string path(path0);
            std::size_t start = 0;
            while (el && start <= path.size()) {
                const std::size_t slash = path.find('/', start);
                el = el->FirstChildElement(path.substr(start, slash - start).c_str());
                if (slash == std::string::npos) {
                    break;
                }
                start = slash + 1;
            }
            return el && el->Attribute(attribute) ? std::stof(el->Attribute(attribute)) : NAN;
        };
        QVERIFY(near(attr("Helper/Position/PositionReaction/Curve/Point", "x"), kHalfPi, 1e-6f));
        QVERIFY(near(attr("Helper/Position/PositionReaction/Curve/Point", "outX"), glm::radians(30.0f), 1e-6f));
        QCOMPARE(attr("Helper/Position/PositionReaction/Curve/Point", "y"), 5.0f);
        QCOMPARE(attr("Helper/Position/PositionReaction/Curve/Point", "outY"), 2.0f);
        QVERIFY(near(attr("Helper/Rotation/RotationList/Entry/EulerXYZ", "x"), glm::pi<float>(), 1e-6f));
        QVERIFY(near(attr("Helper/Rotation/RotationList/Entry/EulerXYZ", "z"), kHalfPi, 1e-6f));
        const tinyxml2::XMLElement* second =
            root->FirstChildElement("Helper")->FirstChildElement("Rotation")->FirstChildElement("RotationList")->FirstChildElement("Entry")->NextSiblingElement("Entry");
        QCOMPARE(second->FirstChildElement("EulerXYZ")->FirstChildElement("Y")->FirstChildElement("FloatConstant")->FloatAttribute("value"), 0.5f);
        const tinyxml2::XMLElement* point =
            second->FirstChildElement("EulerXYZ")->FirstChildElement("Z")->FirstChildElement("FloatReaction")->FirstChildElement("Curve")->FirstChildElement("Point");
        QVERIFY(near(point->FloatAttribute("x"), kHalfPi, 1e-6f));
        QVERIFY(near(point->FloatAttribute("y"), glm::radians(45.0f), 1e-6f));
        const tinyxml2::XMLElement* state = second->NextSiblingElement("Entry")->FirstChildElement("RotationReaction")->FirstChildElement("State");
        QVERIFY(near(state->FloatAttribute("master"), glm::radians(60.0f), 1e-6f));
        QCOMPARE(QString(state->Attribute("value")), QString::fromStdString("0 0 " + xml::formatFloat(float(glm::radians(30.0)))));

        // Writing the changed start tags into the old text gives a version-2 file that reads
        // without a warning to the same document; everything else in the text stays.
        const auto patched = patchStartTagsInText(v1, setting->upgraded);
        QVERIFY(patched);
        QVERIFY(patched->find("version=\"2\"") != std::string::npos);
        QCOMPARE(std::count(patched->begin(), patched->end(), '\n'), std::count(v1.begin(), v1.end(), '\n'));
        Diagnostics again;
        auto reread = parseHelperJointSettingXml(*patched, "new.HelperJointSetting.xml", again);
        QVERIFY(reread && again.size() == 0 && reread->upgraded.empty());
        QCOMPARE(writeHelperJointSettingXml(*reread), writeHelperJointSettingXml(*setting));
    }

    void versionOneAndTwoRigsAgree()
    {
        // The same rig written in version 1 (degrees) and version 2 (radians) evaluates alike.
        const std::string v1 = helper("<Rotation><RotationList><Entry><EulerXYZ x=\"30\" z=\"45\"/></Entry><Entry><RotationReaction>"
                                      + rotationMaster() + "<Curve component=\"y\"><Point x=\"0\" y=\"0\"/><Point x=\"90\" y=\"60\"/></Curve>"
                                      "</RotationReaction></Entry></RotationList></Rotation>");
        const std::string v2 = helper("<Rotation><RotationList><Entry><EulerXYZ x=\"" + xml::formatFloat(glm::radians(30.0f)) + "\" z=\""
                                      + xml::formatFloat(glm::radians(45.0f)) + "\"/></Entry><Entry><RotationReaction>" + rotationMaster()
                                      + "<Curve component=\"y\"><Point x=\"0\" y=\"0\"/><Point x=\"" + xml::formatFloat(kHalfPi) + "\" y=\""
                                      + xml::formatFloat(glm::radians(60.0f)) + "\"/></Curve></RotationReaction></Entry></RotationList></Rotation>");
        auto old = makeHelperRig(driverBones(), {makeBone(M("H"), B("Root"))}, v1, 1);
        auto now = makeHelperRig(driverBones(), {makeBone(M("H"), B("Root"))}, v2, 2);
        RS_REQUIRE_RIG(old);
        RS_REQUIRE_RIG(now);
        old->evaluate();
        now->evaluate();
        // By hand: Euler (30, 0, 45) degrees X first, then the reaction's Y of (60/90) * 60 = 40.
        const glm::quat euler = glm::angleAxis(glm::radians(45.0f), glm::vec3(0, 0, 1)) * glm::angleAxis(glm::radians(30.0f), glm::vec3(1, 0, 0));
        const glm::quat expected = euler * glm::angleAxis(glm::radians(40.0f), glm::vec3(0, 1, 0));
        QVERIFY2(sameRotation(now->local(M("H")).rotation, expected), qPrintable(str(now->local(M("H")).rotation)));
        QVERIFY(sameRotation(old->local(M("H")).rotation, expected));
    }

    void unsupportedVersionsAreRefused_data()
    {
        QTest::addColumn<QString>("version");
        QTest::newRow("3") << "3";
        QTest::newRow("0") << "0";
        QTest::newRow("1.0") << "1.0";
        QTest::newRow("4294967297") << "4294967297";
    }
    void unsupportedVersionsAreRefused()
    {
        QFETCH(QString, version);
        Diagnostics d;
        const std::string text = "<HelperJointSetting version=\"" + version.toStdString() + "\" layer=\"Muscle\"/>";
        QVERIFY(!parseHelperJointSettingXml(text, "v.xml", d));
        QVERIFY(d.hasErrors());
        QCOMPARE(QString::fromStdString(d.items().front().code), QStringLiteral("xml.unsupported-version"));
        QVERIFY(QString::fromStdString(d.items().front().message).contains(QStringLiteral("versions 1 to 2")));
    }

    void sampleAndTemplatesEvaluateAsTheirVersionOneFiles_data()
    {
        QTest::addColumn<QString>("costume");
        QTest::newRow("none") << QString();
        for (const char* c : {"Long skirt", "Short skirt", "Robe", "Mantle"}) {
            QTest::newRow(c) << QString::fromLatin1(c);
        }
    }
    void sampleAndTemplatesEvaluateAsTheirVersionOneFiles()
    {
        // The shipped version-2 files (written by the generators in radians) against the version-1
        // files they replaced (kept in tests/fixtures/v1, read through the upgrade): the same
        // pose on every frame of the walk, with each costume.
        QFETCH(QString, costume);
        Diagnostics d;
        auto now = loadCharacter(RIGSTAGE_SAMPLES "/walker/walker.character.xml", d);
        QVERIFY2(now && !d.hasErrors() && d.count(Severity::Warning) == 0, qPrintable(str(d)));
        CharacterData old = *now;
        old.helperSettings[0] = readSetting(QStringLiteral(RIGSTAGE_FIXTURES "/v1/Walker.Muscle.HelperJointSetting.xml"));
        QVERIFY(!old.helperSettings[0].upgraded.empty());
        const std::map<std::string, const char*> files = {{"Long skirt", "LongSkirt"}, {"Short skirt", "ShortSkirt"},
                                                          {"Robe", "Robe"}, {"Mantle", "Mantle"}};
        for (CostumeData& c : old.costumes) {
            c.helpers = readSetting(QStringLiteral(RIGSTAGE_FIXTURES "/v1/%1.HelperJointSetting.xml").arg(QString::fromLatin1(files.at(c.name))));
        }
        std::vector<int> worn;
        if (!costume.isEmpty()) {
            worn.push_back(now->findCostume(costume.toStdString()));
            QVERIFY(worn.back() >= 0);
        }
        auto a = CharacterInstance::create(*now, d, worn);
        auto b = CharacterInstance::create(old, d, worn);
        QVERIFY2(a && b, qPrintable(str(d)));
        a->setClip(0, d);
        b->setClip(0, d);
        const Clip& clip = now->clips[0];
        float worst = 0.0f;
        for (float f = float(clip.startFrame); f <= float(clip.endFrame); f += 0.5f) {
            const auto wa = worlds(*a, f), wb = worlds(*b, f);
            for (std::size_t i = 0; i < wa.size(); ++i) {
                worst = std::max(worst, glm::length(glm::vec3(wa[i][3] - wb[i][3])));
                for (int c = 0; c < 3; ++c) {
                    worst = std::max(worst, glm::length(wa[i][c] - wb[i][c]) * 100.0f);  // 1e-3 per axis ~ 0.1 cm at 1 m
                }
            }
        }
        QVERIFY2(worst < 1e-3f, qPrintable(QStringLiteral("differ by %1").arg(worst)));
    }
};

QTEST_APPLESS_MAIN(TestUnits)
#include "test_units.moc"
