// HelperJointSetting files: each mistake gives its own error with file, line and bone; writing round-trips.
#include <QTest>

#include "character/character_instance.h"
#include "core/helper_rig.h"
#include "io/character_loader.h"

using namespace rigstage;
using namespace rigstage::test;

namespace {

const std::string kRoot = "_0Base{B}#Root";
const std::string kH = "_1Muscle{D}#H";

std::unique_ptr<HelperRig> rigWith(const std::string& slots)
{
    return makeHelperRig({makeBone(kRoot, "")}, {makeBone(kH, kRoot)}, "<Helper bone=\"" + kH + "\">\n" + slots + "\n</Helper>");
}

}  // namespace

class TestHelperSettingXml : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mistakes_data()
    {
        QTest::addColumn<QString>("slots");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("messagePart");
        const QString root = QString::fromStdString(kRoot);
        QTest::newRow("unknown controller") << "<Rotation><TwistController/></Rotation>" << "helper.unknown-controller" << 3
                                            << "unknown rotation controller <TwistController>";
        QTest::newRow("position controller in rotation slot") << "<Rotation><PositionXYZ/></Rotation>"
                                                              << "helper.unknown-controller" << 3 << "PositionXYZ";
        QTest::newRow("unknown option") << "<Rotation><LookAtConstraint upnodeCtrl=\"1\"><Target bone=\"" + root
                                               + "\"/></LookAtConstraint></Rotation>"
                                        << "xml.unknown-attribute" << 3 << "upnodeCtrl";
        QTest::newRow("bad option value") << "<Rotation><LookAtConstraint aimAxis=\"W\"><Target bone=\"" + root
                                                 + "\"/></LookAtConstraint></Rotation>"
                                          << "helper.bad-option" << 3 << "aimAxis must be X, Y or Z";
        QTest::newRow("aim equals source") << "<Rotation><LookAtConstraint aimAxis=\"Z\"><Target bone=\"" + root
                                                  + "\"/></LookAtConstraint></Rotation>"
                                           << "helper.bad-option" << 3 << "sourceAxis and aimAxis";
        QTest::newRow("missing target bone") << "<Position><PositionConstraint><Target bone=\"_0Base{B}#Ghost\"/></PositionConstraint></Position>"
                                             << "helper.unknown-bone" << 3 << "_0Base{B}#Ghost";
        QTest::newRow("no targets") << "<Position><PositionConstraint/></Position>" << "helper.no-targets" << 3 << "no Target";
        QTest::newRow("two controllers in a slot") << "<Position><PositionXYZ/><PositionXYZ/></Position>"
                                                   << "helper.extra-controller" << 3 << "more than one";
        QTest::newRow("empty slot") << "<Scale/>" << "helper.empty-slot" << 3 << "holds no controller";
        QTest::newRow("slot twice") << "<Scale><ScaleXYZ/></Scale>\n<Scale><ScaleXYZ/></Scale>" << "helper.duplicate-slot" << 4
                                    << "second <Scale>";
        QTest::newRow("expression syntax") << "<Position><PositionExpression expression=\"[1, 2, 3] +* 2\"/></Position>"
                                           << "helper.expression" << 3 << "column 12";
        QTest::newRow("expression type") << "<Position><PositionExpression expression=\"1 + 2\"/></Position>"
                                         << "helper.expression" << 3 << "gives a scalar";
        QTest::newRow("unbound variable") << "<Position><PositionExpression expression=\"[a, 0, 0]\"><Variable name=\"a\"/></PositionExpression></Position>"
                                          << "helper.bad-variable" << 3 << "bound to nothing";
        QTest::newRow("wire without driver") << "<Rotation><EulerXYZ><Z><FloatWire expression=\"1\"/></Z></EulerXYZ></Rotation>"
                                             << "helper.bad-wire" << 3 << "exactly one Variable";
        QTest::newRow("unsorted curve") << "<Rotation><EulerXYZ><Z><FloatReaction><Input bone=\"" + root
                                               + "\"/><Curve><Point x=\"5\" y=\"0\"/><Point x=\"1\" y=\"1\"/></Curve></FloatReaction></Z></EulerXYZ></Rotation>"
                                        << "helper.unsorted-curve" << 3 << "increasing master";
        QTest::newRow("reaction without master") << "<Rotation><EulerXYZ><Z><FloatReaction><Curve><Point x=\"0\" y=\"0\"/></Curve></FloatReaction></Z></EulerXYZ></Rotation>"
                                                 << "helper.no-master" << 3 << "no <Input>";
        QTest::newRow("curves and states") << "<Rotation><EulerXYZ><Z><FloatReaction><Input bone=\"" + root
                                                  + "\"/></FloatReaction></Z></EulerXYZ></Rotation>"
                                           << "helper.reaction-mapping" << 3 << "either curves or states";
        QTest::newRow("unknown expose") << "<Rotation><EulerXYZ><Z><FloatExpression expression=\"v\"><Variable name=\"v\" expose=\"Nope\" value=\"distance\"/></FloatExpression></Z></EulerXYZ></Rotation>"
                                        << "helper.unknown-expose" << 3 << "no ExposeTm is named 'Nope'";
        QTest::newRow("bad euler order") << "<Rotation><EulerXYZ order=\"XXZ\"/></Rotation>" << "helper.bad-option" << 3
                                         << "not an Euler order";
        QTest::newRow("non-finite constant") << "<Position><PositionXYZ x=\"nan\"/></Position>" << "xml.non-finite" << 3 << "NaN";
        QTest::newRow("unknown element") << "<Wobble/>" << "xml.unknown-element" << 3 << "<Wobble>";
        QTest::newRow("element inside a leaf") << "<Rotation><EulerXYZ><Z><FloatConstant value=\"1\">\n<Bogus/><Bogus/></FloatConstant></Z></EulerXYZ></Rotation>"
                                               << "xml.unknown-element" << 4 << "<Bogus> inside <FloatConstant>, which holds no elements (it holds 2)";
        QTest::newRow("text inside a controller") << "<Rotation><EulerXYZ>0 0 90</EulerXYZ></Rotation>" << "xml.unexpected-text" << 3
                                                  << "text \"0 0 90\" inside <EulerXYZ>";
        QTest::newRow("empty optional attribute") << "<Position><PositionConstraint keepInitialOffset=\"\"><Target bone=\"" + root
                                                         + "\"/></PositionConstraint></Position>"
                                                  << "xml.empty-attribute" << 3 << "'keepInitialOffset' of <PositionConstraint> is empty";
        QTest::newRow("empty required attribute") << "<Position><PositionConstraint><Target bone=\"\"/></PositionConstraint></Position>"
                                                  << "xml.empty-attribute" << 3 << "'bone' of <Target> is empty";
        QString targets;
        for (int i = 0; i < 1025; ++i) {
            targets += "<Target bone=\"" + root + "\"/>";
        }
        QTest::newRow("too many targets") << "<Position><PositionConstraint>" + targets + "</PositionConstraint></Position>"
                                          << "xml.too-many-children" << 3 << "<PositionConstraint> holds more than 1024 elements";
    }
    void mistakes()
    {
        QFETCH(QString, slots);
        QFETCH(QString, code);
        QFETCH(int, line);
        QFETCH(QString, messagePart);
        auto rig = rigWith(slots.toStdString());
        QVERIFY(!rig->system);
        const Diagnostic* hit = nullptr;
        for (const Diagnostic& d : rig->diagnostics.items()) {
            if (d.code == code.toStdString() && !hit) {
                hit = &d;
            }
        }
        QVERIFY2(hit, qPrintable(QStringLiteral("expected %1, got:\n%2").arg(code, str(rig->diagnostics))));
        QCOMPARE(hit->line, line);
        QCOMPARE(hit->file, std::string("test.HelperJointSetting.xml"));
        QVERIFY2(!hit->bones.empty() && hit->bones.front() == kH, qPrintable(str(rig->diagnostics)));
        QVERIFY2(QString::fromStdString(hit->message).contains(messagePart), hit->message.c_str());
    }

    void helperOnABoneOfAnotherLayer()
    {
        auto rig = makeHelperRig({makeBone(kRoot, "")}, {makeBone(kH, kRoot)},
                                 "<Helper bone=\"" + kRoot + "\"><Position><PositionXYZ/></Position></Helper>");
        QVERIFY(rig->diagnostics.contains("helper.foreign-bone"));
    }

    void helperForABoneTwice()
    {
        auto rig = makeHelperRig({makeBone(kRoot, "")}, {makeBone(kH, kRoot)},
                                 "<Helper bone=\"" + kH + "\"><Position><PositionXYZ/></Position></Helper>"
                                 "<Helper bone=\"" + kH + "\"><Rotation><EulerXYZ/></Rotation></Helper>");
        QVERIFY(!rig->system);
        QVERIFY(rig->diagnostics.contains("helper.duplicate"));
    }

    void sampleSettingRoundTripsAndEvaluatesTheSame()
    {
        Diagnostics d;
        auto data = loadCharacter(RIGSTAGE_SAMPLES "/walker/walker.character.xml", d);
        QVERIFY(data && data->framework);
        QVERIFY2(!data->helperSettings.empty(), "the sample has a muscle layer of helper joints");
        const HelperJointSetting& original = data->helperSettings.front();
        const std::string written = writeHelperJointSettingXml(original);
        auto reread = parseHelperJointSettingXml(written, original.file, d);
        QVERIFY2(reread, qPrintable(str(d)));
        QCOMPARE(writeHelperJointSettingXml(*reread), written);
        // Same controllers: evaluate the walk with both and compare every bone.
        CharacterData copy = *data;
        copy.helperSettings = {*reread};
        auto a = CharacterInstance::create(*data, d);
        auto b = CharacterInstance::create(copy, d);
        QVERIFY2(a && b, qPrintable(str(d)));
        a->setClip(0, d);
        b->setClip(0, d);
        for (float frame : {0.0f, 7.5f, 20.0f}) {
            a->evaluate(frame);
            b->evaluate(frame);
            for (int i = 0; i < data->framework->boneCount(); ++i) {
                QVERIFY(near(a->pose().world(i), b->pose().world(i), 1e-6f));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestHelperSettingXml)
#include "test_helper_setting_xml.moc"
